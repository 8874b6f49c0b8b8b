/**
 * A model endpoint that accepts the connection and never answers, through the bundled
 * CLI and the real SDK: with a short silence limit (AGENT_LOOP_MODEL_SILENCE_SECONDS),
 * each request counts as a dropped connection once it passes, the wait is reported
 * meanwhile ("waiting for <host>: no answer for N s", `api_waiting` in stream-json),
 * the retry lines count to the retries really made, and the run ends with an error
 * naming the host. A wrong base URL's 404 names the host too.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hang, startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const HOME = mkdtempSync(join(tmpdir(), 'model-silence-'));
let server: FakeAnthropic | undefined;

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => rmSync(HOME, { recursive: true, force: true }));

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        AGENT_LOOP_HOME: HOME,
        ANTHROPIC_API_KEY: 'sk-ant-test-key-silence-0123456789',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

const run = ['run', '--cwd', HOME, '--sandbox', 'off'];

describe('a model API that never answers', () => {
  it('is retried as a dropped connection, reported while it waits, and ends naming the host', async () => {
    server = await startFakeAnthropic(() => hang());
    const host = new URL(server.url).host;
    const env = { ANTHROPIC_BASE_URL: server.url, AGENT_LOOP_MODEL_SILENCE_SECONDS: '0.4' };
    const text = await runCli([...run, 'hello'], env);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain(`[waiting] waiting for ${host}: no answer for 0.`);
    // A host that never answered gets 3 retries, and the lines say 3.
    for (const attempt of [1, 2, 3]) expect(text.stderr).toContain(`[retry ${attempt}/3]`);
    expect(text.stderr).not.toContain('[retry 4/');
    expect(text.stderr).toContain(`No answer from ${host} for 0.4 s`);
    expect(server.requests).toHaveLength(4);

    const json = await runCli([...run, '--output-format', 'stream-json', 'hello'], env);
    expect(json.code).toBe(1);
    const lines = json.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const waiting = lines.filter((line) => line.subtype === 'api_waiting');
    expect(waiting.length).toBeGreaterThanOrEqual(4);
    expect(waiting[0]).toMatchObject({ type: 'system', host });
    expect(typeof waiting[0]!.waited_s).toBe('number');
    const retries = lines.filter((line) => line.subtype === 'api_retry');
    expect(retries.map((line) => [line.attempt, line.max_retries])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const result = lines.at(-1)!;
    expect(result).toMatchObject({
      type: 'result',
      is_error: true,
      terminal_reason: 'model_error',
    });
    expect(JSON.stringify(result.errors)).toContain(`No answer from ${host}`);
    expect(JSON.stringify(result.errors)).toContain('after 3 retries');
  }, 120_000);

  it("a wrong base URL's 404 names the host", async () => {
    server = await startFakeAnthropic(() => hang());
    const host = new URL(server.url).host;
    const wrong = await runCli([...run, 'hello'], {
      ANTHROPIC_BASE_URL: `${server.url}/wrong-prefix`,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(
      new RegExp(`API error 404 .*\\(from ${host.replace('.', '\\.')}\\)`),
    );
  }, 60_000);
});
