/**
 * Tracing through the bundled CLI (dist/cli/index.js): with an OTLP endpoint set, the run
 * sends its spans to a local collector as OTLP/HTTP (the real OpenTelemetry exporter), a
 * root `agent-loop run` with a child per model request and per tool call; the standard
 * OTEL_* variables are honoured; no secret reaches the collector; a collector that is
 * down, or never answers, costs the run nothing but one warning.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import {
  deadPort,
  startOtlpCollector,
  type OtlpCollector,
  type ReceivedSpan,
} from '../fakes/otlp-collector.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';

const HOME = mkdtempSync(join(tmpdir(), 'cli-tracing-home-'));
const WORKSPACE = mkdtempSync(join(tmpdir(), 'cli-tracing-ws-'));
/** Known to the run as a secret (its variable's name says TOKEN). */
const DEPLOY_TOKEN = 'dpl-4fa9c1e07b3d52a8e6';
/** The collector's credential, in OTEL_EXPORTER_OTLP_HEADERS. */
const COLLECTOR_KEY = 'otlp-key-93b1d7e2c4a6f805';

let anthropic: FakeAnthropic | undefined;
let collector: OtlpCollector | undefined;
beforeAll(() => {
  assertDistFresh();
  writeFileSync(
    join(WORKSPACE, 'notes.txt'),
    `deploy with ${DEPLOY_TOKEN}\nkey ${COLLECTOR_KEY}\n`,
  );
});
afterEach(async () => {
  await anthropic?.close();
  await collector?.close();
  anthropic = undefined;
  collector = undefined;
});
afterAll(() => {
  rmSync(HOME, { recursive: true, force: true });
  rmSync(WORKSPACE, { recursive: true, force: true });
});

/** One Bash call that prints both secrets, then a final answer. */
async function startModel(): Promise<FakeAnthropic> {
  anthropic = await startFakeAnthropic([
    reply(toolUse('Bash', { command: 'cat notes.txt' }, 'toolu_01TracingBashCall00001')),
    reply(text('The notes name a deploy token; done.')),
  ]);
  return anthropic;
}

function run(env: NodeJS.ProcessEnv) {
  return runCli(
    [
      'run',
      '--cwd',
      WORKSPACE,
      '--sandbox',
      'off',
      '--output-format',
      'json',
      `Summarise notes.txt (the token is ${DEPLOY_TOKEN})`,
    ],
    {
      HOME,
      AGENT_LOOP_HOME: HOME,
      ANTHROPIC_BASE_URL: anthropic!.url,
      DEPLOY_TOKEN,
      ...env,
    },
  );
}

const named = (spans: ReceivedSpan[], prefix: string) =>
  spans.filter((span) => span.name.startsWith(prefix));

describe('agent-loop run with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a root span with a child per model request and tool call', async () => {
    await startModel();
    collector = await startOtlpCollector();
    const result = await run({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_HEADERS: `x-api-key=${COLLECTOR_KEY}`,
      OTEL_SERVICE_NAME: 'ci-agent',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=staging,team=platform',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('tracing');
    // http/protobuf, the OTLP exporters' default protocol.
    expect(new Set(collector.encodings)).toEqual(new Set(['protobuf']));
    const spans = collector.spans;
    const [root, ...others] = named(spans, 'agent-loop run');
    expect(others).toHaveLength(0);
    expect(root).toBeDefined();
    const resultLine = result.lines.at(-1)!;
    expect(root!.parentSpanId).toBe('');
    expect(root!.attributes).toMatchObject({
      'agent_loop.mode': 'cli',
      'agent_loop.terminal_reason': 'completed',
      'agent_loop.num_turns': 2,
      'agent_loop.total_cost_usd': resultLine.total_cost_usd,
      'agent_loop.is_error': false,
      'gen_ai.conversation.id': resultLine.session_id,
      'gen_ai.provider.name': 'anthropic',
    });
    expect(root!.resource).toMatchObject({
      'service.name': 'ci-agent',
      'deployment.environment.name': 'staging',
      team: 'platform',
    });

    const chats = named(spans, 'chat ');
    expect(chats).toHaveLength(2);
    const sent = anthropic!.requests.map((request) => request.body);
    for (const [index, chat] of chats.entries()) {
      expect(chat.traceId).toBe(root!.traceId);
      expect(chat.parentSpanId).toBe(root!.spanId);
      expect(chat.kind).toBe(3);
      expect(chat.name).toBe(`chat ${sent[index]!.model as string}`);
      expect(chat.attributes).toMatchObject({
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'anthropic',
        'gen_ai.request.model': sent[index]!.model,
        'gen_ai.request.max_tokens': sent[index]!.max_tokens,
        'gen_ai.conversation.id': resultLine.session_id,
      });
      expect(chat.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
      expect(chat.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);
      expect(String(chat.attributes['gen_ai.response.id'])).toMatch(/^msg_/);
    }
    const finishReasons = chats.map((chat) => chat.attributes['gen_ai.response.finish_reasons']);
    expect(finishReasons).toEqual([['tool_use'], ['end_turn']]);

    const [tool] = named(spans, 'execute_tool ');
    expect(tool).toMatchObject({
      name: 'execute_tool Bash',
      traceId: root!.traceId,
      parentSpanId: root!.spanId,
      kind: 1,
    });
    expect(tool!.attributes).toMatchObject({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'Bash',
      'gen_ai.tool.call.id': 'toolu_01TracingBashCall00001',
    });
    // The collector's credential went as the header asked, and nowhere else.
    expect(collector.headers.every((headers) => headers['x-api-key'] === COLLECTOR_KEY)).toBe(true);
    const everything = collector.bodies.join('\n');
    expect(everything).not.toContain(DEPLOY_TOKEN);
    expect(everything).not.toContain(COLLECTOR_KEY);
    // The tool output the model saw had both masked.
    const toolResult = JSON.stringify(anthropic!.requests[1]!.body.messages.at(-1));
    expect(toolResult).toContain('deploy with');
    expect(toolResult).not.toContain(COLLECTOR_KEY);
    expect(toolResult).not.toContain(DEPLOY_TOKEN);
  });

  it("puts a sub-agent's requests and calls under its Agent call", async () => {
    anthropic = await startFakeAnthropic([
      reply(toolUse('Agent', { description: 'Read', prompt: 'Read notes.txt' }, 'toolu_01Agent')),
      reply(toolUse('Read', { file_path: join(WORKSPACE, 'notes.txt') }, 'toolu_01SubRead')),
      reply(text('The notes name a token.')),
      reply(text('Done: the notes name a token.')),
    ]);
    collector = await startOtlpCollector();
    const result = await run({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    expect(result.code, result.stderr).toBe(0);
    const spans = collector.spans;
    const [root] = named(spans, 'agent-loop run');
    const [agent] = named(spans, 'execute_tool Agent');
    const [read] = named(spans, 'execute_tool Read');
    const chats = named(spans, 'chat ');
    expect(chats).toHaveLength(4);
    expect(agent!.parentSpanId).toBe(root!.spanId);
    expect(read!.parentSpanId).toBe(agent!.spanId);
    // The parent's two requests under the root, the sub-agent's two under its call.
    const parents = chats.map((chat) => (chat.parentSpanId === root!.spanId ? 'root' : 'agent'));
    expect(chats.every((chat) => [root!.spanId, agent!.spanId].includes(chat.parentSpanId))).toBe(
      true,
    );
    expect(parents.sort()).toEqual(['agent', 'agent', 'root', 'root']);
  });

  it('sends nothing with OTEL_SDK_DISABLED=true', async () => {
    await startModel();
    collector = await startOtlpCollector();
    const result = await run({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces`,
      OTEL_SDK_DISABLED: 'true',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(collector.bodies).toHaveLength(0);
  });

  it('takes the traces-specific endpoint as the full URL, and sends JSON when asked', async () => {
    await startModel();
    collector = await startOtlpCollector();
    const result = await run({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces`,
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(new Set(collector.encodings)).toEqual(new Set(['json']));
    const [root] = named(collector.spans, 'agent-loop run');
    expect(root!.attributes['agent_loop.terminal_reason']).toBe('completed');
    expect(named(collector.spans, 'chat ').map((chat) => chat.parentSpanId)).toEqual([
      root!.spanId,
      root!.spanId,
    ]);
  });

  it('says once that grpc is not sent, and sends http/protobuf', async () => {
    await startModel();
    collector = await startOtlpCollector();
    const result = await run({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      'tracing: protocol "grpc" is not supported; sending http/protobuf',
    );
    expect(named(collector.spans, 'agent-loop run')).toHaveLength(1);
  });

  it('finishes the run when the collector is down, saying so once', async () => {
    await startModel();
    const port = await deadPort();
    const result = await run({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
    expect(result.code, result.stderr).toBe(0);
    expect(result.lines.at(-1)).toMatchObject({ type: 'result', terminal_reason: 'completed' });
    const warnings = result.stderr.split('\n').filter((line) => line.includes('tracing'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`http://127.0.0.1:${port}/`);
  });

  it('does not wait for a collector that never answers beyond the export timeout', async () => {
    await startModel();
    collector = await startOtlpCollector({ silent: true });
    // A reference measured in the same test (tracing off), so a busy machine slows both.
    let started = Date.now();
    expect((await run({ OTEL_SDK_DISABLED: 'true' })).code).toBe(0);
    const reference = Date.now() - started;
    await anthropic?.close();
    await startModel();
    started = Date.now();
    const result = await run({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    const elapsed = Date.now() - started;
    expect(result.code, result.stderr).toBe(0);
    expect(result.lines.at(-1)).toMatchObject({ type: 'result', terminal_reason: 'completed' });
    expect(collector.held).toBeGreaterThan(0);
    // The SDK alone would hold the process for its 10 s timeout and retries; ours is 2 s.
    expect(elapsed - reference).toBeLessThan(7_000);
  });
});
