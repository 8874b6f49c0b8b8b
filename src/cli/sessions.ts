/**
 * `--resume` and `--continue`: which saved session a run continues, and where its own
 * session is saved. A resumed run gets a new session id whose file starts with the
 * session it continues (as Claude Code does), so the earlier file is never changed.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  rebuildConversation,
  SessionFormatError,
  type SavedConversation,
} from '../engine/session/history.js';
import {
  latestSessionFor,
  readSessionLines,
  SessionNotFoundError,
  sessionsDirectory,
} from '../engine/session/store.js';
import { agentLoopHome, homeWithinReach } from './home.js';
import type { RunOptions } from './run-flags.js';
import { UsageError } from './usage-error.js';

export interface SessionPlan {
  /** The sessions folder. */
  directory: string;
  /** The new session's id. */
  id: string;
  /** The lines the new file starts with (the continued session's), else none. */
  earlierLines: string[];
  /** The continued conversation, for `--resume` and `--continue`. */
  resumed?: SavedConversation & { id: string };
  /** Oversized tool results of the whole chain live under its first session's id. */
  toolResultDirectory: string;
  /** Why the session is not saved (the home is within the tools' reach: src/cli/home.ts). */
  notSaved?: string;
}

/**
 * The session this run saves to and, with `--resume` / `--continue`, the one it continues.
 * Throws {@link UsageError} naming the flag for an unknown id, a session of another
 * workspace, a damaged file, or `--continue` with nothing to continue.
 */
export function planSession(
  options: Pick<RunOptions, 'resume' | 'continueLatest'>,
  cwd: string,
  env: NodeJS.ProcessEnv,
  newId: string,
): SessionPlan {
  const directory = sessionsDirectory(agentLoopHome(env));
  const fresh: SessionPlan = {
    directory,
    id: newId,
    earlierLines: [],
    toolResultDirectory: toolResultDirectory(newId),
  };
  const reach = homeWithinReach(env, cwd);
  if (options.resume === undefined && !options.continueLatest)
    return reach ? { ...fresh, notSaved: reach } : fresh;
  const flag = options.resume !== undefined ? '--resume' : '--continue';
  // A session the tools could have written is not the user's to continue.
  if (reach) throw new UsageError(`${flag}: saved sessions are off here: ${reach}`);
  const id = options.resume ?? latestSessionFor(directory, cwd);
  if (id === undefined) {
    throw new UsageError(`--continue: no saved session for ${cwd} in ${directory}`);
  }
  const { lines, saved } = load(flag, directory, id);
  if (saved.cwd !== undefined && resolve(saved.cwd) !== cwd) {
    throw new UsageError(
      `${flag}: session ${id} worked in ${saved.cwd}, not ${cwd} (run it with --cwd ${saved.cwd})`,
    );
  }
  const root = saved.rootSessionId ?? id;
  return {
    ...fresh,
    earlierLines: lines,
    resumed: { ...saved, id },
    toolResultDirectory: toolResultDirectory(root),
  };
}

function load(
  flag: string,
  directory: string,
  id: string,
): { lines: string[]; saved: SavedConversation } {
  try {
    const lines = readSessionLines(directory, id);
    return { lines, saved: rebuildConversation(lines) };
  } catch (error) {
    if (error instanceof SessionNotFoundError) {
      throw new UsageError(`${flag}: no saved session "${id}" in ${directory}`);
    }
    if (error instanceof SessionFormatError) {
      throw new UsageError(`${flag}: session ${id} cannot be read: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Where oversized tool results are saved. The path is part of the text the model saw,
 * so a resumed run must use the same one to send the same bytes again.
 */
function toolResultDirectory(rootSessionId: string): string {
  return join(tmpdir(), 'agent-loop', rootSessionId, 'tool-results');
}
