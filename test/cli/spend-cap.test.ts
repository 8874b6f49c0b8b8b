/**
 * The runs of issue #33's table, through the bundled CLI against the fake Anthropic
 * server (which bills by its own tokenizer, denser than characters / 4): whatever runs
 * at once, what the fake billed never exceeds --max-budget-usd, the result reports all of
 * it, and num_turns is the run's own. Every answer takes all the output its request
 * allowed (the most the API can bill), so a reservation short of the worst case shows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { costOfUsage } from '../../src/engine/model/pricing.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type RecordedRequest,
  type Script,
} from '../fakes/anthropic-server.js';
import { searchWithResults } from '../fakes/web-answers.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';

const MODEL = 'claude-sonnet-5-5';
const home = mkdtempSync(join(tmpdir(), 'spend-cap-home-'));
const folders: string[] = [];
let fake: FakeAnthropic | undefined;

beforeAll(() => assertDistFresh());
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function workspace(files: Record<string, string> = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'spend-cap-ws-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

function firstPrompt(request: RecordedRequest): string {
  const content = request.body.messages[0].content as { text?: string }[] | string;
  return typeof content === 'string' ? content : content.map((block) => block.text ?? '').join('');
}

/** Every answer takes all the output its request allowed. */
function fullOutput(request: RecordedRequest) {
  return { output_tokens: Number(request.body.max_tokens) };
}

/** The main loop starts `count` sub-agents at once, each of which Globs until it is stopped. */
function subAgentsScript(count: number): Script {
  let calls = 0;
  return (request) => {
    const usage = fullOutput(request);
    if (firstPrompt(request).startsWith('SUB')) {
      calls += 1;
      return reply(toolUse('Glob', { pattern: `*${calls}*` }), { usage });
    }
    if (request.body.messages.length === 1) {
      return reply(
        Array.from({ length: count }, (_, index) =>
          toolUse('Agent', { description: `Part ${index}`, prompt: `SUB ${index}: look around` }),
        ),
        { usage },
      );
    }
    return reply(text('All parts reported.'), { usage });
  };
}

async function run(script: Script, cap: number, args: string[], cwd = workspace()) {
  fake = await startFakeAnthropic(script);
  const result = await runCli(
    [
      'run',
      '--cwd',
      cwd,
      '--model',
      MODEL,
      '--max-budget-usd',
      String(cap),
      '--sandbox',
      'off',
      '--output-format',
      'stream-json',
      ...args,
      'Do the work.',
    ],
    { ANTHROPIC_BASE_URL: fake.url, AGENT_LOOP_HOME: home },
  );
  const billedUsd = fake.requests.reduce(
    (sum, request) => sum + (request.billed ? costOfUsage(MODEL, request.billed) : 0),
    0,
  );
  const last = result.lines.at(-1) as Record<string, unknown>;
  expect(last.type).toBe('result');
  return { lines: result.lines, result: last, billedUsd };
}

describe("issue #33's runs, through the CLI", () => {
  it.each([
    [2, 0.47],
    [4, 0.82],
  ])('%i sub-agents at once under $%s: billed within the cap', async (count, cap) => {
    const { result, billedUsd, lines } = await run(subAgentsScript(count), cap, [
      '--allowed-tools',
      'Agent,Glob',
      '--max-turns',
      '50',
    ]);
    expect(billedUsd).toBeLessThanOrEqual(cap);
    expect(result.total_cost_usd as number).toBeCloseTo(billedUsd, 5);
    expect(result.terminal_reason).toBe('budget_exhausted');
    // The error names what the whole run spent, not only the main loop's share.
    const error = String((result.errors as string[])[0]);
    const named = Number(/\$([\d.]+) spent by the whole run/.exec(error)?.[1]);
    expect(named).toBeCloseTo(result.total_cost_usd as number, 3);
    const ended = lines.filter((line) => line.subtype === 'sub_agent_result');
    expect(ended).toHaveLength(count);
  });

  it('Reads of non-Latin text under $0.30: billed within the cap', async () => {
    // 2,000 lines of 40 CJK characters: 80,000 characters, 240,000 UTF-8 bytes.
    const line = '変数の値を確認して、関数の戻り値と例外処理の流れを調べる必要があります。';
    const cwd = workspace({ 'notes.txt': `${line}\n`.repeat(2000) });
    let reads = 0;
    const script: Script = (request) =>
      reply(
        toolUse('Read', { file_path: 'notes.txt', offset: 1 + (reads++ % 4) * 500, limit: 500 }),
        {
          usage: fullOutput(request),
        },
      );
    const { result, billedUsd } = await run(script, 0.3, ['--allowed-tools', 'Read'], cwd);
    expect(billedUsd).toBeLessThanOrEqual(0.3);
    expect(result.total_cost_usd as number).toBeCloseTo(billedUsd, 5);
    expect(result.terminal_reason).toBe('budget_exhausted');
  });

  it('20 WebSearches under $0.15: search fees and results reserved before each request', async () => {
    const script: Script = (request, index) => {
      const search = (request.body.tools ?? []).find((tool: { type?: string }) =>
        String(tool.type).startsWith('web_search'),
      );
      if (search) {
        // Each allowed search runs and brings ten results of 4,000 characters: the fake
        // bills their JSON (about 18,500 tokens) in the step after them.
        const searches = Array.from({ length: search.max_uses }, (_, use) =>
          searchWithResults(`srvtoolu_${index}_${use}`, 10),
        );
        return reply([...searches.flat(), text('Found it.')], {
          usage: {
            ...fullOutput(request),
            server_tool_use: { web_search_requests: search.max_uses, web_fetch_requests: 0 },
          },
        });
      }
      if (request.body.messages.length === 1) {
        return reply(
          Array.from({ length: 20 }, (_, index) =>
            toolUse('WebSearch', { query: `topic ${index}` }),
          ),
          // A short answer: the money goes to the searches.
          { usage: { output_tokens: 200 } },
        );
      }
      return reply(text('Summary of the searches.'), { usage: fullOutput(request) });
    };
    const { result, billedUsd } = await run(script, 0.15, ['--allowed-tools', 'WebSearch']);
    expect(billedUsd).toBeLessThanOrEqual(0.15);
    expect(result.total_cost_usd as number).toBeCloseTo(billedUsd, 5);
    const searches = fake!.requests.filter((request) => request.billed?.server_tool_use);
    expect(searches.length).toBeGreaterThan(0);
  });

  it('--max-turns 3 with two sub-agents: num_turns is the run’s own', async () => {
    const { result, lines } = await run(subAgentsScript(2), 5, [
      '--allowed-tools',
      'Agent,Glob',
      '--max-turns',
      '3',
    ]);
    expect(result.num_turns as number).toBeLessThanOrEqual(3);
    const ended = lines.filter((line) => line.subtype === 'sub_agent_result');
    expect(ended).toHaveLength(2);
    // Each sub-agent ran to its own limit of 3 turns and says so on its own line.
    for (const line of ended) {
      expect(line).toMatchObject({ terminal_reason: 'max_turns', num_turns: 3 });
      expect(typeof line.parent_tool_use_id).toBe('string');
    }
  });
});
