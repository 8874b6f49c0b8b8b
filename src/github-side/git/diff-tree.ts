/**
 * What two trees (or commits) differ in, path by path, as `git diff-tree --raw`
 * reports it: the one reader of that output, for the commit's checks
 * (./commit.ts) and the API commit (src/github-side/github/git-database.ts).
 */
import { runGit, type GitRepository } from './git-client.js';
import type { TreeChange } from './publish-checks.js';

/** A changed path with git's status letter (`A`, `D`, `M`, `T`…). */
export interface RawTreeChange extends TreeChange {
  status: string;
}

/** `git diff-tree -r --raw` from `from` to `to`: no renames, no external diff or text conversion. */
export async function diffTree(
  repository: GitRepository,
  from: string,
  to: string,
): Promise<RawTreeChange[]> {
  const out = await runGit(repository, [
    'diff-tree',
    '-r',
    '-z',
    '--raw',
    '--no-renames',
    '--no-ext-diff',
    '--no-textconv',
    from,
    to,
  ]);
  const fields = out.split('\0');
  const changes: RawTreeChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const meta = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])/.exec(fields[index] ?? '');
    const path = fields[index + 1];
    if (!meta || path === undefined) continue;
    changes.push({
      path,
      oldMode: meta[1]!,
      newMode: meta[2]!,
      oldSha: meta[3]!,
      newSha: meta[4]!,
      status: meta[5]!,
    });
  }
  return changes;
}
