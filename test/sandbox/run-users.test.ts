/**
 * Issue #19, item 8: two runs at once on one machine (a self-hosted runner) get
 * a tool user each, neither can touch the other's processes, and nothing of
 * either user survives its run. Also: sharing the workspace by ownership (no
 * setfacl) gives it back with the modes it had.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBoundary } from '../../src/engine/sandbox/boundary.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { checkHost } from '../../src/engine/sandbox/host.js';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  processesOf,
  removeUser,
  ROOT_REASON,
  uidOf,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

describe.skipIf(!isRoot)(`a tool user per run (${ROOT_REASON})`, () => {
  const runners: FakeRunner[] = [];
  const users: string[] = [];

  afterAll(() => {
    for (const user of users) removeUser(user);
    for (const runner of runners) runner.cleanup();
  });

  const open = async () => {
    const runner = makeFakeRunner('unused');
    runners.push(runner);
    const sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
    });
    const bash = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: sandbox.spawner,
    });
    const run = async (command: string) => text(await bash.call({ command }, makeContext()));
    const name = (await run('id -un')).trim();
    users.push(name);
    return { sandbox, run, name };
  };

  it('gives concurrent runs separate users, and removes each with all it left running', async () => {
    const first = await open();
    const second = await open();
    let closed: Sandbox[] = [];
    try {
      expect(first.name).toMatch(/^agent-loop-tool-[0-9a-f]{8}$/);
      expect(second.name).toMatch(/^agent-loop-tool-[0-9a-f]{8}$/);
      expect(first.name).not.toBe(second.name);
      // A process of the first run's user outside any call's namespace (as a tool could leave one).
      const firstUid = uidOf(first.name)!;
      const lingering = execFileSync(
        'setpriv',
        [
          `--reuid=${firstUid}`,
          `--regid=${firstUid}`,
          '--clear-groups',
          'bash',
          '-c',
          'sleep 600 >/dev/null 2>&1 & echo $!',
        ],
        { encoding: 'utf8' },
      ).trim();
      expect(Number(lingering)).toBeGreaterThan(0);
      await Promise.all([first.sandbox.close(), second.sandbox.close()]);
      closed = [first.sandbox, second.sandbox];
      expect(processesOf(firstUid)).toEqual([]);
      expect(uidOf(first.name)).toBeUndefined();
      expect(uidOf(second.name)).toBeUndefined();
    } finally {
      if (closed.length === 0) await Promise.all([first.sandbox.close(), second.sandbox.close()]);
    }
  });

  it('shares the workspace by ownership without ACLs, and gives the modes back', async () => {
    const runner = makeFakeRunner('unused');
    runners.push(runner);
    const user = uniqueUserName('own');
    users.push(user);
    mkdirSync(join(runner.workspace, 'src'));
    writeFileSync(join(runner.workspace, 'src', 'main.c'), 'int main;\n', { mode: 0o644 });
    const host = await checkHost();
    if (!host.ok) throw new Error(host.reason);
    const boundary = await openBoundary({
      workspace: runner.workspace,
      userName: user,
      allowedDomains: parseAllowedDomains(''),
      hide: [runner.home, runner.runnerTemp],
      privilege: host.privilege,
      programs: host.programs,
      owner: { uid: host.uid, gid: host.gid },
      access: 'chown',
    });
    const bash = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: boundary.spawner,
    });
    const output = text(
      await bash.call({ command: 'echo tool >> src/main.c && echo ok' }, makeContext()),
    );
    expect(output).toBe('ok');
    // The action's group may write during the run.
    expect(statSync(join(runner.workspace, 'src', 'main.c')).mode & 0o020).toBe(0o020);
    await boundary.close();
    const file = statSync(join(runner.workspace, 'src', 'main.c'));
    expect([file.uid, file.mode & 0o777]).toEqual([host.uid, 0o644]);
    expect(statSync(join(runner.workspace, 'src')).mode & 0o020).toBe(0);
  });
});
