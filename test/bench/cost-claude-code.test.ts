/**
 * The cost bench's script as Claude Code is asked to do it (bench/cost-claude-code-script.ts):
 * the same work each turn. A search through its Bash tool answers the same lines our Grep and
 * Glob calls tell the model (their information, computed on the same generated project); a
 * Read or Edit names the same file, as an absolute path. Needs no Claude Code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outcomeOf } from '../../bench/cost-claude-code.js';
import { forClaudeCode } from '../../bench/cost-claude-code-script.js';
import { callOf, writeProject } from '../../bench/cost-session.js';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const sortedLines = (text: string) => text.split('\n').filter(Boolean).sort();
/** Grep's grouped lines (the path, then `number:text`; a blank line between files) as `path:number:text`. */
const ungrouped = (text: string) =>
  text
    .split('\n\n')
    .flatMap((group) => {
      const [path, ...lines] = group.split('\n');
      return lines.map((line) => `${path}:${line}`);
    })
    .join('\n');
/** Two rounds of the ten kinds of turn, over different files. */
const TURNS = Array.from({ length: 20 }, (_, turn) => turn);

describe('forClaudeCode', () => {
  it('answers each search through Bash with the lines our Grep and Glob return', () => {
    root = mkdtempSync(join(tmpdir(), 'bench-cc-script-'));
    writeProject(root);
    const searches = TURNS.map(callOf).filter((call) => ['Grep', 'Glob'].includes(call.tool));
    expect(searches.map((call) => call.tool)).toEqual(['Grep', 'Glob', 'Grep', 'Glob']);
    for (const call of searches) {
      const scripted = forClaudeCode(call, root);
      expect(scripted.tool).toBe('Bash');
      const output = execFileSync('bash', ['-c', String(scripted.input.command)], { cwd: root });
      const information = call.information(root);
      const expected = sortedLines(call.tool === 'Grep' ? ungrouped(information) : information);
      expect(expected.length).toBeGreaterThan(2);
      expect(sortedLines(output.toString('utf8'))).toEqual(expected);
    }
  });

  it('names the same file, absolute, in a Read or an Edit, and keeps the rest', () => {
    const workspace = '/tmp/bench-workspace';
    for (const call of TURNS.map(callOf).filter((c) => ['Read', 'Edit'].includes(c.tool))) {
      const scripted = forClaudeCode(call, workspace);
      expect(scripted.tool).toBe(call.tool);
      expect(scripted.input).toEqual({
        ...call.input,
        file_path: join(workspace, String(call.input.file_path)),
      });
    }
  });

  it('passes Bash calls through unchanged', () => {
    const call = TURNS.map(callOf).find((c) => c.tool === 'Bash')!;
    expect(forClaudeCode(call, '/tmp/bench-workspace')).toEqual({
      tool: 'Bash',
      input: call.input,
    });
  });
});

describe('outcomeOf', () => {
  const line = (event: unknown) => JSON.stringify(event);

  it('reads the last result line of a stream-json session', () => {
    const stream = [
      line({ type: 'system', subtype: 'init' }),
      line({ type: 'assistant', message: {} }),
      line({ type: 'result', subtype: 'success', is_error: false }),
      '',
    ].join('\n');
    expect(outcomeOf(stream)).toBe('success');
  });

  it('says when the session ended in an error, or without a result', () => {
    const stopped = line({ type: 'result', subtype: 'error_max_turns', is_error: true });
    expect(outcomeOf(`${stopped}\n`)).toBe('error_max_turns (an error)');
    expect(outcomeOf(line({ type: 'system', subtype: 'init' }))).toBe('no result line');
  });
});
