/** How Write runs (its definition, what the model sees, is write.ts). */
import { statConfined } from './confined-fs.js';
import { recordRead, sizeProblem, stalenessProblem, writeFileAtomic } from './file-state.js';
import { PathAccessError } from './workspace-paths.js';
import { resolveReachable } from './added-dirs.js';
import type { ToolCall } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import type { WriteInput, WriteToolOptions } from './write.js';

/** Write's call. */
export function writeCall(options: WriteToolOptions): ToolCall<WriteInput> {
  return async (input, context) => {
    try {
      const file = resolveReachable(options, input.file_path, {
        forWrite: true,
        allowWorkflowEdits: options.allowWorkflowEdits === true,
      });
      const { target } = file;
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
  };
}
