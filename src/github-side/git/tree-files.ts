/** Reads small files at the root of a commit's tree, without touching the work tree. */
import { runGit, type GitRepository } from './git-client.js';

/** The text of each of `names` at the root of `sha`; undefined for a name that is not a file there. */
export async function readRootFiles(
  repository: GitRepository,
  sha: string,
  names: readonly string[],
): Promise<(string | undefined)[]> {
  // `ls-tree` names only what exists (a symlink or folder is not a file to read).
  const listing = await runGit(repository, ['ls-tree', '-z', sha, '--', ...names]);
  const blobs = new Map<string, string>();
  for (const entry of listing.split('\0')) {
    const match = /^100(?:644|755) blob ([0-9a-f]+)\t(.+)$/.exec(entry);
    if (match?.[1] && match[2]) blobs.set(match[2], match[1]);
  }
  return Promise.all(
    names.map(async (name) => {
      const blob = blobs.get(name);
      return blob === undefined ? undefined : runGit(repository, ['cat-file', 'blob', blob]);
    }),
  );
}

/** A path of a commit's tree: a regular file's text, a symbolic link, or nothing. */
export type TreeEntry =
  { kind: 'file'; text: string; size: number } | { kind: 'link' } | { kind: 'missing' };

/**
 * The entry at `path` (relative, `/`-separated) in `sha`'s tree. A path through a
 * folder that is a link in the tree is missing: git never follows links.
 */
export async function readTreeEntry(
  repository: GitRepository,
  sha: string,
  path: string,
): Promise<TreeEntry> {
  const listing = await runGit(repository, ['ls-tree', '-l', '-z', sha, '--', path]);
  for (const entry of listing.split('\0')) {
    const match = /^(\d{6}) (\w+) ([0-9a-f]+) +(-|\d+)\t(.+)$/s.exec(entry);
    if (!match || match[5] !== path) continue;
    if (match[1] === '120000') return { kind: 'link' };
    if (match[2] !== 'blob' || !/^100(?:644|755)$/.test(match[1] ?? '')) break;
    const text = await runGit(repository, ['cat-file', 'blob', match[3]!]);
    return { kind: 'file', text, size: Number(match[4]) };
  }
  return { kind: 'missing' };
}
