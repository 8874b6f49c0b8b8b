/**
 * A review's start: its independent reads go out together and the first model request
 * waits for no write it does not need (the summary comment's and the check run's
 * creation go on beside the loop). Each test holds one answer until a request that
 * should overlap it arrives; a run that sent that request only after the held answer
 * waits for the fallback instead, and the test fails rather than hangs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const PR = 21;
const REPO = '/repos/octo-org/octo-repo';

/** Settles with 'awaited' when `signal` is called, else with 'fallback' after 10 s. */
function awaited(): { arrived: () => void; first: Promise<'awaited' | 'fallback'> } {
  let arrived!: () => void;
  const event = new Promise<'awaited'>((resolve) => (arrived = () => resolve('awaited')));
  const fallback = new Promise<'fallback'>((resolve) =>
    setTimeout(() => resolve('fallback'), 10_000).unref(),
  );
  return { arrived, first: Promise.race([event, fallback]) };
}

/** `@agent review` on PR 21; `hold` as the fake GitHub's holdAnswer, `asked` on each model request. */
async function review(
  hold: (method: string, path: string) => Promise<unknown> | undefined,
  asked: () => void = () => {},
) {
  const pull: FakePull = {
    number: PR,
    title: 'Fix the greeting',
    body: 'Fixes the typo.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review',
      issueNumber: PR,
      issueTitle: 'Fix the greeting',
      pullRequest: true,
    }),
    repoFiles: { 'README.md': '# sample\n' },
    github: {
      holdAnswer: hold,
      contents: { main: { '.github/agent-review.md': 'Check the spelling.' } },
      pulls: [pull],
      pullFiles: {
        [PR]: [{ filename: 'README.md', status: 'modified', additions: 1, deletions: 1 }],
      },
    },
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/greeting',
        files: { 'README.md': '# sample!\n' },
      });
    },
    model: () => {
      asked();
      return reply(text('Looks good.'));
    },
  });
  await run.cleanup();
  return run;
}

describe('the start of a review', () => {
  it('asks the model before the summary comment and the check run are created', async () => {
    const model = awaited();
    let released: string | undefined;
    const run = await review((method, path) => {
      // The summary's creation (the check run's waits behind it: writes go one at a time).
      if (method !== 'POST' || path !== `${REPO}/issues/${PR}/comments`) return undefined;
      return model.first.then((first) => (released = first));
    }, model.arrived);
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(released).toBe('awaited');
    // Still in order: the summary created, then edited to its end; the check run
    // created, then completed.
    const summaryWrites = run.github.calls
      .filter(
        (call) => call.method !== 'GET' && /\/issues\/(21\/)?comments(\/\d+)?$/.test(call.path),
      )
      .map((call) => call.method);
    expect(summaryWrites[0]).toBe('POST');
    expect(summaryWrites.slice(1).every((method) => method === 'PATCH')).toBe(true);
    const summary = run.github.state.comments
      .filter((comment) => comment.issue_number === PR)
      .at(-1);
    expect(summary?.body).toContain(`#pullrequestreview-${run.github.state.reviews[0]?.id}`);
    const [check] = run.github.state.checkRuns;
    expect(check?.requests.map((request) => request.kind)).toEqual(['create', 'update']);
    expect(check?.status).toBe('completed');
  });

  it('reads the review rules from the base beside the pull request', async () => {
    const rules = awaited();
    let released: string | undefined;
    const run = await review((method, path) => {
      if (path === `${REPO}/contents/.github%2Fagent-review.md`) rules.arrived();
      if (method !== 'GET' || path !== `${REPO}/pulls/${PR}`) return undefined;
      return rules.first.then((first) => (released = first));
    });
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(released).toBe('awaited');
    expect(JSON.stringify(run.anthropic.requests[0]?.body)).toContain('Check the spelling.');
  });

  it('reads the earlier reviews and threads while the summary comment is looked for', async () => {
    const threads = awaited();
    let released: string | undefined;
    const run = await review((method, path) => {
      if (method === 'POST' && path === '/graphql') threads.arrived();
      // The 👀 teaches who the action is: the summary is looked for once it is answered.
      if (method !== 'POST' || !path.endsWith('/reactions')) return undefined;
      return threads.first.then((first) => (released = first));
    });
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(released).toBe('awaited');
  });
});
