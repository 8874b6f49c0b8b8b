/**
 * `Read`: a file's lines, each after its number and a tab, with clear answers for every odd case.
 * What the model sees; how it reads is read-run.ts (joined in built-in.ts).
 */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { ToolSpec } from './types.js';
import type { AddedDir } from './added-dirs.js';

/** Lines returned when no limit is given. */
export const DEFAULT_READ_LINES = 2000;
/** Longer lines are cut: one minified line should not flood the context. */
export const MAX_LINE_CHARS = 2000;
/** Above this size a file must be read in parts (offset/limit). */
export const MAX_WHOLE_FILE_BYTES = 256 * 1024;
/** What one Read may return; more must be asked for in smaller parts. */
export const MAX_READ_OUTPUT_CHARS = 100_000;
export const readInputSchema = deferredSchema((z) =>
  z.strictObject({
    file_path: z
      .string()
      .describe('Path of the file, relative to the workspace root or absolute inside it'),
    offset: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Line number to start from (1-based)'),
    limit: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(`Number of lines to read (default ${DEFAULT_READ_LINES})`),
  }),
);
export type ReadInput = z.infer<typeof readInputSchema>;

/** Options shared by the file tools. */
export interface FileToolOptions {
  workspaceRoot: string;
  /** Folders reached besides the workspace, by absolute path (added-dirs.ts). */
  addedDirs?: readonly AddedDir[];
  redactSecrets: (text: string) => string;
  /**
   * Files outside the workspace that Read may open all the same (a background task's
   * output): the real path when `absolutePath` is one, else undefined.
   */
  outsideFile?: (absolutePath: string) => string | undefined;
}

/** The Read tool as the model sees it (its call: read-run.ts). */
export function readDefinition(): ToolSpec<ReadInput> {
  return {
    name: 'Read',
    description: [
      'Reads a text file from the workspace and returns its lines numbered (number, tab, line).',
      `Returns up to ${DEFAULT_READ_LINES} lines from the start; use offset (1-based line) and limit for other parts.`,
      `Lines longer than ${MAX_LINE_CHARS} characters are cut. Files over ${MAX_WHOLE_FILE_BYTES / 1024} KB must be read in parts.`,
      'Images (png, jpg, gif, webp) are returned as images. Directories cannot be read: use Glob or Bash `ls`.',
      'Read a file before editing or overwriting it. Several Reads in one turn run in parallel.',
    ].join('\n'),
    inputSchema: readInputSchema,
    inputJsonSchema: builtInJsonSchema('Read'),
    isConcurrencySafe: () => true,
  };
}

/** A text's lines without their line breaks (a final newline ends the last line). */
export function splitLines(content: string): string[] {
  if (content.length === 0) return [];
  const lines = content.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
