/**
 * Saved sessions: one stream-json file per session id in a private folder, written
 * line by line as the run goes (synchronously, so a killed run leaves everything up
 * to the kill on disk and can be resumed). The folder is 0700 and each file 0600;
 * every line goes through the run's redactor before it is written.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { jsonLineWriter, type TranscriptWriter } from './transcript.js';

/** Session ids are UUIDs: nothing else may become a file name. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSION = '.jsonl';
/** The first line (the oldest run's init) is read from this many bytes at most. */
const HEAD_BYTES = 64 * 1024;

/** A session id that is not a UUID (and so could name a path outside the folder). */
export class InvalidSessionIdError extends AgentLoopError<'invalid_session_id'> {
  override readonly name = 'InvalidSessionIdError';
  get kind() {
    return 'invalid_session_id' as const;
  }
}

/** No saved session has this id. */
export class SessionNotFoundError extends AgentLoopError<'session_not_found'> {
  override readonly name = 'SessionNotFoundError';
  get kind() {
    return 'session_not_found' as const;
  }
}

export function isSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

/** The sessions folder under an agent-loop home (`$AGENT_LOOP_HOME` or `~/.agent-loop`). */
export function sessionsDirectory(home: string): string {
  return join(resolve(home), 'sessions');
}

/** The file of session `id`; throws {@link InvalidSessionIdError} for anything but a UUID. */
export function sessionFile(directory: string, id: string): string {
  if (!isSessionId(id)) throw new InvalidSessionIdError(`"${id}" is not a session id`);
  return join(directory, `${id.toLowerCase()}${EXTENSION}`);
}

/**
 * The saved lines of session `id`, as written. Throws {@link SessionNotFoundError}
 * when there is none; a symbolic link in its place is refused, not followed.
 */
export function readSessionLines(directory: string, id: string): string[] {
  const path = sessionFile(directory, id);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isErrno(error, 'ENOENT') || isErrno(error, 'ELOOP')) {
      throw new SessionNotFoundError(`no saved session "${id}" in ${directory}`);
    }
    throw error;
  }
  try {
    return readFileSync(fd, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
  } finally {
    closeSync(fd);
  }
}

/**
 * The id of the most recently written session whose first run worked in `cwd`, or
 * undefined. Only each file's first line is read.
 */
export function latestSessionFor(directory: string, cwd: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  const wanted = resolve(cwd);
  const candidates = names
    .filter((name) => name.endsWith(EXTENSION) && isSessionId(name.slice(0, -EXTENSION.length)))
    .flatMap((name) => {
      try {
        const stat = statSync(join(directory, name));
        return stat.isFile() ? [{ name, mtime: stat.mtimeMs }] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of candidates) {
    if (firstCwd(join(directory, name)) === wanted) return name.slice(0, -EXTENSION.length);
  }
  return undefined;
}

function firstCwd(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    const first = buffer.subarray(0, read).toString('utf8').split('\n')[0] ?? '';
    const init = JSON.parse(first) as { type?: unknown; subtype?: unknown; cwd?: unknown };
    return init.type === 'system' && init.subtype === 'init' && typeof init.cwd === 'string'
      ? init.cwd
      : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates the file of a new session `id` (never overwriting one) and writes
 * `earlierLines` first: a resumed run's file starts with the session it continues,
 * so it can itself be resumed. Later events are written as they come, redacted.
 */
export function createSessionWriter(
  directory: string,
  id: string,
  earlierLines: readonly string[],
  redact: (text: string) => string = (text) => text,
): TranscriptWriter {
  const path = sessionFile(directory, id);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  // A folder made earlier with looser permissions (or by hand) is tightened.
  chmodSync(directory, 0o700);
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  fchmodSync(fd, 0o600);
  for (const line of earlierLines) writeSync(fd, `${redact(line)}\n`);
  return jsonLineWriter(fd, redact);
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
