import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, getInput, setOutput } from '../../src/github-side/action/runner-io.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outputFile(): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'agent-loop-io-'));
  dirs.push(dir);
  return { GITHUB_OUTPUT: join(dir, 'output') };
}

describe('runner I/O', () => {
  it('reads an input as the runner names it, trimmed', () => {
    const env = { INPUT_MAX_TURNS: ' 12 \n', INPUT_TRIGGER_PHRASE: '@bot' };
    expect(getInput('max_turns', env)).toBe('12');
    expect(getInput('trigger phrase', env)).toBe('@bot');
    expect(getInput('absent', env)).toBe('');
  });

  it('writes each output as its own delimited block, multi-line values whole', () => {
    const env = outputFile();
    setOutput('conclusion', 'skipped', env);
    setOutput('notes', 'line one\nline two', env);
    const text = readFileSync(env.GITHUB_OUTPUT!, 'utf8');
    const blocks = [...text.matchAll(/^(\w+)<<(\S+)\n([\s\S]*?)\n\2\n/gm)];
    expect(blocks.map((block) => [block[1], block[3]])).toEqual([
      ['conclusion', 'skipped'],
      ['notes', 'line one\nline two'],
    ]);
    expect(blocks[0]![2]).not.toBe(blocks[1]![2]);
  });

  it('fails the step: conclusion output, one escaped error line, exit status 1', () => {
    const env = outputFile();
    const previous = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = env.GITHUB_OUTPUT;
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      fail('Input max_turns must be a number\n::set-output name=x::y');
    } finally {
      if (previous === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = previous;
    }
    expect(write).toHaveBeenCalledWith(
      '::error::Input max_turns must be a number%0A::set-output name=x::y\n',
    );
    expect(process.exitCode).toBe(1);
    expect(readFileSync(env.GITHUB_OUTPUT!, 'utf8')).toMatch(/^conclusion<<\S+\nfailure\n/);
  });
});
