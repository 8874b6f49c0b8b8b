/**
 * Posts a review run's findings as exactly ONE pull-request review, event
 * `COMMENT` (never approve, never request changes). Findings outside the diff go
 * in its body under "Outside the diff". If GitHub still refuses the inline
 * comments (422: e.g. the diff changed during the run), the comments it would
 * not place are moved into the body and the review is posted again: a review is
 * never lost to a bad line. A listed finding carries its fingerprint marker
 * like an inline one, so the next review reads it back (./listed-findings.ts).
 */
import type { ReviewFinding } from './finding.js';
import { githubId } from '../github/ids.js';
import {
  GITHUB_BODY_LIMIT,
  truncateText,
  type Redactor,
} from '../../engine/safety/markdown-safety.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import type { PostedReview } from '../run/policy.js';

import { checkPlacement, parseCommentableLines } from './diff-ranges.js';
import { renderFindingItem, toCommentPayload } from './render-finding.js';

/** What to post. */
export interface PostReviewInput {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  /** The PR head the findings' lines refer to. */
  commitId: string;
  /** The review's body above the lists (already safe Markdown). */
  body: string;
  findings: readonly ReviewFinding[];
  redact: Redactor;
  /** Appended to the body (trusted text, e.g. a link to the run). */
  footer?: string;
  /**
   * A hidden marker for each finding (the incremental review's record of posted findings), appended
   * as is: to an inline comment, or to its item when it is listed in the body.
   */
  markerOf?: (finding: ReviewFinding) => string | undefined;
}

const OUTSIDE_HEADING = '### Outside the diff';
const REFUSED_HEADING = '### Comments GitHub would not place on the diff';

/** Posts the review; throws the API error only when even a body-only review fails. */
export async function postReview(input: PostReviewInput): Promise<PostedReview> {
  const inline = input.findings.filter((finding) => finding.inDiff);
  const outside = input.findings.filter((finding) => !finding.inDiff);
  let attempt = await tryPost(input, inline, outside, []);
  if (attempt.posted) return attempt.posted;
  // GitHub refused a placement: keep the comments it can place, move the rest.
  const placeable = await stillPlaceable(input, inline);
  if (placeable && placeable.length < inline.length && placeable.length > 0) {
    const refused = inline.filter((finding) => !placeable.includes(finding));
    attempt = await tryPost(input, placeable, outside, refused);
    if (attempt.posted) return attempt.posted;
  }
  attempt = await tryPost(input, [], outside, inline);
  if (attempt.posted) return attempt.posted;
  throw attempt.error;
}

type Attempt = { posted: PostedReview; error?: undefined } | { posted?: undefined; error: unknown };

async function tryPost(
  input: PostReviewInput,
  inline: readonly ReviewFinding[],
  outside: readonly ReviewFinding[],
  refused: readonly ReviewFinding[],
): Promise<Attempt> {
  const { client, repo, redact } = input;
  const comments = inline.map((finding) =>
    toCommentPayload(finding, redact, input.markerOf?.(finding)),
  );
  try {
    const { data } = await client.rest.pulls.createReview({
      owner: repo.owner,
      repo: repo.repo,
      pull_number: input.pullNumber,
      commit_id: input.commitId,
      event: 'COMMENT',
      body: composeBody(input, outside, refused),
      ...(comments.length > 0 ? { comments } : {}),
    });
    return {
      posted: {
        id: githubId(data.id),
        url: data.html_url,
        inlineComments: comments.length,
        outsideDiff: outside.length,
        refusedByGitHub: refused.length,
      },
    };
  } catch (error) {
    // Only a refused placement is worth another try; anything else is the caller's to report.
    if ((error as { status?: number }).status !== 422 || comments.length === 0) throw error;
    return { error };
  }
}

/**
 * The body: the text, the findings that are not on the diff (each with its
 * fingerprint marker, so a later review does not list it again), the footer;
 * within GitHub's limit.
 */
function composeBody(
  input: PostReviewInput,
  outside: readonly ReviewFinding[],
  refused: readonly ReviewFinding[],
): string {
  const footer = input.footer ? `\n\n---\n${input.footer}` : '';
  const blocks: ListBlock[] = [];
  const items = (findings: readonly ReviewFinding[]) =>
    findings.map((finding) => ({
      text: renderFindingItem(finding, input.redact, input.markerOf?.(finding)),
      bare: renderFindingItem(finding, input.redact),
    }));
  if (outside.length > 0) blocks.push({ text: OUTSIDE_HEADING }, ...items(outside));
  if (refused.length > 0) {
    blocks.push(
      {
        text: `${REFUSED_HEADING}\n\nGitHub refused these lines (the diff has probably changed since the review started):`,
      },
      ...items(refused),
    );
  }
  const room = GITHUB_BODY_LIMIT - 1000 - footer.length;
  const text = truncateText(input.body.trim(), blocks.length > 0 ? Math.floor(room / 2) : room);
  return `${text}${fitBlocks(blocks, room - text.length)}${footer}`;
}

/** A heading or a list item of the body; `bare` is an item without its marker. */
interface ListBlock {
  text: string;
  bare?: string;
}

/**
 * The blocks, each after a blank line, in at most `room` characters. Blocks
 * are kept whole while they fit; the first that does not is cut without its
 * marker (a cut marker would be a broken one) and the rest are left out.
 */
function fitBlocks(blocks: readonly ListBlock[], room: number): string {
  let out = '';
  for (const [index, block] of blocks.entries()) {
    const whole = `\n\n${block.text}`;
    if (out.length + whole.length <= room) {
      out += whole;
      continue;
    }
    const left = blocks.slice(index + 1).filter((rest) => rest.bare !== undefined).length;
    const more =
      left > 0
        ? `\n\n_${left} more finding${left === 1 ? '' : 's'} not shown (GitHub's size limit)._`
        : '';
    const cut = truncateText(block.bare ?? block.text, room - out.length - more.length - 2);
    return `${out}\n\n${cut}${more}`;
  }
  return out;
}

/**
 * The inline findings the PR's current diff still accepts, or undefined when the
 * files cannot be read (then every comment goes into the body).
 */
async function stillPlaceable(
  input: PostReviewInput,
  inline: readonly ReviewFinding[],
): Promise<ReviewFinding[] | undefined> {
  try {
    const files = await input.client.paginate(input.client.rest.pulls.listFiles, {
      owner: input.repo.owner,
      repo: input.repo.repo,
      pull_number: input.pullNumber,
      per_page: 100,
    });
    const patches = new Map(files.map((file) => [file.filename, file.patch ?? '']));
    return inline.filter((finding) => {
      const patch = patches.get(finding.path);
      if (!patch) return false;
      return checkPlacement(parseCommentableLines(patch), {
        line: finding.line,
        side: finding.side,
        ...(finding.startLine !== undefined
          ? { startLine: finding.startLine, startSide: finding.startSide ?? finding.side }
          : {}),
      }).ok;
    });
  } catch {
    return undefined;
  }
}
