/**
 * One run's spending across every loop and tool that calls the model: the main
 * loop, its sub-agents (the `Agent` tool) and the web tools' own requests. They
 * share the run's dollar cap, so each budget check counts what the others spent;
 * and the result's totals (cost, tokens, turns, `modelUsage`) include all of them.
 */
import { costOfUsage } from '../model/pricing.js';
import type { CallModel, Usage } from '../model/types.js';
import { addUsage, emptyAccounting, type Accounting } from './accounting.js';
import type { LoopEvent } from './events.js';
import type { Terminal } from './query-loop.js';

/** The owner name of the main loop. */
export const MAIN_LOOP = 'main';

export interface RunLedger {
  /** `callModel` whose every answered request counts for `owner`. */
  track(owner: string, callModel: CallModel): CallModel;
  /** Records one answered request of `owner` outside a tracked call. */
  record(owner: string, model: string, usage: Usage, apiDurationMs: number): void;
  /** Dollars the whole run spent so far. */
  totalUsd(): number;
  /** Dollars spent by the run outside `owner`'s own requests. */
  spentElsewhereUsd(owner: string): number;
  /** Turns `owner` took (counted as they happen, so every loop sees the others'). */
  addTurns(owner: string, turns: number): void;
  /** Turns taken by the run outside `owner`'s loop: `--max-turns` is one pool too. */
  turnsElsewhere(owner: string): number;
  /** Everything outside the main loop: its accounting and turns, for the result. */
  outsideMain(): { accounting: Accounting; turns: number };
}

/**
 * `spentOutsideUsd`: what loops outside this run's own spent from the same cap (the
 * other groups of a review sharing one budget pool, see budget-pool.ts); default none.
 */
export function createRunLedger(
  now: () => number = Date.now,
  spentOutsideUsd: () => number = () => 0,
): RunLedger {
  const byOwner = new Map<string, number>();
  let total = 0;
  let outside: Accounting = emptyAccounting;
  const turnsByOwner = new Map<string, number>();
  let turns = 0;
  const record = (owner: string, model: string, usage: Usage, apiDurationMs: number) => {
    const cost = costOfUsage(model, usage);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + cost);
    total += cost;
    if (owner !== MAIN_LOOP) outside = addUsage(outside, model, usage, apiDurationMs);
  };
  return {
    track: (owner, callModel) => async (request) => {
      const startedAt = now();
      const message = await callModel(request);
      record(owner, request.model, message.usage, now() - startedAt);
      return message;
    },
    record,
    totalUsd: () => total,
    spentElsewhereUsd: (owner) =>
      Math.max(0, total - (byOwner.get(owner) ?? 0)) + spentOutsideUsd(),
    addTurns: (owner, count) => {
      turnsByOwner.set(owner, (turnsByOwner.get(owner) ?? 0) + count);
      turns += count;
    },
    turnsElsewhere: (owner) => turns - (turnsByOwner.get(owner) ?? 0),
    outsideMain: () => ({ accounting: outside, turns: turns - (turnsByOwner.get(MAIN_LOOP) ?? 0) }),
  };
}

/**
 * Passes a loop's events through and counts its turns as they happen: a turn ends
 * with each of its own assistant responses (a sub-agent's lines pass through the loop
 * that runs it, under their own parent id) except a `pause_turn`, which the same turn
 * continues. The final count is the loop's own, so the ledger ends exact.
 */
export async function* countingTurns(
  owner: string,
  ledger: RunLedger,
  loop: AsyncGenerator<LoopEvent, Terminal>,
  parentToolUseId: string | null = null,
): AsyncGenerator<LoopEvent, Terminal> {
  let counted = 0;
  let step = await loop.next();
  while (!step.done) {
    const event = step.value;
    if (
      event.type === 'assistant' &&
      event.parent_tool_use_id === parentToolUseId &&
      event.message.stop_reason !== 'pause_turn'
    ) {
      ledger.addTurns(owner, 1);
      counted += 1;
    }
    yield step.value;
    step = await loop.next();
  }
  ledger.addTurns(owner, step.value.state.turnCount - counted);
  return step.value;
}

/** Two accountings as one (the main loop's and everything else's). */
export function mergeAccounting(a: Accounting, b: Accounting): Accounting {
  const modelUsage: Record<string, Accounting['modelUsage'][string]> = { ...a.modelUsage };
  for (const [model, entry] of Object.entries(b.modelUsage)) {
    const previous = modelUsage[model];
    modelUsage[model] = previous
      ? {
          inputTokens: previous.inputTokens + entry.inputTokens,
          outputTokens: previous.outputTokens + entry.outputTokens,
          cacheReadInputTokens: previous.cacheReadInputTokens + entry.cacheReadInputTokens,
          cacheCreationInputTokens:
            previous.cacheCreationInputTokens + entry.cacheCreationInputTokens,
          webSearchRequests: previous.webSearchRequests + entry.webSearchRequests,
          costUSD: previous.costUSD + entry.costUSD,
          contextWindow: previous.contextWindow,
        }
      : entry;
  }
  return {
    usage: {
      input_tokens: a.usage.input_tokens + b.usage.input_tokens,
      output_tokens: a.usage.output_tokens + b.usage.output_tokens,
      cache_creation_input_tokens:
        a.usage.cache_creation_input_tokens + b.usage.cache_creation_input_tokens,
      cache_read_input_tokens: a.usage.cache_read_input_tokens + b.usage.cache_read_input_tokens,
    },
    costUsd: a.costUsd + b.costUsd,
    apiDurationMs: a.apiDurationMs + b.apiDurationMs,
    modelUsage,
  };
}
