/**
 * What a run has used: tokens summed over every model call (including
 * compaction summaries), cost from the API's reported usage and the published
 * prices, and time spent waiting for the API.
 */
import { costOfUsage, modelInfo } from '../model/pricing.js';
import type { Usage } from '../model/types.js';
import type { ModelUsageEntry, UsageTotals } from '../events/stream.js';

export interface Accounting {
  usage: UsageTotals;
  costUsd: number;
  apiDurationMs: number;
  modelUsage: Readonly<Record<string, ModelUsageEntry>>;
}

export const emptyAccounting: Accounting = {
  usage: {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  },
  costUsd: 0,
  apiDurationMs: 0,
  modelUsage: {},
};

/** Adds one response's usage (priced for `model`) to the totals. */
export function addUsage(
  accounting: Accounting,
  model: string,
  usage: Usage,
  apiDurationMs: number,
): Accounting {
  const cost = costOfUsage(model, usage);
  const input = usage.input_tokens ?? 0;
  const output = usage.output_tokens ?? 0;
  const cacheWrite = usage.cache_creation_input_tokens ?? 0;
  const cacheRead = usage.cache_read_input_tokens ?? 0;
  const previous = accounting.modelUsage[model] ?? {
    inputTokens: 0,
    outputTokens: 0,
    cacheReadInputTokens: 0,
    cacheCreationInputTokens: 0,
    webSearchRequests: 0,
    costUSD: 0,
    contextWindow: modelInfo(model).contextWindow,
  };
  const webSearches = usage.server_tool_use?.web_search_requests ?? 0;
  return {
    usage: {
      input_tokens: accounting.usage.input_tokens + input,
      output_tokens: accounting.usage.output_tokens + output,
      cache_creation_input_tokens: accounting.usage.cache_creation_input_tokens + cacheWrite,
      cache_read_input_tokens: accounting.usage.cache_read_input_tokens + cacheRead,
    },
    costUsd: accounting.costUsd + cost,
    apiDurationMs: accounting.apiDurationMs + apiDurationMs,
    modelUsage: {
      ...accounting.modelUsage,
      [model]: {
        inputTokens: previous.inputTokens + input,
        outputTokens: previous.outputTokens + output,
        cacheReadInputTokens: previous.cacheReadInputTokens + cacheRead,
        cacheCreationInputTokens: previous.cacheCreationInputTokens + cacheWrite,
        webSearchRequests: previous.webSearchRequests + webSearches,
        costUSD: previous.costUSD + cost,
        contextWindow: previous.contextWindow,
      },
    },
  };
}

/** Two runs' usage of the models as one: each model's tokens and cost summed. */
export function addModelUsage(
  first: Readonly<Record<string, ModelUsageEntry>>,
  second: Readonly<Record<string, ModelUsageEntry>>,
): Record<string, ModelUsageEntry> {
  const sum: Record<string, ModelUsageEntry> = { ...first };
  for (const [model, entry] of Object.entries(second)) {
    const before = sum[model];
    sum[model] = before
      ? {
          inputTokens: before.inputTokens + entry.inputTokens,
          outputTokens: before.outputTokens + entry.outputTokens,
          cacheReadInputTokens: before.cacheReadInputTokens + entry.cacheReadInputTokens,
          cacheCreationInputTokens:
            before.cacheCreationInputTokens + entry.cacheCreationInputTokens,
          webSearchRequests: before.webSearchRequests + entry.webSearchRequests,
          costUSD: before.costUSD + entry.costUSD,
          contextWindow: Math.max(before.contextWindow, entry.contextWindow),
        }
      : { ...entry };
  }
  return sum;
}
