import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathAccessError, resolveInWorkspace } from '../../src/tools/workspace-paths.js';
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
    expect(
      resolveInWorkspace(workspace.dir, '.github/workflows/ci.yml', {
        forWrite: true,
        allowWorkflowEdits: true,
      }).exists,
    ).toBe(false);
    expect(resolveInWorkspace(workspace.dir, '.git/config').exists).toBe(false);
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
