/**
 * Node's own compile cache (`module.enableCompileCache`, node 22.1+), signed: node writes its
 * files in a format of its own, so their HMACs (src/cli/cache-key.ts) are kept beside them in
 * `node-cache.seal`, one `<hmac hex> <size> <mtime ms> <path>` line a file. Before node is
 * pointed at the folder, every file whose HMAC is missing or wrong is removed (node then
 * compiles that module afresh); at exit the cache is flushed and what node wrote is signed.
 * Only where node can flush on demand (22.10+): elsewhere its cache stays off.
 */
import { lstatSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sign, verify } from './cache-key.js';

/** The seal's file, beside the caches. */
export const SEAL_FILE = 'node-cache.seal';

/** A file of node's cache that was found signed: its HMAC, and what it looked like. */
interface Sealed {
  mac: string;
  size: number;
  mtimeMs: number;
}

/** The part of `node:module` used here. */
export interface NodeCacheModule {
  enableCompileCache?: (directory: string) => unknown;
  flushCompileCache?: () => void;
}

/**
 * Removes from `directory` every file of node's cache that the seal does not vouch for, turns
 * node's cache on there and signs it at exit. Does nothing where node cannot flush on demand.
 */
export function enableSealedNodeCache(directory: string, key: Buffer, node: NodeCacheModule): void {
  const { enableCompileCache, flushCompileCache } = node;
  if (!enableCompileCache || !flushCompileCache) return;
  const sealed = dropUnsealed(directory, key);
  enableCompileCache.call(node, directory);
  process.once('exit', () => {
    try {
      flushCompileCache.call(node);
      writeSeal(directory, key, sealed);
    } catch {
      // Speed only: an unsigned file is dropped by the next run.
    }
  });
}

/** Node's files under `directory` (its own folders below it), by their path relative to it. */
function nodeCacheFiles(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(directory, entry.name);
    for (const file of readdirSync(folder)) found.push(relative(directory, join(folder, file)));
  }
  return found;
}

function readSeal(directory: string): Map<string, Sealed> {
  const seal = new Map<string, Sealed>();
  let text: string;
  try {
    text = readFileSync(join(directory, SEAL_FILE), 'utf8');
  } catch {
    return seal;
  }
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) (\d+) ([\d.]+) (.+)$/.exec(line);
    if (match) seal.set(match[4]!, { mac: match[1]!, size: +match[2]!, mtimeMs: +match[3]! });
  }
  return seal;
}

/** Removes what the seal does not vouch for (links and folders too); returns what it does. */
export function dropUnsealed(directory: string, key: Buffer): Map<string, Sealed> {
  const seal = readSeal(directory);
  const kept = new Map<string, Sealed>();
  for (const name of nodeCacheFiles(directory)) {
    const path = join(directory, name);
    const entry = seal.get(name);
    const stat = lstatSync(path);
    const good =
      entry !== undefined &&
      stat.isFile() &&
      verify(key, [name, readFileSync(path)], Buffer.from(entry.mac, 'hex'));
    if (good) kept.set(name, { mac: entry.mac, size: stat.size, mtimeMs: stat.mtimeMs });
    else rmSync(path, { recursive: true, force: true });
  }
  return kept;
}

/** Signs node's files (again only those that changed since they were checked), whole, then renamed. */
export function writeSeal(
  directory: string,
  key: Buffer,
  checked: ReadonlyMap<string, Sealed> = new Map(),
): void {
  const lines: string[] = [];
  for (const name of nodeCacheFiles(directory)) {
    const stat = lstatSync(join(directory, name));
    if (!stat.isFile()) continue;
    const known = checked.get(name);
    const same = known && known.size === stat.size && known.mtimeMs === stat.mtimeMs;
    const mac = same
      ? known.mac
      : sign(key, [name, readFileSync(join(directory, name))]).toString('hex');
    lines.push(`${mac} ${stat.size} ${stat.mtimeMs} ${name}`);
  }
  const temporary = join(directory, `${SEAL_FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, `${lines.join('\n')}\n`, { mode: 0o600 });
  renameSync(temporary, join(directory, SEAL_FILE));
}
