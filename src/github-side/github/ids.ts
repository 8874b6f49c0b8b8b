/**
 * GitHub's database ids (comments, review comments, reviews, runs, jobs) as the
 * action keeps them: decimal strings, compared as strings. They are past 2^31
 * today (about 3.6 billion for comments), so GraphQL's 32-bit `databaseId` cannot
 * hold them; GraphQL's `fullDatabaseId` (a `BigInt`, sent as a string) and REST's
 * JSON numbers (exact below 2^53) both end up here, in one spelling.
 */

/** A GitHub database id: its decimal digits, without sign or leading zeros. */
export type GitHubId = string;

const DIGITS = /^(?:0|[1-9]\d*)$/;

/**
 * The id in its one spelling. Accepts a REST number (a safe integer: JSON numbers
 * above 2^53 have already lost digits, so they are refused) or GraphQL's BigInt string.
 */
export function githubId(value: number | string | bigint): GitHubId {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new Error(`Not a GitHub id: ${value}`);
    return value.toString();
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a GitHub id: ${value}`);
    return String(value);
  }
  if (!DIGITS.test(value)) throw new Error(`Not a GitHub id: ${JSON.stringify(value)}`);
  return value;
}

/**
 * The id as a REST path or body parameter: Octokit types them as numbers. Exact
 * for every id below 2^53; a larger one is refused rather than rounded.
 */
export function restId(id: GitHubId): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw new Error(`GitHub id ${id} does not fit a REST number`);
  return value;
}
