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
    // Relative to the workspace root, as the system prompt's environment says (absolute inside it works too).
    file_path: z.string(),
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
      // Only what changes a call: a directory, a file too large or a part left unread is
      // told in the result, with what to do; reading before editing is Edit's and Write's.
      'Reads a file: its lines numbered (number, tab, line).',
      `Lines longer than ${MAX_LINE_CHARS} characters are cut; a file over ${MAX_WHOLE_FILE_BYTES / 1024} KB is read in parts (offset, limit).`,
      'Images (png, jpg, gif, webp) come as images.',
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
