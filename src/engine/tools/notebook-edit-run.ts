/** How NotebookEdit runs (its definition, what the model sees, is notebook-edit.ts). */
import { randomBytes } from 'node:crypto';
import { recordRead, sizeProblem, stalenessProblem, writeFileAtomic } from './file-state.js';
import type { WriteToolOptions } from './write.js';
import { readConfined, statConfined } from './confined-fs.js';
import { PathAccessError } from './workspace-paths.js';
import { resolveReachable } from './added-dirs.js';
import type { FileReadState, ToolCall, ToolResult } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import type { NotebookEditInput } from './notebook-edit.js';

type Json = Record<string, unknown>;
interface Notebook extends Json {
  cells: Json[];
  nbformat: number;
  nbformat_minor: number;
}

/** NotebookEdit's call. */
export function notebookEditCall(options: WriteToolOptions): ToolCall<NotebookEditInput> {
  return async (input, context) => {
    try {
      return await editNotebook(input, options, context.readState);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not edit ${input.notebook_path}: ${errorMessage(error)}`);
    }
  };
}

async function editNotebook(
  input: NotebookEditInput,
  options: WriteToolOptions,
  readState: FileReadState,
): Promise<ToolResult> {
  const shown = input.notebook_path;
  if (!shown.toLowerCase().endsWith('.ipynb')) {
    return toolError(`${shown} is not a Jupyter notebook (.ipynb). Use Edit for other files.`);
  }
  // Every folder on the way entered without following links, as Edit does (confined-fs.ts).
  const file = resolveReachable(options, shown, {
    forWrite: true,
    allowWorkflowEdits: options.allowWorkflowEdits === true,
  });
  const { target } = file;
  if (!target.exists) return toolError(`Notebook does not exist: ${shown}.`);
  const stat = await statConfined(file.root, target.relativePath);
  if (!stat?.isFile()) return toolError(`${shown} is not a regular file.`);
  // Parsed, edited and written again whole: past the cap, refused before it is read.
  const tooLarge = sizeProblem('NotebookEdit', shown, stat.size, 'is');
  if (tooLarge) return toolError(tooLarge);
  const problem = await stalenessProblem(readState, file, shown);
  if (problem) return toolError(problem);
  const text = (await readConfined(file.root, target.relativePath)).toString('utf8');
  const notebook = parseNotebook(text);
  if (typeof notebook === 'string') return toolError(`${shown}: ${notebook}`);
  const mode = input.edit_mode ?? 'replace';
  const outcome = applyEdit(notebook, input, mode);
  if ('refused' in outcome) return toolError(outcome.refused);
  const written = `${JSON.stringify(notebook, null, indentOf(text))}\n`;
  const grown = sizeProblem(
    'NotebookEdit',
    `${shown} after the edit`,
    Buffer.byteLength(written),
    'would be',
  );
  if (grown) return toolError(grown);
  await writeFileAtomic(file, written);
  await recordRead(readState, file, written, false);
  return { content: `${outcome.done} in ${shown}.` };
}

/** The notebook, or why it cannot be edited. */
function parseNotebook(text: string): Notebook | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `the file is not valid JSON (${errorMessage(error)}); fix it with Edit first.`;
  }
  if (!isObject(value) || !Array.isArray(value.cells) || !value.cells.every(isObject)) {
    return 'the file is not a Jupyter notebook (no cells list).';
  }
  if (value.nbformat !== 4) {
    return `nbformat ${String(value.nbformat)} is not supported; only nbformat 4 notebooks can be edited.`;
  }
  const minor = typeof value.nbformat_minor === 'number' ? value.nbformat_minor : 0;
  return { ...value, cells: value.cells, nbformat: 4, nbformat_minor: minor };
}

/** Applies the edit in place; returns what was done, or why it was refused. */
function applyEdit(
  notebook: Notebook,
  input: NotebookEditInput,
  mode: 'replace' | 'insert' | 'delete',
): { done: string } | { refused: string } {
  const index = input.cell_id === undefined ? undefined : findCell(notebook.cells, input.cell_id);
  if (index === -1) {
    return {
      refused: `No cell with id "${input.cell_id}" (the notebook has ${notebook.cells.length} cells; use an id or cell-N).`,
    };
  }
  if (mode === 'insert') {
    if (!input.cell_type) {
      return { refused: 'cell_type is required to insert a cell (code or markdown).' };
    }
    const at = index === undefined ? 0 : index + 1;
    const cell = newCell(input.cell_type, input.new_source, notebook);
    notebook.cells.splice(at, 0, cell);
    const id = cell.id ? ` (id ${String(cell.id)})` : '';
    return { done: `Inserted a ${input.cell_type} cell${id} at position ${at}` };
  }
  if (index === undefined) return { refused: `cell_id is required to ${mode} a cell.` };
  if (mode === 'delete') {
    notebook.cells.splice(index, 1);
    return { done: `Deleted cell ${input.cell_id}` };
  }
  const previous = notebook.cells[index]!;
  const type = input.cell_type ?? (previous.cell_type === 'markdown' ? 'markdown' : 'code');
  const cell = withSource(previous, type, input.new_source);
  notebook.cells[index] = cell;
  return { done: `Replaced the source of cell ${input.cell_id}` };
}

/** The index of the cell named by id, or by `cell-N`; -1 when none. */
function findCell(cells: readonly Json[], cellId: string): number {
  const byId = cells.findIndex((cell) => cell.id === cellId);
  if (byId >= 0) return byId;
  const match = /^cell-(\d+)$/.exec(cellId);
  if (match) {
    const index = Number(match[1]);
    if (index < cells.length) return index;
  }
  return -1;
}

/** A cell of `type` with `source`: code cells carry outputs, markdown cells do not. */
function withSource(previous: Json, type: 'code' | 'markdown', source: string): Json {
  const { outputs: _outputs, execution_count: _count, attachments, ...rest } = previous;
  const cell: Json = { ...rest, cell_type: type, source: sourceLines(source) };
  if (type === 'code') {
    cell.execution_count = null;
    cell.outputs = [];
  } else if (previous.cell_type === 'markdown' && attachments !== undefined) {
    cell.attachments = attachments;
  }
  if (!isObject(cell.metadata)) cell.metadata = {};
  return cell;
}

function newCell(type: 'code' | 'markdown', source: string, notebook: Notebook): Json {
  // Cell ids are part of nbformat from 4.5 on; older minors must not have them.
  const id = notebook.nbformat_minor >= 5 ? { id: uniqueCellId(notebook.cells) } : {};
  return withSource({ ...id, metadata: {} }, type, source);
}

function uniqueCellId(cells: readonly Json[]): string {
  for (;;) {
    const id = randomBytes(4).toString('hex');
    if (!cells.some((cell) => cell.id === id)) return id;
  }
}

/** nbformat's multiline string: the lines, each keeping its newline. */
function sourceLines(source: string): string[] {
  return source.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The indentation the file uses (Jupyter writes 1 space), so a diff stays small. */
function indentOf(text: string): number {
  const match = /^\{\r?\n( +)"/.exec(text);
  return match ? match[1]!.length : 1;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
