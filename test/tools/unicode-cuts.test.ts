/**
 * Every place a tool cuts its output: an emoji (or a flag, a ZWJ family, a
 * combining mark) at the cut is kept or dropped whole, never halved into a
 * lone surrogate the API would refuse.
 */
import { createBashTool, createGrepTool, createReadTool } from '../../src/engine/tools/built-in.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BASH_OUTPUT_CHARS } from '../../src/engine/tools/bash.js';
import { MAX_LINE_CHARS } from '../../src/engine/tools/read.js';
import { findRipgrep } from '../../src/engine/tools/ripgrep.js';
import { emoji, expectWellFormed } from '../text/well-formed.js';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  workspace = makeTempDir();
});
afterEach(() => workspace.cleanup());

// Lines whose cut point falls inside a cluster, with an odd and an even start.
const LINES = {
  oddEmoji: `a${emoji(1500)}`,
  evenEmoji: emoji(1500),
  flags: `ab${'🇯🇵'.repeat(800)}`,
  family: `x${'👨‍👩‍👧‍👦'.repeat(300)}`,
  accents: 'e\u0301'.repeat(1500),
};

describe('Read cuts long lines on character boundaries', () => {
  it('keeps whole emoji, flags, ZWJ families and accents at the 2,000-character cut', async () => {
    writeTree(workspace.dir, { 'emoji.txt': `${Object.values(LINES).join('\n')}\n` });
    const output = text(
      await createReadTool({ workspaceRoot: workspace.dir, redactSecrets: noRedaction }).call(
        { file_path: 'emoji.txt' },
        makeContext(),
      ),
    );
    expectWellFormed(output, 'Read output');
    const lines = output.split('\n');
    expect(lines).toHaveLength(5);
    for (const [index, line] of lines.entries()) {
      const cut = /^\d+\t(.*)… \[line cut: (\d+) more characters\]$/u.exec(line);
      expect(cut, line.slice(0, 40)).not.toBeNull();
      const kept = cut![1]!;
      const original = Object.values(LINES)[index]!;
      expect(original.startsWith(kept)).toBe(true);
      expect(kept.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
      expect(kept.length).toBeGreaterThan(MAX_LINE_CHARS - 12);
      expect(Number(cut![2])).toBe(original.length - kept.length);
    }
    // The accent stays with its letter.
    expect(lines[4]).toMatch(/e\u0301… \[line cut/u);
  });
});

describe.each([
  ['ripgrep', findRipgrep()],
  ['the JavaScript fallback', null],
])('Grep with %s cuts long match lines on character boundaries', (_name, ripgrepPath) => {
  it.skipIf(ripgrepPath === undefined)('keeps whole emoji at the 500-character cut', async () => {
    writeTree(workspace.dir, {
      'a.txt': `needle ${emoji(400)}\n`,
      'b.txt': `n ${'🇫🇷'.repeat(200)} needle\n`,
    });
    const output = text(
      await createGrepTool({
        workspaceRoot: workspace.dir,
        redactSecrets: noRedaction,
        ripgrepPath: ripgrepPath ?? null,
      }).call({ pattern: 'needle', output_mode: 'content' }, makeContext()),
    );
    expectWellFormed(output, 'Grep output');
    expect(output).toContain(`a.txt\n1:needle ${emoji(246)}… [308 more characters]`);
    expect(output).toMatch(/b\.txt\n1:n (🇫🇷){124}… \[\d+ more characters\]/u);
  });
});

describe('Bash cuts its output on character boundaries', () => {
  const bash = () =>
    createBashTool({
      workspaceRoot: workspace.dir,
      redactSecrets: noRedaction,
      env: { PATH: process.env.PATH },
    });

  it('keeps whole emoji at the 30,000-character cap, at both alignments', async () => {
    for (const prefix of ['', 'x']) {
      // 20,000 emoji: 40,000 UTF-16 units, beyond the streaming head too.
      const command = `printf '${prefix}'; for i in $(seq 1000); do printf '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂'; done`;
      const output = text(await bash().call({ command }, makeContext()));
      expectWellFormed(output, `Bash output (prefix ${JSON.stringify(prefix)})`);
      const [kept, note] = output.split('\n');
      expect(kept!.length).toBeLessThanOrEqual(MAX_BASH_OUTPUT_CHARS);
      expect(kept!.length).toBeGreaterThanOrEqual(MAX_BASH_OUTPUT_CHARS - 1);
      expect(note).toBe(
        `[... ${prefix.length + 40_000 - kept!.length} more characters of output cut]`,
      );
    }
  });

  it('keeps a whole cluster at the edge of the head it keeps while reading', async () => {
    // The head is kept while the command runs (the cap plus a margin for redaction).
    // Put its edge inside a ZWJ family whose bytes arrive in several chunks, and let
    // the redactor drop the filler so what the model sees ends at that edge.
    const filler = 'y'.repeat(MAX_BASH_OUTPUT_CHARS + 4096 - 3);
    const command =
      `printf '%s' '${filler}'; printf '\\xf0\\x9f'; sleep 0.2; printf '\\x99\\x82'; ` +
      `printf '👨‍'; sleep 0.2; printf '👩‍👧 tail'`;
    const tool = createBashTool({
      workspaceRoot: workspace.dir,
      redactSecrets: (value) => value.replace(/y+/g, ''),
      env: { PATH: process.env.PATH },
    });
    const output = text(await tool.call({ command }, makeContext()));
    expectWellFormed(output, 'Bash output');
    expect(output).toBe('🙂\n[... 13 more characters of output cut]');
  });

  it('passes whole emoji split across chunks through unchanged when under the cap', async () => {
    const command = `printf '\\xf0\\x9f'; sleep 0.2; printf '\\x99\\x82 ok'`;
    expect(text(await bash().call({ command }, makeContext()))).toBe('🙂 ok');
  });
});
