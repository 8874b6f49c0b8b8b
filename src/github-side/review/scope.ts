/**
 * What a review reads line by line. The `review_paths` / `review_ignore` globs
 * choose the files; generated and vendored files (`linguist-generated`,
 * `linguist-vendored` in the BASE branch's `.gitattributes`, so a pull request
 * cannot mark its own code as generated to dodge review) and lockfiles are only
 * summarized; and a diff budget in tokens caps what the model is given. Every
 * file left out is named with why, so the review can say what it covered.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { runGit, type GitRepository } from '../git/git-client.js';
import { CHARS_PER_TOKEN, REVIEW_DIFF_BUDGET_TOKENS } from './coverage.js';
import type { PullFile } from '../github/context.js';

/** Why a file is summarized instead of read. */
export type SummaryReason = 'generated' | 'vendored' | 'lockfile' | 'no diff';

/** Why a file is not reviewed at all. */
export type SkipReason = 'outside review_paths' | 'matches review_ignore' | 'over the diff budget';

/** The files of one review, sorted by what happens to them. */
export interface ReviewScope {
  reviewed: PullFile[];
  summarized: { file: PullFile; reason: SummaryReason }[];
  skipped: { file: PullFile; reason: SkipReason }[];
  /** Estimated tokens of the reviewed files' diffs. */
  diffTokens: number;
}

/** Linguist attributes of one path, from the base branch. */
export interface LinguistAttributes {
  generated: boolean;
  vendored: boolean;
}

export interface ScopeOptions {
  /** `review_paths`: when not empty, only matching files are reviewed. */
  reviewPaths: readonly string[];
  /** `review_ignore`: matching files are not reviewed (wins over review_paths). */
  reviewIgnore: readonly string[];
  /** Most estimated tokens of diff given to the model, over all groups. */
  diffBudgetTokens?: number;
  /** From {@link readLinguistAttributes}; missing paths have neither attribute. */
  attributes?: ReadonlyMap<string, LinguistAttributes>;
}

/** Default diff budget: the run's one budget (coverage.ts), shared by its groups. */
export const DEFAULT_DIFF_BUDGET_TOKENS = REVIEW_DIFF_BUDGET_TOKENS;

/** Dependency lockfiles: machine-written, reviewed by their manifest's change. */
export const LOCKFILE_NAMES: ReadonlySet<string> = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'deno.lock',
  'Cargo.lock',
  'Gemfile.lock',
  'composer.lock',
  'poetry.lock',
  'Pipfile.lock',
  'uv.lock',
  'pdm.lock',
  'go.sum',
  'flake.lock',
  'mix.lock',
  'pubspec.lock',
  'Podfile.lock',
  'Package.resolved',
  'packages.lock.json',
  'gradle.lockfile',
  'conan.lock',
]);

/** Estimated tokens of a file's diff. */
export function diffTokens(file: PullFile): number {
  return Math.ceil((file.patch ?? '').length / CHARS_PER_TOKEN);
}

/**
 * A matcher for globs relative to the repository root. A glob without a slash
 * matches a file name at any depth (`*.lock`), one ending in a slash a whole
 * directory (`vendor/`); dotfiles match like any other file.
 */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  const matchers = globs.map((raw) => {
    const glob = raw.replace(/^\.?\/+/, '');
    if (glob.endsWith('/')) return picomatch(`${glob}**`, { dot: true });
    return picomatch(glob, { dot: true, basename: !glob.includes('/') });
  });
  return (path) => matchers.some((match) => match(path));
}

/** Sorts the PR's files into reviewed, summarized and skipped. */
export function selectScope(files: readonly PullFile[], options: ScopeOptions): ReviewScope {
  const wanted = options.reviewPaths.length > 0 ? globMatcher(options.reviewPaths) : () => true;
  const ignored = globMatcher(options.reviewIgnore);
  let budget = options.diffBudgetTokens ?? DEFAULT_DIFF_BUDGET_TOKENS;
  const scope: ReviewScope = { reviewed: [], summarized: [], skipped: [], diffTokens: 0 };
  for (const file of files) {
    const summary = summaryReason(file, options.attributes?.get(file.filename));
    if (ignored(file.filename)) scope.skipped.push({ file, reason: 'matches review_ignore' });
    else if (!wanted(file.filename)) scope.skipped.push({ file, reason: 'outside review_paths' });
    else if (summary) scope.summarized.push({ file, reason: summary });
    else if (diffTokens(file) > budget) {
      scope.skipped.push({ file, reason: 'over the diff budget' });
    } else {
      // First fit: a smaller file later in the list may still fit.
      budget -= diffTokens(file);
      scope.diffTokens += diffTokens(file);
      scope.reviewed.push(file);
    }
  }
  return scope;
}

function summaryReason(
  file: PullFile,
  attributes: LinguistAttributes | undefined,
): SummaryReason | undefined {
  if (attributes?.generated) return 'generated';
  if (attributes?.vendored) return 'vendored';
  if (LOCKFILE_NAMES.has(file.filename.split('/').pop() ?? '')) return 'lockfile';
  // Binary, too large for GitHub to show, or renamed without a change.
  if (!file.patch) return 'no diff';
  return undefined;
}

/**
 * `linguist-generated` and `linguist-vendored` of `paths` as the `.gitattributes`
 * files of commit `baseSha` set them, read by git itself: the commit's tree goes
 * into a throwaway index and `git check-attr --cached` reads the attributes from
 * there (the working tree is the PR's and is not consulted). The commit must be
 * in the repository.
 */
export async function readLinguistAttributes(
  repository: GitRepository,
  baseSha: string,
  paths: readonly string[],
): Promise<Map<string, LinguistAttributes>> {
  const result = new Map<string, LinguistAttributes>();
  if (paths.length === 0) return result;
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-attributes-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    await runGit(repository, ['read-tree', `${baseSha}^{tree}`], { env });
    const output = await runGit(
      repository,
      ['check-attr', '--cached', '-z', '--stdin', 'linguist-generated', 'linguist-vendored'],
      { env, input: `${paths.join('\0')}\0` },
    );
    const fields = output.split('\0');
    for (let index = 0; index + 2 < fields.length; index += 3) {
      const path = fields[index] ?? '';
      const attribute = fields[index + 1];
      const value = fields[index + 2];
      const entry = result.get(path) ?? { generated: false, vendored: false };
      const on = value === 'set' || value === 'true';
      if (attribute === 'linguist-generated') entry.generated = on;
      if (attribute === 'linguist-vendored') entry.vendored = on;
      result.set(path, entry);
    }
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `` `yarn.lock` (lockfile, +120 −30) `` */
export function describeScopedFile(file: PullFile, reason: string): string {
  return `\`${file.filename.replace(/`/g, "'")}\` (${reason}, +${file.additions} −${file.deletions})`;
}

/** The scope as the model and the summary comment are told it: what is not read, and why. */
export function describeScope(scope: ReviewScope): string {
  const lines: string[] = [];
  if (scope.summarized.length > 0) {
    lines.push('Summarized, not read line by line:');
    for (const { file, reason } of scope.summarized)
      lines.push(`- ${describeScopedFile(file, reason)}`);
  }
  if (scope.skipped.length > 0) {
    lines.push('Not reviewed:');
    for (const { file, reason } of scope.skipped)
      lines.push(`- ${describeScopedFile(file, reason)}`);
  }
  return lines.join('\n');
}
