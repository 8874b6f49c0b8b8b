/**
 * End to end: `review_autofix` (docs/contract.md#review-autofix). A review of a pull request
 * from this repository with a blocking finding is followed by a fix on
 * `agent/autofix-<n>` from the reviewed head, a pull request into the PR's branch and a
 * reply in the fixed finding's thread; the author's branch is untouched. A fork's pull
 * request gets the review and no autofix.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, git } from './harness.js';
import {
  BASE_FILE,
  BLOCKING,
  BOT,
  NIT,
  billedUsd,
  review,
  reviewSummary,
  samePull,
} from './autofix-setup.js';

afterAll(cleanupActionRuns);

describe('review_autofix on a pull request from this repository', () => {
  it('opens a pull request into its branch with the fix and answers the finding', async () => {
    const { run, headSha } = await review(samePull(), 'refs/heads/feature/greet');
    expect(run.exitCode, run.stderr).toBe(0);

    // The author's branch is untouched; the fix sits on agent/autofix-31, on the reviewed head.
    expect((await git(run.origin, 'rev-parse', 'feature/greet')).trim()).toBe(headSha);
    expect((await git(run.origin, 'rev-parse', 'agent/autofix-31~1')).trim()).toBe(headSha);
    expect(await git(run.origin, 'show', 'agent/autofix-31:src/greet.js')).toBe(BASE_FILE);

    // One pull request, into the PR's branch, listing what it fixed and what it did not.
    const opened = run.github.state.pulls.filter((p) => p.number !== 31);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.base.ref).toBe('feature/greet');
    expect(opened[0]!.head.ref).toBe('agent/autofix-31');
    expect(opened[0]!.body).toContain('**Fixed (1):**');
    expect(opened[0]!.body).toContain(BLOCKING);
    expect(opened[0]!.body).toContain('**Could not fix (0):**');
    // The fix run reviewed its own work before publishing (self_check is on by default).
    expect(run.anthropic.asideRequests.length).toBeGreaterThan(0);
    expect(opened[0]!.body).toContain('Checked before publishing');
    // The nit was never the autofix's to fix.
    const fixPrompt = JSON.stringify(run.anthropic.requests[4]!.body.messages);
    expect(fixPrompt).toContain(BLOCKING);
    expect(fixPrompt).not.toContain(NIT);

    // The blocking finding's thread got a reply naming the commit and the pull request.
    const fixSha = (await git(run.origin, 'rev-parse', 'agent/autofix-31')).trim();
    const blocking = run.github.state.reviewComments.find((c) => c.body.includes(BLOCKING))!;
    const replies = run.github.state.reviewComments.filter((c) => c.in_reply_to_id === blocking.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain(fixSha.slice(0, 7));
    expect(replies[0]!.body).toContain(`#${opened[0]!.number}`);
    const nit = run.github.state.reviewComments.find((c) => c.body.includes(NIT))!;
    expect(run.github.state.reviewComments.some((c) => c.in_reply_to_id === nit.id)).toBe(false);

    // The review's summary comment says what the autofix did; the review's outputs stand.
    const summary = run.github.state.comments.find(
      (c) => c.user.login === BOT && c.body.includes('### Autofix'),
    );
    expect(summary?.body).toContain(`fixes 1 of 1 findings`);
    expect(run.outputs.review_id).toBe(String(run.github.state.reviews[0]!.id));
    expect(run.outputs.pr_url).toBe(
      `https://github.example/octo-org/octo-repo/pull/${opened[0]!.number}`,
    );
    expect(run.outputs.branch_name).toBe('agent/autofix-31');
    expect(run.outputs.conclusion).toBe('success');
    // The review's outputs stand: its comment is the summary, not the fix run's comment.
    expect(run.outputs.comment_id).toBe(String(summary!.id));

    // One bill per run: total_cost_usd is every request the API billed (the review, its
    // verifier, the autofix and its self-review), and the report's cost line and the step
    // summary show that figure.
    const billed = billedUsd(run);
    const fixRequests = run.anthropic.requests.slice(4);
    expect(fixRequests.every((request) => request.billed)).toBe(true);
    expect(Number(run.outputs.total_cost_usd)).toBeCloseTo(billed, 5);
    const cost = `$${billed.toFixed(4)}`;
    expect(reviewSummary(run)).toContain(`Cost: ${cost}`);
    expect(run.summary).toContain(`| Cost | ${cost} |`);
    // The fix run's own part of the step summary follows, under the review's.
    expect(run.summary).toContain('### Autofix: ✅ the fix run finished');
    expect(run.summary.match(/^### ✅ agent-loop finished/gm)).toHaveLength(1);
    // One transcript per run: the fix run's events follow the review's in execution_file.
    const results = run.transcript.filter((line) => line.type === 'result');
    expect(results.length).toBeGreaterThanOrEqual(2);
    const transcript = JSON.stringify(run.transcript);
    expect(transcript).toContain('"name":"ReviewComment"');
    expect(transcript).toContain('"name":"Edit"');
  });
});

describe('review_autofix on a pull request from a fork', () => {
  it.each([
    ['@agent review', false],
    ['pull_request_target', true],
  ])('%s: reviews it and pushes nothing, opens no pull request', async (_, target) => {
    const pull: FakePull = {
      number: 32,
      title: 'Greet by name',
      body: '',
      state: 'open',
      // A writer's fork: the automatic review runs for its author.
      user: { login: 'octocat' },
      head: { ref: 'patch-1', repo: 'stranger/octo-repo' },
      base: { ref: 'main' },
    };
    const { run, before } = await review(pull, 'refs/pull/32/head', { target });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.reviews).toHaveLength(1);
    // Branches and tags: the review records its findings' outcomes on the ledger ref.
    expect(
      await git(
        run.origin,
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/heads',
        'refs/tags',
      ),
    ).toBe(before);
    expect(run.github.calls.some((c) => c.method === 'POST' && c.path.endsWith('/pulls'))).toBe(
      false,
    );
    expect(run.github.state.reviewComments.some((c) => c.in_reply_to_id !== undefined)).toBe(false);
    // The review and its verifier were the only loops: no fix prompt reached the model.
    expect(run.anthropic.requests).toHaveLength(4);
    const summary = run.github.state.comments.find(
      (c) => c.user.login === BOT && c.body.includes('### Autofix'),
    );
    expect(summary?.body).toContain('No autofix: the pull request comes from a fork');
  });
});
