/**
 * Microcompact: clears the content of old tool results when the context runs
 * high, or earlier when the clear pays for itself in input dollars (clearing-cost.ts).
 * It rewrites earlier messages and so invalidates the prompt cache from the first
 * cleared result on; the thresholds keep it rare and make each clearing worth the cache
 * miss. The loop must store the returned messages as its new history (the cut depends
 * on which results are "recent", which changes every turn).
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ContentBlockParam, MessageParam, ToolResultBlockParam } from '../model/types.js';
import type { FileReadState } from '../tools/types.js';
import { clearingPays, type CachePrices, type ClearingCost } from './clearing-cost.js';
import { estimateBlockTokens, estimateSentBlockTokens, estimateTokens } from './tokens.js';

/** What a cleared tool result says instead of its content. */
export const CLEARED_TOOL_RESULT = '[Old tool result content cleared]';
/** The most recent tool results are always kept whole. */
export const KEEP_RECENT_TOOL_RESULTS = 3;
/** Clearing is considered only when tool results hold more than this many tokens. */
export const MIN_TOOL_RESULT_TOKENS = 40_000;
/** Clearing happens only when it frees at least this many tokens. */
export const MIN_FREED_TOKENS = 20_000;

export interface MicrocompactOptions {
  /** The current context size (see `contextTokenCount`). */
  tokenCount: number;
  /**
   * The warning level (see `contextThresholds`): above it the window is at risk and old
   * results are cleared whatever it costs; below it, only when {@link laterRequests} is
   * given and the clear pays (clearingPays).
   */
  warningThreshold: number;
  /** Requests expected after the next one (expectedLaterRequests); without it, none below the warning level. */
  laterRequests?: number;
  /** The model's cache prices for the next request (clearing-cost.ts; default 1.25 and 0.1). */
  cachePrices?: CachePrices;
  /** Name of the tool whose cleared results invalidate a file read. Defaults to 'Read'. */
  readToolName?: string;
  keepRecent?: number;
  minToolResultTokens?: number;
  minFreedTokens?: number;
}

export interface MicrocompactResult {
  messages: MessageParam[];
  /** Estimated tokens removed. */
  freedTokens: number;
  /** The tool results cleared by this call (not those cleared earlier). */
  clearedToolUseIds: string[];
  /**
   * `file_path` inputs of the Read calls whose results were cleared, as the model
   * wrote them: the model no longer sees those contents, so they must be read
   * again before an Edit (see {@link forgetReads}).
   */
  clearedReadPaths: string[];
}

/**
 * Replaces the content of all but the most recent tool results with
 * {@link CLEARED_TOOL_RESULT} when the tool results hold more than 40k tokens,
 * clearing frees at least 20k, and either the context is above the warning level
 * or the clear costs less than it saves over the later requests.
 * Returns null when it does nothing. Inputs are not mutated; results already
 * cleared stay as they are, so running it on its own output does nothing.
 */
export function microcompact(
  messages: readonly MessageParam[],
  options: MicrocompactOptions,
): MicrocompactResult | null {
  const atRisk = options.tokenCount > options.warningThreshold;
  if (!atRisk && options.laterRequests === undefined) return null;
  const keepRecent = options.keepRecent ?? KEEP_RECENT_TOOL_RESULTS;

  const results: { id: string; tokens: number }[] = [];
  for (const message of messages) {
    if (message.role !== 'user' || typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_result' || isCleared(block)) continue;
      results.push({ id: block.tool_use_id, tokens: estimateBlockTokens(block) });
    }
  }

  const total = results.reduce((sum, result) => sum + result.tokens, 0);
  if (total <= (options.minToolResultTokens ?? MIN_TOOL_RESULT_TOKENS)) return null;

  const old = results.slice(0, Math.max(0, results.length - keepRecent));
  const markerTokens = estimateTokens(CLEARED_TOOL_RESULT);
  const freedTokens = old.reduce((sum, result) => sum + result.tokens - markerTokens, 0);
  if (freedTokens < (options.minFreedTokens ?? MIN_FREED_TOKENS)) return null;

  const clear = new Set(old.map((result) => result.id));
  if (!atRisk && !clearingPays(costOf(messages, clear, options))) return null;
  const out = messages.map((message) => {
    if (message.role !== 'user' || typeof message.content === 'string') return message;
    if (!message.content.some((b) => b.type === 'tool_result' && clear.has(b.tool_use_id))) {
      return message;
    }
    return {
      ...message,
      content: message.content.map((block) =>
        block.type === 'tool_result' && clear.has(block.tool_use_id) && !isCleared(block)
          ? { ...block, content: CLEARED_TOOL_RESULT }
          : block,
      ),
    };
  });

  return {
    messages: out,
    freedTokens,
    clearedToolUseIds: [...clear],
    clearedReadPaths: readPathsOf(messages, clear, options.readToolName ?? 'Read'),
  };
}

/**
 * The clear's price: the history the next request writes again, as it is now (from the
 * message after the last user message before the first one holding a cleared result,
 * where the prompt cache reads up to: prompt-cache.ts), and what the clear takes out.
 * Both are counted on the blocks as sent (ids and framing included): with many small
 * results the framing, which a clear keeps, is a good part of each.
 */
function costOf(
  messages: readonly MessageParam[],
  clear: ReadonlySet<string>,
  options: MicrocompactOptions,
): ClearingCost {
  const cleared = (block: ContentBlockParam): block is ToolResultBlockParam =>
    block.type === 'tool_result' && clear.has(block.tool_use_id);
  const first = messages.findIndex(
    (message) =>
      message.role === 'user' &&
      typeof message.content !== 'string' &&
      message.content.some(cleared),
  );
  let from = first;
  while (from > 0 && messages[from - 1]!.role !== 'user') from -= 1;
  let rewrittenTokens = 0;
  let freedTokens = 0;
  for (const message of messages.slice(Math.max(0, from))) {
    if (typeof message.content === 'string') {
      rewrittenTokens += estimateTokens(message.content);
      continue;
    }
    for (const block of message.content) {
      const tokens = estimateSentBlockTokens(block);
      rewrittenTokens += tokens;
      if (cleared(block))
        freedTokens += tokens - estimateSentBlockTokens({ ...block, content: CLEARED_TOOL_RESULT });
    }
  }
  return {
    rewrittenTokens,
    freedTokens,
    laterRequests: options.laterRequests ?? 0,
    ...(options.cachePrices ? { prices: options.cachePrices } : {}),
  };
}

function isCleared(block: ToolResultBlockParam): boolean {
  return block.content === CLEARED_TOOL_RESULT;
}

/** The distinct `file_path` inputs of the named tool's calls among `ids`, in call order. */
function readPathsOf(
  messages: readonly MessageParam[],
  ids: ReadonlySet<string>,
  toolName: string,
): string[] {
  const paths = new Set<string>();
  for (const message of messages) {
    if (message.role !== 'assistant' || typeof message.content === 'string') continue;
    for (const block of message.content) {
      if (block.type !== 'tool_use' || block.name !== toolName || !ids.has(block.id)) continue;
      const filePath = (block.input as { file_path?: unknown } | null)?.file_path;
      if (typeof filePath === 'string') paths.add(filePath);
    }
  }
  return [...paths];
}

/**
 * Drops the read records of `paths` (as the model wrote them, absolute or
 * relative to the workspace) from the shared read state, so Edit/Write insist on
 * a fresh Read. Mutates `readState` on purpose: it is the one map the tools share.
 */
export function forgetReads(
  readState: FileReadState,
  paths: readonly string[],
  workspaceRoot: string,
): void {
  for (const filePath of paths) {
    const absolute = resolve(workspaceRoot, filePath);
    readState.delete(absolute);
    try {
      // The state is keyed by real path; a symlinked or since-deleted path may differ.
      readState.delete(realpathSync(absolute));
    } catch {
      // Gone from disk: the absolute key above was the only candidate.
    }
  }
}
