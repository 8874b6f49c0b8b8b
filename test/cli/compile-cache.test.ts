/**
 * The CLI turns on node's compile cache (node 22.1+) in the agent-loop home, a private
 * folder, before a run's modules load (src/cli/compile-cache.ts). On node 20, where there
 * is no such cache, nothing happens; the last test runs the built CLI where there is one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enableCompileCache } from '../../src/cli/compile-cache.js';
import { REPO_ROOT } from '../action/harness.js';

const homes: string[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

function home(): string {
  const folder = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  homes.push(folder);
  return folder;
}

describe("the CLI's compile cache", () => {
  it('is turned on in a private folder of the agent-loop home', () => {
    const root = home();
    const env = { AGENT_LOOP_HOME: join(root, 'agent-loop-home') };
    const asked: string[] = [];
    const folder = enableCompileCache(env, { enableCompileCache: (dir) => asked.push(dir) });
    expect(folder).toBe(join(root, 'agent-loop-home', 'compile-cache'));
    expect(asked).toEqual([folder]);
    expect(statSync(folder!).mode & 0o777).toBe(0o700);
  });

  it('does nothing where node has no compile cache', () => {
    const root = home();
    expect(enableCompileCache({ AGENT_LOOP_HOME: join(root, 'h') }, {})).toBeUndefined();
    expect(existsSync(join(root, 'h'))).toBe(false);
  });

  it('only costs speed when its folder cannot be made', () => {
    const root = home();
    writeFileSync(join(root, 'not-a-folder'), '');
    const asked: string[] = [];
    const env = { AGENT_LOOP_HOME: join(root, 'not-a-folder') };
    expect(enableCompileCache(env, { enableCompileCache: (dir) => asked.push(dir) })).toBe(
      undefined,
    );
    expect(asked).toEqual([]);
  });

  const hasCache = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache;
  it.runIf(hasCache === 'function')('keeps the compiled modules of a CLI run', () => {
    const root = home();
    const cli = join(REPO_ROOT, 'dist', 'cli', 'index.js');
    const result = spawnSync(process.execPath, [cli, '--version'], {
      env: { PATH: process.env.PATH ?? '', AGENT_LOOP_HOME: root },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(join(root, 'compile-cache')).length).toBeGreaterThan(0);
  });
});
