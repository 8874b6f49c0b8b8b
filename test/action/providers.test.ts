/**
 * The bundled action on Bedrock and Vertex AI (inputs use_bedrock / use_vertex, the cloud
 * settings in the step's environment as the credential actions leave them), the bearer
 * token input, append_system_prompt, and the step summary of a whole run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { httpError, reply, text, toolUse } from '../fakes/anthropic-server.js';
import { bedrockWire, vertexWire } from '../fakes/provider-wire.js';
import {
  TEST_ANTHROPIC_API_KEY,
  cleanupActionRuns,
  issueCommentEvent,
  runAction,
} from './harness.js';

afterAll(cleanupActionRuns);

const AWS = {
  accessKeyId: 'AKIAACTIONFAKE123456',
  secretAccessKey: 'action/fake/secret/key/0123456789abcdefgh',
  sessionToken: 'ActionFakeSessionToken0123456789',
};

const fixTypo = () => [
  reply(toolUse('Read', { file_path: 'README.md' })),
  reply(toolUse('Bash', { command: 'env | sort; echo listed' })),
  reply(
    toolUse('Edit', {
      file_path: 'README.md',
      old_string: 'teh project',
      new_string: 'the project',
    }),
  ),
  reply(text('Fixed the typo.')),
];

describe('the action on Bedrock (use_bedrock, SigV4 from the credentials step)', () => {
  it('fixes an issue; the key is never sent, tools never see AWS; the summary shows the run', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
      repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
      model: fixTypo(),
      inputs: {
        use_bedrock: 'true',
        model: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
        append_system_prompt: 'Always answer in British English.',
      },
      provider: {
        wire: bedrockWire({ region: 'eu-west-1', credentials: AWS }),
        env: (url) => ({
          AWS_REGION: 'eu-west-1',
          AWS_DEFAULT_REGION: 'eu-west-1',
          ANTHROPIC_BEDROCK_BASE_URL: url,
          AWS_ACCESS_KEY_ID: AWS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
          AWS_SESSION_TOKEN: AWS.sessionToken,
          AWS_CONFIG_FILE: '/nonexistent/aws-config',
          AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/aws-credentials',
        }),
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    const requests = run.anthropic.requests;
    expect(requests).toHaveLength(4);
    expect(requests.every((request) => request.rejected === undefined)).toBe(true);
    expect(requests[0]!.path).toContain('/invoke-with-response-stream');
    // append_system_prompt ends the system prompt.
    const system = requests[0]!.body.system as { text: string }[];
    expect(system.at(-1)!.text).toContain('Always answer in British English.');
    // No Anthropic key on the wire; no AWS variable reached the Bash tool.
    const sent = requests.map((request) => JSON.stringify(request.headers) + request.rawBody);
    expect(sent.join('\n')).not.toContain(TEST_ANTHROPIC_API_KEY);
    const bashResult = JSON.stringify(requests[2]!.body.messages.at(-1));
    expect(bashResult).toContain('listed');
    expect(bashResult).not.toMatch(/AWS_|BEDROCK|AKIA/);
    // The credentials are masked in the transcript and the log.
    // (The runner is told the values to mask with ::add-mask:: lines; nothing else has them.)
    const log = (run.stdout + run.stderr)
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(run.stdout).toContain(`::add-mask::${AWS.secretAccessKey}`);
    const everything = log + JSON.stringify(run.transcript) + run.summary;
    expect(everything).not.toContain(AWS.secretAccessKey);
    expect(everything).not.toContain(AWS.sessionToken);

    // The step summary: the run at a glance.
    expect(run.summary).toContain('| Conclusion | success');
    expect(run.summary).toContain('| Model provider | Amazon Bedrock (eu-west-1)');
    expect(run.summary).toContain('#### Cost by model');
    expect(run.summary).toContain('`us.anthropic.claude-sonnet-4-5-20250929-v1:0`');
    expect(run.summary).toContain('#### Tool calls (3)');
    expect(run.summary).toMatch(/\| 1 \| Read \| `README\.md` \| ✅ ok \|/);
    expect(run.summary).toMatch(/\| 2 \| Bash \| `env \\\| sort; echo listed` \| ✅ ok \|/);
    expect(run.summary).toMatch(/\| 3 \| Edit \| `README\.md` \| ✅ ok \|/);
    expect(run.summary).toContain('#### Files changed (1)\n\n- `README.md`');
    expect(run.summary).toMatch(/- Pull request: \[#\d+\]/);
    expect(run.summary).toContain('Fixed the typo.');
    await run.cleanup();
  });
});

describe('the action on Vertex AI (CLAUDE_CODE_USE_VERTEX in the environment, a gateway signs)', () => {
  it('answers through streamRawPredict with the project and region of the environment', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
      repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
      model: fixTypo(),
      inputs: { anthropic_api_key: '', model: 'claude-sonnet-4-5@20250929' },
      provider: {
        wire: vertexWire({ project: 'gh-project', region: 'europe-west1', requireAuth: false }),
        env: (url) => ({
          CLAUDE_CODE_USE_VERTEX: '1',
          CLOUD_ML_REGION: 'europe-west1',
          ANTHROPIC_VERTEX_PROJECT_ID: 'gh-project',
          ANTHROPIC_VERTEX_BASE_URL: `${url}/v1`,
          CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
        }),
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.anthropic.requests[0]!.path).toBe(
      '/v1/projects/gh-project/locations/europe-west1/publishers/anthropic/models/claude-sonnet-4-5@20250929:streamRawPredict',
    );
    expect(run.summary).toContain('| Model provider | Google Vertex AI (europe-west1)');
    await run.cleanup();
  });
});

describe('the action: provider inputs', () => {
  it('anthropic_auth_token alone is enough, and is sent as a bearer token instead of a key', async () => {
    const token = 'gateway-bearer-token-0123456789';
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent say hi', login: 'octocat', issueNumber: 7 }),
      model: [reply(text('Hi.'))],
      inputs: { anthropic_api_key: '', anthropic_auth_token: token },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(run.anthropic.requests[0]!.headers['x-api-key']).toBeUndefined();
    await run.cleanup();
  });

  it.each([
    [{ anthropic_api_key: '' }, {}, /No credentials for the model: set input anthropic_api_key/],
    [{ use_bedrock: 'true' }, {}, /Bedrock is chosen .* but AWS_REGION is not set/],
    [
      { use_bedrock: 'true', use_vertex: 'true' },
      {},
      /Inputs use_bedrock and use_vertex are both true/,
    ],
  ])('%j fails the step with a clear error before any model call', async (inputs, env, message) => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent say hi', login: 'octocat', issueNumber: 7 }),
      model: [reply(text('never'))],
      inputs,
      env,
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout + run.stderr).toMatch(message);
    expect(run.anthropic.requests).toHaveLength(0);
    await run.cleanup();
  });
});

describe("the action on a cloud without input model: the provider's own ids", () => {
  const bedrockEnv = (url: string) => ({
    AWS_REGION: 'us-east-1',
    ANTHROPIC_BEDROCK_BASE_URL: url,
    CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
  });

  it('Bedrock invokes the default model and fallback_model as inference profiles of its region', async () => {
    const overload = httpError(529, 'overloaded_error', 'Overloaded', { 'retry-after': '0' });
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent say hi', login: 'octocat', issueNumber: 7 }),
      model: [overload, overload, overload, reply(text('Hi.'))],
      inputs: { use_bedrock: 'true', fallback_model: 'claude-haiku-4-5-20251001' },
      provider: { wire: bedrockWire({ region: 'us-east-1' }), env: bedrockEnv },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const paths = run.anthropic.requests.map((request) => decodeURIComponent(request.path));
    expect(paths[0]).toBe('/model/us.anthropic.claude-sonnet-5-5/invoke-with-response-stream');
    expect(paths.at(-1)).toBe(
      '/model/us.anthropic.claude-haiku-4-5-20251001-v1:0/invoke-with-response-stream',
    );
    expect(run.summary).toContain('`us.anthropic.claude-haiku-4-5-20251001-v1:0`');
    await run.cleanup();
  });

  it("a model name Bedrock cannot take fails the step before any request, showing Bedrock's form", async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent say hi', login: 'octocat', issueNumber: 7 }),
      model: [reply(text('never'))],
      inputs: { use_bedrock: 'true', model: 'claude-sonnet-4-5@20250929' },
      provider: { wire: bedrockWire({ region: 'us-east-1' }), env: bedrockEnv },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Amazon Bedrock cannot take the input model "claude-sonnet-4-5@20250929".*us\.anthropic\.claude-sonnet-5-5/,
    );
    expect(run.anthropic.requests).toHaveLength(0);
    await run.cleanup();
  });
});
