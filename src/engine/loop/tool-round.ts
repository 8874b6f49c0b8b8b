/**
 * One round of tools: the calls of a turn run (orchestrate.ts), their side events yielded
 * as they happen, their results appended as one new user message, with a loop nudge when
 * the same call keeps coming back.
 */
import type { ContentBlockParam, ToolUseBlock } from '../model/types.js';
import { runToolCalls } from '../tools/orchestrate.js';
import type { ToolEvent } from '../tools/types.js';
import { eventQueue } from './event-queue.js';
import type { HostReport, LoopEvent } from '../events/stream.js';
import { loopNudgeText, trackToolCalls } from './loop-detection.js';
import { systemEvent, type Run } from './loop-run.js';
import type { LoopState, Terminal } from './loop-state.js';

/**
 * Runs the tools of the turn and appends their results (with a loop nudge, if due) as a
 * new user message: nothing earlier is edited.
 */
export async function* runTools(
  run: Run,
  state: LoopState,
  toolUses: ToolUseBlock[],
): AsyncGenerator<LoopEvent, LoopState | Terminal> {
  const { params } = run;
  const loop = trackToolCalls(state.loopTracking, toolUses);
  if (loop.verdict === 'stop') {
    return {
      reason: 'loop_detected',
      state: { ...state, loopTracking: loop.tracking },
      error: `The model kept repeating the same ${toolUses.at(-1)?.name ?? 'tool'} call after being told it was stuck.`,
    };
  }
  // Side events are yielded as they happen: a sub-agent's lines stream while it works.
  const startedAt = run.deps.now();
  const events = eventQueue<ToolEvent>();
  const running = runToolCalls(toolUses, {
    tools: params.tools,
    canUseTool: params.canUseTool,
    signal: params.signal,
    readState: params.readState,
    redact: params.redact,
    emit: events.push,
    conversation: state.messages,
    ...(run.deps.observer ? { observer: run.deps.observer } : {}),
  }).finally(events.end);
  for await (const event of events) yield toolEventToLoopEvent(run, event);
  const outcome = await running;
  const nudge = loop.verdict === 'nudge' ? loopNudgeText(toolUses.at(-1)) : undefined;
  const notices = params.host?.takeNotices?.() ?? [];
  const resultMessage = {
    role: 'user' as const,
    content: [
      ...outcome.results,
      ...notices.map((text) => ({ type: 'text' as const, text })),
      ...(nudge ? [{ type: 'text' as const, text: nudge }] : []),
    ] as ContentBlockParam[],
  };
  yield { type: 'user', message: resultMessage, ...run.base, uuid: run.deps.uuid() };
  return {
    ...state,
    messages: [...state.messages, resultMessage],
    loopTracking: loop.tracking,
    permissionDenials: [...state.permissionDenials, ...outcome.denials],
    transition: nudge ? 'loop_nudge' : 'next_turn',
    lastToolRoundMs: run.deps.now() - startedAt,
  };
}

function toolEventToLoopEvent(run: Run, event: ToolEvent): LoopEvent {
  switch (event.type) {
    case 'todo_update':
      return { type: 'system', subtype: 'todo_update', todos: event.todos, ...systemEvent(run) };
    case 'host_report':
      return hostEvent(event.report, systemEvent(run));
    case 'sub_agent_event':
      return event.event;
    case 'hook_response':
      return { type: 'system', subtype: 'hook_response', ...event.response, ...systemEvent(run) };
  }
}

/**
 * A host tool's line in the stream's envelope: `type`, then the report's subtype and fields in
 * their own order, then the ids (Object.assign keeps that order, as the line on the wire shows it).
 */
function hostEvent(report: HostReport, ids: { session_id: string; uuid: string }): LoopEvent {
  return Object.assign({ type: 'system' as const }, report, ids);
}
