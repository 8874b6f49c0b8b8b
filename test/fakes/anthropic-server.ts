/**
 * A fake Anthropic Messages API on 127.0.0.1 that the real SDK talks to.
 *
 * It answers `POST /v1/messages` from a script (a list of steps, or a function of the
 * request), streaming real SSE (`event:` lines, pings, text and tool input split across
 * deltas), and it rejects malformed requests the way the real API does (400
 * invalid_request_error), so loop bugs surface in tests. Plain node:http: importable from
 * vitest and from a tsx script alike.
 *
 * Requests that fail validation are recorded but do not consume a script step; the step
 * index counts only the requests that reached the script.
 *
 * By default it answers like the current models (Sonnet 5.5): every response starts with
 * a signed thinking block (empty unless the request asks for a `display` that returns
 * text), every second response that calls a tool carries an empty text block before the
 * call, and every request runs the preserved-thinking prefix check: a thinking block sent
 * back must come after exactly the `system`, `tools` and messages (and earlier blocks of
 * its own turn) it was produced after, `cache_control` aside, else the request is refused
 * with the API's 400. {@link FakeOptions} turns each of these off.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { requestFieldProblem } from './anthropic-fields.js';
import { findLoneSurrogate } from './unicode.js';

/** A content block the fake model answers with. */
export type BlockSpec =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id?: string; name: string; input: unknown; rawInputJson?: string }
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string }
  /** A server tool call the API made itself (web search, web fetch); its input streams. */
  | { type: 'server_tool_use'; id: string; name: 'web_search' | 'web_fetch'; input: unknown }
  /** A server tool's result block (`web_search_tool_result`, `web_fetch_tool_result`), sent whole. */
  | { type: 'server_tool_result'; block: Record<string, unknown> };

/** Token counts to report instead of the computed ones (any subset). */
export interface UsageOverride {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
  /** Server tool requests the API ran (reported in message_delta, as the API does). */
  server_tool_use?: { web_search_requests: number; web_fetch_requests: number };
}

/** A streamed 200 response. */
export interface ResponseStep {
  type: 'response';
  content: BlockSpec[];
  /**
   * Default: `tool_use` when a tool_use block is present, else `end_turn`. Any other string
   * plays a stop reason the API may add later.
   * https://platform.claude.com/docs/en/build-with-claude/handling-stop-reasons
   */
  stopReason?:
    | 'end_turn'
    | 'max_tokens'
    | 'stop_sequence'
    | 'tool_use'
    | 'pause_turn'
    | 'refusal'
    | 'model_context_window_exceeded'
    | (string & {});
  /**
   * `stop_details` on the `message_delta`, as a refusal carries it
   * (https://platform.claude.com/docs/en/test-and-evaluate/strengthen-guardrails/handle-streaming-refusals).
   */
  stopDetails?: { type: string; category?: string; explanation?: string };
  /** `usage.inference_geo` (where inference ran): `"us"` is billed at 1.1×. */
  inferenceGeo?: 'us' | 'global';
  usage?: UsageOverride;
  /** Default: the requested model. */
  model?: string;
  /** Pause between SSE events, e.g. to abort mid-stream. */
  eventDelayMs?: number;
}

/** An HTTP error with the API's JSON error body. */
export interface HttpErrorStep {
  type: 'http_error';
  status: number;
  errorType: string;
  message: string;
  headers?: Record<string, string>;
  /** `error.details` (e.g. `{error_code: "enforced_spend_limit_reached"}`). */
  details?: Record<string, unknown>;
}

/** A 200 stream that carries an `error` event (e.g. overloaded_error) after some events. */
export interface StreamErrorStep {
  type: 'stream_error';
  errorType: string;
  message: string;
  /** How many events of a normal response precede the error (default 2: start, ping). */
  afterEvents?: number;
}

/** A 200 stream that stops before `message_stop`. */
export interface StreamCutStep {
  type: 'stream_cut';
  /** Events of the (default or given) response sent before the cut (default 4). */
  afterEvents?: number;
  content?: BlockSpec[];
  /**
   * `destroy` (default) kills the socket mid-body, as a dropped connection does;
   * `end` finishes the HTTP response cleanly but without `message_stop`.
   */
  how?: 'destroy' | 'end';
}

/** Wait, then answer with `then` (default: never answer, until the client goes away). */
export interface DelayStep {
  type: 'delay';
  ms: number;
  then?: Step;
  /** Wait for this instead of `ms`: e.g. another conversation's request (see {@link waitFor}). */
  until?: Promise<unknown>;
}

/**
 * Answer with `then` once `until` settles: lets a test hold one request until another
 * has arrived (two sub-agents in flight at once), with no clock involved.
 */
export interface WaitStep {
  type: 'wait';
  until: Promise<unknown>;
  then: Step;
}

export type Step =
  ResponseStep | HttpErrorStep | StreamErrorStep | StreamCutStep | DelayStep | WaitStep;

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /**
   * The parsed JSON body (undefined when it did not parse), as a Messages API request:
   * on a cloud wire, with the model from the path (see `wireBody` for what was sent).
   */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read it freely
  /** The body's text, byte for byte (what a signature covers). */
  rawBody: string;
  /** The query string, without `?` ('' when none). */
  query: string;
  /** The body as it was sent (differs from `body` on a cloud wire). */
  wireBody: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read it freely
  /** The script step index it consumed, or -1 when it was rejected before the script. */
  stepIndex: number;
  /** Set when the fake rejected the request (auth, validation). */
  rejected?: { status: number; message: string };
  /** True when the client went away before the response was complete. */
  clientDisconnected: boolean;
  /**
   * The usage the fake billed for this request (a response streamed to its end), with
   * `inference_geo` and `server_tool_use` as it reported them: what a bill would show.
   */
  billed?: UsageOverride & { inference_geo?: string };
}

export type Script = Step[] | ((request: RecordedRequest, index: number) => Step);

/** How much the fake behaves like the current models (all on by default). */
export interface FakeOptions {
  /** Start every response with a signed thinking block. Default true. */
  thinking?: boolean;
  /** Put an empty text block before the tool call of every second tool-calling response. Default true. */
  emptyText?: boolean;
  /** Refuse a thinking block whose prefix changed since it was produced. Default true. */
  prefixCheck?: boolean;
  /**
   * The HTTP protocol the fake speaks: the Anthropic API's (default), or a cloud
   * provider's (test/fakes/provider-wire.ts), around the same scripted model.
   */
  wire?: Wire;
  /**
   * A second conversation lane: requests `matches` picks are answered from `script` with
   * their own step count, recorded in `asideRequests` (not `requests`), and shaped by a
   * model state of their own (the empty-text rhythm, the thinking prefixes). An action
   * test's self-review is one: its loops run inside the run's, and the run's own script
   * and request counts stay as if it were not there.
   */
  aside?: { matches(request: RecordedRequest): boolean; script: Script };
}

/**
 * How requests arrive and answers leave, around the scripted model (which works on the
 * Messages API's request body and stream events whatever the wire).
 */
export interface Wire {
  /**
   * Checks the route and the credentials and returns the Messages API request body the
   * wire carries (a cloud puts the model in the path), or why the request is refused.
   */
  accept(request: RecordedRequest): { body: unknown } | Rejection;
  /** An HTTP error answer, in the wire's error format. */
  sendError(
    response: ServerResponse,
    status: number,
    errorType: string,
    message: string,
    headers?: Record<string, string>,
  ): void;
  /** The 200 answer's headers, before the first event. */
  startStream(response: ServerResponse): void;
  /** One stream event, framed as the wire frames it. */
  writeEvent(response: ServerResponse, event: string, data: unknown): void;
  /** Ends a 200 stream with an error inside it. */
  endWithStreamError(response: ServerResponse, errorType: string, message: string): void;
}

export interface FakeAnthropic {
  /** Base URL to give the SDK (`baseURL`). */
  url: string;
  requests: RecordedRequest[];
  /** The requests the `aside` lane answered (see {@link FakeOptions.aside}). */
  asideRequests: RecordedRequest[];
  /** Requests for no route of the wire from another client than the SDK (answered 404). */
  strays: RecordedRequest[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------
// Step builders

export function text(value: string): BlockSpec {
  return { type: 'text', text: value };
}

export function toolUse(name: string, input: unknown, id?: string): BlockSpec {
  return id === undefined
    ? { type: 'tool_use', name, input }
    : { type: 'tool_use', name, input, id };
}

/** A tool_use whose streamed input is exactly `rawJson` (may be invalid JSON). */
export function rawToolUse(name: string, rawJson: string, id?: string): BlockSpec {
  const block: BlockSpec = { type: 'tool_use', name, input: {}, rawInputJson: rawJson };
  return id === undefined ? block : { ...block, id };
}

export function thinking(value: string, signature: string): BlockSpec {
  return { type: 'thinking', thinking: value, signature };
}

/** A streamed response with these blocks. */
export function reply(
  content: BlockSpec[] | BlockSpec,
  options: Omit<ResponseStep, 'type' | 'content'> = {},
): ResponseStep {
  return { type: 'response', content: Array.isArray(content) ? content : [content], ...options };
}

export function httpError(
  status: number,
  errorType: string,
  message: string,
  headers?: Record<string, string>,
): HttpErrorStep {
  return headers
    ? { type: 'http_error', status, errorType, message, headers }
    : { type: 'http_error', status, errorType, message };
}

export function rateLimited(retryAfterSeconds?: number): HttpErrorStep {
  const headers =
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) };
  return httpError(
    429,
    'rate_limit_error',
    'Number of request tokens has exceeded your rate limit.',
    headers,
  );
}

/**
 * The tier's monthly spend cap: a 429 `rate_limit_error` with
 * `details.error_code: "enforced_spend_limit_reached"`, no retry-after, and (as the API marks
 * errors a retry cannot help) `x-should-retry: false`.
 * https://platform.claude.com/docs/en/api/rate-limits (the spend-cap response body) and
 * https://platform.claude.com/docs/en/api/errors
 */
export function spendCapReached(): HttpErrorStep {
  return {
    type: 'http_error',
    status: 429,
    errorType: 'rate_limit_error',
    message:
      "You have reached your API usage limits: your organization has crossed its monthly API usage threshold, set based on your organization's API tier. You will regain access on 2027-01-01 at 00:00 UTC.",
    headers: { 'x-should-retry': 'false' },
    details: { error_code: 'enforced_spend_limit_reached' },
  };
}

/** A spend limit you set: 400 `invalid_request_error` (https://platform.claude.com/docs/en/api/errors). */
export function spendLimitReached(): HttpErrorStep {
  return httpError(
    400,
    'invalid_request_error',
    'You have reached your specified workspace API usage limits. You will regain access on 2027-01-01 at 00:00 UTC.',
  );
}

/** 413 `request_too_large` (https://platform.claude.com/docs/en/api/errors, request size limits). */
export function requestTooLarge(): HttpErrorStep {
  return httpError(
    413,
    'request_too_large',
    'Request exceeds the maximum allowed number of bytes.',
  );
}

export function overloaded(): HttpErrorStep {
  return httpError(529, 'overloaded_error', 'Overloaded');
}

export function serverError(): HttpErrorStep {
  return httpError(500, 'api_error', 'Internal server error');
}

export function promptTooLong(tokens = 210_000, maximum = 200_000): HttpErrorStep {
  return httpError(
    400,
    'invalid_request_error',
    `prompt is too long: ${tokens} tokens > ${maximum} maximum`,
  );
}

export function overloadedInStream(afterEvents?: number): StreamErrorStep {
  const step: StreamErrorStep = {
    type: 'stream_error',
    errorType: 'overloaded_error',
    message: 'Overloaded',
  };
  return afterEvents === undefined ? step : { ...step, afterEvents };
}

export function cutStream(options: Omit<StreamCutStep, 'type'> = {}): StreamCutStep {
  return { type: 'stream_cut', ...options };
}

export function delay(ms: number, then?: Step): DelayStep {
  return then ? { type: 'delay', ms, then } : { type: 'delay', ms };
}

/**
 * Holds the answer until `until` settles (or the client goes away), then plays `then`:
 * proves two conversations are in flight at once without measuring time.
 */
export function waitFor(until: Promise<unknown>, then: Step): DelayStep {
  return { type: 'delay', ms: Number.POSITIVE_INFINITY, then, until };
}

/** Never answers; the request ends only when the client aborts or the server closes. */
export function hang(): DelayStep {
  return { type: 'delay', ms: Number.POSITIVE_INFINITY };
}

// ---------------------------------------------------------------------------------------
// Server

const MAX_TOKENS_LIMIT = 128_000;
/** Responses whose connection the fake dropped on purpose (not a client disconnect). */
const cutByServer = new WeakSet<ServerResponse>();
const MAX_CACHE_BREAKPOINTS = 4;

/** Starts the fake on a random port of 127.0.0.1. */
export async function startFakeAnthropic(
  script: Script,
  options: FakeOptions = {},
): Promise<FakeAnthropic> {
  const sockets = new Set<Socket>();
  const cache = new PromptCache();
  const newModel = (): ModelBehaviour => ({
    thinking: options.thinking ?? true,
    emptyText: options.emptyText ?? true,
    prefixCheck: options.prefixCheck ?? true,
    produced: new Map(),
    toolResponses: 0,
  });
  const main: Lane = { script, requests: [], model: newModel(), stepCount: 0 };
  const strays: RecordedRequest[] = [];
  const aside: Lane | undefined = options.aside && {
    script: options.aside.script,
    requests: [],
    model: newModel(),
    stepCount: 0,
  };
  const laneOf = (recorded: RecordedRequest) =>
    aside && options.aside?.matches(recorded) ? aside : main;
  const wire = options.wire ?? ANTHROPIC_WIRE;

  const server = createServer((incoming, response) => {
    void handle(incoming, response).catch((error: unknown) => {
      if (!response.headersSent) {
        wire.sendError(response, 500, 'api_error', `fake-anthropic crashed: ${String(error)}`);
      } else {
        response.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(incoming);
    const wireBody = parseJson(raw);
    const recorded: RecordedRequest = {
      method: incoming.method ?? '',
      path: (incoming.url ?? '').split('?')[0] ?? '',
      headers: flattenHeaders(incoming.headers),
      body: wireBody,
      rawBody: raw,
      query: (incoming.url ?? '').split('?')[1] ?? '',
      wireBody,
      stepIndex: -1,
      clientDisconnected: false,
    };
    const accepted = wire.accept(recorded);
    // A request for another route from something other than the Anthropic SDK (which sends
    // its `x-stainless-*` headers on every request) is not the client under test's: a
    // leftover client of another test whose server had this port before, say. Counted
    // apart, so the tests' `requests[n]` stay the client's own; a wrong route the SDK
    // was sent to stays in `requests`, where a test sees it.
    if ('stray' in accepted && accepted.stray && !('x-stainless-lang' in recorded.headers)) {
      strays.push(recorded);
      wire.sendError(response, accepted.status, accepted.errorType, accepted.message);
      return;
    }
    if ('body' in accepted) recorded.body = accepted.body;
    const lane = laneOf(recorded);
    const { model } = lane;
    lane.requests.push(recorded);
    response.on('close', () => {
      if (!response.writableFinished && !cutByServer.has(response)) {
        recorded.clientDisconnected = true;
      }
    });

    const rejection =
      ('status' in accepted ? accepted : undefined) ??
      rejectionOf(recorded) ??
      (model.prefixCheck
        ? prefixCheckRejection(recorded.body as Json, model.produced, recorded.headers)
        : undefined);
    if (rejection) {
      recorded.rejected = { status: rejection.status, message: rejection.message };
      wire.sendError(response, rejection.status, rejection.errorType, rejection.message);
      return;
    }

    const index = lane.stepCount++;
    recorded.stepIndex = index;
    const step = pickStep(lane.script, recorded, index);
    if (!step) {
      const length = Array.isArray(lane.script) ? lane.script.length : 0;
      wire.sendError(
        response,
        500,
        'api_error',
        `fake-anthropic: the script has no step for request #${index} (it has ${length} steps)`,
      );
      return;
    }
    await play(step, recorded, response, cache, model, wire);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests: main.requests,
    asideRequests: aside?.requests ?? [],
    strays,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function pickStep(script: Script, request: RecordedRequest, index: number): Step | undefined {
  return Array.isArray(script) ? script[index] : script(request, index);
}

async function play(
  step: Step,
  request: RecordedRequest,
  response: ServerResponse,
  cache: PromptCache,
  model: ModelBehaviour,
  wire: Wire,
): Promise<void> {
  switch (step.type) {
    case 'delay': {
      const finished = step.until
        ? await Promise.race([
            step.until.then(
              () => !response.destroyed,
              () => !response.destroyed,
            ),
            waitUnlessClosed(step.ms, response),
          ])
        : await waitUnlessClosed(step.ms, response);
      if (finished && step.then) await play(step.then, request, response, cache, model, wire);
      else if (finished) response.end();
      return;
    }
    case 'http_error':
      if (step.details) {
        sendError(response, step.status, step.errorType, step.message, step.headers, step.details);
      } else {
        wire.sendError(response, step.status, step.errorType, step.message, step.headers);
      }
      return;
    case 'wait':
      await step.until.catch(() => undefined);
      await play(step.then, request, response, cache, model, wire);
      return;
    case 'response': {
      const events = responseEvents(request, asTheModelAnswers(step, request, model), cache);
      await streamEvents(response, events, step.eventDelayMs ?? 0, wire);
      response.end();
      request.billed = billedUsage(events);
      return;
    }
    case 'stream_error': {
      const events = responseEvents(
        request,
        { type: 'response', content: [text('partial')] },
        cache,
      );
      await streamEvents(response, events.slice(0, step.afterEvents ?? 2), 0, wire);
      wire.endWithStreamError(response, step.errorType, step.message);
      return;
    }
    case 'stream_cut': {
      const content = step.content ?? [text('This answer is cut off before it ends.')];
      const events = responseEvents(request, { type: 'response', content }, cache);
      await streamEvents(response, events.slice(0, step.afterEvents ?? 4), 0, wire);
      if (step.how === 'end') {
        response.end();
      } else {
        // Let the written events reach the client, then drop the connection mid-body.
        await new Promise((resolve) => setTimeout(resolve, 20));
        cutByServer.add(response);
        response.socket?.destroy();
      }
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Answering like the current models: thinking on every turn, and its prefix check

/** One conversation lane of the fake: its script, its requests, its model's state. */
interface Lane {
  script: Script;
  requests: RecordedRequest[];
  model: ModelBehaviour;
  stepCount: number;
}

interface ModelBehaviour {
  thinking: boolean;
  emptyText: boolean;
  prefixCheck: boolean;
  /**
   * Per signature, the digests of the prefixes it was produced after. A set, because a
   * script may reuse one literal signature in several responses (the API's are unique).
   */
  produced: Map<string, Set<string>>;
  /** Responses with a tool call so far (every second one gets an empty text block). */
  toolResponses: number;
}

let signatureCounter = 0;

/**
 * The step's content as the model would send it: a signed thinking block first, maybe an
 * empty text block before the first tool call, tool ids fixed up front (so the digest of a
 * later block in the same turn can include them). Records each thinking block's prefix.
 */
function asTheModelAnswers(
  step: ResponseStep,
  request: RecordedRequest,
  model: ModelBehaviour,
): ResponseStep {
  const body = request.body as Json;
  let content: BlockSpec[] = step.content.map((block) => {
    if (block.type !== 'tool_use' || block.id !== undefined) return block;
    idCounter += 1;
    return { ...block, id: `toolu_fake_${idCounter}` };
  });
  const hasThinking = content.some(
    (block) => block.type === 'thinking' || block.type === 'redacted_thinking',
  );
  if (model.thinking && !hasThinking) {
    signatureCounter += 1;
    const display = isObject(body.thinking) ? body.thinking.display : undefined;
    // The default display ('omitted') returns the block with empty text.
    const shown = display === 'summarized' ? `Working on step ${signatureCounter}.` : '';
    content = [thinking(shown, `sig_fake_${signatureCounter}_${randomPart()}`), ...content];
  }
  const firstToolUse = content.findIndex((block) => block.type === 'tool_use');
  if (model.thinking && model.emptyText && firstToolUse >= 0) {
    model.toolResponses += 1;
    if (model.toolResponses % 2 === 0) {
      content = [...content.slice(0, firstToolUse), text(''), ...content.slice(firstToolUse)];
    }
  }
  const messages = Array.isArray(body.messages) ? body.messages : [];
  content.forEach((block, index) => {
    const key = thinkingKey(block as unknown as Json);
    // A block cut before its signature arrived can never be sent back.
    if (key === undefined || key === '') return;
    const digest = prefixDigest(body, messages, content.slice(0, index), block);
    const digests = model.produced.get(key) ?? new Set<string>();
    digests.add(digest);
    model.produced.set(key, digests);
  });
  return { ...step, content };
}

function randomPart(): string {
  return createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 12);
}

/** The signature (or redacted data) that identifies a thinking block, else undefined. */
function thinkingKey(block: Json): string | undefined {
  if (block.type === 'thinking') return String(block.signature);
  if (block.type === 'redacted_thinking') return String(block.data);
  return undefined;
}

/**
 * A digest of what came before a thinking block: system, tools, the earlier messages and
 * the earlier blocks of its own turn, then the block itself. `cache_control` is not
 * content, and a string content equals one text block.
 */
function prefixDigest(
  body: Json,
  earlierMessages: readonly unknown[],
  earlierBlocks: readonly unknown[],
  block: unknown,
): string {
  const system = typeof body.system === 'string' ? [text(body.system)] : (body.system ?? []);
  const canonical = canonicalJson({
    system,
    tools: body.tools ?? [],
    messages: earlierMessages.map((message) =>
      isObject(message) ? { role: message.role, content: contentBlocks(message.content) } : message,
    ),
    turn: earlierBlocks,
    block,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** JSON with sorted keys, without `cache_control` and with `citations: null` dropped. */
function canonicalJson(value: unknown): string {
  const normalise = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(normalise);
    if (!isObject(item)) return item;
    const out: Json = {};
    for (const key of Object.keys(item).sort()) {
      if (key === 'cache_control') continue;
      if (key === 'citations' && item[key] === null) continue;
      // A tool_use block as streamed carries no rawInputJson; a BlockSpec may.
      if (key === 'rawInputJson') continue;
      out[key] = normalise(item[key]);
    }
    return out;
  };
  return JSON.stringify(normalise(value));
}

/**
 * The preserved-thinking prefix check: every thinking block sent back must have been
 * produced by this server after exactly the prefix it now follows.
 */
function prefixCheckRejection(
  body: Json | undefined,
  produced: ReadonlyMap<string, ReadonlySet<string>>,
  headers: Record<string, string> = {},
): Rejection | undefined {
  if (!isObject(body) || !Array.isArray(body.messages)) return undefined;
  // `drop_block`: the API drops the blocks that fail the check instead of refusing, and only
  // with the beta header (https://platform.claude.com/docs/en/build-with-claude/preserved-thinking/fix-bound-to-a-different-conversation).
  const binding = isObject(body.thinking) ? body.thinking.block_binding : undefined;
  if (isObject(binding) && binding.prefix_mismatch_behavior === 'drop_block') {
    const betas = (headers['anthropic-beta'] ?? '').split(',').map((beta) => beta.trim());
    if (betas.includes(THINKING_BINDING_BETA)) return undefined;
    return {
      status: 400,
      errorType: 'invalid_request_error',
      message: `thinking.block_binding: this field requires the beta header "anthropic-beta: ${THINKING_BINDING_BETA}".`,
    };
  }
  const messages: unknown[] = body.messages;
  for (const [messageIndex, message] of messages.entries()) {
    if (!isObject(message) || message.role !== 'assistant') continue;
    const blocks = contentBlocks(message.content) ?? [];
    for (const [blockIndex, block] of blocks.entries()) {
      const key = thinkingKey(block);
      if (key === undefined) continue;
      const where = `messages.${messageIndex}.content.${blockIndex}`;
      const kind = block.type === 'thinking' ? 'thinking' : 'redacted_thinking';
      const digests = produced.get(key);
      if (!digests) {
        return {
          status: 400,
          errorType: 'invalid_request_error',
          message: `${where}: Invalid \`signature\` in \`${kind}\` block.`,
        };
      }
      const digest = prefixDigest(
        body,
        messages.slice(0, messageIndex),
        blocks.slice(0, blockIndex),
        block,
      );
      if (!digests.has(digest)) {
        return {
          status: 400,
          errorType: 'invalid_request_error',
          message: `${where}: Invalid \`signature\` in \`${kind}\` block. The block is bound to a different conversation. Remove the block, or set \`thinking.block_binding.prefix_mismatch_behavior\` to "drop_block".`,
        };
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Validation: the rules of the real API that a buggy loop would break

export interface Rejection {
  status: number;
  errorType: string;
  message: string;
  /** A request for no route of this API (wrong method or path). */
  stray?: boolean;
}

/** What every wire answers a request that is not for it (its method or route). */
export function notFound(request: RecordedRequest): Rejection {
  return {
    status: 404,
    errorType: 'not_found_error',
    message: `Not found: ${request.path}`,
    stray: true,
  };
}

/** The Anthropic API's own wire: `POST /v1/messages`, SSE, JSON error bodies. */
export const ANTHROPIC_WIRE: Wire = {
  accept(request) {
    if (request.method !== 'POST' || request.path !== '/v1/messages') {
      return notFound(request);
    }
    const authorization = request.headers['authorization'] ?? '';
    const apiKey = request.headers['x-api-key'] ?? '';
    if (!/^Bearer \S+/.test(authorization) && apiKey.trim() === '') {
      return { status: 401, errorType: 'authentication_error', message: 'invalid x-api-key' };
    }
    return { body: request.body };
  },
  sendError,
  startStream(response) {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'request-id': `req_fake_${idCounter}`,
    });
  },
  writeEvent(response, event, data) {
    response.write(sse(event, data));
  },
  endWithStreamError(response, errorType, message) {
    response.end(sse('error', { type: 'error', error: { type: errorType, message } }));
  },
};

/** What the fake refuses before the script, whatever the wire: the API's validation. */
function rejectionOf(request: RecordedRequest): Rejection | undefined {
  // The API's JSON parser refuses a lone surrogate (a cut emoji) in any string.
  const lone = findLoneSurrogate(request.body);
  if (lone) {
    return {
      status: 400,
      errorType: 'invalid_request_error',
      message: `The request body is not valid JSON: no low surrogate in string (at ${lone})`,
    };
  }
  const problem =
    requestProblem(request.body) ??
    serverToolBetaProblem(request) ??
    requestFieldProblem(
      request.body,
      // The beta endpoint, or a cloud provider's (which takes the beta fields).
      /(?:^|&)beta=true(?:&|$)/.test(request.query) || request.path !== '/v1/messages',
    );
  return problem
    ? { status: 400, errorType: 'invalid_request_error', message: problem }
    : undefined;
}

/**
 * Server tool types in beta, with the header each needs: web fetch "is currently in
 * beta. To enable it, use the beta header `web-fetch-2025-09-10`"
 * (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/web-fetch-tool); web
 * search is generally available (.../web-search-tool). Without the header the API
 * refuses the request with a 400 `invalid_request_error`.
 */
export const SERVER_TOOL_BETAS: Record<string, string> = {
  web_fetch_20250910: 'web-fetch-2025-09-10',
};

function serverToolBetaProblem(request: RecordedRequest): string | undefined {
  const body = request.body as Json;
  if (!Array.isArray(body.tools)) return undefined;
  const betas = (request.headers['anthropic-beta'] ?? '').split(',').map((beta) => beta.trim());
  for (const [index, tool] of (body.tools as Json[]).entries()) {
    const beta = SERVER_TOOL_BETAS[String(tool.type)];
    if (beta && !betas.includes(beta)) {
      return `tools.${index}: the tool type '${String(tool.type)}' requires the beta header "anthropic-beta: ${beta}".`;
    }
  }
  return undefined;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first thing wrong with a request body, in the API's words where we know them. */
export function requestProblem(body: unknown): string | undefined {
  if (!isObject(body)) return 'Request body must be a JSON object';
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required';
  const maxTokens = body.max_tokens;
  if (maxTokens === undefined) return 'max_tokens: Field required';
  if (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1) {
    return 'max_tokens: must be a positive integer';
  }
  if (maxTokens > MAX_TOKENS_LIMIT) {
    return `max_tokens: ${maxTokens} > ${MAX_TOKENS_LIMIT}, which is the maximum allowed number of output tokens for ${body.model}`;
  }
  return (
    thinkingProblem(body) ??
    systemProblem(body.system) ??
    toolsProblem(body.tools) ??
    messagesProblem(body.messages) ??
    toolBlocksWithoutToolsProblem(body) ??
    cacheControlProblem(body)
  );
}

/** The beta header `thinking.block_binding` needs. */
export const THINKING_BINDING_BETA = 'thinking-binding-controls-2026-08-01';

const THINKING_TYPES = ['adaptive', 'enabled', 'between_tools', 'disabled'];

/**
 * What each model takes, as the API enforces it (its own table, not the code's):
 * https://platform.claude.com/docs/en/build-with-claude/effort (Opus 4.5: low–high; Opus 4.6
 * and Sonnet 4.6: no xhigh; Opus 4.7 and later, the 5.x models: all five; Haiku 4.5, Sonnet
 * 4.5 and older: no effort) and the adaptive thinking page (Claude 4.6 and later).
 */
const MODEL_CAPABILITIES: { pattern: RegExp; efforts: string[]; adaptive: boolean }[] = [
  {
    pattern: /^claude-(?:haiku-4-5|sonnet-4-5|sonnet-4(?:-0|-2025)|opus-4-1|opus-4(?:-0|-2025)|3-)/,
    efforts: [],
    adaptive: false,
  },
  { pattern: /^claude-opus-4-5/, efforts: ['low', 'medium', 'high'], adaptive: false },
  {
    pattern: /^claude-(?:opus|sonnet)-4-6/,
    efforts: ['low', 'medium', 'high', 'max'],
    adaptive: true,
  },
];

function capabilitiesOf(model: string): { efforts: string[]; adaptive: boolean } {
  return (
    MODEL_CAPABILITIES.find((entry) => entry.pattern.test(model)) ?? {
      efforts: EFFORTS,
      adaptive: true,
    }
  );
}
const DISPLAYS = ['summarized', 'omitted'];
const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'];

/** The `thinking` and `output_config.effort` rules of the current models. */
function thinkingProblem(body: Json): string | undefined {
  const thinkingParam = body.thinking;
  if (thinkingParam !== undefined) {
    if (!isObject(thinkingParam) || !THINKING_TYPES.includes(String(thinkingParam.type))) {
      return `thinking.type: Input should be ${THINKING_TYPES.map((t) => `'${t}'`).join(', ')}`;
    }
    if (thinkingParam.type === 'disabled' && /^claude-sonnet-5-5/.test(String(body.model))) {
      return 'thinking.type: "disabled" is not supported on this model; use "between_tools" instead.';
    }
    const display = thinkingParam.display;
    if (display !== undefined && !DISPLAYS.includes(String(display))) {
      return `thinking.display: Input should be ${DISPLAYS.map((d) => `'${d}'`).join(' or ')}`;
    }
    if (thinkingParam.type === 'adaptive' && !capabilitiesOf(String(body.model)).adaptive) {
      return `thinking.type: "adaptive" is not supported on ${String(body.model)}.`;
    }
  }
  const outputConfig = body.output_config;
  if (outputConfig !== undefined) {
    if (!isObject(outputConfig)) return 'output_config: Input should be an object';
    const effort = outputConfig.effort;
    if (effort !== undefined && !EFFORTS.includes(String(effort))) {
      return `output_config.effort: Input should be ${EFFORTS.map((e) => `'${e}'`).join(', ')}`;
    }
    const accepted = capabilitiesOf(String(body.model)).efforts;
    if (effort !== undefined && accepted.length === 0) {
      return `output_config.effort: This model does not support the effort parameter (${String(body.model)}).`;
    }
    if (effort !== undefined && !accepted.includes(String(effort))) {
      return `output_config.effort: "${String(effort)}" is not supported by ${String(body.model)}; supported values: ${accepted.join(', ')}.`;
    }
  }
  return undefined;
}

/** The API refuses tool blocks in the history of a request that declares no tools. */
function toolBlocksWithoutToolsProblem(body: Json): string | undefined {
  if (Array.isArray(body.tools) && body.tools.length > 0) return undefined;
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const hasToolBlocks = messages.some(
    (message) =>
      isObject(message) &&
      (contentBlocks(message.content) ?? []).some(
        (block) => block.type === 'tool_use' || block.type === 'tool_result',
      ),
  );
  return hasToolBlocks
    ? 'Requests which include `tool_use` or `tool_result` blocks must define tools.'
    : undefined;
}

function systemProblem(system: unknown): string | undefined {
  if (system === undefined || typeof system === 'string') return undefined;
  if (!Array.isArray(system)) return 'system: Input should be a valid string or list';
  for (const [index, block] of system.entries()) {
    if (!isObject(block) || block.type !== 'text' || typeof block.text !== 'string') {
      return `system.${index}: Input should be a text block`;
    }
    if (block.text.trim() === '') return `system.${index}: text content blocks must be non-empty`;
  }
  return undefined;
}

function toolsProblem(tools: unknown): string | undefined {
  if (tools === undefined) return undefined;
  if (!Array.isArray(tools)) return 'tools: Input should be a valid list';
  const names = new Set<string>();
  for (const [index, tool] of tools.entries()) {
    if (!isObject(tool) || typeof tool.name !== 'string')
      return `tools.${index}.name: Field required`;
    if (!/^[a-zA-Z0-9_-]{1,64}$/.test(tool.name)) {
      return `tools.${index}.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'`;
    }
    if (names.has(tool.name)) return 'tools: Tool names must be unique.';
    names.add(tool.name);
    const serverProblem = serverToolProblem(tool, index);
    if (serverProblem) return serverProblem;
    if (serverProblem === '') continue;
    if (!isObject(tool.input_schema) || tool.input_schema.type !== 'object') {
      return `tools.${index}.input_schema: Input schema must have type 'object'`;
    }
  }
  return undefined;
}

/**
 * The server tools the fake knows, by type, with the name the API requires for each
 * (https://platform.claude.com/docs/en/agents-and-tools/tool-use/web-search-tool and
 * .../web-fetch-tool): undefined for a client tool, '' for a valid server tool, else
 * the API's complaint.
 */
const SERVER_TOOL_NAMES: Record<string, string> = {
  web_search_20250305: 'web_search',
  web_fetch_20250910: 'web_fetch',
};

function serverToolProblem(tool: Json, index: number): string | undefined {
  if (tool.type === undefined || tool.type === 'custom') return undefined;
  const name = SERVER_TOOL_NAMES[String(tool.type)];
  if (name === undefined) return `tools.${index}.type: unknown tool type '${String(tool.type)}'`;
  if (tool.name !== name) return `tools.${index}.name: Input should be '${name}'`;
  if (tool.allowed_domains !== undefined && tool.blocked_domains !== undefined) {
    return `tools.${index}: allowed_domains and blocked_domains cannot be used together`;
  }
  return '';
}

function contentBlocks(content: unknown): Json[] | undefined {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (Array.isArray(content) && content.every(isObject)) return content;
  return undefined;
}

function messagesProblem(messages: unknown): string | undefined {
  if (!Array.isArray(messages) || messages.length === 0) {
    return 'messages: at least one message is required';
  }
  let previousRole: string | undefined;
  let pendingToolUseIds: string[] = [];
  for (const [index, message] of messages.entries()) {
    if (!isObject(message)) return `messages.${index}: Input should be an object`;
    const role = message.role;
    if (role !== 'user' && role !== 'assistant') {
      return `messages.${index}.role: Input should be 'user' or 'assistant'`;
    }
    if (index === 0 && role !== 'user') return 'messages: first message must use the "user" role';
    if (role === previousRole) {
      return `messages: roles must alternate between "user" and "assistant", but found multiple "${role}" roles in a row`;
    }
    const blocks = contentBlocks(message.content);
    if (!blocks) return `messages.${index}.content: Input should be a valid string or list`;
    if (blocks.length === 0) return `messages.${index}: all messages must have non-empty content`;
    const isFinalAssistant = role === 'assistant' && index === messages.length - 1;
    const blockProblem = blocksProblem(blocks, index, role, isFinalAssistant);
    if (blockProblem) return blockProblem;

    if (role === 'user') {
      const problem = toolResultProblem(blocks, index, pendingToolUseIds);
      if (problem) return problem;
      pendingToolUseIds = [];
    } else {
      pendingToolUseIds = blocks
        .filter((block) => block.type === 'tool_use')
        .map((block) => String(block.id));
      if (index === messages.length - 1 && pendingToolUseIds.length > 0) {
        return `messages.${index}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${pendingToolUseIds.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
      }
    }
    previousRole = role;
  }
  return undefined;
}

function blocksProblem(
  blocks: Json[],
  messageIndex: number,
  role: string,
  isFinalAssistant: boolean,
): string | undefined {
  const toolUseIds = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    const where = `messages.${messageIndex}.content.${index}`;
    if (block.type === 'text') {
      if (typeof block.text !== 'string') return `${where}.text: Field required`;
      if (block.text === '') return `${where}: text content blocks must be non-empty`;
      if (block.text.trim() === '' && !isFinalAssistant) {
        return `${where}: text content blocks must contain non-whitespace text`;
      }
      if (isFinalAssistant && index === blocks.length - 1 && /\s$/.test(block.text)) {
        return 'final assistant content cannot end with trailing whitespace';
      }
    } else if (block.type === 'tool_use') {
      if (role !== 'assistant')
        return `${where}: tool_use blocks may only appear in assistant messages`;
      if (typeof block.id !== 'string' || typeof block.name !== 'string') {
        return `${where}: tool_use blocks need an id and a name`;
      }
      if (!isObject(block.input)) return `${where}.input: Input should be a valid dictionary`;
      if (toolUseIds.has(block.id)) return `${where}: \`tool_use\` ids must be unique`;
      toolUseIds.add(block.id);
    } else if (block.type === 'tool_result') {
      if (role !== 'user') return `${where}: tool_result blocks may only appear in user messages`;
    }
  }
  return undefined;
}

function toolResultProblem(
  blocks: Json[],
  messageIndex: number,
  pendingToolUseIds: string[],
): string | undefined {
  const resultIds: string[] = [];
  let seenOtherBlock = false;
  for (const [index, block] of blocks.entries()) {
    if (block.type !== 'tool_result') {
      seenOtherBlock = true;
      continue;
    }
    if (seenOtherBlock && pendingToolUseIds.length > 0) {
      return `messages.${messageIndex}.content.${index}: tool_result blocks must come first in the content array, before any other content`;
    }
    const id = String(block.tool_use_id);
    if (!pendingToolUseIds.includes(id)) {
      return `messages.${messageIndex}.content.${index}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
    }
    if (resultIds.includes(id)) {
      return `messages.${messageIndex}.content.${index}: each \`tool_use\` may have only one \`tool_result\`: ${id}`;
    }
    resultIds.push(id);
  }
  const missing = pendingToolUseIds.filter((id) => !resultIds.includes(id));
  if (missing.length > 0) {
    return `messages.${messageIndex - 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
  }
  return undefined;
}

function cacheControlProblem(body: Json): string | undefined {
  const count = promptBlocks(body).filter((block) => block.cacheControl !== undefined).length;
  if (count > MAX_CACHE_BREAKPOINTS) {
    return `A maximum of ${MAX_CACHE_BREAKPOINTS} blocks with cache_control may be provided. Found ${count}.`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Prompt caching and usage

interface PromptBlock {
  /** The block without its cache_control, as the cache keys it. */
  key: string;
  cacheControl?: { ttl: '5m' | '1h' };
}

/** Tools, then system, then messages: the order in which the API caches a prompt. */
function promptBlocks(body: Json): PromptBlock[] {
  const blocks: PromptBlock[] = [];
  const add = (value: unknown, prefix: string): void => {
    if (!isObject(value)) {
      blocks.push({ key: prefix + JSON.stringify(value) });
      return;
    }
    const { cache_control: cacheControl, ...rest } = value;
    const key = prefix + JSON.stringify(rest);
    if (isObject(cacheControl)) {
      blocks.push({ key, cacheControl: { ttl: cacheControl.ttl === '1h' ? '1h' : '5m' } });
    } else {
      blocks.push({ key });
    }
  };
  if (Array.isArray(body.tools)) for (const tool of body.tools) add(tool, 'tool:');
  if (typeof body.system === 'string') add({ type: 'text', text: body.system }, 'system:');
  else if (Array.isArray(body.system)) for (const block of body.system) add(block, 'system:');
  // A change to the thinking parameters invalidates the cached messages, though not the
  // tools and system (https://platform.claude.com/docs/en/build-with-claude/prompt-caching,
  // "What invalidates the cache"): the messages are keyed with them.
  const thinking = JSON.stringify(body.thinking ?? null);
  if (Array.isArray(body.messages)) {
    for (const message of body.messages) {
      if (!isObject(message)) continue;
      for (const block of contentBlocks(message.content) ?? [])
        add(block, `${thinking}:${String(message.role)}:`);
    }
  }
  return blocks;
}

/** How many blocks before a breakpoint the API looks back for an earlier cached prefix. */
const CACHE_LOOKBACK_BLOCKS = 20;

/**
 * Remembers prompt prefixes ending at a cache breakpoint (per model), so a later request
 * that repeats a prefix reads it from the cache. Like the API, a breakpoint also finds a
 * prefix cached at one of the {@link CACHE_LOOKBACK_BLOCKS} blocks before it (that is how
 * a breakpoint moving to the newest message reads the previous request's prefix). No TTL
 * expiry and no minimum length: the point is to report reads and writes the way the API
 * would for the same breakpoints.
 */
class PromptCache {
  private readonly prefixes = new Set<string>();

  usageFor(body: Json): {
    input_tokens: number;
    cache_read_input_tokens: number;
    cache_creation_input_tokens: number;
    cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
  } {
    const blocks = promptBlocks(body);
    const model = String(body.model);
    let tokens = 0;
    let prefixKey = model;
    const keys: string[] = [];
    const ends: number[] = [];
    let readTokens = 0;
    let lastBreakpoint: { tokens: number; ttl: '5m' | '1h' } | undefined;
    const newPrefixes: string[] = [];
    for (const [index, block] of blocks.entries()) {
      tokens += blockTokens(block.key);
      prefixKey += `\u0000${block.key}`;
      keys.push(prefixKey);
      ends.push(tokens);
      if (!block.cacheControl) continue;
      for (let back = index; back >= 0 && back >= index - CACHE_LOOKBACK_BLOCKS; back--) {
        if (this.prefixes.has(keys[back]!)) {
          readTokens = Math.max(readTokens, ends[back]!);
          break;
        }
      }
      if (!this.prefixes.has(prefixKey)) newPrefixes.push(prefixKey);
      lastBreakpoint = { tokens, ttl: block.cacheControl.ttl };
    }
    for (const prefix of newPrefixes) this.prefixes.add(prefix);
    const written = lastBreakpoint ? Math.max(0, lastBreakpoint.tokens - readTokens) : 0;
    const read = readTokens;
    const total = Math.max(1, tokens);
    const oneHour = lastBreakpoint?.ttl === '1h' ? written : 0;
    return {
      input_tokens: Math.max(1, total - read - written),
      cache_read_input_tokens: read,
      cache_creation_input_tokens: written,
      cache_creation: {
        ephemeral_5m_input_tokens: written - oneHour,
        ephemeral_1h_input_tokens: oneHour,
      },
    };
  }
}

/**
 * The fake's own tokenizer, deliberately not the product's estimate (characters / 4) and
 * denser than it, so a test sees a budget check that trusts that estimate: 0.45 token per
 * UTF-8 byte of a block's JSON, plus 2 tokens of framing per block. That is 0.45 token per
 * character of ASCII (code is about that dense) and 1.35 per character of CJK text (three
 * bytes each), about what the real tokenizer bills for non-Latin text (the issue measured
 * 204,364 tokens for 160,000 characters). Never more than one token per byte (plus the
 * framing), which is the bound the real tokenizer keeps too: a token is at least one byte.
 */
function blockTokens(key: string): number {
  return tokensOf(key) + 2;
}

function tokensOf(text: string): number {
  return Math.ceil(Buffer.byteLength(text, 'utf8') * 0.45);
}

/**
 * The input of the server-tool loop's later steps: with server tools the API samples the
 * model again after each search or fetch, and `usage.input_tokens` is the sum over the
 * steps (https://platform.claude.com/docs/en/api/messages, usage: "cumulative"). Each
 * later step re-reads the request and, at most, everything the model wrote; billed as
 * uncached input. A server tool's result block in the answer is read, as its JSON, by
 * every step after it (resultsInput).
 */
function serverLoopInput(usage: {
  input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
  output_tokens: number;
  server_tool_use?: { web_search_requests?: number; web_fetch_requests?: number };
}): number {
  const uses =
    (usage.server_tool_use?.web_search_requests ?? 0) +
    (usage.server_tool_use?.web_fetch_requests ?? 0);
  const request =
    usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
  return uses * (request + usage.output_tokens);
}

/**
 * What the answer's server tool results add to the steps after them: a step begins after
 * each result (unless the API paused the turn right there), and reads every result before
 * it. The model reads a result as the text behind its encrypted content; this fake counts
 * the block's JSON by its own tokenizer.
 */
function resultsInput(step: ResponseStep): number {
  let read = 0;
  let total = 0;
  step.content.forEach((block, index) => {
    if (block.type !== 'server_tool_result') return;
    read += tokensOf(JSON.stringify(block.block));
    const last = index === step.content.length - 1;
    if (!last || step.stopReason !== 'pause_turn') total += read;
  });
  return total;
}

// ---------------------------------------------------------------------------------------
// SSE

interface StreamEvent {
  event: string;
  data: unknown;
}

let idCounter = 0;

function responseEvents(
  request: RecordedRequest,
  step: ResponseStep,
  cache: PromptCache,
): StreamEvent[] {
  const body = request.body as Json;
  const computed = cache.usageFor(body);
  const output = step.content.map(blockOutput).join('');
  const usage = {
    ...computed,
    output_tokens: Math.max(1, tokensOf(output)),
    ...step.usage,
    ...(step.inferenceGeo ? { inference_geo: step.inferenceGeo } : {}),
  };
  if (step.usage?.input_tokens === undefined) {
    usage.input_tokens += serverLoopInput(usage) + resultsInput(step);
  }
  // An overridden cache write count must not keep the computed 5m/1h split beside it.
  const written = step.usage?.cache_creation_input_tokens;
  if (written !== undefined) {
    usage.cache_creation = { ephemeral_5m_input_tokens: written, ephemeral_1h_input_tokens: 0 };
  }
  const hasToolUse = step.content.some((block) => block.type === 'tool_use');
  const stopReason = step.stopReason ?? (hasToolUse ? 'tool_use' : 'end_turn');
  const model = step.model ?? String(body.model);
  idCounter += 1;

  const events: StreamEvent[] = [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id: `msg_fake_${idCounter}`,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    },
    { event: 'ping', data: { type: 'ping' } },
  ];
  step.content.forEach((block, index) => {
    events.push(...blockEvents(block, index));
    if (index === 0) events.push({ event: 'ping', data: { type: 'ping' } });
  });
  events.push(
    {
      event: 'message_delta',
      data: {
        type: 'message_delta',
        delta: {
          stop_reason: stopReason,
          stop_sequence: null,
          ...(step.stopDetails ? { stop_details: step.stopDetails } : {}),
        },
        usage: {
          output_tokens: usage.output_tokens,
          input_tokens: usage.input_tokens,
          cache_read_input_tokens: usage.cache_read_input_tokens,
          cache_creation_input_tokens: usage.cache_creation_input_tokens,
          ...(step.usage?.server_tool_use ? { server_tool_use: step.usage.server_tool_use } : {}),
        },
      },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  );
  return events;
}

/** The usage a streamed response reported: its message_start merged with its message_delta. */
function billedUsage(events: readonly StreamEvent[]): RecordedRequest['billed'] {
  const start = events.find((event) => event.event === 'message_start')?.data as
    { message: { usage: Record<string, unknown> } } | undefined;
  const delta = events.find((event) => event.event === 'message_delta')?.data as
    { usage: Record<string, unknown> } | undefined;
  return { ...start?.message.usage, ...delta?.usage } as RecordedRequest['billed'];
}

function blockOutput(block: BlockSpec): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'tool_use':
      return block.rawInputJson ?? JSON.stringify(block.input);
    case 'thinking':
      return block.thinking;
    case 'redacted_thinking':
      return '';
    case 'server_tool_use':
      return JSON.stringify(block.input);
    case 'server_tool_result':
      return '';
  }
}

function blockEvents(block: BlockSpec, index: number): StreamEvent[] {
  const start = (contentBlock: unknown): StreamEvent => ({
    event: 'content_block_start',
    data: { type: 'content_block_start', index, content_block: contentBlock },
  });
  const delta = (value: unknown): StreamEvent => ({
    event: 'content_block_delta',
    data: { type: 'content_block_delta', index, delta: value },
  });
  const stop: StreamEvent = {
    event: 'content_block_stop',
    data: { type: 'content_block_stop', index },
  };
  switch (block.type) {
    case 'text':
      return [
        start({ type: 'text', text: '', citations: null }),
        ...splitIntoPieces(block.text).map((piece) => delta({ type: 'text_delta', text: piece })),
        stop,
      ];
    case 'tool_use': {
      idCounter += 1;
      const id = block.id ?? `toolu_fake_${idCounter}`;
      const json = block.rawInputJson ?? JSON.stringify(block.input);
      return [
        start({ type: 'tool_use', id, name: block.name, input: {} }),
        ...splitIntoPieces(json).map((piece) =>
          delta({ type: 'input_json_delta', partial_json: piece }),
        ),
        stop,
      ];
    }
    case 'thinking':
      return [
        start({ type: 'thinking', thinking: '', signature: '' }),
        ...splitIntoPieces(block.thinking).map((piece) =>
          delta({ type: 'thinking_delta', thinking: piece }),
        ),
        delta({ type: 'signature_delta', signature: block.signature }),
        stop,
      ];
    case 'redacted_thinking':
      return [start({ type: 'redacted_thinking', data: block.data }), stop];
    case 'server_tool_use':
      return [
        start({ type: 'server_tool_use', id: block.id, name: block.name, input: {} }),
        ...splitIntoPieces(JSON.stringify(block.input)).map((piece) =>
          delta({ type: 'input_json_delta', partial_json: piece }),
        ),
        stop,
      ];
    case 'server_tool_result':
      return [start(block.block), stop];
  }
}

/** At least three pieces when the text allows, so every test exercises reassembly. */
function splitIntoPieces(value: string): string[] {
  if (value.length === 0) return [];
  const size = Math.max(1, Math.min(16, Math.ceil(value.length / 3)));
  const pieces: string[] = [];
  for (let offset = 0; offset < value.length; offset += size)
    pieces.push(value.slice(offset, offset + size));
  return pieces;
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

async function streamEvents(
  response: ServerResponse,
  events: StreamEvent[],
  delayMs: number,
  wire: Wire,
): Promise<void> {
  if (!response.headersSent) {
    wire.startStream(response);
    response.flushHeaders();
  }
  for (const event of events) {
    if (response.destroyed) return;
    wire.writeEvent(response, event.event, event.data);
    if (delayMs > 0 && !(await waitUnlessClosed(delayMs, response))) return;
  }
}

// ---------------------------------------------------------------------------------------
// Plumbing

function sendError(
  response: ServerResponse,
  status: number,
  errorType: string,
  message: string,
  headers: Record<string, string> = {},
  details?: Record<string, unknown>,
): void {
  const body = JSON.stringify({
    type: 'error',
    error: { type: errorType, message, ...(details ? { details } : {}) },
    request_id: `req_fake_error_${status}`,
  });
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake_error_${status}`,
    ...headers,
  });
  response.end(body);
}

/** Resolves true after `ms`, or false as soon as the client goes away. */
function waitUnlessClosed(ms: number, response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    if (response.destroyed) {
      resolve(false);
      return;
    }
    const timer = Number.isFinite(ms) ? setTimeout(() => finish(true), ms) : undefined;
    const onClose = (): void => finish(false);
    function finish(completed: boolean): void {
      if (timer) clearTimeout(timer);
      response.off('close', onClose);
      resolve(completed);
    }
    response.on('close', onClose);
  });
}

function readBody(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.on('error', reject);
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
