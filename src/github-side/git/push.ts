/**
 * Pushes the commit the action built (commit.ts), exactly that SHA, to the URL
 * the action recorded before the agent ran, with an explicit refspec, never
 * forcing and never to a protected branch. The token is given to that one git
 * process in its environment (`GIT_CONFIG_COUNT`), never written to a file.
 *
 * A rejection (someone pushed meanwhile) gets one retry: the remote branch is
 * fetched, the commit's tree is merged with it without touching the working
 * tree (`git merge-tree`), and the result is committed on top and pushed. A
 * second failure is reported; the commit stays in the checkout's object store.
 */
import { gitErrorMessage, runGit, type GitRepository } from './git-client.js';
import { authEnvironment } from './auth.js';
import { isValidBranchName } from './ref-name.js';
import { commitTreeOn, replayCommit } from './replay.js';
import { describeRuleViolations, parseRuleViolations } from './rule-violations.js';
import { stagePush } from './staged-push.js';
import type { StagedWrites } from '../staged/staged-writes.js';

/**
 * Where a checked commit goes and how the remote is reached: what a push and
 * the API publication (src/github-side/github/api-publish.ts) both take.
 */
export interface PublishTarget {
  repository: GitRepository;
  /** The commit to publish (built by `commitWork`, or the start commit of a continued branch). */
  sha: string;
  branch: string;
  /** The remote, as recorded before the agent ran (origin's URL, or server URL + repository). */
  remoteUrl: string;
  /** Token for an http(s) remote (`github_token`): sent as a basic auth header for this push only. */
  token?: string;
  /** Branches that must never receive a push: the base and the default branch. */
  protectedBranches: readonly string[];
  /** Applied to git's messages before they reach a report. */
  redact?: (text: string) => string;
  /**
   * Set when `sha` does not descend from the remote branch (the run rebased the
   * agent's own commits onto a newer base): the commit the remote branch must
   * still be at for the push to replace it (`--force-with-lease`). If anyone
   * pushed since, the lease fails and the usual merge retry runs instead, which
   * never replaces anything.
   */
  replaceOnlyIfAt?: string;
  /** A staged run: nothing is pushed; what would have been is recorded here (./staged-push.ts). */
  staged?: StagedWrites;
}

/** What to push. */
export interface PushInput extends PublishTarget {
  /** `commit_signing: ssh`: the key that signs a commit the retry makes (see ssh-signing.ts). */
  sshSigningKey?: string;
}

/** The push outcome. `failed` keeps the work committed locally at `sha`. */
export type PushOutcome =
  | { status: 'pushed'; sha: string; rebased: boolean }
  | { status: 'failed'; sha: string; reason: string; rebased: boolean }
  | { status: 'refused'; reason: string };

/** Where a fetched remote branch is kept for the retry. */
export const REMOTE_REF = 'refs/agent-loop/remote-branch';

/** Pushes `sha` to `refs/heads/<branch>` of `remoteUrl` (one merge retry). */
export async function pushCommit(input: PushInput): Promise<PushOutcome> {
  const redact = input.redact ?? ((text: string) => text);
  const { branch, repository, remoteUrl } = input;
  if (!isValidBranchName(branch))
    return { status: 'refused', reason: `invalid branch name "${branch}"` };
  if (input.protectedBranches.some((name) => name === branch)) {
    return { status: 'refused', reason: `will not push to the protected branch "${branch}"` };
  }
  if (input.staged) return stagePush({ ...input, staged: input.staged }, 'git');
  const env = authEnvironment(remoteUrl, input.token);
  const remote = (args: string[]) => runGit(repository, args, { env });
  const push = (sha: string, lease?: string) =>
    remote([
      'push',
      '--no-verify',
      '--no-recurse-submodules',
      ...(lease ? [`--force-with-lease=refs/heads/${branch}:${lease}`] : []),
      remoteUrl,
      `${sha}:refs/heads/${branch}`,
    ]);
  const reason = (error: unknown): string => {
    const message = gitErrorMessage(error);
    const violations = parseRuleViolations(message);
    return redact(violations ? describeRuleViolations(violations) : message);
  };

  try {
    await push(input.sha, input.replaceOnlyIfAt);
    return { status: 'pushed', sha: input.sha, rebased: false };
  } catch (firstError) {
    const first = reason(firstError);
    // A rule refuses the same push again after a merge: say which rule, at once.
    if (parseRuleViolations(gitErrorMessage(firstError))) {
      return { status: 'failed', sha: input.sha, reason: first, rebased: false };
    }
    try {
      await remote(['fetch', '--no-tags', remoteUrl, `+refs/heads/${branch}:${REMOTE_REF}`]);
    } catch (error) {
      return {
        status: 'failed',
        sha: input.sha,
        reason: `push rejected (${first}); fetch failed: ${reason(error)}`,
        rebased: false,
      };
    }
    let merged: string;
    try {
      // After a rebase the commit shares no history with what was pushed meanwhile:
      // only its own change is carried over, onto the remote branch as it now is.
      merged = input.replaceOnlyIfAt
        ? await replayCommit(repository, REMOTE_REF, input.sha, input.sshSigningKey)
        : await mergeOnto(repository, REMOTE_REF, input.sha, input.sshSigningKey);
    } catch (error) {
      return {
        status: 'failed',
        sha: input.sha,
        reason: `push rejected and merging with the remote ${branch} failed: ${reason(error)}`,
        rebased: false,
      };
    }
    try {
      await push(merged);
      return { status: 'pushed', sha: merged, rebased: true };
    } catch (error) {
      return {
        status: 'failed',
        sha: merged,
        reason: `push rejected twice: ${reason(error)}`,
        rebased: true,
      };
    }
  }
}

/**
 * The changes of `sha` (relative to its parent) replayed on `onto`: the trees are
 * merged in the object store, and a commit with `sha`'s message is made on `onto`.
 */
export async function mergeOnto(
  repository: GitRepository,
  onto: string,
  sha: string,
  sshSigningKey?: string,
): Promise<string> {
  const tree = (await runGit(repository, ['merge-tree', '--write-tree', onto, sha]))
    .split('\n')[0]
    ?.trim();
  if (!tree) throw new Error('git merge-tree gave no tree');
  const message = await runGit(repository, ['show', '-s', '--format=%B', sha]);
  return commitTreeOn(repository, tree, onto, message, sshSigningKey);
}
