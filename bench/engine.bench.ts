/**
 * The engine's overhead: a 21-turn run through the whole loop (retry layer,
 * context management, tool orchestration, a real Glob call per turn) against the
 * fake Anthropic server, compared with replaying the very same 21 request bodies
 * with the bare SDK (so the difference is the loop's own work and the tools); and the CLI's cold start (spawn to first model request)
 * compared with starting plain `node`.
 */
import Anthropic from '@anthropic-ai/sdk';
import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runSession } from '../src/engine/session/session.js';
import { createAnthropicModel } from '../src/engine/model/anthropic.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type Script,
} from '../test/fakes/anthropic-server.js';
import { medianMs, printTable, ratio } from './table.js';

const TURNS = 20;

function turnScript(): Script {
  return (_request, index) =>
    index % (TURNS + 1) < TURNS
      ? reply([text(`Step ${index}`), toolUse('Glob', { pattern: `**/*${index % 10}.md` })])
      : reply(text('Done.'));
}

async function loopRun(url: string, workspace: string): Promise<void> {
  const session = runSession({
    prompt: 'Look around.',
    workspaceRoot: workspace,
    model: {
      id: 'claude-sonnet-5-5',
      call: createAnthropicModel({ apiKey: 'bench-key', baseURL: url }),
    },
    limits: { maxTurns: TURNS + 1, maxBudgetUsd: 100, timeoutMinutes: 5 },
    tools: { allowedTools: [], disallowedTools: [] },
    host: { secrets: [], env: process.env },
  });
  for await (const event of session) {
    if (event.type === 'result' && event.terminal_reason !== 'completed') {
      throw new Error(`bench run ended ${event.terminal_reason}`);
    }
  }
}

/** Replays the loop's own requests (same bodies, same answers) with the bare SDK. */
async function bareSdkRun(
  url: string,
  bodies: Anthropic.MessageCreateParamsStreaming[],
): Promise<void> {
  const client = new Anthropic({ apiKey: 'bench-key', baseURL: url, maxRetries: 0 });
  for (const body of bodies) {
    await client.messages.stream(body).finalMessage();
  }
}

/** ms from spawn to the first request the fake model receives. */
async function cliColdStart(workspace: string): Promise<number> {
  let firstRequestAt = 0;
  const model = await startFakeAnthropic(() => {
    firstRequestAt ||= performance.now();
    return reply(text('ok'));
  });
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(
      process.execPath,
      [resolve('dist/cli/index.js'), 'run', '--cwd', workspace, 'hello'],
      {
        env: {
          PATH: process.env.PATH,
          ANTHROPIC_API_KEY: 'bench-key',
          ANTHROPIC_BASE_URL: model.url,
        },
        stdio: 'ignore',
      },
    );
    child.on('error', fail);
    child.on('close', () => done());
  });
  await model.close();
  return firstRequestAt - started;
}

async function plainNodeStart(): Promise<number> {
  const started = performance.now();
  await new Promise<void>((done) => {
    spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' }).on('close', () => done());
  });
  return performance.now() - started;
}

async function medianOf(fn: () => Promise<number>, runs = 5): Promise<number> {
  const values: number[] = [];
  for (let index = 0; index < runs; index++) values.push(await fn());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

function bundleSize(directory: string): number {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + statSync(join(directory, name)).size, 0);
}

export async function run(): Promise<void> {
  const workspace = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  for (let index = 0; index < 50; index++)
    writeFileSync(join(workspace, `note-${index}.md`), `# ${index}\n`);

  const loopModel = await startFakeAnthropic(turnScript());
  const bareModel = await startFakeAnthropic(turnScript());
  try {
    const loop = await medianMs(() => loopRun(loopModel.url, workspace), 3);
    const bodies = loopModel.requests
      .slice(0, TURNS + 1)
      .map(({ body }) => ({ ...body, stream: true }) as Anthropic.MessageCreateParamsStreaming);
    const bare = await medianMs(() => bareSdkRun(bareModel.url, bodies), 3);
    const node = await medianOf(plainNodeStart);
    const cli = await medianOf(() => cliColdStart(workspace));
    printTable(
      ['measure', 'time', 'ratio', 'reference'],
      [
        [
          `${TURNS + 1} turns through the loop (with ${TURNS} Glob calls)`,
          `${loop.toFixed(0)} ms`,
          ratio(loop, bare),
          `the same ${TURNS + 1} requests sent with the bare SDK: ${bare.toFixed(0)} ms`,
        ],
        [
          'CLI cold start: spawn → first model request',
          `${cli.toFixed(0)} ms`,
          ratio(cli, node),
          `spawn of plain node: ${node.toFixed(0)} ms`,
        ],
      ],
    );
    console.log(
      `\nBundles: action ${(bundleSize('dist') / 1e6).toFixed(1)} MB, CLI ${(bundleSize('dist/cli') / 1e6).toFixed(1)} MB (no node_modules at run time).`,
    );
  } finally {
    await loopModel.close();
    await bareModel.close();
  }
}
