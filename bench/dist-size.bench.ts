/**
 * What the runner downloads and executes: dist/ on disk, as a ratio to the 10 MB
 * the project allows itself, and how it divides (entries, shared chunks, the
 * notices). The action and the CLI share one set of chunks, so nothing is counted
 * twice.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { printTable, ratio } from './table.js';

const LIMIT_BYTES = 10 * 1024 * 1024;

/** Bytes of every file below a folder. */
function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(folder, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

export function run(): Promise<void> {
  const parts: [string, number][] = [
    ['action entry (dist/index.js)', statSync('dist/index.js').size],
    ['CLI entry (dist/cli/index.js)', statSync('dist/cli/index.js').size],
    ['shared chunks (dist/chunks/)', folderBytes('dist/chunks')],
    ['third-party notices (dist/licenses.txt)', statSync('dist/licenses.txt').size],
    ['dist/ in all', folderBytes('dist')],
  ];
  printTable(
    ['part', 'size', 'ratio to the 10 MiB limit'],
    parts.map(([label, bytes]) => [label, megabytes(bytes), ratio(bytes, LIMIT_BYTES)]),
  );
  return Promise.resolve();
}
