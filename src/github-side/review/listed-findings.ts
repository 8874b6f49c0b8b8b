/**
 * Findings the action listed in the body of its own reviews (outside the diff,
 * or refused by GitHub on it): each list item ends with the finding's hidden
 * fingerprint marker (./post.ts), and here they are read back into the posted findings,
 * so a re-review does not list them again. They have no thread: nothing is
 * resolved or answered, they are not repeated, and each still counts for the
 * check run until a later review finds its code gone (src/github-side/review/plan.ts).
 *
 * Only the bot's reviews count. A person's review body is theirs to write: a
 * marker in it (copied or forged) must not silence a finding. Model text in the
 * bot's body cannot hold a marker either: it is sanitized before posting.
 */
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { findingMarkersIn, visibleText, type PostedFinding } from './posted-findings.js';
import { ITEM_INDENT } from './render-finding.js';
import { sameLogin } from '../github/identity.js';

/** A review of the pull request as the posted findings need it. */
export interface ReviewBody {
  /** The author's login as REST spells it (`<slug>[bot]` for a bot); `ghost` for a deleted account. */
  author: string;
  body: string;
}

/**
 * The first line of a listed finding (./render-finding.ts `describeLocation`),
 * matched line by line: a `\r` in the model's text does not start a line here.
 */
const ITEM_START = /^- `([^`\n]*)` lines? \d+(?:-\d+)? \((new|old) file\):$/;

/** A finding listed in a review body: a posted finding, and the side of the diff it is on. */
export interface ListedFinding extends PostedFinding {
  side: 'LEFT' | 'RIGHT';
}

/** Every review of the pull request (REST, all pages), oldest first. */
export async function listReviewBodies(
  client: GitHubClient,
  repo: RepoRef,
  pullNumber: number,
): Promise<ReviewBody[]> {
  const reviews = await client.paginate(client.rest.pulls.listReviews, {
    owner: repo.owner,
    repo: repo.repo,
    pull_number: pullNumber,
    per_page: 100,
  });
  return reviews.map((review) => ({
    author: review.user?.login ?? 'ghost',
    body: review.body ?? '',
  }));
}

/** The findings listed in the bodies of the reviews `botLogin` wrote. */
export function postedFromReviews(
  reviews: readonly ReviewBody[],
  botLogin: string,
): ListedFinding[] {
  return reviews
    .filter((review) => sameLogin(review.author, botLogin))
    .flatMap((review) => parseListedFindings(review.body));
}

/**
 * The listed findings of one review body: each marker closes the item that
 * starts at the last list line before it. A marker with no item before it is
 * not one the action wrote there, and is ignored.
 */
export function parseListedFindings(body: string): ListedFinding[] {
  const entries: ListedFinding[] = [];
  let from = 0;
  for (const marker of findingMarkersIn(body)) {
    const lines = body.slice(from, marker.start).split('\n');
    from = marker.end;
    const start = lines.findLastIndex((line) => ITEM_START.test(line));
    if (start < 0) continue;
    const item = ITEM_START.exec(lines[start] ?? '');
    entries.push({
      fingerprint: marker.fingerprint,
      path: item?.[1] ?? '',
      body: itemText(lines.slice(start + 1)),
      side: item?.[2] === 'old' ? 'LEFT' : 'RIGHT',
    });
  }
  return entries;
}

/** An item's text as a person sees it: indentation and markers removed. */
function itemText(lines: readonly string[]): string {
  return visibleText(
    lines
      .map((line) => (line.startsWith(ITEM_INDENT) ? line.slice(ITEM_INDENT.length) : line))
      .join('\n'),
  );
}
