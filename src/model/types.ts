/**
 * The model boundary: what the loop sends and gets back. Messages use the
 * Anthropic wire types unchanged, so a transcript line carries the real message.
 */
import type {
  ContentBlock,
  ContentBlockParam,
  Message,
  MessageParam,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlock,
  Usage,
} from '@anthropic-ai/sdk/resources/messages/messages';

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

/** One request to the model (one attempt; the retry layer sits above it). */
export interface ModelRequest {
  model: string;
  system: TextBlockParam[];
  messages: MessageParam[];
  /** Empty for text-only calls such as compaction summaries. */
  tools: ToolDefinition[];
  maxTokens: number;
  signal: AbortSignal;
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
  | 'prompt_too_long' // 400 "prompt is too long"
  | 'invalid_request' // other 400 / 404 / 413 / 422
  | 'authentication' // 401 / 403
  | 'aborted' // our own signal
  | 'unknown';

/** Every failure of {@link CallModel} is one of these. */
export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    message: string,
    readonly kind: ModelErrorKind,
    readonly options: {
      status?: number;
      /** From `retry-after` / `retry-after-ms`, when the server sent one. */
      retryAfterMs?: number;
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

  /** Whether waiting and sending the same request again can help. */
  get retryable(): boolean {
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
