/**
 * The action's self-review before publishing (docs/contract.md#self-check): the run's own change (the
 * workspace against the commit it started from, untracked files included) is reviewed by one
 * read-only review loop with the review rules the context carries; its blocking and
 * important findings are checked by verifiers as a pull request review's are, and what
 * stands goes to the self-check (blocking ones back to the agent). Its loops draw from the
 * run's one spend ledger: when what is free cannot pay for one review request, the review is
 * skipped and says so. The run's loop attaches it as its self-check's `review` (agent.ts).
 */
import type { ReviewFinding } from '../review/finding.js';
import type { SelfCheckFinding } from '../../engine/events/stream.js';
import type { SelfReview } from '../../engine/self-check/self-review.js';
import { locateRepository } from '../git/git-client.js';
import type { TaskContext } from '../github/context.js';
import { createReviewCommentTool } from '../review/comment-tool.js';
import { workTreeFiles } from '../review/git-files.js';
import { selfReviewPrompt } from '../review/prompt.js';
import { reviewableFiles, collectFinding } from '../review/review-run.js';
import { reviewTools } from '../review/review-mode.js';
import {
  applyVerdicts,
  verdictAnswer,
  verifierPrompt,
  verifyFindings,
  VERIFIER_MAX_TURNS,
} from '../review/verify.js';
import type { SelfReviewLoop, SelfReviewLoops, ToolSettings } from '../run/policy.js';
import type { ActionRun } from '../run/run-context.js';

/**
 * What the prompt adds to the first review request at worst besides its own text: the
 * loop's system prompt, the tools' definitions and the API's tool-use prompt.
 */
const FIXED_INPUT_TOKENS = 20_000;

/**
 * Added to the system prompt of every self-review loop: the reviewer is told what it is, and a
 * log reader (or a test's fake model) tells these requests from the run's own.
 */
export const SELF_REVIEW_SYSTEM_NOTE =
  "This is agent-loop's self-review: you review the change this run made, before it is published. You change nothing.";

export type { SelfReviewLoop };

/** What the review needs of the run: the run, its context, and its loops (policy.ts). */
export interface SelfReviewHost extends SelfReviewLoops {
  run: ActionRun;
  context: TaskContext;
}

/** The review of the run's change, for each round the agent says it is done. */
export function createSelfReview(host: SelfReviewHost): SelfReview {
  return async ({ baseSha, workspaceRoot }) => {
    const repository = await locateRepository(workspaceRoot);
    const files = await workTreeFiles(repository, baseSha);
    if (files.length === 0) return { findings: [] };
    const prompt = selfReviewPrompt(host.context, files);
    const inputTokens = FIXED_INPUT_TOKENS + Buffer.byteLength(prompt);
    if (!host.ledger.affords(host.run.inputs.model, inputTokens)) {
      return {
        skipped: 'not run: what is left of max_budget_usd cannot pay for one review request',
      };
    }
    const tools = readOnlyTools(host.run);
    const findings: ReviewFinding[] = [];
    await host.runLoop(
      {
        prompt,
        tools: { ...tools, extraTools: [createReviewCommentTool(reviewableFiles(files))] },
      },
      (event) => collectFinding(event, findings),
    );
    const closed = [...tools.disallowedTools, 'ReviewComment'];
    const verified = await verifyFindings(findings, (finding) =>
      host.runLoop(
        {
          prompt: verifierPrompt(finding, undefined),
          tools: { ...tools, disallowedTools: closed },
          maxTurns: VERIFIER_MAX_TURNS,
          structuredOutput: verdictAnswer,
        },
        () => {},
      ),
    );
    return { findings: applyVerdicts(verified).map(toSelfCheckFinding) };
  };
}

/** A review's tools: nothing that writes files; Bash as a review of this repository has it. */
function readOnlyTools(run: ActionRun): ToolSettings {
  const rules = reviewTools(run.inputs, {
    eventName: run.runner.eventName,
    isFork: false,
    sandboxActive: false,
  });
  return {
    allowedTools: rules.allowedTools,
    disallowedTools: [...rules.disallowedTools, 'Agent', 'TodoWrite'],
    extraTools: [],
  };
}

function toSelfCheckFinding(finding: ReviewFinding): SelfCheckFinding {
  return { path: finding.path, line: finding.line, severity: finding.severity, body: finding.body };
}
