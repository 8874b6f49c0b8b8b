/**
 * The self-review's cost as a share of the run's (docs/self-check.md#the-self-review): a fix
 * run through the bundled action (dist/index.js) against the fake Anthropic and GitHub
 * servers, with the self-review on, and the cost of the review's own loops (the reviewer and
 * its verifiers, told from the agent's requests by the self-review's note in their system
 * prompt) divided by the run's `total_cost_usd`. The fake bills every prompt's tokens as the
 * API would (system prompt, tools, history, its prompt cache); the answers are scripted, so
 * the share is mostly what the review's prompts cost beside the agent's.
 */
import { costOfUsage, type ReportedUsage } from '../src/engine/model/pricing.js';
import {
  reply,
  text,
  toolUse,
  type RecordedRequest,
  type Step,
} from '../test/fakes/anthropic-server.js';
import {
  confirmingVerifier,
  issueCommentEvent,
  isVerifierRequest,
  runAction,
} from '../test/action/harness.js';

/** A README with a typo, a passing test, and the project's review rules. */
const REPO_FILES = {
  'README.md': '# Hello\n\nThis is teh project.\n',
  'test.sh': 'grep -q "the project" README.md\n',
  'package.json': JSON.stringify({ name: 'demo', private: true, scripts: { test: 'sh test.sh' } }),
  '.github/agent-review.md': 'Debugging lines left in docs are blocking.\n',
};

/** Reads the README, fixes the typo and leaves a debugging line; then says it is done. */
const SLOPPY_FIX: Step[] = [
  reply([text('Reading the README.'), toolUse('Read', { file_path: 'README.md' })]),
  reply([
    toolUse('Edit', {
      file_path: 'README.md',
      old_string: 'teh project',
      new_string: 'the project',
    }),
    toolUse('Bash', { command: 'echo "DEBUG: remove me" >> README.md' }),
  ]),
  reply(text('Fixed the typo.')),
];

/** The agent's answer to a blocking finding sent back: removes the line, done again. */
const CLEAN_UP: Step[] = [
  reply(toolUse('Bash', { command: "sed -i '/^DEBUG/d' README.md" })),
  reply(text('Fixed the typo, and removed the debugging line.')),
];

/** A reviewer that flags the debugging line with `severity` while it is in the diff. */
function reviewer(severity: 'blocking' | 'important' | undefined) {
  return (request: RecordedRequest): Step => {
    if (isVerifierRequest(request)) return confirmingVerifier();
    const messages = JSON.stringify(request.body.messages);
    const first = (request.body.messages as unknown[]).length === 1;
    if (severity && first && messages.includes('+DEBUG: remove me')) {
      const body = 'A debugging line was left at the end of the README.';
      return reply(toolUse('ReviewComment', { path: 'README.md', line: 4, severity, body }));
    }
    return reply(text('Reviewed the change; nothing more to flag.'));
  };
}

interface Share {
  label: string;
  reviewRequests: number;
  agentRequests: number;
  reviewUsd: number;
  totalUsd: number;
}

async function measure(
  label: string,
  severity: 'blocking' | 'important' | undefined,
  model: Step[],
): Promise<Share> {
  const run = await runAction({
    event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 7 }),
    repoFiles: REPO_FILES,
    model,
    selfReview: reviewer(severity),
  });
  try {
    if (run.outputs.self_check !== 'passed') {
      throw new Error(
        `bench run's self_check: ${run.outputs.self_check}: ${run.stderr.slice(-500)}`,
      );
    }
    const result = run.transcript.at(-1) as { total_cost_usd: number };
    const cost = (requests: RecordedRequest[]) =>
      requests.reduce(
        (sum, request) =>
          sum + costOfUsage(String(request.body.model), (request.billed ?? {}) as ReportedUsage),
        0,
      );
    const reviewUsd = cost(run.anthropic.asideRequests);
    const agentUsd = cost(run.anthropic.requests);
    // The run's total is every request's: the review's and the agent's, nothing else.
    if (Math.abs(reviewUsd + agentUsd - result.total_cost_usd) > 1e-6) {
      throw new Error(`bench: requests cost ${reviewUsd + agentUsd}, run ${result.total_cost_usd}`);
    }
    return {
      label,
      reviewRequests: run.anthropic.asideRequests.length,
      agentRequests: run.anthropic.requests.length,
      reviewUsd,
      totalUsd: result.total_cost_usd,
    };
  } finally {
    await run.cleanup();
  }
}

/** Rows for the self-check bench's table: the review's share of each run's cost. */
export async function selfReviewShares(): Promise<string[][]> {
  const shares = [
    await measure('nothing to flag', undefined, SLOPPY_FIX),
    await measure('one important finding, verified (not sent back)', 'important', SLOPPY_FIX),
    await measure('one blocking finding, verified, sent back; reviewed again', 'blocking', [
      ...SLOPPY_FIX,
      ...CLEAN_UP,
    ]),
  ];
  return shares.map((share) => [
    share.label,
    `${share.reviewRequests} review / ${share.agentRequests} agent`,
    (share.reviewUsd / share.totalUsd).toFixed(2),
    `$${share.reviewUsd.toFixed(4)} of $${share.totalUsd.toFixed(4)}`,
  ]);
}
