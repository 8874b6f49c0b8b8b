/**
 * Sharing the workspace with the tool user, on 500 and on 50,000 files: the
 * boundary's set-up (which shares it) plus its close (which hands it back), with
 * the id-mapped mount (the default) and with the per-file grant it falls back to
 * (ACLs, or ownership without the acl package, on 500 and 5,000 files), measured
 * in the same run. The target: 50,000 files cost at most twice 500. Needs root.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBoundary, type Boundary } from '../src/engine/sandbox/boundary.js';
import { parseAllowedDomains } from '../src/engine/sandbox/domains.js';
import { checkHost, type HostCheck } from '../src/engine/sandbox/host.js';
import type { WorkspaceAccess } from '../src/engine/sandbox/scripts.js';
import { printTable, ratio } from './table.js';

const USER = `al-share-${process.pid}`;
const RUNS = 5;

type Host = Extract<HostCheck, { ok: true }>;

/** A git checkout of `files` files, 100 to a folder. */
function makeWorkspace(root: string, files: number): string {
  const workspace = join(root, `ws-${files}`);
  execFileSync('git', ['init', '-q', workspace]);
  for (let index = 0; index < files; index++) {
    const folder = join(workspace, `d${Math.floor(index / 100)}`);
    if (index % 100 === 0) mkdirSync(folder);
    writeFileSync(join(folder, `f${index}.txt`), 'x\n');
  }
  return workspace;
}

function open(host: Host, workspace: string, access?: WorkspaceAccess): Promise<Boundary> {
  return openBoundary({
    workspace,
    userName: USER,
    allowedDomains: parseAllowedDomains(''),
    hide: [],
    privilege: host.privilege,
    programs: host.programs,
    owner: { uid: host.uid, gid: host.gid },
    ...(access ? { access } : {}),
  });
}

interface Timing {
  share: number;
  handBack: number;
  total: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

interface Case {
  workspace: string;
  expected: WorkspaceAccess;
  access?: WorkspaceAccess;
}

/**
 * Medians of set-up, close and both for each case, the cases taking turns in
 * every round (a busy machine's swings fall on all alike); throws when a
 * boundary did not share the way asked.
 */
async function shareAndHandBack(host: Host, cases: Case[]): Promise<Timing[]> {
  const samples = cases.map(() => ({
    share: [] as number[],
    handBack: [] as number[],
    total: [] as number[],
  }));
  for (let run = 0; run < RUNS; run++) {
    for (const [index, { workspace, expected, access }] of cases.entries()) {
      const start = performance.now();
      const boundary = await open(host, workspace, access);
      const opened = performance.now();
      await boundary.close();
      const end = performance.now();
      samples[index]!.share.push(opened - start);
      samples[index]!.handBack.push(end - opened);
      samples[index]!.total.push(end - start);
      if (boundary.access !== expected) {
        throw new Error(`shared by ${boundary.access}, not ${expected}: ${boundary.idmapFailure}`);
      }
    }
  }
  return samples.map((sample) => ({
    share: median(sample.share),
    handBack: median(sample.handBack),
    total: median(sample.total),
  }));
}

function row(label: string, timing: Timing, reference: Timing): string[] {
  return [
    label,
    timing.share.toFixed(0),
    timing.handBack.toFixed(0),
    timing.total.toFixed(0),
    ratio(timing.total, reference.total),
  ];
}

export async function run(): Promise<void> {
  if (process.getuid?.() !== 0) {
    console.log('Skipped: the boundary needs root here (it creates a user and namespaces).');
    return;
  }
  const host = await checkHost();
  if (!host.ok) {
    console.log(`Skipped: ${host.reason}`);
    return;
  }
  // On disk (ext4 here), as a runner's checkout is: not on the tmpfs a /tmp may be.
  const root = mkdtempSync('/var/tmp/agent-loop-bench-share-');
  const perFile: WorkspaceAccess = host.programs.setfacl ? 'acl' : 'chown';
  try {
    const small = makeWorkspace(root, 500);
    const large = makeWorkspace(root, 50_000);
    // The tool user is made once, outside the measures.
    await (await open(host, small)).close();
    const [idmapSmall, idmapLarge] = (await shareAndHandBack(host, [
      { workspace: small, expected: 'idmap' },
      { workspace: large, expected: 'idmap' },
    ])) as [Timing, Timing];
    // The fallback on a tenth of the large checkout: it is per file (without the
    // acl package, the hand-back runs two programs a file and takes minutes on 50,000).
    const medium = makeWorkspace(root, 5_000);
    const [walkSmall, walkMedium] = (await shareAndHandBack(host, [
      { workspace: small, expected: perFile, access: perFile },
      { workspace: medium, expected: perFile, access: perFile },
    ])) as [Timing, Timing];
    console.log(
      `Set-up + close of the boundary, median of ${RUNS}; the per-file fallback here: ${perFile}.\n`,
    );
    printTable(
      ['measure', 'share ms', 'hand-back ms', 'both ms', 'ratio'],
      [
        row('id-mapped mount, 500 files (reference)', idmapSmall, idmapSmall),
        row('id-mapped mount, 50,000 files (target ≤ 2×, ≤ 1 s each way)', idmapLarge, idmapSmall),
        row(`per-file ${perFile}, 500 files`, walkSmall, idmapSmall),
        row(`per-file ${perFile}, 5,000 files`, walkMedium, idmapSmall),
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
    try {
      execFileSync('userdel', [USER], { stdio: 'ignore' });
    } catch {
      // never created
    }
  }
}
