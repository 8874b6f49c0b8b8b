/**
 * `commit_signing: api`: the checked commit published without `git push`. GitHub
 * recreates it through the Git database API (git-database.ts) and signs it; the branch
 * is then created, or moved forward only (compare-and-swap: `force: false`).
 *
 * A branch that moved since the run started is handled as the push path handles it
 * (src/github-side/git/push.ts): its head is fetched, the agent's change is merged onto it (or,
 * after a rebase, replayed onto it) in the object store, and that is published on top,
 * so a person's commits stay. One retry when the branch moves again in between.
 */
import { authEnvironment } from '../git/auth.js';
import { gitErrorMessage, runGit } from '../git/git-client.js';
import { mergeOnto, REMOTE_REF, type PublishTarget, type PushOutcome } from '../git/push.js';
import { isValidBranchName } from '../git/ref-name.js';
import { replayCommit } from '../git/replay.js';
import { stagePush } from '../git/staged-push.js';
import { createCommitOnGitHub, moveBranch, readBranchHead } from './git-database.js';
import { describeApiError, type GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

/**
 * What to publish through the API: a push's target (the remote is only fetched
 * from when the branch moved, never pushed to; `replaceOnlyIfAt`: the branch was
 * rebased locally, so its change is replayed onto the remote head instead).
 */
export interface ApiPublishInput extends PublishTarget {
  client: GitHubClient;
  repo: RepoRef;
  /** True when `sha` is a new commit of the agent's, on its parent. */
  committed: boolean;
}

/** Attempts to publish when the branch keeps moving under the run. */
const ATTEMPTS = 2;

/** Publishes `sha` on `branch` through the API; never throws. */
export async function publishThroughApi(input: ApiPublishInput): Promise<PushOutcome> {
  const redact = input.redact ?? ((text: string) => text);
  const { branch } = input;
  if (!isValidBranchName(branch)) {
    return { status: 'refused', reason: `invalid branch name "${branch}"` };
  }
  if (input.protectedBranches.includes(branch)) {
    return { status: 'refused', reason: `will not publish to the protected branch "${branch}"` };
  }
  // Staged: the commit GitHub would make from this one cannot be known, so it stays this one.
  if (input.staged) return stagePush({ ...input, staged: input.staged }, 'api');
  let refusal = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const step = await publishOnce(input);
      if (step.status !== 'moved') return step;
      refusal = step.reason;
    } catch (error) {
      const reason = redact(describeApiError(error) || gitErrorMessage(error));
      return {
        status: 'failed',
        sha: input.sha,
        reason: `publishing through the API failed: ${reason}`,
        rebased: false,
      };
    }
  }
  return {
    status: 'failed',
    sha: input.sha,
    reason: redact(`GitHub refused to move ${branch} twice: ${refusal}`),
    rebased: false,
  };
}

type Step = PushOutcome | { status: 'moved'; reason: string };

async function publishOnce(input: ApiPublishInput): Promise<Step> {
  const { client, repo, repository, branch } = input;
  const head = await readBranchHead(client, repo, branch);
  if (!input.committed) {
    // Nothing new of the agent's: an existing branch stays as it is.
    if (head !== undefined) return { status: 'pushed', sha: head, rebased: false };
    const refused = await moveBranch(client, repo, branch, input.sha, false);
    return refused === undefined
      ? { status: 'pushed', sha: input.sha, rebased: false }
      : { status: 'moved', reason: refused };
  }
  const parent = (await runGit(repository, ['rev-parse', `${input.sha}^`])).trim();
  let local = input.sha;
  let base = parent;
  if (head !== undefined && head !== parent) {
    await fetchBranch(input);
    local = input.replaceOnlyIfAt
      ? await replayCommit(repository, REMOTE_REF, input.sha)
      : await mergeOnto(repository, REMOTE_REF, input.sha);
    base = head;
  }
  const created = await createCommitOnGitHub({ client, repo, repository }, local, base);
  const refused = await moveBranch(client, repo, branch, created, head !== undefined);
  if (refused !== undefined) return { status: 'moved', reason: refused };
  return { status: 'pushed', sha: created, rebased: local !== input.sha };
}

/** Fetches the branch as GitHub has it now into REMOTE_REF (the token for this git only). */
async function fetchBranch(input: ApiPublishInput): Promise<void> {
  await runGit(
    input.repository,
    ['fetch', '--no-tags', input.remoteUrl, `+refs/heads/${input.branch}:${REMOTE_REF}`],
    { env: authEnvironment(input.remoteUrl, input.token) },
  );
}
