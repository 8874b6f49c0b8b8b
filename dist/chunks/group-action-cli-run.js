// dist/chunks/chunk-6FWYNKR3.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import dns from "node:dns";
import net from "node:net";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/engine/sandbox/egress-checks.ts
var systemLookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });
var RANGES = [
  ["0.0.0.0", 8, "ipv4", "an unspecified"],
  ["127.0.0.0", 8, "ipv4", "a loopback"],
  ["10.0.0.0", 8, "ipv4", "a private"],
  ["172.16.0.0", 12, "ipv4", "a private"],
  ["192.168.0.0", 16, "ipv4", "a private"],
  ["100.64.0.0", 10, "ipv4", "a shared (carrier-grade NAT)"],
  ["169.254.0.0", 16, "ipv4", "a link-local"],
  ["::", 128, "ipv6", "an unspecified"],
  ["::1", 128, "ipv6", "a loopback"],
  ["fc00::", 7, "ipv6", "a unique-local"],
  ["fe80::", 10, "ipv6", "a link-local"]
];
var LISTS = RANGES.map(([address, prefix, family, kind]) => {
  const list = new net.BlockList();
  list.addSubnet(address, prefix, family);
  return { list, kind };
});
function internalKind(address) {
  const family = net.isIPv6(address) ? "ipv6" : "ipv4";
  return LISTS.find(({ list }) => list.check(address, family))?.kind;
}
async function resolvePublic(host, lookup, kindOf = internalKind) {
  if (net.isIP(host)) return { address: host };
  let addresses;
  try {
    addresses = await lookup(host);
  } catch (error) {
    return { refused: `${host} does not resolve (${error.message})` };
  }
  if (addresses.length === 0) return { refused: `${host} does not resolve` };
  for (const { address } of addresses) {
    const kind = kindOf(address);
    if (kind) {
      return {
        refused: `${host} resolves to ${address}, ${kind} address, which the sandbox never connects to through a name`
      };
    }
  }
  return { address: addresses[0].address };
}
var MAX_FIRST_BYTES = 5 + 16384 + 2048;
function inspectFirstBytes(data) {
  if (data.length === 0) return { kind: "incomplete" };
  if (data[0] === 22) {
    if (data.length < 5) return { kind: "incomplete" };
    const end = 5 + data.readUInt16BE(3);
    if (data.length < end) return { kind: "incomplete" };
    const servername = serverName(data.subarray(5, end));
    return servername === null ? { kind: "other" } : { kind: "tls", servername };
  }
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0)
    return data.length > MAX_FIRST_BYTES ? { kind: "other" } : { kind: "incomplete" };
  const head = data.subarray(0, headEnd).toString("latin1");
  if (!/^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/.test(`${head}\r
`)) return { kind: "other" };
  const host = /\r\nhost:[ \t]*([^\r\n]*)/i.exec(head)?.[1]?.trim();
  return { kind: "http", host };
}
function serverName(hello) {
  try {
    if (hello[0] !== 1) return null;
    let at = 4 + 2 + 32;
    at += 1 + hello.readUInt8(at);
    at += 2 + hello.readUInt16BE(at);
    at += 1 + hello.readUInt8(at);
    if (at >= hello.length) return void 0;
    const end = at + 2 + hello.readUInt16BE(at);
    at += 2;
    while (at + 4 <= end) {
      const type = hello.readUInt16BE(at);
      const length = hello.readUInt16BE(at + 2);
      if (type === 0) {
        const nameLength = hello.readUInt16BE(at + 4 + 3);
        if (hello.readUInt8(at + 4 + 2) !== 0) return null;
        return hello.subarray(at + 4 + 5, at + 4 + 5 + nameLength).toString("latin1");
      }
      at += 4 + length;
    }
    return void 0;
  } catch {
    return null;
  }
}
function hostOfHeader(value) {
  const match = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(value.trim());
  return match ? match[1] : value;
}

// dist/chunks/chunk-G5CL4B7I.js
import { createRequire as __agentLoopCreateRequire4 } from "node:module";

// dist/chunks/chunk-LQBT5YSH.js
import { createRequire as __agentLoopCreateRequire3 } from "node:module";

// dist/chunks/chunk-MQJ32W7E.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/engine/errors/agent-loop-error.ts
var AgentLoopError = class extends Error {
};
function isErrorOfKind(error, kinds) {
  return error instanceof AgentLoopError && kinds.includes(error.kind);
}

// dist/chunks/chunk-LQBT5YSH.js
var require4 = __agentLoopCreateRequire3(import.meta.url);
// src/engine/sandbox/domains.ts
var HOST_LABELS = /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;
var IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
var AllowedDomainsError = class extends AgentLoopError {
  name = "AllowedDomainsError";
  get kind() {
    return "allowed_domains";
  }
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

// dist/chunks/chunk-G5CL4B7I.js
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { isIP } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
var require5 = __agentLoopCreateRequire4(import.meta.url);
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
var NEVER_REGISTRIES = /* @__PURE__ */ new Set(["a link-local", "an unspecified"]);
function urlHosts(output) {
  const entries = [];
  for (const token of output.split(/[\s,|'"]+/)) {
    if (!/^https?:\/\//i.test(token) || !URL.canParse(token)) continue;
    const url = new URL(token);
    const host = url.hostname.toLowerCase().replace(/\.$/, "");
    if (!isRegistryHost(host)) continue;
    entries.push(url.port === "" ? host : `${host}:${url.port}`);
  }
  return entries;
}
function isRegistryHost(host) {
  const address = host.replace(/^\[|\]$/g, "");
  if (isIP(address)) return !NEVER_REGISTRIES.has(internalKind(address) ?? "");
  return HOST_NAME.test(host) && !/^[\d.]+$/.test(host);
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
var ModelError = class _ModelError extends AgentLoopError {
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
import { createRequire as __agentLoopCreateRequire5 } from "node:module";
var require6 = __agentLoopCreateRequire5(import.meta.url);
// src/engine/text/regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
export {
  hostOfHeader as chunk_6FWYNKR3$hostOfHeader,
  inspectFirstBytes as chunk_6FWYNKR3$inspectFirstBytes,
  internalKind as chunk_6FWYNKR3$internalKind,
  resolvePublic as chunk_6FWYNKR3$resolvePublic,
  systemLookup as chunk_6FWYNKR3$systemLookup,
  EFFORT_LEVELS as chunk_G5CL4B7I$EFFORT_LEVELS,
  ModelError as chunk_G5CL4B7I$ModelError,
  PACKAGE_REGISTRIES as chunk_G5CL4B7I$PACKAGE_REGISTRIES,
  SANDBOX_MODES as chunk_G5CL4B7I$SANDBOX_MODES,
  asModelError as chunk_G5CL4B7I$asModelError,
  describeNetwork as chunk_G5CL4B7I$describeNetwork,
  parseAllowedDomainsSetting as chunk_G5CL4B7I$parseAllowedDomainsSetting,
  resolveAllowedDomains as chunk_G5CL4B7I$resolveAllowedDomains,
  AllowedDomainsError as chunk_LQBT5YSH$AllowedDomainsError,
  describeAllowedDomains as chunk_LQBT5YSH$describeAllowedDomains,
  isHostAllowed as chunk_LQBT5YSH$isHostAllowed,
  normalHost as chunk_LQBT5YSH$normalHost,
  parseAllowedDomains as chunk_LQBT5YSH$parseAllowedDomains,
  AgentLoopError as chunk_MQJ32W7E$AgentLoopError,
  isErrorOfKind as chunk_MQJ32W7E$isErrorOfKind,
  escapeRegExp as chunk_TZYGHOXO$escapeRegExp
};
