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

const NOTE = 'run.json';
const PREFIX = 'agent-loop-sandbox-';

interface RunNote {
  pid: number;
  /** The process's start time (field 22 of /proc/<pid>/stat): a reused pid is not the run. */
  started: string;
  /** The hand-back script's arguments. */
  teardown: string[];
}

/** Writes the note of this run into its folder. */
export function writeRunNote(base: string, teardown: string[]): void {
  const note: RunNote = { pid: process.pid, started: startTime(process.pid) ?? '', teardown };
  writeFileSync(join(base, NOTE), JSON.stringify(note), { mode: 0o644 });
}

/** The hand-back arguments of every run under `parent` whose process is gone. */
export async function staleRuns(parent: string): Promise<string[][]> {
  let names: string[];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(PREFIX));
  } catch {
    return [];
  }
  const found: string[][] = [];
  for (const name of names) {
    // Only notes this user wrote: the hand-back runs as root, a note by anyone else
    // (/var/tmp is everyone's) could aim it anywhere.
    if (!ownFolder(join(parent, name)) || !ownFolder(join(parent, name, NOTE))) continue;
    const text = await readStateFile(join(parent, name, NOTE));
    const note = parseNote(text);
    if (!note || startTime(note.pid) === note.started) continue;
    // The note names its own folder as the one to remove; anything else is not ours.
    if (note.teardown[5] !== join(parent, name)) continue;
    found.push(note.teardown);
  }
  return found;
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
