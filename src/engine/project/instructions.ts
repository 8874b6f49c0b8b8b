/**
 * Instructions where the work is (docs/contract.md#project-configuration): the
 * first time a tool reads or edits a file in a folder, that folder's `AGENTS.md`
 * (else `CLAUDE.md`), and its parents' below the root, join the context as a new
 * message at the end of the conversation (it is append-only: preserved thinking).
 * `@path` imports are followed inside the repository, five levels at most; each
 * file is read once; everything stays within a budget of characters.
 */
import { posix } from 'node:path';
import { stripInvisibleCharacters } from '../safety/invisible-characters.js';
import { cutText } from '../text/cut.js';
import type { ProjectFiles } from './types.js';

/** The files a folder may hold, in order of preference (as at the root). */
export const FOLDER_INSTRUCTION_FILES = ['AGENTS.md', 'CLAUDE.md'];
/** Imports inside imports, at most. */
export const MAX_IMPORT_DEPTH = 5;
/** Longest one file is kept, in characters. */
export const MAX_INSTRUCTION_FILE_CHARS = 20_000;
/** All nested instructions of a run together, in characters (about 15k tokens). */
export const MAX_NESTED_INSTRUCTION_CHARS = 60_000;

export interface InstructionTracker {
  /** A tool read or edited `path` (from the repository root): its folders' files are queued. */
  touched(path: string): Promise<void>;
  /** The messages queued since the last call (each a text for a new message). */
  take(): string[];
  /** Every file that joined the context, imports included, in order. */
  loaded(): string[];
}

export interface InstructionOptions {
  maxFileChars?: number;
  maxTotalChars?: number;
}

/** A tracker over the trusted tree's files. */
export function createInstructionTracker(
  files: ProjectFiles,
  options: InstructionOptions = {},
): InstructionTracker {
  const maxFile = options.maxFileChars ?? MAX_INSTRUCTION_FILE_CHARS;
  let room = options.maxTotalChars ?? MAX_NESTED_INSTRUCTION_CHARS;
  const seenFolders = new Set<string>(['']);
  const seenFiles = new Set<string>();
  const loaded: string[] = [];
  let queue: string[] = [];
  // One folder at a time: two tools at once must not load a file twice.
  let chain = Promise.resolve();

  const readOnce = async (path: string): Promise<string | undefined> => {
    if (seenFiles.has(path)) return undefined;
    const text = await files.read(path);
    if (text === undefined) return undefined;
    seenFiles.add(path);
    return stripInvisibleCharacters(text);
  };

  const load = async (folder: string): Promise<void> => {
    for (const name of FOLDER_INSTRUCTION_FILES) {
      const path = folder ? `${folder}/${name}` : name;
      const text = await readOnce(path);
      if (text === undefined) continue;
      const parts: string[] = [];
      const add = (file: string, content: string, importedBy?: string) => {
        if (room <= 0) return false;
        const kept = cutText(content.trim(), Math.min(maxFile, room));
        room -= kept.length;
        loaded.push(file);
        const cut =
          kept.length < content.trim().length ? '\n[… cut: the instructions budget is spent]' : '';
        const heading = importedBy
          ? `Imported by ${importedBy}: ${file}`
          : `Instructions from ${file} (for the files in ${folder}/ and below)`;
        parts.push(`${heading}\n\n${kept}${cut}`);
        return true;
      };
      if (!add(path, text)) {
        queue.push(
          `${path} holds instructions for ${folder}/ that were not loaded: the budget for nested instructions (${MAX_NESTED_INSTRUCTION_CHARS.toLocaleString('en-US')} characters) is spent.`,
        );
        return;
      }
      await followImports(path, text, 1, add);
      queue.push(parts.join('\n\n'));
      return;
    }
  };

  const followImports = async (
    from: string,
    text: string,
    depth: number,
    add: (file: string, content: string, importedBy?: string) => boolean,
  ): Promise<void> => {
    if (depth > MAX_IMPORT_DEPTH) return;
    for (const target of importsOf(text, posix.dirname(from))) {
      const content = await readOnce(target);
      if (content === undefined) continue;
      if (!add(target, content, from)) return;
      await followImports(target, content, depth + 1, add);
    }
  };

  return {
    touched(path) {
      const folders = parentFolders(path).filter((folder) => !seenFolders.has(folder));
      for (const folder of folders) seenFolders.add(folder);
      if (folders.length === 0) return chain;
      chain = chain.then(async () => {
        for (const folder of folders) await load(folder);
      });
      return chain;
    },
    take() {
      const taken = queue;
      queue = [];
      return taken;
    },
    loaded: () => [...loaded],
  };
}

/** The folders from the top down to the file's own (the root excluded). */
function parentFolders(path: string): string[] {
  const parts = posix.normalize(path).split('/').slice(0, -1);
  if (parts[0] === '..' || parts[0] === '' || parts.includes('..')) return [];
  return parts.map((_part, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * The files `text` imports with `@path` (outside code spans and fences), relative to
 * `folder`, kept inside the repository: `@~/…` and paths that leave it are not followed.
 */
export function importsOf(text: string, folder: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const found: string[] = [];
  for (const match of prose.matchAll(/(?:^|[\s(])@([^\s`'"()<>]+)/g)) {
    const raw = match[1]!.replace(/[.,;:!?]+$/, '');
    // A home or absolute path is outside the repository: not followed.
    if (raw.startsWith('~') || raw.startsWith('/') || raw.includes('\0') || !/[./]/.test(raw))
      continue;
    const joined = posix.join(folder === '.' ? '' : folder, raw);
    if (joined === '..' || joined.startsWith('../') || joined.startsWith('/')) continue;
    if (!found.includes(joined)) found.push(joined);
  }
  return found;
}

/**
 * What an instruction file imports (`@path`, inside the repository, five levels at most),
 * read from the trusted tree: each file once, under a heading naming who imported it, and
 * the paths read. A link or a path leaving the repository brings nothing.
 */
export async function importedInstructions(
  files: ProjectFiles,
  from: string,
  text: string,
  maxChars = MAX_NESTED_INSTRUCTION_CHARS,
): Promise<{ text: string; files: string[] }> {
  const seen = new Set<string>([from]);
  const parts: string[] = [];
  let room = maxChars;
  const follow = async (path: string, content: string, depth: number): Promise<void> => {
    if (depth > MAX_IMPORT_DEPTH) return;
    for (const target of importsOf(content, posix.dirname(path))) {
      if (seen.has(target) || room <= 0) continue;
      const read = await files.read(target);
      if (read === undefined) continue;
      seen.add(target);
      const clean = stripInvisibleCharacters(read).trim();
      const kept = cutText(clean, Math.min(MAX_INSTRUCTION_FILE_CHARS, room));
      room -= kept.length;
      parts.push(`Imported by ${path}: ${target}\n\n${kept}`);
      await follow(target, clean, depth + 1);
    }
  };
  await follow(from, text, 1);
  return { text: parts.join('\n\n'), files: [...seen].slice(1) };
}

/**
 * The root instruction file of the trusted tree (AGENTS.md, else CLAUDE.md, as the action
 * reads it) with what it imports, as one text; undefined when there is none.
 */
export async function rootInstructions(
  files: ProjectFiles,
): Promise<{ path: string; content: string } | undefined> {
  for (const path of FOLDER_INSTRUCTION_FILES) {
    const text = await files.read(path);
    if (text === undefined) continue;
    const own = cutText(stripInvisibleCharacters(text).trim(), MAX_INSTRUCTION_FILE_CHARS);
    const imported = await importedInstructions(files, path, text);
    return { path, content: [own, imported.text].filter(Boolean).join('\n\n') };
  }
  return undefined;
}
