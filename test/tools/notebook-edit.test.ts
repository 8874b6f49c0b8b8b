/** NotebookEdit's refusals and the nbformat details a notebook reader relies on. */
import { createNotebookEditTool, createReadTool } from '../../src/engine/tools/built-in.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContext, makeTempDir, text } from './helpers.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function setup(notebook: unknown) {
  const temp = makeTempDir('notebook-');
  cleanup = temp.cleanup;
  const path = join(temp.dir, 'nb.ipynb');
  writeFileSync(path, typeof notebook === 'string' ? notebook : JSON.stringify(notebook, null, 1));
  const options = { workspaceRoot: temp.dir, redactSecrets: (value: string) => value };
  const context = makeContext();
  return {
    path,
    context,
    edit: createNotebookEditTool(options),
    read: () => createReadTool(options).call({ file_path: 'nb.ipynb' }, context),
  };
}

const OLD_MINOR = {
  cells: [{ cell_type: 'code', metadata: {}, execution_count: 1, outputs: [], source: 'a = 1' }],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 4,
};

describe('NotebookEdit', () => {
  it('gives no cell id before nbformat 4.5, and turns a code cell into markdown without outputs', async () => {
    const nb = setup(OLD_MINOR);
    await nb.read();
    const inserted = await nb.edit.call(
      { notebook_path: 'nb.ipynb', new_source: 'x = 2\n', cell_type: 'code', edit_mode: 'insert' },
      nb.context,
    );
    expect(inserted.isError).toBeFalsy();
    const converted = await nb.edit.call(
      { notebook_path: 'nb.ipynb', cell_id: 'cell-1', new_source: '# Note', cell_type: 'markdown' },
      nb.context,
    );
    expect(text(converted)).toContain('Replaced');
    const saved = JSON.parse(readFileSync(nb.path, 'utf8'));
    expect(saved.cells[0]).toEqual({
      metadata: {},
      cell_type: 'code',
      source: ['x = 2\n'],
      execution_count: null,
      outputs: [],
    });
    expect(saved.cells[1]).toEqual({ metadata: {}, cell_type: 'markdown', source: ['# Note'] });
  });

  it('refuses what it cannot do, naming why, and leaves the file as it was', async () => {
    const nb = setup(OLD_MINOR);
    const before = readFileSync(nb.path, 'utf8');
    await nb.read();
    const cases: [Record<string, unknown>, string][] = [
      [{ cell_id: 'nope', new_source: 'x' }, 'No cell with id "nope"'],
      [{ new_source: 'x', edit_mode: 'insert' }, 'cell_type is required'],
      [{ new_source: '', edit_mode: 'delete' }, 'cell_id is required'],
      [{ notebook_path: 'notes.md', cell_id: 'cell-0', new_source: 'x' }, 'not a Jupyter notebook'],
    ];
    for (const [input, message] of cases) {
      const outcome = await nb.edit.call(
        { notebook_path: 'nb.ipynb', ...input } as never,
        nb.context,
      );
      expect(outcome.isError).toBe(true);
      expect(text(outcome)).toContain(message);
    }
    expect(readFileSync(nb.path, 'utf8')).toBe(before);
  });

  it('refuses a file that is not valid notebook JSON', async () => {
    const nb = setup('{"cells": [');
    await nb.read();
    const outcome = await nb.edit.call(
      { notebook_path: 'nb.ipynb', cell_id: 'cell-0', new_source: 'x' },
      nb.context,
    );
    expect(outcome.isError).toBe(true);
    expect(text(outcome)).toContain('not valid JSON');
  });
});
