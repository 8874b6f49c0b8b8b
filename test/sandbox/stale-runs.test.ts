/**
 * Issue #19, item 6: an action killed with SIGKILL mid-run takes its tools with
 * it, and the next run's boundary hands the dead run's workspace back and
 * removes its tool user and folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/sandbox/domains.js';
import { openSandbox } from '../../src/sandbox/index.js';
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
import { openSandbox } from ${JSON.stringify(resolve('src/sandbox/index.ts'))};
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
    // Shared through the id-mapped mount: the action's on disk already, with the
    // set-user-ID bit the tool set (the mount was nosuid) still to strip.
    expect([statSync(made).uid, statSync(made).mode & 0o4000]).toEqual([process.getuid!(), 0o4000]);

    const next = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
    });
    try {
      expect([statSync(made).uid, statSync(made).mode & 0o7777]).toEqual([
        process.getuid!(),
        0o755,
      ]);
      expect(uidOf(toolUser)).toBeUndefined();
      expect(processesOf(toolUid!)).toEqual([]);
    } finally {
      await next.close();
    }
    expect(existsSync(made)).toBe(true);
  }, 120_000);
});
