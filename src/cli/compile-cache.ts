/**
 * The CLI's compile caches, in a private folder of the agent-loop home, turned on before a
 * run's modules load: V8 keeps the compiled code, the functions a run called included, so
 * the next run on the machine does not compile them again before its first model request.
 * Two caches share the folder: the run's start (one file, src/cli/script-cache.ts, on every
 * node version) and node's own for the other modules (`module.enableCompileCache`, node 22.1
 * and later). Compiled code from either runs as agent-loop, outside the tool boundary: the
 * boundary hides the folder from the tools wherever the home is (src/cli/run.ts).
 * `NODE_DISABLE_COMPILE_CACHE=1` (node's own switch) turns both off.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import nodeModule from 'node:module';
import { join } from 'node:path';
import { agentLoopHome } from './home.js';
import { setScriptCacheDirectory } from './script-cache.js';

/** `<agent-loop home>/compile-cache`. */
export function compileCacheDirectory(env: NodeJS.ProcessEnv): string {
  return join(agentLoopHome(env), 'compile-cache');
}

/** The part of `node:module` used here: node 22.1 and later have it. */
interface NodeModule {
  enableCompileCache?: (directory: string) => unknown;
}

/**
 * Turns the caches on in `<home>/compile-cache` (made private first); returns the folder,
 * or undefined when they stay off. A folder that cannot be made only costs speed.
 */
export function enableCompileCache(
  env: NodeJS.ProcessEnv,
  node: NodeModule = nodeModule as NodeModule,
): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  const directory = compileCacheDirectory(env);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    // A folder that was already there is made private too (others could put code in it).
    chmodSync(directory, 0o700);
    node.enableCompileCache?.(directory);
  } catch {
    return undefined;
  }
  setScriptCacheDirectory(directory);
  return directory;
}
