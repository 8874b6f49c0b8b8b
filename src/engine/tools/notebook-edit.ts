/**
 * `NotebookEdit`: replaces, inserts or deletes one cell of a Jupyter notebook
 * (`.ipynb`, nbformat 4), keeping the file valid JSON and valid nbformat: a code
 * cell keeps `outputs` and `execution_count` (cleared when its source changes), a
 * markdown cell has neither, and a new cell gets an `id` when the notebook's minor
 * format (4.5+) has cell ids. The notebook must have been read first, as for Edit.
 */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { ToolSpec } from './types.js';

export const notebookEditInputSchema = deferredSchema((z) =>
  z.strictObject({
    notebook_path: z.string(),
    cell_id: z
      .string()
      .optional()
      .describe(
        'Its id, or `cell-N` (0-based). insert puts the new cell after it (first when omitted)',
      ),
    new_source: z.string().describe('The new source of the cell (ignored for delete)'),
    cell_type: z
      .enum(['code', 'markdown'])
      .optional()
      .describe('Required for insert; for replace, changes the type'),
    edit_mode: z
      .enum(['replace', 'insert', 'delete'])
      .optional()
      .describe('replace (default), insert or delete'),
  }),
);
export type NotebookEditInput = z.infer<typeof notebookEditInputSchema>;

/** The NotebookEdit tool as the model sees it (its call: notebook-edit-run.ts). */
export function notebookEditDefinition(): ToolSpec<NotebookEditInput> {
  return {
    name: 'NotebookEdit',
    description: [
      'Edits one cell of a Jupyter notebook (.ipynb).',
      // How a cell is named and what insert needs are in cell_id's and cell_type's descriptions.
      'Use it instead of Edit or Write for notebooks (outputs of an edited code cell are cleared).',
      'Read the notebook first in this session.',
    ].join('\n'),
    inputSchema: notebookEditInputSchema,
    inputJsonSchema: builtInJsonSchema('NotebookEdit'),
    isConcurrencySafe: () => false,
  };
}
