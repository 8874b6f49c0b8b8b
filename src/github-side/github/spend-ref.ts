/**
 * The spend ledger on GitHub (docs/contract.md#budgets-across-runs): `spend.json` in the tree of the commit
 * `refs/agent-loop/spend` points at, in the repository itself, so budgets across
 * runs need no service of their own. Read with two calls (the ref, the file at its
 * commit); written with three (a tree holding the new file, a commit whose parent is
 * the commit read, the ref moved with `force: false`): GitHub refuses a move that is
 * not a fast-forward, so a run whose read is stale loses the race and reads again.
 *   https://docs.github.com/en/rest/git/refs#get-a-reference
 *   https://docs.github.com/en/rest/repos/contents#get-repository-content
 *   https://docs.github.com/en/rest/git/trees#create-a-tree (inline `content`)
 *   https://docs.github.com/en/rest/git/commits#create-a-commit
 *   https://docs.github.com/en/rest/git/refs#update-a-reference
 * The token needs `contents: write`.
 */
import type { SpendHistoryStore } from '../../engine/budgets/history-store.js';
import {
  emptySpendHistory,
  LedgerFormatError,
  parseSpendHistory,
  serializeSpendHistory,
  SPEND_FILE,
  SPEND_REF,
} from '../../engine/budgets/spend-history.js';
import { moveRef, readRefHead } from './git-database.js';
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

const REF = SPEND_REF.replace(/^refs\//, '');

export function gitHubLedgerStore(client: GitHubClient, repo: RepoRef): SpendHistoryStore {
  const where = `${SPEND_REF} of ${repo.owner}/${repo.repo}`;
  const at = { owner: repo.owner, repo: repo.repo };
  return {
    where,
    async read() {
      const version = await readRefHead(client, repo, REF);
      if (!version) return { ledger: emptySpendHistory(), version };
      const { data } = await client.rest.repos.getContent({
        ...at,
        path: SPEND_FILE,
        ref: version,
      });
      if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) {
        throw new LedgerFormatError(`${where}: ${SPEND_FILE} is not a file`);
      }
      try {
        return {
          ledger: parseSpendHistory(Buffer.from(data.content, 'base64').toString('utf8')),
          version,
        };
      } catch (error) {
        if (!(error instanceof LedgerFormatError)) throw error;
        throw new LedgerFormatError(
          `${where}: ${error.message}; delete the ref to start a new ledger`,
        );
      }
    },
    async write(ledger, version, message) {
      const { data: tree } = await client.rest.git.createTree({
        ...at,
        tree: [
          {
            path: SPEND_FILE,
            mode: '100644',
            type: 'blob',
            content: serializeSpendHistory(ledger),
          },
        ],
      });
      const { data: commit } = await client.rest.git.createCommit({
        ...at,
        message,
        tree: tree.sha,
        parents: version ? [version] : [],
      });
      // Refused (422): the ref moved, appeared or went since it was read.
      return (await moveRef(client, repo, REF, commit.sha, version !== undefined)) === undefined;
    },
  };
}
