/** A real repository with a pull request: `main` and a head branch, in a bare origin. */
import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { git, tempDir } from '../git/helpers.js';

/** File contents by path; `null` deletes the file on the head branch. */
export type Tree = Record<string, string | Buffer | null>;

export interface PullRepo {
  origin: string;
  work: string;
  baseSha: string;
  headSha: string;
}

/**
 * `main` with `base`, then the branch `feature` with `head` applied on top (and
 * `renames` done with `git mv` first, so git sees them as renames).
 */
export function pullRepo(base: Tree, head: Tree, renames: Record<string, string> = {}): PullRepo {
  const root = tempDir('agent-review-');
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  git(root, 'clone', '-q', origin, work);
  write(work, base);
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'base');
  git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
  const baseSha = git(work, 'rev-parse', 'HEAD');
  git(work, 'checkout', '-q', '-b', 'feature');
  for (const [from, to] of Object.entries(renames)) {
    mkdirSync(dirname(join(work, to)), { recursive: true });
    git(work, 'mv', from, to);
  }
  write(work, head);
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'head');
  git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/feature');
  return { origin, work, baseSha, headSha: git(work, 'rev-parse', 'HEAD') };
}

function write(root: string, tree: Tree): void {
  for (const [path, content] of Object.entries(tree)) {
    const full = join(root, path);
    if (content === null) {
      rmSync(full, { force: true });
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** `n` numbered lines `line 1`…`line n`, each ending in a newline. */
export function numbered(n: number, prefix = 'line'): string {
  return Array.from({ length: n }, (_, index) => `${prefix} ${index + 1}\n`).join('');
}

/**
 * The unified diff that committing GitHub's suggestion makes: lines `start..end`
 * of `path` (whose text is `before`) replaced by `replacement`, with up to three
 * lines of context, so `git apply` checks it against the real file.
 */
export function suggestionPatch(
  path: string,
  before: string,
  start: number,
  end: number,
  replacement: string,
): string {
  const lines = before.replace(/\n$/, '').split('\n');
  const added = replacement === '' ? [] : replacement.replace(/\n$/, '').split('\n');
  const from = Math.max(1, start - 3);
  const to = Math.min(lines.length, end + 3);
  const context = (a: number, b: number) => lines.slice(a - 1, b).map((line) => ` ${line}`);
  const body = [
    ...context(from, start - 1),
    ...lines.slice(start - 1, end).map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
    ...context(end + 1, to),
  ];
  const oldCount = to - from + 1;
  const newCount = oldCount - (end - start + 1) + added.length;
  return [
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -${from},${oldCount} +${from},${newCount} @@`,
    ...body,
    '',
  ].join('\n');
}
