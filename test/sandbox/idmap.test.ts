/**
 * The workspace shared through an id-mapped mount (src/engine/sandbox/idmap.ts), with
 * the real Bash tool inside the real boundary: what the tool user makes is the
 * action's on disk while the run goes on, `.git` stays the action's and
 * read-only, set-user-ID bits set during the run are gone after the hand-back,
 * and the boundary falls back to ACLs when the mount cannot be made.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { chmodSync, chownSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openBoundary,
  type Boundary,
  type BoundaryOptions,
} from '../../src/engine/sandbox/boundary.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { checkHost, findProgram } from '../../src/engine/sandbox/host.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

/** What the boundary falls back to on this host. */
const perFile = findProgram('setfacl') ? 'acl' : 'chown';
/** The scans' window, named where the supervisor cannot run (host-sockets.ts socketWindow). */
const SOCKET_WINDOW = expect.stringMatching(
  /^a connect-time check of host unix sockets: .*; the unix socket supervisor that would close it cannot run here \(perl was not found\)$/,
);

describe.skipIf(!isRoot)(`the workspace shared by an id-mapped mount (${ROOT_REASON})`, () => {
  const user = uniqueUserName('idm');
  let runner: FakeRunner | undefined;
  let boundary: Boundary | undefined;

  afterEach(async () => {
    await boundary?.close();
    boundary = undefined;
    removeUser(user);
    runner?.cleanup();
    runner = undefined;
  });

  async function open(
    change: (options: BoundaryOptions) => BoundaryOptions = (options) => options,
  ): Promise<{ boundary: Boundary; bash: (command: string) => Promise<string> }> {
    runner = makeFakeRunner('idmap-secret');
    const host = await checkHost();
    if (!host.ok) throw new Error(host.reason);
    const opened = await openBoundary(
      change({
        workspace: runner.workspace,
        userName: user,
        allowedDomains: parseAllowedDomains(''),
        hide: [runner.home, runner.runnerTemp],
        privilege: host.privilege,
        programs: host.programs,
        owner: { uid: host.uid, gid: host.gid },
      }),
    );
    boundary = opened;
    const tool = createBashTool({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: '/usr/bin:/bin' },
      spawner: opened.spawner,
    });
    const bash = async (command: string) => text(await tool.call({ command }, makeContext()));
    return { boundary: opened, bash };
  }

  it("lands the tool user's files as the action's, nosuid, with .git the action's and read-only", async () => {
    const { boundary: shared, bash } = await open();
    expect(shared.access).toBe('idmap');
    const workspace = runner!.workspace;
    const config = readFileSync(join(workspace, '.git', 'config'), 'utf8');
    const output = await bash(
      [
        'echo made > made.txt && mkdir -p dir && touch dir/inner && echo wrote',
        // The tool user owns what it sees, and may change the checkout's files.
        'test "$(stat -c %u README.md)" = "$(id -u)" && echo >> README.md && echo owns',
        '{ echo x >> .git/config; } 2>/dev/null || echo config-refused',
        '{ touch .git/hooks/pre-commit; } 2>/dev/null || echo hook-refused',
        `grep -q " ${workspace} .*nosuid" /proc/self/mountinfo && echo nosuid`,
        // A file of the tool user's own from elsewhere cannot be linked in.
        'echo t > /tmp/mine && { ln /tmp/mine linked 2>/dev/null || echo link-refused; }',
      ].join('; '),
    );
    expect(output.split('\n')).toEqual([
      'wrote',
      'owns',
      'config-refused',
      'hook-refused',
      'nosuid',
      'link-refused',
    ]);
    // On disk, while the run goes on: the action's, not the tool user's.
    for (const path of ['made.txt', 'dir', 'dir/inner', 'README.md']) {
      const stat = statSync(join(workspace, path));
      expect([path, stat.uid, stat.gid]).toEqual([path, process.getuid!(), process.getgid!()]);
    }
    expect(readFileSync(join(workspace, '.git', 'config'), 'utf8')).toBe(config);
    // The action's own Write of a file the tool made, then the tool's read of it.
    writeFileSync(join(workspace, 'made.txt'), 'by the action\n');
    expect(await bash('cat made.txt')).toBe('by the action');
  });

  it('refuses set-user-ID and set-group-ID bits inside the boundary', async () => {
    const { boundary: shared, bash } = await open();
    // Nothing is missing; with the supervisor, no host-socket window is left (unix-supervisor.ts).
    expect(shared.missing).toEqual([]);
    expect(shared.window).toBeUndefined();
    const output = await bash(
      'cp /bin/true elevated; chmod u+s elevated 2>&1; mkdir d; chmod g+s d 2>&1; chmod 0755 d && echo plain',
    );
    expect(output).toContain("chmod: changing permissions of 'elevated': Operation not permitted");
    expect(output).toContain("chmod: changing permissions of 'd': Operation not permitted");
    expect(output).toContain('plain');
    expect(statSync(join(runner!.workspace, 'elevated')).mode & 0o6000).toBe(0);
  });

  it('without the filter (no perl): says so, and the hand-back strips what the run set, keeping what the checkout had', async () => {
    const { boundary: shared, bash } = await open((options) => {
      writeFileSync(join(options.workspace, 'old-suid'), '#!/bin/sh\n');
      chmodSync(join(options.workspace, 'old-suid'), 0o4755);
      return { ...options, programs: { ...options.programs, perl: undefined } };
    });
    expect(shared.access).toBe('idmap');
    expect(shared.missing).toEqual([
      'the refusal of set-user-ID and set-group-ID files (perl was not found; the hand-back still clears the bits)',
    ]);
    expect(shared.window).toEqual(SOCKET_WINDOW);
    const workspace = runner!.workspace;
    expect(
      await bash(
        'cp /bin/true elevated && chmod u+s,g+s elevated && mkdir d open && chmod g+s d && chmod 0777 open',
      ),
    ).toBe('(no output)');
    expect(statSync(join(workspace, 'elevated')).mode & 0o6000).toBe(0o6000);
    await shared.close();
    expect(statSync(join(workspace, 'elevated')).mode & 0o7777).toBe(0o755);
    expect(statSync(join(workspace, 'd')).mode & 0o7777).toBe(0o755);
    expect(statSync(join(workspace, 'open')).mode & 0o7777).toBe(0o775);
    expect(statSync(join(workspace, 'old-suid')).mode & 0o7777).toBe(0o4755);
  });

  it('falls back to the per-file grant when the mount fails, and says why', async () => {
    const { boundary: shared, bash } = await open((options) => {
      // In the workspace: the init runs it after /tmp is replaced and the home hidden.
      const python = join(options.workspace, 'fake-python3');
      writeFileSync(python, '#!/bin/sh\necho "no id-mapped mounts here" >&2\nexit 1\n', {
        mode: 0o755,
      });
      return { ...options, programs: { ...options.programs, python3: python } };
    });
    expect(shared.access).toBe(perFile);
    expect(shared.idmapFailure).toBe('no id-mapped mounts here');
    expect(await bash('echo hi > granted.txt && id -u')).not.toBe(String(process.getuid!()));
    // Shared per file: the tool user's own on disk until the hand-back.
    expect(statSync(join(runner!.workspace, 'granted.txt')).uid).toBe(shared.user.uid);
    await shared.close();
    expect(statSync(join(runner!.workspace, 'granted.txt')).uid).toBe(process.getuid!());
  });

  it("falls back when the checkout's top holds another user's files (a container step's output)", async () => {
    const { boundary: shared, bash } = await open((options) => {
      mkdirSync(join(options.workspace, 'build'), { mode: 0o777 });
      chmodSync(join(options.workspace, 'build'), 0o755);
      chownSync(join(options.workspace, 'build'), 4242, 4242);
      return options;
    });
    expect([shared.access, shared.idmapFailure]).toEqual([perFile, 'build is not owned by uid 0']);
    // ACLs give the tool user what the mount could not, another user's folder
    // (sharing by ownership, without the acl package, gives only the action's files).
    const wrote = await bash('echo ok > build/mine.txt && echo ok');
    expect(wrote === 'ok').toBe(perFile === 'acl');
  });

  it('falls back to the per-file grant without python3', async () => {
    const { boundary: shared, bash } = await open((options) => ({
      ...options,
      programs: { ...options.programs, python3: undefined },
    }));
    expect([shared.access, shared.idmapFailure]).toEqual([perFile, 'python3 was not found']);
    expect(await bash('echo hi > granted.txt && echo ok')).toBe('ok');
  });
});
