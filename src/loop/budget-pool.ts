/**
 * One dollar pool for loops that run at once under a single cap (a review's file
 * groups and its finding verifiers): each draws from `max_budget_usd` as it goes
 * instead of owning a fixed slice of it. A request reserves its worst case (its
 * whole input at the highest input rate, every token of `max_tokens` at the output
 * rate, at the 1.1× US-inference rate) before it is sent and gives back what it did
 * not use when answered, so the loops together never spend more than the cap. A
 * request that does not fit what is free gets a smaller `max_tokens` (with several
 * loops at once, at most its fair share of what is free); when even the
 * smallest does not fit it waits for the requests in flight, and with none left in
 * flight it fails with a `budget` error (the loop ends as `budget_exhausted`).
 *
 * Each loop's own run ledger (run-ledger.ts) still counts its sub-agents; the pool
 * tells it what the other loops spent, so its checks before a request see the whole
 * run's spending.
 */
import { MIN_OUTPUT_TOKENS } from './budget.js';
import { costOfUsage } from '../model/pricing.js';
import { ModelError, type CallModel, type ModelRequest } from '../model/types.js';

export interface BudgetPool {
  readonly maxBudgetUsd: number;
  /** `callModel` whose requests draw from the pool for `owner`. */
  track(owner: string, callModel: CallModel): CallModel;
  /** Dollars the answered requests of every owner but `owner` cost. */
  spentElsewhereUsd(owner: string): number;
  /** Dollars `owner`'s answered requests cost. */
  spentBy(owner: string): number;
  /** Dollars every answered request cost. */
  totalUsd(): number;
  /** A loop starts drawing from the pool (for fair shares); call the returned function when it ends. */
  enter(): () => void;
}

export function createBudgetPool(maxBudgetUsd: number): BudgetPool {
  const spent = new Map<string, number>();
  // Tokens each owner's last answer wrote to or read from the cache: its next request reads them back.
  const cachedBy = new Map<string, number>();
  let total = 0;
  let reserved = 0;
  let inFlight = 0;
  let active = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const nextSettle = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        signal.removeEventListener('abort', done);
        resolve();
      };
      waiters.push(done);
      signal.addEventListener('abort', done, { once: true });
    });

  /** Reserves the request's worst case (lowering max_tokens to fit); undefined when it cannot. */
  const reserve = (
    owner: string,
    request: ModelRequest,
  ): { request: ModelRequest; usd: number } | undefined => {
    const free = maxBudgetUsd - total - reserved;
    const tokens = inputTokens(request);
    const input = inputWorstCaseUsd(request.model, tokens, cachedBy.get(owner) ?? 0);
    const perToken = outputTokenUsd(request.model, tokens);
    const affordable = Math.floor((free - input) / perToken);
    const least = Math.min(MIN_OUTPUT_TOKENS, request.maxTokens);
    // With several loops at once, one request reserves at most its fair share of what is
    // free (never less than the smallest request): one loop's worst case must not stall the rest.
    const fair =
      active > 1 ? Math.max(least, Math.floor((free / active - input) / perToken)) : Infinity;
    const maxTokens = Math.min(request.maxTokens, affordable, fair);
    if (maxTokens < least) return undefined;
    const usd = input + maxTokens * perToken;
    reserved += usd;
    inFlight += 1;
    return { request: maxTokens === request.maxTokens ? request : { ...request, maxTokens }, usd };
  };

  return {
    maxBudgetUsd,
    track: (owner, callModel) => async (request) => {
      let slot = reserve(owner, request);
      while (!slot) {
        if (inFlight === 0 || request.signal.aborted) {
          throw new ModelError(
            `The next request could cost more than what is left of the shared $${maxBudgetUsd} budget ($${total.toFixed(4)} spent).`,
            'budget',
          );
        }
        await nextSettle(request.signal);
        slot = reserve(owner, request);
      }
      try {
        const message = await callModel(slot.request);
        const cost = costOfUsage(slot.request.model, message.usage);
        spent.set(owner, (spent.get(owner) ?? 0) + cost);
        const usage = message.usage;
        cachedBy.set(
          owner,
          (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0),
        );
        total += cost;
        return message;
      } finally {
        reserved -= slot.usd;
        inFlight -= 1;
        settle();
      }
    },
    enter: () => {
      active += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        active -= 1;
      };
    },
    spentElsewhereUsd: (owner) => Math.max(0, total - (spent.get(owner) ?? 0)),
    spentBy: (owner) => spent.get(owner) ?? 0,
    totalUsd: () => total,
  };
}

/**
 * The request's input as the loop's check prices it: the prefix the owner's last
 * answer cached at the cache-read rate, every other token at the dearer of input and
 * cache write.
 */
function inputWorstCaseUsd(model: string, tokens: number, cached: number): number {
  const read = Math.min(cached, tokens);
  const fresh = tokens - read;
  const asWrite = costOfUsage(model, { cache_creation_input_tokens: fresh });
  const asInput = costOfUsage(model, { input_tokens: fresh });
  return costOfUsage(model, { cache_read_input_tokens: read }) + Math.max(asWrite, asInput);
}

/** The estimated input tokens of a request: its JSON's characters / 4 (the JSON's quoting is the margin). */
function inputTokens(request: ModelRequest): number {
  const chars =
    JSON.stringify(request.system).length +
    JSON.stringify(request.messages).length +
    JSON.stringify(request.tools).length +
    JSON.stringify(request.serverTools ?? []).length;
  return Math.ceil(chars / 4);
}

/** One output token's price after a prompt of `promptTokens` (a long prompt may cost more). */
function outputTokenUsd(model: string, promptTokens: number): number {
  const million = 1_000_000;
  const withOutput = costOfUsage(model, { input_tokens: promptTokens, output_tokens: million });
  const without = costOfUsage(model, { input_tokens: promptTokens });
  return (withOutput - without) / million;
}
