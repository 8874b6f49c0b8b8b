/**
 * The CLI's compile caches, in a private folder of the agent-loop home, turned on before a
 * run's modules load: V8 keeps the compiled code, the functions a run called included, so
 * the next run on the machine does not compile them again before its first model request.
 * Two caches share the folder: the run's start (one file, src/cli/script-cache.ts, on every
 * node version) and node's own for the other modules (`module.enableCompileCache`, node 22.10
 * and later, src/cli/node-cache-seal.ts). Compiled code from either runs as agent-loop,
 * outside the tool boundary, so every cache file is signed with the user's key
 * (src/cli/cache-key.ts) and one that does not match is dropped unread; the boundary hides the
 * whole home from the tools (src/cli/run.ts), and the caches stay off when the home is within
 * the tools' reach (inside the run's folder, or holding it: src/cli/home.ts).
 * `NODE_DISABLE_COMPILE_CACHE=1` (node's own switch) turns both off.
 */
import { chmodSync, lstatSync, mkdirSync } from 'node:fs';
import nodeModule from 'node:module';
import { join } from 'node:path';
import { cacheKeyPath, readCacheKey } from './cache-key.js';
import { agentLoopHome, homeWithinReach, realPath } from './home.js';
import { isWithin } from '../engine/sandbox/mount-plan.js';
import { enableSealedNodeCache, type NodeCacheModule } from './node-cache-seal.js';
import { setScriptCacheDirectory } from './script-cache.js';

/** `<agent-loop home>/compile-cache`. */
export function compileCacheDirectory(env: NodeJS.ProcessEnv): string {
  return join(agentLoopHome(env), 'compile-cache');
}

export interface CompileCacheOptions {
  /** The run's folder: the caches stay off when the home is within its reach. */
  workspace?: string;
  /** `node:module` (tests give their own). */
  node?: NodeCacheModule;
  /** Says why the caches are off when the user should know (a key file refused). */
  warn?: (line: string) => void;
}

/**
 * Turns the caches on in `<home>/compile-cache` (made private first); returns the folder,
 * or undefined when they stay off. A folder that cannot be made only costs speed.
 */
export function enableCompileCache(
  env: NodeJS.ProcessEnv,
  options: CompileCacheOptions = {},
): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  // The run says so, for its session too (src/cli/run.ts).
  if (options.workspace && homeWithinReach(env, options.workspace)) return undefined;
  const keyPath = cacheKeyPath(env);
  if (options.workspace && isWithin(realPath(options.workspace), realPath(keyPath))) {
    options.warn?.(`the compile caches are off: the key file ${keyPath} lies in the workspace`);
    return undefined;
  }
  const key = readCacheKey(keyPath);
  if ('refused' in key) {
    options.warn?.(`the compile caches are off: ${key.refused}`);
    return undefined;
  }
  const directory = compileCacheDirectory(env);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    if (!lstatSync(directory).isDirectory()) return undefined;
    // A folder that was already there is made private too (others could put code in it).
    chmodSync(directory, 0o700);
  } catch {
    return undefined;
  }
  try {
    enableSealedNodeCache(directory, key.key, options.node ?? (nodeModule as NodeCacheModule));
  } catch {
    // Node's own cache only costs speed; the run's start is cached below.
  }
  setScriptCacheDirectory(directory, key.key);
  return directory;
}
