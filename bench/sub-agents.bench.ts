/**
 * Sub-agents overlap: a run whose model starts two sub-agents in one response,
 * each waiting 1 s for its model answer (the fake Anthropic server through the real
 * SDK), against the same run with one sub-agent. Run one after the other, two would
 * take about twice as long; at once, the ratio stays near 1 (target ≤ 1.3×). The same
 * under a cap too small for both sub-agents' worst cases at once: the ledger lowers each
 * request's max_tokens to its share of what is free instead of making one wait.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSession } from '../src/engine/session/session.js';
import { createAnthropicModel } from '../src/engine/model/anthropic.js';
import {
  delay,
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type Script,
} from '../test/fakes/anthropic-server.js';
import { medianMs, printTable, ratio } from './table.js';

const MODEL_WAIT_MS = 1000;
/** Less than two full worst cases of a sub-agent's request on Sonnet 5.5 (32,000 output tokens each). */
const TIGHT_CAP_USD = 0.6;

/** The run asks for `count` sub-agents at once; each sub-agent's answer takes 1 s. */
function script(count: number): Script {
  return (request) => {
    const first = request.body.messages[0].content[0].text as string;
    if (first.startsWith('SUB')) return delay(MODEL_WAIT_MS, reply(text(`Report of ${first}`)));
    if (request.body.messages.length === 1) {
      return reply(
        Array.from({ length: count }, (_, index) =>
          toolUse('Agent', { description: `Part ${index}`, prompt: `SUB ${index}` }),
        ),
      );
    }
    return reply(text('Done.'));
  };
}

async function runWith(count: number, workspace: string, maxBudgetUsd = 100): Promise<number> {
  const model = await startFakeAnthropic(script(count));
  try {
    return await medianMs(async () => {
      for await (const event of runSession({
        prompt: 'Split the work.',
        workspaceRoot: workspace,
        model: {
          id: 'claude-sonnet-5-5',
          call: createAnthropicModel({ apiKey: 'bench-key', baseURL: model.url }),
        },
        limits: { maxTurns: 5, maxBudgetUsd, timeoutMinutes: 5 },
        tools: { allowedTools: [], disallowedTools: [] },
        host: { secrets: [], env: process.env },
      })) {
        if (event.type === 'result' && event.terminal_reason !== 'completed') {
          throw new Error(`bench run ended ${event.terminal_reason}`);
        }
      }
    }, 3);
  } finally {
    await model.close();
  }
}

export async function run(): Promise<void> {
  const workspace = mkdtempSync(join(tmpdir(), 'bench-sub-agents-'));
  try {
    const one = await runWith(1, workspace);
    const two = await runWith(2, workspace);
    // A cap where the two sub-agents' worst cases share what is free (each request gets
    // its fair share of max_tokens) must not make them wait for each other.
    const oneTight = await runWith(1, workspace, TIGHT_CAP_USD);
    const twoTight = await runWith(2, workspace, TIGHT_CAP_USD);
    printTable(
      ['run', 'wall time', 'vs one sub-agent'],
      [
        ['one sub-agent (1 s model wait)', `${one.toFixed(0)} ms`, '1.00×'],
        ['two sub-agents in one response', `${two.toFixed(0)} ms`, ratio(two, one)],
        [`one sub-agent, $${TIGHT_CAP_USD} cap`, `${oneTight.toFixed(0)} ms`, ratio(oneTight, one)],
        [
          `two sub-agents, $${TIGHT_CAP_USD} cap`,
          `${twoTight.toFixed(0)} ms`,
          ratio(twoTight, one),
        ],
      ],
    );
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
