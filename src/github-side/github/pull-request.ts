/** Opens the pull request for an issue's branch, or updates the one already open. */
import { neutralizeTitle } from '../../engine/safety/markdown-safety.js';
import { cutText, cutTextWithMarker } from '../../engine/text/cut.js';
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

/** What to open. */
export interface PullRequestInput {
  client: GitHubClient;
  repo: RepoRef;
  /** The branch with the work (in `repo`). */
  head: string;
  base: string;
  title: string;
  body: string;
  /** Open it as a draft (partial work). An existing PR keeps its draft state. */
  draft?: boolean;
}

/** The PR now open for `head`. */
export interface PullRequestResult {
  number: number;
  url: string;
  created: boolean;
}

/**
 * Finds an open PR from `head` (`GET /pulls?head=owner:branch&state=open`) and
 * updates its title and body, else opens a new one.
 */
export async function openOrUpdatePullRequest(input: PullRequestInput): Promise<PullRequestResult> {
  const { client, repo } = input;
  const existing = await findOpenPullRequest(client, repo, input.head);
  if (existing) {
    const { data } = await client.rest.pulls.update({
      owner: repo.owner,
      repo: repo.repo,
      pull_number: existing.number,
      title: input.title,
      body: input.body,
    });
    return { number: data.number, url: data.html_url, created: false };
  }
  try {
    const { data } = await client.rest.pulls.create({
      owner: repo.owner,
      repo: repo.repo,
      head: input.head,
      base: input.base,
      title: input.title,
      body: input.body,
      draft: input.draft ?? false,
    });
    return { number: data.number, url: data.html_url, created: true };
  } catch (error) {
    // A retried create (after a 5xx) can meet the PR its first attempt made.
    if ((error as { status?: number }).status === 422) {
      const again = await findOpenPullRequest(client, repo, input.head);
      if (again) return { number: again.number, url: again.html_url, created: false };
    }
    throw error;
  }
}

async function findOpenPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  head: string,
): Promise<{ number: number; html_url: string } | undefined> {
  const { data } = await client.rest.pulls.list({
    owner: repo.owner,
    repo: repo.repo,
    head: `${repo.owner}:${head}`,
    state: 'open',
    per_page: 10,
  });
  return data[0];
}

/** Titles are cut below GitHub's limit of 256 characters. */
const MAX_TITLE_CHARS = 240;

/** The PR title for an issue: the issue's own title. */
export function pullRequestTitle(issueTitle: string, issueNumber: number): string {
  const title = neutralizeTitle(issueTitle.replace(/\s+/g, ' ').trim());
  return title ? cutText(title, MAX_TITLE_CHARS) : `Fix #${issueNumber}`;
}

/**
 * The PR title for an automation run: the prompt's first non-empty line (a
 * scheduled task's prompt starts with what it is about), else a generic title.
 */
export function automationPullRequestTitle(prompt: string, runId: string): string {
  const first = prompt
    .split('\n')
    .map((line) =>
      line
        .replace(/^[#>*\s-]+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find(Boolean);
  if (!first) return `agent-loop: automated run ${runId}`;
  return cutTextWithMarker(neutralizeTitle(first), MAX_TITLE_CHARS);
}
