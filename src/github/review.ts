/**
 * Posts the outcome of a review run as ONE pull-request review (`event: COMMENT`)
 * with the inline comments the model collected. When GitHub refuses the inline
 * comments (422: a line is no longer in the diff, e.g. after a new push), the
 * review is posted again once with the comments listed in its body.
 */
import {
  GITHUB_BODY_LIMIT,
  sanitizeModelText,
  truncateText,
  type Redactor,
} from '../safety/markdown-safety.js';
import type { InlineReviewComment } from '../tools/review-comment.js';
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

/** What to post. */
export interface PostReviewInput {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  /** The PR head sha the comments' lines refer to. */
  commitId: string;
  /** The model's overall summary (raw; sanitized and redacted here). */
  summary: string;
  comments: readonly InlineReviewComment[];
  redact: Redactor;
  /** Appended to the body (e.g. a link to the run); trusted text. */
  footer?: string;
}

/** The review GitHub now shows. */
export interface PostedReview {
  id: number;
  url: string;
  /** Inline comments attached to lines (0 after the fallback). */
  inlineComments: number;
  /** True when GitHub refused the inline comments and they were folded into the body. */
  folded: boolean;
}

/** Posts the review; throws the API error when even the fallback fails. */
export async function postReview(input: PostReviewInput): Promise<PostedReview> {
  const { client, repo, redact } = input;
  const comments = input.comments.map((comment) => ({
    path: comment.path,
    line: comment.line,
    side: comment.side,
    // The marker goes after the sanitizer, which removes markers from model text.
    body: `${truncateText(sanitizeModelText(comment.body, redact), 16_000)}${
      comment.marker ? `\n\n${comment.marker}` : ''
    }`,
  }));
  const summary = sanitizeModelText(input.summary.trim(), redact) || '_The agent gave no summary._';
  const footer = input.footer ? `\n\n---\n${input.footer}` : '';
  const create = (body: string, inline: typeof comments) =>
    client.rest.pulls.createReview({
      owner: repo.owner,
      repo: repo.repo,
      pull_number: input.pullNumber,
      commit_id: input.commitId,
      event: 'COMMENT',
      body,
      ...(inline.length > 0 ? { comments: inline } : {}),
    });

  const room = (extra: string) => GITHUB_BODY_LIMIT - 1000 - extra.length - footer.length;
  try {
    const { data } = await create(`${truncateText(summary, room(''))}${footer}`, comments);
    return { id: data.id, url: data.html_url, inlineComments: comments.length, folded: false };
  } catch (error) {
    if ((error as { status?: number }).status !== 422 || comments.length === 0) throw error;
  }
  const listed = foldComments(comments);
  const note =
    '\n\n**Inline comments** (GitHub refused them on the diff, which has probably changed since the review started, so they are listed here):\n\n';
  const body = `${truncateText(summary, Math.max(200, room(note) / 2))}${note}${truncateText(
    listed,
    Math.max(200, room(note) / 2),
  )}${footer}`;
  const { data } = await create(body, []);
  return { id: data.id, url: data.html_url, inlineComments: 0, folded: true };
}

/** The comments as a Markdown list: `path` line N (new/old file), then the body indented. */
export function foldComments(comments: readonly InlineReviewComment[]): string {
  return comments
    .map((comment) => {
      const where = `\`${comment.path.replace(/`/g, "'")}\` line ${comment.line} (${
        comment.side === 'LEFT' ? 'old file' : 'new file'
      })`;
      const body = comment.body
        .trim()
        .split('\n')
        .map((line) => (line ? `  ${line}` : ''))
        .join('\n');
      return `- ${where}:\n\n${body}`;
    })
    .join('\n\n');
}
