/**
 * Context-window thresholds, in tokens. The window and output limit come from the
 * model table (elsewhere); this only does the arithmetic Claude Code uses.
 */

/** Output tokens reserved for the reply: the summary of a compaction needs at most this much. */
export const OUTPUT_RESERVE_CAP = 20_000;
/** Autocompact fires at this share of the effective window. */
export const AUTOCOMPACT_RATIO = 0.93;
/** The warning level sits this far below the autocompact level. */
export const WARNING_MARGIN = 20_000;
/** The blocking limit leaves this much room below the effective window. */
export const BLOCKING_MARGIN = 3_000;

/** The token levels the loop compares the context count against. */
export interface ContextThresholds {
  /** The window minus the output reserve: what the prompt may fill. */
  effectiveWindow: number;
  /** Above this, compact before the next call. */
  autocompactAt: number;
  /** Above this, microcompact may clear old tool results. */
  warningAt: number;
  /** Above this, do not call the model at all (the request would fail). */
  blockingAt: number;
}

/**
 * Thresholds for a model with `contextWindow` tokens of context and
 * `maxOutputTokens` of output (e.g. 200_000 and 64_000 → effective 180_000,
 * autocompact 167_400, warning 147_400, blocking 177_000).
 */
export function contextThresholds(
  contextWindow: number,
  maxOutputTokens: number,
): ContextThresholds {
  const effectiveWindow = contextWindow - Math.min(maxOutputTokens, OUTPUT_RESERVE_CAP);
  const autocompactAt = Math.floor(effectiveWindow * AUTOCOMPACT_RATIO);
  return {
    effectiveWindow,
    autocompactAt,
    warningAt: autocompactAt - WARNING_MARGIN,
    blockingAt: effectiveWindow - BLOCKING_MARGIN,
  };
}
