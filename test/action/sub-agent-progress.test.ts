/**
 * The progress comment while sub-agents run: the Agent calls of a response are
 * listed until their results arrive, each with its latest step; their turns and
 * costs count in the comment's totals.
 */
import { describe, expect, it } from 'vitest';
import { trackProgress, type ProgressState } from '../../src/github-side/run/progress.js';
import type { LoopEvent } from '../../src/engine/events/stream.js';
import { renderProgressComment } from '../../src/github-side/report/progress-comment.js';

const usage = {
  input_tokens: 1000,
  output_tokens: 200,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};

function assistant(parent: string | null, content: unknown[]): LoopEvent {
  return {
    type: 'assistant',
    message: {
      id: 'msg_01',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-5-5',
      content,
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage,
    },
    parent_tool_use_id: parent,
    session_id: 's',
    uuid: 'u',
  } as unknown as LoopEvent;
}

function results(ids: string[], parent: string | null = null): LoopEvent {
  return {
    type: 'user',
    message: {
      role: 'user',
      content: ids.map((id) => ({ type: 'tool_result', tool_use_id: id, content: 'done' })),
    },
    parent_tool_use_id: parent,
    session_id: 's',
    uuid: 'u',
  };
}

const agentCall = (id: string, description: string) => ({
  type: 'tool_use',
  id,
  name: 'Agent',
  input: { description, prompt: 'Look.' },
});

describe('sub-agents in the progress comment', () => {
  it('lists running sub-agents with their latest step until their results arrive', () => {
    const state: ProgressState = { todos: [], currentStep: undefined, turns: 0, costUsd: 0 };
    trackProgress(
      assistant(null, [
        agentCall('toolu_1', 'Map the callers'),
        agentCall('toolu_2', 'Read the docs'),
      ]),
      state,
    );
    expect(state.subAgents?.map((agent) => agent.description)).toEqual([
      'Map the callers',
      'Read the docs',
    ]);
    trackProgress(
      assistant('toolu_1', [
        { type: 'tool_use', id: 'toolu_9', name: 'Grep', input: { pattern: 'callFoo' } },
      ]),
      state,
    );
    expect(state.turns).toBe(2);
    const body = renderProgressComment(
      { runId: '1', runUrl: 'https://github.com/o/r/actions/runs/1', ...state },
      (text) => text,
    );
    expect(body).toContain('**Sub-agents running (2):**');
    expect(body).toMatch(/- Map the callers — .*callFoo/);
    expect(body).toContain('- Read the docs');

    // A sub-agent's own results do not end it; the run's results do.
    expect(trackProgress(results(['toolu_9'], 'toolu_1'), state)).toBe(false);
    expect(trackProgress(results(['toolu_1', 'toolu_2']), state)).toBe(true);
    expect(state.subAgents).toEqual([]);
    const after = renderProgressComment(
      { runId: '1', runUrl: 'https://github.com/o/r/actions/runs/1', ...state },
      (text) => text,
    );
    expect(after).not.toContain('Sub-agents running');
  });
});
