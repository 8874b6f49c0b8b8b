/**
 * The CLI turns its compile caches on in the agent-loop home, a private folder, before a
 * run's modules load (src/cli/compile-cache.ts): the run's start through V8's code cache
 * on every node version (src/cli/script-cache.ts), and node's own cache where node has one
 * (22.1+). The last tests run the built CLI twice and look at what the first run left.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enableCompileCache } from '../../src/cli/compile-cache.js';
import { setScriptCacheDirectory } from '../../src/cli/script-cache.js';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';

const homes: string[] = [];
afterEach(() => {
  setScriptCacheDirectory(undefined);
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

function home(): string {
  const folder = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  homes.push(folder);
  return folder;
}

describe("the CLI's compile caches", () => {
  it('are turned on in a private folder of the agent-loop home', () => {
    const root = home();
    const env = { AGENT_LOOP_HOME: join(root, 'agent-loop-home') };
    const asked: string[] = [];
    const folder = enableCompileCache(env, { enableCompileCache: (dir) => asked.push(dir) });
    expect(folder).toBe(join(root, 'agent-loop-home', 'compile-cache'));
    expect(asked).toEqual([folder]);
    expect(statSync(folder!).mode & 0o777).toBe(0o700);
  });

  it('make a folder that was already there private', () => {
    const root = home();
    const folder = join(root, 'h', 'compile-cache');
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o777);
    expect(enableCompileCache({ AGENT_LOOP_HOME: join(root, 'h') }, {})).toBe(folder);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it("keep the run's start where node has no cache of its own (node 20)", () => {
    const root = home();
    const folder = enableCompileCache({ AGENT_LOOP_HOME: join(root, 'h') }, {});
    expect(folder).toBe(join(root, 'h', 'compile-cache'));
    expect(existsSync(folder!)).toBe(true);
  });

  it('are both off with NODE_DISABLE_COMPILE_CACHE', () => {
    const root = home();
    const asked: string[] = [];
    const env = { AGENT_LOOP_HOME: join(root, 'h'), NODE_DISABLE_COMPILE_CACHE: '1' };
    expect(enableCompileCache(env, { enableCompileCache: (dir) => asked.push(dir) })).toBe(
      undefined,
    );
    expect(asked).toEqual([]);
    expect(existsSync(join(root, 'h'))).toBe(false);
  });

  it('only cost speed when their folder cannot be made', () => {
    const root = home();
    writeFileSync(join(root, 'not-a-folder'), '');
    const asked: string[] = [];
    const env = { AGENT_LOOP_HOME: join(root, 'not-a-folder') };
    expect(enableCompileCache(env, { enableCompileCache: (dir) => asked.push(dir) })).toBe(
      undefined,
    );
    expect(asked).toEqual([]);
  });
});

describe('the built CLI', () => {
  let model: FakeAnthropic;
  beforeAll(async () => {
    assertDistFresh();
    model = await startFakeAnthropic(() => reply(text('Hello.')));
  });
  afterAll(() => model.close());

  async function run(root: string, env: NodeJS.ProcessEnv = {}) {
    const workspace = join(root, 'workspace');
    mkdirSync(workspace, { recursive: true });
    const result = await runCli(
      ['run', 'Say hello.', '--cwd', workspace, '--sandbox', 'off', '--output-format', 'json'],
      { ANTHROPIC_BASE_URL: model.url, AGENT_LOOP_HOME: join(root, 'home'), ...env },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.lines.at(-1)?.result).toBe('Hello.');
    return result;
  }

  function startCaches(root: string) {
    const folder = join(root, 'home', 'compile-cache');
    return readdirSync(folder)
      .filter((name) => /^group-run\.script\.js-[0-9a-f]{8}-v[\d.]+-\w+\.cache$/.test(name))
      .map((name) => ({ path: join(folder, name), ...statSync(join(folder, name)) }));
  }

  it("keeps the compiled code of the run's start, and the next run uses it as it is", async () => {
    const root = home();
    await run(root);
    const [cache, ...more] = startCaches(root);
    expect(more).toEqual([]);
    expect(cache!.mode & 0o777).toBe(0o600);
    expect(cache!.size).toBeGreaterThan(100_000);

    // A cache V8 took is not written again: the same file, untouched.
    await run(root);
    const [again] = startCaches(root);
    expect({ ino: again!.ino, mtimeMs: again!.mtimeMs }).toEqual({
      ino: cache!.ino,
      mtimeMs: cache!.mtimeMs,
    });
  });

  it('makes a cache V8 refuses again, and runs as well without one', async () => {
    const root = home();
    await run(root);
    const [cache] = startCaches(root);
    writeFileSync(cache!.path, 'not a code cache');
    await run(root);
    const [remade] = startCaches(root);
    expect(remade!.size).toBeGreaterThan(100_000);

    const off = home();
    await run(off, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(existsSync(join(off, 'home', 'compile-cache'))).toBe(false);
  });

  const nodeHasCache = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache;
  it.runIf(nodeHasCache === 'function')("keeps node's own cache of its other modules", async () => {
    const root = home();
    await run(root);
    const folder = join(root, 'home', 'compile-cache');
    const others = readdirSync(folder).filter((name) => !name.startsWith('group-run.script'));
    expect(others.length).toBeGreaterThan(0);
  });
});
