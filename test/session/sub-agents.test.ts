/**
 * Sub-agents in the engine itself (runSession, the fake Anthropic API, the real SDK):
 * at most four at once, and no Agent inside an Agent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type RecordedRequest,
  type Script,
} from '../fakes/anthropic-server.js';

const workspace = mkdtempSync(join(tmpdir(), 'sub-agents-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function firstPrompt(request: RecordedRequest): string {
  return (request.body.messages[0].content as { text?: string }[])
    .map((block) => block.text ?? '')
    .join('');
}

async function runWith(
  script: Script,
  maxTurns = 10,
): Promise<{ events: LoopEvent[]; result: ResultEvent }> {
  const fake = await startFakeAnthropic(script);
  const events: LoopEvent[] = [];
  try {
    for await (const event of runSession({
      prompt: 'Split the work.',
      workspaceRoot: workspace,
      model: {
        id: 'claude-sonnet-5-5',
        call: createAnthropicModel({ apiKey: 'test-key', baseURL: fake.url }),
      },
      limits: { maxTurns, maxBudgetUsd: 50, timeoutMinutes: 5 },
      tools: { allowedTools: [], disallowedTools: [] },
      host: { secrets: [], env: process.env },
    })) {
      events.push(event);
    }
  } finally {
    await fake.close();
  }
  return { events, result: events.at(-1) as ResultEvent };
}

describe('sub-agents in the engine', () => {
  it('runs at most four at once; the fifth starts when one is done', async () => {
    // No clock: the first four sub-agents' answers are held until all four are in flight;
    // then only the first is released, with a tool call, so it makes one more request
    // (its tool round trip) before it ends. With at most four at once the fifth can only
    // arrive after that; sent with the others, it would arrive first. The other three
    // stay held until the fifth has arrived.
    const arrivals: string[] = [];
    let fourInFlight!: () => void;
    let fifthArrived!: () => void;
    const four = new Promise<void>((resolve) => (fourInFlight = resolve));
    const fifth = new Promise<void>((resolve) => (fifthArrived = resolve));
    let first: string | undefined;
    const script: Script = (request) => {
      const prompt = firstPrompt(request);
      if (prompt.startsWith('SUB')) {
        if (request.body.messages.length > 1) {
          arrivals.push(`${prompt} again`);
          return reply(text(`Report ${prompt}`));
        }
        arrivals.push(prompt);
        const started = arrivals.filter((entry) => !entry.endsWith('again')).length;
        if (started === 4) fourInFlight();
        if (started === 5) {
          fifthArrived();
          return reply(text(`Report ${prompt}`));
        }
        first ??= prompt;
        if (prompt === first) {
          return { type: 'wait', until: four, then: reply(toolUse('Glob', { pattern: '*' })) };
        }
        return { type: 'wait', until: fifth, then: reply(text(`Report ${prompt}`)) };
      }
      if (request.body.messages.length === 1) {
        return reply(
          [0, 1, 2, 3, 4].map((index) =>
            toolUse('Agent', { description: `Part ${index}`, prompt: `SUB ${index}` }),
          ),
        );
      }
      return reply(text('All parts reported.'));
    };
    const { result, events } = await runWith(script);
    expect(result.terminal_reason).toBe('completed');
    // Four started; the first's second request came before the fifth started.
    expect(arrivals).toHaveLength(6);
    expect(arrivals.slice(4)).toEqual([`${first} again`, expect.stringMatching(/^SUB \d$/)]);
    expect(new Set(arrivals.filter((entry) => !entry.endsWith('again'))).size).toBe(5);
    // The run's own turns; each sub-agent reports its own on its last line (the first
    // took two: its tool round trip).
    expect(result.num_turns).toBe(2);
    const ended = events.filter(
      (event) => event.type === 'system' && event.subtype === 'sub_agent_result',
    );
    expect(ended).toHaveLength(5);
    const turns = ended.map((event) => ('num_turns' in event ? event.num_turns : 0));
    expect(turns.sort()).toEqual([1, 1, 1, 1, 2]);
  });

  it('gives a sub-agent no Agent tool, and its lines carry the calling id', async () => {
    const seen: string[][] = [];
    const script: Script = (request) => {
      if (firstPrompt(request).startsWith('SUB')) {
        seen.push((request.body.tools as { name: string }[]).map((tool) => tool.name));
        return reply(text('Nothing nested.'));
      }
      if (request.body.messages.length === 1) {
        return reply(toolUse('Agent', { description: 'One', prompt: 'SUB one' }, 'toolu_parent_1'));
      }
      return reply(text('Done.'));
    };
    const { events } = await runWith(script);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain('Agent');
    expect(seen[0]).not.toContain('TodoWrite');
    const nested = events.filter(
      (event) => 'parent_tool_use_id' in event && event.parent_tool_use_id !== null,
    );
    expect(nested.map((event) => event.type)).toEqual(['assistant', 'system']);
    expect(nested[0]).toMatchObject({ parent_tool_use_id: 'toolu_parent_1' });
    expect(nested[1]).toMatchObject({
      subtype: 'sub_agent_result',
      parent_tool_use_id: 'toolu_parent_1',
      terminal_reason: 'completed',
      num_turns: 1,
    });
    // The run's cost includes the sub-agent's.
    const sub = nested[1] as { total_cost_usd: number };
    expect(sub.total_cost_usd).toBeGreaterThan(0);
    expect((events.at(-1) as ResultEvent).total_cost_usd).toBeGreaterThan(sub.total_cost_usd);
  });

  it("keeps num_turns the run's own: a sub-agent has its own --max-turns and reports its turns", async () => {
    let subTurns = 0;
    const script: Script = (request) => {
      if (firstPrompt(request).startsWith('SUB')) {
        subTurns += 1;
        return reply(toolUse('Glob', { pattern: '*' }, `toolu_glob_${subTurns}`));
      }
      if (request.body.messages.length === 1) {
        return reply(toolUse('Agent', { description: 'Search', prompt: 'SUB search' }));
      }
      return reply(text('Done.'));
    };
    const { result, events } = await runWith(script, 4);
    expect(subTurns).toBe(4);
    expect(events).toContainEqual(
      expect.objectContaining({
        subtype: 'sub_agent_result',
        terminal_reason: 'max_turns',
        num_turns: 4,
      }),
    );
    // The run: the Agent call, then its answer to the sub-agent's early stop.
    expect(result.terminal_reason).toBe('completed');
    expect(result.num_turns).toBe(2);
  });
});
