/**
 * Context-window thresholds, in tokens. The window and output limit come from the
 * model table (elsewhere); this only does the arithmetic Claude Code uses.
 */

/** Autocompact fires at this share of the effective window. */
export const AUTOCOMPACT_RATIO = 0.93;
/** The warning level sits this far below the autocompact level. */
export const WARNING_MARGIN = 20_000;
/** The blocking limit leaves this much room below the effective window. */
export const BLOCKING_MARGIN = 3_000;

/** The token levels the loop compares the context count against. */
export interface ContextThresholds {
  /** The window minus the output reserve (the request's max_tokens): what the prompt may fill. */
  effectiveWindow: number;
  /** Above this, compact before the next call. */
  autocompactAt: number;
  /** Above this, microcompact may clear old tool results. */
  warningAt: number;
  /** Above this, do not call the model at all (the request would fail). */
  blockingAt: number;
}

/**
 * Thresholds for a model with `contextWindow` tokens of context, for requests that may use
 * `outputReserve` tokens of output (their max_tokens, which the window must hold too: e.g.
 * 200_000 and 32_000 → effective 168_000, autocompact 156_240, warning 136_240, blocking
 * 165_000).
 */
export function contextThresholds(contextWindow: number, outputReserve: number): ContextThresholds {
  const effectiveWindow = contextWindow - Math.max(0, outputReserve);
  const autocompactAt = Math.floor(effectiveWindow * AUTOCOMPACT_RATIO);
  return {
    effectiveWindow,
    autocompactAt,
    warningAt: autocompactAt - WARNING_MARGIN,
    blockingAt: effectiveWindow - BLOCKING_MARGIN,
  };
}
