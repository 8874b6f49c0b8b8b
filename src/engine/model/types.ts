/**
 * The model boundary: what the loop sends and gets back. Messages use the
 * Anthropic wire types unchanged, so a transcript line carries the real message.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import type {
  ContentBlock,
  ContentBlockParam,
  Message,
  MessageParam,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlock,
  Usage,
  WebFetchTool20250910,
  WebSearchTool20250305,
} from '@anthropic-ai/sdk/resources/messages/messages';
import { errorMessage } from '../text/error-message.js';

export type {
  ContentBlock,
  ContentBlockParam,
  Message,
  MessageParam,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlock,
  Usage,
};

/** A tool as declared to the API. */
export interface ToolDefinition {
  name: string;
  description: string;
  input_schema: { type: 'object'; [key: string]: unknown };
}

/** A server tool the API runs itself (the web tools' own requests carry one). */
export type ServerToolDefinition = WebSearchTool20250305 | WebFetchTool20250910;

/** How much effort the model puts into an answer (`output_config.effort`). */
export const EFFORT_LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
export type Effort = (typeof EFFORT_LEVELS)[number];

/** One request to the model (one attempt; the retry layer sits above it). */
export interface ModelRequest {
  model: string;
  system: TextBlockParam[];
  messages: MessageParam[];
  /** Empty for text-only calls such as compaction summaries. */
  tools: ToolDefinition[];
  /** Tools the API runs itself, sent after `tools` (the web tools' own requests). */
  serverTools?: ServerToolDefinition[];
  maxTokens: number;
  signal: AbortSignal;
  /**
   * Called while the endpoint has sent no byte of its answer yet (every quarter of the
   * silence limit), so a long wait is visible; the retry layer turns it into a notice.
   */
  onSilence?: (silence: { host: string; seconds: number }) => void;
  /**
   * Ask for the thinking text the model can show (its progress notes between tool calls
   * come back inside thinking blocks on the current models). Sent only to models with
   * adaptive thinking; others get no `thinking` field.
   */
  showThinking?: boolean;
  /**
   * `output_config.effort`; undefined leaves the model's default. The adapter sends only a
   * level the model takes (src/engine/model/models.ts `effortFor`): the fallback model may take
   * fewer levels, or none.
   */
  effort?: Effort;
  /**
   * `thinking.block_binding.prefix_mismatch_behavior: "drop_block"` (with its beta header):
   * the API drops a thinking block whose prefix changed instead of refusing the request.
   */
  dropMismatchedThinking?: boolean;
  /**
   * Called when the endpoint's answer begins (its response headers): the request has
   * left, so what only the answer needs can load while the model writes.
   */
  onAnswerStarted?: () => void;
}

/**
 * Calls the model once and resolves with the whole assistant message (streamed
 * underneath). Rejects with a {@link ModelError} for every failure.
 */
export type CallModel = (request: ModelRequest) => Promise<Message>;

/** What went wrong with a model call, as the retry layer and the loop need it. */
export type ModelErrorKind =
  | 'rate_limit' // 429
  | 'overloaded' // 529, or an overloaded_error event inside a 200 stream
  | 'server' // other 5xx
  | 'timeout' // 408
  | 'conflict' // 409
  | 'connection' // no response at all
  | 'stream_cut' // the stream ended before message_stop
  | 'prompt_too_long' // 400 "prompt is too long", 413 request_too_large
  | 'prefix_mismatch' // 400: a thinking block "is bound to a different conversation"
  | 'billing' // 402, a spend limit (400) or the tier's spend cap (429): waiting does not help
  | 'invalid_request' // other 400 / 404 / 422
  | 'authentication' // 401 / 403
  | 'aborted' // our own signal
  | 'deadline' // a retry wait would pass the run's deadline, so it never started
  | 'budget' // the run's spend cap cannot fit the request's worst case (budgets/run-spend-cap.ts)
  | 'unknown';

/** Every failure of {@link CallModel} is one of these. */
export class ModelError extends AgentLoopError<ModelErrorKind> {
  override readonly name = 'ModelError';
  constructor(
    message: string,
    readonly kind: ModelErrorKind,
    readonly options: {
      status?: number;
      /** From `retry-after` / `retry-after-ms`, when the server sent one. */
      retryAfterMs?: number;
      /** The API's `x-should-retry` header, when it sent one: it overrides the kind. */
      shouldRetry?: boolean;
      /** A connection error to a host that has not answered once in this run. */
      neverAnswered?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
  }

  get status(): number | undefined {
    return this.options.status;
  }

  get retryAfterMs(): number | undefined {
    return this.options.retryAfterMs;
  }

  /** For a `deadline` error: the error that would have been retried. */
  get lastError(): ModelError | undefined {
    return this.options.cause instanceof ModelError ? this.options.cause : undefined;
  }

  get neverAnswered(): boolean {
    return this.options.neverAnswered === true;
  }

  /**
   * Whether waiting and sending the same request again can help: the API's
   * `x-should-retry` when it said, else by kind.
   * https://platform.claude.com/docs/en/api/errors
   */
  get retryable(): boolean {
    if (this.kind === 'aborted' || this.kind === 'deadline' || this.kind === 'budget') return false;
    if (this.options.shouldRetry !== undefined) return this.options.shouldRetry;
    return (
      this.kind === 'rate_limit' ||
      this.kind === 'overloaded' ||
      this.kind === 'server' ||
      this.kind === 'timeout' ||
      this.kind === 'conflict' ||
      this.kind === 'connection' ||
      this.kind === 'stream_cut'
    );
  }
}

/**
 * The one normaliser for what a model call threw, outside the adapter: a ModelError as is;
 * anything after an abort is an abort; anything else is a bug of ours, reported as
 * `unknown` (never retried). The adapter maps the SDK's errors itself (map-error.ts).
 */
export function asModelError(error: unknown, signal?: AbortSignal): ModelError {
  if (error instanceof ModelError) return error;
  if (signal?.aborted) {
    return new ModelError('The model request was aborted', 'aborted', { cause: signal.reason });
  }
  const message = errorMessage(error);
  return new ModelError(`The model call failed: ${message}`, 'unknown', { cause: error });
}
