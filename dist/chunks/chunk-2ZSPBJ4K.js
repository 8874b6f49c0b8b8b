import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/mcp/start.ts
async function startMcpServers(servers, options) {
  const { connectMcpServers } = await import("./connect-ZLUHYYPM.js");
  return connectMcpServers(servers, options);
}

// src/engine/mcp/types.ts
var DEFAULT_MCP_TOOL_TIMEOUT_MS = 3e5;
var DEFAULT_MCP_STARTUP_TIMEOUT_MS = 3e4;

export {
  startMcpServers,
  DEFAULT_MCP_TOOL_TIMEOUT_MS,
  DEFAULT_MCP_STARTUP_TIMEOUT_MS
};
