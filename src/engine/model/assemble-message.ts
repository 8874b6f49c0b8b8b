/**
 * Builds the final assistant message from raw stream events, the way the API would have
 * returned it unstreamed.
 */
import type {
  ContentBlock,
  Message,
  MessageDeltaUsage,
  RawMessageStreamEvent,
  ToolUseBlock,
  Usage,
} from '@anthropic-ai/sdk/resources/messages/messages';

/**
 * When a tool_use block's streamed input is not a JSON object, its `input` becomes
 * `{ [UNPARSED_TOOL_INPUT_KEY]: "<the raw text>" }`. It stays an object, so the message
 * can be sent back to the API unchanged, and the tool's input validation fails on it, so
 * the model gets an error result it can act on. Read it with {@link unparsedToolInput}.
 */
export const UNPARSED_TOOL_INPUT_KEY = '__unparsed_tool_input_json';

/** The raw input text of a tool_use whose input did not parse, else undefined. */
export function unparsedToolInput(block: Pick<ToolUseBlock, 'input'>): string | undefined {
  const input = block.input;
  if (typeof input !== 'object' || input === null) return undefined;
  const raw = (input as Record<string, unknown>)[UNPARSED_TOOL_INPUT_KEY];
  return typeof raw === 'string' ? raw : undefined;
}

/** Accumulates stream events; `finish()` returns the message once `message_stop` came. */
export class MessageAssembler {
  private message: Message | undefined;
  private readonly blocks: (ContentBlock | undefined)[] = [];
  /** Partial JSON of tool_use inputs, by block index. */
  private readonly inputJson = new Map<number, string>();
  private stopped = false;

  /** True once `message_stop` arrived: the stream is complete. */
  get complete(): boolean {
    return this.stopped;
  }

  add(event: RawMessageStreamEvent): void {
    switch (event.type) {
      case 'message_start':
        this.message = { ...event.message, content: [], usage: { ...event.message.usage } };
        return;
      case 'content_block_start':
        this.blocks[event.index] = structuredClone(event.content_block) as ContentBlock;
        // Server tool calls (web search, web fetch) stream their input the same way.
        if (
          event.content_block.type === 'tool_use' ||
          event.content_block.type === 'server_tool_use'
        )
          this.inputJson.set(event.index, '');
        return;
      case 'content_block_delta':
        this.applyDelta(event.index, event.delta);
        return;
      case 'content_block_stop':
        this.finishToolInput(event.index);
        return;
      case 'message_delta':
        if (!this.message) return;
        this.message.stop_reason = event.delta.stop_reason;
        this.message.stop_sequence = event.delta.stop_sequence;
        if (event.delta.stop_details !== undefined)
          this.message.stop_details = event.delta.stop_details;
        if (event.delta.container !== undefined) this.message.container = event.delta.container;
        this.message.usage = mergeUsage(this.message.usage, event.usage);
        return;
      case 'message_stop':
        this.stopped = true;
        return;
    }
  }

  /** The assembled message; undefined until `message_stop` arrived. */
  finish(): Message | undefined {
    if (!this.stopped || !this.message) return undefined;
    for (const index of this.inputJson.keys()) this.finishToolInput(index);
    const content = this.blocks.filter((block): block is ContentBlock => block !== undefined);
    return { ...this.message, content };
  }

  private applyDelta(
    index: number,
    delta: Extract<RawMessageStreamEvent, { type: 'content_block_delta' }>['delta'],
  ): void {
    const block = this.blocks[index];
    if (!block) return;
    if (delta.type === 'text_delta' && block.type === 'text') {
      block.text += delta.text;
    } else if (delta.type === 'input_json_delta' && this.inputJson.has(index)) {
      this.inputJson.set(index, (this.inputJson.get(index) ?? '') + delta.partial_json);
    } else if (delta.type === 'thinking_delta' && block.type === 'thinking') {
      block.thinking += delta.thinking;
    } else if (delta.type === 'signature_delta' && block.type === 'thinking') {
      block.signature += delta.signature;
    } else if (delta.type === 'citations_delta' && block.type === 'text') {
      block.citations = [...(block.citations ?? []), delta.citation];
    }
  }

  private finishToolInput(index: number): void {
    const json = this.inputJson.get(index);
    const block = this.blocks[index];
    if (
      json === undefined ||
      !block ||
      (block.type !== 'tool_use' && block.type !== 'server_tool_use')
    )
      return;
    this.inputJson.delete(index);
    block.input = parseToolInput(json);
  }
}

function parseToolInput(json: string): unknown {
  // A tool called without arguments streams no input at all.
  if (json.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {
    // fall through: keep the raw text for the loop to report back to the model
  }
  return { [UNPARSED_TOOL_INPUT_KEY]: json };
}

/**
 * `message_delta` usage is cumulative: its non-null counts replace those of
 * `message_start` (which reports input and cache tokens, and output so far).
 */
function mergeUsage(start: Usage, delta: MessageDeltaUsage): Usage {
  const merged: Usage = { ...start };
  if (delta.output_tokens !== null && delta.output_tokens !== undefined) {
    merged.output_tokens = delta.output_tokens;
  }
  if (typeof delta.input_tokens === 'number') merged.input_tokens = delta.input_tokens;
  if (typeof delta.cache_creation_input_tokens === 'number') {
    merged.cache_creation_input_tokens = delta.cache_creation_input_tokens;
  }
  if (typeof delta.cache_read_input_tokens === 'number') {
    merged.cache_read_input_tokens = delta.cache_read_input_tokens;
  }
  if (delta.server_tool_use) merged.server_tool_use = delta.server_tool_use;
  if (delta.output_tokens_details) merged.output_tokens_details = delta.output_tokens_details;
  return merged;
}
