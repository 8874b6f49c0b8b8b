/**
 * The fake GitHub's view of real git data: a pull request's changed files with
 * the patches GitHub would show (computed with git from a real repository), and
 * the check GitHub makes on a review's inline comments (a line, or a range, that
 * the file's diff does not show on that side fails the whole review with 422).
 * Written independently of src/github-side/review so the action's own checks are tested
 * against it, not against themselves.
 */
import { execFileSync } from 'node:child_process';

/** A changed file as `GET /pulls/{n}/files` lists it. */
export interface GitPullFile {
  filename: string;
  previous_filename?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  additions: number;
  deletions: number;
  patch?: string;
}

/**
 * The files of `base...head` (three dots: against the merge base, as GitHub
 * compares a pull request), renames detected, binary files without a patch.
 */
export function pullFilesFromGit(repository: string, base: string, head: string): GitPullFile[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
      cwd: repository,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
    });
  const mergeBase = git('merge-base', base, head).trim();
  const diff = git('diff', '-M', '--no-color', '--no-ext-diff', mergeBase, head);
  return diff
    .split(/^(?=diff --git )/m)
    .filter((block) => block.startsWith('diff --git '))
    .map(parseFileBlock);
}

function parseFileBlock(block: string): GitPullFile {
  const lines = block.replace(/\n$/, '').split('\n');
  const hunkAt = lines.findIndex((line) => line.startsWith('@@'));
  const header = hunkAt === -1 ? lines : lines.slice(0, hunkAt);
  const field = (prefix: string) =>
    header.find((line) => line.startsWith(prefix))?.slice(prefix.length);
  const [, oldPath = '', newPath = ''] = /^diff --git a\/(.*) b\/(.*)$/.exec(lines[0]!) ?? [];
  const renamedFrom = field('rename from ');
  const status: GitPullFile['status'] = renamedFrom
    ? 'renamed'
    : header.some((line) => line.startsWith('new file mode'))
      ? 'added'
      : header.some((line) => line.startsWith('deleted file mode'))
        ? 'removed'
        : 'modified';
  const filename = field('rename to ') ?? (status === 'removed' ? oldPath : newPath);
  const patchLines = hunkAt === -1 ? [] : lines.slice(hunkAt);
  const count = (marker: string) => patchLines.filter((line) => line.startsWith(marker)).length;
  return {
    filename,
    ...(renamedFrom ? { previous_filename: renamedFrom } : {}),
    status,
    additions: count('+'),
    deletions: count('-'),
    ...(patchLines.length > 0 ? { patch: patchLines.join('\n') } : {}),
  };
}

/** An inline comment of a review as the API receives it. */
export interface IncomingReviewComment {
  path: string;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
}

/**
 * Why GitHub would refuse the comment on a file with this `patch` (undefined:
 * accepted). Each end must be a line the diff shows on its side, both in one hunk,
 * the start first.
 */
export function reviewCommentProblem(
  patch: string | undefined,
  comment: IncomingReviewComment,
): string | undefined {
  if (typeof comment.line !== 'number') return 'line is required';
  // A file GitHub shows no patch for (binary, too large): no line of it can be commented
  // on, in GitHub's words (github.com/The-PR-Agent/pr-agent/issues/592,
  // github.com/parkerbxyz/suggest-changes/issues/64).
  if (!patch)
    return "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank";
  const shown = shownLines(patch);
  const side = comment.side ?? 'RIGHT';
  const end = shown.find((entry) => entry.side === side && entry.line === comment.line);
  if (!end) return 'pull_request_review_thread.line must be part of the diff';
  if (comment.start_line === undefined) return undefined;
  const startSide = comment.start_side ?? side;
  const start = shown.find(
    (entry) => entry.side === startSide && entry.line === comment.start_line,
  );
  if (!start) return 'pull_request_review_thread.start_line must be part of the diff';
  if (start.hunk !== end.hunk)
    return 'pull_request_review_thread.start_line must be part of the same hunk as the line';
  if (start.position >= end.position)
    return 'pull_request_review_thread.start_line must precede the end line';
  return undefined;
}

/** Every line a patch shows, with its side, hunk and position in the diff. */
function shownLines(
  patch: string,
): { side: string; line: number; hunk: number; position: number }[] {
  const out: { side: string; line: number; hunk: number; position: number }[] = [];
  let hunk = -1;
  let oldLine = 0;
  let newLine = 0;
  patch.split('\n').forEach((text, position) => {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      hunk++;
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
    } else if (text.startsWith('+')) {
      out.push({ side: 'RIGHT', line: newLine++, hunk, position });
    } else if (text.startsWith('-')) {
      out.push({ side: 'LEFT', line: oldLine++, hunk, position });
    } else if (text.startsWith(' ')) {
      out.push({ side: 'LEFT', line: oldLine++, hunk, position });
      out.push({ side: 'RIGHT', line: newLine++, hunk, position });
    }
  });
  return out;
}
