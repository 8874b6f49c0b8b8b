/**
 * End to end through the bundle: staged mode (docs/staged.md). A fix run and
 * a review run with `staged: true` read GitHub and run the model as usual, send no write to
 * the fake GitHub (it records every request) and move no ref of the bare origin; the step
 * summary and the `staged_writes` file hold what they would have written. The same runs
 * without `staged` are the control: their writes reach GitHub and the origin.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  TRIGGER_COMMENT_ID,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const BRANCH = 'agent/issue-7-typo-in-the-readme';

const fixTypo = (): Script => [
  reply([text('Reading the README.'), toolUse('Read', { file_path: 'README.md' })]),
  reply(
    toolUse('Edit', {
      file_path: 'README.md',
      old_string: 'teh project',
      new_string: 'the project',
    }),
  ),
  reply(text('Fixed the typo "teh" → "the" in README.md.')),
];

/** The origin's refs, as `git for-each-ref` lists them. */
const refsOf = (origin: string) => git(origin, 'for-each-ref', '--format=%(refname) %(objectname)');

/** Requests that would change something on GitHub (a GraphQL query is a read). */
function writesReceived(run: ActionRun) {
  return run.github.calls.filter((call) => {
    if (call.method === 'GET' || call.method === 'HEAD') return false;
    const query = (call.body as { query?: string } | undefined)?.query;
    return !(call.path.endsWith('/graphql') && query && !/\bmutation\b/.test(query));
  });
}

/** The lines of the `staged_writes` file. */
function stagedLines(run: ActionRun): { method: string; route: string; body: never }[] {
  const file = run.outputs.staged_writes!;
  expect(file.startsWith(run.runnerTemp)).toBe(true);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { method: string; route: string; body: never });
}

async function fixRun(inputs: Record<string, string>) {
  let before = '';
  const run = await runAction({
    event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
    repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
    inputs: { budget_daily_usd: '50', ...inputs },
    prepareOrigin: async (origin) => {
      before = await refsOf(origin);
    },
    model: fixTypo(),
  });
  return { run, before, after: await refsOf(run.origin) };
}

describe('a fix run, staged', () => {
  it('writes nothing to GitHub, pushes nothing, and shows every write it would have made', async () => {
    const { run, before, after } = await fixRun({ staged: 'true' });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    // GitHub as it was: reads only; the origin's refs unmoved.
    expect(writesReceived(run)).toEqual([]);
    expect(run.github.calls.some((call) => call.method === 'GET')).toBe(true);
    expect(run.github.state.pulls).toEqual([]);
    expect(run.github.state.reactions).toEqual([]);
    expect(after).toBe(before);
    // The model ran, and the commit is in the checkout.
    expect(run.anthropic.requests).toHaveLength(3);
    // Reserved and settled against the ledger as read: no warning that either failed.
    expect(run.stdout).not.toMatch(/Could not (reserve|settle)/);
    const local = (await git(run.workspace, 'rev-parse', BRANCH)).trim();
    expect(await git(run.workspace, 'show', `${local}:README.md`)).toContain('the project');

    // The file: one JSON line per write, in order.
    const writes = stagedLines(run);
    const routes = writes.map((write) => `${write.method} ${write.route}`);
    expect(routes).toContain(
      `POST /repos/octo-org/octo-repo/issues/comments/${TRIGGER_COMMENT_ID}/reactions`,
    );
    expect(routes).toContain('POST /repos/octo-org/octo-repo/issues/7/comments');
    expect(routes).toContain(`PUSH refs/heads/${BRANCH}`);
    expect(routes).toContain('POST /repos/octo-org/octo-repo/pulls');
    // The spend ledger: reserved and settled, by compare-and-swap, in the file only.
    expect(
      routes.filter((route) => route === 'POST /repos/octo-org/octo-repo/git/trees'),
    ).toHaveLength(2);
    expect(routes).toContain('POST /repos/octo-org/octo-repo/git/refs');
    const push = writes.find((write) => write.method === 'PUSH')!.body as {
      sha: string;
      diff: string;
    };
    expect(push.sha).toBe(local);
    expect(push.diff).toContain('+This is the project.');
    // The progress comment was created once, then edited: the edits go to the staged comment.
    const posted = run.outputs.comment_id!;
    expect(Number(posted)).toBeGreaterThan(2 ** 31);
    expect(routes).toContain(`PATCH /repos/octo-org/octo-repo/issues/comments/${posted}`);
    const pull = writes.find((write) => write.route.endsWith('/pulls'))!.body as {
      head: string;
      title: string;
      body: string;
    };
    expect(pull.head).toBe(BRANCH);
    expect(pull.body).toContain('Fixes #7');

    // The step summary: the run's own, then what it would have written.
    const summary = run.summary;
    expect(summary).toContain('agent-loop finished');
    expect(summary).toContain('Staged run: what it would have written');
    expect(summary).toContain(`\`${BRANCH}\``);
    expect(summary).toContain('+This is the project.');
    expect(summary).toContain(pull.title);
    expect(summary).toContain('Fixes #7');
    expect(summary).toMatch(/Would post on #7, edited \d+ times?; as it would finally read/);
    expect(summary).toContain('Fixed the typo "teh" → "the" in README.md.');
    expect(summary).toContain('Spend ledger');
    expect(summary).toContain(`${writes.length} writes it would have made`);
    expect(run.outputs.staged_writes).toBeTruthy();
  });

  it('unstaged (the control), writes to GitHub and pushes the branch', async () => {
    const { run, before, after } = await fixRun({});
    expect(run.exitCode, run.stderr).toBe(0);
    expect(writesReceived(run).length).toBeGreaterThan(3);
    expect(run.github.state.pulls).toHaveLength(1);
    expect(after).not.toBe(before);
    expect(after).toContain(`refs/heads/${BRANCH}`);
    expect(after).toContain('refs/agent-loop/spend');
    expect(run.outputs.staged_writes).toBe('');
    expect(run.summary).not.toContain('Staged run');
  });
});

const PR = 31;
const BASE = 'export const NAME = "x";\n';
const HEAD = `${BASE}export function add(a, b) {\n  return a - b;\n}\n`;

async function reviewRun(inputs: Record<string, string>) {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/math', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const github: Partial<FakeGitHubState> = { pulls: [pull] };
  let before = '';
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review',
      issueNumber: PR,
      issueTitle: 'Math',
      pullRequest: true,
    }),
    repoFiles: { 'src/math.js': BASE },
    inputs,
    github,
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, {
        ref: 'refs/heads/feature/math',
        from: 'main',
        files: { 'src/math.js': HEAD },
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      github.pullFiles = { [PR]: pullFilesFromGit(origin, pull.base.sha, pull.head.sha) };
      before = await refsOf(origin);
    },
    model: [
      reply(
        toolUse('ReviewComment', {
          severity: 'blocking',
          path: 'src/math.js',
          line: 3,
          body: '`add` subtracts: it must return `a + b`.',
        }),
      ),
      reply(text('One bug: `add` subtracts.')),
    ],
  });
  return { run, pull, before, after: await refsOf(run.origin) };
}

describe('a review run, staged', () => {
  it('posts no review, check run or comment, and shows them as they would have appeared', async () => {
    const { run, pull, before, after } = await reviewRun({ staged: 'true' });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(writesReceived(run)).toEqual([]);
    expect(run.github.state.reviews).toEqual([]);
    expect(run.github.state.checkRuns).toEqual([]);
    expect(after).toBe(before);

    const writes = stagedLines(run);
    const routes = writes.map((write) => `${write.method} ${write.route}`);
    expect(routes).toContain(`POST /repos/octo-org/octo-repo/pulls/${PR}/reviews`);
    expect(routes).toContain('POST /repos/octo-org/octo-repo/check-runs');
    expect(
      routes.some((route) => /^PATCH \/repos\/octo-org\/octo-repo\/check-runs\/\d+$/.test(route)),
    ).toBe(true);
    const review = writes.find((write) => write.route.endsWith('/reviews'))!.body as {
      commit_id: string;
      comments: { path: string; line: number; body: string }[];
    };
    expect(review.commit_id).toBe(pull.head.sha);
    expect(review.comments).toEqual([expect.objectContaining({ path: 'src/math.js', line: 3 })]);
    expect(run.outputs.review_id).toMatch(/^\d{10}$/);

    const summary = run.summary;
    expect(summary).toContain('Staged run: what it would have written');
    expect(summary).toContain(`Review of #${PR} (COMMENT)`);
    expect(summary).toContain('`src/math.js:3`');
    expect(summary).toContain('it must return `a + b`.');
    expect(summary).toContain('Check run `agent-loop review`');
    expect(summary).toMatch(/neutral on `[0-9a-f]{12}`: 1 blocking/);
  });

  it('unstaged (the control), posts the review and the check run', async () => {
    const { run, before, after } = await reviewRun({});
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.reviews).toHaveLength(1);
    expect(run.github.state.checkRuns).toHaveLength(1);
    expect(writesReceived(run).length).toBeGreaterThan(2);
    // No branch moves; the ledger ref records the review's outcomes (docs/contract.md#review-outcomes).
    const ledger = /^refs\/agent-loop\/spend .*\n?/m;
    expect(after).toMatch(ledger);
    expect(after.replace(ledger, '')).toBe(before);
    expect(run.outputs.staged_writes).toBe('');
  });
});
