/**
 * Cold start of the two bundles, as a ratio to spawning plain `node`: the CLI
 * (`agent-loop --version`: the command line is read, a run's modules are not
 * loaded; and a real run, from spawn to its first request to a local model), the action stopping at its first input check (no runner environment),
 * and the action on the commonest event, a comment that does not mention the
 * agent (a real webhook payload; the run ends before the trigger rules, the SDK
 * and the GitHub client load). Runs are interleaved so load on the machine hits
 * all alike.
 * As a reference for the run, the SDK's own least first request is measured too: a
 * script bundled here (its base client and Messages resource, nothing else of ours)
 * that sends one streaming request: no CLI can start faster than that.
 * With BENCH_MINIFY=1 it also builds a minified dist/ (scripts/build.mjs --minify)
 * into a temporary folder and measures it the same way; BENCH_COMPARE_DIST names
 * another build (before a change) to measure beside this one; BENCH_RUNS sets the
 * spawns per target (11). As root, a run with the boundary on is measured too.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { reply, startFakeAnthropic, text } from '../test/fakes/anthropic-server.js';
import { examplePayload } from '../test/github/payloads.js';
import { printTable, ratio } from './table.js';
import { startBytes } from '../test/support/start-graph.js';

/** Spawns of each target (`BENCH_RUNS=31` for a steadier median on a busy machine). */
const RUNS = Number(process.env.BENCH_RUNS) || 11;

interface Target {
  label: string;
  args: string[];
  /** The entry file whose start-up JavaScript is reported. */
  bundle?: string;
  env?: NodeJS.ProcessEnv;
  /** Stop the clock at the first model request instead of at exit. */
  untilFirstRequest?: boolean;
}

/** The fake model's first request of the current spawn, in performance.now() time. */
let firstRequestAt = 0;

function spawnMs(target: Target): Promise<number> {
  const started = performance.now();
  firstRequestAt = 0;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, target.args, {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '', ...target.env },
    });
    child.on('error', reject);
    child.on('close', () => {
      const end = target.untilFirstRequest ? firstRequestAt : performance.now();
      if (!end) reject(new Error(`${target.label}: no model request`));
      else resolve(end - started);
    });
  });
}

async function medians(targets: Target[]): Promise<number[]> {
  const times = targets.map(() => [] as number[]);
  for (const target of targets) await spawnMs(target);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, target] of targets.entries()) times[index]!.push(await spawnMs(target));
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0);
}

/** Bytes of JavaScript loaded at start: the entry and the chunks it imports statically. */
function entryBytes(entry: string): string {
  return `${(startBytes(entry) / 1e6).toFixed(2)} MB`;
}

/** A runner environment for an issue comment that does not mention the agent. */
function skippedCommentEnv(folder: string): NodeJS.ProcessEnv {
  const payload = examplePayload('issue_comment', 'created');
  payload.comment.body = 'Thanks, this looks good to me.';
  const eventPath = join(folder, 'event.json');
  writeFileSync(eventPath, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/repo',
    GITHUB_WORKSPACE: folder,
    GITHUB_OUTPUT: join(folder, 'output'),
    INPUT_ANTHROPIC_API_KEY: 'sk-ant-bench',
    INPUT_GITHUB_TOKEN: 'ghs_bench',
  };
}

/**
 * The runs' folder, beside their homes: the CLI keeps no cache in a home inside the run's
 * folder (src/cli/home.ts).
 */
function workspaceIn(folder: string): string {
  return join(folder, 'workspace');
}

/** Each build's own home: a build removes the cache another build of its start left. */
function homeOf(folder: string, directory: string): string {
  return join(folder, `home-${directory.replace(/[^\w]/g, '_')}`);
}

function bundleTargets(
  directory: string,
  suffix: string,
  folder: string,
  modelUrl: string,
): Target[] {
  return [
    {
      label: `CLI: agent-loop --version${suffix}`,
      args: [join(directory, 'cli', 'index.js'), '--version'],
      bundle: join(directory, 'cli', 'index.js'),
    },
    {
      label: `CLI: a run, spawn → first model request${suffix}`,
      args: [
        join(directory, 'cli', 'index.js'),
        ...['run', 'Say hello.', '--cwd', workspaceIn(folder), '--sandbox', 'off'],
        ...['--output-format', 'json'],
      ],
      env: {
        ANTHROPIC_API_KEY: 'sk-ant-bench',
        ANTHROPIC_BASE_URL: modelUrl,
        AGENT_LOOP_HOME: homeOf(folder, directory),
      },
      untilFirstRequest: true,
    },
    // The boundary is set up once the first answer begins (needs root here).
    ...(process.getuid?.() === 0 ? boundedRuns(directory, suffix, folder, modelUrl) : []),
    {
      label: `action: load, first input check${suffix}`,
      args: [join(directory, 'index.js')],
      bundle: join(directory, 'index.js'),
    },
    {
      label: `action: a comment not mentioning the agent${suffix}`,
      args: [join(directory, 'index.js')],
      env: skippedCommentEnv(folder),
    },
  ];
}

/**
 * A CLI run with the boundary on and the same run without the CLI's compile caches (a first
 * run on the machine): the run's start is kept in V8's code cache on every node version,
 * node's own cache keeps the other modules on 22.1+ (src/cli/compile-cache.ts); warm after
 * the first spawn.
 */
function boundedRuns(directory: string, suffix: string, folder: string, modelUrl: string) {
  const run = {
    label: `CLI: a run with the boundary on, spawn → first model request${suffix}`,
    args: [
      join(directory, 'cli', 'index.js'),
      ...['run', 'Say hello.', '--cwd', folder, '--sandbox', 'required'],
      ...['--output-format', 'json'],
    ],
    env: {
      ANTHROPIC_API_KEY: 'sk-ant-bench',
      ANTHROPIC_BASE_URL: modelUrl,
      AGENT_LOOP_HOME: homeOf(folder, directory),
    },
    untilFirstRequest: true,
  };
  const uncached = {
    ...run,
    label: `CLI: a run with the boundary on, no compile cache (a first run)${suffix}`,
    env: { ...run.env, NODE_DISABLE_COMPILE_CACHE: '1' },
  };
  return [run, uncached];
}

/**
 * The least a run can do before its first request, bundled like dist/: the SDK's base
 * client with its Messages resource (as src/engine/model/providers.ts builds it), one
 * streaming request, read to its end. Written to `folder`; returns the script's path.
 */
async function buildSdkOnly(folder: string): Promise<string> {
  const { build } = await import('esbuild');
  const source = [
    "import { BaseAnthropic } from '@anthropic-ai/sdk/client';",
    "import { Messages } from '@anthropic-ai/sdk/resources/messages/messages';",
    'class Client extends BaseAnthropic { messages = new Messages(this); }',
    'const client = new Client({ apiKey: process.env.ANTHROPIC_API_KEY, maxRetries: 0 });',
    'const stream = await client.messages.create({',
    "  model: 'claude-sonnet-4-5', max_tokens: 16, stream: true,",
    "  messages: [{ role: 'user', content: 'Say hello.' }],",
    '});',
    'for await (const _event of stream);',
  ].join('\n');
  const outfile = join(folder, 'sdk-only.mjs');
  await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

async function buildMinified(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'agent-loop-min-'));
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--minify', '--outdir', out]);
  return out;
}

export async function run(): Promise<void> {
  const minified = process.env.BENCH_MINIFY === '1' ? await buildMinified() : undefined;
  const compare = process.env.BENCH_COMPARE_DIST;
  const folder = mkdtempSync(join(tmpdir(), 'agent-loop-cold-'));
  const model = await startFakeAnthropic(() => {
    firstRequestAt ||= performance.now();
    return reply(text('Hello.'));
  });
  try {
    mkdirSync(workspaceIn(folder));
    const sdkOnly = await buildSdkOnly(folder);
    const targets: Target[] = [
      { label: 'plain node -e 0', args: ['-e', '0'] },
      {
        label: 'reference: the SDK alone (its Messages client), spawn → first request',
        args: [sdkOnly],
        env: { ANTHROPIC_API_KEY: 'sk-ant-bench', ANTHROPIC_BASE_URL: model.url },
        untilFirstRequest: true,
      },
      ...bundleTargets('dist', '', folder, model.url),
      ...(minified ? bundleTargets(minified, ' (minified)', folder, model.url) : []),
      // BENCH_COMPARE_DIST=<another dist/> (e.g. main's): the same measures of that build.
      ...(compare ? bundleTargets(compare, ' (compared build)', folder, model.url) : []),
    ];
    const times = await medians(targets);
    const node = times[0]!;
    printTable(
      ['measure', 'ratio to plain node', 'time', 'start-up JavaScript'],
      targets.map((target, index) => [
        target.label,
        ratio(times[index]!, node),
        `${times[index]!.toFixed(0)} ms`,
        target.bundle ? entryBytes(target.bundle) : '',
      ]),
    );
    const at = (prefix: string) => times[targets.findIndex((t) => t.label.startsWith(prefix))]!;
    const sdk = at('reference: the SDK alone');
    console.log(
      `\nA CLI run to its first request is ${ratio(at('CLI: a run, spawn'), sdk)} the SDK alone.`,
    );
    if (targets.some((target) => target.label.startsWith('CLI: a run with the boundary on'))) {
      const bounded = ratio(at('CLI: a run with the boundary on'), sdk);
      console.log(`With the tool boundary on (the issue's measure): ${bounded} the SDK alone.`);
    }
    if (targets.some((target) => target.label.includes('no compile cache'))) {
      const first = ratio(at('CLI: a run with the boundary on, no compile cache'), sdk);
      console.log(`The same without the compile cache (a first run): ${first} the SDK alone.`);
    }
    console.log(
      `Measured ${new Date().toISOString().slice(0, 10)} with node ${process.version}, median of ${RUNS}.`,
    );
  } finally {
    await model.close();
    rmSync(folder, { recursive: true, force: true });
    if (minified) rmSync(minified, { recursive: true, force: true });
  }
}
