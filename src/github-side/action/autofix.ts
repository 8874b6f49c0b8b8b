/**
 * After a review, its autofix (docs/contract.md#review-autofix): with `review_autofix` on and
 * findings at or above it posted on a pull request from this repository, the same job runs a
 * fix for them (./policies/autofix.ts) within what the review left of `max_budget_usd`, at
 * most `autofix_budget_usd`; replies in each fixed finding's thread; and the review's report
 * says what became of it. Never for a fork's pull request.
 */
import type { ReviewFinding } from '../review/finding.js';
import {
  autofixBudget,
  findingsToFix,
  fixedReplyText,
  renderAutofixReport,
  type AutofixReport,
} from '../review/autofix-text.js';
import { replyInThread } from '../review/threads.js';
import { githubId, type GitHubId } from '../github/ids.js';
import { isForkPull } from '../github/gate.js';
import { describeApiError } from '../github/octokit.js';
import type { TaskContext } from '../github/context.js';
import type { ModePolicy, Publication, RunPolicy } from '../run/policy.js';
import type { ActionRun } from '../run/run-context.js';
import { autofixPolicy, type AutofixFinding, type AutofixResult } from './policies/autofix.js';
import type { RunBill } from '../report/run-bill.js';
import { formatUsd } from '../report/progress-comment.js';

/** The review's policy with its autofix after publishing, when `review_autofix` is on. */
export function withAutofix(
  run: ActionRun,
  review: ModePolicy,
  complete: (policy: ModePolicy) => RunPolicy,
): ModePolicy {
  const threshold = run.inputs.reviewAutofix;
  if (threshold === 'off') return review;
  return {
    ...review,
    async afterPublish(publication, context, spentUsd) {
      const findings = findingsToFix(publication.reviewFindings ?? [], threshold);
      if (findings.length === 0 || !publication.review) return { publication };
      const report = await autofix(run, complete, { context, publication, findings, spentUsd });
      if (report.skipped) run.log.info(`No autofix: ${report.skipped}`);
      const section = renderAutofixReport(report);
      const extra = [publication.stepSummaryExtra, report.stepSummary].filter(Boolean);
      return {
        publication: {
          ...publication,
          ...(report.branchName ? { branchName: report.branchName } : {}),
          ...(publication.finalBody
            ? {
                finalBody: `${withTotalCost(publication.finalBody, spentUsd, report.bill)}\n\n${run.redact(section)}`,
              }
            : {}),
          ...(extra.length > 0 ? { stepSummaryExtra: extra.join('\n\n') } : {}),
        },
        ...(report.bill ? { bill: report.bill } : {}),
      };
    },
  };
}

/**
 * The review's cost line with the autofix's cost added (one bill per run): the summary was
 * written before the autofix ran.
 */
function withTotalCost(body: string, reviewUsd: number, bill: RunBill | undefined): string {
  if (!bill) return body;
  const total = formatUsd(reviewUsd + bill.costUsd);
  return body.replace(
    /^(Turns: \d+ · )Cost: \$[\d.]+( · )/m,
    `$1Cost: ${total} (the autofix's ${formatUsd(bill.costUsd)} included)$2`,
  );
}

interface AutofixInput {
  context: TaskContext;
  publication: Publication;
  findings: ReviewFinding[];
  spentUsd: number;
}

/** What the autofix did, with its bill and its part of the step summary when it ran. */
type AutofixOutcome = AutofixReport & { branchName?: string; bill?: RunBill; stepSummary?: string };

async function autofix(
  run: ActionRun,
  complete: (policy: ModePolicy) => RunPolicy,
  input: AutofixInput,
): Promise<AutofixOutcome> {
  const { context, findings, spentUsd } = input;
  const none = { fixed: [], notFixed: findings };
  const pull = context.pullRequest;
  // A fork's code (and any pull_request_target run on it) never gets a branch here.
  if (!pull || pull.isFork || isForkPull(pull.headRepository, run.trigger.repo)) {
    return { ...none, skipped: 'the pull request comes from a fork' };
  }
  if (run.signal.aborted) return { ...none, skipped: 'the run was cancelled' };
  const budget = autofixBudget(run.inputs, spentUsd);
  if ('none' in budget) return { ...none, skipped: budget.none };
  try {
    const threads = await commentsOf(run, context.number ?? 0, input.publication.review!.id);
    const items = findings.map((finding) => ({ finding, commentId: threads(finding) }));
    let result: AutofixResult | undefined;
    const fixRun: ActionRun = { ...run, inputs: { ...run.inputs, maxBudgetUsd: budget.usd } };
    const policy = complete(autofixPolicy(fixRun, items, (done) => (result = done)));
    const { handleNestedRequest } = await import('./request.js');
    const nested = await handleNestedRequest(fixRun, policy, Promise.resolve(context));
    const ran = { bill: nested.bill, stepSummary: autofixStepSummary(nested.stepSummary) };
    if (!result) return { ...none, ...ran, failure: nested.failure ?? 'the fix run stopped' };
    return { ...(await replyToFixed(run, context.number ?? 0, result, nested.failure)), ...ran };
  } catch (error) {
    const failure = run.redact(describeApiError(error));
    run.log.warning(`Autofix failed: ${failure}`);
    return { ...none, failure };
  }
}

/** The fix run's step summary under a heading of its own, below the review's. */
function autofixStepSummary(summary: string): string {
  const [headline = '', ...rest] = summary.split('\n');
  const outcome = headline.replace(/^#+\s*/, '').replace('agent-loop', 'the fix run');
  return [`### Autofix: ${outcome} (its cost is in the total above)`, ...rest].join('\n');
}

/** Answers each fixed finding's thread with the commit; the report's view of the result. */
async function replyToFixed(
  run: ActionRun,
  pullNumber: number,
  result: AutofixResult,
  failure: string | undefined,
): Promise<AutofixReport & { branchName?: string }> {
  const { publication } = result;
  const pullRequest = publication.pullRequest;
  const pushed = publication.push?.status === 'pushed' ? publication.push.sha : undefined;
  const fixed = pushed && pullRequest ? result.fixed : [];
  const notFixed = [...result.notFixed, ...result.fixed.filter((item) => !fixed.includes(item))];
  for (const item of fixed) {
    if (item.commentId === undefined) continue;
    try {
      await replyInThread(
        run.client,
        run.trigger.repo,
        pullNumber,
        item.commentId,
        fixedReplyText(pushed!, pullRequest!),
      );
    } catch (error) {
      run.log.warning(`Could not answer a fixed finding's thread: ${describeApiError(error)}`);
    }
  }
  const finding = (item: AutofixFinding) => item.finding;
  return {
    fixed: fixed.map(finding),
    notFixed: notFixed.map(finding),
    ...(pullRequest ? { pullRequest: { number: pullRequest.number, url: pullRequest.url } } : {}),
    ...(failure ? { failure } : {}),
    ...(result.partial && pushed ? { partial: result.partial } : {}),
    ...(publication.branchName ? { branchName: publication.branchName } : {}),
  };
}

/** The inline comment of each finding in review `reviewId` (by path, line and side). */
async function commentsOf(
  run: ActionRun,
  pullNumber: number,
  reviewId: GitHubId,
): Promise<(finding: ReviewFinding) => GitHubId | undefined> {
  const comments = await run.client.paginate(run.client.rest.pulls.listReviewComments, {
    owner: run.trigger.repo.owner,
    repo: run.trigger.repo.repo,
    pull_number: pullNumber,
    per_page: 100,
  });
  // A posted review holds only the roots of its threads (a reply is a review of its own).
  const ours = comments.filter(
    (comment) => String(comment.pull_request_review_id) === String(reviewId),
  );
  return (finding) => {
    if (!finding.inDiff) return undefined;
    const match = ours.find(
      (comment) =>
        comment.path === finding.path &&
        comment.line === finding.line &&
        (comment.side ?? 'RIGHT') === finding.side,
    );
    return match ? githubId(match.id) : undefined;
  };
}
