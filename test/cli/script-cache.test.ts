/**
 * A script body run from V8's code cache (src/cli/script-cache.ts): what it imports and
 * exports, and when a cache is made, used, refused or replaced.
 */
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  runCachedScript,
  setScriptCacheDirectory,
  writeScriptCaches,
} from '../../src/cli/script-cache.js';
import { REPO_ROOT } from '../action/harness.js';
import { assertDistFresh } from '../dist-fresh.js';

/** The key the caches are signed with in these tests. */
const KEY = Buffer.alloc(32, 5);

const folders: string[] = [];
afterEach(() => {
  writeScriptCaches();
  setScriptCacheDirectory(undefined);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'script-cache-'));
  folders.push(path);
  return path;
}

/** Writes `body` as `name` in a new folder; returns its URL and a cache folder. */
function scriptFile(body: string, name = 'start.script.js') {
  const at = folder();
  const path = join(at, name);
  writeFileSync(path, body);
  const caches = join(at, 'caches');
  return { url: pathToFileURL(path), path, caches };
}

const BODY = [
  'const { twice } = require("./math.js");',
  'const { join } = require("node:path");',
  'module.exports = { answer: twice(21), joined: join("a", "b"), url: __agentLoopUrl };',
].join('\n');

describe('a script body', () => {
  it('gets the namespaces it imports and node built-ins; its exports come back', () => {
    const { url } = scriptFile(BODY);
    const run = runCachedScript(url, { './math.js': { twice: (n: number) => 2 * n } });
    expect(run.exports).toEqual({ answer: 42, joined: 'a/b', url: url.href });
    expect(run.cache).toBe('none');
  });

  it('is told clearly when it imports what it was not given', () => {
    const { url, path } = scriptFile(BODY);
    expect(() => runCachedScript(url, {})).toThrow(
      `${path} imports ./math.js, which it was not given`,
    );
  });

  it('runs in strict mode, as the ES module it was', () => {
    const { url } = scriptFile('undeclared = 1;');
    expect(() => runCachedScript(url, {})).toThrow(ReferenceError);
  });

  it("imports a chunk lazily from beside itself (esbuild's import(), rewritten)", async () => {
    const { url, path } = scriptFile(
      'module.exports = { later: __agentLoopImport("./lazy.mjs") };',
    );
    writeFileSync(join(path, '..', 'lazy.mjs'), 'export const value = "loaded";');
    const later = runCachedScript(url, {}).exports.later as Promise<{ value: string }>;
    expect((await later).value).toBe('loaded');
  });
});

/**
 * Each load in a process of its own, as runs are: within one process V8 keeps compiled
 * scripts in memory and would answer from there. The built loader (dist/) is used, its cache
 * written by its exit hook.
 */
function loadInChild(url: URL, caches: string | undefined) {
  const loader = pathToFileURL(join(REPO_ROOT, 'dist', 'chunks', 'script-cache.js')).href;
  const program = [
    `import { runCachedScript, setScriptCacheDirectory } from ${JSON.stringify(loader)};`,
    `setScriptCacheDirectory(${JSON.stringify(caches)}, Buffer.from(${JSON.stringify(KEY.toString('hex'))}, "hex"));`,
    `console.log(JSON.stringify(runCachedScript(new URL(${JSON.stringify(url.href)}), {})));`,
  ].join('\n');
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as { exports: Record<string, unknown>; cache: string };
}

describe('its code cache', () => {
  beforeAll(() => assertDistFresh());

  it('is made at exit in a private file, then used by the next process', () => {
    const { url, caches } = scriptFile('module.exports = { value: "first" };');
    mkdirPrivate(caches);
    expect(loadInChild(url, caches).cache).toBe('made');
    const [name, ...others] = readdirSync(caches);
    expect(others).toEqual([]);
    expect(name).toMatch(/^start\.script\.js-[0-9a-f]{8}-v[\d.]+-\w+\.cache$/);
    expect(statSync(join(caches, name!)).mode & 0o777).toBe(0o600);
    expect(loadInChild(url, caches)).toEqual({ exports: { value: 'first' }, cache: 'used' });
  });

  it('is not taken for another source of the same length (V8 checks only the length)', () => {
    const { url, path, caches } = scriptFile('module.exports = { value: "first" };');
    mkdirPrivate(caches);
    loadInChild(url, caches);
    writeFileSync(path, 'module.exports = { value: "other" };');
    expect(loadInChild(url, caches)).toEqual({ exports: { value: 'other' }, cache: 'made' });
    // Once the new build's cache is written, the old one is removed.
    expect(readdirSync(caches)).toHaveLength(1);
    expect(loadInChild(url, caches).cache).toBe('used');
  });

  it('is not given to V8 unless its HMAC under the key matches, and is made again', () => {
    const { url, path, caches } = scriptFile('module.exports = { value: "first" };');
    mkdirPrivate(caches);
    loadInChild(url, caches);
    const [name] = readdirSync(caches);
    const signed = readFileSync(join(caches, name!));
    // The cache of another body of the same length: V8 would take it.
    writeFileSync(path, 'module.exports = { value: "other" };');
    loadInChild(url, caches);
    const [otherName] = readdirSync(caches);
    const other = readFileSync(join(caches, otherName!));
    rmSync(join(caches, otherName!));
    writeFileSync(path, 'module.exports = { value: "first" };');
    const code = other.subarray(32);
    // Unsigned; signed for other code; signed, but under another name.
    for (const planted of [code, Buffer.concat([signed.subarray(0, 32), code]), other]) {
      writeFileSync(join(caches, name!), planted);
      expect(loadInChild(url, caches)).toEqual({ exports: { value: 'first' }, cache: 'made' });
      expect(readFileSync(join(caches, name!)).equals(signed)).toBe(false);
      expect(loadInChild(url, caches).cache).toBe('used');
    }
  });

  it('is made again when V8 refuses it', () => {
    const { url, caches } = scriptFile('module.exports = { value: "first" };');
    mkdirPrivate(caches);
    loadInChild(url, caches);
    const [name] = readdirSync(caches);
    writeFileSync(join(caches, name!), 'not a code cache');
    expect(loadInChild(url, caches)).toEqual({ exports: { value: 'first' }, cache: 'made' });
    expect(loadInChild(url, caches).cache).toBe('used');
  });

  it('leaves no part behind when it cannot be put in place', () => {
    const { url, caches } = scriptFile('module.exports = { value: "first" };');
    mkdirPrivate(caches);
    loadInChild(url, caches);
    const [name] = readdirSync(caches);
    // A folder where the cache goes: written, it cannot be renamed there.
    rmSync(join(caches, name!));
    mkdirSync(join(caches, name!, 'in-the-way'), { recursive: true });
    expect(loadInChild(url, caches)).toEqual({ exports: { value: 'first' }, cache: 'made' });
    expect(readdirSync(caches)).toEqual([name]);
  });

  it('only costs speed when it cannot be written', () => {
    const { url, caches } = scriptFile('module.exports = { value: "first" };');
    setScriptCacheDirectory(join(caches, 'missing'), KEY);
    expect(runCachedScript(url, {}).exports).toEqual({ value: 'first' });
    expect(() => writeScriptCaches()).not.toThrow();
    expect(loadInChild(url, join(caches, 'missing')).exports).toEqual({ value: 'first' });
  });
});

function mkdirPrivate(path: string): string {
  mkdirSync(path, { mode: 0o700 });
  return path;
}
