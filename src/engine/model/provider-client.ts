/**
 * The provider's client (providers.ts chose the provider): the official SDK's, built with
 * no retries of its own and no logging. Apart from the settings so that what only chooses
 * a provider (the action's start, before its gate) loads no SDK.
 */
import { BaseAnthropic } from '@anthropic-ai/sdk/client';
import { Messages } from '@anthropic-ai/sdk/resources/messages/messages';
// Types only: the SDK itself is imported when Vertex is chosen.
import type { AnthropicVertex } from '@anthropic-ai/vertex-sdk';
import type { GoogleAuth } from 'google-auth-library';
import type { ProviderConfig } from './providers.js';

/** What the loop's model adapter needs of a client: the streaming Messages call. */
export interface MessagesClient {
  messages: Pick<Messages, 'create'>;
}

/**
 * The Anthropic API client with the one resource the loop calls, built the way the SDK's own
 * Bedrock and Vertex clients are: its base client and its Messages resource. The full
 * `Anthropic` class also builds Models, Files, Skills, Organization and Beta, whose code
 * (about 800 kB) every run would parse before its first request and never use.
 */
class MessagesApiClient extends BaseAnthropic {
  messages = new Messages(this);
}

/** Options every client gets, whatever the provider. */
export interface ClientOptions {
  /** How long to wait for the response to begin. */
  timeoutMs: number;
  defaultHeaders?: Record<string, string>;
}

/**
 * Builds the provider's client. The cloud SDKs (and the AWS and Google libraries under
 * them) are loaded only when chosen: most runs use the Anthropic API and never pay for them.
 */
export async function createProviderClient(
  config: ProviderConfig,
  options: ClientOptions,
): Promise<MessagesClient> {
  // The loop's retry layer decides about retries (and reports them); stdout carries
  // stream-json, so the SDK must not log there.
  const common = {
    maxRetries: 0,
    timeout: options.timeoutMs,
    logLevel: 'off' as const,
    ...(options.defaultHeaders ? { defaultHeaders: options.defaultHeaders } : {}),
  };
  switch (config.provider) {
    case 'anthropic': {
      return new MessagesApiClient({
        ...common,
        // null, not undefined: undefined would make the SDK read the environment.
        apiKey: config.authToken ? null : (config.apiKey ?? null),
        authToken: config.authToken ?? null,
        ...(config.baseURL ? { baseURL: config.baseURL } : {}),
      });
    }
    case 'bedrock': {
      const { AnthropicBedrock } = await import('@anthropic-ai/bedrock-sdk');
      return new AnthropicBedrock({
        ...common,
        awsRegion: config.region,
        // null keeps the SDK from reading AWS_BEARER_TOKEN_BEDROCK itself: we already did.
        apiKey: config.bearerToken ?? null,
        skipAuth: config.skipAuth,
        ...(config.baseURL ? { baseURL: config.baseURL } : {}),
      });
    }
    case 'vertex': {
      const { AnthropicVertex } = await import('@anthropic-ai/vertex-sdk');
      return new AnthropicVertex({
        ...common,
        region: config.region,
        projectId: config.projectId ?? null,
        ...(config.baseURL ? { baseURL: config.baseURL } : {}),
        ...(config.skipAuth
          ? { authClient: unauthenticatedGoogleClient() }
          : { googleAuth: await googleAuthFor(config.projectId) }),
      });
    }
  }
}

/**
 * Google's application default credentials (GOOGLE_APPLICATION_CREDENTIALS, as the auth
 * action writes it, or the metadata server). With the project known it is given here:
 * otherwise the library asks Cloud Resource Manager for it before the first token, which
 * needs a permission (and a network path) the run has no other use for.
 */
async function googleAuthFor(projectId: string | undefined): Promise<GoogleAuth> {
  const { GoogleAuth: Auth } = await import('google-auth-library');
  return new Auth({
    scopes: 'https://www.googleapis.com/auth/cloud-platform',
    ...(projectId ? { projectId } : {}),
  });
}

/**
 * A Google auth client that adds nothing: with CLAUDE_CODE_SKIP_VERTEX_AUTH the gateway in
 * front of Vertex adds the credentials, and Google's default chain must not even be asked
 * (it would fail on a machine without Google credentials).
 */
function unauthenticatedGoogleClient(): GoogleAuthClient {
  const client = { projectId: undefined, getRequestHeaders: async () => new Headers() };
  return client as unknown as GoogleAuthClient;
}

type GoogleAuthClient = NonNullable<
  NonNullable<ConstructorParameters<typeof AnthropicVertex>[0]>['authClient']
>;
