/**
 * Everything a CI-fix run does before the model is called, in order: where the
 * fix goes (ci-fix.ts), the checkout of that branch, the attempt limit (counted
 * on the branch as it is on origin), the failed jobs' logs, and the prompt. Any
 * step can end the run with a reason, and none of them calls the model.
 */
import { collectFailureLogs, type DownloadOptions } from '../github/actions-logs.js';
import { fetchProjectInstructions } from '../github/context.js';
import type { WorkflowRunInfo } from '../github/event.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import {
  prepareWorkspace,
  type PreparedWorkspace,
  type WorkspaceTarget,
} from '../git/workspace.js';
import { buildCiFixPrompt } from '../prompts/maintenance.js';
import { agentTrailer } from './agent-commits.js';
import { attemptLimitReason, countCiFixAttempts } from './attempts.js';
import { planCiFix, type CiFixTarget } from './ci-fix.js';

/** Characters of failing-log excerpt given to the model, all jobs together. */
export const CI_LOG_BUDGET_CHARS = 24_000;

/** Tools a fork's diagnosis may use: it reads, and runs nothing of the fork's. */
export const FORK_DIAGNOSIS_TOOLS = ['Read', 'Glob', 'Grep', 'TodoWrite'] as const;

/** What {@link prepareCiFix} needs. */
export interface PrepareCiFixInput {
  client: GitHubClient;
  repo: RepoRef;
  run: WorkflowRunInfo;
  branchPrefix: string;
  maxAttempts: number;
  /** The checkout (GITHUB_WORKSPACE). */
  workspace: string;
  token: string;
  /** Masks secrets in the logs. */
  redact: (text: string) => string;
  download?: DownloadOptions;
}

/** A CI-fix run ready for the loop. */
export interface CiFixRun {
  kind: 'run';
  target: Exclude<CiFixTarget, { kind: 'skip' }>;
  prepared: PreparedWorkspace;
  prompt: string;
  /** The trailer of the commit (so later runs count this attempt). */
  trailers: string[];
  /** A fork: diagnosis only, read-only tools, nothing pushed, a comment on the PR. */
  readOnly: boolean;
  /** The agent's fixes in a row on the branch before this run. */
  attemptsBefore: number;
  /** Where the fix goes, in words, for the log. */
  description: string;
}

/** A run that stops before the model: `pullNumber` is where to say so, if anywhere. */
export interface CiFixStop {
  kind: 'stop';
  reason: string;
  pullNumber?: number;
  /** Set when the checkout was already prepared (the attempt limit). */
  branch?: string;
}

/** Plans the fix, checks out its branch, checks the attempt limit, reads the logs. */
export async function prepareCiFix(input: PrepareCiFixInput): Promise<CiFixRun | CiFixStop> {
  const target = await planCiFix({
    client: input.client,
    repo: input.repo,
    run: input.run,
    branchPrefix: input.branchPrefix,
  });
  if (target.kind === 'skip') return { kind: 'stop', reason: target.reason };
  const prepared = await prepareWorkspace(input.workspace, workspaceTarget(target), {
    token: input.token,
  });
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
      kind: 'stop',
      reason: limit,
      ...(target.kind === 'pull-request' ? { pullNumber: target.pullNumber } : {}),
      ...(prepared.branch ? { branch: prepared.branch } : {}),
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
  const instructions = await fetchProjectInstructions(input.client, input.repo, target.base);
  const prompt = buildCiFixPrompt({
    repo: input.repo,
    run: input.run,
    target,
    logs,
    unreadJobs: jobs.filter((job) => !read.has(job.id)).map((job) => job.name),
    ...(instructions ? { projectInstructions: instructions } : {}),
  });
  return {
    kind: 'run',
    target,
    prepared,
    prompt,
    trailers: [agentTrailer({ kind: 'ci-fix', runId: input.run.id })],
    readOnly,
    attemptsBefore,
    description: describeTarget(target, attemptsBefore, input.maxAttempts),
  };
}

function workspaceTarget(target: Exclude<CiFixTarget, { kind: 'skip' }>): WorkspaceTarget {
  switch (target.kind) {
    case 'pull-request':
      return { kind: 'existing-branch', branch: target.branch };
    case 'new-branch':
      return { kind: 'new-branch', branch: target.branch, base: target.base };
    case 'fork':
      return { kind: 'read-only', pullNumber: target.pullNumber };
  }
}

function describeTarget(
  target: Exclude<CiFixTarget, { kind: 'skip' }>,
  attempts: number,
  max: number,
): string {
  const attempt = `attempt ${attempts + 1} of ${max}`;
  switch (target.kind) {
    case 'pull-request':
      return `Fixing CI on ${target.branch}, the branch of pull request #${target.pullNumber} (${attempt})`;
    case 'new-branch':
      return `Fixing CI of ${target.base} on ${target.branch}, with a pull request into ${target.base} (${attempt})`;
    case 'fork':
      return `Pull request #${target.pullNumber} comes from the fork ${target.headRepository}: diagnosing read-only, nothing will be pushed`;
  }
}
