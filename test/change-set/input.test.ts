/**
 * The change set's names: input `repositories` read and checked, the branch each other
 * repository is worked on, the folder each is cloned into (docs/contract.md#change-sets).
 */
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/github-side/run/inputs.js';
import { parseRepositories } from '../../src/github-side/run/repositories.js';
import { changeSetBranchName } from '../../src/github-side/change-set/branch.js';
import { cloneFolders } from '../../src/github-side/change-set/clone.js';

const inputs = (repositories: string) =>
  parseActionInputs((name) => (name === 'repositories' ? repositories : ''));

describe('input repositories', () => {
  it('reads owner/name one per line, skipping blank lines and comments, duplicates kept', () => {
    expect(inputs('').repositories).toEqual([]);
    expect(
      parseRepositories('acme/lib\n\n  # the frontend\n  acme/web.app  \r\nAcme/Lib\n'),
    ).toEqual([
      { owner: 'acme', repo: 'lib' },
      { owner: 'acme', repo: 'web.app' },
      { owner: 'Acme', repo: 'Lib' },
    ]);
  });

  it.each([
    ['acme', 'line 1'],
    ['acme/lib/extra', 'line 1'],
    ['acme/lib\nhttps://github.example/acme/web', 'line 2'],
    ['acme/lib.git', 'line 1'],
    ['-acme/lib', 'line 1'],
    ['acme/..', 'line 1'],
    ['acme/lib web', 'line 1'],
  ])('refuses %j with an input error naming the line', (text, line) => {
    expect(() => inputs(text)).toThrow(InputError);
    expect(() => inputs(text)).toThrow(new RegExp(`^Input repositories: ${line} is not`));
  });
});

describe('the branch of an other repository', () => {
  const base = { prefix: 'agent/', sourceRepo: 'App.Core', number: 12, title: 'Add a flag' };

  it("follows the run's issue branch: <prefix><source repo>-<number>-<slug>", () => {
    expect(changeSetBranchName({ ...base, mainBranch: 'agent/issue-12-add-a-flag' })).toBe(
      'agent/app-core-12-add-a-flag',
    );
  });

  it("follows a task's branch, and a pull request's head of someone's own by number and title", () => {
    expect(changeSetBranchName({ ...base, mainBranch: 'agent/task-nightly' })).toBe(
      'agent/app-core-task-nightly',
    );
    expect(changeSetBranchName({ ...base, mainBranch: 'feature/flags' })).toBe(
      'agent/app-core-12-add-a-flag',
    );
    expect(changeSetBranchName({ ...base, mainBranch: null, title: '' })).toBe('agent/app-core-12');
  });
});

describe('the folders beside the checkout', () => {
  it('are named after each repository, with the owner where the name is taken', () => {
    const repos = [
      { owner: 'acme', repo: 'lib' },
      { owner: 'acme', repo: 'app' },
      { owner: 'other', repo: 'web' },
      { owner: 'mirror', repo: 'web' },
    ];
    expect(cloneFolders('/runner/work/app/app', repos)).toEqual([
      '/runner/work/app/lib',
      '/runner/work/app/acme-app',
      '/runner/work/app/other-web',
      '/runner/work/app/mirror-web',
    ]);
  });

  it('never gives two repositories one folder', () => {
    const repos = [
      { owner: 'a', repo: 'b-c' },
      { owner: 'a-b', repo: 'c' },
      { owner: 'x', repo: 'c' },
    ];
    const folders = cloneFolders('/w/a-b-c', repos);
    expect(new Set(folders.map((f) => f.toLowerCase())).size).toBe(3);
    expect(folders).not.toContain('/w/a-b-c');
  });
});
