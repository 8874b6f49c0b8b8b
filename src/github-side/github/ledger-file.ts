/**
 * One file of the repository's ledger ref (`refs/agent-loop/spend`, docs/contract.md#budgets-across-runs):
 * the spend (`spend.json`) and the review outcomes (`reviews.json`,
 * docs/contract.md#review-outcomes) live side by side in the tree of the commit the ref
 * points at. Read with two calls (the ref, the file at its commit); written with four (the
 * commit read, a tree on its tree holding the new file so the other files stay, a commit whose
 * parent is the commit read, the ref moved with `force: false`): GitHub refuses a move that
 * is not a fast-forward, so a writer whose read is stale loses the race and reads again.
 *   https://docs.github.com/en/rest/git/refs#get-a-reference
 *   https://docs.github.com/en/rest/repos/contents#get-repository-content
 *   https://docs.github.com/en/rest/git/commits#get-a-commit-object
 *   https://docs.github.com/en/rest/git/trees#create-a-tree (`base_tree`, inline `content`)
 *   https://docs.github.com/en/rest/git/commits#create-a-commit
 *   https://docs.github.com/en/rest/git/refs#update-a-reference
 * The token needs `contents: write` to write.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { SPEND_REF } from '../../engine/budgets/spend-history.js';
import { moveRef, readRefHead } from './git-database.js';
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

const REF = SPEND_REF.replace(/^refs\//, '');

/** A file of the ledger as read: its text (undefined when absent) and the commit it was read at. */
export interface LedgerFileRead {
  text: string | undefined;
  /** The ref's commit, undefined when the ref does not exist yet. */
  version: string | undefined;
}

/** Thrown when the ledger's path is not a file. */
export class LedgerFileError extends AgentLoopError<'ledger_format'> {
  override readonly name = 'LedgerFileError';
  get kind() {
    return 'ledger_format' as const;
  }
}

/** Reads `path` at the ledger ref's commit. */
export async function readLedgerFile(
  client: GitHubClient,
  repo: RepoRef,
  path: string,
): Promise<LedgerFileRead> {
  const version = await readRefHead(client, repo, REF);
  if (!version) return { text: undefined, version };
  try {
    const { data } = await client.rest.repos.getContent({
      owner: repo.owner,
      repo: repo.repo,
      path,
      ref: version,
    });
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) {
      throw new LedgerFileError(`${path} is not a file`);
    }
    return { text: Buffer.from(data.content, 'base64').toString('utf8'), version };
  } catch (error) {
    // The ref holds the ledger's other files only.
    if ((error as { status?: number }).status === 404) return { text: undefined, version };
    throw error;
  }
}

/**
 * Writes `path` on a commit whose parent is `version` (the commit read), keeping the
 * other files; false when the ref moved, appeared or went since (read again and retry).
 */
export async function writeLedgerFile(
  client: GitHubClient,
  repo: RepoRef,
  change: { path: string; content: string; version: string | undefined; message: string },
): Promise<boolean> {
  const at = { owner: repo.owner, repo: repo.repo };
  const { version } = change;
  const baseTree = version
    ? (await client.rest.git.getCommit({ ...at, commit_sha: version })).data.tree.sha
    : undefined;
  const { data: tree } = await client.rest.git.createTree({
    ...at,
    ...(baseTree ? { base_tree: baseTree } : {}),
    tree: [{ path: change.path, mode: '100644', type: 'blob', content: change.content }],
  });
  const { data: commit } = await client.rest.git.createCommit({
    ...at,
    message: change.message,
    tree: tree.sha,
    parents: version ? [version] : [],
  });
  // Refused (422): the ref moved, appeared or went since it was read.
  return (await moveRef(client, repo, REF, commit.sha, version !== undefined)) === undefined;
}
