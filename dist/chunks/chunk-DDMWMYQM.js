import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_TR5H66NE$DEFAULT_MCP_STARTUP_TIMEOUT_MS as DEFAULT_MCP_STARTUP_TIMEOUT_MS,
  chunk_TR5H66NE$DEFAULT_MCP_TOOL_TIMEOUT_MS as DEFAULT_MCP_TOOL_TIMEOUT_MS,
} from "./group-run.js";
import {
  chunk_XWX3ISJ3$parseLimit as parseLimit,
} from "./group-action-cli.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import {
  external_exports
} from "./chunk-O56UCDKK.js";

// src/engine/mcp/config.ts
var McpConfigError = class extends AgentLoopError {
  name = "McpConfigError";
  get kind() {
    return "mcp_config";
  }
};
var SERVER_NAME = /^[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*$/;
var VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var REFERENCE = /\$\{([^}]*)\}/g;
var stringMap = external_exports.record(external_exports.string(), external_exports.string());
var stdioSchema = external_exports.strictObject({
  type: external_exports.literal("stdio").optional(),
  command: external_exports.string().trim().min(1, "must not be empty"),
  args: external_exports.array(external_exports.string()).optional(),
  env: stringMap.optional()
});
var httpSchema = external_exports.strictObject({
  type: external_exports.literal("http"),
  url: external_exports.string().min(1, "must not be empty"),
  headers: stringMap.optional()
});
var fileSchema = external_exports.strictObject({ mcpServers: external_exports.record(external_exports.string(), external_exports.unknown()) });
function parseMcpConfig(text, env, source) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new McpConfigError(`${source}: not valid JSON: ${error.message}`);
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) {
    throw new McpConfigError(
      `${source}: expected {"mcpServers": {"<name>": {...}}}: ${describe(file.error)}`
    );
  }
  const secrets = [];
  const servers = Object.entries(file.data.mcpServers).map(
    ([name, value]) => parseServer(name, value, { env, source, secrets })
  );
  return { servers, secrets };
}
function parseServer(name, value, context) {
  const where = `${context.source}: server "${name}"`;
  if (!SERVER_NAME.test(name)) {
    throw new McpConfigError(
      `${where}: a server name is letters, digits, "-" and single "_" (it becomes part of mcp__${name}__<tool>)`
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new McpConfigError(`${where}: expected an object with "command" or "type": "http"`);
  }
  const type = value.type;
  if (type !== void 0 && type !== "stdio" && type !== "http") {
    throw new McpConfigError(
      `${where}: type: ${JSON.stringify(type)} is not supported (use "stdio" or "http")`
    );
  }
  const expand = (text, field) => expandReferences(text, `${where}: ${field}`, context);
  if (type === "http") {
    const parsed2 = httpSchema.safeParse(value);
    if (!parsed2.success) throw new McpConfigError(`${where}: ${describe(parsed2.error)}`);
    const url = expand(parsed2.data.url, "url");
    checkUrl(url, where);
    const headers = mapValues(
      parsed2.data.headers,
      (header, key) => expand(header, `headers.${key}`)
    );
    context.secrets.push(...Object.values(headers));
    return { name, type: "http", url, headers };
  }
  const parsed = stdioSchema.safeParse(value);
  if (!parsed.success) throw new McpConfigError(`${where}: ${describe(parsed.error)}`);
  return {
    name,
    type: "stdio",
    command: expand(parsed.data.command, "command"),
    args: (parsed.data.args ?? []).map((arg, index) => expand(arg, `args[${index}]`)),
    env: mapValues(parsed.data.env, (text, key) => {
      if (!VARIABLE_NAME.test(key)) {
        throw new McpConfigError(`${where}: env: "${key}" is not a variable name`);
      }
      return expand(text, `env.${key}`);
    })
  };
}
function expandReferences(text, where, context) {
  return text.replace(REFERENCE, (reference, inner) => {
    const split = inner.indexOf(":-");
    const variable = split < 0 ? inner : inner.slice(0, split);
    if (!VARIABLE_NAME.test(variable)) {
      throw new McpConfigError(`${where}: ${reference} is not a variable reference`);
    }
    const value = context.env[variable];
    if (value !== void 0 && value !== "") {
      context.secrets.push(value);
      return value;
    }
    if (split >= 0) return inner.slice(split + 2);
    throw new McpConfigError(`${where}: ${reference}: the variable ${variable} is not set`);
  });
}
function checkUrl(url, where) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new McpConfigError(`${where}: url: "${url}" is not a URL`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new McpConfigError(`${where}: url: only http and https URLs are supported`);
  }
}
function mapValues(map, convert) {
  return Object.fromEntries(
    Object.entries(map ?? {}).map(([key, value]) => [key, convert(value, key)])
  );
}
function describe(error) {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const field = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${keys}${field ? ` in ${field}` : ""}`;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

// src/engine/mcp/config-source.ts
import { readFileSync, realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
function loadMcpConfig(value, options) {
  const text = value.trim();
  if (text.startsWith("{")) return parseMcpConfig(text, options.env, options.source);
  const path = resolve(options.baseDirectory, text);
  if (options.untrustedWorkspace && isInsideReal(options.untrustedWorkspace, path)) {
    throw new McpConfigError(
      `${options.source}: "${text}" is inside the workspace, which holds a pull request's head (or a branch an earlier run wrote), not the base branch: a configuration from there would run its author's commands. Give the configuration inline, or a file outside the workspace.`
    );
  }
  let content;
  try {
    content = readFileSync(path, "utf8");
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "no such file" : error.message;
    throw new McpConfigError(`${options.source}: cannot read "${text}": ${why}`);
  }
  return parseMcpConfig(content, options.env, `${options.source} (${text})`);
}
function isInsideReal(folder, path) {
  const real = (target) => {
    try {
      return realpathSync(target);
    } catch {
      return resolve(target);
    }
  };
  const inside = (root, target) => {
    const rel = relative(root, target);
    return rel === "" || !rel.startsWith("..") && !isAbsolute(rel);
  };
  return inside(real(folder), real(path)) || inside(resolve(folder), resolve(path));
}

// src/engine/mcp/timeouts.ts
var MAX_TIMER_MS = 2 ** 31 - 1;
function mcpTimeoutsFromEnvironment(env) {
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === void 0 || raw.trim() === "") return fallback;
    return Math.min(parseLimit(`${name} (milliseconds)`, raw, "count"), MAX_TIMER_MS);
  };
  return {
    toolTimeoutMs: read("MCP_TOOL_TIMEOUT", DEFAULT_MCP_TOOL_TIMEOUT_MS),
    startupTimeoutMs: read("MCP_TIMEOUT", DEFAULT_MCP_STARTUP_TIMEOUT_MS)
  };
}

export {
  mcpTimeoutsFromEnvironment,
  McpConfigError,
  parseMcpConfig,
  loadMcpConfig
};
