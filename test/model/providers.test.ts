/** Choosing the provider from settings; pricing provider-form model ids; credentials files. */
import { APIError } from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { actionProvider } from '../../src/github-side/action/provider.js';
import { toModelError } from '../../src/engine/model/map-error.js';
import { canonicalModelId } from '../../src/engine/model/models.js';
import { costOfUsage, modelInfo } from '../../src/engine/model/pricing.js';
import {
  ProviderConfigError,
  describeProvider,
  providerSecrets,
  providerSettingsFromEnvironment,
  selectProvider,
} from '../../src/engine/model/providers.js';
import { MOST_EXPENSIVE_PRICES } from '../../src/engine/model/models.js';
import {
  childEnvironment,
  secretValuesFromCredentialsJson,
} from '../../src/engine/safety/secrets.js';
import { secretValuesFromEnvironment } from '../../src/engine/safety/secrets.js';

const select = (env: NodeJS.ProcessEnv) => selectProvider(providerSettingsFromEnvironment(env));

describe('selectProvider', () => {
  it('defaults to the Anthropic API with the key, or a bearer token instead of it', () => {
    expect(select({ ANTHROPIC_API_KEY: 'sk-ant-1' })).toEqual({
      provider: 'anthropic',
      apiKey: 'sk-ant-1',
    });
    expect(
      select({
        ANTHROPIC_API_KEY: 'sk-ant-1',
        ANTHROPIC_AUTH_TOKEN: 'tok-1',
        ANTHROPIC_BASE_URL: 'https://gw.example/anthropic',
      }),
    ).toEqual({
      provider: 'anthropic',
      authToken: 'tok-1',
      baseURL: 'https://gw.example/anthropic',
    });
  });

  it('chooses Bedrock with its region, gateway and skip-auth, without the Anthropic key', () => {
    const config = select({
      CLAUDE_CODE_USE_BEDROCK: '1',
      AWS_DEFAULT_REGION: 'eu-central-1',
      ANTHROPIC_BEDROCK_BASE_URL: 'https://gw.example/bedrock',
      CLAUDE_CODE_SKIP_BEDROCK_AUTH: 'true',
      ANTHROPIC_API_KEY: 'sk-ant-never-sent',
    });
    expect(config).toEqual({
      provider: 'bedrock',
      region: 'eu-central-1',
      baseURL: 'https://gw.example/bedrock',
      skipAuth: true,
    });
    expect(providerSecrets(config)).toEqual([]);
  });

  it('describes a gateway by its host only', () => {
    expect(
      describeProvider({
        provider: 'anthropic',
        apiKey: 'k',
        baseURL: 'https://user:hunter2@gw.example:8443/anthropic',
      }),
    ).toBe('Anthropic API via gw.example:8443');
  });

  it('chooses Vertex with its region and project', () => {
    expect(
      select({
        CLAUDE_CODE_USE_VERTEX: 'TRUE',
        CLOUD_ML_REGION: 'global',
        ANTHROPIC_VERTEX_PROJECT_ID: 'p-1',
      }),
    ).toEqual({ provider: 'vertex', region: 'global', projectId: 'p-1', skipAuth: false });
  });

  it.each([
    [{ CLAUDE_CODE_USE_BEDROCK: '1' }, /AWS_REGION is not set/],
    [{ CLAUDE_CODE_USE_VERTEX: '1' }, /CLOUD_ML_REGION is not set/],
    [
      {
        CLAUDE_CODE_USE_VERTEX: '1',
        CLOUD_ML_REGION: 'us-east5',
        CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
      },
      /set ANTHROPIC_VERTEX_PROJECT_ID/,
    ],
    [{ CLAUDE_CODE_USE_VERTEX: 'sure' }, /CLAUDE_CODE_USE_VERTEX.*"sure"/],
    [
      { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: 'not a url' },
      /Not a URL in ANTHROPIC_BASE_URL/,
    ],
    [{}, /No credentials for the model: set ANTHROPIC_API_KEY/],
  ])('%j is refused with a clear error', (env, message) => {
    expect(() => select(env)).toThrow(ProviderConfigError);
    expect(() => select(env)).toThrow(message);
  });

  it('the action takes the key from its input and the cloud choice from input or env', () => {
    const inputs = {
      useBedrock: false,
      useVertex: false,
      anthropicApiKey: '',
      anthropicAuthToken: '',
      anthropicBaseUrl: '',
    };
    expect(() => actionProvider(inputs, { ANTHROPIC_API_KEY: 'from-env' })).toThrow(
      /set input anthropic_api_key \(or input anthropic_auth_token/,
    );
    expect(actionProvider({ ...inputs, useBedrock: true }, { AWS_REGION: 'us-west-2' })).toEqual({
      provider: 'bedrock',
      region: 'us-west-2',
      skipAuth: false,
    });
    expect(
      actionProvider(inputs, { CLAUDE_CODE_USE_VERTEX: '1', CLOUD_ML_REGION: 'us-east5' }),
    ).toMatchObject({ provider: 'vertex', region: 'us-east5' });
  });
});

describe('model ids in each provider form price from one table', () => {
  it.each([
    ['anthropic.claude-sonnet-4-5-20250929-v1:0', 'claude-sonnet-4-5-20250929'],
    ['us.anthropic.claude-opus-4-1-20250805-v1:0', 'claude-opus-4-1-20250805'],
    ['global.anthropic.claude-haiku-4-5-20251001-v1:0', 'claude-haiku-4-5-20251001'],
    ['apac.anthropic.claude-sonnet-4-20250514-v1:0', 'claude-sonnet-4-20250514'],
    ['anthropic.claude-3-5-haiku-20241022-v1:0:200k', 'claude-3-5-haiku-20241022'],
    ['arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-opus-4-6-v1', 'claude-opus-4-6'],
    [
      'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'claude-sonnet-4-5-20250929',
    ],
    ['claude-opus-4-1@20250805', 'claude-opus-4-1@20250805'],
  ])('%s → %s', (id, canonical) => {
    expect(canonicalModelId(id)).toBe(canonical);
    expect(modelInfo(id)).toEqual(modelInfo(canonical));
    expect(modelInfo(id).known).toBe(true);
  });

  it('the same usage costs the same on every provider; an unknown id the highest rates', () => {
    const usage = { input_tokens: 1_000_000, output_tokens: 100_000 };
    const api = costOfUsage('claude-sonnet-4-5-20250929', usage);
    expect(costOfUsage('us.anthropic.claude-sonnet-4-5-20250929-v1:0', usage)).toBe(api);
    expect(costOfUsage('claude-sonnet-4-5@20250929', usage)).toBe(api);
    const profile = 'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/xyz9';
    expect(modelInfo(profile).known).toBe(false);
    expect(costOfUsage(profile, usage)).toBe(
      MOST_EXPENSIVE_PRICES.input + MOST_EXPENSIVE_PRICES.output / 10,
    );
    // A vendor prefix on an unknown, newer model does not borrow an older one's price.
    expect(modelInfo('anthropic.claude-sonnet-5-7-v1:0').known).toBe(false);
  });
});

describe('cloud credentials stay secret', () => {
  const env = {
    AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE12',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    AWS_SESSION_TOKEN: 'IQoJb3JpZ2luX2VjEXAMPLETOKEN',
    AWS_BEARER_TOKEN_BEDROCK: 'bedrock-api-key-EXAMPLE',
    AWS_REGION: 'us-east-1',
    GOOGLE_APPLICATION_CREDENTIALS: '/home/runner/work/r/r/gha-creds-abc.json',
    CLOUDSDK_AUTH_ACCESS_TOKEN: 'ya29.EXAMPLEACCESSTOKEN',
    CLOUD_ML_REGION: 'us-east5',
    ANTHROPIC_VERTEX_PROJECT_ID: 'my-project',
    PATH: '/usr/bin',
  };

  it('masks every AWS and Google credential variable and passes none to tools', () => {
    const secrets = secretValuesFromEnvironment(env);
    for (const name of [
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'AWS_BEARER_TOKEN_BEDROCK',
      'CLOUDSDK_AUTH_ACCESS_TOKEN',
    ] as const) {
      expect(secrets).toContain(env[name]);
    }
    expect(childEnvironment(env)).toEqual({ PATH: '/usr/bin' });
  });

  it('masks the secrets inside a Google credentials file, not its harmless fields', () => {
    const serviceAccount = JSON.stringify({
      type: 'service_account',
      project_id: 'my-project',
      private_key_id: 'abcdef0123456789',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIEexample\n-----END PRIVATE KEY-----\n',
      client_email: 'agent@my-project.iam.gserviceaccount.com',
    });
    expect(secretValuesFromCredentialsJson(serviceAccount).sort()).toEqual(
      [
        'abcdef0123456789',
        '-----BEGIN PRIVATE KEY-----\nMIIEexample\n-----END PRIVATE KEY-----\n',
      ].sort(),
    );
    const workloadIdentity = JSON.stringify({
      type: 'external_account',
      audience:
        '//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/p/providers/gh',
      credential_source: {
        url: 'https://pipelines.actions.example/token?audience=x',
        headers: { Authorization: 'Bearer oidc-request-token-EXAMPLE' },
      },
    });
    expect(secretValuesFromCredentialsJson(workloadIdentity)).toEqual([
      'Bearer oidc-request-token-EXAMPLE',
      'oidc-request-token-EXAMPLE',
    ]);
    expect(secretValuesFromCredentialsJson('not json')).toEqual([]);
  });
});

describe("Bedrock's errors map to the same kinds", () => {
  const signal = new AbortController().signal;
  const bedrockError = (status: number, name: string, message: string) =>
    toModelError(
      APIError.generate(
        status,
        { message },
        undefined,
        new Headers({
          'x-amzn-errortype': `${name}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
        }),
      ),
      { phase: 'request', signal },
    );

  it.each([
    [429, 'ThrottlingException', 'Too many tokens, please wait before trying again.', 'rate_limit'],
    [
      503,
      'ServiceUnavailableException',
      'Bedrock is unable to process your request.',
      'overloaded',
    ],
    [400, 'ValidationException', 'Input is too long for requested model.', 'prompt_too_long'],
    [400, 'ValidationException', 'max_tokens: Field required', 'invalid_request'],
    [403, 'AccessDeniedException', 'You do not have access to the model.', 'authentication'],
    [424, 'ModelErrorException', 'The model failed to process the request.', 'server'],
    [408, 'ModelTimeoutException', 'The request took too long.', 'timeout'],
  ] as const)('%i %s → %s', (status, name, message, kind) => {
    const error = bedrockError(status, name, message);
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(message);
  });
});
