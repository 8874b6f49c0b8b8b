/**
 * Finds what the agent's earlier run left on a pull request: only when the PR is the
 * agent's own (opened by its login), and only in text the agent wrote (the PR body and
 * its own comments, read raw: the sanitizer would remove the hidden block).
 */
import { issueComments, type RawIssueComment } from '../github/context.js';
import { sameLogin } from '../github/identity.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { latestTrustedMemory, type MemorySource } from './decode.js';
import type { RunMemory } from './schema.js';

/**
 * The newest valid memory on pull request `pullNumber` written by `agentLogin`, or
 * undefined (another author's PR, no block, or only invalid ones). A login still
 * being learnt is awaited alongside the pull request, not before it; `comments`, the
 * run's own listing of the PR's comments, spares a listing of its own.
 */
export async function readPullRequestMemory(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
  agentLogin: string | Promise<string>,
  comments?: Promise<readonly RawIssueComment[]>,
): Promise<RunMemory | undefined> {
  const [{ data: pull }, login] = await Promise.all([
    client.rest.pulls.get({
      owner: repo.owner,
      repo: repo.repo,
      pull_number: pullNumber,
    }),
    agentLogin,
  ]);
  if (!sameLogin(pull.user?.login ?? '', login)) return undefined;
  const listed = await issueComments(client, repo, pullNumber, comments);
  const sources: MemorySource[] = [
    { author: pull.user?.login ?? '', body: pull.body, updatedAt: pull.updated_at },
    ...listed.map((comment) => ({
      author: comment.user?.login ?? '',
      body: comment.body,
      updatedAt: comment.updated_at,
    })),
  ];
  return latestTrustedMemory(sources, [login]);
}
