/**
 * The requests of the web tools (src/engine/tools/web.ts): one model request carrying a
 * server tool, through the retry layer, in a node of the run's spend cap that
 * reserves its worst case (every allowed search's fee included) before it is sent. When the API
 * pauses a long server-tool turn (`stop_reason: "pause_turn"`), the conversation
 * is sent back as it is so the model continues, a few times at most
 * (https://platform.claude.com/docs/en/build-with-claude/handling-stop-reasons).
 */
import {
  ModelError,
  type CallModel,
  type ContentBlock,
  type ContentBlockParam,
  type MessageParam,
} from '../model/types.js';
import type { Tool } from '../tools/types.js';
import type { WebDomains } from '../tools/web-urls.js';
import type { WebRequest } from '../events/stream.js';
import { createWebFetchTool, createWebSearchTool } from '../tools/built-in.js';
import type { ServerToolRunner, WebToolOptions } from '../tools/web.js';
import { callWithRetry } from '../loop/retry.js';
import type { RunSpendCap } from '../budgets/run-spend-cap.js';
import { toParams } from '../loop/messages.js';

/** `pause_turn` continuations one web call may take. */
export const MAX_PAUSE_CONTINUATIONS = 5;
/** Output a web tool's answer may take (lowered by the spend cap when the budget is short). */
const WEB_ANSWER_MAX_TOKENS = 4096;

export interface ServerToolSettings {
  callModel: CallModel;
  model: string;
  deadline?: number;
  /** The run's spend cap node; each web call gets a child of it. */
  spendCap: RunSpendCap;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export function createServerToolRunner(settings: ServerToolSettings): ServerToolRunner {
  return async (request) => {
    const spendCap = settings.spendCap.child(`web:${request.toolUseId}`);
    try {
      return await continueUntilDone(settings, spendCap.track(settings.callModel), request);
    } catch (error) {
      if (error instanceof ModelError && error.kind === 'budget') {
        throw new Error(
          `Not enough of the run budget is left for a web request. ${error.message}`,
          {
            cause: error,
          },
        );
      }
      throw error;
    } finally {
      spendCap.close();
    }
  };
}

/**
 * One request (its worst case, search fees included, reserved by the spend cap before it is
 * sent), sent back after each `pause_turn`.
 */
async function continueUntilDone(
  settings: ServerToolSettings,
  callModel: CallModel,
  request: Parameters<ServerToolRunner>[0],
): Promise<ContentBlock[]> {
  const messages: MessageParam[] = [
    { role: 'user', content: [{ type: 'text', text: request.prompt }] },
  ];
  const blocks: ContentBlock[] = [];
  for (let round = 0; round <= MAX_PAUSE_CONTINUATIONS; round++) {
    const calls = callWithRetry(
      callModel,
      {
        model: settings.model,
        system: [{ type: 'text', text: request.system }],
        messages: [...messages],
        tools: [],
        serverTools: [request.tool],
        maxTokens: WEB_ANSWER_MAX_TOKENS,
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
