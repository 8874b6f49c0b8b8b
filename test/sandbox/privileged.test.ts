/**
 * The boundary's privileged scripts: a script past its time is killed with what it
 * started (a stuck hand-back's `find` or `chown`), not only its shell, and its error
 * says it timed out. Runs as any user: the script is this process's own child.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../src/engine/sandbox/kill.js';
import { runPrivileged } from '../../src/engine/sandbox/privileged.js';

const folder = mkdtempSync(join(tmpdir(), 'agent-loop-privileged-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const programs = { bash: '/bin/bash', kill: '/bin/kill' };

/** Polls until `pid` is gone; false if it outlives the (generous) wait. */
async function gone(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('runPrivileged', () => {
  it('resolves with the script’s output and passes its arguments', async () => {
    const out = await runPrivileged({ kind: 'root' }, programs, 'echo "$1-$2"', ['a', 'b']);
    expect(out).toBe('a-b\n');
  });

  it('rejects with the script’s last error lines and its exit status', async () => {
    const failing = runPrivileged(
      { kind: 'root' },
      programs,
      'echo one >&2; echo two >&2; exit 3',
      [],
    );
    await expect(failing).rejects.toThrow('one / two (exit 3)');
  });

  it('kills the script and what it started when it runs past its time', async () => {
    const pidFile = join(folder, 'sleeper.pid');
    // The shell waits on a child that would outlive it if only the shell were killed.
    const script = 'sleep 300 & echo $! > "$1"; wait';
    const stuck = runPrivileged({ kind: 'root' }, programs, script, [pidFile], 2_000);
    await expect(stuck).rejects.toThrow('timed out after 2 s');
    const sleeper = Number(readFileSync(pidFile, 'utf8'));
    expect(sleeper).toBeGreaterThan(0);
    expect(await gone(sleeper)).toBe(true);
  });
});
