/**
 * Autocompact: replaces the whole conversation by a model-written summary plus
 * fresh copies of the files the agent was working on, when the context nears
 * the window. The loop decides when (see `contextThresholds`), writes the compact
 * boundary and counts failures; this module makes the summary.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';
import type {
  CallModel,
  ContentBlockParam,
  Message,
  MessageParam,
  ModelRequest,
  TextBlockParam,
  ToolDefinition,
} from '../model/types.js';
import { ModelError } from '../model/types.js';
import type { FileReadRecord, FileReadState } from '../tools/types.js';
import { withContent, withoutCacheControl } from './blocks.js';
import { normalizeMessagesForApi } from './normalize.js';
import { withCacheBreakpoints } from './prompt-cache.js';
import { toolResultText } from './tool-result-budget.js';
import { estimateMessageTokens, estimateMessagesTokens, estimateTokens } from './tokens.js';
import { numberLine, sha256Of } from '../tools/file-state.js';
import { splitLines } from '../tools/read.js';

/** Token budget for the files re-read after compaction. */
export const RECENT_FILES_TOKEN_CAP = 50_000;
/** At most this many files are re-read after compaction. */
export const RECENT_FILES_MAX = 5;
/** The summary needs far less than a model's full output limit. */
export const SUMMARY_MAX_TOKENS = 20_000;

export interface CompactParams {
  messages: readonly MessageParam[];
  callModel: CallModel;
  model: string;
  signal: AbortSignal;
  /** The model's output limit; the summary call uses at most {@link SUMMARY_MAX_TOKENS}. */
  maxOutputTokens: number;
  readState: FileReadState;
  /** Files outside this directory are never re-read into the context. */
  workspaceRoot: string;
  /** Defaults to {@link RECENT_FILES_TOKEN_CAP}. */
  recentFilesTokenCap?: number;
  /** Defaults to {@link RECENT_FILES_MAX}. */
  recentFilesMax?: number;
  /** The context size before compaction, when the loop knows it better than an estimate. */
  tokenCount?: number;
  /**
   * The conversation's own system prompt and tools. When given, the summary is first asked
   * for append-only: the same system, tools and history, the request as a new message at
   * the end. The whole conversation is then a prompt-cache read (about a tenth of the
   * price, see bench/compaction) and its thinking blocks keep their prefix. When that
   * request is too long or brings no text, the text-only request follows.
   * `settings` are the loop's own thinking, effort and prefix-check settings: they are part
   * of what the cache matches on, so the summary request sends them too and reads the
   * loop's cached prefix rather than writing a new one.
   */
  conversation?: {
    system: TextBlockParam[];
    tools: ToolDefinition[];
    settings?: ConversationSettings;
  };
}

/** The request settings the loop's own requests carry besides system, tools and messages. */
export type ConversationSettings = Pick<
  ModelRequest,
  'showThinking' | 'effort' | 'dropMismatchedThinking'
>;

export interface CompactResult {
  /** The new history: one user message with the summary and the re-read files. */
  summaryMessages: MessageParam[];
  /** The summary call's response, for cost accounting. */
  response: Message;
  /** Context size before compaction (for the compact_boundary event). */
  preTokens: number;
  /**
   * The read state after compaction: only the re-read files, with fresh records.
   * Reads of other files vanished with the old messages, so Edit must not trust them;
   * the loop should replace the shared map's entries with these.
   */
  readState: FileReadState;
  /** Absolute paths of the files re-read into `summaryMessages`, newest first. */
  restoredFiles: string[];
}

const SYSTEM_PROMPT = `You write the hand-over summary for an autonomous coding agent that works in a software repository with no human available. The summary will replace the entire conversation: the agent continues from it alone, so it must keep everything needed to finish the task — exact file paths, function and type names, commands, error messages, decisions and their reasons. You have no tools; reply with text only.`;

const SUMMARY_REQUEST = `The context window is nearly full. Write a summary of the conversation so far so the work can continue from it. Do not call any tools: reply with text only.

First, inside <analysis> tags, walk through the conversation in order and note what matters. Then write the summary inside <summary> tags, with these sections:

1. Request and intent: what was asked, in full, with every constraint and preference stated.
2. Key technical concepts: languages, frameworks, libraries, conventions of this repository.
3. Files and code sections: each file read, edited or created, why it matters, and the important code (exact snippets for recent edits).
4. Errors and fixes: every error met, how it was fixed, and any instruction received about it.
5. Pending tasks: what was asked and is not done yet.
6. Current work: precisely what was being worked on just before this summary, with file names and code.
7. Next step: the next action, directly in line with the most recent request; quote the latest instructions verbatim where that avoids drift. If the task was finished, say so.`;

const APPEND_ONLY_PREAMBLE = `Stop working on the task for a moment: the conversation above will be replaced by your hand-over summary, and you (or another agent) will continue from it alone, with no human available. Keep everything needed to finish: exact file paths, function and type names, commands, error messages, decisions and their reasons.`;

const TRUNCATED_NOTE = `(The oldest part of the conversation was dropped to fit the summary request; summarise what remains and say that earlier context is missing.)`;

/**
 * Summarises the conversation with a text-only call and builds the history that
 * replaces it. Throws when the call fails or returns no text (the loop counts
 * consecutive failures). A prompt-too-long answer is retried once with the
 * oldest half of the conversation dropped.
 */
export async function compactConversation(params: CompactParams): Promise<CompactResult> {
  const preTokens = params.tokenCount ?? estimateMessagesTokens(params.messages);

  let response = params.conversation ? await requestAppendOnlySummary(params) : undefined;
  let summary = response ? extractSummary(response) : '';
  if (summary === '') {
    const stripped = params.messages.map(stripForSummary);
    try {
      response = await requestSummary(params, stripped, false);
    } catch (error) {
      if (!(error instanceof ModelError) || error.kind !== 'prompt_too_long') throw error;
      response = await requestSummary(params, dropOldest(stripped, 0.5), true);
    }
    summary = extractSummary(response);
  }
  if (summary === '') throw new Error('Compaction failed: the summary response had no text.');

  const restored = await rereadRecentFiles(params);
  const summaryText = [
    'This session continues an earlier conversation that ran out of context. Its summary:',
    '',
    `<summary>\n${summary}\n</summary>`,
    '',
    restored.length > 0
      ? 'The files read most recently were read again from disk and follow this message; they show the current content.'
      : 'Files read earlier are not in the context any more; read them again before editing.',
    'Continue the task from where it left off, with the next step, without asking the user any questions: nobody is there to answer. Do not recap what was done.',
  ].join('\n');

  const content: TextBlockParam[] = [
    { type: 'text', text: summaryText },
    ...restored.map((file) => ({ type: 'text' as const, text: file.text })),
  ];
  return {
    summaryMessages: [{ role: 'user', content }],
    response: response!,
    preTokens,
    readState: new Map(restored.map((file) => [file.path, file.record])),
    restoredFiles: restored.map((file) => file.path),
  };
}

/**
 * The summary asked for without changing anything that came before: the conversation's
 * system, tools and messages as they are, the request appended to the trailing user
 * message (roles must alternate). Undefined when the prompt is too long for this.
 */
async function requestAppendOnlySummary(params: CompactParams): Promise<Message | undefined> {
  const { system, tools, settings } = params.conversation!;
  const instruction: TextBlockParam = {
    type: 'text',
    text: `${APPEND_ONLY_PREAMBLE}\n\n${SUMMARY_REQUEST}`,
  };
  const messages = [...params.messages];
  const last = messages.at(-1);
  // A trailing assistant turn (a run stopped right after the model asked for a tool) has
  // no results to follow it: only the text-only request can be made of that history.
  if (last === undefined || last.role === 'assistant') return undefined;
  const blocks: ContentBlockParam[] =
    typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
  messages[messages.length - 1] = { role: 'user', content: [...blocks, instruction] };
  const cached = withCacheBreakpoints(system, messages);
  try {
    return await params.callModel({
      model: params.model,
      system: cached.system,
      messages: cached.messages,
      tools,
      maxTokens: Math.min(params.maxOutputTokens, SUMMARY_MAX_TOKENS),
      signal: params.signal,
      ...settings,
    });
  } catch (error) {
    if (error instanceof ModelError && error.kind === 'prompt_too_long') return undefined;
    throw error;
  }
}

async function requestSummary(
  params: CompactParams,
  messages: MessageParam[],
  truncated: boolean,
): Promise<Message> {
  const instruction = truncated ? `${TRUNCATED_NOTE}\n\n${SUMMARY_REQUEST}` : SUMMARY_REQUEST;
  return params.callModel({
    model: params.model,
    system: [{ type: 'text', text: SYSTEM_PROMPT }],
    messages: withInstruction(toTextOnly(normalizeMessagesForApi(messages)), instruction),
    tools: [],
    maxTokens: Math.min(params.maxOutputTokens, SUMMARY_MAX_TOKENS),
    signal: params.signal,
  });
}

/** Appends the request as a last user turn, merged into a trailing user message to keep alternation. */
function withInstruction(messages: MessageParam[], instruction: string): MessageParam[] {
  const last = messages.at(-1);
  const text: TextBlockParam = { type: 'text', text: instruction };
  if (last === undefined || last.role === 'assistant') {
    return [...messages, { role: 'user', content: [text] }];
  }
  const blocks: ContentBlockParam[] =
    typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
  return [...messages.slice(0, -1), { role: 'user', content: [...blocks, text] }];
}

/**
 * Media cannot help a text summary and costs thousands of tokens each; thinking
 * blocks carry signatures that a different request may reject. Cache markers
 * would count against the request's breakpoint limit.
 */
function stripForSummary(message: MessageParam): MessageParam {
  if (typeof message.content === 'string') return message;
  const content: ContentBlockParam[] = [];
  for (const block of message.content) {
    if (block.type === 'thinking' || block.type === 'redacted_thinking') continue;
    if (block.type === 'image' || block.type === 'document') {
      content.push({ type: 'text', text: `[${block.type} omitted]` });
      continue;
    }
    if (block.type === 'tool_result' && Array.isArray(block.content)) {
      const inner = block.content.map((part) =>
        part.type === 'image' || part.type === 'document'
          ? { type: 'text' as const, text: `[${part.type} omitted]` }
          : withoutCacheControl(part),
      );
      content.push({ ...withoutCacheControl(block), content: inner });
      continue;
    }
    content.push(withoutCacheControl(block));
  }
  return withContent(message, content);
}

/**
 * The API refuses tool_use and tool_result blocks in a request that declares no
 * tools, and the summary call must declare none (it must not call any). So the
 * calls and results are written out as text, which keeps what the summary needs.
 */
function toTextOnly(messages: MessageParam[]): MessageParam[] {
  const toolNames = new Map<string, string>();
  return messages.map((message) => {
    if (typeof message.content === 'string') return message;
    if (!message.content.some((b) => b.type === 'tool_use' || b.type === 'tool_result')) {
      return message;
    }
    const content: ContentBlockParam[] = message.content.map((block) => {
      if (block.type === 'tool_use') {
        toolNames.set(block.id, block.name);
        return { type: 'text', text: `[Called ${block.name}: ${JSON.stringify(block.input)}]` };
      }
      if (block.type === 'tool_result') {
        const name = toolNames.get(block.tool_use_id) ?? 'tool';
        const label = block.is_error === true ? `${name} error` : `${name} result`;
        return { type: 'text', text: `[${label}]\n${toolResultText(block)}` };
      }
      return block;
    });
    return withContent(message, content);
  });
}

/**
 * Drops the oldest messages holding at least `share` of the estimated tokens.
 * The first message is kept when it is a user message of modest size: in a CI
 * run it carries the task, which the summary must not lose. Normalisation later
 * repairs tool pairs the cut separates.
 */
export function dropOldest(messages: readonly MessageParam[], share: number): MessageParam[] {
  const sizes = messages.map(estimateMessageTokens);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const first = messages[0];
  const keepFirst = first?.role === 'user' && (sizes[0] ?? 0) < total * 0.25;
  let dropped = keepFirst ? 0 : (sizes[0] ?? 0);
  let cut = 1;
  while (cut < messages.length && dropped < total * share) {
    dropped += sizes[cut] ?? 0;
    cut++;
  }
  const rest = messages.slice(cut);
  return keepFirst && first !== undefined ? [first, ...rest] : rest;
}

/** The text inside <summary> tags, or the whole text without its <analysis> part. */
function extractSummary(response: Message): string {
  const text = response.content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('\n');
  const tagged = /<summary>([\s\S]*?)<\/summary>/.exec(text);
  if (tagged?.[1] !== undefined) return tagged[1].trim();
  return text.replace(/<analysis>[\s\S]*?<\/analysis>/g, '').trim();
}

interface RestoredFile {
  path: string;
  text: string;
  record: FileReadRecord;
}

/** Re-reads the most recently read files, newest first, within the token cap. */
async function rereadRecentFiles(params: CompactParams): Promise<RestoredFile[]> {
  const cap = params.recentFilesTokenCap ?? RECENT_FILES_TOKEN_CAP;
  const max = params.recentFilesMax ?? RECENT_FILES_MAX;
  let root: string;
  try {
    root = await realpath(params.workspaceRoot);
  } catch {
    return [];
  }
  const newestFirst = [...params.readState.entries()].sort(
    ([, a], [, b]) => b.timestamp - a.timestamp,
  );

  const restored: RestoredFile[] = [];
  let used = 0;
  for (const [filePath] of newestFirst) {
    if (restored.length >= max) break;
    const file = await rereadFile(filePath, root);
    if (file === null) continue;
    const tokens = estimateTokens(file.text);
    // A file that does not fit is skipped, not cut: a partial copy invites a blind Edit.
    if (used + tokens > cap) continue;
    used += tokens;
    restored.push(file);
  }
  return restored;
}

/** The file as the Read tool would show it, or null when gone, binary or outside the root. */
async function rereadFile(filePath: string, root: string): Promise<RestoredFile | null> {
  try {
    const real = await realpath(filePath);
    const inside = relative(root, real);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
    const [bytes, stats] = await Promise.all([readFile(real), stat(real)]);
    const content = bytes.toString('utf8');
    if (content.includes('\u0000')) return null;
    return {
      path: real,
      text: `Current content of ${inside} (re-read after the conversation was summarised):\n${numberLines(content)}`,
      record: {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        sha256: sha256Of(bytes),
        timestamp: Date.now(),
        partial: false,
      },
    };
  } catch {
    return null;
  }
}

/** Lines numbered as the Read tool shows them (number, tab, line). */
export function numberLines(content: string): string {
  if (content === '') return '(empty file)';
  return splitLines(content)
    .map((line, index) => numberLine(index + 1, line))
    .join('\n');
}
