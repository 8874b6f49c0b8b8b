/**
 * The built-in tools' code loads on the first call; a load that failed (a file
 * missing from a half-written checkout, a read error) is tried again by the next
 * call instead of failing every call of the run.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

const CALLS = '../../src/engine/tools/tool-calls.js';
const workspace = makeTempDir();

afterEach(() => {
  vi.doUnmock(CALLS);
  vi.resetModules();
  workspace.cleanup();
});

describe("the built-in tools' code", () => {
  it('is loaded again by the next call after a load that failed', async () => {
    let loads = 0;
    vi.resetModules();
    vi.doMock(CALLS, async (importOriginal) => {
      loads += 1;
      if (loads === 1) throw new Error('tool code unreadable');
      return importOriginal();
    });
    const { createReadTool } = await import('../../src/engine/tools/built-in.js');
    writeTree(workspace.dir, { 'note.txt': 'hello\n' });
    const read = createReadTool({ workspaceRoot: workspace.dir, redactSecrets: noRedaction });
    await expect(read.call({ file_path: 'note.txt' }, makeContext())).rejects.toThrow();
    const second = await read.call({ file_path: 'note.txt' }, makeContext());
    expect(text(second)).toContain('hello');
    expect(loads).toBe(2);
  });
});
