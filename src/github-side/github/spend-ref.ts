/**
 * The spend ledger on GitHub (docs/contract.md#budgets-across-runs): `spend.json` in the tree of the commit
 * `refs/agent-loop/spend` points at, in the repository itself, so budgets across
 * runs need no service of their own. Read and written as one file of that ref
 * (./ledger-file.ts: compare-and-swap, the ref's other files kept).
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
import { LedgerFileError, readLedgerFile, writeLedgerFile } from './ledger-file.js';
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

export function gitHubLedgerStore(client: GitHubClient, repo: RepoRef): SpendHistoryStore {
  const where = `${SPEND_REF} of ${repo.owner}/${repo.repo}`;
  return {
    where,
    async read() {
      const { text, version } = await readLedgerFile(client, repo, SPEND_FILE).catch(
        (error: unknown) => {
          if (error instanceof LedgerFileError) {
            throw new LedgerFormatError(`${where}: ${error.message}`);
          }
          throw error;
        },
      );
      if (text === undefined) return { ledger: emptySpendHistory(), version };
      try {
        return { ledger: parseSpendHistory(text), version };
      } catch (error) {
        if (!(error instanceof LedgerFormatError)) throw error;
        throw new LedgerFormatError(
          `${where}: ${error.message}; delete the ref to start a new ledger`,
        );
      }
    },
    write: (ledger, version, message) =>
      writeLedgerFile(client, repo, {
        path: SPEND_FILE,
        content: serializeSpendHistory(ledger),
        version,
        message,
      }),
  };
}
