/**
 * Folders added to the run (docs/contract.md#change-sets) through the real boundary, with the
 * real Bash tool: a read-write one is written as the workspace is (what the tool user makes
 * lands as the action's), its `.git` is read-only, a read-only one is read and never written,
 * and Bash still starts in the workspace.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openBoundary,
  type Boundary,
  type BoundaryOptions,
} from '../../src/engine/sandbox/boundary.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { checkHost } from '../../src/engine/sandbox/host.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

describe.skipIf(!isRoot)(`added folders inside the tool boundary (${ROOT_REASON})`, () => {
  const user = uniqueUserName('add');
  let runner: FakeRunner;
  let boundary: Boundary | undefined;
  let lib: string;
  let docs: string;
  /** Outside /tmp (which the tools reach as their own): where only the added folder's rule lets a socket through. */
  const sockets = `/usr/local/al-add-sock-${process.pid}`;
  let bash: (command: string) => Promise<string>;

  beforeAll(async () => {
    runner = makeFakeRunner('added-secret');
    // Beside the checkout, in the runner's hidden home, as the action clones them.
    lib = join(runner.home, 'work', 'repo', 'lib');
    docs = join(runner.home, 'work', 'repo', 'docs');
    mkdirSync(lib, { recursive: true });
    mkdirSync(docs, { recursive: true });
    mkdirSync(sockets, { recursive: true });
    writeFileSync(join(lib, 'greet.ts'), 'export const greet = "hello";\n');
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: lib });
    writeFileSync(join(docs, 'guide.md'), 'the guide\n');
    // Open to anyone on disk: only the boundary's read-only mounts can stop the writes below.
    for (const folder of [docs, join(lib, '.git'), join(lib, '.git', 'hooks')])
      chmodSync(folder, 0o777);
    for (const file of [join(docs, 'guide.md'), join(lib, '.git', 'config')])
      chmodSync(file, 0o666);
    const host = await checkHost();
    if (!host.ok) throw new Error(host.reason);
    boundary = await openBoundary({
      workspace: runner.workspace,
      added: [
        { path: lib, readOnly: false },
        { path: docs, readOnly: true },
        { path: sockets, readOnly: false },
      ],
      userName: user,
      allowedDomains: parseAllowedDomains(''),
      hide: [runner.home, runner.runnerTemp],
      privilege: host.privilege,
      programs: host.programs,
      owner: { uid: host.uid, gid: host.gid },
    });
    const tool = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: boundary.spawner,
    });
    bash = async (command: string) => text(await tool.call({ command }, makeContext()));
  });

  afterAll(async () => {
    await boundary?.close();
    removeUser(user);
    runner?.cleanup();
    rmSync(sockets, { recursive: true, force: true });
  });

  it('writes a read-write added folder, as the action on disk, and starts in the workspace', async () => {
    const output = await bash(
      [
        'pwd',
        `echo made > ${lib}/made.txt && echo wrote`,
        `sed -i s/hello/hi/ ${lib}/greet.ts && echo edited`,
        `git -C ${lib} status --short | sort | tr "\\n" " "`,
      ].join('; '),
    );
    expect(output.split('\n')).toEqual([
      runner.workspace,
      'wrote',
      'edited',
      '?? greet.ts ?? made.txt ',
    ]);
    expect(readFileSync(join(lib, 'made.txt'), 'utf8')).toBe('made\n');
    expect(readFileSync(join(lib, 'greet.ts'), 'utf8')).toBe('export const greet = "hi";\n');
    expect(statSync(join(lib, 'made.txt')).uid).toBe(process.getuid!());
  });

  it("reaches a socket the tools make in a read-write added folder, as in the workspace's", async () => {
    const program = [
      'import socket',
      `path = ${JSON.stringify(join(sockets, 'own.sock'))}`,
      'server = socket.socket(socket.AF_UNIX); server.bind(path); server.listen(1)',
      'client = socket.socket(socket.AF_UNIX); client.connect(path); print("connected")',
    ].join('\n');
    expect(await bash(`python3 -c '${program}' 2>&1; rm -f ${sockets}/own.sock`)).toBe('connected');
  });

  it("cannot write an added folder's .git", async () => {
    const config = readFileSync(join(lib, '.git', 'config'), 'utf8');
    const output = await bash(
      [
        `{ echo evil >> ${lib}/.git/config; } 2>/dev/null || echo config-refused`,
        `{ echo evil > ${lib}/.git/hooks/pre-commit; } 2>/dev/null || echo hook-refused`,
        `{ mv ${lib}/.git ${lib}/.git-old; } 2>/dev/null || echo move-refused`,
      ].join('; '),
    );
    expect(output.split('\n')).toEqual(['config-refused', 'hook-refused', 'move-refused']);
    expect(readFileSync(join(lib, '.git', 'config'), 'utf8')).toBe(config);
    expect(existsSync(join(lib, '.git', 'hooks', 'pre-commit'))).toBe(false);
  });

  it('reads a read-only added folder and cannot change it', async () => {
    const output = await bash(
      [
        `cat ${docs}/guide.md`,
        `{ echo x > ${docs}/new.md; } 2>/dev/null || echo create-refused`,
        `{ echo x >> ${docs}/guide.md; } 2>/dev/null || echo append-refused`,
        `{ rm ${docs}/guide.md; } 2>/dev/null || echo remove-refused`,
      ].join('; '),
    );
    expect(output.split('\n')).toEqual([
      'the guide',
      'create-refused',
      'append-refused',
      'remove-refused',
    ]);
    expect(existsSync(join(docs, 'new.md'))).toBe(false);
    expect(readFileSync(join(docs, 'guide.md'), 'utf8')).toBe('the guide\n');
  });

  it('still hides the rest of the home the added folders lie in', async () => {
    const output = await bash(`cat ${runner.home}/notes.txt 2>&1; ls ${runner.home}/work/repo`);
    expect(output).not.toContain('added-secret');
    expect(output.split('\n').slice(1).sort()).toEqual(['docs', 'lib', 'repo']);
  });
});

describe.skipIf(!isRoot)(`added folders on a harder host (${ROOT_REASON})`, () => {
  const user = uniqueUserName('adh');
  let runner: FakeRunner | undefined;
  let boundary: Boundary | undefined;

  afterEach(async () => {
    await boundary?.close();
    boundary = undefined;
    removeUser(user);
    runner?.cleanup();
    runner = undefined;
  });

  async function open(change: (options: BoundaryOptions) => BoundaryOptions) {
    runner = makeFakeRunner('added-hard-secret');
    const lib = join(runner.root, 'lib');
    mkdirSync(lib);
    const host = await checkHost();
    if (!host.ok) throw new Error(host.reason);
    const options: BoundaryOptions = {
      workspace: runner.workspace,
      added: [{ path: lib, readOnly: false }],
      userName: user,
      allowedDomains: parseAllowedDomains(''),
      hide: [runner.home, runner.runnerTemp],
      privilege: host.privilege,
      programs: host.programs,
      owner: { uid: host.uid, gid: host.gid },
    };
    boundary = await openBoundary(change(options));
    const tool = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: boundary.spawner,
    });
    return {
      lib,
      bash: async (command: string) => text(await tool.call({ command }, makeContext())),
    };
  }

  it('without the set-user-ID filter, the hand-back clears the bits the run set in an added folder', async () => {
    const { lib, bash } = await open((options) => ({
      ...options,
      programs: { ...options.programs, perl: undefined },
    }));
    await bash(
      `cp /bin/true ${lib}/elevated && chmod u+s,g+s ${lib}/elevated && chmod 0777 ${lib}`,
    );
    expect(statSync(join(lib, 'elevated')).mode & 0o6000).toBe(0o6000);
    await boundary!.close();
    expect(statSync(join(lib, 'elevated')).mode & 0o7777).toBe(0o755);
  });

  it('is not set up when an added folder cannot be shared, and says which', async () => {
    await expect(
      open((options) => {
        // In the workspace: the init runs it after /tmp is replaced and the home hidden.
        const python = join(options.workspace, 'fake-python3');
        writeFileSync(python, '#!/bin/sh\necho "no id-mapped mounts here" >&2\nexit 1\n', {
          mode: 0o755,
        });
        return { ...options, programs: { ...options.programs, python3: python } };
      }),
    ).rejects.toThrow(
      /the added folder .*lib.* cannot be shared with the tools: no id-mapped mounts here/,
    );
  });
});
