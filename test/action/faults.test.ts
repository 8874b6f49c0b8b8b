/**
 * Faults, end to end through the bundled action: whatever stops a run, the partial
 * work is committed and pushed to the agent branch, the progress comment ends in a
 * terminal state (never left at "working"), the outputs say why, and no secret
 * appears anywhere. GitHub API calls honour retry-after / rate-limit resets and
 * never retry a 4xx that is not a rate limit.
 *
 * Needs `npm run build` (the harness runs dist/index.js).
 */
import { chmod, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hang,
  httpError,
  reply,
  text,
  toolUse,
  type RecordedRequest,
  type Step,
} from '../fakes/anthropic-server.js';
import type { FakeCall, FakeFault } from '../fakes/github-server.js';
import { DEFAULT_MAX_RETRIES, NEVER_ANSWERED_MAX_RETRIES } from '../../src/engine/loop/retry.js';
import {
  EXTRAHEADER_VALUE,
  TEST_ANTHROPIC_API_KEY,
  TEST_CHECKOUT_TOKEN,
  TEST_GITHUB_TOKEN,
  cleanupActionRuns,
  git,
  hasRef,
  issueCommentEvent,
  runAction,
  type ActionRun,
  type ActionRunOptions,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const ISSUE = 7;
const EDITED_FILE = 'NOTES.md';
const EDITED_CONTENT = 'Work in progress: the first half of the fix.\n';
const WORKING_HEADER = 'agent-loop is working';
const STOPPED_HEADER = '### ⚠️ agent-loop stopped';

/** The first turn of every faulty run: the model writes a file (the partial work). */
const editFileWith = (usage?: { input_tokens: number }): Step =>
  reply(
    [
      text('I will start with the notes.'),
      toolUse('Write', { file_path: EDITED_FILE, content: EDITED_CONTENT }),
    ],
    usage ? { usage } : {},
  );
const editFile = editFileWith();
/**
 * A tool call that keeps the loop going, and that would show the model (and the
 * transcript) any secret left in the environment or in the checkout's git config.
 */
const keepWorking = (usage?: { input_tokens: number }): Step =>
  reply(
    [text('Checking the setup.'), toolUse('Bash', { command: 'printenv; git config --list' })],
    usage ? { usage } : {},
  );
const done: Step = reply(text('Fixed the typo in the README.'));

function run(
  model: ActionRunOptions['model'],
  options: Omit<ActionRunOptions, 'event' | 'model'> = {},
): Promise<ActionRun> {
  return runAction({
    event: issueCommentEvent({ body: '@agent please fix the typo', issueNumber: ISSUE }),
    model,
    ...options,
  });
}

/** Faults for the fake GitHub (`count` defaults to "every call"). */
function faults(...list: (Omit<FakeFault, 'count'> & { count?: number })[]): {
  github: { faults: FakeFault[] };
} {
  return { github: { faults: list.map((fault) => ({ count: 1_000, ...fault })) } };
}

/** The run's progress comment (the only comment the bot wrote on the issue). */
function progressComment(result: ActionRun): string {
  const ours = result.github.state.comments.filter(
    (comment) => comment.user.login === 'github-actions[bot]' && comment.issue_number === ISSUE,
  );
  expect(ours, 'exactly one progress comment').toHaveLength(1);
  expect(result.outputs.comment_id).toBe(String(ours[0]!.id));
  return ours[0]!.body;
}

/** The comment ended in a terminal "stopped" state, never at "working". */
function expectStoppedComment(result: ActionRun, ...mentions: (string | RegExp)[]): string {
  const body = progressComment(result);
  expect(body).not.toContain(WORKING_HEADER);
  expect(body.startsWith(STOPPED_HEADER), body).toBe(true);
  for (const mention of mentions) expect(body).toMatch(mention);
  return body;
}

function expectFailure(result: ActionRun, terminalReason: string): void {
  expect(result.outputs.conclusion, result.stderr).toBe('failure');
  expect(result.outputs.terminal_reason).toBe(terminalReason);
  expect(result.exitCode).toBe(1);
  expect(result.exitSignal).toBeNull();
}

/** The edited file is committed on the agent branch in origin, the commit marked partial. */
async function expectPartialWorkPushed(result: ActionRun, terminalReason: string): Promise<void> {
  const branch = result.outputs.branch_name;
  expect(branch).toMatch(/^agent\//);
  expect(await hasRef(result.origin, `refs/heads/${branch}`), `${branch} in origin`).toBe(true);
  const file = await git(result.origin, 'show', `refs/heads/${branch}:${EDITED_FILE}`);
  expect(file).toBe(EDITED_CONTENT);
  const message = await git(result.origin, 'log', '-1', '--format=%B', `refs/heads/${branch}`);
  expect(message).toContain(`[partial: ${terminalReason}]`);
  expect(progressComment(result)).toContain('the work done so far was committed');
}

/** Branches of origin other than main. */
async function agentBranches(result: ActionRun): Promise<string[]> {
  const refs = await git(result.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads');
  return refs.split('\n').filter((ref) => ref && ref !== 'refs/heads/main');
}

/** Neither the API key nor a GitHub token appears anywhere the run left text. */
async function expectNoSecrets(result: ActionRun): Promise<void> {
  // `::add-mask::<value>` is how a step tells the runner what to mask: the one place
  // a secret must be written (the runner swallows those lines).
  const stdout = result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  const { state } = result.github;
  const places: Record<string, string> = {
    stdout,
    stderr: result.stderr,
    comments: JSON.stringify([...state.comments, ...state.reviewComments]),
    pulls: JSON.stringify(state.pulls),
    calls: JSON.stringify(result.github.calls.map((call) => call.body ?? null)),
    outputs: JSON.stringify(result.outputs),
    summary: result.summary,
    transcript: JSON.stringify(result.transcript),
    'model requests': JSON.stringify(result.anthropic.requests.map((request) => request.body)),
    'origin history': await git(result.origin, 'log', '-p', '--all', '--format=%H%n%B'),
  };
  const secrets = [TEST_ANTHROPIC_API_KEY, TEST_GITHUB_TOKEN, TEST_CHECKOUT_TOKEN];
  for (const [where, content] of Object.entries(places)) {
    for (const secret of secrets) expect(content, where).not.toContain(secret);
    expect(content, where).not.toContain(EXTRAHEADER_VALUE.split(' ').at(-1));
  }
}

/** Every output action.yml declares: set on every path, failures included. */
const ALL_OUTPUTS = [
  'approved_by',
  'branch_name',
  'comment_id',
  'comments_posted',
  'conclusion',
  'execution_file',
  'findings_dismissed',
  'findings_fixed',
  'num_turns',
  'plan_comment_id',
  'pr_url',
  'pr_urls',
  'review_id',
  'self_check',
  'session_id',
  'staged_writes',
  'structured_output',
  'terminal_reason',
  'total_cost_usd',
];

function callsTo(result: ActionRun, method: string, path: string): FakeCall[] {
  return result.github.calls.filter((call) => call.method === method && call.path === path);
}

describe('the run stops on a limit or a model failure: partial work pushed, comment final', () => {
  it('budget exhausted', async () => {
    // Each response reports 50k input tokens ($0.10 on Sonnet 5.5): over the $0.10 cap.
    const big = { input_tokens: 50_000 };
    const result = await run(
      (_request, index) => (index === 0 ? editFileWith(big) : keepWorking(big)),
      { inputs: { max_budget_usd: '0.1' } },
    );
    expectFailure(result, 'budget_exhausted');
    expect(result.anthropic.requests.length).toBeGreaterThanOrEqual(1);
    expect(Number(result.outputs.total_cost_usd)).toBeGreaterThanOrEqual(0.1);
    expectStoppedComment(result, /cost limit/);
    await expectPartialWorkPushed(result, 'budget_exhausted');
    await expectNoSecrets(result);
  });

  it('turns exhausted: exactly max_turns model requests', async () => {
    const result = await run((_request, index) => (index === 0 ? editFile : keepWorking()), {
      inputs: { max_turns: '2' },
    });
    expectFailure(result, 'max_turns');
    expect(Object.keys(result.outputs).sort()).toEqual(ALL_OUTPUTS);
    expect(result.anthropic.requests).toHaveLength(2);
    expect(result.outputs.num_turns).toBe('2');
    expectStoppedComment(result, /turn limit/);
    await expectPartialWorkPushed(result, 'max_turns');
    await expectNoSecrets(result);
  });

  it('timeout: the hanging request is abandoned at the deadline', async () => {
    // No clock here: without the deadline the hanging request never ends and the test times out.
    const result = await run([editFile, hang()], { inputs: { timeout_minutes: '0.03' } });
    expectFailure(result, 'timeout');
    expect(result.anthropic.requests).toHaveLength(2);
    expect(result.anthropic.requests[1]!.clientDisconnected).toBe(true);
    expectStoppedComment(result, /ran out of time/);
    await expectPartialWorkPushed(result, 'timeout');
    await expectNoSecrets(result);
  });

  it('model API refuses the key (401): not retried, model_error', async () => {
    // The error echoes the key, as a misconfigured proxy might.
    const result = await run([
      editFile,
      httpError(401, 'authentication_error', `invalid x-api-key ${TEST_ANTHROPIC_API_KEY}`),
    ]);
    expectFailure(result, 'model_error');
    expect(result.anthropic.requests).toHaveLength(2);
    expectStoppedComment(result, /model API kept failing/, /authentication_error/);
    await expectPartialWorkPushed(result, 'model_error');
    await expectNoSecrets(result);
  });

  it('model API unreachable (closed port): a host that never answered gets 3 retries, the comment names host and port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    // Backoffs of 0.5 s, 1 s and 2 s (+ jitter): seconds, not the minutes of a full budget.
    const result = await run([done], {
      inputs: { anthropic_base_url: `http://127.0.0.1:${port}` },
    });
    expectFailure(result, 'model_error');
    const retries = result.transcript.filter((event) => event.subtype === 'api_retry');
    expect(retries).toHaveLength(NEVER_ANSWERED_MAX_RETRIES);
    expectStoppedComment(result, new RegExp(`Could not reach the API at 127\\.0\\.0\\.1:${port}`));
    expect(await agentBranches(result)).toEqual([]);
    await expectNoSecrets(result);
  });

  it('the model declines (stop_reason refusal): failure, the comment says it declined, the work is pushed', async () => {
    const refusal = reply(text('I will not continue with this.'), {
      stopReason: 'refusal',
      stopDetails: {
        type: 'refusal',
        category: 'cyber',
        explanation: 'This request was declined because it could enable cyber harm.',
      },
    });
    const result = await run([editFile, refusal]);
    expectFailure(result, 'refusal');
    expect(result.outputs.terminal_reason).toBe('refusal');
    expectStoppedComment(result, /declined/);
    await expectPartialWorkPushed(result, 'refusal');
    await expectNoSecrets(result);
  });

  it('model API keeps failing (500): one budget of retries, then model_error', async () => {
    // `retry-after-ms: 0` keeps the retries instant; the count is the policy's.
    const failing = httpError(500, 'api_error', 'Internal server error', {
      'retry-after-ms': '0',
    });
    const result = await run((_request, index) => (index === 0 ? editFile : failing));
    expectFailure(result, 'model_error');
    expect(result.anthropic.requests).toHaveLength(1 + (DEFAULT_MAX_RETRIES + 1));
    expectStoppedComment(result, /model API kept failing/, /api_error/);
    await expectPartialWorkPushed(result, 'model_error');
    await expectNoSecrets(result);
  });
});

describe('GitHub API errors at each step', () => {
  const permissionPath = `${REPO}/collaborators/octocat/permission`;

  it('the gate: a persistent 500 on the permission check refuses the run (fail closed)', async () => {
    const result = await run([done], faults({ method: 'GET', path: permissionPath, status: 500 }));
    // 5xx: the first call and two retries, then refuse.
    expect(callsTo(result, 'GET', permissionPath).map((call) => call.status)).toEqual([
      500, 500, 500,
    ]);
    expect(result.outputs.conclusion).toBe('skipped');
    expect(result.stdout).toMatch(/refused to run: could not read octocat's permission/);
    expect(result.anthropic.requests).toHaveLength(0);
    expect(result.github.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(await agentBranches(result)).toEqual([]);
    await expectNoSecrets(result);
  });

  it('the gate: a 403 that is not a rate limit is not retried', async () => {
    const result = await run([done], faults({ method: 'GET', path: permissionPath, status: 403 }));
    expect(callsTo(result, 'GET', permissionPath)).toHaveLength(1);
    expect(result.outputs.conclusion).toBe('skipped');
    expect(result.anthropic.requests).toHaveLength(0);
    expect(result.github.state.comments.filter((c) => c.user.login !== 'octocat')).toEqual([]);
  });

  it('the acknowledgement: no comment can be posted → the work is still done, the job fails saying so', async () => {
    const commentsPath = `${REPO}/issues/${ISSUE}/comments`;
    const result = await run([done], faults({ method: 'POST', path: commentsPath, status: 500 }));
    // The model did not wait for the comment; the final report tried a comment of its own.
    expect(result.anthropic.requests.length).toBeGreaterThan(0);
    expect(callsTo(result, 'POST', commentsPath)).toHaveLength(6);
    expect(result.outputs.conclusion).toBe('failure');
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /Could not post the progress comment: GitHub API 500[^\n]*; the final report could not be written either/,
    );
    expect(Object.keys(result.outputs).sort()).toEqual(ALL_OUTPUTS);
    await expectNoSecrets(result);
  });

  it('the acknowledgement fails once → the final report is a comment of its own, success', async () => {
    const commentsPath = `${REPO}/issues/${ISSUE}/comments`;
    const result = await run(
      [done],
      faults({ method: 'POST', path: commentsPath, status: 500, count: 3 }),
    );
    expect(result.outputs.conclusion).toBe('success');
    expect(progressComment(result)).toMatch(/agent-loop finished\nFixed the typo/);
    expect(result.outputs.comment_id).not.toBe('');
  });

  it('the context: the discussion cannot be read → the comment ends failed, nothing pushed', async () => {
    const commentsPath = `${REPO}/issues/${ISSUE}/comments`;
    // The error body echoes the token: it must be redacted from the report.
    const result = await run(
      [done],
      faults({
        method: 'GET',
        path: commentsPath,
        status: 500,
        body: { message: `upstream failed for token ${TEST_GITHUB_TOKEN}` },
      }),
    );
    expect(callsTo(result, 'GET', commentsPath)).toHaveLength(3);
    expect(result.outputs.conclusion).toBe('failure');
    expect(result.outputs.terminal_reason).toBe('');
    expect(Object.keys(result.outputs).sort()).toEqual(ALL_OUTPUTS);
    expect(result.exitCode).toBe(1);
    const body = expectStoppedComment(
      result,
      /Reading the issue and its discussion failed: GitHub API 500/,
    );
    expect(body).not.toMatch(/committed|Branch \[/);
    expect(result.anthropic.requests).toHaveLength(0);
    expect(await agentBranches(result)).toEqual([]);
    expect(result.github.calls.filter((call) => call.path === `${REPO}/pulls`)).toEqual([]);
    await expectNoSecrets(result);
  });

  it.each([
    { status: 422, posts: 1 },
    { status: 500, posts: 3 },
  ])(
    'the pull request: $status → the branch is still pushed, the comment says the PR failed',
    async ({ status, posts }) => {
      const result = await run(
        [editFile, done],
        faults({ method: 'POST', path: `${REPO}/pulls`, status }),
      );
      expect(callsTo(result, 'POST', `${REPO}/pulls`)).toHaveLength(posts);
      expect(result.outputs.conclusion).toBe('failure');
      expect(result.outputs.terminal_reason).toBe('completed');
      expect(result.outputs.pr_url ?? '').toBe('');
      expect(result.exitCode).toBe(1);
      const branch = result.outputs.branch_name!;
      expect(await git(result.origin, 'show', `refs/heads/${branch}:${EDITED_FILE}`)).toBe(
        EDITED_CONTENT,
      );
      const body = progressComment(result);
      expect(body).not.toContain(WORKING_HEADER);
      expect(body).toMatch(
        new RegExp(
          `Could not open the pull request \\(the branch is pushed\\): GitHub API ${status}`,
        ),
      );
      expect(body).toContain(`Branch [\`${branch}\`]`);
      expect(result.github.state.pulls).toEqual([]);
      await expectNoSecrets(result);
    },
  );

  it('a rate limit with retry-after: 1 is waited out and the call succeeds', async () => {
    const commentsPath = `${REPO}/issues/${ISSUE}/comments`;
    const result = await run(
      [editFile, done],
      faults({
        method: 'GET',
        path: commentsPath,
        status: 429,
        headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit.' },
        count: 1,
      }),
    );
    const calls = callsTo(result, 'GET', commentsPath);
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(result.outputs.conclusion, result.stderr).toBe('success');
    expect(result.exitCode).toBe(0);
    expect(result.github.state.pulls).toHaveLength(1);
    await expectNoSecrets(result);
  });

  it('an exhausted primary rate limit (403, x-ratelimit-remaining: 0) waits for the reset', async () => {
    const result = await run(
      [editFile, done],
      faults({
        method: 'PATCH',
        path: /\/issues\/comments\/\d+$/,
        status: 403,
        headers: {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)),
        },
        body: { message: 'API rate limit exceeded' },
        count: 1,
      }),
    );
    const patches = result.github.calls.filter((call) => call.method === 'PATCH');
    expect(patches[0]!.status).toBe(403);
    expect(patches[1]!.status).toBe(200);
    expect(patches[1]!.at - patches[0]!.at).toBeGreaterThanOrEqual(900);
    expect(result.outputs.conclusion, result.stderr).toBe('success');
    expect(progressComment(result)).toMatch(/^### ✅ agent-loop finished/);
  });

  it('a 404 is not retried (the 👀 reaction) and the run goes on', async () => {
    const reactionPath = `${REPO}/issues/comments/${TRIGGER_COMMENT_ID}/reactions`;
    const result = await run(
      [editFile, done],
      faults({ method: 'POST', path: reactionPath, status: 404 }),
    );
    expect(callsTo(result, 'POST', reactionPath)).toHaveLength(1);
    expect(result.stdout).toMatch(/Could not add the 👀 reaction/);
    expect(result.outputs.conclusion, result.stderr).toBe('success');
    expect(result.exitCode).toBe(0);
  });
});

describe('git and the runner', () => {
  it('a rejected push: the comment says so and that the work is committed locally', async () => {
    const result = await run([editFile, done], {
      prepareOrigin: async (origin) => {
        const hook = join(origin, 'hooks', 'pre-receive');
        await writeFile(
          hook,
          [
            '#!/bin/sh',
            'while read old new ref; do',
            '  case "$ref" in refs/heads/agent/*)',
            '    echo "agent branches are closed by policy" >&2; exit 1;;',
            '  esac',
            'done',
            'exit 0',
            '',
          ].join('\n'),
        );
        await chmod(hook, 0o755);
      },
    });
    expect(result.outputs.conclusion).toBe('failure');
    expect(result.outputs.terminal_reason).toBe('completed');
    expect(result.exitCode).toBe(1);
    const body = expectStoppedComment(result);
    expect(body).toMatch(/committed in the runner's checkout but could not be pushed/);
    expect(body).toMatch(/agent branches are closed by policy/);
    expect(await agentBranches(result)).toEqual([]);
    // The commit exists in the checkout.
    const branch = result.outputs.branch_name!;
    expect(await git(result.workspace, 'show', `refs/heads/${branch}:${EDITED_FILE}`)).toBe(
      EDITED_CONTENT,
    );
    expect(result.github.calls.filter((call) => call.path === `${REPO}/pulls`)).toEqual([]);
    await expectNoSecrets(result);
  });

  it.each([1_000, 50])(
    'cancellation (SIGINT, then SIGTERM %i ms later) while the model hangs',
    async (termDelayMs) => {
      const result = await run(
        (_request: RecordedRequest, index: number) => (index === 0 ? editFile : hang()),
        {
          signals: [
            { signal: 'SIGINT', onModelRequest: 2 },
            { signal: 'SIGTERM', onModelRequest: 2, delayMs: termDelayMs },
          ],
        },
      );
      // It exits by itself with a failure code (exit code 1, not killed by the SIGTERM);
      // without the abort the hanging request never ends and the test times out.
      expectFailure(result, 'aborted');
      expect(result.anthropic.requests).toHaveLength(2);
      expect(result.anthropic.requests[1]!.clientDisconnected).toBe(true);
      expectStoppedComment(result, /the run was cancelled/);
      await expectPartialWorkPushed(result, 'aborted');
      await expectNoSecrets(result);
      // Partial work goes in a draft PR that does not close the issue when merged.
      const created = result.github.calls.find(
        (call) => call.method === 'POST' && call.path === `${REPO}/pulls`,
      );
      const body = created?.body as { draft?: boolean; body?: string } | undefined;
      expect(body?.draft).toBe(true);
      expect(body?.body).toMatch(/^Refs #\d+/);
      expect(body?.body).not.toContain('Fixes #');
    },
  );
});
