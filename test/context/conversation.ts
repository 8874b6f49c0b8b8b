/** Builders for realistic message lists: a task, then tool_use/tool_result rounds. */
import type { Message, MessageParam, Usage } from '../../src/engine/model/types.js';

export interface Round {
  name: string;
  input: Record<string, unknown>;
  result: string;
  id?: string;
}

/** One assistant turn calling a tool and the user turn carrying its result. */
export function toolRound(round: Round, index: number): [MessageParam, MessageParam] {
  const id = round.id ?? `toolu_${String(index).padStart(4, '0')}`;
  return [
    {
      role: 'assistant',
      content: [
        { type: 'text', text: `Step ${index}: calling ${round.name}.` },
        { type: 'tool_use', id, name: round.name, input: round.input },
      ],
    },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: round.result }] },
  ];
}

/** A task message followed by the given rounds. */
export function conversation(
  rounds: Round[],
  task = 'Fix the failing test in src/a.ts',
): MessageParam[] {
  return [{ role: 'user', content: task }, ...rounds.flatMap((round, i) => toolRound(round, i))];
}

/** `count` characters of plausible tool output (numbered lines). */
export function output(count: number, label = 'line'): string {
  let text = '';
  for (let i = 1; text.length < count; i++) text += `${label} ${i}: some output text here\n`;
  return text.slice(0, count);
}

export function usage(input: number, output = 0, cacheRead = 0, cacheCreation = 0): Usage {
  return {
    input_tokens: input,
    output_tokens: output,
    cache_read_input_tokens: cacheRead,
    cache_creation_input_tokens: cacheCreation,
    cache_creation: null,
    inference_geo: null,
    output_tokens_details: null,
    server_tool_use: null,
    service_tier: 'standard',
    speed: null,
  };
}

/** An assistant response as the SDK returns it. */
export function assistantMessage(
  text: string,
  stopReason: Message['stop_reason'] = 'end_turn',
): Message {
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'claude-test',
    content: text === '' ? [] : [{ type: 'text', text, citations: null }],
    stop_reason: stopReason,
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: usage(1000, 200),
  } as Message;
}

/** Checks the API's shape rules; returns the first violation or null. */
export function apiViolation(messages: readonly MessageParam[]): string | null {
  if (messages[0]?.role !== 'user') return 'does not start with a user message';
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    const previous = messages[i - 1];
    if (previous !== undefined && previous.role === message.role) return `roles repeat at ${i}`;
    const blocks = typeof message.content === 'string' ? [] : message.content;
    const uses =
      previous && typeof previous.content !== 'string'
        ? previous.content.flatMap((b) => (b.type === 'tool_use' ? [b.id] : []))
        : [];
    const results = blocks.flatMap((b) => (b.type === 'tool_result' ? [b.tool_use_id] : []));
    if (message.role === 'user') {
      if (uses.some((id) => !results.includes(id))) return `tool_use without result before ${i}`;
      if (results.some((id) => !uses.includes(id))) return `orphan tool_result at ${i}`;
      const firstOther = blocks.findIndex((b) => b.type !== 'tool_result');
      if (firstOther !== -1 && blocks.slice(firstOther).some((b) => b.type === 'tool_result')) {
        return `tool_result after other content at ${i}`;
      }
    }
    if (message.role === 'assistant' && i === messages.length - 1) {
      if (blocks.some((b) => b.type === 'tool_use')) return 'trailing tool_use';
    }
  }
  return null;
}
