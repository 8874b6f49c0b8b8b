/**
 * A foreground command's output over the cap: saved whole (redacted) in the run's
 * own folder, which Read may open, and the model gets a short preview with the path.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTools } from '../../src/engine/tools/index.js';
import {
  createBackgroundTasks,
  type BackgroundTasks,
} from '../../src/engine/tools/background/tasks.js';
import { createDirectSpawner } from '../../src/engine/sandbox/spawner.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { makeContext, makeTempDir, noRedaction, text } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
let runFolder: ReturnType<typeof makeTempDir>;
let background: BackgroundTasks;
beforeEach(() => {
  workspace = makeTempDir();
  runFolder = makeTempDir('agent-loop-run-');
});
afterEach(async () => {
  await background.close();
  workspace.cleanup();
  runFolder.cleanup();
});

function tools(redactSecrets = noRedaction): { bash: Tool; read: Tool } {
  background = createBackgroundTasks({
    spawner: createDirectSpawner(),
    directory: join(runFolder.dir, 'tasks'),
    redact: redactSecrets,
  });
  const all = createTools({
    workspaceRoot: workspace.dir,
    redactSecrets,
    env: { PATH: process.env.PATH },
    ripgrepPath: null,
    background,
  });
  const byName = (name: string) => all.find((tool) => tool.name === name)!;
  return { bash: byName('Bash'), read: byName('Read') };
}

/** The saved file's path the preview names. */
function savedPath(preview: string): string {
  const path = /saved whole(?: \([^)]*\))? to (\S+);/.exec(preview)?.[1];
  expect(path, preview).toBeDefined();
  return path!;
}

describe('Bash output over the cap', () => {
  it('is saved whole; the model gets its start, its end and the path, which Read opens', async () => {
    const { bash, read } = tools();
    const result = await bash.call({ command: 'seq 1 40000' }, makeContext());
    const preview = text(result);
    expect(result.isError).toBe(false);
    expect(preview.length).toBeLessThan(2600);
    expect(preview.startsWith('1\n2\n3\n')).toBe(true);
    expect(preview.endsWith('\n39999\n40000')).toBe(true);
    expect(preview).toContain('(228894 characters, 40000 lines)');
    expect(preview).toContain('Read it with offset/limit for the rest.');
    const path = savedPath(preview);
    expect(readFileSync(path, 'utf8')).toBe(
      Array.from({ length: 40000 }, (_, i) => `${i + 1}\n`).join(''),
    );
    // The tail's first line, as the preview says, is where Read finds it.
    const tailLine = Number(/from line (\d+)\)/.exec(preview)![1]);
    const tailFirst = preview.split('\n').at(-(40001 - tailLine))!;
    expect(tailFirst).toBe(String(tailLine));

    const middle = await read.call({ file_path: path, offset: 20000, limit: 3 }, makeContext());
    expect(middle.isError).toBeFalsy();
    expect(text(middle)).toMatch(/^20000\t20000\n20001\t20001\n20002\t20002/);
  });

  it('opens no other file beside the saved one, nor a file outside', async () => {
    const { bash, read } = tools();
    const path = savedPath(text(await bash.call({ command: 'seq 1 40000' }, makeContext())));
    const beside = join(dirname(path), 'output_9.txt');
    writeFileSync(beside, 'not ours\n');
    const outside = join(runFolder.dir, 'other.txt');
    writeFileSync(outside, 'not ours\n');
    for (const file_path of [beside, outside, `${path}.x`]) {
      const refused = await read.call({ file_path }, makeContext());
      expect(refused.isError, file_path).toBe(true);
      expect(text(refused)).not.toContain('not ours');
    }
  });

  it('redacts a secret in the saved file as in the answer', async () => {
    const secret = 'hunter2-s3cret-value';
    const { bash } = tools((value) => value.replaceAll(secret, '***'));
    const command = `seq 1 20000; echo ${secret}; seq 1 20000`;
    const preview = text(await bash.call({ command }, makeContext()));
    expect(preview).not.toContain(secret);
    const saved = readFileSync(savedPath(preview), 'utf8');
    expect(saved).toContain('\n20000\n***\n1\n');
    expect(saved).not.toContain(secret);
  });

  it('leaves an output under the cap as it was, and saves nothing', async () => {
    const { bash } = tools();
    const result = await bash.call({ command: 'seq 1 5000' }, makeContext());
    expect(text(result)).toBe(Array.from({ length: 5000 }, (_, i) => `${i + 1}`).join('\n'));
    expect(existsSync(join(runFolder.dir, 'tasks', 'output_1.txt'))).toBe(false);
  });

  it('falls back to the cut when the output cannot be saved', async () => {
    const { bash } = tools();
    await background.close();
    const preview = text(await bash.call({ command: 'seq 1 40000' }, makeContext()));
    expect(preview.startsWith('1\n2\n')).toBe(true);
    expect(preview).toContain(`[... ${228894 - 30000} more characters of output cut]`);
    expect(preview).not.toContain('saved whole');
  });
});
