/**
 * The production {@link CallModel}: one streamed Messages API request through the official
 * SDK, assembled into the whole assistant message, with every failure a ModelError.
 */
import type {
  MessageCreateParamsStreaming,
  RawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/messages/messages';
import { MessageAssembler } from './assemble-message.js';
import { toModelError, type CallPhase } from './map-error.js';
import { effortFor, needsBedrockLegacyVersion, supportsAdaptiveThinking } from './models.js';
import { providerSecrets, type ProviderConfig } from './providers.js';
import { providerModelId } from './provider-models.js';
import { createProviderClient, type MessagesClient } from './provider-client.js';
import { ModelError, type CallModel, type Message, type ModelRequest } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { serverToolBetas } from './server-tool-betas.js';

export { UNPARSED_TOOL_INPUT_KEY, unparsedToolInput } from './assemble-message.js';
export { parseRetryAfter } from './map-error.js';

export interface AnthropicModelOptions {
  apiKey: string;
  /** A proxy, gateway or local test server; default: the SDK's (ANTHROPIC_BASE_URL or the API). */
  baseURL?: string;
  /**
   * How long to wait for the response to begin (headers). Default 10 minutes: a long
   * prompt on a busy model can take minutes before the first byte.
   */
  requestTimeoutMs?: number;
  /**
   * How long the stream may go without an event before we give up on it as cut. Default
   * 5 minutes. (The SDK swallows `ping`s, so a healthy stream that only pings is silent
   * here: keep this well above the API's ping interval.)
   */
  streamIdleTimeoutMs?: number;
  /** Extra headers on every request (e.g. `anthropic-beta`). */
  defaultHeaders?: Record<string, string>;
}

/** Options of {@link createProviderModel}. */
export interface ProviderModelOptions {
  provider: ProviderConfig;
  requestTimeoutMs?: number;
  streamIdleTimeoutMs?: number;
  /**
   * How long the endpoint may send no byte of an answer before the request counts as a
   * dropped connection (retried within the retry budget). Default
   * `AGENT_LOOP_MODEL_SILENCE_SECONDS` seconds, else 60 s: a streamed answer begins
   * within seconds, even with long thinking.
   */
  silenceMs?: number;
  defaultHeaders?: Record<string, string>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 10 * 60 * 1000;
const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 5 * 60 * 1000;
const DEFAULT_SILENCE_MS = 60 * 1000;

/** The silence limit: `AGENT_LOOP_MODEL_SILENCE_SECONDS` (a positive number), else 60 s. */
export function silenceMsFromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.AGENT_LOOP_MODEL_SILENCE_SECONDS);
  return env.AGENT_LOOP_MODEL_SILENCE_SECONDS && Number.isFinite(seconds) && seconds > 0
    ? seconds * 1000
    : DEFAULT_SILENCE_MS;
}

/** A CallModel over the Anthropic API with an API key (see {@link createProviderModel}). */
export function createAnthropicModel(options: AnthropicModelOptions): CallModel {
  return createProviderModel({
    provider: {
      provider: 'anthropic',
      apiKey: options.apiKey,
      ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    },
    ...(options.requestTimeoutMs === undefined
      ? {}
      : { requestTimeoutMs: options.requestTimeoutMs }),
    ...(options.streamIdleTimeoutMs === undefined
      ? {}
      : { streamIdleTimeoutMs: options.streamIdleTimeoutMs }),
    ...(options.defaultHeaders ? { defaultHeaders: options.defaultHeaders } : {}),
  });
}

/**
 * A CallModel over the chosen provider's SDK client. Every provider streams the same
 * Anthropic events and fails with the same ModelError kinds, so the loop (retries,
 * fallback, caching, accounting) cannot tell them apart. The SDK's own retries are off
 * (`maxRetries: 0`): the loop's retry layer (src/engine/loop/retry.ts) decides, so that it can
 * report each retry. The client is built on the first call (a cloud SDK is loaded only
 * then); a failure to build it fails that call, and is not retried.
 */
export function createProviderModel(options: ProviderModelOptions): CallModel {
  let client: Promise<MessagesClient> | undefined;
  const idleTimeoutMs = options.streamIdleTimeoutMs ?? DEFAULT_STREAM_IDLE_TIMEOUT_MS;
  const secrets = providerSecrets(options.provider);
  const link: Link = {
    provider: options.provider.provider,
    endpoint: endpointOf(options.provider),
    answered: false,
    silenceMs: options.silenceMs ?? silenceMsFromEnvironment(),
  };
  return async (asked) => {
    // Any model a later step names (a sub-agent's `opus`) in the provider's form too.
    let request = asked;
    try {
      const model = providerModelId(options.provider, asked.model);
      if (model !== asked.model) request = { ...asked, model };
    } catch (error) {
      throw new ModelError(errorMessage(error), 'invalid_request', { cause: error });
    }
    client ??= createProviderClient(options.provider, {
      timeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      ...(options.defaultHeaders ? { defaultHeaders: options.defaultHeaders } : {}),
    });
    let ready: MessagesClient;
    try {
      ready = await client;
    } catch (error) {
      // A client that cannot be built (its SDK failed to load) will not be built by waiting.
      client = undefined;
      const reason = errorMessage(error);
      throw new ModelError(`Could not set up the model client: ${reason}`, 'invalid_request', {
        cause: error,
      });
    }
    return streamMessage(ready, request, idleTimeoutMs, secrets, link);
  };
}

/** Where the client sends, and whether that host has answered once in this run. */
interface Link {
  provider: ProviderConfig['provider'];
  endpoint: string;
  answered: boolean;
  silenceMs: number;
}

/** `host:port` of the provider's endpoint, for a connection error to name. */
function endpointOf(config: ProviderConfig): string {
  const fallback =
    config.provider === 'anthropic'
      ? 'https://api.anthropic.com'
      : config.provider === 'bedrock'
        ? `https://bedrock-runtime.${config.region}.amazonaws.com`
        : `https://${config.region === 'global' ? '' : `${config.region}-`}aiplatform.googleapis.com`;
  try {
    const url = new URL(config.baseURL ?? fallback);
    return `${url.hostname}:${url.port || (url.protocol === 'http:' ? '80' : '443')}`;
  } catch {
    return config.baseURL ?? fallback;
  }
}

/** The beta header `thinking.block_binding` needs. */
export const THINKING_BINDING_BETA = 'thinking-binding-controls-2026-08-01';
/** What Bedrock's ARN-versioned models (Opus 4.6 and earlier) take as `anthropic_version`. */
export const BEDROCK_LEGACY_VERSION = 'bedrock-2023-05-31';

async function streamMessage(
  client: MessagesClient,
  request: ModelRequest,
  idleTimeoutMs: number,
  secrets: string[],
  link: Link,
): Promise<Message> {
  if (request.signal.aborted) {
    throw new ModelError('The model request was aborted', 'aborted', {
      cause: request.signal.reason,
    });
  }
  // Our own controller, so the idle watchdog can stop the stream without it looking like
  // the caller's abort.
  const controller = new AbortController();
  const forwardAbort = (): void => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  let idleTimer: NodeJS.Timeout | undefined;
  let idleExpired = false;
  const armIdleTimer = (): void => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleExpired = true;
      controller.abort();
    }, idleTimeoutMs);
  };

  let phase: CallPhase = 'request';
  const silence = watchSilence(link, request, () => controller.abort());
  try {
    const betas = [
      ...(request.dropMismatchedThinking ? [THINKING_BINDING_BETA] : []),
      ...serverToolBetas(request.serverTools),
    ];
    const stream = await client.messages
      .create(requestParams(request, link.provider), {
        signal: controller.signal,
        ...(betas.length > 0 ? { headers: { 'anthropic-beta': betas.join(',') } } : {}),
      })
      .finally(silence.stop);
    link.answered = true;
    request.onAnswerStarted?.();
    phase = 'stream';
    const assembler = new MessageAssembler();
    armIdleTimer();
    for await (const event of stream as AsyncIterable<RawMessageStreamEvent>) {
      armIdleTimer();
      assembler.add(event);
    }
    // The SDK ends the iteration quietly when the request is aborted, and the API may
    // close a stream early: either way there is no message_stop.
    const message = assembler.finish();
    if (message) return message;
    throw incompleteStreamError(request.signal, idleExpired, idleTimeoutMs);
  } catch (error) {
    if (error instanceof ModelError) throw error;
    if (silence.expired() && !request.signal.aborted) throw silenceError(link, error);
    if (idleExpired && !request.signal.aborted) {
      throw incompleteStreamError(request.signal, idleExpired, idleTimeoutMs, error);
    }
    const mapped = toModelError(error, {
      phase,
      signal: request.signal,
      secrets,
      endpoint: link.endpoint,
      hostAnswered: link.answered,
    });
    // An HTTP error is an answer too: the host is there.
    if (mapped.status !== undefined) link.answered = true;
    throw mapped;
  } finally {
    silence.stop();
    clearTimeout(idleTimer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}

function requestParams(
  request: ModelRequest,
  provider: ProviderConfig['provider'],
): MessageCreateParamsStreaming {
  const params: MessageCreateParamsStreaming = {
    model: request.model,
    max_tokens: request.maxTokens,
    messages: request.messages,
    stream: true,
  };
  if (request.system.length > 0) params.system = request.system;
  if (request.tools.length > 0) params.tools = request.tools;
  if (request.serverTools?.length) params.tools = [...request.tools, ...request.serverTools];
  // Adaptive thinking is already the default of these models; the field is sent for its
  // `display`: 'summarized' returns the text of the thinking blocks, where the current
  // models put their progress notes between tool calls (the default, 'omitted', returns
  // them empty, and the run's log and progress comment go quiet).
  const adaptive = supportsAdaptiveThinking(request.model);
  if ((request.showThinking || request.dropMismatchedThinking) && adaptive) {
    params.thinking = {
      type: 'adaptive',
      ...(request.showThinking ? { display: 'summarized' as const } : {}),
      // https://platform.claude.com/docs/en/build-with-claude/preserved-thinking/fix-bound-to-a-different-conversation
      ...(request.dropMismatchedThinking
        ? { block_binding: { prefix_mismatch_behavior: 'drop_block' } }
        : {}),
    } as MessageCreateParamsStreaming['thinking'];
  }
  // Only a level the model takes (the fallback model may take fewer, or none).
  const effort = effortFor(request.model, request.effort);
  if (effort !== undefined) params.output_config = { effort };
  if (provider === 'bedrock' && needsBedrockLegacyVersion(request.model)) {
    // The Bedrock SDK copies the SDK's API version into the body unless one is there.
    (params as unknown as Record<string, unknown>).anthropic_version = BEDROCK_LEGACY_VERSION;
  }
  return params;
}

function incompleteStreamError(
  signal: AbortSignal,
  idleExpired: boolean,
  idleTimeoutMs: number,
  cause?: unknown,
): ModelError {
  if (signal.aborted) {
    return new ModelError('The model request was aborted', 'aborted', { cause: signal.reason });
  }
  const message = idleExpired
    ? `The response stream stalled: no event for ${Math.round(idleTimeoutMs / 1000)} s`
    : 'The response stream ended before message_stop';
  return new ModelError(message, 'stream_cut', { cause });
}

/**
 * Until the answer begins: a `request.onSilence` report every quarter of the silence
 * limit, and at the limit `abort` (the request then fails as a dropped connection).
 */
function watchSilence(link: Link, request: ModelRequest, abort: () => void) {
  const started = Date.now();
  let expired = false;
  const quarter = Math.max(1, Math.floor(link.silenceMs / 4));
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    if (ticks >= 4) {
      expired = true;
      clearInterval(timer);
      abort();
      return;
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    request.onSilence?.({ host: link.endpoint, seconds });
  }, quarter);
  return {
    stop: () => clearInterval(timer),
    expired: () => expired,
  };
}

/** The request the endpoint never began to answer: a dropped connection, retried. */
function silenceError(link: Link, cause: unknown): ModelError {
  const seconds = Math.round(link.silenceMs / 100) / 10;
  return new ModelError(
    `No answer from ${link.endpoint} for ${seconds} s (AGENT_LOOP_MODEL_SILENCE_SECONDS): the connection is treated as dropped`,
    'connection',
    { cause, neverAnswered: !link.answered },
  );
}
