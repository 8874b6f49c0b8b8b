/**
 * Cold start on each provider: from spawning the bundled CLI (dist/cli/index.js) to its
 * first model request, on the Anthropic API (the reference) and on Bedrock and Vertex AI
 * through their SDKs, which are loaded only when chosen (separate chunks of the bundle).
 * Also the bundle's size: the main file and the chunks only a cloud provider loads.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  reply,
  startFakeAnthropic,
  text,
  type FakeAnthropic,
} from '../test/fakes/anthropic-server.js';
import { bedrockWire, vertexWire } from '../test/fakes/provider-wire.js';
import { printTable, ratio } from './table.js';

const RUNS = 5;
const CLI = join('dist', 'cli', 'index.js');
const AWS = {
  accessKeyId: 'AKIABENCHBENCHBENCH1',
  secretAccessKey: 'bench/secret/key/0123456789abcdefghijklm',
};

interface Case {
  name: string;
  start: () => Promise<FakeAnthropic>;
  env: (fake: FakeAnthropic) => NodeJS.ProcessEnv;
}

const script = () => [reply(text('Hello.'))];

const CASES: Case[] = [
  {
    name: 'Anthropic API',
    start: () => startFakeAnthropic(script()),
    env: (fake) => ({ ANTHROPIC_API_KEY: 'sk-ant-bench-0123456789', ANTHROPIC_BASE_URL: fake.url }),
  },
  {
    name: 'Bedrock, SigV4 from env credentials',
    start: () =>
      startFakeAnthropic(script(), {
        wire: bedrockWire({ region: 'us-east-1', credentials: AWS }),
      }),
    env: (fake) => ({
      CLAUDE_CODE_USE_BEDROCK: '1',
      AWS_REGION: 'us-east-1',
      ANTHROPIC_BEDROCK_BASE_URL: fake.url,
      AWS_ACCESS_KEY_ID: AWS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
    }),
  },
  {
    name: 'Vertex AI, gateway signs',
    start: () =>
      startFakeAnthropic(script(), {
        wire: vertexWire({ project: 'bench', region: 'us-east5', requireAuth: false }),
      }),
    env: (fake) => ({
      CLAUDE_CODE_USE_VERTEX: '1',
      CLOUD_ML_REGION: 'us-east5',
      ANTHROPIC_VERTEX_PROJECT_ID: 'bench',
      ANTHROPIC_VERTEX_BASE_URL: `${fake.url}/v1`,
      CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
    }),
  },
];

/** Spawn → first request seen by the fake, in ms. */
async function coldStart(benchCase: Case): Promise<number> {
  const fake = await benchCase.start();
  try {
    const spawnedAt = performance.now();
    let firstRequestAt = 0;
    const poll = setInterval(() => {
      if (!firstRequestAt && fake.requests.length > 0) firstRequestAt = performance.now();
    }, 1);
    await new Promise<void>((done, fail) => {
      const child = spawn(
        process.execPath,
        [CLI, 'run', '--sandbox', 'off', '--output-format', 'json', 'Say hello'],
        {
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...benchCase.env(fake) },
          stdio: 'ignore',
        },
      );
      child.on('error', fail);
      child.on('close', (code) =>
        code === 0 ? done() : fail(new Error(`${benchCase.name}: exit ${code}`)),
      );
    });
    clearInterval(poll);
    if (!firstRequestAt) throw new Error(`${benchCase.name}: no request reached the fake`);
    return firstRequestAt - spawnedAt;
  } finally {
    await fake.close();
  }
}

async function median(benchCase: Case): Promise<number> {
  await coldStart(benchCase);
  const values: number[] = [];
  for (let index = 0; index < RUNS; index++) values.push(await coldStart(benchCase));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

/** The chunks the action and the CLI share (dist/chunks/), in bytes. */
function chunkBytes(): number {
  return readdirSync(join('dist', 'chunks'))
    .map((name) => statSync(join('dist', 'chunks', name)).size)
    .reduce((sum, size) => sum + size, 0);
}

export async function run(): Promise<void> {
  const times: number[] = [];
  for (const benchCase of CASES) times.push(await median(benchCase));
  const reference = times[0]!;
  printTable(
    ['CLI spawn → first model request', 'time', 'ratio'],
    CASES.map((benchCase, index) => [
      benchCase.name,
      `${times[index]!.toFixed(0)} ms`,
      ratio(times[index]!, reference),
    ]),
  );
  const size = (path: string) => (statSync(path).size / 1e6).toFixed(2);
  console.log(
    `\nBundles: action dist/index.js ${size('dist/index.js')} MB, CLI ${size('dist/cli/index.js')} MB; ` +
      `chunks both share, loaded as needed (provider SDKs among them), ${(chunkBytes() / 1e6).toFixed(2)} MB.`,
  );
}
