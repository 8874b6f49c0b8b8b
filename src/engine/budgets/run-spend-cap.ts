/**
 * One spend cap per run: every model request of the run (its own turns, sub-agents,
 * a review's groups and verifiers, web calls, compaction, corrective turns) draws from one
 * `max_budget_usd` (docs/contract.md#limits-and-costs).
 *
 * Before a request is sent it reserves its worst case: the most input tokens it can be
 * billed (request-bound.ts) at the dearest input rate it can be billed at (a cache write;
 * a cache read is never promised), every `max_tokens` token at the output rate, the fees
 * of its server tools (`max_uses` searches), all at the US-inference rate unless the
 * caller's last answer said it ran elsewhere, and at a long prompt's prices; a web request
 * reserves at least the input the run's dearest one of its kind was billed. Requests in
 * flight see each other's reservations. `max_tokens` is lowered to what fits, never below
 * {@link MIN_OUTPUT_TOKENS}; a request that does not fit waits for the requests in flight,
 * and with none in flight it fails with a `budget` error (the loop ends
 * `budget_exhausted`, its work kept). When answered, the reservation is settled to the cost
 * of the usage the API reported.
 *
 * The spend cap is a tree: the run's root, and a node per loop or tool (`child`), each
 * summing what its own requests and its children's cost, so a run's result reports all of
 * its spending while a review's groups, sharing one root, each report their own.
 */
import {
  costOfUsage,
  modelInfo,
  US_INFERENCE_MULTIPLIER,
  WEB_SEARCH_USD_PER_REQUEST,
} from '../model/pricing.js';
import { ModelError, type CallModel, type Message, type ModelRequest } from '../model/types.js';
import { addUsage, emptyAccounting, type Accounting } from './accounting.js';
import {
  inputTokenBound,
  oneHourCache,
  shapeOf,
  UNBOUNDED_SEARCHES,
  type AnsweredRequest,
} from './request-bound.js';

/** The smallest useful request: below this many output tokens the run stops instead. */
export const MIN_OUTPUT_TOKENS = 1024;

export interface RunSpendCap {
  /** The run's cap. */
  readonly maxBudgetUsd: number;
  /** A node for one loop or tool of the run, drawing from the same cap. */
  child(owner: string): RunSpendCap;
  /**
   * `callModel` whose every request reserves its worst case here before it is sent and
   * settles when answered. Each tracked caller remembers its last answered request (the
   * prefix the next one shares).
   */
  track(callModel: CallModel): CallModel;
  /** What this node's requests and its children's cost (answered requests). */
  accounting(): Accounting;
  /** What the whole run spent (the root's answered requests). */
  runSpentUsd(): number;
  /** This node's loop has ended (it no longer takes a share of what is free). */
  close(): void;
  /**
   * Runs `work` while this node's loop waits on it and asks the model nothing (its
   * self-check, whose review loops draw from other nodes): meanwhile the loop takes no
   * share of what is free, as a loop waiting on its sub-agents takes none.
   */
  whileWaiting<T>(work: () => Promise<T>): Promise<T>;
  /**
   * True when a request to `model` of at most `inputTokens` input could be sent now: its
   * worst case at the smallest output ({@link MIN_OUTPUT_TOKENS}) fits what is free (the cap
   * less what the run spent and what requests in flight reserved).
   */
  affords(model: string, inputTokens: number): boolean;
}

interface Pool {
  readonly maxBudgetUsd: number;
  spentUsd: number;
  reservedUsd: number;
  inFlight: number;
  /**
   * Loops that may ask the model now: nodes that made requests and did not close, without
   * such a child (a loop waiting on its sub-agents asks nothing meanwhile) and not waiting
   * on other work (`whileWaiting`). One request
   * reserves at most a fair share of what is free among them.
   */
  active: number;
  waiters: (() => void)[];
  now: () => number;
  /**
   * The most input the API reported for a request with each set of server tools: what a
   * web request can bring has no published bound, so a later one reserves at least what
   * the dearest of its kind was billed.
   */
  dearestServerInput: Map<string, number>;
}

/** The run's spend cap (its root). */
export function createRunSpendCap(maxBudgetUsd: number, now: () => number = Date.now): RunSpendCap {
  const pool: Pool = {
    maxBudgetUsd,
    spentUsd: 0,
    reservedUsd: 0,
    inFlight: 0,
    active: 0,
    waiters: [],
    now,
    dearestServerInput: new Map(),
  };
  return createNode(pool, []);
}

function createNode(pool: Pool, ancestors: readonly NodeState[]): RunSpendCap {
  const state: NodeState = {
    accounting: emptyAccounting,
    requested: false,
    closed: false,
    liveChildren: 0,
    waiting: 0,
    counted: false,
    parent: ancestors.at(-1),
  };
  const line = [...ancestors, state];
  return {
    maxBudgetUsd: pool.maxBudgetUsd,
    child: () => createNode(pool, line),
    track: (callModel) => {
      let previous: AnsweredRequest | undefined;
      let usInference = true;
      return async (request) => {
        if (!state.requested) setLive(pool, state, () => (state.requested = true));
        const shape = shapeOf(request);
        const kind = serverToolKind(request);
        const worst = {
          inputTokens: Math.max(
            inputTokenBound(shape, previous),
            pool.dearestServerInput.get(kind) ?? 0,
          ),
          usInference,
          oneHourCache: oneHourCache(shape, previous),
          outputRereads: shape.serverSteps.uses,
        };
        const slot = await reserve(pool, request, worst);
        const startedAt = pool.now();
        let message: Message | undefined;
        try {
          message = await callModel(slot.request);
          return message;
        } finally {
          pool.reservedUsd -= slot.usd;
          pool.inFlight -= 1;
          if (message) {
            const usage = message.usage;
            const cost = costOfUsage(slot.request.model, usage);
            pool.spentUsd += cost;
            for (const node of line) {
              node.accounting = addUsage(
                node.accounting,
                slot.request.model,
                usage,
                pool.now() - startedAt,
              );
            }
            const reportedInputTokens = reportedInput(usage);
            previous = { shape, reportedInputTokens };
            if (kind) {
              const dearest = pool.dearestServerInput.get(kind) ?? 0;
              pool.dearestServerInput.set(kind, Math.max(dearest, reportedInputTokens));
            }
            const geo = (usage as { inference_geo?: string | null }).inference_geo;
            usInference = geo === undefined || geo === null || geo === 'us';
          }
          wakeWaiters(pool);
        }
      };
    },
    accounting: () => state.accounting,
    runSpentUsd: () => pool.spentUsd,
    close: () => setLive(pool, state, () => (state.closed = true)),
    whileWaiting: async (work) => {
      state.waiting += 1;
      recount(pool, state);
      try {
        return await work();
      } finally {
        state.waiting -= 1;
        recount(pool, state);
      }
    },
    affords: (model, inputTokens) => {
      const worst = { inputTokens, usInference: true, oneHourCache: true };
      const prices = worstCasePrices({ model }, worst);
      const free = pool.maxBudgetUsd - pool.spentUsd - pool.reservedUsd;
      return fitMaxTokens(free, prices, MIN_OUTPUT_TOKENS) !== null;
    },
  };
}

interface NodeState {
  accounting: Accounting;
  requested: boolean;
  closed: boolean;
  /** Children that made requests and did not close. */
  liveChildren: number;
  /** Work this node's loop waits on (`whileWaiting`), however many at once. */
  waiting: number;
  /** Counted in `pool.active`. */
  counted: boolean;
  parent: NodeState | undefined;
}

const isLive = (node: NodeState) => node.requested && !node.closed;

/** Changes a node's state and keeps its parent's live children and the active count right. */
function setLive(pool: Pool, node: NodeState, change: () => void): void {
  const wasLive = isLive(node);
  change();
  const live = isLive(node);
  if (node.parent && live !== wasLive) {
    node.parent.liveChildren += live ? 1 : -1;
    recount(pool, node.parent);
  }
  recount(pool, node);
}

function recount(pool: Pool, node: NodeState): void {
  const counted = isLive(node) && node.liveChildren === 0 && node.waiting === 0;
  if (counted !== node.counted) pool.active += counted ? 1 : -1;
  node.counted = counted;
}

interface WorstCase {
  inputTokens: number;
  usInference: boolean;
  /** A cache marker asks for the 1-hour cache (its writes cost more). */
  oneHourCache: boolean;
  /** Later steps of the API's server-tool loop that read the output again as input. */
  outputRereads?: number;
}

/** Prices of one request's worst case, per token and in fees. */
export interface WorstCasePrices {
  inputUsd: number;
  outputUsdPerToken: number;
}

export function worstCasePrices(
  request: Pick<ModelRequest, 'model' | 'serverTools'>,
  worst: WorstCase,
): WorstCasePrices {
  const { prices } = modelInfo(request.model);
  const geo = worst.usInference ? US_INFERENCE_MULTIPLIER : 1;
  const write = worst.oneHourCache ? prices.cacheWrite1h : prices.cacheWrite5m;
  const inputRate = (geo * Math.max(prices.input, write)) / 1_000_000;
  return {
    inputUsd: worst.inputTokens * inputRate + serverToolFeesUsd(request),
    outputUsdPerToken: (geo * prices.output) / 1_000_000 + (worst.outputRereads ?? 0) * inputRate,
  };
}

/** The request's server tool types ('' without any): web requests of one kind share a floor. */
function serverToolKind(request: Pick<ModelRequest, 'serverTools'>): string {
  return (request.serverTools ?? [])
    .map((tool) => tool.type)
    .sort()
    .join(',');
}

/** Fees a request's server tools may add: every allowed web search. */
export function serverToolFeesUsd(request: Pick<ModelRequest, 'serverTools'>): number {
  let fees = 0;
  for (const tool of request.serverTools ?? []) {
    if (tool.type.startsWith('web_search')) {
      fees += (tool.max_uses ?? UNBOUNDED_SEARCHES) * WEB_SEARCH_USD_PER_REQUEST;
    }
  }
  return fees;
}

/**
 * The max_tokens that fits in `freeUsd` after the input, at most `desired` and at most a
 * fair share `freeUsd / sharers` (never below the smallest request); null when even the
 * smallest does not fit. The one place max_tokens is fitted to the budget.
 */
export function fitMaxTokens(
  freeUsd: number,
  prices: WorstCasePrices,
  desired: number,
  sharers = 1,
): number | null {
  const least = Math.min(MIN_OUTPUT_TOKENS, desired);
  const affordable = Math.floor((freeUsd - prices.inputUsd) / prices.outputUsdPerToken);
  const fair =
    sharers > 1
      ? Math.max(
          least,
          Math.floor((freeUsd / sharers - prices.inputUsd) / prices.outputUsdPerToken),
        )
      : Number.POSITIVE_INFINITY;
  const maxTokens = Math.min(desired, affordable, fair);
  return maxTokens >= least ? maxTokens : null;
}

async function reserve(
  pool: Pool,
  request: ModelRequest,
  worst: WorstCase,
): Promise<{ request: ModelRequest; usd: number }> {
  const prices = worstCasePrices(request, worst);
  while (true) {
    const free = pool.maxBudgetUsd - pool.spentUsd - pool.reservedUsd;
    const maxTokens = fitMaxTokens(free, prices, request.maxTokens, pool.active);
    if (maxTokens !== null) {
      const usd = prices.inputUsd + maxTokens * prices.outputUsdPerToken;
      pool.reservedUsd += usd;
      pool.inFlight += 1;
      return {
        request: maxTokens === request.maxTokens ? request : { ...request, maxTokens },
        usd,
      };
    }
    if (pool.inFlight === 0 || request.signal.aborted) throw budgetError(pool, prices);
    await nextSettle(pool, request.signal);
  }
}

function budgetError(pool: Pool, prices: WorstCasePrices): ModelError {
  const least = prices.inputUsd + MIN_OUTPUT_TOKENS * prices.outputUsdPerToken;
  return new ModelError(
    `The next request could cost up to $${least.toFixed(4)}, more than what is left of the ` +
      `$${pool.maxBudgetUsd} budget ($${pool.spentUsd.toFixed(4)} spent by the whole run).`,
    'budget',
  );
}

function nextSettle(pool: Pool, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    pool.waiters.push(done);
    signal.addEventListener('abort', done, { once: true });
  });
}

function wakeWaiters(pool: Pool): void {
  const woken = pool.waiters;
  pool.waiters = [];
  for (const wake of woken) wake();
}

function reportedInput(usage: Message['usage']): number {
  return (
    (usage.input_tokens ?? 0) +
    (usage.cache_creation_input_tokens ?? 0) +
    (usage.cache_read_input_tokens ?? 0)
  );
}
