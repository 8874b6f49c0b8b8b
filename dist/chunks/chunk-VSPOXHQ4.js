import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/model/providers.ts
var ProviderConfigError = class extends Error {
  name = "ProviderConfigError";
};
function providerSettingsFromEnvironment(env) {
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
    skipVertexAuth: env.CLAUDE_CODE_SKIP_VERTEX_AUTH
  };
}
function selectProvider(settings, names = {}) {
  const nameOf = (key) => names[key] ?? ENV_NAMES[key];
  const flag = (key) => parseFlag(settings[key], nameOf(key));
  const value = (key) => {
    const raw = settings[key]?.trim();
    return raw ? raw : void 0;
  };
  const url = (key) => {
    const raw = value(key);
    if (raw === void 0) return raw;
    if (!URL.canParse(raw)) throw new ProviderConfigError(`Not a URL in ${nameOf(key)}: "${raw}"`);
    const scheme = new URL(raw).protocol;
    if (scheme !== "http:" && scheme !== "https:") {
      throw new ProviderConfigError(
        `${nameOf(key)} must be an http:// or https:// URL, not "${raw}" (scheme ${scheme})`
      );
    }
    return raw;
  };
  const bedrock = flag("useBedrock");
  const vertex = flag("useVertex");
  if (bedrock && vertex) {
    throw new ProviderConfigError(
      `Both ${nameOf("useBedrock")} and ${nameOf("useVertex")} are set: choose one provider`
    );
  }
  if (bedrock) return bedrockConfig(value, url, flag, nameOf);
  if (vertex) return vertexConfig(value, url, flag, nameOf);
  const apiKey = value("anthropicApiKey");
  const authToken = value("anthropicAuthToken");
  if (!apiKey && !authToken) {
    throw new ProviderConfigError(
      `No credentials for the model: set ${nameOf("anthropicApiKey")} (or ${nameOf("anthropicAuthToken")} for a gateway's bearer token), or choose a cloud provider with ${nameOf("useBedrock")} or ${nameOf("useVertex")}`
    );
  }
  const baseURL = url("anthropicBaseUrl");
  return {
    provider: "anthropic",
    // A bearer token replaces the key: the gateway that issued it must not get both.
    ...authToken ? { authToken } : { apiKey },
    ...baseURL ? { baseURL } : {}
  };
}
function bedrockConfig(value, url, flag, nameOf) {
  const region = value("awsRegion");
  if (!region) {
    throw new ProviderConfigError(
      `Bedrock is chosen (${nameOf("useBedrock")}) but ${nameOf("awsRegion")} is not set (the AWS region of the Bedrock endpoint, e.g. us-east-1)`
    );
  }
  const baseURL = url("bedrockBaseUrl");
  const bearerToken = value("bedrockBearerToken");
  return {
    provider: "bedrock",
    region,
    skipAuth: flag("skipBedrockAuth"),
    ...baseURL ? { baseURL } : {},
    ...bearerToken ? { bearerToken } : {}
  };
}
function vertexConfig(value, url, flag, nameOf) {
  const region = value("vertexRegion");
  if (!region) {
    throw new ProviderConfigError(
      `Vertex AI is chosen (${nameOf("useVertex")}) but ${nameOf("vertexRegion")} is not set (the Vertex AI region, e.g. us-east5, or global)`
    );
  }
  const skipAuth = flag("skipVertexAuth");
  const projectId = value("vertexProjectId");
  if (skipAuth && !projectId) {
    throw new ProviderConfigError(
      `With ${nameOf("skipVertexAuth")} there are no Google credentials to take the project from: set ${nameOf("vertexProjectId")}`
    );
  }
  const baseURL = url("vertexBaseUrl");
  return {
    provider: "vertex",
    region,
    skipAuth,
    ...projectId ? { projectId } : {},
    ...baseURL ? { baseURL } : {}
  };
}
var ENV_NAMES = {
  useBedrock: "CLAUDE_CODE_USE_BEDROCK",
  useVertex: "CLAUDE_CODE_USE_VERTEX",
  anthropicApiKey: "ANTHROPIC_API_KEY",
  anthropicAuthToken: "ANTHROPIC_AUTH_TOKEN",
  anthropicBaseUrl: "ANTHROPIC_BASE_URL",
  awsRegion: "AWS_REGION",
  bedrockBaseUrl: "ANTHROPIC_BEDROCK_BASE_URL",
  skipBedrockAuth: "CLAUDE_CODE_SKIP_BEDROCK_AUTH",
  bedrockBearerToken: "AWS_BEARER_TOKEN_BEDROCK",
  vertexProjectId: "ANTHROPIC_VERTEX_PROJECT_ID",
  vertexRegion: "CLOUD_ML_REGION",
  vertexBaseUrl: "ANTHROPIC_VERTEX_BASE_URL",
  skipVertexAuth: "CLAUDE_CODE_SKIP_VERTEX_AUTH"
};
var TRUE_WORDS = ["1", "true", "yes", "on"];
var FALSE_WORDS = ["", "0", "false", "no", "off"];
function parseFlag(raw, name) {
  const word = (raw ?? "").trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new ProviderConfigError(`Not a yes or no in ${name} (1/true or 0/false): "${raw}"`);
}
function providerSecrets(config) {
  if (config.provider === "anthropic") {
    return [config.apiKey, config.authToken].filter((value) => !!value);
  }
  if (config.provider === "bedrock") return config.bearerToken ? [config.bearerToken] : [];
  return [];
}
function describeProvider(config) {
  const via = config.baseURL ? ` via ${new URL(config.baseURL).host}` : "";
  switch (config.provider) {
    case "anthropic":
      return `Anthropic API${via}`;
    case "bedrock":
      return `Amazon Bedrock (${config.region})${via}`;
    case "vertex":
      return `Google Vertex AI (${config.region})${via}`;
  }
}

export {
  ProviderConfigError,
  providerSettingsFromEnvironment,
  selectProvider,
  providerSecrets,
  describeProvider
};
