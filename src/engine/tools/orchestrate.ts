/**
 * Runs the tool calls of one model response: consecutive concurrency-safe calls
 * form a batch run in parallel (at most 10 at once), every other call runs alone,
 * in order; results come back in the order the model asked. A call never throws:
 * an unknown tool, invalid input, a denied call or a tool error becomes an error
 * result the model can act on.
 */
import { getMaxListeners, setMaxListeners } from 'node:events';
import type { z } from 'zod';
import type { PermissionDenial } from '../events/stream.js';
import { quietly, type RunObserver } from '../events/observer.js';
import type {
  MessageParam,
  ToolDefinition,
  ToolResultBlockParam,
  ToolUseBlock,
} from '../model/types.js';
import type { CanUseTool, FileReadState, Tool, ToolEvent, ToolResult } from './types.js';
import { errorMessage } from '../text/error-message.js';
import { toolError } from './tool-error.js';
import { loadZod } from './deferred-schema.js';
import { forTheApi } from './api-schema.js';

/** At most this many concurrency-safe calls run at once. */
export const MAX_TOOL_CONCURRENCY = 10;
/** Abort listeners the run's signal may hold: the parallel tools' and the loop's own. */
const SIGNAL_LISTENERS = MAX_TOOL_CONCURRENCY + 10;

export interface ToolRunContext {
  tools: readonly Tool[];
  canUseTool: CanUseTool;
  signal: AbortSignal;
  readState: FileReadState;
  /** Applied to every result before the model sees it. */
  redact: (text: string) => string;
  emit: (event: ToolEvent) => void;
  /** The conversation the calls come from (ToolContext.conversation). */
  conversation?: readonly MessageParam[];
  /** Told when each call starts and ends (tracing). */
  observer?: RunObserver;
}

export interface ToolRunOutcome {
  /** One per call, in the model's order. */
  results: ToolResultBlockParam[];
  denials: PermissionDenial[];
}

interface PreparedCall {
  block: ToolUseBlock;
  tool?: Tool;
  input?: unknown;
  /** Set when the call fails before it runs. */
  failure?: string;
  denied?: boolean;
  /** Calls refused inside this one (a sub-agent's). */
  innerDenials?: readonly PermissionDenial[];
  concurrencySafe: boolean;
}

/**
 * Each input schema's JSON Schema, made once: a run asks for its tools' definitions for
 * every request (and for the session's fingerprint), and converting all of them costs
 * about 10 ms, which the first request would otherwise pay twice. Schemas never change.
 * The built-in tools bring theirs, generated at build time (deferred-schema.ts).
 */
const jsonSchemas = new WeakMap<object, Record<string, unknown>>();

function inputJsonSchema(tool: Tool): Record<string, unknown> {
  if (tool.inputJsonSchema) return tool.inputJsonSchema;
  let schema = jsonSchemas.get(tool.inputSchema);
  if (!schema) {
    schema = forTheApi(tool.inputSchema.toJSONSchema({ io: 'input' }) as Record<string, unknown>);
    jsonSchemas.set(tool.inputSchema, schema);
  }
  return schema;
}

/** The tool as the API sees it: name, description and the JSON schema of its input. */
export function toToolDefinition(tool: Tool): ToolDefinition {
  const { $schema: _dialect, ...schema } = inputJsonSchema(tool);
  return {
    name: tool.name,
    description: tool.description,
    input_schema: { ...schema, type: 'object' },
  };
}

/** Runs the calls and returns their results in order. */
export async function runToolCalls(
  calls: readonly ToolUseBlock[],
  context: ToolRunContext,
): Promise<ToolRunOutcome> {
  // Up to 10 tools listen for the run's abort at once, beside the loop's own
  // listeners: more than Node's default warning level of 10, and no leak.
  if (getMaxListeners(context.signal) < SIGNAL_LISTENERS) {
    setMaxListeners(SIGNAL_LISTENERS, context.signal);
  }
  // The built-in tools' schemas are zod's, loaded while the first request was in flight.
  await loadZod();
  const prepared = calls.map((block) => prepareCall(block, context));
  const results = new Map<string, ToolResultBlockParam>();
  for (const batch of partitionIntoBatches(prepared)) {
    const outcomes = await runLimited(batch, MAX_TOOL_CONCURRENCY, (call) =>
      executeCall(call, context),
    );
    batch.forEach((call, index) => results.set(call.block.id, outcomes[index]!));
  }
  return {
    results: prepared.map((call) => results.get(call.block.id)!),
    denials: prepared.flatMap((call) => [
      ...(call.denied
        ? [{ tool_name: call.block.name, tool_use_id: call.block.id, tool_input: call.block.input }]
        : []),
      ...(call.innerDenials ?? []),
    ]),
  };
}

function prepareCall(block: ToolUseBlock, context: ToolRunContext): PreparedCall {
  const tool = context.tools.find((candidate) => candidate.name === block.name);
  if (!tool) {
    const names = context.tools.map((candidate) => candidate.name).join(', ');
    return {
      block,
      failure: `No such tool: ${block.name}. Available tools: ${names}.`,
      concurrencySafe: true,
    };
  }
  const parsed = tool.inputSchema.safeParse(block.input);
  if (!parsed.success) {
    return {
      block,
      tool,
      failure: `Invalid input for ${tool.name}: ${describeIssues(parsed.error)}. Fix the input and try again.`,
      concurrencySafe: true,
    };
  }
  const decision = context.canUseTool(tool.name, parsed.data);
  if (decision.behavior === 'deny') {
    return { block, tool, failure: decision.message, denied: true, concurrencySafe: true };
  }
  return { block, tool, input: parsed.data, concurrencySafe: isConcurrencySafe(tool, parsed.data) };
}

/** A tool that cannot tell is treated as unsafe: it runs alone. */
function isConcurrencySafe(tool: Tool, input: unknown): boolean {
  try {
    return tool.isConcurrencySafe(input);
  } catch {
    return false;
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'input';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/** Consecutive concurrency-safe calls share a batch; any other call is a batch of its own. */
export function partitionIntoBatches<T extends { concurrencySafe: boolean }>(calls: T[]): T[][] {
  const batches: T[][] = [];
  for (const call of calls) {
    const last = batches.at(-1);
    if (call.concurrencySafe && last && last[0]!.concurrencySafe) last.push(call);
    else batches.push([call]);
  }
  return batches;
}

/** {@link runCall}, with the observer told of the call's start and end. */
async function executeCall(
  call: PreparedCall,
  context: ToolRunContext,
): Promise<ToolResultBlockParam> {
  const watch = context.observer?.toolCall?.bind(context.observer);
  if (!watch) return runCall(call, context);
  const watching = quietly(() => watch({ name: call.block.name, id: call.block.id }));
  const work = () => runCall(call, context);
  const result = watching?.within ? await watching.within(work) : await work();
  quietly(() =>
    watching?.end({ isError: result.is_error === true, ...(call.denied ? { denied: true } : {}) }),
  );
  return result;
}

async function runCall(call: PreparedCall, context: ToolRunContext): Promise<ToolResultBlockParam> {
  if (call.failure !== undefined || !call.tool) {
    return errorResult(call.block.id, context.redact(call.failure ?? 'Tool call failed.'));
  }
  if (context.signal.aborted) {
    return errorResult(call.block.id, 'The run was stopped before this tool ran.');
  }
  let result: ToolResult;
  try {
    result = await call.tool.call(call.input, {
      signal: context.signal,
      readState: context.readState,
      toolUseId: call.block.id,
      emit: context.emit,
      ...(context.conversation ? { conversation: context.conversation } : {}),
    });
  } catch (error) {
    const message = errorMessage(error);
    result = toolError(`${call.tool.name} failed: ${message}`);
  }
  if (result.denied) call.denied = true;
  if (result.innerDenials?.length) call.innerDenials = result.innerDenials;
  return toResultBlock(call.block.id, result, context.redact);
}

function toResultBlock(
  toolUseId: string,
  result: ToolResult,
  redact: (text: string) => string,
): ToolResultBlockParam {
  const content =
    typeof result.content === 'string'
      ? redact(result.content) || '(no output)'
      : result.content.map((block) =>
          block.type === 'text' ? { ...block, text: redact(block.text) } : block,
        );
  return {
    type: 'tool_result',
    tool_use_id: toolUseId,
    content,
    ...(result.isError ? { is_error: true } : {}),
  } as ToolResultBlockParam;
}

function errorResult(toolUseId: string, message: string): ToolResultBlockParam {
  return { type: 'tool_result', tool_use_id: toolUseId, content: message, is_error: true };
}

/** Maps `items` through `worker` with at most `limit` in flight, keeping order. */
async function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}
