/**
 * The design notes name files where they are: every path of agent-loop's own source that
 * the README, a page of docs/ or a comment in src/
 * names (`src/engine/…`, `src/github-side/…`, `src/cli/…`, `src/eval/…`, `src/main.ts`,
 * `src/wings.json`) exists, so a file moved takes its mentions with it. Other `src/…` paths
 * are examples of a user's repository (`src/api/handler.ts`) and are not checked. A `*`
 * in a path must match at least one file of its folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
import { sourceFiles } from '../architecture/import-graph.js';
import { docPages } from '../support/doc-pages.js';

const OWN_PATH =
  /\bsrc\/(?:(?:engine|github-side|cli|eval)\/[\w.*/-]*[\w*/]|main\.ts|wings\.json)/g;

/** The paths of agent-loop's source that `text` names, trailing punctuation left off. */
export function sourcePaths(text: string): string[] {
  return [...text.matchAll(OWN_PATH)].map((match) => match[0].replace(/[.]+$/, ''));
}

/** Whether `path` (from the repository root; `*` a wildcard in its last part) exists. */
function exists(path: string): boolean {
  if (!path.includes('*')) return existsSync(join(REPO_ROOT, path));
  const folder = join(REPO_ROOT, dirname(path));
  const pattern = new RegExp(`^${basename(path).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
  return existsSync(folder) && readdirSync(folder).some((name) => pattern.test(name));
}

describe('the paths the notes name', () => {
  it('exist: in the README and docs/', () => {
    const missing = docPages().flatMap((page) =>
      sourcePaths(page.text)
        .filter((path) => !exists(path))
        .map((path) => `${page.path}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('exist: in the comments and messages of src/', () => {
    const missing = sourceFiles(REPO_ROOT).flatMap((file) =>
      sourcePaths(readFileSync(join(REPO_ROOT, file), 'utf8'))
        .filter((path) => !exists(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("reads agent-loop's own paths, not a user's, and checks a wildcard", () => {
    const text =
      'See `src/engine/loop/query-loop.ts`, src/github-side/review/. Edit src/api/handler.ts (src/engine/tools/*-run.ts).';
    expect(sourcePaths(text)).toEqual([
      'src/engine/loop/query-loop.ts',
      'src/github-side/review/',
      'src/engine/tools/*-run.ts',
    ]);
    expect(exists('src/engine/tools/*-run.ts')).toBe(true);
    expect(exists('src/engine/tools/*-gone.ts')).toBe(false);
    expect(exists('src/engine/loop/session.ts')).toBe(false);
  });
});
