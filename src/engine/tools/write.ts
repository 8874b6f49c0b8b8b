/** `Write`: creates a file or replaces one that was read first; atomically. */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import { statConfined } from './confined-fs.js';
import {
  formatMegabytes,
  MAX_EDIT_FILE_BYTES,
  recordRead,
  sizeProblem,
  stalenessProblem,
  writeFileAtomic,
} from './file-state.js';
import type { FileToolOptions } from './read.js';
import { PathAccessError, realWorkspaceRoot, resolveInWorkspace } from './workspace-paths.js';
import type { Tool } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';

export const writeInputSchema = deferredSchema((z) =>
  z.strictObject({
    file_path: z
      .string()
      .describe('Path of the file, relative to the workspace root or absolute inside it'),
    content: z.string().describe('The complete new content of the file'),
  }),
);
type WriteInput = z.infer<typeof writeInputSchema>;

/** Options of the writing tools. */
export interface WriteToolOptions extends FileToolOptions {
  /** Allow writes under `.github/workflows/`. */
  allowWorkflowEdits?: boolean;
}

/** Creates the Write tool. */
export function createWriteTool(options: WriteToolOptions): Tool<WriteInput> {
  return {
    name: 'Write',
    description: [
      'Writes a file in the workspace with exactly the given content, creating missing folders.',
      'An existing file must have been Read in this session and not changed since; prefer Edit for changes to existing files.',
      'Files inside .git and (unless allowed) .github/workflows cannot be written.',
      `At most ${formatMegabytes(MAX_EDIT_FILE_BYTES)} of content at once.`,
    ].join('\n'),
    inputSchema: writeInputSchema,
    inputJsonSchema: builtInJsonSchema('Write'),
    isConcurrencySafe: () => false,
    call: async (input, context) => {
      try {
        const target = resolveInWorkspace(options.workspaceRoot, input.file_path, {
          forWrite: true,
          allowWorkflowEdits: options.allowWorkflowEdits === true,
        });
        const file = { root: realWorkspaceRoot(options.workspaceRoot), target };
        const tooLarge = sizeProblem(
          'Write',
          input.file_path,
          Buffer.byteLength(input.content),
          'would be',
        );
        if (tooLarge) return toolError(tooLarge);
        if (target.exists) {
          const stat = await statConfined(file.root, target.relativePath);
          if (!stat?.isFile())
            return toolError(`${input.file_path} exists and is not a regular file.`);
          const problem = await stalenessProblem(context.readState, file, input.file_path);
          if (problem) return toolError(problem);
        }
        await writeFileAtomic(file, input.content);
        await recordRead(context.readState, file, input.content, false);
        const lines = input.content.length === 0 ? 0 : input.content.split('\n').length;
        return {
          content: target.exists
            ? `Updated ${input.file_path} (${lines} lines).`
            : `Created ${input.file_path} (${lines} lines).`,
        };
      } catch (error) {
        if (error instanceof PathAccessError) return toolError(error.message);
        return toolError(`Could not write ${input.file_path}: ${errorMessage(error)}`);
      }
    },
  };
}
