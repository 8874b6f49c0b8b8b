/**
 * The trusted tree as one commit of the repository (the base branch's, for a
 * pull request): read from git's object store, never from the work tree, which
 * may hold a pull request's head. Listed once; files read when first asked for.
 */
import { runGit, type GitRepository } from './git-client.js';
import { MAX_CONFIG_FILE_BYTES } from '../../engine/project/directory-files.js';
import type { ProjectFiles } from '../../engine/project/types.js';

/** The files of `commit`; `source` names it in messages ("main at 1a2b3c4"). */
export async function commitProjectFiles(
  repository: GitRepository,
  commit: string,
  source: string,
): Promise<ProjectFiles> {
  // `-l` gives sizes; only regular files count (a symlink's target is the head's to choose).
  const listing = await runGit(repository, ['ls-tree', '-r', '-l', '-z', commit]);
  const blobs = new Map<string, { sha: string; size: number }>();
  for (const entry of listing.split('\0')) {
    const match = /^100(?:644|755) blob ([0-9a-f]+) +(\d+)\t(.+)$/s.exec(entry);
    if (match?.[1] && match[2] && match[3])
      blobs.set(match[3], { sha: match[1], size: Number(match[2]) });
  }
  const paths = [...blobs.keys()].sort();
  const texts = new Map<string, Promise<string>>();
  return {
    source,
    read(path) {
      const blob = blobs.get(path);
      if (!blob || blob.size > MAX_CONFIG_FILE_BYTES) return Promise.resolve(undefined);
      let text = texts.get(path);
      if (!text) {
        text = runGit(repository, ['cat-file', 'blob', blob.sha]);
        texts.set(path, text);
      }
      return text;
    },
    list(folder) {
      const prefix = `${folder.replace(/\/+$/, '')}/`;
      return Promise.resolve(paths.filter((path) => path.startsWith(prefix)));
    },
  };
}
