/**
 * The action's self-review of a run's own change (src/github-side/action/self-review.ts): the
 * work tree against the start commit, untracked files included, reviewed by one loop whose
 * blocking and important findings are verified; skipped when the run's ledger cannot pay for
 * one review request. The loops are scripted here; the git repository is real.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import type { ReviewFinding } from '../../src/github-side/review/finding.js';
import { createRunSpendCap } from '../../src/engine/budgets/run-spend-cap.js';
import { createSelfReview, type SelfReviewLoop } from '../../src/github-side/action/self-review.js';
import type { TaskContext } from '../../src/github-side/github/context.js';
import type { ActionRun } from '../../src/github-side/run/run-context.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });

/** A repository at its start commit, then changed: a.txt edited, b.txt new and untracked. */
function changedRepository(): { root: string; start: string } {
  const root = mkdtempSync(join(tmpdir(), 'self-review-'));
  roots.push(root);
  git(root, 'init', '-q', '-b', 'main');
  writeFileSync(join(root, 'a.txt'), 'one\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'start');
  const start = git(root, 'rev-parse', 'HEAD').trim();
  writeFileSync(join(root, 'a.txt'), 'two\n');
  writeFileSync(join(root, 'b.txt'), 'new\n');
  return { root, start };
}

const run = {
  inputs: { model: 'claude-sonnet-5-5', allowedTools: [], disallowedTools: [] },
  runner: { eventName: 'issue_comment' },
} as unknown as ActionRun;

const context = {
  repo: { owner: 'o', repo: 'r' },
  number: 7,
  title: 'Typo',
  body: '',
  requester: 'octocat',
  request: '@agent fix it',
  comments: [],
  baseBranch: 'main',
} as unknown as TaskContext;

const finding = (path: string, severity: ReviewFinding['severity'], body: string) => ({
  path,
  line: 1,
  side: 'RIGHT' as const,
  severity,
  body,
  inDiff: true,
});

/** The review loop comments `findings`; each verifier answers `verdict`. */
function scripted(findings: ReviewFinding[], verdict: Record<string, string>) {
  const loops: SelfReviewLoop[] = [];
  const runLoop = async (loop: SelfReviewLoop, onEvent: (event: LoopEvent) => void) => {
    loops.push(loop);
    if (!loop.structuredOutput) {
      for (const comment of findings) {
        onEvent({ type: 'system', subtype: 'review_comment', comment } as unknown as LoopEvent);
      }
      return { is_error: false, terminal_reason: 'completed' } as unknown as ResultEvent;
    }
    return {
      is_error: false,
      terminal_reason: 'completed',
      structured_output: verdict,
    } as unknown as ResultEvent;
  };
  return { loops, runLoop };
}

const request = (root: string, start: string) => ({
  baseSha: start,
  workspaceRoot: root,
  round: 1,
  signal: new AbortController().signal,
});

describe('the self-review of the run’s change', () => {
  it('reviews the work tree against the start commit, untracked files too, and verifies what blocks', async () => {
    const { root, start } = changedRepository();
    const { loops, runLoop } = scripted(
      [finding('a.txt', 'blocking', 'two is wrong'), finding('b.txt', 'nit', 'name it better')],
      { verdict: 'confirmed', inputs: 'read a.txt', wrong_result: 'two' },
    );
    const review = createSelfReview({ run, context, ledger: createRunSpendCap(5), runLoop });
    const outcome = await review(request(root, start));
    expect(outcome).toEqual({
      findings: [
        { path: 'a.txt', line: 1, severity: 'blocking', body: 'two is wrong' },
        { path: 'b.txt', line: 1, severity: 'nit', body: 'name it better' },
      ],
    });
    // The review saw both files' diffs; one verifier ran (the nit is not verified).
    expect(loops[0]!.prompt).toContain('+two');
    expect(loops[0]!.prompt).toContain('b.txt');
    expect(loops[0]!.prompt).toContain('+new');
    expect(loops[0]!.tools.extraTools.map((tool) => tool.name)).toEqual(['ReviewComment']);
    expect(loops.filter((loop) => loop.structuredOutput)).toHaveLength(1);
    expect(loops[1]!.tools.disallowedTools).toContain('ReviewComment');
    // The repository's own index is left as it was: b.txt is still untracked.
    expect(git(root, 'status', '--porcelain')).toBe(' M a.txt\n?? b.txt\n');
  });

  it('drops a finding its verifier refutes', async () => {
    const { root, start } = changedRepository();
    const { runLoop } = scripted([finding('a.txt', 'blocking', 'two is wrong')], {
      verdict: 'refuted',
      reason: 'two is what was asked',
    });
    const review = createSelfReview({ run, context, ledger: createRunSpendCap(5), runLoop });
    expect(await review(request(root, start))).toEqual({ findings: [] });
  });

  it('is skipped, and says why, when the budget left cannot pay for one review request', async () => {
    const { root, start } = changedRepository();
    const { loops, runLoop } = scripted([], {});
    const review = createSelfReview({ run, context, ledger: createRunSpendCap(0.01), runLoop });
    const outcome = await review(request(root, start));
    expect(outcome).toEqual({
      skipped: 'not run: what is left of max_budget_usd cannot pay for one review request',
    });
    expect(loops).toHaveLength(0);
  });
});
