/**
 * The GitHub-hosted runner's case: agent-loop runs as an ordinary user with
 * passwordless sudo, its workspace under a home of mode 750. The real CLI (built
 * from source into a folder of its own, so the checkout may lie in a private
 * folder) runs as such a user with --sandbox required: every
 * privileged step goes through `sudo -n`, the tool runs as the tool user, and the
 * workspace comes back owned by the ordinary user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text as textBlock,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { findProgram } from '../../src/engine/sandbox/host.js';
import {
  bundleCli,
  isRoot,
  processesOf,
  removeUser,
  runCliAs,
  uidOf,
  uniqueUserName,
} from './helpers.js';

const API_KEY = 'sk-ant-sudo-test-4b1d9e0c7a2f';
const reversed = (value: string) => [...value].reverse().join('');
const canTest = isRoot && findProgram('sudo') !== undefined && findProgram('setfacl') !== undefined;

describe.skipIf(!canTest)(
  'agent-loop as an ordinary user with passwordless sudo (needs root, sudo and setfacl)',
  () => {
    const runner = uniqueUserName('run');
    const tool = uniqueUserName('tl');
    const sudoers = `/etc/sudoers.d/${runner}`;
    let home: string;
    let workspace: string;
    let server: FakeAnthropic;
    let cli: ReturnType<typeof bundleCli>;

    beforeAll(() => {
      cli = bundleCli();
      execFileSync('useradd', ['--create-home', '--shell', '/bin/bash', runner]);
      home = `/home/${runner}`;
      chmodSync(home, 0o750);
      writeFileSync(sudoers, `${runner} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
      workspace = join(home, 'work', 'repo', 'repo');
      mkdirSync(workspace, { recursive: true });
      mkdirSync(join(home, 'tmp'));
      writeFileSync(join(workspace, 'README.md'), '# repo\n');
      writeFileSync(join(home, 'secret.txt'), `home ${API_KEY}\n`);
      execFileSync('chown', ['-R', `${runner}:${runner}`, home]);
    });

    afterAll(async () => {
      await server?.close();
      cli?.remove();
      rmSync(sudoers, { force: true });
      removeUser(tool);
      removeUser(runner);
      rmSync(home, { recursive: true, force: true });
    });

    const runCli = (args: string[]) =>
      runCliAs(cli, { id: runner, initGroups: true }, args, {
        cwd: workspace,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          TMPDIR: join(home, 'tmp'),
          ANTHROPIC_API_KEY: API_KEY,
          ANTHROPIC_BASE_URL: server.url,
          AGENT_LOOP_SANDBOX_USER: tool,
        },
      });

    it('runs tools as the tool user and hands the workspace back', async () => {
      server = await startFakeAnthropic([
        reply(
          toolUse('Bash', {
            command: `id -un; echo tool > tool-file; ls -a ${home} | tr "\\n" " "; cat ${home}/secret.txt | rev`,
          }),
        ),
        reply(
          toolUse('Bash', {
            command:
              'cat /proc/[0-9]*/environ 2>&1 | tr "\\0" "\\n" | rev; nohup sleep 1000 >/dev/null 2>&1 & echo bg',
          }),
        ),
        reply(textBlock('done')),
      ]);
      const run = await runCli([
        'run',
        '--sandbox',
        'required',
        '--output-format',
        'stream-json',
        'go',
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`${tool}\\n`);
      expect(run.stdout).toContain('bg');
      expect(run.stdout).not.toContain(reversed(API_KEY));
      // The home shows only the way to the workspace; its files are not there.
      expect(run.stdout).toContain('. .. work ');
      expect(run.stdout).not.toContain(reversed(`home ${API_KEY}`));
      const runnerUid = uidOf(runner)!;
      for (const name of readdirSync(workspace)) {
        expect([name, statSync(join(workspace, name)).uid]).toEqual([name, runnerUid]);
      }
      expect(processesOf(uidOf(tool)!)).toEqual([]);
      // The ACLs are gone: the mode's group bits are the file's own again.
      expect(execFileSync('getfacl', ['-p', '--skip-base', workspace], { encoding: 'utf8' })).toBe(
        '',
      );
    });
  },
);
