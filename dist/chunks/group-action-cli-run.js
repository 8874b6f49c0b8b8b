// dist/chunks/chunk-43VZGAE7.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/engine/sandbox/domains.ts
var HOST_LABELS = /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;
var IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
var AllowedDomainsError = class extends Error {
  name = "AllowedDomainsError";
};
function parseAllowedDomains(text) {
  const entries = text.split(/[\s,]+/).map((entry) => entry.trim().toLowerCase().replace(/\.$/, "")).filter((entry) => entry !== "");
  if (entries.length === 0) return { kind: "none" };
  if (entries.includes("*")) {
    if (entries.length > 1) {
      throw new AllowedDomainsError('"*" allows every host and cannot be combined with names');
    }
    return { kind: "all" };
  }
  for (const entry of entries) {
    if (!isValidPattern(entry)) {
      throw new AllowedDomainsError(
        `"${entry}" is not a host name, "*.name" pattern or IP address`
      );
    }
  }
  return { kind: "list", patterns: [...new Set(entries)] };
}
var DEFAULT_PORTS = [80, 443];
function splitPort(entry) {
  const match = /^(\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec(entry);
  if (!match) return { host: entry, port: void 0 };
  return { host: match[1], port: Number(match[2]) };
}
function isValidPattern(entry) {
  const { host, port } = splitPort(entry);
  if (port !== void 0 && (port < 1 || port > 65535)) return false;
  return isValidHost(host);
}
function isValidHost(entry) {
  const ipv4 = IPV4.exec(entry);
  if (ipv4) return ipv4.slice(1).every((part) => Number(part) <= 255);
  if (entry.includes(":")) return /^\[?[0-9a-f:.]+\]?$/.test(entry);
  return HOST_LABELS.test(entry) && entry.length <= 253;
}
function isHostAllowed(allowed, host, port) {
  if (allowed.kind === "all") return true;
  if (allowed.kind === "none") return false;
  const name = normalHost(host);
  return allowed.patterns.some((pattern) => {
    const entry = splitPort(pattern);
    if (port !== void 0 && !(entry.port === void 0 ? DEFAULT_PORTS.includes(port) : entry.port === port)) {
      return false;
    }
    const bare = normalHost(entry.host);
    if (bare.startsWith("*.")) return name.endsWith(bare.slice(1)) && name.length > bare.length - 1;
    return name === bare;
  });
}
function normalHost(host) {
  return host.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
}
function describeAllowedDomains(allowed) {
  if (allowed.kind === "none") return "none";
  if (allowed.kind === "all") return "every host";
  return allowed.patterns.join(", ");
}

// dist/chunks/chunk-5RSLNA4X.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/engine/sandbox/registries.ts
var PIP_SCRIPT = [
  "from pip._internal.models.index import PyPI",
  'print(PyPI.url); print("https://" + PyPI.file_storage_domain + "/")',
  "from pip._internal.configuration import Configuration",
  "c = Configuration(isolated=False); c.load()",
  "for k, v in c.items():",
  '    if k.split(".")[-1] in ("index-url", "extra-index-url"): print(v)'
].join("\n");
var QUERIES = [
  { manager: "npm", command: "npm", args: ["config", "get", "registry"], hosts: urlHosts },
  {
    manager: "yarn",
    command: "yarn",
    args: ["config", "get", "npmRegistryServer"],
    hosts: urlHosts
  },
  { manager: "yarn", command: "yarn", args: ["config", "get", "registry"], hosts: urlHosts },
  { manager: "pnpm", command: "pnpm", args: ["config", "get", "registry"], hosts: urlHosts },
  { manager: "pip", command: "python3", args: ["-c", PIP_SCRIPT], hosts: urlHosts },
  { manager: "go", command: "go", args: ["env", "GOPROXY", "GOSUMDB"], hosts: goHosts },
  { manager: "gem", command: "gem", args: ["sources", "--list"], hosts: urlHosts }
];
var MANAGER_VARIABLES = /^(PATH|HOME|USER|LANG|LC_[A-Z]+|TMPDIR|XDG_CONFIG_HOME|XDG_DATA_HOME|VIRTUAL_ENV|GOROOT|GOPATH|GOENV|GOPROXY|GOSUMDB|GONOSUMDB|GOPRIVATE|GOFLAGS|PIP_[A-Z_]+|npm_config_[a-z_]+|NPM_CONFIG_[A-Z_]+|YARN_[A-Z_]+|PNPM_HOME|GEM_[A-Z]+|GEMRC|BUNDLE_[A-Z_]+|RUBY[A-Z_]*|NODE_EXTRA_CA_CERTS)$/;
var HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
function urlHosts(output) {
  const hosts = [];
  for (const token of output.split(/[\s,|'"]+/)) {
    if (!/^https?:\/\//i.test(token) || !URL.canParse(token)) continue;
    const host = new URL(token).hostname.toLowerCase().replace(/\.$/, "");
    if (HOST_NAME.test(host) && !/^[\d.]+$/.test(host)) hosts.push(host);
  }
  return hosts;
}
function goHosts(output) {
  const [proxy = "", sumdb = ""] = output.split("\n").map((line) => line.trim());
  const hosts = urlHosts(proxy);
  const [name = "", url] = sumdb.split(/\s+/);
  if (url) hosts.push(...urlHosts(url));
  else {
    const host = name.split("+")[0].toLowerCase();
    if (HOST_NAME.test(host) && host !== "off") hosts.push(host);
  }
  return hosts;
}
async function resolvePackageRegistries(options) {
  const neutral = await mkdtemp(join(tmpdir(), "agent-loop-registries-"));
  try {
    const env = managerEnvironment(options.env);
    const answers = await Promise.all(
      QUERIES.map(async (query) => ({
        manager: query.manager,
        hosts: query.hosts(await ask(query, neutral, env, options.timeoutMs ?? 5e3))
      }))
    );
    const answered = answers.filter((answer) => answer.hosts.length > 0);
    const hosts = [...new Set(answered.flatMap((answer) => answer.hosts))].sort();
    return { hosts, answered };
  } finally {
    await rm(neutral, { recursive: true, force: true });
  }
}
function managerEnvironment(env) {
  const kept = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && MANAGER_VARIABLES.test(name)) kept[name] = value;
  }
  return { ...kept, COREPACK_ENABLE_NETWORK: "0", COREPACK_ENABLE_DOWNLOAD_PROMPT: "0" };
}
function ask(query, cwd, env, timeoutMs) {
  return new Promise((resolve) => {
    execFile(
      query.command,
      query.args,
      { cwd, env, timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 64 * 1024 },
      (error, stdout) => resolve(error ? "" : stdout)
    );
  });
}
// src/engine/sandbox/network-setting.ts
var PACKAGE_REGISTRIES = "package-registries";
function parseAllowedDomainsSetting(text) {
  const entries = text.split(/[\s,]+/).map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== "");
  if (entries.length === 0) return { domains: { kind: "none" }, packageRegistries: void 0 };
  if (entries.includes("none")) {
    if (entries.length > 1) {
      throw new AllowedDomainsError(
        `"none" means no network and cannot be combined with hosts or presets (got "${entries.join(",")}")`
      );
    }
    return { domains: { kind: "none" }, packageRegistries: false };
  }
  const hosts = entries.filter((entry) => entry !== PACKAGE_REGISTRIES);
  return {
    domains: parseAllowedDomains(hosts.join(",")),
    packageRegistries: hosts.length < entries.length
  };
}
async function resolveAllowedDomains(setting, fallback, env) {
  const registries = setting.packageRegistries ?? fallback === PACKAGE_REGISTRIES;
  if (!registries || setting.domains.kind === "all") return setting.domains;
  const resolved = await resolvePackageRegistries({ env });
  const named = setting.domains.kind === "list" ? setting.domains.patterns : [];
  return parseAllowedDomains([...named, ...resolved.hosts].join(","));
}
function describeNetwork(allowed) {
  if (allowed.kind === "none") return "no network";
  if (allowed.kind === "all") return "every host";
  return allowed.patterns.join(", ");
}
// src/engine/model/types.ts
var EFFORT_LEVELS = ["low", "medium", "high", "xhigh", "max"];
var ModelError = class _ModelError extends Error {
  constructor(message, kind, options = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.options = options;
  }
  kind;
  options;
  name = "ModelError";
  get status() {
    return this.options.status;
  }
  get retryAfterMs() {
    return this.options.retryAfterMs;
  }
  /** For a `deadline` error: the error that would have been retried. */
  get lastError() {
    return this.options.cause instanceof _ModelError ? this.options.cause : void 0;
  }
  get neverAnswered() {
    return this.options.neverAnswered === true;
  }
  /**
   * Whether waiting and sending the same request again can help: the API's
   * `x-should-retry` when it said, else by kind.
   * https://platform.claude.com/docs/en/api/errors
   */
  get retryable() {
    if (this.kind === "aborted" || this.kind === "deadline" || this.kind === "budget") return false;
    if (this.options.shouldRetry !== void 0) return this.options.shouldRetry;
    return this.kind === "rate_limit" || this.kind === "overloaded" || this.kind === "server" || this.kind === "timeout" || this.kind === "conflict" || this.kind === "connection" || this.kind === "stream_cut";
  }
};
function asModelError(error, signal) {
  if (error instanceof ModelError) return error;
  if (signal?.aborted) {
    return new ModelError("The model request was aborted", "aborted", { cause: signal.reason });
  }
  const message = errorMessage(error);
  return new ModelError(`The model call failed: ${message}`, "unknown", { cause: error });
}
// src/engine/sandbox/modes.ts
var SANDBOX_MODES = ["auto", "required", "off"];

// dist/chunks/chunk-TZYGHOXO.js
import { createRequire as __agentLoopCreateRequire3 } from "node:module";
var require4 = __agentLoopCreateRequire3(import.meta.url);
// src/engine/text/regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
export {
  AllowedDomainsError as chunk_43VZGAE7$AllowedDomainsError,
  describeAllowedDomains as chunk_43VZGAE7$describeAllowedDomains,
  isHostAllowed as chunk_43VZGAE7$isHostAllowed,
  normalHost as chunk_43VZGAE7$normalHost,
  parseAllowedDomains as chunk_43VZGAE7$parseAllowedDomains,
  EFFORT_LEVELS as chunk_5RSLNA4X$EFFORT_LEVELS,
  ModelError as chunk_5RSLNA4X$ModelError,
  SANDBOX_MODES as chunk_5RSLNA4X$SANDBOX_MODES,
  asModelError as chunk_5RSLNA4X$asModelError,
  describeNetwork as chunk_5RSLNA4X$describeNetwork,
  parseAllowedDomainsSetting as chunk_5RSLNA4X$parseAllowedDomainsSetting,
  resolveAllowedDomains as chunk_5RSLNA4X$resolveAllowedDomains,
  escapeRegExp as chunk_TZYGHOXO$escapeRegExp
};
