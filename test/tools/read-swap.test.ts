/**
 * Read's last open, once the path was checked (src/engine/tools/confined-fs.ts): a tool's
 * process can swap the checked file for a link to something outside the workspace in between.
 * The swap is made at a seam, not raced: right before the file is opened, the spy on
 * `fs.promises.open` (which confined-fs.ts calls) puts the link in place, then opens. The open
 * must refuse the link (`O_NOFOLLOW`); the folders on the way are covered elsewhere.
 */
import { promises as fsPromises, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadTool } from '../../src/engine/tools/built-in.js';
import { makeContext, makeTempDir, noRedaction, text } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
let outside: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  workspace = makeTempDir();
  outside = makeTempDir();
});
afterEach(() => {
  vi.restoreAllMocks();
  workspace.cleanup();
  outside.cleanup();
});

/** Swaps `file` for a link to `target` the first time a path naming it is opened. */
function swapOnOpen(file: string, target: string): { swapped: () => boolean } {
  const open = fsPromises.open.bind(fsPromises);
  let done = false;
  vi.spyOn(fsPromises, 'open').mockImplementation((path, ...rest) => {
    if (!done && basename(String(path)) === basename(file)) {
      done = true;
      renameSync(file, `${file}.checked`);
      symlinkSync(target, file);
    }
    return open(path, ...rest);
  });
  return { swapped: () => done };
}

describe("Read's open after the path check", () => {
  it('refuses a link put in place of the checked file, and reads nothing through it', async () => {
    writeFileSync(join(outside.dir, 'secret.txt'), 'host secret\n');
    writeFileSync(join(workspace.dir, 'notes.txt'), 'workspace notes\n');
    const swap = swapOnOpen(join(workspace.dir, 'notes.txt'), join(outside.dir, 'secret.txt'));
    const read = createReadTool({ workspaceRoot: workspace.dir, redactSecrets: noRedaction });
    const result = await read.call({ file_path: 'notes.txt' }, makeContext());
    expect(swap.swapped()).toBe(true);
    expect(text(result)).not.toContain('host secret');
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('notes.txt is a symbolic link or not a folder any more');
  });

  it('reads the file when nothing is swapped (the seam itself changes nothing)', async () => {
    writeFileSync(join(workspace.dir, 'notes.txt'), 'workspace notes\n');
    const open = vi.spyOn(fsPromises, 'open');
    const read = createReadTool({ workspaceRoot: workspace.dir, redactSecrets: noRedaction });
    const result = await read.call({ file_path: 'notes.txt' }, makeContext());
    expect(open).toHaveBeenCalled();
    expect(text(result)).toContain('workspace notes');
  });
});
