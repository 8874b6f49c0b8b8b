import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/engine/tools/file-state.js';
import {
  PathAccessError,
  realWorkspaceRoot,
  resolveInWorkspace,
} from '../../src/engine/tools/workspace-paths.js';
import { makeTempDir } from './helpers.js';

describe('resolveInWorkspace', () => {
  let outside: ReturnType<typeof makeTempDir>;
  let workspace: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    workspace = makeTempDir();
    outside = makeTempDir();
    writeFileSync(join(workspace.dir, 'a.txt'), 'a');
    writeFileSync(join(outside.dir, 'secret.txt'), 'secret');
  });
  afterEach(() => {
    workspace.cleanup();
    outside.cleanup();
  });

  it('resolves relative and absolute paths inside the workspace', () => {
    expect(resolveInWorkspace(workspace.dir, 'a.txt')).toMatchObject({
      relativePath: 'a.txt',
      exists: true,
    });
    expect(resolveInWorkspace(workspace.dir, join(workspace.dir, 'sub/../a.txt')).exists).toBe(
      true,
    );
    expect(resolveInWorkspace(workspace.dir, 'new/dir/file.txt')).toMatchObject({
      exists: false,
      relativePath: 'new/dir/file.txt',
    });
  });

  it.each(['../../etc/passwd', '/etc/passwd', '..', 'sub/../../x'])('refuses %s', (path) => {
    expect(() => resolveInWorkspace(workspace.dir, path)).toThrow(PathAccessError);
  });

  it('refuses NUL bytes and empty paths', () => {
    expect(() => resolveInWorkspace(workspace.dir, 'a.txt\0.png')).toThrow(/NUL/);
    expect(() => resolveInWorkspace(workspace.dir, '')).toThrow(PathAccessError);
  });

  it('refuses symlink escapes: a file, a folder, a parent of a new file, a dangling link', () => {
    symlinkSync(join(outside.dir, 'secret.txt'), join(workspace.dir, 'link.txt'));
    symlinkSync(outside.dir, join(workspace.dir, 'out'));
    symlinkSync(join(outside.dir, 'not-yet.txt'), join(workspace.dir, 'dangling.txt'));
    expect(() => resolveInWorkspace(workspace.dir, 'link.txt')).toThrow(/outside the workspace/);
    expect(() => resolveInWorkspace(workspace.dir, 'out/secret.txt')).toThrow(PathAccessError);
    expect(() => resolveInWorkspace(workspace.dir, 'out/new/file.txt', { forWrite: true })).toThrow(
      PathAccessError,
    );
    expect(() => resolveInWorkspace(workspace.dir, 'dangling.txt', { forWrite: true })).toThrow(
      PathAccessError,
    );
  });

  it('follows links that stay inside', () => {
    mkdirSync(join(workspace.dir, 'real'));
    symlinkSync(join(workspace.dir, 'real'), join(workspace.dir, 'alias'));
    expect(resolveInWorkspace(workspace.dir, 'alias/x.txt', { forWrite: true }).relativePath).toBe(
      'real/x.txt',
    );
  });

  it('never writes .git internals, and workflows only when allowed', () => {
    expect(() => resolveInWorkspace(workspace.dir, '.git/config', { forWrite: true })).toThrow(
      /\.git/,
    );
    expect(() =>
      resolveInWorkspace(workspace.dir, 'sub/.GIT/hooks/pre-commit', { forWrite: true }),
    ).toThrow(/\.git/);
    expect(() =>
      resolveInWorkspace(workspace.dir, '.github/workflows/ci.yml', { forWrite: true }),
    ).toThrow(/workflow/);
    // Names Windows reads as .git / .github: trailing dots and spaces, streams, 8.3 names.
    for (const path of [
      '.git./config',
      '.git /hooks/x',
      '.git::$INDEX_ALLOCATION/config',
      'GIT~1/config',
    ]) {
      expect(() => resolveInWorkspace(workspace.dir, path, { forWrite: true }), path).toThrow(
        /\.git/,
      );
    }
    expect(() =>
      resolveInWorkspace(workspace.dir, '.github./Workflows /ci.yml', { forWrite: true }),
    ).toThrow(/workflow/);
    // `.git` as a file (a worktree's) and a link to the .git folder.
    writeFileSync(join(workspace.dir, '.git'), 'gitdir: /elsewhere');
    expect(() => resolveInWorkspace(workspace.dir, '.git', { forWrite: true })).toThrow(/\.git/);
    mkdirSync(join(workspace.dir, 'sub/.git/hooks'), { recursive: true });
    symlinkSync(join(workspace.dir, 'sub/.git'), join(workspace.dir, 'gitlink'));
    expect(() =>
      resolveInWorkspace(workspace.dir, 'gitlink/hooks/pre-commit', { forWrite: true }),
    ).toThrow(/\.git/);
    expect(
      resolveInWorkspace(workspace.dir, '.github/workflows/ci.yml', {
        forWrite: true,
        allowWorkflowEdits: true,
      }).exists,
    ).toBe(false);
    expect(resolveInWorkspace(workspace.dir, '.git/config').exists).toBe(false);
    expect(resolveInWorkspace(workspace.dir, '.gitignore', { forWrite: true }).exists).toBe(false);
    // A link whose target is a workflow is refused too.
    mkdirSync(join(workspace.dir, '.github/workflows'), { recursive: true });
    symlinkSync(
      join(workspace.dir, '.github/workflows/ci.yml'),
      join(workspace.dir, 'innocent.yml'),
    );
    expect(() => resolveInWorkspace(workspace.dir, 'innocent.yml', { forWrite: true })).toThrow(
      /workflow/,
    );
  });
});

describe('writeFileAtomic after confinement (a folder swapped for a link in between)', () => {
  let outside: ReturnType<typeof makeTempDir>;
  let workspace: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    workspace = makeTempDir();
    outside = makeTempDir();
  });
  afterEach(() => {
    workspace.cleanup();
    outside.cleanup();
  });

  it('refuses when a missing parent was created as a link to outside after the check', async () => {
    const target = resolveInWorkspace(workspace.dir, 'a/b/c.txt', { forWrite: true });
    symlinkSync(outside.dir, join(workspace.dir, 'a'));
    await expect(
      writeFileAtomic({ root: realWorkspaceRoot(workspace.dir), target }, 'x'),
    ).rejects.toThrow(PathAccessError);
    expect(readdirSync(outside.dir)).toEqual([]);
  });

  it('refuses when an existing folder was replaced by a link after the check', async () => {
    mkdirSync(join(workspace.dir, 'a'));
    const target = resolveInWorkspace(workspace.dir, 'a/c.txt', { forWrite: true });
    rmSync(join(workspace.dir, 'a'), { recursive: true });
    symlinkSync(outside.dir, join(workspace.dir, 'a'));
    await expect(
      writeFileAtomic({ root: realWorkspaceRoot(workspace.dir), target }, 'x'),
    ).rejects.toThrow(PathAccessError);
    expect(readdirSync(outside.dir)).toEqual([]);
  });

  it('still creates missing folders and replaces a file (not the target of a link)', async () => {
    const target = resolveInWorkspace(workspace.dir, 'n/e/w.txt', { forWrite: true });
    await writeFileAtomic({ root: realWorkspaceRoot(workspace.dir), target }, 'new');
    expect(readFileSync(join(workspace.dir, 'n/e/w.txt'), 'utf8')).toBe('new');
    // A link put in place of the file is replaced, its target left alone.
    writeFileSync(join(outside.dir, 'victim'), 'safe');
    rmSync(join(workspace.dir, 'n/e/w.txt'));
    symlinkSync(join(outside.dir, 'victim'), join(workspace.dir, 'n/e/w.txt'));
    await writeFileAtomic({ root: realWorkspaceRoot(workspace.dir), target }, 'again');
    expect(readFileSync(join(outside.dir, 'victim'), 'utf8')).toBe('safe');
    expect(readFileSync(join(workspace.dir, 'n/e/w.txt'), 'utf8')).toBe('again');
  });
});
