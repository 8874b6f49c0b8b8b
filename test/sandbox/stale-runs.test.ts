/**
 * Issue #19, item 6: an action killed with SIGKILL mid-run takes its tools with
 * it, and the next run's boundary hands the dead run's workspace back and
 * removes its tool user and folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox } from '../../src/engine/sandbox/index.js';
import { handBackStaleRuns } from '../../src/engine/sandbox/stale-runs.js';
import {
  isRoot,
  makeFakeRunner,
  processesOf,
  removeUser,
  ROOT_REASON,
  uidOf,
  type FakeRunner,
} from './helpers.js';

/** The dying action: opens the boundary, leaves a file and a sleeper behind, says so, waits. */
const ACTION = (workspace: string, hide: string[]) => `
import { openSandbox } from ${JSON.stringify(resolve('src/engine/sandbox/index.ts'))};
const sandbox = await openSandbox({
  mode: 'required',
  allowedDomains: { kind: 'none' },
  workspace: ${JSON.stringify(workspace)},
  hide: ${JSON.stringify(hide)},
});
const call = await sandbox.spawner.spawn({
  file: '/bin/bash',
  args: ['-c', 'id -un > tool-user.txt; echo made > tool-made.txt; chmod 4755 tool-made.txt; echo ready; exec sleep 600'],
  cwd: ${JSON.stringify(workspace)},
  env: { PATH: '/usr/bin:/bin' },
  stdio: ['ignore', 'pipe', 'ignore'],
});
call.child.stdout.pipe(process.stdout);
setInterval(() => {}, 1000);
`;

describe.skipIf(!isRoot)(`a run that died (${ROOT_REASON})`, () => {
  let runner: FakeRunner;
  let toolUser = '';

  afterAll(() => {
    if (toolUser) removeUser(toolUser);
    runner?.cleanup();
  });

  it('is handed back by the next run, with nothing of its tools left', async () => {
    runner = makeFakeRunner('unused');
    const script = join(runner.root, 'action.mjs');
    writeFileSync(script, ACTION(runner.workspace, [runner.home, runner.runnerTemp]));
    const action = spawn(
      process.execPath,
      ['--import', resolve('node_modules/tsx/dist/loader.mjs'), script],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((ready, failed) => {
      let seen = '';
      action.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        seen += chunk;
        if (seen.includes('ready')) ready();
      });
      action.once('exit', (code) => failed(new Error(`the action exited early (${code})`)));
    });
    const made = join(runner.workspace, 'tool-made.txt');
    const exited = new Promise((done) => action.once('exit', done));
    action.kill('SIGKILL');
    await exited;
    toolUser = readFileSync(join(runner.workspace, 'tool-user.txt'), 'utf8').trim();
    const toolUid = uidOf(toolUser);
    // Shared through the id-mapped mount: the action's on disk already; the
    // set-user-ID bit the tool asked for was refused.
    expect([statSync(made).uid, statSync(made).mode & 0o4000]).toEqual([process.getuid!(), 0]);

    const next = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
    });
    try {
      expect([statSync(made).uid, statSync(made).mode & 0o7777]).toEqual([
        process.getuid!(),
        0o644,
      ]);
      expect(uidOf(toolUser)).toBeUndefined();
      expect(processesOf(toolUid!)).toEqual([]);
    } finally {
      await next.close();
    }
    expect(existsSync(made)).toBe(true);
  }, 120_000);
});

describe.skipIf(!isRoot)(`a dead run whose hand-back fails (${ROOT_REASON})`, () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A dead run's folder under /var/tmp with its note (a pid that has exited). */
  function deadRun(teardown: (base: string) => string[]): string {
    const base = mkdtempSync('/var/tmp/agent-loop-sandbox-');
    chmodSync(base, 0o755);
    folders.push(base);
    const pid = spawnSync('true').pid;
    writeFileSync(
      join(base, 'run.json'),
      JSON.stringify({ pid, started: 'long ago', teardown: teardown(base) }),
      { mode: 0o644 },
    );
    return base;
  }

  it('is said in the next run’s status, not dropped', async () => {
    const runner = makeFakeRunner('unused');
    // Its cgroup folder cannot be removed (it is not empty): the hand-back fails.
    const busy = mkdtempSync('/var/tmp/al-busy-cgroup-');
    folders.push(busy);
    writeFileSync(join(busy, 'in-use'), '');
    const base = deadRun((folder) => [
      runner.workspace,
      '-1',
      '-1',
      '0',
      '0',
      folder,
      'idmap',
      'al-no-such-user',
      '0',
      busy,
    ]);
    try {
      const next = await openSandbox({
        mode: 'required',
        allowedDomains: parseAllowedDomains(''),
        workspace: runner.workspace,
        hide: [runner.home, runner.runnerTemp],
      });
      await next.close();
      expect(next.status.staleFailures).toEqual([
        `the hand-back of a run that died earlier (workspace ${runner.workspace}, folder ${base}) failed (exit 1); attempt 1 of 3`,
      ]);
    } finally {
      runner.cleanup();
    }
  }, 120_000);

  it('is tried three times, each failure kept in its note, then only said', async () => {
    const base = deadRun((folder) => ['/nonexistent', '-1', '-1', '0', '0', folder]);
    const tried: string[][] = [];
    const failing = async (args: string[]) => {
      tried.push(args);
      throw new Error('the disk is read-only');
    };
    const ours = (lines: string[]) => lines.filter((line) => line.includes(base));
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(ours(await handBackStaleRuns('/var/tmp', failing))).toEqual([
        `the hand-back of a run that died earlier (workspace /nonexistent, folder ${base}) failed (the disk is read-only); attempt ${attempt} of 3`,
      ]);
    }
    expect(ours(await handBackStaleRuns('/var/tmp', failing))).toEqual([
      `the hand-back of a run that died earlier (workspace /nonexistent, folder ${base}) failed 3 times (last: the disk is read-only) and is not tried again: fix that, then remove the folder`,
    ]);
    expect(tried.filter((args) => args[5] === base)).toHaveLength(3);
  });
});
