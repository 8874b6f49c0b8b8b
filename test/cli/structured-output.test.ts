/**
 * `--json-schema` through the bundled CLI (dist/cli/index.js) and the real SDK against
 * the fake Anthropic server: the schema reaches the model, a valid answer is the result
 * line's `structured_output`, an invalid one gets exactly one corrective turn, and a second
 * invalid answer ends the run `invalid_structured_output`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const HOME = mkdtempSync(join(tmpdir(), 'cli-schema-home-'));
const WORKSPACE = mkdtempSync(join(tmpdir(), 'cli-schema-ws-'));
const SCHEMA = {
  type: 'object',
  properties: {
    labels: { type: 'array', items: { enum: ['bug', 'docs', 'question'] } },
    priority: { type: 'integer', minimum: 1, maximum: 3 },
  },
  required: ['labels', 'priority'],
  additionalProperties: false,
};

let server: FakeAnthropic | undefined;
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  rmSync(HOME, { recursive: true, force: true });
  rmSync(WORKSPACE, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME,
        AGENT_LOOP_HOME: HOME,
        ANTHROPIC_API_KEY: 'sk-ant-test-key-schema-0123456789',
        ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const lines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const run = (schema: string, format = 'stream-json') =>
  runCli([
    'run',
    '--cwd',
    WORKSPACE,
    '--sandbox',
    'off',
    '--output-format',
    format,
    '--json-schema',
    schema,
    'Classify issue #12',
  ]);

/** The text of every message the model was sent in request `index`. */
const sentText = (index: number) => JSON.stringify(server!.requests[index]!.body.messages);

describe('agent-loop run --json-schema', () => {
  it('tells the model the schema and returns a valid answer as structured_output', async () => {
    server = await startFakeAnthropic([reply(text('{"labels": ["bug"], "priority": 2}'))]);
    const result = await run(JSON.stringify(SCHEMA));
    expect(result.code, result.stderr).toBe(0);
    const system = JSON.stringify(server.requests[0]!.body.system);
    expect(system).toContain('Final answer format');
    expect(system).toContain('additionalProperties');
    const last = lines(result.stdout).at(-1)!;
    expect(last).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      terminal_reason: 'completed',
      structured_output: { labels: ['bug'], priority: 2 },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('reads the schema from a file and allows one corrective turn', async () => {
    const file = join(WORKSPACE, 'labels.schema.json');
    writeFileSync(file, JSON.stringify(SCHEMA));
    server = await startFakeAnthropic([
      reply(text('I would label it as a bug, priority 5.')),
      reply(text('```json\n{"labels": ["bug"], "priority": 3}\n```')),
    ]);
    const result = await run(file, 'json');
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(2);
    // The correction says what was wrong, after the model's first answer.
    expect(sentText(1)).toContain('not a JSON value valid against the required JSON Schema');
    expect(sentText(1)).toContain('not JSON');
    const [only] = lines(result.stdout);
    expect(only).toMatchObject({
      terminal_reason: 'completed',
      num_turns: 2,
      structured_output: { labels: ['bug'], priority: 3 },
    });
  });

  it('ends invalid_structured_output after a second invalid answer', async () => {
    server = await startFakeAnthropic([
      reply(text('{"labels": ["feature"], "priority": 2}')),
      reply(text('{"labels": ["bug"], "priority": 9}')),
      reply(text('never asked')),
    ]);
    const result = await run(JSON.stringify(SCHEMA));
    expect(result.code).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(sentText(1)).toContain('/labels/0 must be equal to one of the allowed values');
    const last = lines(result.stdout).at(-1)!;
    expect(last).toMatchObject({
      type: 'result',
      is_error: true,
      subtype: 'error_during_execution',
      terminal_reason: 'invalid_structured_output',
    });
    expect(last).not.toHaveProperty('structured_output');
    expect(String((last.errors as string[])[0])).toContain('/priority must be <= 3');
  });

  it('refuses a schema that is not JSON, or that the validator rejects, as a usage error', async () => {
    const notJson = await run('{"type": ');
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/^agent-loop: --json-schema: not valid JSON/);
    const badSchema = await run('{"type": "no-such-type"}');
    expect(badSchema.code).toBe(2);
    expect(badSchema.stderr).toMatch(/^agent-loop: --json-schema: the validator refuses it/);
    const missing = await run('no/such/schema.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('neither inline JSON nor a file');
  });

  it('refuses a schema file that is a symbolic link: a root-only file never reaches the prompt', async () => {
    const secret = join(HOME, 'root-only.json');
    writeFileSync(secret, '{"description": "root-only-contents-4711"}', { mode: 0o600 });
    const link = join(WORKSPACE, 'linked.schema.json');
    symlinkSync(secret, link);
    server = await startFakeAnthropic([reply(text('{}'))]);
    const result = await run(link);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`"${link}" is a symbolic link`);
    expect(result.stderr).not.toContain('root-only-contents');
    expect(server.requests).toHaveLength(0);
  });
});
