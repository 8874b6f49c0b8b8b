/**
 * Runs that died without handing the workspace back (the action killed with
 * SIGKILL, the machine's OOM killer, a cancelled job on a self-hosted runner):
 * each run leaves a note in its folder under /var/tmp naming its process and its
 * hand-back; the next boundary set-up finds the notes of dead runs and runs their
 * hand-back, so their workspaces, users and cgroups do not stay behind.
 */
import { lstatSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStateFile } from './spawner.js';
import { errorMessage } from '../text/error-message.js';

const NOTE = 'run.json';
const PREFIX = 'agent-loop-sandbox-';

interface RunNote {
  pid: number;
  /** The process's start time (field 22 of /proc/<pid>/stat): a reused pid is not the run. */
  started: string;
  /** The hand-back script's arguments. */
  teardown: string[];
  /** How often a later run's hand-back of it failed, and the last reason. */
  failures?: number;
  lastError?: string;
}

/** A hand-back that failed this often is not tried again (each run says so instead). */
export const STALE_RUN_ATTEMPTS = 3;

/** A dead run's folder and its hand-back. */
export interface StaleRun {
  folder: string;
  /** The hand-back script's arguments (index 0: the workspace). */
  teardown: string[];
  /** Earlier failed hand-backs of it, and the last reason. */
  failures: number;
  lastError?: string;
}

/** Writes the note of this run into its folder. */
export function writeRunNote(base: string, teardown: string[]): void {
  const note: RunNote = { pid: process.pid, started: startTime(process.pid) ?? '', teardown };
  writeFileSync(join(base, NOTE), JSON.stringify(note), { mode: 0o644 });
}

/** Every run under `parent` whose process is gone. */
export async function staleRuns(parent: string): Promise<StaleRun[]> {
  let names: string[];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(PREFIX));
  } catch {
    return [];
  }
  const found: StaleRun[] = [];
  for (const name of names) {
    // Only notes this user wrote: the hand-back runs as root, a note by anyone else
    // (/var/tmp is everyone's) could aim it anywhere.
    if (!ownFolder(join(parent, name)) || !ownFolder(join(parent, name, NOTE))) continue;
    const text = await readStateFile(join(parent, name, NOTE));
    const note = parseNote(text);
    if (!note || startTime(note.pid) === note.started) continue;
    // The note names its own folder as the one to remove; anything else is not ours.
    if (note.teardown[5] !== join(parent, name)) continue;
    found.push({
      folder: join(parent, name),
      teardown: note.teardown,
      failures: note.failures ?? 0,
      ...(note.lastError ? { lastError: note.lastError } : {}),
    });
  }
  return found;
}

/**
 * Hands back each dead run with `teardown`; returns a line for every one that
 * failed (now, or too often before to be tried again). A failure is kept in the
 * run's note, so the next run knows how often it was tried.
 */
export async function handBackStaleRuns(
  parent: string,
  teardown: (args: string[]) => Promise<unknown>,
): Promise<string[]> {
  const lines: string[] = [];
  for (const run of await staleRuns(parent)) {
    const what = `the hand-back of a run that died earlier (workspace ${run.teardown[0]}, folder ${run.folder})`;
    if (run.failures >= STALE_RUN_ATTEMPTS) {
      lines.push(
        `${what} failed ${run.failures} times (last: ${run.lastError ?? 'no reason given'}) and is not tried again: fix that, then remove the folder`,
      );
      continue;
    }
    try {
      // Its tools died with it (pdeathsig); what they left is handed back now.
      await teardown(run.teardown);
    } catch (error) {
      const why = errorMessage(error);
      const failures = run.failures + 1;
      lines.push(`${what} failed (${why}); attempt ${failures} of ${STALE_RUN_ATTEMPTS}`);
      recordFailure(run, failures, why);
    }
  }
  return lines;
}

/** Keeps the failure in the note, when the folder is still there. */
function recordFailure(run: StaleRun, failures: number, lastError: string): void {
  const path = join(run.folder, NOTE);
  try {
    const note = JSON.parse(readFileSync(path, 'utf8')) as RunNote;
    writeFileSync(path, JSON.stringify({ ...note, failures, lastError }), { mode: 0o644 });
  } catch {
    // the hand-back removed the folder before it failed: nothing is left to retry
  }
}

function ownFolder(path: string): boolean {
  try {
    const stat = lstatSync(path);
    return !stat.isSymbolicLink() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

function parseNote(text: string | undefined): RunNote | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<RunNote>;
    if (typeof value.pid !== 'number' || typeof value.started !== 'string') return undefined;
    if (!Array.isArray(value.teardown) || !value.teardown.every((arg) => typeof arg === 'string'))
      return undefined;
    if (value.failures !== undefined && typeof value.failures !== 'number') return undefined;
    if (value.lastError !== undefined && typeof value.lastError !== 'string') return undefined;
    return value as RunNote;
  } catch {
    return undefined;
  }
}

function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
