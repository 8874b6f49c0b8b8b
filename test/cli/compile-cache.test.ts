/**
 * The CLI turns its compile caches on in the agent-loop home, a private folder, before a
 * run's modules load (src/cli/compile-cache.ts): the run's start through V8's code cache
 * on every node version (src/cli/script-cache.ts), and node's own cache where node has one
 * (22.1+). The last tests run the built CLI twice and look at what the first run left.
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enableCompileCache } from '../../src/cli/compile-cache.js';
import { setScriptCacheDirectory } from '../../src/cli/script-cache.js';
import { dropUnsealed, SEAL_FILE, writeSeal } from '../../src/cli/node-cache-seal.js';
import { readCacheKey } from '../../src/cli/cache-key.js';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';

const homes: string[] = [];
afterEach(() => {
  setScriptCacheDirectory(undefined);
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

/** Node's module with a cache of its own, as a test sees it (22.10+ can flush on demand). */
function nodeWithCache(asked: string[]) {
  return { node: { enableCompileCache: (dir: string) => asked.push(dir), flushCompileCache() {} } };
}

function home(): string {
  const folder = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  homes.push(folder);
  return folder;
}

describe("the CLI's compile caches", () => {
  it('are turned on in a private folder of the agent-loop home', () => {
    const root = home();
    const env = { AGENT_LOOP_HOME: join(root, 'agent-loop-home'), HOME: root };
    const asked: string[] = [];
    const folder = enableCompileCache(env, nodeWithCache(asked));
    expect(folder).toBe(join(root, 'agent-loop-home', 'compile-cache'));
    expect(asked).toEqual([folder]);
    expect(statSync(folder!).mode & 0o777).toBe(0o700);
  });

  it('make a folder that was already there private', () => {
    const root = home();
    const folder = join(root, 'h', 'compile-cache');
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o777);
    expect(enableCompileCache({ AGENT_LOOP_HOME: join(root, 'h'), HOME: root }, { node: {} })).toBe(
      folder,
    );
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it("keep the run's start where node has no cache of its own (node 20)", () => {
    const root = home();
    const folder = enableCompileCache(
      { AGENT_LOOP_HOME: join(root, 'h'), HOME: root },
      { node: {} },
    );
    expect(folder).toBe(join(root, 'h', 'compile-cache'));
    expect(existsSync(folder!)).toBe(true);
  });

  it('are both off with NODE_DISABLE_COMPILE_CACHE', () => {
    const root = home();
    const asked: string[] = [];
    const env = { AGENT_LOOP_HOME: join(root, 'h'), HOME: root, NODE_DISABLE_COMPILE_CACHE: '1' };
    expect(enableCompileCache(env, nodeWithCache(asked))).toBe(undefined);
    expect(asked).toEqual([]);
    expect(existsSync(join(root, 'h'))).toBe(false);
  });

  it('only cost speed when their folder cannot be made', () => {
    const root = home();
    writeFileSync(join(root, 'not-a-folder'), '');
    const asked: string[] = [];
    const env = { AGENT_LOOP_HOME: join(root, 'not-a-folder'), HOME: root };
    expect(enableCompileCache(env, nodeWithCache(asked))).toBe(undefined);
    expect(asked).toEqual([]);
  });
});

describe('the key that signs the caches', () => {
  it('is made private on first use, then read as it is', () => {
    const path = join(home(), '.agent-loop-cache-key');
    const made = readCacheKey(path);
    expect('key' in made && made.key.length).toBe(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readCacheKey(path)).toEqual(made);
  });

  it('is refused through a link, open to others, or of the wrong size', () => {
    const root = home();
    const key = join(root, 'real-key');
    writeFileSync(key, Buffer.alloc(32, 3), { mode: 0o600 });
    symlinkSync(key, join(root, 'linked-key'));
    expect(readCacheKey(join(root, 'linked-key'))).toEqual({
      refused: `the key file ${join(root, 'linked-key')} is a symbolic link`,
    });
    chmodSync(key, 0o640);
    expect(readCacheKey(key)).toEqual({
      refused: `the key file ${key} is open to others (mode 640; chmod 600 it)`,
    });
    writeFileSync(join(root, 'short-key'), 'short', { mode: 0o600 });
    expect(readCacheKey(join(root, 'short-key'))).toEqual({
      refused: `the key file ${join(root, 'short-key')} does not hold a key (5 bytes, not 32)`,
    });
  });

  it.runIf(process.getuid?.() === 0)("is refused when it is another user's", () => {
    const key = join(home(), 'their-key');
    writeFileSync(key, Buffer.alloc(32, 3), { mode: 0o600 });
    chownSync(key, 65534, 65534);
    expect(readCacheKey(key)).toEqual({
      refused: `the key file ${key} belongs to uid 65534, not to you (uid 0)`,
    });
  });
});

describe("node's own cache, sealed", () => {
  const key = Buffer.alloc(32, 9);

  /** A folder as node leaves it: its files in a folder of their own. */
  function nodeCache(): string {
    const folder = join(home(), 'compile-cache');
    mkdirSync(join(folder, 'v24-abc'), { recursive: true });
    writeFileSync(join(folder, 'v24-abc', 'one'), 'compiled one');
    writeFileSync(join(folder, 'v24-abc', 'two'), 'compiled two');
    return folder;
  }

  it('keeps the files the seal vouches for and drops the others', () => {
    const folder = nodeCache();
    writeSeal(folder, key);
    writeFileSync(join(folder, 'v24-abc', 'two'), 'planted code');
    writeFileSync(join(folder, 'v24-abc', 'three'), 'planted code');
    symlinkSync(join(folder, 'v24-abc', 'one'), join(folder, 'v24-abc', 'link'));
    const kept = dropUnsealed(folder, key);
    expect([...kept.keys()]).toEqual([join('v24-abc', 'one')]);
    expect(readdirSync(join(folder, 'v24-abc'))).toEqual(['one']);
  });

  it('drops every file under another key, and all of them without a seal', () => {
    const folder = nodeCache();
    writeSeal(folder, Buffer.alloc(32, 1));
    dropUnsealed(folder, key);
    expect(readdirSync(join(folder, 'v24-abc'))).toEqual([]);
    const unsealed = nodeCache();
    expect(readdirSync(unsealed)).not.toContain(SEAL_FILE);
    dropUnsealed(unsealed, key);
    expect(readdirSync(join(unsealed, 'v24-abc'))).toEqual([]);
  });

  it('is not turned on where node cannot flush it on demand (before 22.10)', () => {
    const root = home();
    const asked: string[] = [];
    const env = { AGENT_LOOP_HOME: join(root, 'h'), HOME: root };
    const node = { enableCompileCache: (dir: string) => asked.push(dir) };
    expect(enableCompileCache(env, { node })).toBe(join(root, 'h', 'compile-cache'));
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
      { ANTHROPIC_BASE_URL: model.url, AGENT_LOOP_HOME: join(root, 'home'), HOME: root, ...env },
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
