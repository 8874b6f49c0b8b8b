/**
 * The self-review's rules (src/github-side/action/self-check.ts withSelfReviewRules):
 * `.github/agent-review.md` of the trusted tree's commit, never of the branch the run works on;
 * only for a run that checks its work with `self_check` on. The git repository is real.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withSelfReviewRules } from '../../src/github-side/action/self-check.js';
import type { TrustedTree } from '../../src/github-side/action/trusted-tree.js';
import { locateRepository } from '../../src/github-side/git/git-client.js';
import type { PreparedWorkspace } from '../../src/github-side/git/workspace.js';
import type { TaskContext } from '../../src/github-side/github/context.js';
import type { ModePolicy } from '../../src/github-side/run/policy.js';
import type { ActionRun } from '../../src/github-side/run/run-context.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

function commitRules(root: string, text: string): string {
  writeFileSync(join(root, '.github', 'agent-review.md'), text);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', text);
  return git(root, 'rev-parse', 'HEAD');
}

/** `main` with its rules, and a branch an earlier run wrote (other rules) checked out. */
async function repository() {
  const root = mkdtempSync(join(tmpdir(), 'self-review-rules-'));
  roots.push(root);
  git(root, 'init', '-q', '-b', 'main');
  mkdirSync(join(root, '.github'));
  const base = commitRules(root, 'Rules of main.\n');
  git(root, 'checkout', '-q', '-b', 'agent/issue-7');
  const head = commitRules(root, 'Rules the branch wrote.\n');
  const prepared = {
    branch: 'agent/issue-7',
    readOnly: false,
    reused: true,
    startSha: head,
    repository: await locateRepository(root),
    remoteUrl: root,
    startsFromBase: false,
  } as PreparedWorkspace;
  const tree: TrustedTree = {
    baseBranch: 'main',
    checkoutIsBase: false,
    commit: () => Promise.resolve({ commit: base, source: 'the base branch main' }),
  };
  return { root, prepared, tree };
}

const runWith = (selfCheck: boolean) => ({ inputs: { selfCheck } }) as unknown as ActionRun;
const fix = { name: 'fix', checksWork: true } as unknown as ModePolicy;
const context = { baseBranch: 'main', request: 'fix it' } as unknown as TaskContext;

describe('the self-review’s rules', () => {
  it('are read from the trusted tree’s commit, not from the branch the run works on', async () => {
    const { prepared, tree } = await repository();
    const read = await withSelfReviewRules(runWith(true), fix, context, { tree, prepared });
    expect(read.reviewRules).toEqual({
      path: '.github/agent-review.md',
      ref: 'main',
      content: 'Rules of main.\n',
    });
  });

  it('are not read with self_check off, for a run that publishes nothing, or read-only', async () => {
    const { prepared, tree } = await repository();
    const review = { name: 'review' } as unknown as ModePolicy;
    expect(await withSelfReviewRules(runWith(false), fix, context, { tree, prepared })).toBe(
      context,
    );
    expect(await withSelfReviewRules(runWith(true), review, context, { tree, prepared })).toBe(
      context,
    );
    const readOnly = { ...prepared, readOnly: true, branch: null };
    expect(
      await withSelfReviewRules(runWith(true), fix, context, { tree, prepared: readOnly }),
    ).toBe(context);
  });

  it('are left out, with a warning, when the trusted tree cannot be read', async () => {
    const { prepared, tree } = await repository();
    const warnings: string[] = [];
    const run = {
      inputs: { selfCheck: true },
      log: { warning: (line: string) => warnings.push(line) },
      redact: (text: string) => text,
    } as unknown as ActionRun;
    const unreachable = { ...tree, commit: () => Promise.reject(new Error('fetch failed')) };
    const read = await withSelfReviewRules(run, fix, context, { tree: unreachable, prepared });
    expect(read).toBe(context);
    expect(warnings).toEqual([
      'The self-review runs without .github/agent-review.md: fetch failed',
    ]);
  });

  it('ignore a symbolic link in the trusted tree', async () => {
    const { root, prepared, tree } = await repository();
    git(root, 'checkout', '-q', 'main');
    rmSync(join(root, '.github', 'agent-review.md'));
    symlinkSync('/etc/hostname', join(root, '.github', 'agent-review.md'));
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'a link');
    const linked = {
      ...tree,
      commit: async () => ({ commit: git(root, 'rev-parse', 'HEAD'), source: 'main' }),
    };
    const read = await withSelfReviewRules(runWith(true), fix, context, { tree: linked, prepared });
    expect(read.reviewRules).toBeUndefined();
  });
});
