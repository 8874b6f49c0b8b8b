/**
 * The last step of a run: the final report (progress comment and step summary)
 * and the outputs, from what every earlier step left.
 */
import * as core from '@actions/core';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { ResultEvent, TerminalReason } from '../../engine/events/stream.js';
import { describeProvider } from '../../engine/model/providers.js';
import { renderFinalReport, renderStepSummary } from '../report/final-report.js';
import type { StepSummaryView } from '../report/step-summary.js';
import type { ImagesShown } from '../report/images.js';
import type { ToolCallRecord } from '../report/tool-calls.js';
import { branchUrl } from '../report/links.js';
import type { AllowedDomains, SandboxStatus } from '../../engine/sandbox/index.js';
import { describeNetwork } from '../../engine/sandbox/network-setting.js';
import type { Publication } from '../run/policy.js';
import type { ProgressReporter } from '../run/progress.js';
import type { ActionRun } from '../run/run-context.js';
import { errorMessage } from '../../engine/text/error-message.js';
import { changeSetLine } from '../change-set/lines.js';
import { changeSetFailed } from '../report/change-set.js';
import { addBills, billOf, type RunBill } from '../report/run-bill.js';

/** Everything the report is made of. */
export interface RunRecord {
  prepared?: PreparedWorkspace;
  result?: ResultEvent;
  sandboxStatus?: SandboxStatus;
  /** The hosts the tool boundary allowed (the preset resolved). */
  allowedDomains?: AllowedDomains;
  /** The request's images: those the model saw and those left out. */
  images?: ImagesShown;
  /** The agent's tool calls (none when it never ran). */
  toolCalls?: ToolCallRecord[];
  publication: Publication;
  /** Errors of the run's own steps, already redacted. */
  errors: string[];
  /** Why the policy stopped the run before the model (redacted): the run is skipped. */
  stopped?: string;
  /** Why the run ended when no loop ran to say it (a run the budgets across runs refused). */
  terminalReason?: TerminalReason;
  /** What is left in each budget across runs, one line each (step summary). */
  budgets?: string[];
  /** What ran after publishing cost (a review's autofix): on this run's bill. */
  afterPublish?: RunBill;
}

/** What a request run inside another left for it (./request.ts handleNestedRequest). */
export interface NestedRequest {
  /** Why it failed, when it did. */
  failure?: string;
  bill: RunBill;
  /** Its part of the step summary of the run it belongs to. */
  stepSummary: string;
}

/** Writes the report and the outputs; returns the failure message when the run failed. */
export async function reportRun(
  run: ActionRun,
  record: RunRecord,
  progress: ProgressReporter,
): Promise<string | undefined> {
  const { redact } = run;
  const view = buildView(run, record, progress);
  if (record.publication.branchName) core.setOutput('branch_name', record.publication.branchName);
  core.setOutput('pr_urls', JSON.stringify(pullRequestUrls(record.publication)));
  const review = record.publication.review;
  core.setOutput('review_id', review ? String(review.id) : '');
  core.setOutput('comments_posted', String(review?.inlineComments ?? 0));
  const outcomes = record.publication.reviewOutcomes;
  core.setOutput('findings_fixed', String(outcomes?.fixed ?? 0));
  core.setOutput('findings_dismissed', String(outcomes?.dismissed ?? 0));
  // A review's sticky summary is its final report.
  const unwritten = await progress.finish(
    record.publication.finalBody ?? renderFinalReport(view, redact),
  );
  if (unwritten) {
    // A report nobody can read is a failed run: the maintainer must hear of it.
    run.log.warning(unwritten);
    view.errors = [...(view.errors ?? []), unwritten];
    view.conclusion = 'failure';
  }
  try {
    const extra = record.publication.stepSummaryExtra;
    const summary = renderStepSummary(view, redact) + (extra ? `\n\n${extra}\n` : '');
    await core.summary.addRaw(run.outgoing(summary)).write();
  } catch (error) {
    run.log.warning(`Could not write the step summary: ${errorMessage(error)}`);
  }
  const conclusion = view.conclusion;
  core.setOutput('conclusion', conclusion);
  core.setOutput('terminal_reason', view.terminalReason ?? '');
  const plan = record.publication.plan;
  core.setOutput('plan_comment_id', plan ? String(plan.commentId) : '');
  core.setOutput('approved_by', plan ? plan.approvedBy.join(',') : '');
  core.setOutput('num_turns', String(view.turns));
  core.setOutput('total_cost_usd', String(view.costUsd));
  core.setOutput('session_id', record.result?.session_id ?? '');
  core.setOutput('self_check', record.result?.self_check?.status ?? 'skipped');
  const structured = record.result?.structured_output;
  core.setOutput('structured_output', structured === undefined ? '' : JSON.stringify(structured));
  if (conclusion === 'success' || conclusion === 'skipped') return undefined;
  return view.errors?.[0] ?? view.terminalReason ?? 'the run failed';
}

/**
 * Ends a nested request's live comment with its own report; its outputs and step summary are
 * left to the run it belongs to, which adds its bill to its own.
 */
export async function reportNestedRun(
  run: ActionRun,
  record: RunRecord,
  progress: ProgressReporter,
): Promise<NestedRequest> {
  const view = buildView(run, record, progress);
  const unwritten = await progress.finish(
    record.publication.finalBody ?? renderFinalReport(view, run.redact),
  );
  if (unwritten) run.log.warning(unwritten);
  const failed = view.conclusion !== 'success' && view.conclusion !== 'skipped';
  const failure = failed
    ? (view.errors?.[0] ?? view.terminalReason ?? 'the run failed')
    : undefined;
  return {
    ...(failure ? { failure } : {}),
    bill: billOf(record.result, progress.state),
    stepSummary: renderStepSummary(view, run.redact),
  };
}

function buildView(run: ActionRun, record: RunRecord, progress: ProgressReporter): StepSummaryView {
  const { redact, runner } = run;
  const { result, publication, prepared } = record;
  const { commit, push } = publication;
  // One bill: the run's own loops and what ran after publishing.
  const own = billOf(result, progress.state);
  const bill = record.afterPublish ? addBills(own, record.afterPublish) : own;
  const errors = [...record.errors, ...publication.errors];
  const pushFailure = push && push.status !== 'pushed' ? redact(push.reason) : undefined;
  const committed = commit?.status === 'committed';
  const changeSet = publication.changeSet?.map((entry) => changeSetLine(entry, runner.serverUrl));
  // A posted review succeeds even when a limit cut it short: it says it is partial.
  const reviewPosted =
    publication.reviewState === 'complete' || publication.reviewState === 'partial';
  const completed = reviewPosted || (result !== undefined && !result.is_error);
  const conclusion =
    record.stopped !== undefined && errors.length === 0
      ? 'skipped'
      : completed && errors.length === 0 && !pushFailure && !changeSetFailed(changeSet)
        ? 'success'
        : 'failure';
  return {
    conclusion,
    terminalReason: publication.terminalReason ?? result?.terminal_reason ?? record.terminalReason,
    summary: publication.summary ?? result?.result ?? '',
    filesChanged: commit?.status === 'committed' ? commit.files : [],
    ...(prepared?.branch && push?.status === 'pushed'
      ? {
          branch: {
            name: prepared.branch,
            url: branchUrl(runner.serverUrl, runner.repository, prepared.branch),
          },
        }
      : {}),
    ...(publication.pullRequest ? { pullRequest: publication.pullRequest } : {}),
    ...(changeSet?.length ? { changeSet } : {}),
    ...(publication.review
      ? {
          review: {
            url: publication.review.url,
            inlineComments: publication.review.inlineComments,
            folded: publication.review.refusedByGitHub > 0,
          },
        }
      : {}),
    runId: runner.runId,
    runUrl: run.runUrl,
    turns: own.turns,
    costUsd: bill.costUsd,
    durationMs: Date.now() - run.startedAt,
    partialWorkCommitted: committed && conclusion === 'failure',
    ...(pushFailure ? { pushFailure } : {}),
    ...(publication.notes?.length ? { publishNotes: publication.notes } : {}),
    ...(commit && commit.leftOut.length > 0
      ? {
          leftOut: commit.leftOut.map((entry) => ({
            path: entry.displayPath,
            detail: entry.detail,
          })),
        }
      : {}),
    forkPullRequest: publication.forkPullRequest ?? false,
    ...(publication.memoryBlock ? { memoryBlock: publication.memoryBlock } : {}),
    ...(publication.nothingToChange ? { nothingToChange: {} } : {}),
    ...(record.stopped !== undefined ? { skipReason: record.stopped } : {}),
    ...(record.sandboxStatus
      ? {
          sandbox: {
            active: record.sandboxStatus.active,
            ...(record.allowedDomains ? { network: describeNetwork(record.allowedDomains) } : {}),
            ...(record.sandboxStatus.warning ? { warning: record.sandboxStatus.warning } : {}),
            ...(record.sandboxStatus.missing ? { missing: record.sandboxStatus.missing } : {}),
            ...(record.sandboxStatus.window ? { window: record.sandboxStatus.window } : {}),
            ...(record.sandboxStatus.staleFailures
              ? { staleFailures: record.sandboxStatus.staleFailures }
              : {}),
          },
        }
      : {}),
    ...(result?.mcp_servers ? { mcpServers: result.mcp_servers } : {}),
    ...(result?.web_requests ? { webRequests: result.web_requests } : {}),
    ...(result?.project_config ? { projectConfig: result.project_config } : {}),
    ...(result?.self_check ? { selfCheck: result.self_check } : {}),
    ...(record.images ? { images: record.images } : {}),
    errors: [...(result?.errors ?? []), ...errors].map(redact),
    provider: describeProvider(run.provider),
    toolCalls: record.toolCalls ?? [],
    ...(result || record.afterPublish ? { modelUsage: bill.modelUsage } : {}),
    ...(record.budgets?.length ? { budgets: record.budgets } : {}),
  };
}

/** Output `pr_urls`: every pull request of the run, the main repository's first (docs/contract.md#change-sets). */
function pullRequestUrls(publication: Publication): string[] {
  const others = (publication.changeSet ?? []).map((entry) => entry.publication.pullRequest?.url);
  return [publication.pullRequest?.url, ...others].filter((url): url is string => !!url);
}
