/**
 * Hostile commands through the real Bash tool inside the real boundary (a second
 * user, real namespaces): each attack of issue #7 must fail, and nothing of the
 * tool user may be left running.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
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

const SECRET = 'planted-SECRET-7f3a9c1e5b';
const reversed = (value: string) => [...value].reverse().join('');

function alive(pid: number): { alive: boolean; state: string } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '';
    return { alive: state !== 'Z' && state !== 'X', state };
  } catch {
    return { alive: false, state: '' };
  }
}

describe.skipIf(!isRoot)(`the tool boundary (${ROOT_REASON})`, () => {
  const user = uniqueUserName('sbx');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  /** Stands in for the action: a process of the action's user with the secret in its environment. */
  let action: ChildProcess;
  let bash: ReturnType<typeof createBashTool>;
  const run = async (command: string, timeout?: number) =>
    bash.call({ command, ...(timeout ? { timeout } : {}) }, makeContext());

  beforeAll(async () => {
    runner = makeFakeRunner(SECRET);
    action = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      env: { PATH: process.env.PATH, PLANTED_TOKEN: SECRET },
      stdio: 'ignore',
    });
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
    bash = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: process.env.PATH, HOME: runner.home, PLANTED_TOKEN: SECRET },
      spawner: sandbox.spawner,
    });
    writeFileSync(join(runner.workspace, 'pids'), `${action.pid} ${process.pid}\n`);
  });

  afterAll(async () => {
    await sandbox?.close();
    action?.kill('SIGKILL');
    removeUser(user);
    runner?.cleanup();
  });

  it('runs commands as the tool user, in the workspace, with cwd kept between calls', async () => {
    expect(sandbox.status.active).toBe(true);
    expect(bash.description).toContain('Commands run in a sandbox as an unprivileged user');
    expect(bash.description).toContain('Network: none, except servers the command itself starts');
    const who = await run('id -un; pwd; mkdir -p sub && cd sub');
    expect(text(who)).toBe(`${user}\n${runner.workspace}`);
    expect(text(await run('pwd'))).toBe(join(runner.workspace, 'sub'));
    await run('cd ..');
  });

  it("cannot read the action's environment, not even transformed", async () => {
    const result = await run(
      [
        'read -r action worker < pids',
        'for file in /proc/[0-9]*/environ /proc/$action/environ /proc/$worker/environ; do cat "$file"; done 2>&1 | tr "\\0" "\\n" | rev',
        'cat /proc/$action/cmdline /proc/$worker/mem 2>&1 | rev',
        'ps -eo pid,user,args 2>&1',
      ].join('\n'),
    );
    const output = text(result);
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain(reversed(SECRET));
    // Only the call's own processes are visible.
    expect(output).not.toMatch(/setInterval/);
  });

  it("cannot read the runner's home, RUNNER_TEMP or its command files", async () => {
    const output = text(
      await run(
        `cat ${runner.home}/notes.txt ${runner.runnerTemp}/_runner_file_commands/set_env_1 2>&1; ls -a ${runner.home} ${runner.runnerTemp} 2>&1`,
      ),
    );
    expect(output).not.toContain(SECRET);
    // cat names the files it could not open; ls must list none of them.
    expect(output).not.toMatch(/^(notes\.txt|\.gitconfig|_runner_file_commands)$/m);
    expect(output).toMatch(/No such file or directory/);
  });

  it('sees only its own folder in /var/tmp and leaves nothing there', async () => {
    const output = text(await run('ls /var/tmp; echo left > /var/tmp/al-sbx-left-behind'));
    expect(output.split('\n')).toEqual([expect.stringMatching(/^agent-loop-sandbox-/)]);
    expect(readdirSync('/var/tmp')).not.toContain('al-sbx-left-behind');
  });

  it("cannot write the runner's ~/.gitconfig", async () => {
    const before = readFileSync(join(runner.home, '.gitconfig'), 'utf8');
    const result = await run(
      `printf '[core]\\n\\tfsmonitor = touch /tmp/pwned\\n' >> ${runner.home}/.gitconfig; git config --global core.fsmonitor 'touch /tmp/pwned'; echo HOME=$HOME`,
    );
    expect(readFileSync(join(runner.home, '.gitconfig'), 'utf8')).toBe(before);
    expect(text(result)).not.toContain(`HOME=${runner.home}`);
  });

  it('cannot write, rename or replace .git; git read commands still work', async () => {
    const config = readFileSync(join(runner.workspace, '.git', 'config'), 'utf8');
    const output = text(
      await run(
        [
          'echo "[core] fsmonitor = evil" >> .git/config',
          'echo evil > .git/hooks/pre-commit',
          'mv .git .git-old',
          'rm -rf .git',
          'git status --short',
          'git log --oneline',
        ].join('; '),
      ),
    );
    expect(readFileSync(join(runner.workspace, '.git', 'config'), 'utf8')).toBe(config);
    expect(existsSync(join(runner.workspace, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(output).toMatch(/Read-only file system|Permission denied/);
    expect(output).toContain('initial');
  });

  it('cannot stop or kill the action', async () => {
    const output = text(
      await run(
        [
          'read -r action worker < pids',
          'kill -STOP $action $worker; kill -9 $action $worker; echo "kill: $?"',
          // Guarded: were this ever not PID 1 of its own namespace, it must not stop the machine.
          '[ $$ -eq 1 ] && for pid in $(ls /proc | grep -E "^[0-9]+$"); do kill -STOP $pid 2>/dev/null; done; true',
        ].join('\n'),
      ),
    );
    expect(output).toMatch(/No such process|kill: 1/);
    expect(alive(action.pid!)).toEqual({ alive: true, state: 'S' });
  });

  it('leaves no process behind: nohup, a double fork, setsid', async () => {
    const uid = uidOf(user)!;
    const result = await run(
      'nohup sleep 1000 >/dev/null 2>&1 & ( ( sleep 1001 & ) & ); setsid sleep 1002 & disown -a; echo started',
    );
    expect(text(result)).toBe('started');
    expect(processesOf(uid)).toEqual([]);
  });

  it('kills everything on a timeout and on an abort', async () => {
    const uid = uidOf(user)!;
    const timedOut = await run('sleep 1000 & setsid sleep 1001 & sleep 1002', 1_000);
    expect(text(timedOut)).toMatch(/timed out/);
    expect(processesOf(uid)).toEqual([]);
    const controller = new AbortController();
    const pending = bash.call(
      { command: 'nohup sleep 1003 >/dev/null 2>&1 & sleep 1004' },
      makeContext(controller.signal),
    );
    setTimeout(() => controller.abort(), 500);
    expect(text(await pending)).toMatch(/aborted/);
    expect(processesOf(uid)).toEqual([]);
  });

  it('reaches nothing outside its network namespace, but its own loopback works', async () => {
    const net = await import('node:net');
    const server = net.createServer((socket) => socket.end('outside\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const outside = text(await run(`cat < /dev/tcp/127.0.0.1/${port} 2>&1; echo "rc=$?"`));
      expect(outside).not.toContain('outside');
      expect(outside).toMatch(/Connection refused|rc=1/);
      const inside = text(
        await run(
          `${process.execPath} -e "require('net').createServer((s) => s.end('inside\\\\n')).listen(7777, '127.0.0.1')" & for try in $(seq 300); do cat < /dev/tcp/127.0.0.1/7777 2>/dev/null && break; sleep 0.1; done`,
        ),
      );
      expect(inside).toContain('inside');
    } finally {
      server.close();
    }
  });

  it('hands the workspace back to the action user when closed', async () => {
    await run('echo made-by-tool > tool-file.txt; mkdir -p tool-dir && touch tool-dir/inner');
    const closing = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home],
      userName: user,
    });
    // A second, short-lived sandbox on the same workspace: closing it hands everything back.
    await closing.close();
    await sandbox.close();
    for (const path of ['tool-file.txt', 'tool-dir', 'tool-dir/inner', '.', '.git']) {
      const stat = statSync(join(runner.workspace, path));
      expect([path, stat.uid, stat.gid]).toEqual([path, process.getuid!(), process.getgid!()]);
    }
  });
});
