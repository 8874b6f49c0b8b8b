/**
 * The tracer in process against a local OTLP/HTTP collector: the real SDK and exporter.
 * A failed model request is an error span (`error.type` the model error's kind); every
 * string that reaches a span passes the run's redactor, error messages included; what is
 * and is not "tracing asked for"; the attributes' rules (Anthropic's input tokens count
 * the cached ones; a route written with its values is no template).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModelError, type Message, type ModelRequest } from '../../src/engine/model/types.js';
import {
  childEnvironment,
  createRedactor,
  secretValuesFromEnvironment,
} from '../../src/engine/safety/secrets.js';
import {
  apiRequestStart,
  modelResponseAttributes,
  redactAttributes,
} from '../../src/engine/telemetry/attributes.js';
import { startTracing, tracingRequested } from '../../src/engine/telemetry/index.js';
import { startOtlpCollector, type OtlpCollector } from '../fakes/otlp-collector.js';

const SECRET = 'sk-live-7f3a9c2e51b04d68';
const OTEL_NAMES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME', 'OTEL_RESOURCE_ATTRIBUTES'];

let collector: OtlpCollector | undefined;
let saved: Record<string, string | undefined> = {};
beforeEach(() => {
  saved = Object.fromEntries(OTEL_NAMES.map((name) => [name, process.env[name]]));
});
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await collector?.close();
  collector = undefined;
});

const request = (model: string): ModelRequest => ({
  model,
  system: [],
  messages: [{ role: 'user', content: 'hi' }],
  tools: [],
  maxTokens: 1024,
  signal: new AbortController().signal,
});

const message = (overrides: Partial<Message['usage']> = {}): Message =>
  ({
    id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'text', text: 'ok', citations: null }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: 12,
      output_tokens: 7,
      cache_creation_input_tokens: 100,
      cache_read_input_tokens: 2000,
      ...overrides,
    },
  }) as unknown as Message;

describe('the tracer', () => {
  it("records a failed model request as an error span, its message redacted; nests a sub-agent's spans", async () => {
    collector = await startOtlpCollector();
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url };
    Object.assign(process.env, env);
    const warnings: string[] = [];
    const tracing = await startTracing({
      env,
      redact: createRedactor([SECRET]),
      warn: (line) => warnings.push(line),
      provider: 'bedrock',
      attributes: { 'agent_loop.mode': 'cli', 'agent_loop.note': `key ${SECRET}` },
    });
    expect(tracing).toBeDefined();
    const done = tracing!.observer.modelRequest!(request('anthropic.claude-sonnet-4-5'));
    done({
      error: new ModelError(`overloaded (request with ${SECRET})`, 'overloaded', { status: 529 }),
    });
    const ok = tracing!.observer.modelRequest!(request('anthropic.claude-sonnet-4-5'));
    ok({ message: message() });
    const tool = tracing!.observer.toolCall!({ name: 'Bash', id: 'toolu_01Denied' });
    tool.end({ isError: true, denied: true });
    // A sub-agent's request runs inside its Agent call: it is that call's child.
    const agent = tracing!.observer.toolCall!({ name: 'Agent', id: 'toolu_01AgentCall' });
    await agent.within!(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      tracing!.observer.modelRequest!(request('claude-haiku-4-5'))({ message: message() });
    });
    agent.end({ isError: false });
    const github = tracing!.apiRequest({
      method: 'POST',
      route: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      url: 'https://api.github.com/repos/o/r/issues/3/comments',
    });
    github({ status: 403, error: Object.assign(new Error(`denied ${SECRET}`), { status: 403 }) });
    await tracing!.end();
    expect(warnings).toEqual([]);

    const byName = (name: string) => collector!.spans.filter((span) => span.name === name);
    const [failed, answered] = byName('chat anthropic.claude-sonnet-4-5');
    expect(failed!.attributes).toMatchObject({
      'gen_ai.provider.name': 'aws.bedrock',
      'error.type': 'overloaded',
    });
    expect(failed!.status.code).toBe(2);
    expect(failed!.status.message).toBe('overloaded (request with ***)');
    expect(answered!.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 2112,
      'gen_ai.usage.output_tokens': 7,
      'gen_ai.response.model': 'claude-sonnet-4-5-20250929',
    });
    expect(answered!.status.code ?? 0).toBe(0);
    expect(byName('execute_tool Bash')[0]!.attributes['error.type']).toBe('permission_denied');
    const [agentSpan] = byName('execute_tool Agent');
    const [subRequest] = byName('chat claude-haiku-4-5');
    expect(subRequest!.parentSpanId).toBe(agentSpan!.spanId);
    expect(agentSpan!.parentSpanId).toBe(byName('agent-loop run')[0]!.spanId);
    expect(answered!.parentSpanId).toBe(byName('agent-loop run')[0]!.spanId);
    const [post] = byName('POST /repos/{owner}/{repo}/issues/{issue_number}/comments');
    expect(post!.attributes).toMatchObject({
      'http.response.status_code': 403,
      'error.type': '403',
      'server.address': 'api.github.com',
      'server.port': 443,
    });
    expect(byName('agent-loop run')[0]!.attributes['agent_loop.note']).toBe('key ***');
    expect(collector.bodies.join('\n')).not.toContain(SECRET);
  });

  it('ends once, however often it is told to', async () => {
    collector = await startOtlpCollector();
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url };
    Object.assign(process.env, env);
    const tracing = await startTracing({
      env,
      redact: (text) => text,
      warn: () => {},
      provider: 'anthropic',
      attributes: {},
    });
    await Promise.all([tracing!.end(), tracing!.end()]);
    await tracing!.end();
    expect(collector.spans.filter((span) => span.name === 'agent-loop run')).toHaveLength(1);
  });
});

describe('tracingRequested', () => {
  it('needs an endpoint, and is off when the SDK or the traces exporter is', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(true);
    expect(
      tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' }),
    ).toBe(true);
    const on = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
    expect(tracingRequested({ ...on, OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingRequested({ ...on, OTEL_SDK_DISABLED: 'false' })).toBe(true);
    expect(tracingRequested({ ...on, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });
});

describe('span attributes', () => {
  it('counts cached input tokens in gen_ai.usage.input_tokens, as for Anthropic', () => {
    expect(modelResponseAttributes(message())).toMatchObject({
      'gen_ai.usage.input_tokens': 2112,
      'gen_ai.usage.cache_read.input_tokens': 2000,
      'gen_ai.usage.cache_creation.input_tokens': 100,
      'gen_ai.response.finish_reasons': ['end_turn'],
    });
  });

  it('names a GitHub request by its route template, or by its method when it has none', () => {
    expect(apiRequestStart('POST', '/graphql', 'http://127.0.0.1:9/graphql').name).toBe(
      'POST /graphql',
    );
    const page = apiRequestStart(
      'GET',
      'https://api.github.com/repositories/1296269/issues?page=2',
      'https://api.github.com/repositories/1296269/issues?page=2',
    );
    expect(page.name).toBe('GET');
    expect(page.attributes['url.template']).toBeUndefined();
  });

  it('redacts every string, in lists too', () => {
    const redact = createRedactor([SECRET]);
    expect(redactAttributes({ a: SECRET, b: [`x${SECRET}`], c: 3 }, redact)).toEqual({
      a: '***',
      b: ['x***'],
      c: 3,
    });
  });
});

describe("the exporter's headers", () => {
  it('are secrets of the run, each value, decoded, and a bearer token alone', () => {
    const values = secretValuesFromEnvironment({
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=k3y-0a1b2c3d,authorization=Bearer%20tok-9f8e7d6c',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-honeycomb-team=hc-5e4d3c2b1a',
    });
    for (const value of ['k3y-0a1b2c3d', 'Bearer tok-9f8e7d6c', 'tok-9f8e7d6c', 'hc-5e4d3c2b1a']) {
      expect(values).toContain(value);
    }
    expect(
      childEnvironment({ OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=k3y-0a1b2c3d', PATH: '/bin' }),
    ).toEqual({ PATH: '/bin' });
  });
});
