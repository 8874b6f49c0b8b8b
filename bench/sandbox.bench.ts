/**
 * The price of the tool boundary: a Bash `true` round trip inside it (joining the
 * run's namespaces, after the first call) against the same call with no boundary
 * (and with the egress forwarder a domain list starts once per run), and the set-up at the start of a run (first with the
 * tool user still to create, then with it existing) and the hand-back at the end,
 * against spawning plain `node -e 0`, measured in the same run. Needs root.
 */
import { createBashTool } from '../src/engine/tools/built-in.js';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllowedDomains, type AllowedDomains } from '../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox } from '../src/engine/sandbox/index.js';
import type { ToolContext } from '../src/engine/tools/types.js';
import { medianMs, printTable, ratio } from './table.js';

const USER = `al-bench-${process.pid}`;

const context = (): ToolContext => ({
  signal: new AbortController().signal,
  readState: new Map(),
  toolUseId: 'bench',
  emit: () => undefined,
});

function nodeSpawn(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

function open(workspace: string, allowedDomains: AllowedDomains): Promise<Sandbox> {
  return openSandbox({ mode: 'required', allowedDomains, workspace, userName: USER });
}

async function bashTrue(workspace: string, sandbox?: Sandbox): Promise<number> {
  const bash = createBashTool({
    workspaceRoot: workspace,
    redactSecrets: (text) => text,
    env: { PATH: process.env.PATH },
    ...(sandbox ? { spawner: sandbox.spawner } : {}),
  });
  return medianMs(async () => {
    const result = await bash.call({ command: 'true' }, context());
    if (result.isError) throw new Error(`Bash true failed: ${JSON.stringify(result.content)}`);
  }, 15);
}

export async function run(): Promise<void> {
  if (process.getuid?.() !== 0) {
    console.log('Skipped: the boundary needs root here (it creates a user and namespaces).');
    return;
  }
  const root = mkdtempSync('/tmp/agent-loop-bench-sandbox-');
  const workspace = join(root, 'workspace');
  try {
    execFileSync('git', ['init', '-q', workspace]);
    for (let index = 0; index < 500; index++)
      writeFileSync(join(workspace, `f${index}.txt`), 'x\n');
    const nodeMs = await medianMs(nodeSpawn, 9);

    const none = parseAllowedDomains('');
    const [first, firstSetupMs] = await timed(() => open(workspace, none));
    const [, firstCloseMs] = await timed(() => first.close());
    const setups: number[] = [];
    const closes: number[] = [];
    for (let index = 0; index < 5; index++) {
      const [sandbox, ms] = await timed(() => open(workspace, none));
      setups.push(ms);
      closes.push((await timed(() => sandbox.close()))[1]);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const setupMs = median(setups);
    const closeMs = median(closes);

    const outside = await bashTrue(workspace);
    const isolated = await open(workspace, none);
    const inside = await bashTrue(workspace, isolated);
    await isolated.close();
    const listed = await open(workspace, parseAllowedDomains('example.com'));
    const withProxy = await bashTrue(workspace, listed);
    await listed.close();

    console.log(
      `Workspace: 500 files; reference: spawning \`node -e 0\` takes ${nodeMs.toFixed(1)} ms.\n`,
    );
    printTable(
      ['measure', 'median ms', 'ratio'],
      [
        ['Bash `true`, no boundary (reference)', outside.toFixed(1), '1.00×'],
        [
          'Bash `true` inside the boundary (no network; target ≤ 2×)',
          inside.toFixed(1),
          ratio(inside, outside),
        ],
        [
          'Bash `true` inside, allowed_domains list (one forwarder per run)',
          withProxy.toFixed(1),
          ratio(withProxy, outside),
        ],
        ['`node -e 0` spawn (reference)', nodeMs.toFixed(1), '1.00×'],
        [
          'set-up, first run (creates the tool user)',
          firstSetupMs.toFixed(1),
          ratio(firstSetupMs, nodeMs),
        ],
        ['set-up, user exists (target ≤ 1000 ms)', setupMs.toFixed(1), ratio(setupMs, nodeMs)],
        ['hand-back at the end (first run)', firstCloseMs.toFixed(1), ratio(firstCloseMs, nodeMs)],
        ['hand-back at the end', closeMs.toFixed(1), ratio(closeMs, nodeMs)],
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
