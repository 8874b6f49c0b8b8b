/**
 * Where the fix for a failed CI run goes. A run on a pull request's head branch
 * in this repository: that branch (the PR gets the fix). A fork's pull request:
 * nothing is pushed (a workflow_run job holds this repository's token and
 * secrets, and the fork's code and logs are not ours to act on); the PR gets the
 * diagnosis as a comment. Any other branch (the default branch): a fix branch
 * `<prefix>ci-fix-<branch slug>` and a pull request into it. A run whose branch
 * has moved on since is not fixed: the newer commit's own CI run decides.
 */
import { createHash } from 'node:crypto';
import type { WorkflowRunInfo } from '../github/event.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { checkedBranchName, slugify } from '../git/ref-name.js';

/** The plan for one failed run. */
export type CiFixTarget =
  /** Push the fix to the PR's head branch (in this repository). */
  | { kind: 'pull-request'; pullNumber: number; branch: string; base: string }
  /**
   * Diagnose only: comment on the PR, push nothing. A fork's PR, or one whose
   * failed run was started by someone without write access (`startedBy`).
   */
  | {
      kind: 'fork';
      pullNumber: number;
      base: string;
      headRepository: string;
      /** Set when the run was started by an account that may not have it fixed: why. */
      startedBy?: string;
    }
  /** Push the fix to `branch`, started from `base`, and open a PR into `base`. */
  | { kind: 'new-branch'; branch: string; base: string }
  | { kind: 'skip'; reason: string };

/** What {@link planCiFix} needs. */
export interface PlanCiFixInput {
  client: GitHubClient;
  repo: RepoRef;
  run: WorkflowRunInfo;
  /** The `branch_prefix` input. */
  branchPrefix: string;
  /**
   * Whether the account that started the failed run may have it fixed (a push);
   * without it, or when it refuses, the fix becomes a diagnosis or nothing.
   */
  mayFix?: (
    actor: WorkflowRunInfo['triggeringActor'],
  ) => Promise<{ allowed: boolean; reason: string }>;
}

/**
 * Where the fix for `run` goes: {@link planTarget}, then limited to a diagnosis
 * comment on its pull request (or nothing, with no pull request) when the
 * account that started the failed run may not have it fixed.
 */
export async function planCiFix(input: PlanCiFixInput): Promise<CiFixTarget> {
  const target = await planTarget(input);
  if (target.kind !== 'pull-request' && target.kind !== 'new-branch') return target;
  const decision = input.mayFix
    ? await input.mayFix(input.run.triggeringActor)
    : { allowed: false, reason: 'no check of who started the failed run' };
  if (decision.allowed) return target;
  const who = input.run.triggeringActor?.login ?? 'an unknown account';
  const why = `the failed run was started by ${who}, who may not have it fixed (${decision.reason})`;
  if (target.kind === 'new-branch')
    return { kind: 'skip', reason: `${why}; no pull request to comment on` };
  const fullName = `${input.repo.owner}/${input.repo.repo}`;
  return {
    kind: 'fork',
    pullNumber: target.pullNumber,
    base: target.base,
    headRepository: fullName,
    startedBy: why,
  };
}

/** Decides where the fix for `run` goes (one or two API reads). */
async function planTarget(input: PlanCiFixInput): Promise<CiFixTarget> {
  const { run, repo } = input;
  const fullName = `${repo.owner}/${repo.repo}`.toLowerCase();
  const branch = run.headBranch;
  if (!branch) return { kind: 'skip', reason: 'the failed run is not on a branch' };
  if (run.headRepository === null || run.headRepository.toLowerCase() !== fullName) {
    return planForFork(input, branch, run.headRepository);
  }
  const listed = run.pullRequests.find((pull) => isThisRepository(pull.baseRepositoryUrl, repo));
  const number = listed?.number ?? (await findOpenPull(input, `${repo.owner}:${branch}`))?.number;
  if (number === undefined) {
    return { kind: 'new-branch', branch: fixBranchName(input.branchPrefix, branch), base: branch };
  }
  const { data: pull } = await input.client.rest.pulls.get({
    owner: repo.owner,
    repo: repo.repo,
    pull_number: number,
  });
  if (pull.state !== 'open') return { kind: 'skip', reason: `pull request #${number} is closed` };
  const moved = movedOn(pull.head.sha, run);
  if (moved) return { kind: 'skip', reason: moved };
  return { kind: 'pull-request', pullNumber: number, branch: pull.head.ref, base: pull.base.ref };
}

async function planForFork(
  input: PlanCiFixInput,
  branch: string,
  headRepository: string | null,
): Promise<CiFixTarget> {
  if (!headRepository) {
    return { kind: 'skip', reason: 'the failed run is on a deleted fork: nothing to fix' };
  }
  const owner = headRepository.split('/')[0] ?? '';
  const pull = await findOpenPull(input, `${owner}:${branch}`);
  if (!pull) {
    return {
      kind: 'skip',
      reason: `the failed run is on ${headRepository}:${branch}, which has no open pull request here`,
    };
  }
  const moved = movedOn(pull.head.sha, input.run);
  if (moved) return { kind: 'skip', reason: moved };
  return { kind: 'fork', pullNumber: pull.number, base: pull.base.ref, headRepository };
}

/** Why the run is stale (its branch has a newer head), or undefined. */
function movedOn(headSha: string, run: WorkflowRunInfo): string | undefined {
  if (headSha === run.headSha) return undefined;
  return `the branch moved on since the failed run (it tested ${run.headSha.slice(0, 12)}, the head is now ${headSha.slice(0, 12)}); the newer commit's own CI run decides`;
}

async function findOpenPull(input: PlanCiFixInput, head: string) {
  const { data } = await input.client.rest.pulls.list({
    owner: input.repo.owner,
    repo: input.repo.repo,
    head,
    state: 'open',
    per_page: 5,
  });
  return data[0];
}

/** A workflow_run lists PRs with their base repository's API URL (`…/repos/owner/name`). */
function isThisRepository(url: string | undefined, repo: RepoRef): boolean {
  if (!url) return true;
  return url.toLowerCase().endsWith(`/repos/${repo.owner}/${repo.repo}`.toLowerCase());
}

/** `<prefix>ci-fix-<slug of the branch>`, one per failing branch so later failures continue it. */
export function fixBranchName(prefix: string, branch: string): string {
  const slug = slugify(branch) || createHash('sha256').update(branch).digest('hex').slice(0, 12);
  return checkedBranchName(`${prefix}ci-fix-${slug}`);
}
