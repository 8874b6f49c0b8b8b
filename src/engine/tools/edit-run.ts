/** How Edit runs (its definition, what the model sees, is edit.ts). */
import { readConfined, statConfined } from './confined-fs.js';
import { errorMessage } from '../text/error-message.js';
import {
  isValidUtf8,
  numberLine,
  recordRead,
  sizeProblem,
  stalenessProblem,
  writeFileAtomic,
} from './file-state.js';
import type { WriteToolOptions } from './write.js';
import { PathAccessError } from './workspace-paths.js';
import { resolveReachable } from './added-dirs.js';
import type { FileReadState, ToolCall, ToolResult } from './types.js';
import { toolError } from './tool-error.js';
import type { EditInput } from './edit.js';

/**
 * Lines of context shown around an edit: one each side places the changed lines in the file;
 * more is sent again in every later request and rarely read (the model Reads what it needs).
 */
const SNIPPET_CONTEXT = 1;
/** Edit's call. */
export function editCall(options: WriteToolOptions): ToolCall<EditInput> {
  return async (input, context) => {
    try {
      return await edit(input, options, context.readState);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not edit ${input.file_path}: ${errorMessage(error)}`);
    }
  };
}

async function edit(
  input: EditInput,
  options: WriteToolOptions,
  readState: FileReadState,
): Promise<ToolResult> {
  const shown = input.file_path;
  if (input.old_string === input.new_string) {
    return toolError('old_string and new_string are the same; there is nothing to change.');
  }
  const file = resolveReachable(options, shown, {
    forWrite: true,
    allowWorkflowEdits: options.allowWorkflowEdits === true,
  });
  const { target } = file;
  if (!target.exists || input.old_string === '') {
    const tooLarge = sizeProblem('Edit', shown, Buffer.byteLength(input.new_string), 'would be');
    if (tooLarge) return toolError(tooLarge);
  }
  if (!target.exists) {
    if (input.old_string !== '') {
      return toolError(
        `File does not exist: ${shown}. To create it, use Write (or Edit with an empty old_string).`,
      );
    }
    await writeFileAtomic(file, input.new_string);
    await recordRead(readState, file, input.new_string, false);
    return { content: `Created ${shown}.` };
  }
  const stat = await statConfined(file.root, target.relativePath);
  if (!stat?.isFile()) return toolError(`${shown} is not a regular file.`);
  const tooLarge = sizeProblem('Edit', shown, stat.size, 'is');
  if (tooLarge) return toolError(tooLarge);
  const problem = await stalenessProblem(readState, file, shown);
  if (problem) return toolError(problem);
  const buffer = await readConfined(file.root, target.relativePath);
  if (!isValidUtf8(buffer)) {
    return toolError(
      `${shown} is not valid UTF-8; Edit would corrupt it. Change it with Bash (e.g. sed) instead.`,
    );
  }
  const content = buffer.toString('utf8');
  if (input.old_string === '') {
    if (content.length > 0) {
      return toolError(
        `${shown} already exists and is not empty; give the old_string to replace, or use Write.`,
      );
    }
    await writeFileAtomic(file, input.new_string);
    await recordRead(readState, file, input.new_string, false);
    return { content: `Wrote ${shown}.` };
  }

  const crlf = usesCrlf(content);
  const oldString = crlf ? toCrlf(input.old_string) : input.old_string;
  const newString = crlf ? toCrlf(input.new_string) : input.new_string;
  const positions = occurrences(content, oldString);
  if (positions.length === 0) {
    return toolError(
      `old_string was not found in ${shown}. It must match exactly, including whitespace and indentation ` +
        '(without the line-number prefixes Read adds). Read the file again to copy the exact text.',
    );
  }
  if (positions.length > 1 && input.replace_all !== true) {
    const lines = positions.map((position) => lineAt(content, position));
    return toolError(
      `Found ${positions.length} matches of old_string in ${shown} (lines ${lines.join(', ')}). ` +
        'Add surrounding lines to make it unique, or set replace_all to true to replace them all.',
    );
  }
  // Index-based splicing: String.replace would expand `$&` and friends in new_string.
  let updated = '';
  let last = 0;
  for (const position of positions) {
    updated += content.slice(last, position) + newString;
    last = position + oldString.length;
  }
  updated += content.slice(last);
  const grown = sizeProblem(
    'Edit',
    `${shown} after the edit`,
    Buffer.byteLength(updated),
    'would be',
  );
  if (grown) return toolError(grown);
  await writeFileAtomic(file, updated);
  await recordRead(readState, file, updated, false);
  if (positions.length > 1)
    return { content: `Replaced ${positions.length} occurrences in ${shown}.` };
  const first = positions[0] ?? 0;
  return {
    content: options.redactSecrets(`Edited ${shown}:\n${snippet(updated, first, newString)}`),
  };
}

/** CRLF when most line breaks are CRLF, so mixed files keep their majority style. */
function usesCrlf(content: string): boolean {
  const crlf = content.split('\r\n').length - 1;
  const lf = content.split('\n').length - 1;
  return crlf > 0 && crlf * 2 >= lf;
}

function toCrlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

function occurrences(content: string, needle: string): number[] {
  const positions: number[] = [];
  let index = content.indexOf(needle);
  while (index >= 0) {
    positions.push(index);
    index = content.indexOf(needle, index + needle.length);
  }
  return positions;
}

function lineAt(content: string, position: number): number {
  let line = 1;
  for (
    let index = content.indexOf('\n');
    index >= 0 && index < position;
    index = content.indexOf('\n', index + 1)
  ) {
    line++;
  }
  return line;
}

function snippet(content: string, position: number, inserted: string): string {
  const firstLine = lineAt(content, position);
  const lastLine = firstLine + inserted.split('\n').length - 1;
  const lines = content.split('\n');
  const from = Math.max(1, firstLine - SNIPPET_CONTEXT);
  const to = Math.min(lines.length, lastLine + SNIPPET_CONTEXT);
  const shown: string[] = [];
  for (let line = from; line <= to; line++)
    shown.push(numberLine(line, (lines[line - 1] ?? '').replace(/\r$/, '')));
  return shown.join('\n');
}
