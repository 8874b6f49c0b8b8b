/** `Write`: creates a file or replaces one that was read first; atomically. */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { FileToolOptions } from './read.js';
import type { ToolSpec } from './types.js';

export const writeInputSchema = deferredSchema((z) =>
  z.strictObject({
    // Relative to the workspace root, as the system prompt's environment says (absolute inside it works too).
    file_path: z.string(),
    content: z.string().describe('The complete new content of the file'),
  }),
);
export type WriteInput = z.infer<typeof writeInputSchema>;

/** Options of the writing tools. */
export interface WriteToolOptions extends FileToolOptions {
  /** Allow writes under `.github/workflows/`. */
  allowWorkflowEdits?: boolean;
}

/** The Write tool as the model sees it (its call: write-run.ts). */
export function writeDefinition(): ToolSpec<WriteInput> {
  return {
    name: 'Write',
    description: [
      'Writes a file in the workspace with exactly the given content, creating missing folders.',
      'An existing file must have been Read first and not changed since; prefer Edit for changes to it.',
      'Files inside .git and (unless allowed) .github/workflows cannot be written.',
    ].join('\n'),
    inputSchema: writeInputSchema,
    inputJsonSchema: builtInJsonSchema('Write'),
    isConcurrencySafe: () => false,
  };
}
