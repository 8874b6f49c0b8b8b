/**
 * The requests of the web tools (src/tools/web.ts): one model request carrying a
 * server tool, through the retry layer, within the run's one dollar pool, its cost
 * recorded in the run's ledger (web searches priced per search). When the API
 * pauses a long server-tool turn (`stop_reason: "pause_turn"`), the conversation
 * is sent back as it is so the model continues, a few times at most
 * (https://platform.claude.com/docs/en/build-with-claude/handling-stop-reasons).
 */
import type { CallModel, ContentBlock, ContentBlockParam, MessageParam } from '../model/types.js';
import type { Tool } from '../tools/types.js';
import type { WebDomains } from '../tools/web-urls.js';
import type { WebRequest } from './events.js';
import {
  createWebFetchTool,
  createWebSearchTool,
  type ServerToolRunner,
  type WebToolOptions,
} from '../tools/web.js';
import { fitMaxTokensToBudget } from './budget.js';
import { callWithRetry } from './retry.js';
import type { RunLedger } from './run-ledger.js';
import { toParams } from './query-loop.js';

/** `pause_turn` continuations one web call may take. */
export const MAX_PAUSE_CONTINUATIONS = 5;
/** Output a web tool's answer may take. */
const WEB_ANSWER_MAX_TOKENS = 4096;

export interface ServerToolSettings {
  callModel: CallModel;
  model: string;
  maxBudgetUsd: number;
  deadline?: number;
  ledger: RunLedger;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export function createServerToolRunner(settings: ServerToolSettings): ServerToolRunner {
  return async (request) => {
    const owner = `web:${request.toolUseId}`;
    const callModel = settings.ledger.track(owner, settings.callModel);
    const messages: MessageParam[] = [
      { role: 'user', content: [{ type: 'text', text: request.prompt }] },
    ];
    const blocks: ContentBlock[] = [];
    for (let round = 0; round <= MAX_PAUSE_CONTINUATIONS; round++) {
      const maxTokens = fitMaxTokensToBudget({
        model: settings.model,
        spentUsd: settings.ledger.totalUsd(),
        maxBudgetUsd: settings.maxBudgetUsd,
        inputTokens: Math.ceil(JSON.stringify(messages).length / 4) + 1000,
        desiredMaxTokens: WEB_ANSWER_MAX_TOKENS,
      });
      if (maxTokens === null) {
        throw new Error('Not enough of the run budget is left for a web request.');
      }
      const calls = callWithRetry(
        callModel,
        {
          model: settings.model,
          system: [{ type: 'text', text: request.system }],
          messages,
          tools: [],
          serverTools: [request.tool],
          maxTokens,
          signal: request.signal,
        },
        {
          signal: request.signal,
          deadline: settings.deadline,
          sleep: settings.sleep,
          now: settings.now,
        },
      );
      let step = await calls.next();
      while (!step.done) step = await calls.next();
      const { message } = step.value;
      blocks.push(...message.content);
      if (message.stop_reason !== 'pause_turn') return blocks;
      // Sent back as it is: the model picks up where the API paused it.
      messages.push({
        role: 'assistant',
        content: toParams(message.content) as ContentBlockParam[],
      });
    }
    return blocks;
  };
}

/** WebSearch and WebFetch, each only when `allowed_tools` names it. */
export function createWebTools(
  allowedTools: readonly string[],
  settings: ServerToolSettings,
  web: {
    redact: (text: string) => string;
    /** Default: any host. */
    domains: WebDomains | undefined;
    /** Where every search and fetch is listed (the result's `web_requests`). */
    into: WebRequest[];
  },
): Tool[] {
  const named = (name: string) => allowedTools.some((rule) => rule.split('(')[0]!.trim() === name);
  if (!named('WebSearch') && !named('WebFetch')) return [];
  const runner = createServerToolRunner(settings);
  const options: WebToolOptions = {
    redact: web.redact,
    domains: web.domains ?? { kind: 'any' },
    record: (request) => web.into.push(request),
  };
  return [
    ...(named('WebSearch') ? [createWebSearchTool(runner, options)] : []),
    ...(named('WebFetch') ? [createWebFetchTool(runner, options)] : []),
  ];
}
