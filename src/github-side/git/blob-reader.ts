/**
 * Reads the blobs of a commit's changes with two git processes (`cat-file
 * --batch-check`, then `--batch` for the small ones) rather than two per file;
 * a blob too large to hold with the others is read on its own when asked for.
 */
import { runGit, runGitBytes, type GitRepository } from './git-client.js';
import type { ChangeReader } from './publish-checks.js';

/** Blobs up to this size are read in the one batch (so memory stays bounded). */
const BATCH_BLOB_BYTES = 1024 * 1024;

/** A reader with the sizes of `shas` known and the small ones read. */
export async function readBlobs(
  repository: GitRepository,
  shas: readonly string[],
): Promise<ChangeReader> {
  const unique = [...new Set(shas)];
  const sizes = new Map<string, number>();
  const contents = new Map<string, Buffer>();
  if (unique.length > 0) {
    const checks = await runGit(repository, ['cat-file', '--batch-check'], {
      input: `${unique.join('\n')}\n`,
    });
    for (const line of checks.split('\n')) {
      const [sha, type, size] = line.split(' ');
      if (sha && type === 'blob' && size) sizes.set(sha, Number(size));
    }
    const small = unique.filter((sha) => (sizes.get(sha) ?? Infinity) <= BATCH_BLOB_BYTES);
    if (small.length > 0) {
      const batch = await runGitBytes(repository, ['cat-file', '--batch'], {
        input: `${small.join('\n')}\n`,
      });
      parseBatch(batch, contents);
    }
  }
  return {
    blobSize: async (sha) =>
      sizes.get(sha) ?? Number((await runGit(repository, ['cat-file', '-s', sha])).trim()),
    readBlob: async (sha) =>
      (contents.get(sha) ?? (await runGitBytes(repository, ['cat-file', 'blob', sha]))).toString(
        'utf8',
      ),
  };
}

/** `<sha> <type> <size>\n<content>\n`, repeated. */
function parseBatch(output: Buffer, into: Map<string, Buffer>): void {
  let offset = 0;
  while (offset < output.length) {
    const newline = output.indexOf(0x0a, offset);
    if (newline === -1) return;
    const [sha, type, size] = output.subarray(offset, newline).toString('latin1').split(' ');
    offset = newline + 1;
    if (!sha || type === 'missing' || size === undefined) continue;
    const length = Number(size);
    into.set(sha, output.subarray(offset, offset + length));
    offset += length + 1;
  }
}
