import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

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

export {
  AllowedDomainsError,
  parseAllowedDomains,
  isHostAllowed,
  normalHost,
  describeAllowedDomains
};
