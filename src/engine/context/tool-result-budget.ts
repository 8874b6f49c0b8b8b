/**
 * Keeps one huge tool result (a build log, a minified file) from filling the
 * context: over the limit, the full text goes to a file outside the repository
 * and the model sees a preview. The choice is made once per tool_use_id and
 * replayed on every later request, so the prompt prefix stays byte-identical and
 * the prompt cache keeps hitting. Being made before the result is ever cached, the
 * choice costs no cache rewrite; what a kept result costs in the requests after it is
 * weighed later, when clearing it would pay (microcompact, clearing-cost.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageParam, ToolResultBlockParam } from '../model/types.js';
import { cutText } from '../text/cut.js';

/** Results with more text than this many characters are replaced. */
export const MAX_TOOL_RESULT_CHARS = 50_000;
/** Characters of the original kept as a preview. */
export const PREVIEW_CHARS = 2_048;

/** How one oversized tool result was replaced. */
export interface Replacement {
  /** The text the model sees instead of the original text content. */
  content: string;
  /** Where the full text was saved, or null when saving failed. */
  filePath: string | null;
  /** Characters of text in the original result. */
  originalChars: number;
}

/** What was decided for one tool result: its replacement, or 'kept' when small enough. */
export type BudgetDecision = Replacement | 'kept';

/** Decisions by tool_use_id. */
export type BudgetDecisions = ReadonlyMap<string, BudgetDecision>;

export interface ToolResultBudgetOptions {
  /**
   * Directory for the full outputs; must lie outside the repository (e.g. under
   * RUNNER_TEMP or os.tmpdir()) so they are never committed. Created if missing.
   */
  directory: string;
  /** Defaults to {@link MAX_TOOL_RESULT_CHARS}. */
  maxResultChars?: number;
  /** Defaults to {@link PREVIEW_CHARS}. */
  previewChars?: number;
}

/**
 * Replaces the text of every tool_result over the limit by a preview and the path
 * of a file holding the full text. Results seen before follow their recorded
 * decision (never re-measured); new ones are measured once and recorded.
 * Returns new arrays and a new map; the inputs are left untouched.
 */
export function applyToolResultBudget(
  messages: readonly MessageParam[],
  decisions: BudgetDecisions,
  options: ToolResultBudgetOptions,
): { messages: MessageParam[]; decisions: Map<string, BudgetDecision> } {
  const maxChars = options.maxResultChars ?? MAX_TOOL_RESULT_CHARS;
  const previewChars = options.previewChars ?? PREVIEW_CHARS;
  const next = new Map(decisions);

  const decide = (block: ToolResultBlockParam): BudgetDecision => {
    const known = next.get(block.tool_use_id);
    if (known !== undefined) return known;
    const text = toolResultText(block);
    const decision =
      text.length > maxChars
        ? spill(block.tool_use_id, text, options.directory, previewChars)
        : 'kept';
    next.set(block.tool_use_id, decision);
    return decision;
  };

  const out = messages.map((message) => {
    if (message.role !== 'user' || typeof message.content === 'string') return message;
    let changed = false;
    const content = message.content.map((block) => {
      if (block.type !== 'tool_result') return block;
      const decision = decide(block);
      if (decision === 'kept') return block;
      changed = true;
      return replaceText(block, decision.content);
    });
    return changed ? { ...message, content } : message;
  });
  return { messages: out, decisions: next };
}

/** The text of a tool result (its string, or its text blocks joined). */
export function toolResultText(block: ToolResultBlockParam): string {
  const content = block.content;
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  return content
    .filter((inner) => inner.type === 'text')
    .map((inner) => inner.text)
    .join('\n');
}

/** The block with its text swapped for `text`; images and other non-text parts stay. */
function replaceText(block: ToolResultBlockParam, text: string): ToolResultBlockParam {
  if (typeof block.content !== 'object') return { ...block, content: text };
  const others = block.content.filter((inner) => inner.type !== 'text');
  if (others.length === 0) return { ...block, content: text };
  return { ...block, content: [{ type: 'text', text }, ...others] };
}

function spill(
  toolUseId: string,
  text: string,
  directory: string,
  previewChars: number,
): Replacement {
  // Ids come from the API (`toolu_…`); anything else is flattened so it cannot escape the directory.
  const filePath = join(directory, `${toolUseId.replace(/[^A-Za-z0-9_-]/g, '_')}.txt`);
  let saved: string | null = filePath;
  try {
    // Made on first use: most runs never save a result, and leave no folder behind.
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    writeFileSync(filePath, text, { encoding: 'utf8', mode: 0o600 });
  } catch {
    // The context must be protected either way; the model is told nothing was saved.
    saved = null;
  }
  return {
    content: replacementText(text, saved, previewChars),
    filePath: saved,
    originalChars: text.length,
  };
}

/**
 * The model cannot open the saved file: the Read tool is confined to the
 * workspace and the file lies outside it on purpose. So the text says the preview
 * is all it gets and how to ask for a smaller slice; the path is there for the
 * humans reading the transcript.
 */
function replacementText(text: string, filePath: string | null, previewChars: number): string {
  const preview = cutPreview(text, previewChars);
  const where =
    filePath === null
      ? 'The full output could not be saved.'
      : `The full output was saved outside the workspace (${filePath}); it is not readable with your tools.`;
  return [
    `<truncated-tool-result original_chars="${text.length}">`,
    `This tool result was ${text.length.toLocaleString('en-US')} characters, too large to include. ${where}`,
    `Below are only its first ${preview.length.toLocaleString('en-US')} characters. If you need more, run the command again with narrower output (e.g. pipe through grep, head or tail, or read a file with offset/limit).`,
    '--- preview ---',
    preview,
    '--- end of preview ---',
    '</truncated-tool-result>',
  ].join('\n');
}

/** The first `limit` characters, cut at a line end when one is reasonably close. */
function cutPreview(text: string, limit: number): string {
  const head = cutText(text, limit);
  const lastNewline = head.lastIndexOf('\n');
  return lastNewline > limit / 2 ? head.slice(0, lastNewline) : head;
}
