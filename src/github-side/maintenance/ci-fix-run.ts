/**
 * What a CI-fix run does after the checkout and before the model: the attempt
 * limit (counted on the branch as it is on origin), the failed jobs' logs, and
 * the prompt. Where the fix goes is planned first (ci-fix.ts).
 */
import { collectFailureLogs, type DownloadOptions } from '../github/actions-logs.js';
import { fetchProjectInstructions } from '../github/context.js';
import type { WorkflowRunInfo } from '../github/event.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import type { PreparedWorkspace, WorkspaceTarget } from '../git/workspace.js';
import { buildCiFixPrompt } from './prompt.js';
import { agentTrailer } from './agent-commits.js';
import { attemptLimitReason, countCiFixAttempts } from './attempts.js';
import type { CiFixTarget } from './ci-fix.js';

/** Characters of failing-log excerpt given to the model, all jobs together. */
export const CI_LOG_BUDGET_CHARS = 24_000;

/** Tools a fork's diagnosis may use: it reads, and runs nothing of the fork's. */
export const FORK_DIAGNOSIS_TOOLS = ['Read', 'Glob', 'Grep', 'TodoWrite'] as const;

/** The plan (ci-fix.ts) without its skip: a failed run with a place for the fix. */
export type CiFixPlan = Exclude<CiFixTarget, { kind: 'skip' }>;

/** What {@link startCiFix} needs: the plan, and the checkout it led to. */
export interface StartCiFixInput {
  client: GitHubClient;
  repo: RepoRef;
  run: WorkflowRunInfo;
  target: CiFixPlan;
  prepared: PreparedWorkspace;
  maxAttempts: number;
  /** Masks secrets in the logs. */
  redact: (text: string) => string;
  /** AGENTS.md / CLAUDE.md as the run read them from the trusted tree (none: read from it here). */
  projectInstructions?: { path: string; ref: string; content: string };
  /** The branch of the trusted tree (the default branch or base_branch), never the failed one. */
  trustedBranch: string;
  download?: DownloadOptions;
}

/** A CI fix ready for the agent. */
export interface CiFixStart {
  prompt: string;
  /** The agent's fixes in a row on the branch before this run. */
  attemptsBefore: number;
}

/** A run that stops before the model: `pullNumber` is where to say so, if anywhere. */
export interface CiFixStop {
  stop: string;
  pullNumber?: number;
}

/** The commit trailer of a fix for `run` (later runs count the attempts by it). */
export function ciFixTrailer(run: WorkflowRunInfo): string {
  return agentTrailer({ kind: 'ci-fix', runId: run.id });
}

/**
 * After the checkout: the attempt limit (on the branch as it is on origin),
 * then the failed jobs' logs and the prompt. Stops without reading any log when
 * the limit is reached.
 */
export async function startCiFix(input: StartCiFixInput): Promise<CiFixStart | CiFixStop> {
  const { target, prepared } = input;
  const readOnly = target.kind === 'fork';
  const attemptsBefore =
    readOnly || !prepared.reused
      ? 0
      : await countCiFixAttempts(prepared.repository, prepared.startSha, input.maxAttempts);
  const limit = readOnly
    ? undefined
    : attemptLimitReason(attemptsBefore, input.maxAttempts, prepared.branch ?? '');
  if (limit) {
    return {
      stop: limit,
      ...(target.kind === 'pull-request' ? { pullNumber: target.pullNumber } : {}),
    };
  }
  const { jobs, logs } = await collectFailureLogs({
    client: input.client,
    repo: input.repo,
    runId: input.run.id,
    budgetChars: CI_LOG_BUDGET_CHARS,
    redact: input.redact,
    ...(input.download ? { download: input.download } : {}),
  });
  const read = new Set(logs.map((entry) => entry.job.id));
  const instructions =
    input.projectInstructions ??
    (await fetchProjectInstructions(input.client, input.repo, input.trustedBranch));
  const prompt = buildCiFixPrompt({
    repo: input.repo,
    run: input.run,
    target,
    logs,
    unreadJobs: jobs.filter((job) => !read.has(job.id)).map((job) => job.name),
    ...(instructions ? { projectInstructions: instructions } : {}),
  });
  return { prompt, attemptsBefore };
}

/** Where the checkout goes for a plan. */
export function ciFixWorkspaceTarget(target: CiFixPlan): WorkspaceTarget {
  switch (target.kind) {
    case 'pull-request':
      return { kind: 'existing-branch', branch: target.branch };
    case 'new-branch':
      return { kind: 'new-branch', branch: target.branch, base: target.base };
    case 'fork':
      return { kind: 'read-only', pullNumber: target.pullNumber };
  }
}

/** Where the fix goes, in words, for the log. */
export function describeCiFix(target: CiFixPlan, maxAttempts: number): string {
  switch (target.kind) {
    case 'pull-request':
      return `Fixing CI on ${target.branch}, the branch of pull request #${target.pullNumber} (at most ${maxAttempts} fixes in a row)`;
    case 'new-branch':
      return `Fixing CI of ${target.base} on ${target.branch}, with a pull request into ${target.base}`;
    case 'fork':
      return target.startedBy
        ? `Pull request #${target.pullNumber}: ${target.startedBy}; diagnosing read-only, nothing will be pushed`
        : `Pull request #${target.pullNumber} comes from the fork ${target.headRepository}: diagnosing read-only, nothing will be pushed`;
  }
}
