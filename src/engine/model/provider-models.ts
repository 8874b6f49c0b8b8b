/**
 * A model name in the form the run's provider takes, as Claude Code maps its own model names.
 * Confirmed against the published pages (December 2026):
 * - Amazon Bedrock takes a model id `anthropic.<model>`: an undated model as it is
 *   (`anthropic.claude-sonnet-5-5`, "Availability" in
 *   https://platform.claude.com/docs/en/models/sonnet-5-5/whats-new-sonnet-5-5; the SDK's own
 *   example invokes `global.anthropic.claude-sonnet-5-5`), Opus 4.6 with `-v1`, a dated model
 *   with `-v1:0` (`anthropic.claude-sonnet-4-5-20250929-v1:0`; the model table of
 *   https://platform.claude.com/docs/en/build-with-claude/claude-on-amazon-bedrock-legacy).
 *   On demand it is invoked through a cross-region inference profile whose prefix Claude Code
 *   takes from the region: `us-gov.` in GovCloud, `us.` for `us-*`, `eu.` for `eu-*`, `apac.`
 *   for `ap-*`, `global.` for every other region (`ca-*` included; the table in
 *   https://code.claude.com/docs/en/amazon-bedrock#cross-region-inference-profile-prefixes).
 *   An Anthropic API name (`claude-sonnet-5-5`) becomes that profile
 *   (`us.anthropic.claude-sonnet-5-5` in us-east-1); a profile or an ARN is kept.
 * - Google Vertex AI takes the model's version name: an undated name as it is
 *   (`claude-sonnet-5-5`, the same "Availability" list), a dated one with `@` before its date
 *   (`claude-sonnet-4-5@20250929`; https://platform.claude.com/docs/en/build-with-claude/claude-on-vertex-ai).
 * A name already in the provider's form is kept; one that only another provider takes (a
 * Vertex version name on Bedrock, a Bedrock id on Vertex) or that names no Claude model is
 * refused with the form the provider wants, before any request.
 */
import { ProviderConfigError, type ProviderConfig } from './providers.js';

/** An Anthropic API model name: `claude-…`, with an optional date (`-20250929`). */
const API_NAME = /^(claude-[a-z0-9-]*?[a-z0-9])(?:-(\d{8}))?$/;
/** A Bedrock model id or cross-region inference profile: `[geo.]anthropic.claude-…` (`us-gov.` too). */
const BEDROCK_ID = /^(?:[a-z]{2,8}(?:-[a-z]{2,8})?\.)?anthropic\.claude-[a-z0-9.:-]+$/;
/** A Bedrock ARN (foundation model, inference profile, application inference profile). */
const BEDROCK_ARN = /^arn:aws[a-z-]*:bedrock:/;
/** A Vertex version name: `claude-…` with an optional `@date`. */
const VERTEX_NAME = /^claude-[a-z0-9-]*[a-z0-9](?:@\d{8})?$/;

/** Bedrock's version of an undated model where it has one (`anthropic.claude-opus-4-6-v1`). */
const BEDROCK_VERSIONS: Readonly<Record<string, string>> = { 'claude-opus-4-6': '-v1' };

/** The prefix of a Bedrock region's cross-region inference profiles, as Claude Code picks it. */
function bedrockGeography(region: string): string {
  if (region.startsWith('us-gov-')) return 'us-gov';
  if (region.startsWith('us-')) return 'us';
  if (region.startsWith('eu-')) return 'eu';
  if (region.startsWith('ap-')) return 'apac';
  return 'global';
}

/** `model` in the provider's form, or a ProviderConfigError that shows that form. */
export function providerModelId(provider: ProviderConfig, model: string, what = 'model'): string {
  const name = model.trim();
  if (provider.provider === 'bedrock') return bedrockModelId(provider.region, name, what);
  if (provider.provider === 'vertex') return vertexModelId(name, what);
  return name;
}

function bedrockModelId(region: string, name: string, what: string): string {
  if (BEDROCK_ID.test(name) || BEDROCK_ARN.test(name)) return name;
  const api = API_NAME.exec(name);
  if (api) {
    const [, stem, date] = api;
    const version = date ? `-${date}-v1:0` : (BEDROCK_VERSIONS[stem!] ?? '');
    return `${bedrockGeography(region)}.anthropic.${stem}${version}`;
  }
  throw new ProviderConfigError(
    `Amazon Bedrock cannot take the ${what} "${name}": name a Claude model (claude-sonnet-5-5), its Bedrock id or inference profile (${bedrockGeography(region)}.anthropic.claude-sonnet-5-5, anthropic.claude-sonnet-4-5-20250929-v1:0), or an inference profile's ARN (arn:aws:bedrock:…)`,
  );
}

function vertexModelId(name: string, what: string): string {
  const api = API_NAME.exec(name);
  if (api) return api[2] ? `${api[1]}@${api[2]}` : api[1]!;
  if (VERTEX_NAME.test(name)) return name;
  throw new ProviderConfigError(
    `Google Vertex AI cannot take the ${what} "${name}": name a Claude model by its Vertex version name (claude-sonnet-5-5, or claude-sonnet-4-5@20250929 for a dated model)`,
  );
}
