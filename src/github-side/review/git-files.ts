/**
 * A pull request's changed files read through git from the checkout, for what
 * GitHub's API does not give:
 * - the files list stops at 3,000 files ("Responses include a maximum of 3000
 *   files", https://docs.github.com/rest/pulls/pulls#list-pull-requests-files), so
 *   a larger pull request's `changed_files` (pulls.get) is more than the list holds;
 * - a file whose diff is too large comes without `patch` (GitHub's diff limits,
 *   https://docs.github.com/repositories/creating-and-managing-repositories/repository-limits);
 * - the diff media type is refused for a very large diff (406 "the diff exceeded the
 *   maximum number of files"), so it is no way around either.
 * git computes the same base...head diff (the merge base to the head, as GitHub's
 * pull request files are) from the commits in the checkout.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit, type GitRepository, type GitRunOptions } from '../git/git-client.js';
import { stripInvisibleCharacters } from '../../engine/safety/invisible-characters.js';
import type { PullFile } from '../github/context.js';

/** The files list's page limit (see above). */
export const GITHUB_FILES_LIST_LIMIT = 3000;

/** The PR's files with what git adds, and which files git supplied. */
export interface CompletedFiles {
  files: PullFile[];
  /** Files not in GitHub's list, read through git. */
  listedByGit: string[];
  /** Files GitHub listed without a patch whose diff git supplied. */
  patchedByGit: string[];
}

export interface CompleteInput {
  repository: GitRepository;
  baseSha: string;
  headSha: string;
  /** GitHub's list (at most 3,000 files). */
  files: readonly PullFile[];
  /** `changed_files` of the pull request, when known. */
  changedFiles?: number;
}

/** True when git must be asked: the list was cut, or a text file came without its patch. */
export function needsGit(input: Pick<CompleteInput, 'files' | 'changedFiles'>): boolean {
  const cut =
    (input.changedFiles ?? 0) > input.files.length || input.files.length >= GITHUB_FILES_LIST_LIMIT;
  return cut || input.files.some(tooLargeForGitHub);
}

/** GitHub counted changed lines but showed no patch: too large to show, not binary. */
function tooLargeForGitHub(file: PullFile): boolean {
  return file.patch === undefined && file.additions + file.deletions > 0;
}

/** Completes GitHub's list through git; throws a GitCommandError when git cannot (no base commit). */
export async function completeFromGit(input: CompleteInput): Promise<CompletedFiles> {
  const range = `${input.baseSha}...${input.headSha}`;
  const listed = new Map(input.files.map((file) => [file.filename, file]));
  const cut =
    (input.changedFiles ?? 0) > input.files.length || input.files.length >= GITHUB_FILES_LIST_LIMIT;
  const fromGit = cut ? await gitNameStatus(input.repository, range) : [];
  const missing = fromGit.filter((entry) => !listed.has(entry.filename));
  const needPatch = [
    ...input.files.filter(tooLargeForGitHub).map((file) => file.filename),
    ...missing.map((entry) => entry.filename),
  ];
  const patches = needPatch.length > 0 ? await gitPatches(input.repository, range) : new Map();
  const patchedByGit: string[] = [];
  const files = input.files.map((file) => {
    const patch = tooLargeForGitHub(file) ? patches.get(file.filename) : undefined;
    if (patch === undefined) return file;
    patchedByGit.push(file.filename);
    return { ...file, patch };
  });
  for (const entry of missing) {
    const patch = patches.get(entry.filename);
    const counts = patch === undefined ? { additions: 0, deletions: 0 } : countLines(patch);
    files.push({ ...entry, ...counts, ...(patch === undefined ? {} : { patch }) });
  }
  return { files, listedByGit: missing.map((entry) => entry.filename), patchedByGit };
}

const STATUS: Record<string, string> = {
  A: 'added',
  M: 'modified',
  D: 'removed',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

/**
 * The work tree's changes since `baseSha`, untracked files included (ignored ones not), as
 * the files of a pull request would list them. Staged through a scratch index, so the
 * repository's own index is left as it was.
 */
export async function workTreeFiles(
  repository: GitRepository,
  baseSha: string,
): Promise<PullFile[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-index-'));
  try {
    const options = { env: { GIT_INDEX_FILE: join(scratch, 'index') } };
    await runGit(repository, ['read-tree', baseSha], options);
    await runGit(repository, ['add', '-A', '--', '.'], options);
    const range = ['--cached', baseSha];
    const [entries, patches] = await Promise.all([
      gitNameStatus(repository, range, options),
      gitPatches(repository, range, options),
    ]);
    return entries.map((entry) => {
      const patch = patches.get(entry.filename);
      const counts = patch === undefined ? { additions: 0, deletions: 0 } : countLines(patch);
      return { ...entry, ...counts, ...(patch === undefined ? {} : { patch }) };
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `git diff --name-status -z -M`: every changed path with GitHub's status words. */
async function gitNameStatus(
  repository: GitRepository,
  range: string | readonly string[],
  options: GitRunOptions = {},
): Promise<Omit<PullFile, 'additions' | 'deletions'>[]> {
  const output = await runGit(
    repository,
    ['diff', '--name-status', '-z', '-M', '--no-ext-diff', ...[range].flat()],
    options,
  );
  const fields = output.split('\0');
  const entries: Omit<PullFile, 'additions' | 'deletions'>[] = [];
  for (let index = 0; index < fields.length - 1;) {
    const code = fields[index++] ?? '';
    const letter = code.charAt(0);
    const status = STATUS[letter] ?? 'modified';
    // Untrusted names, cleaned as GitHub's are (src/github-side/github/context.ts).
    const name = () => stripInvisibleCharacters(fields[index++] ?? '');
    if (letter === 'R' || letter === 'C') {
      const previousFilename = name();
      entries.push({ filename: name(), status, previousFilename });
    } else {
      entries.push({ filename: name(), status });
    }
  }
  return entries;
}

/**
 * The range's patches by path, in GitHub's `patch` form (hunks only, no headers).
 * Paths come from git's `+++ b/` line (`--- a/` for a removed file), unquoted.
 */
async function gitPatches(
  repository: GitRepository,
  range: string | readonly string[],
  options: GitRunOptions = {},
): Promise<Map<string, string>> {
  const output = await runGit(
    repository,
    ['-c', 'core.quotePath=off', 'diff', '--no-color', '--no-ext-diff', '-M', ...[range].flat()],
    options,
  );
  const patches = new Map<string, string>();
  for (const section of output.split(/^(?=diff --git )/m)) {
    const lines = section.split('\n');
    const hunk = lines.findIndex((line) => line.startsWith('@@'));
    if (hunk < 0) continue;
    const headers = lines.slice(0, hunk);
    const plus = headers.find((line) => line.startsWith('+++ '))?.slice(4);
    const minus = headers.find((line) => line.startsWith('--- '))?.slice(4);
    const side = plus && plus !== '/dev/null' ? plus : minus;
    if (!side) continue;
    const path = stripInvisibleCharacters(unquote(side).replace(/^[ab]\//, ''));
    patches.set(path, stripInvisibleCharacters(lines.slice(hunk).join('\n').replace(/\n$/, '')));
  }
  return patches;
}

/** A path as git prints it: plain, or C-quoted ("a\tb" with octal bytes). */
export function unquote(text: string): string {
  if (!text.startsWith('"') || !text.endsWith('"')) return text;
  const bytes: number[] = [];
  const body = text.slice(1, -1);
  const escapes: Record<string, number> = { n: 10, t: 9, r: 13, b: 8, f: 12, v: 11, a: 7 };
  for (let index = 0; index < body.length; index++) {
    const char = body[index] ?? '';
    if (char !== '\\') {
      bytes.push(...Buffer.from(char, 'utf8'));
      continue;
    }
    const next = body[++index] ?? '';
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(index, index + 3), 8));
      index += 2;
    } else bytes.push(escapes[next] ?? next.charCodeAt(0));
  }
  return Buffer.from(bytes).toString('utf8');
}

function countLines(patch: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+')) additions++;
    else if (line.startsWith('-')) deletions++;
  }
  return { additions, deletions };
}
