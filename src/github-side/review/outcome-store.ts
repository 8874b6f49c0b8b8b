/**
 * The review's outcomes on GitHub: `reviews.json` on the ledger ref
 * (src/github-side/github/ledger-file.ts), changed by compare-and-swap: read, apply the
 * review's news, write on the commit read; a writer that lost the race reads again.
 */
import { LedgerContentionError } from '../../engine/budgets/history-store.js';
import { readLedgerFile, writeLedgerFile } from '../github/ledger-file.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import {
  applyNews,
  parseOutcomes,
  REVIEWS_FILE,
  serializeOutcomes,
  type OutcomeNews,
  type ReviewOutcomes,
} from './outcomes.js';

/** Tries before giving up when other runs keep moving the ref. */
const ATTEMPTS = 5;

/** The outcomes as recorded now. */
export async function readOutcomes(client: GitHubClient, repo: RepoRef): Promise<ReviewOutcomes> {
  return parseOutcomes((await readLedgerFile(client, repo, REVIEWS_FILE)).text);
}

/** Records a review's news; returns the outcomes written. Throws when it could not. */
export async function recordOutcomes(
  client: GitHubClient,
  repo: RepoRef,
  news: readonly OutcomeNews[],
  message: string,
): Promise<ReviewOutcomes> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { text, version } = await readLedgerFile(client, repo, REVIEWS_FILE);
    const outcomes = applyNews(parseOutcomes(text), news, new Date());
    const content = serializeOutcomes(outcomes);
    if (text === content) return outcomes;
    if (await writeLedgerFile(client, repo, { path: REVIEWS_FILE, content, version, message })) {
      return outcomes;
    }
  }
  throw new LedgerContentionError(
    `the ledger ref kept moving: ${ATTEMPTS} writes of ${REVIEWS_FILE} refused`,
  );
}
