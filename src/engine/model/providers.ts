/**
 * Where the model runs: the Anthropic API (or a gateway in front of it), Amazon Bedrock or
 * Google Vertex AI, each through its official SDK. The choice is made once, from a plain
 * settings object that the CLI and the action fill from the environment and the inputs
 * (the names follow Claude Code's: `CLAUDE_CODE_USE_BEDROCK`, `CLOUD_ML_REGION`, ...).
 *
 * A cloud provider never sees the Anthropic API key or auth token: its client is built
 * without them and signs with its own cloud's credentials (the standard AWS chain; Google
 * application default credentials), unless a gateway signs instead (skip auth).
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
// The clients themselves are built in provider-client.ts: choosing a provider loads no SDK.

export type ProviderName = 'anthropic' | 'bedrock' | 'vertex';

export interface AnthropicProviderConfig {
  provider: 'anthropic';
  /** Sent by the SDK (1.15) as `Authorization: Bearer …`, like a token: not `x-api-key`. */
  apiKey?: string;
  /** Sent as `Authorization: Bearer …` instead of the API key (a gateway's token). */
  authToken?: string;
  baseURL?: string;
}

export interface BedrockProviderConfig {
  provider: 'bedrock';
  region: string;
  baseURL?: string;
  /** A gateway signs the requests: send them unsigned. */
  skipAuth: boolean;
  /** A Bedrock API key (`AWS_BEARER_TOKEN_BEDROCK`), sent as a bearer token instead of SigV4. */
  bearerToken?: string;
}

export interface VertexProviderConfig {
  provider: 'vertex';
  region: string;
  /** Default: the project of the Google credentials. */
  projectId?: string;
  baseURL?: string;
  /** A gateway adds the Google credentials: send no Authorization header. */
  skipAuth: boolean;
}

export type ProviderConfig = AnthropicProviderConfig | BedrockProviderConfig | VertexProviderConfig;

/**
 * The raw settings, as text, before validation: each field names the environment variable
 * (or action input) it usually comes from. Empty strings count as unset.
 */
export interface ProviderSettings {
  /** `CLAUDE_CODE_USE_BEDROCK` / input `use_bedrock`. */
  useBedrock?: string | undefined;
  /** `CLAUDE_CODE_USE_VERTEX` / input `use_vertex`. */
  useVertex?: string | undefined;
  /** `ANTHROPIC_API_KEY` / input `anthropic_api_key`. */
  anthropicApiKey?: string | undefined;
  /** `ANTHROPIC_AUTH_TOKEN` / input `anthropic_auth_token`. */
  anthropicAuthToken?: string | undefined;
  /** `ANTHROPIC_BASE_URL` / input `anthropic_base_url`. */
  anthropicBaseUrl?: string | undefined;
  /** `AWS_REGION`, else `AWS_DEFAULT_REGION`. */
  awsRegion?: string | undefined;
  /** `ANTHROPIC_BEDROCK_BASE_URL`. */
  bedrockBaseUrl?: string | undefined;
  /** `CLAUDE_CODE_SKIP_BEDROCK_AUTH`. */
  skipBedrockAuth?: string | undefined;
  /** `AWS_BEARER_TOKEN_BEDROCK`. */
  bedrockBearerToken?: string | undefined;
  /** `ANTHROPIC_VERTEX_PROJECT_ID`. */
  vertexProjectId?: string | undefined;
  /** `CLOUD_ML_REGION`. */
  vertexRegion?: string | undefined;
  /** `ANTHROPIC_VERTEX_BASE_URL`. */
  vertexBaseUrl?: string | undefined;
  /** `CLAUDE_CODE_SKIP_VERTEX_AUTH`. */
  skipVertexAuth?: string | undefined;
}

/** A setting that cannot work, said in the words of the variable or input to fix. */
export class ProviderConfigError extends AgentLoopError<'provider_config' | 'missing_credentials'> {
  override readonly name = 'ProviderConfigError';
  get kind(): 'provider_config' | 'missing_credentials' {
    return 'provider_config';
  }
}

/**
 * No key and no token for the Anthropic API (and no cloud chosen): the one setting a run
 * GitHub starts without secrets (a fork's pull request) lacks through no fault of its own.
 */
export class MissingCredentialsError extends ProviderConfigError {
  override get kind() {
    return 'missing_credentials' as const;
  }
}

/** The settings from an environment (`process.env` of the CLI or of the action's step). */
export function providerSettingsFromEnvironment(env: NodeJS.ProcessEnv): ProviderSettings {
  return {
    useBedrock: env.CLAUDE_CODE_USE_BEDROCK,
    useVertex: env.CLAUDE_CODE_USE_VERTEX,
    anthropicApiKey: env.ANTHROPIC_API_KEY,
    anthropicAuthToken: env.ANTHROPIC_AUTH_TOKEN,
    anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
    awsRegion: env.AWS_REGION || env.AWS_DEFAULT_REGION,
    bedrockBaseUrl: env.ANTHROPIC_BEDROCK_BASE_URL,
    skipBedrockAuth: env.CLAUDE_CODE_SKIP_BEDROCK_AUTH,
    bedrockBearerToken: env.AWS_BEARER_TOKEN_BEDROCK,
    vertexProjectId: env.ANTHROPIC_VERTEX_PROJECT_ID,
    vertexRegion: env.CLOUD_ML_REGION,
    vertexBaseUrl: env.ANTHROPIC_VERTEX_BASE_URL,
    skipVertexAuth: env.CLAUDE_CODE_SKIP_VERTEX_AUTH,
  };
}

/**
 * Chooses the provider and checks that it has what it needs. `names` says how to call each
 * setting in an error (environment variable names by default; the action passes its inputs).
 */
export function selectProvider(
  settings: ProviderSettings,
  names: Partial<Record<keyof ProviderSettings, string>> = {},
): ProviderConfig {
  const nameOf = (key: keyof ProviderSettings): string => names[key] ?? ENV_NAMES[key];
  const flag = (key: keyof ProviderSettings): boolean => parseFlag(settings[key], nameOf(key));
  const value = (key: keyof ProviderSettings): string | undefined => {
    const raw = settings[key]?.trim();
    return raw ? raw : undefined;
  };
  const url = (key: keyof ProviderSettings): string | undefined => {
    const raw = value(key);
    if (raw === undefined) return raw;
    if (!URL.canParse(raw)) throw new ProviderConfigError(`Not a URL in ${nameOf(key)}: "${raw}"`);
    // The SDKs speak HTTP only: `ftp://…` or `localhost:8080` (read as scheme `localhost:`)
    // would fail on every request, after retries.
    const scheme = new URL(raw).protocol;
    if (scheme !== 'http:' && scheme !== 'https:') {
      throw new ProviderConfigError(
        `${nameOf(key)} must be an http:// or https:// URL, not "${raw}" (scheme ${scheme})`,
      );
    }
    return raw;
  };
  const bedrock = flag('useBedrock');
  const vertex = flag('useVertex');
  if (bedrock && vertex) {
    throw new ProviderConfigError(
      `Both ${nameOf('useBedrock')} and ${nameOf('useVertex')} are set: choose one provider`,
    );
  }
  if (bedrock) return bedrockConfig(value, url, flag, nameOf);
  if (vertex) return vertexConfig(value, url, flag, nameOf);
  const apiKey = value('anthropicApiKey');
  const authToken = value('anthropicAuthToken');
  if (!apiKey && !authToken) {
    throw new MissingCredentialsError(
      `No credentials for the model: set ${nameOf('anthropicApiKey')} (or ${nameOf('anthropicAuthToken')} for a gateway's bearer token), or choose a cloud provider with ${nameOf('useBedrock')} or ${nameOf('useVertex')}`,
    );
  }
  const baseURL = url('anthropicBaseUrl');
  return {
    provider: 'anthropic',
    // A bearer token replaces the key: the gateway that issued it must not get both.
    ...(authToken ? { authToken } : { apiKey: apiKey! }),
    ...(baseURL ? { baseURL } : {}),
  };
}

type Read = (key: keyof ProviderSettings) => string | undefined;
type Flag = (key: keyof ProviderSettings) => boolean;
type NameOf = (key: keyof ProviderSettings) => string;

function bedrockConfig(value: Read, url: Read, flag: Flag, nameOf: NameOf): BedrockProviderConfig {
  const region = value('awsRegion');
  if (!region) {
    throw new ProviderConfigError(
      `Bedrock is chosen (${nameOf('useBedrock')}) but ${nameOf('awsRegion')} is not set (the AWS region of the Bedrock endpoint, e.g. us-east-1)`,
    );
  }
  const baseURL = url('bedrockBaseUrl');
  const bearerToken = value('bedrockBearerToken');
  return {
    provider: 'bedrock',
    region,
    skipAuth: flag('skipBedrockAuth'),
    ...(baseURL ? { baseURL } : {}),
    ...(bearerToken ? { bearerToken } : {}),
  };
}

function vertexConfig(value: Read, url: Read, flag: Flag, nameOf: NameOf): VertexProviderConfig {
  const region = value('vertexRegion');
  if (!region) {
    throw new ProviderConfigError(
      `Vertex AI is chosen (${nameOf('useVertex')}) but ${nameOf('vertexRegion')} is not set (the Vertex AI region, e.g. us-east5, or global)`,
    );
  }
  const skipAuth = flag('skipVertexAuth');
  const projectId = value('vertexProjectId');
  if (skipAuth && !projectId) {
    throw new ProviderConfigError(
      `With ${nameOf('skipVertexAuth')} there are no Google credentials to take the project from: set ${nameOf('vertexProjectId')}`,
    );
  }
  const baseURL = url('vertexBaseUrl');
  return {
    provider: 'vertex',
    region,
    skipAuth,
    ...(projectId ? { projectId } : {}),
    ...(baseURL ? { baseURL } : {}),
  };
}

const ENV_NAMES: Record<keyof ProviderSettings, string> = {
  useBedrock: 'CLAUDE_CODE_USE_BEDROCK',
  useVertex: 'CLAUDE_CODE_USE_VERTEX',
  anthropicApiKey: 'ANTHROPIC_API_KEY',
  anthropicAuthToken: 'ANTHROPIC_AUTH_TOKEN',
  anthropicBaseUrl: 'ANTHROPIC_BASE_URL',
  awsRegion: 'AWS_REGION',
  bedrockBaseUrl: 'ANTHROPIC_BEDROCK_BASE_URL',
  skipBedrockAuth: 'CLAUDE_CODE_SKIP_BEDROCK_AUTH',
  bedrockBearerToken: 'AWS_BEARER_TOKEN_BEDROCK',
  vertexProjectId: 'ANTHROPIC_VERTEX_PROJECT_ID',
  vertexRegion: 'CLOUD_ML_REGION',
  vertexBaseUrl: 'ANTHROPIC_VERTEX_BASE_URL',
  skipVertexAuth: 'CLAUDE_CODE_SKIP_VERTEX_AUTH',
};

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['', '0', 'false', 'no', 'off'];

/** Claude Code's truthy words; anything else is a mistake worth saying, not a silent false. */
function parseFlag(raw: string | undefined, name: string): boolean {
  const word = (raw ?? '').trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new ProviderConfigError(`Not a yes or no in ${name} (1/true or 0/false): "${raw}"`);
}

/** The secret values a config holds (to mask in output; the cloud chains' own are in env). */
export function providerSecrets(config: ProviderConfig): string[] {
  if (config.provider === 'anthropic') {
    return [config.apiKey, config.authToken].filter((value): value is string => !!value);
  }
  if (config.provider === 'bedrock') return config.bearerToken ? [config.bearerToken] : [];
  return [];
}

/** A short name for logs and the report: the gateway by its host only (a URL may hold a password). */
export function describeProvider(config: ProviderConfig): string {
  const via = config.baseURL ? ` via ${new URL(config.baseURL).host}` : '';
  switch (config.provider) {
    case 'anthropic':
      return `Anthropic API${via}`;
    case 'bedrock':
      return `Amazon Bedrock (${config.region})${via}`;
    case 'vertex':
      return `Google Vertex AI (${config.region})${via}`;
  }
}
