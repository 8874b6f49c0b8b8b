/** `Edit`: exact string replacement in a file that was read first; keeps line endings. */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { ToolSpec } from './types.js';

export const editInputSchema = deferredSchema((z) =>
  z.strictObject({
    // Relative to the workspace root, as the system prompt's environment says (absolute inside it works too).
    file_path: z.string(),
    old_string: z.string().describe('The exact text to replace (empty to create a new file)'),
    new_string: z.string().describe('The text to put in its place'),
    replace_all: z.boolean().optional().describe('Replace every occurrence'),
  }),
);
export type EditInput = z.infer<typeof editInputSchema>;

/** The Edit tool as the model sees it (its call: edit-run.ts). */
export function editDefinition(): ToolSpec<EditInput> {
  return {
    name: 'Edit',
    description: [
      // Creating a file with an empty old_string is said by old_string's own description.
      'Replaces old_string with new_string in a file Read first in this session.',
      'old_string must match the file exactly (indentation included, no line-number prefix from Read) and be unique',
      'unless replace_all: include enough surrounding lines.',
    ].join('\n'),
    inputSchema: editInputSchema,
    inputJsonSchema: builtInJsonSchema('Edit'),
    isConcurrencySafe: () => false,
  };
}
