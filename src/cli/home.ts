/** The agent-loop home: saved sessions, and node's compile cache for the CLI. */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** `$AGENT_LOOP_HOME`, else `~/.agent-loop`. */
export function agentLoopHome(env: NodeJS.ProcessEnv): string {
  if (env.AGENT_LOOP_HOME) return resolve(env.AGENT_LOOP_HOME);
  return join(env.HOME || homedir(), '.agent-loop');
}
