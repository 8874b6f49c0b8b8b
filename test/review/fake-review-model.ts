/**
 * A fake model that reviews like a small, diligent reviewer, with a fixed
 * latency per request: it reads every file its prompt names (`filesPerTurn` Read
 * calls per answer), leaves one ReviewComment on the first changed line of each
 * (as many per answer), then writes a summary. Usage is reported from the request's size (characters / 4),
 * so cost grows with what a group is given, as it would with a real model.
 * Used by the parallel-review tests and bench/review.bench.ts.
 */
import type { CallModel, Message, ModelRequest } from '../../src/engine/model/types.js';

const FILE_LINE = /^- `([^`]+)`$/gm;
let counter = 0;

export interface FakeReviewModelOptions {
  /** Wait before each answer (a model's fixed latency). */
  latencyMs: number;
  /** Output tokens reported per answer. */
  outputTokens?: number;
  /** Files read (then commented on) per answer, as a model pacing itself does (default: all). */
  filesPerTurn?: number;
}

/** The files the prompt asks to review (lines "- `path`"). */
export function filesNamedIn(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(FILE_LINE)].map((match) => match[1] ?? ''))];
}

export function fakeReviewModel(options: FakeReviewModelOptions): CallModel & { requests: number } {
  const call = async (request: ModelRequest): Promise<Message> => {
    call.requests++;
    await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const first = request.messages[0];
    const prompt =
      typeof first?.content === 'string'
        ? first.content
        : (first?.content ?? [])
            .map((block) => (block.type === 'text' ? block.text : ''))
            .join('\n');
    const files = filesNamedIn(prompt);
    const turn = request.messages.filter((message) => message.role === 'assistant').length;
    // Severity only when the tool takes it (the contract's ReviewComment does).
    const schema = request.tools.find((tool) => tool.name === 'ReviewComment')?.input_schema;
    const takesSeverity = Object.hasOwn((schema?.properties ?? {}) as object, 'severity');
    const pace = Math.max(1, options.filesPerTurn ?? files.length);
    const batches = Math.ceil(files.length / pace);
    const batch = (index: number) => files.slice(index * pace, (index + 1) * pace);
    const content =
      turn < batches
        ? batch(turn).map((path) => toolUse('Read', { file_path: path }))
        : turn < 2 * batches
          ? batch(turn - batches).map((path) =>
              toolUse('ReviewComment', {
                path,
                line: 1,
                ...(takesSeverity ? { severity: 'nit' } : {}),
                body: `The first line of ${path} needs a comment explaining it.`,
              }),
            )
          : [{ type: 'text' as const, text: `Reviewed ${files.length} files.`, citations: null }];
    const stop = content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn';
    // Prompt caching: everything before the newest message is read from the cache.
    const cached =
      JSON.stringify(request.system).length + JSON.stringify(request.messages.slice(0, -1)).length;
    const fresh = JSON.stringify(request.messages.at(-1) ?? '').length;
    return {
      id: `msg_${++counter}`,
      type: 'message',
      role: 'assistant',
      model: request.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: {
        input_tokens: Math.ceil(fresh / 4),
        output_tokens: options.outputTokens ?? 300,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: Math.ceil(cached / 4),
      },
    } as Message;
  };
  call.requests = 0;
  return call;
}

function toolUse(name: string, input: Record<string, unknown>) {
  return { type: 'tool_use' as const, id: `toolu_${++counter}`, name, input };
}
