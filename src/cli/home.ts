/** The agent-loop home: saved sessions, and the compile caches of the CLI. */
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { isWithin } from '../engine/sandbox/mount-plan.js';

/** `$AGENT_LOOP_HOME`, else `~/.agent-loop`. */
export function agentLoopHome(env: NodeJS.ProcessEnv): string {
  if (env.AGENT_LOOP_HOME) return resolve(env.AGENT_LOOP_HOME);
  return join(env.HOME || homedir(), '.agent-loop');
}

/**
 * Why the home may not hold what a run leaves for the next one (its compile caches, its
 * session), or undefined when it may: a home inside the run's folder, or one that holds it,
 * is within the tools' reach (a tool can rename it, and the boundary's hiding moves with the
 * folder), and code from a compile cache runs as the user, outside the boundary. Links are
 * followed on both sides, as far as the paths exist.
 */
export function homeWithinReach(env: NodeJS.ProcessEnv, workspace: string): string | undefined {
  const home = realPath(agentLoopHome(env));
  const folder = realPath(workspace);
  const named = env.AGENT_LOOP_HOME ? 'AGENT_LOOP_HOME' : 'the agent-loop home';
  if (isWithin(folder, home)) return `${named} ${home} lies inside the workspace ${folder}`;
  if (isWithin(home, folder)) return `${named} ${home} contains the workspace ${folder}`;
  return undefined;
}

/** The notice a run gives when {@link homeWithinReach} says why. */
export function homeNotice(reason: string): string {
  return (
    `agent-loop: warning: the compile caches and session saving are off: ${reason} ` +
    `(its tools could change them); set AGENT_LOOP_HOME to a folder outside it\n`
  );
}

/** `path` with every link resolved, for the part of it that exists. */
export function realPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
  }
}
