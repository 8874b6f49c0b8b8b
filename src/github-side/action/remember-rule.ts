/**
 * `@agent remember <rule>` (docs/contract.md#review): a person with write access teaches the
 * reviewer a rule. It is never applied behind anyone's back: the rule becomes a
 * line of `.github/agent-review.md` (the review rules the reviewer reads from the
 * base branch) on ONE branch, `<branch_prefix>review-rules`, with ONE pull
 * request; a later rule adds a commit to the same branch, so the same pull
 * request shows every rule not merged yet. No model is called.
 *
 * Everything goes through GitHub's API, without a checkout, so GitHub writes and
 * signs the commit:
 *   https://docs.github.com/en/rest/repos/contents#get-repository-content (the file at a commit)
 *   https://docs.github.com/en/rest/git/commits#get-a-commit-object (its tree)
 *   https://docs.github.com/en/rest/git/blobs#create-a-blob
 *   https://docs.github.com/en/rest/git/trees#create-a-tree
 *   https://docs.github.com/en/rest/git/commits#create-a-commit
 *   https://docs.github.com/en/rest/git/refs (create / update a reference)
 *   https://docs.github.com/en/rest/pulls/pulls#create-a-pull-request
 */
import { REVIEW_RULES_FILE } from '../github/context.js';
import { moveBranch, readBranchHead } from '../github/git-database.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';

/** The repository will not take the rule: its base branch is gone, its rules path no file. */
export class RememberRuleError extends AgentLoopError<'remember_rule'> {
  override readonly name = 'RememberRuleError';
  get kind() {
    return 'remember_rule' as const;
  }
}

/** What remembering a rule did. */
export interface RememberedRule {
  branch: string;
  pullRequest: { number: number; url: string; created: boolean };
  /** False when the file already had the rule (nothing was committed). */
  added: boolean;
}

const HEADER = `# Review rules

Rules the agent-loop reviewer follows on this repository, one per line.
`;

/** The branch rules go to. */
export function reviewRulesBranch(branchPrefix: string): string {
  return `${branchPrefix}review-rules`;
}

/** The rules file with `rule` added as a line (unchanged when it is already there). */
export function withRule(current: string | undefined, rule: string): string {
  const line = `- ${rule}`;
  const text = current ?? HEADER;
  if (text.split('\n').some((existing) => existing.trim() === line)) return text;
  return text.trim() === '' ? `${line}\n` : `${text.replace(/\n*$/, '\n')}${line}\n`;
}

/** Adds `rule` to the rules file on the rules branch, and opens its pull request once. */
export async function rememberRule(input: {
  client: GitHubClient;
  repo: RepoRef;
  /** The branch the rules are for (and the pull request's base). */
  baseBranch: string;
  branchPrefix: string;
  rule: string;
  /** Who asked, for the commit message and the pull request. */
  requestedBy: string;
}): Promise<RememberedRule> {
  const { client, repo } = input;
  const branch = reviewRulesBranch(input.branchPrefix);
  const existing = await readBranchHead(client, repo, branch);
  const parent = existing ?? (await readBranchHead(client, repo, input.baseBranch));
  if (!parent) throw new RememberRuleError(`The branch ${input.baseBranch} was not found`);
  const current = await readFileAt(client, repo, parent);
  const next = withRule(current, input.rule);
  const added = next !== current;
  if (added) {
    const sha = await commitFile(
      client,
      repo,
      parent,
      next,
      `Review rule from @${input.requestedBy}`,
    );
    const refused = await moveBranch(client, repo, branch, sha, existing !== undefined);
    if (refused) throw new RememberRuleError(`GitHub refused to update ${branch}: ${refused}`);
  }
  const pullRequest = await openPullRequest(client, repo, branch, input);
  return { branch, pullRequest, added };
}

/** The rules file at commit `sha`, or undefined when it has none. */
async function readFileAt(
  client: GitHubClient,
  repo: RepoRef,
  sha: string,
): Promise<string | undefined> {
  try {
    const { data } = await client.rest.repos.getContent({
      owner: repo.owner,
      repo: repo.repo,
      path: REVIEW_RULES_FILE,
      ref: sha,
    });
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) {
      throw new RememberRuleError(`${REVIEW_RULES_FILE} is not a file`);
    }
    return Buffer.from(data.content, 'base64').toString('utf8');
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/** A commit on `parent` that sets the rules file to `text`; GitHub writes and signs it. */
async function commitFile(
  client: GitHubClient,
  repo: RepoRef,
  parent: string,
  text: string,
  message: string,
): Promise<string> {
  const where = { owner: repo.owner, repo: repo.repo };
  const { data: parentCommit } = await client.rest.git.getCommit({ ...where, commit_sha: parent });
  const { data: blob } = await client.rest.git.createBlob({
    ...where,
    content: Buffer.from(text, 'utf8').toString('base64'),
    encoding: 'base64',
  });
  const { data: tree } = await client.rest.git.createTree({
    ...where,
    base_tree: parentCommit.tree.sha,
    tree: [{ path: REVIEW_RULES_FILE, mode: '100644', type: 'blob', sha: blob.sha }],
  });
  const { data: commit } = await client.rest.git.createCommit({
    ...where,
    message,
    tree: tree.sha,
    parents: [parent],
  });
  return commit.sha;
}

/** The open pull request of the rules branch, created when there is none. */
async function openPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  branch: string,
  input: { baseBranch: string; requestedBy: string },
): Promise<RememberedRule['pullRequest']> {
  const where = { owner: repo.owner, repo: repo.repo };
  const { data: open } = await client.rest.pulls.list({
    ...where,
    head: `${repo.owner}:${branch}`,
    state: 'open',
    per_page: 1,
  });
  const found = open[0];
  if (found) return { number: found.number, url: found.html_url, created: false };
  const { data } = await client.rest.pulls.create({
    ...where,
    head: branch,
    base: input.baseBranch,
    title: 'Review rules for the agent-loop reviewer',
    body: [
      `Rules people with write access asked the reviewer to remember (first: \`@${input.requestedBy}\`).`,
      `Each later \`remember\` adds a commit to this branch. Once merged, reviews read them from \`${REVIEW_RULES_FILE}\` on the base branch.`,
    ].join('\n\n'),
  });
  return { number: data.number, url: data.html_url, created: true };
}
