/**
 * The bundled `agent-loop` command on Bedrock and Vertex AI: Claude Code's variables point
 * the real provider SDKs at fakes of each provider's wire (test/fakes/provider-wire.ts).
 * On each provider: a multi-turn tool loop, retries with retry-after, the cost accounting
 * and the hard budget cap from the same price table, and no Anthropic key on the wire.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  httpError,
  overloaded,
  rateLimited,
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';
import { bedrockWire, vertexWire } from '../fakes/provider-wire.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';

const CLI = resolve('dist/cli/index.js');
/** Set in every run: a cloud provider must never be sent it. */
const ANTHROPIC_KEY = 'sk-ant-must-not-leave-0123456789';
const AWS = {
  accessKeyId: 'AKIAFAKEPROVIDERS123',
  secretAccessKey: 'fake/provider/secret/0123456789abcdefghij',
  sessionToken: 'FakeProviderSessionToken0123456789',
};
const TOOL_USER = uniqueUserName('prv');

interface Provider {
  name: string;
  /** A Sonnet 4.5 id in this provider's form ($3 / $15 per million tokens). */
  model: string;
  start: (script: Script) => Promise<FakeAnthropic>;
  env: (fake: FakeAnthropic) => NodeJS.ProcessEnv;
  /** The status an overload arrives with on this wire. */
  overloadStatus: number;
}

const PROVIDERS: Provider[] = [
  {
    name: 'Vertex AI via a signing gateway',
    model: 'claude-sonnet-4-5@20250929',
    start: (script) =>
      startFakeAnthropic(script, {
        wire: vertexWire({ project: 'fake-project', region: 'us-east5', requireAuth: false }),
      }),
    env: (fake) => ({
      CLAUDE_CODE_USE_VERTEX: '1',
      CLOUD_ML_REGION: 'us-east5',
      ANTHROPIC_VERTEX_PROJECT_ID: 'fake-project',
      ANTHROPIC_VERTEX_BASE_URL: `${fake.url}/v1`,
      CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
    }),
    overloadStatus: 529,
  },
  {
    name: 'Bedrock via a signing gateway',
    model: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
    start: (script) => startFakeAnthropic(script, { wire: bedrockWire({ region: 'eu-west-1' }) }),
    env: (fake) => ({
      CLAUDE_CODE_USE_BEDROCK: '1',
      AWS_REGION: 'eu-west-1',
      ANTHROPIC_BEDROCK_BASE_URL: fake.url,
      CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
    }),
    overloadStatus: 503,
  },
  {
    name: 'Bedrock signed with SigV4 from static AWS credentials',
    model: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
    start: (script) =>
      startFakeAnthropic(script, { wire: bedrockWire({ region: 'eu-west-1', credentials: AWS }) }),
    env: (fake) => ({
      CLAUDE_CODE_USE_BEDROCK: '1',
      AWS_REGION: 'eu-west-1',
      ANTHROPIC_BEDROCK_BASE_URL: fake.url,
      AWS_ACCESS_KEY_ID: AWS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
      AWS_SESSION_TOKEN: AWS.sessionToken,
    }),
    overloadStatus: 503,
  },
];

interface CliRun {
  code: number | null;
  stderr: string;
  lines: Record<string, unknown>[];
  result: Record<string, unknown>;
}

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
});
afterAll(() => {
  if (process.getuid?.() === 0) removeUser(TOOL_USER);
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-provider-'));
  writeFileSync(join(dir, 'greeting.txt'), 'hello world\n');
  return dir;
}

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, 'run', '--output-format', 'stream-json', ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ANTHROPIC_API_KEY: ANTHROPIC_KEY,
        AGENT_LOOP_SANDBOX_USER: TOOL_USER,
        // No shared AWS config of this machine may take part.
        AWS_CONFIG_FILE: '/nonexistent/aws-config',
        AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/aws-credentials',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    // A run that hangs is stopped, so the test fails with what it printed.
    const timer = setTimeout(() => child.kill('SIGTERM'), 45_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const result = lines.find((line) => line.type === 'result') ?? {};
      resolvePromise({ code, stderr, lines, result });
    });
  });
}

/** Every header and body of every request the fake got, as one text. */
function everythingSent(server: FakeAnthropic): string {
  return server.requests
    .map((request) => JSON.stringify(request.headers) + request.rawBody)
    .join('\n');
}

const SONNET_4_5 = { input: 3, output: 15 };

describe.each(PROVIDERS)('agent-loop run on $name', (provider) => {
  it('runs a multi-turn tool loop; tools never see the cloud credentials', async () => {
    const cwd = workspace();
    fake = await provider.start([
      reply(toolUse('Read', { file_path: 'greeting.txt' })),
      reply(toolUse('Bash', { command: 'env; echo done' })),
      reply(
        toolUse('Edit', { file_path: 'greeting.txt', old_string: 'world', new_string: 'cloud' }),
      ),
      reply(text('Changed the greeting.')),
    ]);
    const run = await runCli(
      ['--cwd', cwd, '--model', provider.model, 'Change the greeting'],
      provider.env(fake),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readFileSync(join(cwd, 'greeting.txt'), 'utf8')).toBe('hello cloud\n');
    expect(run.result).toMatchObject({ subtype: 'success', num_turns: 4, is_error: false });
    expect(fake.requests.map((request) => request.rejected)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(fake.requests.every((request) => request.body.model === provider.model)).toBe(true);
    // The second request carries the Bash result: the tool saw no AWS/Google variable.
    const bashResult = JSON.stringify(fake.requests[2]!.body.messages);
    expect(bashResult).toContain('done');
    expect(bashResult).not.toMatch(/AWS_|CLOUD_ML|VERTEX|BEDROCK|ANTHROPIC/);
    // The Anthropic API key never goes to a cloud provider.
    expect(everythingSent(fake)).not.toContain(ANTHROPIC_KEY);
    expect(fake.requests.every((request) => request.headers['x-api-key'] === undefined)).toBe(true);
  });

  it('retries a 429 after its retry-after and an overload, then answers', async () => {
    fake = await provider.start([rateLimited(1), overloaded(), reply(text('Done after retries.'))]);
    const run = await runCli(['--model', provider.model, 'Say done'], provider.env(fake));
    expect(run.code).toBe(0);
    expect(run.result).toMatchObject({ subtype: 'success', result: 'Done after retries.' });
    const retries = run.lines.filter((line) => line.subtype === 'api_retry');
    expect(retries).toMatchObject([
      { attempt: 1, error_status: 429, retry_delay_ms: 1000 },
      { attempt: 2, error_status: provider.overloadStatus },
    ]);
  });

  it('prices usage from the same table and stops at the dollar cap', async () => {
    const usage = {
      input_tokens: 10_000,
      output_tokens: 1_000,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    };
    fake = await provider.start([
      reply(toolUse('Read', { file_path: 'greeting.txt' }), { usage }),
      reply(text('never reached')),
    ]);
    // The ledger reserves each request's worst case first: the system prompt and every tool's
    // description counted a token a byte at the cache-write rate, plus the output it asks for
    // (about $0.076 for the first request). $0.10 pays that once; after the first turn's
    // $0.045 what is left cannot pay a second worst case, so the run stops before sending it.
    const cap = 0.1;
    const run = await runCli(
      ['--cwd', workspace(), '--model', provider.model, '--max-budget-usd', String(cap), 'Read it'],
      provider.env(fake),
    );
    const turnCost = (10_000 * SONNET_4_5.input + 1_000 * SONNET_4_5.output) / 1e6;
    expect(run.result).toMatchObject({ terminal_reason: 'budget_exhausted', num_turns: 1 });
    expect(run.result.total_cost_usd).toBeCloseTo(turnCost, 10);
    expect(run.result.modelUsage).toMatchObject({
      [provider.model]: { inputTokens: 10_000, outputTokens: 1_000 },
    });
    // The first request asked only for what the budget could pay at Sonnet 4.5's price.
    const firstMaxTokens = fake.requests[0]!.body.max_tokens as number;
    expect(firstMaxTokens * SONNET_4_5.output).toBeLessThanOrEqual(cap * 1e6);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('agent-loop run on Bedrock: an id we cannot price', () => {
  it('is charged at the highest rates, so a budget that pays Sonnet 4.5 pays no request', async () => {
    const arn = 'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/a1b2c3d4e5';
    const bedrock = PROVIDERS[1]!;
    fake = await bedrock.start([reply(text('priced'))]);
    // Enough for Sonnet 4.5's first request with the system prompt and every tool's
    // description, far from enough at the highest rates.
    const known = await runCli(
      ['--model', bedrock.model, '--max-budget-usd', '0.08', 'Hi'],
      bedrock.env(fake),
    );
    expect(known.result).toMatchObject({ subtype: 'success', result: 'priced' });
    const unknown = await runCli(
      ['--model', arn, '--max-budget-usd', '0.08', 'Hi'],
      bedrock.env(fake),
    );
    expect(unknown.result).toMatchObject({ terminal_reason: 'budget_exhausted', num_turns: 0 });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('agent-loop run: provider settings that cannot work', () => {
  it.each([
    [{ CLAUDE_CODE_USE_BEDROCK: '1' }, /Bedrock is chosen .* but AWS_REGION is not set/],
    [{ CLAUDE_CODE_USE_VERTEX: '1' }, /Vertex AI is chosen .* but CLOUD_ML_REGION is not set/],
    [
      { CLAUDE_CODE_USE_VERTEX: 'yes', CLAUDE_CODE_USE_BEDROCK: 'true', AWS_REGION: 'x' },
      /Both CLAUDE_CODE_USE_BEDROCK and CLAUDE_CODE_USE_VERTEX are set/,
    ],
    [{ CLAUDE_CODE_USE_BEDROCK: 'maybe' }, /CLAUDE_CODE_USE_BEDROCK.*"maybe"/],
    [{ ANTHROPIC_API_KEY: '' }, /No credentials for the model: set ANTHROPIC_API_KEY/],
  ])('%j is a usage error that names the variable', async (env, message) => {
    const run = await runCli(['Hi'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('ANTHROPIC_AUTH_TOKEN is sent as a bearer token instead of the API key', async () => {
    fake = await startFakeAnthropic([reply(text('token ok'))]);
    const run = await runCli(['Hi'], {
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_AUTH_TOKEN: 'gateway-token-0123456789',
    });
    expect(run.result).toMatchObject({ result: 'token ok' });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer gateway-token-0123456789');
    expect(fake.requests[0]!.headers['x-api-key']).toBeUndefined();
  });
});

/**
 * What google-github-actions/auth leaves for workload identity federation: a credentials
 * file of type external_account whose subject token comes from the runner's OIDC endpoint
 * (with the request token in a header) and is exchanged at the STS token URL. Both
 * endpoints are faked here; Google's library follows the file as it would on a runner.
 */
async function startGoogleEndpoints(): Promise<{
  url: string;
  server: Server;
  exchanges: string[];
}> {
  const exchanges: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/oidc')) {
        const ok = request.headers.authorization === `Bearer ${OIDC_REQUEST_TOKEN}`;
        response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        response.end(JSON.stringify(ok ? { value: 'github-oidc-jwt' } : { message: 'no' }));
        return;
      }
      const form = new URLSearchParams(body);
      exchanges.push(form.get('subject_token') ?? '');
      const ok =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:token-exchange' &&
        form.get('subject_token') === 'github-oidc-jwt';
      response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          ok
            ? {
                access_token: GOOGLE_ACCESS_TOKEN,
                issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
                token_type: 'Bearer',
                expires_in: 3600,
              }
            : { error: 'invalid_grant' },
        ),
      );
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, exchanges };
}

const OIDC_REQUEST_TOKEN = 'oidc-request-token-0123456789';
const GOOGLE_ACCESS_TOKEN = 'ya29.fake-google-access-token-0123456789';

describe('agent-loop run on Vertex AI with Google application default credentials', () => {
  it("exchanges the workload identity token and sends Google's token; the file's secret is masked", async () => {
    const google = await startGoogleEndpoints();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'gha-creds-'));
      const credentialsFile = join(dir, 'gha-creds-test.json');
      writeFileSync(
        credentialsFile,
        JSON.stringify({
          type: 'external_account',
          audience:
            '//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/p/providers/gh',
          subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
          token_url: `${google.url}/v1/token`,
          credential_source: {
            url: `${google.url}/oidc?audience=x`,
            headers: { Authorization: `Bearer ${OIDC_REQUEST_TOKEN}` },
            format: { type: 'json', subject_token_field_name: 'value' },
          },
        }),
      );
      fake = await startFakeAnthropic(
        [reply(toolUse('Bash', { command: `echo ${OIDC_REQUEST_TOKEN}` })), reply(text('ok'))],
        {
          wire: vertexWire({
            project: 'fake-project',
            region: 'us-east5',
            accessToken: GOOGLE_ACCESS_TOKEN,
          }),
        },
      );
      const run = await runCli(
        ['--cwd', workspace(), '--model', 'claude-sonnet-4-5@20250929', 'Hi'],
        {
          CLAUDE_CODE_USE_VERTEX: '1',
          CLOUD_ML_REGION: 'us-east5',
          ANTHROPIC_VERTEX_PROJECT_ID: 'fake-project',
          ANTHROPIC_VERTEX_BASE_URL: `${fake.url}/v1`,
          GOOGLE_APPLICATION_CREDENTIALS: credentialsFile,
        },
      );
      expect(run.stderr).toBe('');
      expect(run.result, JSON.stringify(run.lines)).toMatchObject({
        subtype: 'success',
        result: 'ok',
      });
      expect(google.exchanges[0]).toBe('github-oidc-jwt');
      expect(fake.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${GOOGLE_ACCESS_TOKEN}`,
        `Bearer ${GOOGLE_ACCESS_TOKEN}`,
      ]);
      // The OIDC request token from the credentials file is masked in what tools return.
      const toolResult = JSON.stringify(fake.requests[1]!.body.messages.at(-1));
      expect(toolResult).not.toContain(OIDC_REQUEST_TOKEN);
      expect(toolResult).toContain('***');
    } finally {
      google.server.closeAllConnections();
      await new Promise((resolveClose) => google.server.close(resolveClose));
    }
  });
});

describe("the provider's own model ids (no --model: the default model in the provider's form)", () => {
  const bedrockEnv = (url: string, region: string) => ({
    CLAUDE_CODE_USE_BEDROCK: '1',
    AWS_REGION: region,
    ANTHROPIC_BEDROCK_BASE_URL: url,
    CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
  });
  const vertexEnv = (url: string) => ({
    CLAUDE_CODE_USE_VERTEX: '1',
    CLOUD_ML_REGION: 'us-east5',
    ANTHROPIC_VERTEX_PROJECT_ID: 'fake-project',
    ANTHROPIC_VERTEX_BASE_URL: `${url}/v1`,
    CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
  });

  it.each([
    ['us-east-1', 'us.anthropic.claude-sonnet-5-5'],
    ['eu-west-1', 'eu.anthropic.claude-sonnet-5-5'],
    ['ap-northeast-1', 'apac.anthropic.claude-sonnet-5-5'],
    ['sa-east-1', 'global.anthropic.claude-sonnet-5-5'],
    // Claude Code's prefixes (docs/providers.md): Canada has no geography of its own,
    // GovCloud has its own.
    ['ca-central-1', 'global.anthropic.claude-sonnet-5-5'],
    ['us-gov-west-1', 'us-gov.anthropic.claude-sonnet-5-5'],
  ])('Bedrock in %s invokes %s, and the fallback in the same form', async (region, profile) => {
    const overload = httpError(529, 'overloaded_error', 'Overloaded', { 'retry-after': '0' });
    fake = await startFakeAnthropic([overload, overload, overload, reply(text('ok'))], {
      wire: bedrockWire({ region }),
    });
    const run = await runCli(
      ['--cwd', workspace(), '--fallback-model', 'claude-opus-4-5-20251101', 'Hi'],
      bedrockEnv(fake.url, region),
    );
    expect(run.result, run.stderr).toMatchObject({ subtype: 'success', result: 'ok' });
    const paths = fake.requests.map((request) => decodeURIComponent(request.path));
    expect(paths[0]).toBe(`/model/${profile}/invoke-with-response-stream`);
    const fallback = `${profile.split('.')[0]}.anthropic.claude-opus-4-5-20251101-v1:0`;
    expect(paths.at(-1)).toBe(`/model/${fallback}/invoke-with-response-stream`);
  });

  it('Bedrock keeps a GovCloud inference profile given as --model', async () => {
    fake = await startFakeAnthropic([reply(text('ok'))], {
      wire: bedrockWire({ region: 'us-gov-west-1' }),
    });
    const profile = 'us-gov.anthropic.claude-sonnet-4-5-20250929-v1:0';
    const run = await runCli(
      ['--cwd', workspace(), '--model', profile, 'Hi'],
      bedrockEnv(fake.url, 'us-gov-west-1'),
    );
    expect(run.result, run.stderr).toMatchObject({ subtype: 'success', result: 'ok' });
    expect(decodeURIComponent(fake.requests[0]!.path)).toBe(
      `/model/${profile}/invoke-with-response-stream`,
    );
  });

  it('Vertex AI is asked for the model by its version name', async () => {
    fake = await startFakeAnthropic([reply(text('ok'))], {
      wire: vertexWire({ project: 'fake-project', region: 'us-east5', requireAuth: false }),
    });
    const run = await runCli(['--cwd', workspace(), 'Hi'], vertexEnv(fake.url));
    expect(run.result, run.stderr).toMatchObject({ subtype: 'success', result: 'ok' });
    expect(fake.requests[0]!.path).toBe(
      '/v1/projects/fake-project/locations/us-east5/publishers/anthropic/models/claude-sonnet-5-5:streamRawPredict',
    );
  });

  it.each([
    [
      'Bedrock',
      'claude-sonnet-4-5@20250929',
      /Amazon Bedrock cannot take the --model "claude-sonnet-4-5@20250929".*us\.anthropic\.claude-sonnet-5-5/,
    ],
    [
      'Vertex',
      'us.anthropic.claude-sonnet-5-5',
      /Google Vertex AI cannot take the --model "us\.anthropic\.claude-sonnet-5-5".*claude-sonnet-4-5@20250929/,
    ],
  ])(
    '%s refuses a model name only another provider takes, before any request',
    async (name, model, message) => {
      fake = await startFakeAnthropic([reply(text('never'))], {
        wire:
          name === 'Bedrock'
            ? bedrockWire({ region: 'us-east-1' })
            : vertexWire({ project: 'fake-project', region: 'us-east5', requireAuth: false }),
      });
      const env = name === 'Bedrock' ? bedrockEnv(fake.url, 'us-east-1') : vertexEnv(fake.url);
      const run = await runCli(['--cwd', workspace(), '--model', model, 'Hi'], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(fake.requests).toHaveLength(0);
    },
  );
});
