/**
 * End to end through the bundled action: the self-review before publishing (docs/self-check.md).
 * The review of the run's own change runs with its loops apart from the agent's (the fake model
 * tells them by the self-review's note in the system prompt): a blocking finding goes back to
 * the agent in the self-check's one message, the agent fixes it, and the work is published; a
 * budget that cannot pay for one review request skips it, and the pull request says so.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type RecordedRequest } from '../fakes/anthropic-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  isVerifierRequest,
  runAction,
  confirmingVerifier,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const BRANCH = 'agent/issue-7-typo-in-the-readme';

/** A README with a typo, a passing test, and the project's review rules on the default branch. */
const REPO_FILES = {
  'README.md': '# Hello\n\nThis is teh project.\n',
  'test.sh': 'echo "all good"\n',
  'package.json': JSON.stringify({ name: 'demo', private: true, scripts: { test: 'sh test.sh' } }),
  '.github/agent-review.md': 'Debugging lines left in docs are blocking.\n',
};

/** Fixes the typo and leaves a debugging line in the README; then says it is done (`done`). */
const sloppyFix = (done = 'Fixed the typo.') => [
  reply([text('Reading the README.'), toolUse('Read', { file_path: 'README.md' })]),
  reply([
    toolUse('Edit', {
      file_path: 'README.md',
      old_string: 'teh project',
      new_string: 'the project',
    }),
    toolUse('Bash', { command: 'echo "DEBUG: remove me" >> README.md' }),
  ]),
  reply(text(done)),
];

const event = () => issueCommentEvent({ body: '@agent fix the typo', issueNumber: 7 });

/** The heading of json_schema's part of the system prompt (src/engine/loop/structured-output.ts). */
const SCHEMA_HEADING = '# Final answer format';

/** A large bill for one answer ($0.088 of claude-sonnet-5-5's input at the US rate). */
const BILLED_LARGE = { usage: { input_tokens: 40_000 } };

/** A budget a review fits in only with all of what is free. */
const TIGHT_BUDGET_USD = 0.3;
/** claude-sonnet-5-5's output at the US rate: $11 per million tokens. */
const OUTPUT_USD_PER_TOKEN = (10 * 1.1) / 1_000_000;

const FINDING = 'A debugging line was left at the end of the README.';

/** The self-review: a reviewer that sees the debugging line in the diff flags it. */
function flagsTheDebugLine(request: RecordedRequest) {
  if (isVerifierRequest(request)) return confirmingVerifier();
  const messages = request.body.messages as unknown[];
  if (messages.length === 1 && JSON.stringify(messages).includes('+DEBUG: remove me')) {
    return reply(
      toolUse('ReviewComment', { path: 'README.md', line: 4, severity: 'blocking', body: FINDING }),
    );
  }
  return reply(text('Reviewed the change.'));
}

function pullRequestCreation(run: ActionRun): { draft?: boolean; body: string } {
  const call = run.github.calls.find(
    (entry) => entry.method === 'POST' && /\/pulls$/.test(entry.path),
  );
  expect(call, 'a pull request was opened').toBeDefined();
  return call!.body as { draft?: boolean; body: string };
}

const toolNames = (request: RecordedRequest) =>
  (request.body.tools as { name: string }[]).map((tool) => tool.name);

const selfCheckLines = (run: ActionRun) =>
  run.transcript.filter((line) => line.type === 'system' && line.subtype === 'self_check');

describe('the self-review before publishing', () => {
  it('sends a blocking finding back to the agent, which fixes it before anything is published', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: REPO_FILES,
      // The agent may use the web tools, on a host the run may reach.
      inputs: {
        json_schema: JSON.stringify({ type: 'object' }),
        allowed_tools: 'Read,Edit,Write,Bash,WebSearch,WebFetch',
        allowed_domains: 'docs.example',
      },
      model: [
        ...sloppyFix('{"summary": "Fixed the typo."}'),
        reply(toolUse('Bash', { command: "sed -i '/^DEBUG/d' README.md" })),
        reply(text('{"summary": "Fixed the typo, and removed the debugging line."}')),
      ],
      selfReview: flagsTheDebugLine,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    // The agent's loop: its own five requests; the review's are apart.
    expect(run.anthropic.requests).toHaveLength(5);
    const feedback = JSON.stringify(run.anthropic.requests[3]!.body.messages.at(-1));
    expect(feedback).toContain('Self-check before publishing (round 1 of 2)');
    expect(feedback).toContain('a blocking problem');
    expect(feedback).toContain(FINDING);

    // Round 1: the reviewer's two requests and one verifier; round 2: the reviewer's one.
    const review = run.anthropic.asideRequests;
    expect(review).toHaveLength(4);
    expect(review.filter(isVerifierRequest)).toHaveLength(1);
    const first = JSON.stringify(review[0]!.body.messages);
    expect(first).toContain('+DEBUG: remove me');
    // The review rules are the default branch's.
    expect(first).toContain('Debugging lines left in docs are blocking.');
    expect(JSON.stringify(review[3]!.body.messages)).not.toContain('+DEBUG: remove me');
    // The agent's final answer follows json_schema; the review's loops answer in their own words.
    expect(JSON.stringify(run.anthropic.requests[0]!.body.system)).toContain(SCHEMA_HEADING);
    // The agent has the web tools; the review's loops do not.
    expect(toolNames(run.anthropic.requests[0]!)).toEqual(
      expect.arrayContaining(['WebSearch', 'WebFetch', 'Write']),
    );
    for (const request of review) {
      const tools = toolNames(request);
      expect(tools).not.toContain('WebSearch');
      expect(tools).not.toContain('WebFetch');
      expect(tools).not.toContain('Write');
      expect(tools).not.toContain('Edit');
      expect(JSON.stringify(request.body.system)).not.toContain(SCHEMA_HEADING);
    }
    expect(toolNames(review[0]!)).toContain('ReviewComment');

    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toBe(
      '# Hello\n\nThis is the project.\n',
    );
    const pull = pullRequestCreation(run);
    expect(pull.draft).toBe(false);
    expect(pull.body).toContain('### Checked before publishing');
    expect(run.outputs.self_check).toBe('passed');
    expect(
      selfCheckLines(run).map((line) => [
        line.round,
        (line.findings as { severity: string }[]).map((finding) => finding.severity),
        line.sent_back,
      ]),
    ).toEqual([
      [1, ['blocking'], true],
      [2, [], false],
    ]);
    // The review's spending is the run's: its result counts every request's output.
    const result = run.transcript.at(-1) as {
      usage: { output_tokens: number };
      self_check: unknown;
    };
    const billed = [...run.anthropic.requests, ...review].map(
      (request) => request.billed?.output_tokens ?? 0,
    );
    expect(result.usage.output_tokens).toBe(billed.reduce((sum, tokens) => sum + tokens, 0));
    expect(result.self_check).toMatchObject({ status: 'passed', rounds: 2, not_checked: [] });
  });

  it('lets the review use what is free while the agent waits on it: a tight budget still affords it', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: REPO_FILES,
      inputs: { max_budget_usd: String(TIGHT_BUDGET_USD) },
      model: [
        ...sloppyFix(),
        reply(toolUse('Bash', { command: "sed -i '/^DEBUG/d' README.md" })),
        reply(text('Fixed the typo, and removed the debugging line.')),
      ],
      selfReview: flagsTheDebugLine,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const review = run.anthropic.asideRequests;
    expect(review.length).toBeGreaterThan(0);
    // The agent's loop asks nothing while its review runs: the review's first request may
    // write more than half of the whole budget could pay for (the agent's share is not kept).
    const maxTokens = review[0]!.body.max_tokens as number;
    expect(maxTokens * OUTPUT_USD_PER_TOKEN).toBeGreaterThan(TIGHT_BUDGET_USD / 2);
    expect(selfCheckLines(run)[0]).toMatchObject({ sent_back: true });
    expect(run.outputs.self_check).toBe('passed');
  });

  it('skips a review the budget left cannot pay for, and the pull request says so', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: REPO_FILES,
      inputs: { max_budget_usd: '0.2' },
      // The last answer is billed 40,000 input tokens: what is left cannot pay for a review.
      model: [...sloppyFix().slice(0, 2), reply(text('Fixed the typo.'), BILLED_LARGE)],
      selfReview: flagsTheDebugLine,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(3);
    expect(run.anthropic.asideRequests).toHaveLength(0);
    expect(run.outputs.self_check).toBe('passed');
    const pull = pullRequestCreation(run);
    expect(pull.body).toContain('| `npm run test` | ✅ passed');
    expect(pull.body).toContain(
      'the self-review: not run: what is left of max_budget_usd cannot pay for one review request',
    );
    expect(selfCheckLines(run)).toHaveLength(1);
  });
});
