/**
 * Issue #36: a plain workflow still works inside the real boundary, with /var
 * hidden whole: git, node, npm, python3 and rg run, and the package databases
 * (`dpkg -l`, `dpkg -S`, `apt-cache`) are read where the host has them; /var
 * keeps its usual folders, a /var/tmp the run may write and its links into /run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

const PATH = '/usr/local/bin:/usr/bin:/bin';

/** True when the host has `program` on {@link PATH}. */
function has(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore', env: { PATH } });
    return true;
  } catch {
    return false;
  }
}

const hasApt = has('apt-cache') && existsSync('/var/lib/apt/lists');

describe.skipIf(!isRoot)(`a plain workflow inside the boundary (${ROOT_REASON})`, () => {
  const user = uniqueUserName('wflow');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let bash: ReturnType<typeof createBashTool>;
  const run = async (command: string) => text(await bash.call({ command }, makeContext()));

  beforeAll(async () => {
    runner = makeFakeRunner('unused-secret');
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
      env: { PATH },
      spawner: sandbox.spawner,
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    removeUser(user);
    runner?.cleanup();
  });

  it('runs git, node, npm and python3', async () => {
    const output = await run(
      [
        'git init -q scratch && cd scratch',
        'git -c user.name=t -c user.email=t@example.invalid commit -q --allow-empty -m first',
        'echo "git: $(git log --format=%s)"',
        'cd .. && rm -rf scratch',
        `node -e 'console.log("node: " + (1 + 1))'`,
        'echo "npm: $(npm --version >/dev/null 2>&1 && echo ok)"',
        ...(has('python3')
          ? [`python3 -c 'import json, sqlite3; print("python3:", json.dumps(2))'`]
          : []),
      ].join('\n'),
    );
    expect(output).toContain('git: first');
    expect(output).toContain('node: 2');
    expect(output).toContain('npm: ok');
    if (has('python3')) expect(output).toContain('python3: 2');
  });

  it.skipIf(!has('rg'))('runs rg', async () => {
    const output = await run(`printf 'needle\\n' > hay.txt && rg -c needle hay.txt; rm -f hay.txt`);
    expect(output).toBe('1');
  });

  it.skipIf(!has('dpkg'))('reads the package database: dpkg -l and dpkg -S', async () => {
    const output = await run(
      'dpkg -l coreutils 2>/dev/null | grep "^ii"; dpkg -S /bin/ls 2>/dev/null',
    );
    expect(output).toMatch(/^ii {2}coreutils\s/m);
    expect(output).toMatch(/^coreutils: \/bin\/ls$/m);
  });

  it.skipIf(!hasApt)('reads the package lists: apt-cache', async () => {
    const output = await run(
      'apt-cache policy coreutils 2>/dev/null | head -2; apt-cache show coreutils 2>/dev/null | grep -m1 "^Package:"',
    );
    expect(output).toMatch(/^coreutils:\n {2}Installed: \S+/);
    expect(output).toContain('Package: coreutils');
  });

  it("keeps /var's usual folders, a writable /var/tmp and /var/run as /run, and nothing of the host's", async () => {
    const output = await run(
      [
        'ls -A /var | tr "\\n" " "; echo',
        'touch /var/tmp/mine && echo "var/tmp: written"',
        'echo "var/run: $(readlink /var/run) $(readlink /var/lock)"; ls -d /var/run/lock',
        'echo "log and spool: $(ls -A /var/log /var/spool | grep -v -e ":$" -e "^$" | wc -l)"',
        '[ ! -d /var/lib/dpkg/info ] || echo "dpkg info: $(ls -A /var/lib/dpkg/info | wc -l)"',
        'touch /var/lib/mine 2>/dev/null || echo "var/lib: read-only"',
      ].join('\n'),
    );
    expect(output.split('\n')[0]).toMatch(
      /^backups cache lib local lock log mail opt run spool tmp $/,
    );
    expect(output).toContain('var/tmp: written');
    expect(output).toContain('var/run: ../run ../run/lock');
    expect(output).toContain('/var/run/lock');
    expect(output).toContain('var/lib: read-only');
    // The host's logs and spool are not shown (it has some); dpkg's database is.
    expect(readdirSync('/var/log').length).toBeGreaterThan(0);
    expect(output).toContain('log and spool: 0');
    if (existsSync('/var/lib/dpkg/info')) {
      expect(Number(/dpkg info: (\d+)/.exec(output)?.[1])).toBeGreaterThan(0);
    }
  });
});
