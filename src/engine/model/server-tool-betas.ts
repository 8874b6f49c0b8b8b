/**
 * The beta header each server tool type needs, as the API documents it:
 * - web fetch (`web_fetch_20250910`) "is currently in beta. To enable it, use the
 *   beta header `web-fetch-2025-09-10`"
 *   (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/web-fetch-tool);
 *   without it the API refuses the tool type;
 * - web search (`web_search_20250305`) is generally available: its page shows no beta
 *   header and the SDK types it outside its beta namespace
 *   (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/web-search-tool).
 * A tool type missing here is a type error: each new one says whether it needs one.
 */
import type { ServerToolDefinition } from './types.js';

export const SERVER_TOOL_BETAS: Record<ServerToolDefinition['type'], string | undefined> = {
  web_search_20250305: undefined,
  web_fetch_20250910: 'web-fetch-2025-09-10',
};

/** The beta headers a request's server tools need, each once. */
export function serverToolBetas(tools: readonly ServerToolDefinition[] | undefined): string[] {
  const betas = (tools ?? []).flatMap((tool) => {
    const beta = SERVER_TOOL_BETAS[tool.type];
    return beta ? [beta] : [];
  });
  return [...new Set(betas)];
}
