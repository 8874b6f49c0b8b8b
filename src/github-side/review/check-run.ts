/**
 * The review's check run, `agent-loop review`, on the reviewed head: created
 * `in_progress` when the review starts, completed with a conclusion and one
 * annotation per finding when it ends, so branch protection can require it.
 *
 * GitHub's Checks API (https://docs.github.com/en/rest/checks/runs#create-a-check-run,
 * https://docs.github.com/en/rest/checks/runs#update-a-check-run): "The Checks API
 * limits the number of annotations to a maximum of 50 per API request. To create
 * more than 50 annotations, you have to make multiple requests to the Update a
 * check run endpoint. Each time you update the check run, annotations are appended."
 * So the annotations go in batches of 50, the last one with the completion.
 *
 * A token without `checks: write` (the default GITHUB_TOKEN of some setups) gets
 * 403: the check run is skipped and the review goes on.
 */
import type { ReviewFinding, ReviewSeverity } from './finding.js';
import { describeApiError, type GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import {
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';

import type { SeverityCounts } from './render-summary.js';

export const CHECK_RUN_NAME = 'agent-loop review';
/** Most annotations one request may carry (GitHub's limit). */
export const ANNOTATIONS_PER_REQUEST = 50;

import type { ReviewFailOn } from '../run/fail-on.js';

export type CheckConclusion = 'success' | 'neutral' | 'failure';

const LEVELS: Record<ReviewSeverity, 'failure' | 'warning' | 'notice'> = {
  blocking: 'failure',
  important: 'warning',
  nit: 'notice',
};

/** Longest annotation message (GitHub's limit is 64 KB). */
const MAX_MESSAGE_CHARS = 4_000;
/** Longest summary (GitHub's limit is 65,535 characters). */
const MAX_SUMMARY_CHARS = 60_000;

/**
 * The conclusion (docs/contract.md#review): `failure` for a failed review or a finding at
 * or above `failOn`; `neutral` for a partial review or findings below it;
 * `success` for a complete review with no finding.
 */
export function checkConclusion(
  state: 'complete' | 'partial' | 'failed',
  counts: SeverityCounts,
  failOn: ReviewFailOn,
): CheckConclusion {
  if (state === 'failed') return 'failure';
  const failing =
    failOn === 'blocking'
      ? counts.blocking
      : failOn === 'important'
        ? counts.blocking + counts.important
        : 0;
  if (failing > 0) return 'failure';
  if (state === 'partial' || counts.blocking + counts.important + counts.nit > 0) return 'neutral';
  return 'success';
}

/** One annotation of the Checks API. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

/**
 * An annotation per finding on the head's lines. A finding on removed lines
 * (LEFT side) has no line in the head's files: it stays in the review only.
 */
export function findingAnnotations(
  findings: readonly ReviewFinding[],
  redact: Redactor,
): CheckAnnotation[] {
  return findings
    .filter((finding) => finding.side === 'RIGHT')
    .map((finding) => ({
      path: finding.path,
      start_line: Math.min(finding.startLine ?? finding.line, finding.line),
      end_line: finding.line,
      annotation_level: LEVELS[finding.severity],
      title: `${finding.severity} finding`,
      message: truncateText(sanitizeModelText(finding.body.trim(), redact), MAX_MESSAGE_CHARS),
    }));
}

/** A started check run, or why there is none. */
export type StartedCheck = { id: number } | { skipped: string };

/** Creates the check run `in_progress` on `headSha`; a refusal is a skip, never an error. */
export async function startCheckRun(input: {
  client: GitHubClient;
  repo: RepoRef;
  headSha: string;
  detailsUrl: string;
}): Promise<StartedCheck> {
  try {
    const { data } = await input.client.rest.checks.create({
      owner: input.repo.owner,
      repo: input.repo.repo,
      name: CHECK_RUN_NAME,
      head_sha: input.headSha,
      status: 'in_progress',
      started_at: new Date().toISOString(),
      details_url: input.detailsUrl,
      external_id: input.headSha,
    });
    return { id: data.id };
  } catch (error) {
    return { skipped: whySkipped(error) };
  }
}

/** What the completed check run shows. */
export interface CheckOutcome {
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  annotations: readonly CheckAnnotation[];
}

/**
 * Completes the check run: every batch of annotations but the last while it is
 * still in progress, the last with the conclusion. Returns what went wrong, if anything.
 */
export async function completeCheckRun(input: {
  client: GitHubClient;
  repo: RepoRef;
  checkRunId: number;
  outcome: CheckOutcome;
}): Promise<string | undefined> {
  const { client, repo, outcome } = input;
  const batches: CheckAnnotation[][] = [];
  for (let at = 0; at < outcome.annotations.length; at += ANNOTATIONS_PER_REQUEST) {
    batches.push(outcome.annotations.slice(at, at + ANNOTATIONS_PER_REQUEST));
  }
  const last = batches.pop() ?? [];
  const output = (annotations: readonly CheckAnnotation[]) => ({
    title: outcome.title,
    summary: truncateText(outcome.summary, MAX_SUMMARY_CHARS),
    ...(annotations.length > 0 ? { annotations: [...annotations] } : {}),
  });
  const base = { owner: repo.owner, repo: repo.repo, check_run_id: input.checkRunId };
  try {
    for (const batch of batches)
      await client.rest.checks.update({ ...base, output: output(batch) });
    await client.rest.checks.update({
      ...base,
      status: 'completed',
      conclusion: outcome.conclusion,
      completed_at: new Date().toISOString(),
      output: output(last),
    });
    return undefined;
  } catch (error) {
    return whySkipped(error);
  }
}

function whySkipped(error: unknown): string {
  if ((error as { status?: number }).status === 403) {
    return 'the token may not write check runs (403: give the workflow `permissions: checks: write`)';
  }
  return describeApiError(error);
}
