/**
 * Every temporary folder a test makes goes under one root for the run, removed
 * when the run ends: tests that forget to clean up leave nothing behind. The
 * root is world-traversable with the sticky bit, like /tmp, because the sandbox
 * tests hand workspaces in it to another user.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'agent-loop-tests-'));
  chmodSync(root, 0o1777);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
