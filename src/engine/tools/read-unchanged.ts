/**
 * A Read of the same lines of a file that has not changed since the model last read them,
 * while that earlier result is still in the conversation, is answered with a short note
 * instead of the text again: the text would be sent, and billed, twice in every later
 * request. Asking once more right after the note returns the text (docs/contract.md#tools).
 */
import type { MessageParam } from '../model/types.js';
import { sha256Of } from './file-state.js';
import type { FileReadState, ToolContext } from './types.js';

/** Which lines a Read showed, in which call, and the digest of the text it returned. */
interface ShownRead {
  toolUseId: string;
  start: number;
  limit: number;
  digest: string;
  /** True once a re-read was answered with the note: the next one returns the text. */
  noted: boolean;
}

/**
 * What each read state's Reads last showed, by real path: kept beside the read state (one
 * per loop; a sub-agent has its own), so a forgotten read (microcompact, autocompact)
 * leaves nothing to answer a note from.
 */
const shownReads = new WeakMap<FileReadState, Map<string, ShownRead>>();

/** The read being asked for: its lines and what the file is now. */
export interface ReadRequest {
  start: number;
  limit: number;
  mtimeMs: number;
  /** The whole file as it is now; undefined when it was streamed, not held. */
  bytes: Buffer | undefined;
}

/**
 * The note to answer with, or undefined when the text must be sent: the file changed (its
 * mtime or content), the lines differ, the earlier result is gone from the conversation
 * (cleared, summarised, spilled to a file), or the note was already given for it.
 */
export function unchangedNote(
  shownPath: string,
  realPath: string,
  request: ReadRequest,
  context: Pick<ToolContext, 'conversation' | 'readState'>,
): string | undefined {
  const record = context.readState.get(realPath);
  const shown = shownReads.get(context.readState)?.get(realPath);
  if (!record || !shown || shown.noted || request.bytes === undefined) return undefined;
  if (shown.start !== request.start || shown.limit !== request.limit) return undefined;
  if (record.mtimeMs !== request.mtimeMs) return undefined;
  // Hashed only here, once the cheap checks passed.
  if (record.sha256 !== sha256Of(request.bytes)) return undefined;
  if (!stillShown(context.conversation, shown)) return undefined;
  shown.noted = true;
  return (
    `${shownPath} is unchanged since your earlier Read of these lines (still above); ` +
    'Read it once more to get the text anyway.'
  );
}

/** Remembers which call showed the file's lines, and the text it showed. */
export function rememberShown(
  context: Pick<ToolContext, 'readState' | 'toolUseId'>,
  realPath: string,
  lines: { start: number; limit: number },
  text: string,
): void {
  let shown = shownReads.get(context.readState);
  if (!shown) shownReads.set(context.readState, (shown = new Map()));
  shown.set(realPath, {
    toolUseId: context.toolUseId,
    ...lines,
    digest: sha256Of(text),
    noted: false,
  });
}

/** True when the conversation still holds the call's result, unchanged. */
function stillShown(conversation: readonly MessageParam[] | undefined, shown: ShownRead): boolean {
  for (const message of conversation ?? []) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result' || block.tool_use_id !== shown.toolUseId) continue;
      return sha256Of(resultText(block.content)) === shown.digest;
    }
  }
  return false;
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((inner: { type?: string }) => inner.type === 'text')
    .map((inner: { text?: string }) => inner.text ?? '')
    .join('\n');
}
