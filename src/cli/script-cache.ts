/**
 * The CLI run's start compiled from V8's code cache, on every node version. The modules a
 * run loads before its first model request are one file (scripts/start-groups.mjs), whose
 * code the build moves into a script body (scripts/cached-scripts.mjs, which names the
 * body's parameters below): node 20 can cache the compiled code of a script (`vm.Script`'s
 * `cachedData`) but not of an ES module. The merged file is then a small module that runs
 * the body through {@link runCachedScript} and re-exports what it returns, so the modules
 * still exist once.
 *
 * The cache is made when a process exits, so it holds every function the run compiled, not
 * only the top level: the next run skips both the parse and the first-call compiles (cold-start
 * bench, spawn to the first model request against the SDK's own: node 20 1.40× → 1.19×,
 * docs/benchmarks.md). A cache file is named by its source's
 * CRC-32, node's version and the architecture (V8 checks only the length of the source); V8
 * refuses one made with other flags, and a refused or missing one is made again.
 * Compiled code from the cache runs as agent-loop, outside the tool boundary: the folder is
 * the private one of src/cli/compile-cache.ts, which the boundary hides from the tools, and a
 * cache file starts with the HMAC of its name and its code under the user's key
 * (src/cli/cache-key.ts): one that does not match (planted, or cut short) is not given to V8.
 */
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { crc32 } from 'node:zlib';
import { escapeRegExp } from '../engine/text/regexp.js';
import { HMAC_BYTES, sign, verify } from './cache-key.js';

/** What a script body gets: its exports object, its `require`, and the two ES module features. */
const PARAMETERS = ['exports', 'require', 'module', '__agentLoopUrl', '__agentLoopImport'];

/** Where caches are kept and the key that signs them; none until the CLI turns caching on. */
let cacheDirectory: string | undefined;
let cacheKey: Buffer | undefined;

/** Caches to write when the process exits, by their file: the script to take them from, the key. */
const toWrite = new Map<string, CacheToWrite>();

interface CacheToWrite {
  script: vm.Script;
  scriptFile: string;
  key: Buffer;
}

/** Keeps the code caches in `directory`, signed with `key`, from now on (undefined: no cache). */
export function setScriptCacheDirectory(directory: string | undefined, key?: Buffer): void {
  cacheDirectory = key ? directory : undefined;
  cacheKey = key;
}

/** How a run of {@link runCachedScript} was compiled. */
export type CacheUse = 'none' | 'used' | 'made';

export interface CachedScript {
  exports: Record<string, unknown>;
  cache: CacheUse;
}

/**
 * Runs the script body in `file` (scripts/cached-scripts.mjs wrote it) with `imports`, the
 * namespaces of the modules it imports by their specifiers; returns what it exports.
 */
export function runCachedScript(
  file: URL,
  imports: Readonly<Record<string, unknown>>,
): CachedScript {
  const path = fileURLToPath(file);
  const bytes = readFileSync(path);
  const cachePath = cacheDirectory && join(cacheDirectory, cacheName(path, bytes));
  const cachedData = cachePath ? readCache(cachePath) : undefined;
  // The build writes the body in ASCII: decoded fast, and held one byte per character.
  const script = new vm.Script(asFunction(bytes.toString('utf8')), {
    filename: path,
    ...(cachedData ? { cachedData } : {}),
  });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  if (cachePath && !used)
    writeAtExit(cachePath, { script, scriptFile: basename(path), key: cacheKey! });
  const module = { exports: {} as Record<string, unknown> };
  const run = script.runInThisContext() as (...parameters: unknown[]) => void;
  run(
    module.exports,
    requireFor(path, imports),
    module,
    file.href,
    (specifier: string) => import(new URL(specifier, file).href),
  );
  return { exports: module.exports, cache: cachePath ? (used ? 'used' : 'made') : 'none' };
}

/** The body as one function, strict like the ES module it was. */
function asFunction(source: string): string {
  return `(function (${PARAMETERS.join(', ')}) {"use strict";${source}\n})`;
}

/** `group-run.script.js-<crc32>-<node version>-<arch>.cache`. */
function cacheName(path: string, bytes: Buffer): string {
  const checksum = crc32(bytes).toString(16).padStart(8, '0');
  return `${basename(path)}-${checksum}-${process.version}-${process.arch}.cache`;
}

/** The code in the cache file at `path` when its HMAC matches; else undefined. */
function readCache(path: string): Buffer | undefined {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return undefined;
  }
  const code = file.subarray(HMAC_BYTES);
  const signed = verify(cacheKey!, [basename(path), code], file.subarray(0, HMAC_BYTES));
  return signed ? code : undefined;
}

/** The body's `require`: the modules it imports, and node's built-ins. */
function requireFor(path: string, imports: Readonly<Record<string, unknown>>) {
  const nodeRequire = createRequire(path);
  return (specifier: string): unknown => {
    if (Object.hasOwn(imports, specifier)) return imports[specifier];
    if (specifier.startsWith('node:')) return nodeRequire(specifier);
    throw new Error(`${path} imports ${specifier}, which it was not given`);
  };
}

function writeAtExit(cachePath: string, entry: CacheToWrite): void {
  if (toWrite.size === 0) process.once('exit', writeScriptCaches);
  toWrite.set(cachePath, entry);
}

/**
 * Writes the caches still to write (at exit; tests call it). Each is written whole and then
 * renamed, so a run starting meanwhile reads a whole cache or none; a cache of another
 * build of the same file (an upgrade) is removed. A cache that cannot be written only costs
 * the next run its speed.
 */
export function writeScriptCaches(): void {
  for (const [cachePath, { script, scriptFile, key }] of toWrite) {
    const temporary = `${cachePath}.${process.pid}.tmp`;
    try {
      const code = script.createCachedData();
      const mac = sign(key, [basename(cachePath), code]);
      writeFileSync(temporary, Buffer.concat([mac, code]), { mode: 0o600 });
      renameSync(temporary, cachePath);
      removeOtherBuilds(cachePath, scriptFile);
    } catch {
      // Speed only; a part written is not left behind.
      rmSync(temporary, { force: true });
    }
  }
  toWrite.clear();
}

/** Removes `<scriptFile>-<another crc>-<this node>-<this arch>.cache` beside `cachePath`. */
function removeOtherBuilds(cachePath: string, scriptFile: string): void {
  const name = basename(cachePath);
  const folder = dirname(cachePath);
  const suffix = `-${process.version}-${process.arch}.cache`;
  const build = new RegExp(`^${escapeRegExp(scriptFile)}-[0-9a-f]{8}${escapeRegExp(suffix)}$`);
  for (const other of readdirSync(folder)) {
    if (other !== name && build.test(other)) rmSync(join(folder, other), { force: true });
  }
}
