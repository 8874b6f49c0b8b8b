/**
 * The cost bench's session run by Claude Code, side by side with ours: the binary
 * BENCH_CLAUDE_CODE names (installed outside the repository; docs/benchmarks.md says how),
 * headless (`-p`, stream-json, permissions bypassed, so nothing waits for a prompt), against
 * the same fake Anthropic server on a fresh copy of the same generated project, with the
 * same scripted model turns in its tools' argument forms (bench/cost-claude-code-script.ts).
 * Every request it sends reaches the fake (its base URL), so every one is priced: the main
 * model's, and any side request (another model, or no tools: a title, a quota probe), which
 * a second lane of the fake answers with a short text.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type RecordedRequest,
} from '../test/fakes/anthropic-server.js';
import { forClaudeCode } from './cost-claude-code-script.js';
import { callOf, writeProject } from './cost-session.js';

/** One Claude Code session, as the fake saw it. */
export interface ClaudeCodeRun {
  /** The main model's requests the fake answered (billed), in order. */
  requests: RecordedRequest[];
  /** Everything else it sent to the fake: side requests, other paths. */
  side: RecordedRequest[];
  /** Requests the fake refused (a 400 the API bills nothing for), with why. */
  refused: string[];
  /** The version it reports (`--version`). */
  version: string;
  /** How its session ended, from its stream-json result line (`success` when it did). */
  outcome: string;
}

const run = promisify(execFile);

function environment(home: string, url: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: home,
    CLAUDE_CONFIG_DIR: join(home, '.claude'),
    // Root may bypass permissions only in a sandbox, which this throwaway folder is.
    IS_SANDBOX: '1',
    ANTHROPIC_BASE_URL: url,
    ANTHROPIC_API_KEY: 'sk-ant-bench-cost',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
  };
}

/** Runs `turns` scripted turns through Claude Code's `binary` with `model`. */
export async function runClaudeCode(
  binary: string,
  turns: number,
  model: string,
  prompt: string,
  /** More environment, e.g. `ENABLE_PROMPT_CACHING_1H=1` for its 1-hour cache. */
  extra: Record<string, string> = {},
): Promise<ClaudeCodeRun> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-loop-cost-cc-'));
  const workspace = join(folder, 'workspace');
  const home = join(folder, 'home');
  mkdirSync(workspace);
  mkdirSync(home);
  writeProject(workspace);
  const isSide = (request: RecordedRequest) =>
    request.path !== '/v1/messages' ||
    request.body?.model !== model ||
    !Array.isArray(request.body?.tools);
  const fake = await startFakeAnthropic(
    (_request, index) => {
      if (index >= turns - 1) return reply(text('Done: the markers are fixed.'));
      const call = callOf(index);
      const scripted = forClaudeCode(call, workspace);
      return reply([
        text(`Turn ${index + 1}: ${call.kind}.`),
        toolUse(scripted.tool, scripted.input),
      ]);
    },
    { aside: { matches: isSide, script: () => reply(text('Bench session')) } },
  );
  try {
    const env = { ...environment(home, fake.url), ...extra };
    // "2.1.328 (Claude Code)": the number.
    const version = (await run(binary, ['--version'], { env })).stdout.trim().split(' ')[0]!;
    const session = run(
      binary,
      [
        ...['-p', prompt, '--output-format', 'stream-json', '--verbose'],
        ...['--permission-mode', 'bypassPermissions', '--model', model],
        ...['--max-turns', String(turns)],
      ],
      // A safety net only: a session takes seconds to minutes.
      { cwd: workspace, env, maxBuffer: 1 << 26, timeout: 30 * 60_000 },
    );
    // Nothing on stdin: it would otherwise wait a few seconds for piped input.
    session.child.stdin?.end();
    const { stdout } = await session;
    const all = [...fake.requests, ...fake.asideRequests];
    return {
      requests: fake.requests.filter((request) => request.billed),
      side: fake.asideRequests,
      refused: all.flatMap((request) => (request.rejected ? [request.rejected.message] : [])),
      version,
      outcome: outcomeOf(stdout),
    };
  } finally {
    await fake.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The subtype of the stream's `result` line, e.g. `success` or `error_max_turns`. */
export function outcomeOf(stream: string): string {
  const results = stream
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { type?: string; subtype?: string; is_error?: boolean })
    .filter((event) => event.type === 'result');
  const last = results.at(-1);
  if (!last) return 'no result line';
  return `${last.subtype ?? 'unknown'}${last.is_error ? ' (an error)' : ''}`;
}

/** What a side request was, in a few words: its path, model and first words. */
export function describeSide(request: RecordedRequest): string {
  const body = request.body as { model?: string; messages?: { content: unknown }[] } | undefined;
  const first = JSON.stringify(body?.messages?.[0]?.content ?? '').slice(0, 60);
  return `${request.method} ${request.path} ${body?.model ?? ''} ${first}`.trim();
}
