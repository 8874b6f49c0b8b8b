/**
 * Text cutting benchmark: `cutText` (grapheme-safe) against a plain `slice` on
 * the hot path it replaced, Read's 2,000-character line cut, for ASCII lines
 * (the fast path) and emoji lines (the segmenter path); and the cuts' share of
 * a whole Read of such a file.
 */
import { createReadTool } from '../src/engine/tools/built-in.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cutText } from '../src/engine/text/cut.js';
import { MAX_LINE_CHARS } from '../src/engine/tools/read.js';
import { medianMs, printTable, ratio } from './table.js';

const LINES = 2_000;
const ROUNDS = 20;

/** Cuts every line, `rounds` times over, so the reference is long enough to time. */
function cutAll(lines: string[], cut: (line: string) => string, rounds = 1): number {
  let total = 0;
  for (let round = 0; round < rounds; round++) for (const line of lines) total += cut(line).length;
  return total;
}

export async function run(): Promise<void> {
  const ascii = Array.from({ length: LINES }, (_, i) => `${i} ${'abcdefghij'.repeat(500)}`);
  const emoji = Array.from({ length: LINES }, (_, i) => `${i % 2 ? 'x' : ''}${'🙂'.repeat(2_500)}`);
  const slice = (line: string) => line.slice(0, MAX_LINE_CHARS);
  const safe = (line: string) => cutText(line, MAX_LINE_CHARS);

  const rows: (string | number)[][] = [];
  for (const [label, lines] of [
    ['ASCII lines of 5,000 chars', ascii],
    ['emoji lines of 5,000 units', emoji],
  ] as const) {
    const reference = await medianMs(async () => cutAll(lines, slice, ROUNDS), 9);
    const measured = await medianMs(async () => cutAll(lines, safe, ROUNDS), 9);
    rows.push([
      `cut ${LINES} ${label} at ${MAX_LINE_CHARS}, ${ROUNDS} times`,
      `${reference.toFixed(2)} ms`,
      `${measured.toFixed(2)} ms`,
      ratio(measured, reference),
    ]);
  }
  printTable(['case', 'slice (reference)', 'cutText', 'ratio'], rows);

  const root = mkdtempSync(join(tmpdir(), 'agent-loop-bench-text-'));
  try {
    writeFileSync(join(root, 'wide.txt'), `${ascii.slice(0, 40).join('\n')}\n`);
    const read = createReadTool({ workspaceRoot: root, redactSecrets: (text) => text });
    const context = {
      signal: new AbortController().signal,
      readState: new Map(),
      toolUseId: 'bench',
      emit: () => undefined,
    };
    const whole = await medianMs(() => read.call({ file_path: 'wide.txt' }, context), 9);
    const cuts = await medianMs(async () => cutAll(ascii.slice(0, 40), safe), 9);
    console.log('');
    printTable(
      ['case', 'Read (reference)', 'its line cuts', 'share'],
      [
        [
          'Read of 40 ASCII lines of 5,000 chars',
          `${whole.toFixed(2)} ms`,
          `${cuts.toFixed(3)} ms`,
          ratio(cuts, whole),
        ],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
