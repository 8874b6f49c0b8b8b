/**
 * The real Bedrock and Vertex SDK clients, through our adapter, against fakes that speak
 * each provider's wire (test/fakes/provider-wire.ts): the same assembled messages and the
 * same ModelError kinds as on the Anthropic API.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProviderModel } from '../../src/engine/model/anthropic.js';
import type { ProviderConfig } from '../../src/engine/model/providers.js';
import { ModelError, type ModelRequest } from '../../src/engine/model/types.js';
import {
  httpError,
  overloaded,
  overloadedInStream,
  promptTooLong,
  rateLimited,
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';
import { bedrockWire, vertexWire } from '../fakes/provider-wire.js';

const AWS = {
  accessKeyId: 'AKIAFAKEFAKEFAKE1234',
  secretAccessKey: 'fake/secret/key/0123456789abcdefghijklmn',
  sessionToken: 'FakeSessionToken0123456789',
};
const AWS_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'];

let fake: FakeAnthropic | undefined;
const savedEnv: Record<string, string | undefined> = {};
beforeEach(() => {
  for (const name of [...AWS_VARIABLES, 'AWS_PROFILE', 'AWS_CONFIG_FILE']) {
    savedEnv[name] = process.env[name];
    delete process.env[name];
  }
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function request(overrides: Partial<ModelRequest> = {}): ModelRequest {
  return {
    model: 'claude-sonnet-5-5',
    system: [{ type: 'text', text: 'You are a careful engineer.' }],
    messages: [{ role: 'user', content: 'Fix the failing test.' }],
    tools: [
      {
        name: 'Read',
        description: 'Read a file',
        input_schema: { type: 'object', properties: { file_path: { type: 'string' } } },
      },
    ],
    maxTokens: 4096,
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

async function vertexModel(script: Script, requireAuth = false) {
  fake = await startFakeAnthropic(script, {
    thinking: false,
    wire: vertexWire({ project: 'fake-project', region: 'us-east5', requireAuth }),
  });
  const provider: ProviderConfig = {
    provider: 'vertex',
    region: 'us-east5',
    projectId: 'fake-project',
    baseURL: `${fake.url}/v1`,
    skipAuth: true,
  };
  return createProviderModel({ provider });
}

async function bedrockModel(script: Script, signed: boolean) {
  fake = await startFakeAnthropic(script, {
    thinking: false,
    wire: bedrockWire({ region: 'eu-west-1', ...(signed ? { credentials: AWS } : {}) }),
  });
  if (signed) {
    process.env.AWS_ACCESS_KEY_ID = AWS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = AWS.secretAccessKey;
    process.env.AWS_SESSION_TOKEN = AWS.sessionToken;
  }
  const provider: ProviderConfig = {
    provider: 'bedrock',
    region: 'eu-west-1',
    baseURL: fake.url,
    skipAuth: !signed,
  };
  return createProviderModel({ provider });
}

describe('Vertex AI wire', () => {
  it('streams a tool call through streamRawPredict, with the model in the path', async () => {
    const call = await vertexModel([
      reply([text('Reading it.'), toolUse('Read', { file_path: 'a.ts' }, 'toolu_v1')]),
    ]);
    const message = await call(request({ model: 'claude-sonnet-5-5@20261001' }));
    expect(message.content).toMatchObject([
      { type: 'text', text: 'Reading it.' },
      { type: 'tool_use', id: 'toolu_v1', name: 'Read', input: { file_path: 'a.ts' } },
    ]);
    expect(message.stop_reason).toBe('tool_use');
    const seen = fake!.requests[0]!;
    expect(seen.path).toBe(
      '/v1/projects/fake-project/locations/us-east5/publishers/anthropic/models/claude-sonnet-5-5@20261001:streamRawPredict',
    );
    expect(seen.wireBody).not.toHaveProperty('model');
    expect(seen.wireBody.anthropic_version).toEqual(expect.any(String));
    // skip auth: no Google credentials were looked for, and none were sent.
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-api-key']).toBeUndefined();
  });

  it("maps Google's 429 (with retry-after) and the model's 529 to the same kinds", async () => {
    const call = await vertexModel([rateLimited(7), overloaded(), overloadedInStream()]);
    const limited = await failure(call(request()));
    expect(limited.kind).toBe('rate_limit');
    expect(limited.retryAfterMs).toBe(7000);
    expect((await failure(call(request()))).kind).toBe('overloaded');
    expect((await failure(call(request()))).kind).toBe('overloaded');
  });

  it('refuses a request without credentials when Vertex wants them (fake checks auth)', async () => {
    const call = await vertexModel([reply(text('never'))], true);
    const error = await failure(call(request()));
    expect(error.kind).toBe('authentication');
    expect(error.status).toBe(401);
  });
});

describe('Bedrock wire', () => {
  it('streams through invoke-with-response-stream in event-stream framing, unsigned via a gateway', async () => {
    const call = await bedrockModel(
      [reply([text('Reading.'), toolUse('Read', { file_path: 'b.ts' }, 'toolu_b1')])],
      false,
    );
    const message = await call(request({ model: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0' }));
    expect(message.content).toMatchObject([
      { type: 'text', text: 'Reading.' },
      { type: 'tool_use', id: 'toolu_b1', input: { file_path: 'b.ts' } },
    ]);
    expect(message.usage.output_tokens).toBeGreaterThan(0);
    const seen = fake!.requests[0]!;
    expect(decodeURIComponent(seen.path)).toBe(
      '/model/us.anthropic.claude-sonnet-4-5-20250929-v1:0/invoke-with-response-stream',
    );
    expect(seen.wireBody).not.toHaveProperty('model');
    expect(seen.wireBody).not.toHaveProperty('stream');
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('signs with SigV4 from the standard chain (static env credentials), verified by the fake', async () => {
    const call = await bedrockModel([reply(text('Signed.'))], true);
    const message = await call(request({ model: 'anthropic.claude-opus-4-6-v1' }));
    expect(message.content).toMatchObject([{ type: 'text', text: 'Signed.' }]);
    const seen = fake!.requests[0]!;
    expect(seen.rejected).toBeUndefined();
    expect(seen.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAFAKEFAKEFAKE1234\/\d{8}\/eu-west-1\/bedrock\/aws4_request/,
    );
    expect(seen.headers['x-amz-security-token']).toBe(AWS.sessionToken);
  });

  it('a wrong secret key fails the signature check: an authentication error, not retried', async () => {
    const call = await bedrockModel([reply(text('never'))], true);
    process.env.AWS_SECRET_ACCESS_KEY = 'not/the/right/secret/key/at/all/000000';
    const error = await failure(call(request()));
    expect(error.kind).toBe('authentication');
    expect(error.retryable).toBe(false);
  });

  it("maps Bedrock's exceptions (HTTP and in-stream) to the same kinds", async () => {
    const call = await bedrockModel(
      [
        rateLimited(3),
        overloaded(),
        overloadedInStream(),
        httpError(429, 'rate_limit_error', 'Too many tokens'),
        promptTooLong(),
      ],
      false,
    );
    const limited = await failure(call(request()));
    expect(limited.kind).toBe('rate_limit');
    expect(limited.retryAfterMs).toBe(3000);
    const unavailable = await failure(call(request()));
    expect([unavailable.kind, unavailable.status]).toEqual(['overloaded', 503]);
    const inStream = await failure(call(request()));
    expect(inStream.kind).toBe('overloaded');
    expect(inStream.status).toBeUndefined();
    expect((await failure(call(request()))).kind).toBe('rate_limit');
    expect((await failure(call(request()))).kind).toBe('prompt_too_long');
  });
});
