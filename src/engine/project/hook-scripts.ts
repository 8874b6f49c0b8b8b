/**
 * The files of the repository a hook's command names (`bash .claude/hooks/session.sh`,
 * `"$CLAUDE_PROJECT_DIR"/scripts/format.sh`, `node tools/check.js`), so that a hook runs
 * the trusted tree's copy of them and the tools may not write them
 * (docs/project-config.md#hooks). A word names a file when, its quotes removed and
 * `$CLAUDE_PROJECT_DIR` put in, it is a path inside the project; words with any other
 * expansion, a glob or a leading `-` are left alone.
 */
import { posix } from 'node:path';
import type { HookSettings } from './types.js';

/** Why hooks are off when the run denies Bash (a hook runs commands as Bash does), or undefined. */
export function bashDeniedRefusal(
  disallowedTools: readonly string[],
  switchName: string,
): string | undefined {
  if (!disallowedTools.some((rule) => rule.trim() === 'Bash')) return undefined;
  return `The settings' hooks were not run: the run denies Bash, and a hook runs commands as Bash does (${switchName} runs them).`;
}

/** Every hook command of the settings, once each. */
export function hookCommands(hooks: HookSettings): string[] {
  return [
    ...new Set(
      Object.values(hooks).flatMap((groups) =>
        (groups ?? []).flatMap((group) => group.hooks.map((hook) => hook.command)),
      ),
    ),
  ];
}

/** One word of a command that names a path of the project. */
export interface PathWord {
  /** Where the word is in the command: [start, end). */
  start: number;
  end: number;
  /** The path it names, `/`-separated from the project root. */
  path: string;
}

const PROJECT_DIR = /^\$(?:CLAUDE_PROJECT_DIR\b|\{CLAUDE_PROJECT_DIR\})/;
/** Where a word ends outside quotes. */
const BREAK = /[\s;&|()<>]/;
const ROOT = '\0root';

/** The words of `command` that are project paths (whether the files exist is the caller's question). */
export function projectPathWords(command: string): PathWord[] {
  const words: PathWord[] = [];
  let index = 0;
  while (index < command.length) {
    if (BREAK.test(command[index]!)) {
      index += 1;
      continue;
    }
    const word = readWord(command, index);
    const path = word.value === undefined ? undefined : projectPath(word.value);
    if (path !== undefined) words.push({ start: index, end: word.end, path });
    index = Math.max(word.end, index + 1);
  }
  return words;
}

/** `command` with each word of `words` replaced by the same path under `root`, quoted. */
export function pinCommand(command: string, words: readonly PathWord[], root: string): string {
  let out = '';
  let at = 0;
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    out += command.slice(at, word.start) + shellQuote(posix.join(root, word.path));
    at = word.end;
  }
  return out + command.slice(at);
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The word's value with quotes removed, or undefined when it expands anything else. */
function readWord(command: string, start: number): { end: number; value: string | undefined } {
  let value = '';
  let dynamic = false;
  let index = start;
  let quote: '"' | "'" | undefined;
  while (index < command.length) {
    const char = command[index]!;
    if (!quote && BREAK.test(char)) break;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else value += char;
      index += 1;
      continue;
    }
    if (char === '\\' && index + 1 < command.length) {
      value += command[index + 1];
      index += 2;
      continue;
    }
    if (char === '$') {
      const project = PROJECT_DIR.exec(command.slice(index));
      if (project) {
        value += ROOT;
        index += project[0].length;
        continue;
      }
      dynamic = true;
    } else if (char === '`' || (!quote && (char === '*' || char === '?' || char === '['))) {
      dynamic = true;
    }
    if (char === '"' || (char === "'" && !quote)) {
      quote = quote === '"' ? undefined : char === '"' ? '"' : "'";
      index += 1;
      continue;
    }
    value += char;
    index += 1;
  }
  return { end: index, value: dynamic ? undefined : value };
}

/** The project path `value` names, or undefined (an option, an absolute path elsewhere, `..`). */
function projectPath(value: string): string | undefined {
  if (value === '' || value.startsWith('-') || value.startsWith('~')) return undefined;
  if (value.includes(ROOT) && !value.startsWith(ROOT)) return undefined;
  const rest = value.startsWith(ROOT) ? value.slice(ROOT.length) : value;
  if (value.startsWith(ROOT) ? !rest.startsWith('/') : rest.startsWith('/')) return undefined;
  if (rest.includes('=')) return undefined;
  const path = posix.normalize(rest.replace(/^\/+/, ''));
  if (path === '.' || path === '..' || path.startsWith('../') || path.includes('\0'))
    return undefined;
  return path;
}
