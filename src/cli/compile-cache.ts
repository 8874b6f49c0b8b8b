/**
 * node's compile cache for the CLI (`module.enableCompileCache`, node 22.1 and later): V8
 * keeps the compiled code of agent-loop's modules, the functions a run called included,
 * so the next run on the machine does not compile them again before its first model
 * request (node 24, cold-start bench: 1.32× → 1.22× the SDK's own least first request).
 * Compiled code from the cache runs as agent-loop, outside the tool boundary: the cache
 * is a private folder of the agent-loop home, and the boundary hides it from the tools
 * wherever the home is (src/cli/run.ts). Node 20 has no such cache;
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 */
import { mkdirSync } from 'node:fs';
import nodeModule from 'node:module';
import { join } from 'node:path';
import { agentLoopHome } from './home.js';

/** `<agent-loop home>/compile-cache`. */
export function compileCacheDirectory(env: NodeJS.ProcessEnv): string {
  return join(agentLoopHome(env), 'compile-cache');
}

/** The part of `node:module` used here: node 22.1 and later have it. */
interface NodeModule {
  enableCompileCache?: (directory: string) => unknown;
}

/**
 * Turns the cache on in `<home>/compile-cache` (made private first); returns the folder,
 * or undefined where node has no cache. A folder that cannot be made only costs speed.
 */
export function enableCompileCache(
  env: NodeJS.ProcessEnv,
  node: NodeModule = nodeModule as NodeModule,
): string | undefined {
  if (typeof node.enableCompileCache !== 'function') return undefined;
  const directory = compileCacheDirectory(env);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    node.enableCompileCache(directory);
    return directory;
  } catch {
    return undefined;
  }
}
