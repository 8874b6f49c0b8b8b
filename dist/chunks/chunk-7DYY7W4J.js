import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  escapeRegExp
} from "./chunk-TZYGHOXO.js";

// src/engine/safety/secrets.ts
import { readFileSync } from "node:fs";
var MIN_SECRET_LENGTH = 6;
var MIN_ENCODED_LENGTH = 8;
function createRedactor(secretValues) {
  const variants = /* @__PURE__ */ new Set();
  for (const value of secretValues) {
    if (typeof value !== "string" || value.trim().length < MIN_SECRET_LENGTH) continue;
    for (const variant of secretVariants(value)) variants.add(variant);
  }
  if (variants.size === 0) return (text) => text;
  const sorted = [...variants].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(sorted.map(escapeRegExp).join("|"), "g");
  return (text) => /[\r\n]/.test(text) ? redactAcrossLines(text, pattern) : text.replace(pattern, "***");
}
function redactAcrossLines(text, pattern) {
  const joinedStarts = [];
  const originalStarts = [];
  const pieces = [];
  const breaks = /[\r\n]+/g;
  let from = 0;
  let joinedLength = 0;
  for (let match = breaks.exec(text); ; match = breaks.exec(text)) {
    const end = match ? match.index : text.length;
    joinedStarts.push(joinedLength);
    originalStarts.push(from);
    pieces.push(text.slice(from, end));
    joinedLength += end - from;
    if (!match) break;
    from = match.index + match[0].length;
  }
  const joined = pieces.join("");
  const toOriginal = (offset) => {
    let low = 0;
    let high = joinedStarts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if ((joinedStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return (originalStarts[low] ?? 0) + offset - (joinedStarts[low] ?? 0);
  };
  let result = "";
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(joined); match; match = pattern.exec(joined)) {
    const start = toOriginal(match.index);
    const end = toOriginal(match.index + match[0].length - 1) + 1;
    result += `${text.slice(last, start)}***`;
    last = end;
  }
  pattern.lastIndex = 0;
  return result + text.slice(last);
}
function secretVariants(value) {
  const variants = /* @__PURE__ */ new Set();
  addVariants(variants, value);
  if (/[\r\n]/.test(value)) variants.add(value.replace(/[\r\n]+/g, ""));
  for (const line of value.split(/\r?\n/)) {
    if (line.trim().length >= MIN_ENCODED_LENGTH && line !== value) addVariants(variants, line);
  }
  return [...variants];
}
function addVariants(variants, value) {
  variants.add(value);
  const encoded = encodeURIComponent(value);
  if (encoded !== value) {
    variants.add(encoded);
    variants.add(encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  }
  const bytes = Buffer.from(value, "utf8");
  variants.add(bytes.toString("hex"));
  variants.add(bytes.toString("hex").toUpperCase());
  for (let shift = 0; shift < 3; shift++) {
    const base64 = Buffer.concat([Buffer.alloc(shift), bytes]).toString("base64");
    const first = Math.ceil(shift * 8 / 6);
    const last = Math.floor((shift + bytes.length) * 8 / 6);
    const core = base64.slice(first, last);
    if (core.length < MIN_ENCODED_LENGTH) continue;
    variants.add(core);
    variants.add(core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
}
var ALLOWED_NAMES = /* @__PURE__ */ new Set([
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "LANG",
  "LANGUAGE",
  "TERM",
  "TZ",
  "TMPDIR",
  "TMP",
  "TEMP",
  "CI",
  "HOSTNAME",
  "PWD",
  "EDITOR",
  "GITHUB_ACTIONS",
  "GITHUB_WORKSPACE",
  "GITHUB_REPOSITORY",
  "GITHUB_REPOSITORY_ID",
  "GITHUB_REPOSITORY_OWNER",
  "GITHUB_REPOSITORY_OWNER_ID",
  "GITHUB_SHA",
  "GITHUB_REF",
  "GITHUB_REF_NAME",
  "GITHUB_REF_TYPE",
  "GITHUB_REF_PROTECTED",
  "GITHUB_HEAD_REF",
  "GITHUB_BASE_REF",
  "GITHUB_EVENT_NAME",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_NUMBER",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_ACTOR",
  "GITHUB_ACTOR_ID",
  "GITHUB_TRIGGERING_ACTOR",
  "GITHUB_WORKFLOW",
  "GITHUB_WORKFLOW_REF",
  "GITHUB_WORKFLOW_SHA",
  "GITHUB_JOB",
  "GITHUB_SERVER_URL",
  "GITHUB_API_URL",
  "GITHUB_GRAPHQL_URL",
  "GITHUB_RETENTION_DAYS",
  "RUNNER_OS",
  "RUNNER_ARCH",
  "RUNNER_NAME",
  "RUNNER_TEMP",
  "RUNNER_TOOL_CACHE",
  "RUNNER_ENVIRONMENT",
  "RUNNER_DEBUG",
  "JAVA_HOME",
  "GOROOT",
  "GOPATH",
  "CARGO_HOME",
  "RUSTUP_HOME",
  "DOTNET_ROOT",
  "ANDROID_HOME",
  "ANDROID_SDK_ROOT",
  "NVM_DIR",
  "PNPM_HOME",
  "XDG_CONFIG_HOME",
  "XDG_CACHE_HOME",
  "XDG_DATA_HOME"
]);
var ALLOWED_PREFIXES = ["LC_", "JAVA_HOME_", "GOROOT_"];
var DENIED_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|API_?KEY|AUTH|COOKIE|^INPUT_|^ACTIONS_/i;
var DENIED_EXACT = /* @__PURE__ */ new Set([
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_OUTPUT",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY"
]);
function childEnvironment(env) {
  const result = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    const allowed = ALLOWED_NAMES.has(name) || ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix));
    if (!allowed || DENIED_NAME.test(name) || DENIED_EXACT.has(name)) continue;
    result[name] = value;
  }
  return result;
}
var OTLP_HEADERS = /^OTEL_EXPORTER_OTLP_(?:TRACES_|METRICS_|LOGS_)?HEADERS$/;
function headerValues(list) {
  return list.split(",").map((pair) => pair.slice(pair.indexOf("=") + 1).trim()).flatMap((value) => {
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
    }
    return [value, decoded, decoded.split(/\s+/).at(-1) ?? ""];
  }).filter((value) => value.length >= MIN_SECRET_LENGTH);
}
function secretValuesFromEnvironment(env) {
  const values = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0 || value.length < MIN_SECRET_LENGTH) continue;
    if (/TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|KEY|AUTH|COOKIE/i.test(name))
      values.push(value);
    else if (OTLP_HEADERS.test(name)) values.push(value, ...headerValues(value));
    else if (/^ACTIONS_(RUNTIME_TOKEN|ID_TOKEN_REQUEST_TOKEN|CACHE_URL|RUNTIME_URL|RESULTS_URL)$/.test(
      name
    )) {
      values.push(value);
    }
  }
  return values;
}
var SECRET_FIELD = /KEY|SECRET|TOKEN|PASSWORD|AUTHORIZATION/i;
function secretValuesFromCredentialsFile(path) {
  if (!path) return [];
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return [];
  }
  return secretValuesFromCredentialsJson(text);
}
function secretValuesFromCredentialsJson(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const values = [];
  const visit = (value, secret) => {
    if (typeof value === "string") {
      if (!secret || value.length < MIN_SECRET_LENGTH) return;
      values.push(value);
      const credential = /^(?:Bearer|Basic|token)\s+(\S+)$/i.exec(value)?.[1];
      if (credential && credential.length >= MIN_SECRET_LENGTH) values.push(credential);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, secret);
    } else if (typeof value === "object" && value !== null) {
      for (const [name, item] of Object.entries(value)) {
        visit(item, secret || SECRET_FIELD.test(name));
      }
    }
  };
  visit(parsed, false);
  return values;
}
var Secrets = class {
  #values = [];
  #redact = (text) => text;
  #onAdd;
  /** `onAdd` is told each new value (the action masks it in the runner's log). */
  constructor(values = [], onAdd = () => {
  }) {
    this.#onAdd = onAdd;
    this.add(values);
  }
  /** Adds values to mask; empty and already known ones are skipped. */
  add(values) {
    const fresh = values.filter(
      (value) => value.trim().length > 0 && !this.#values.includes(value)
    );
    if (fresh.length === 0) return;
    for (const value of fresh) this.#onAdd(value);
    this.#values = [...this.#values, ...fresh];
    this.#redact = createRedactor(this.#values);
  }
  /** The values known now (read at the time of use: later additions count). */
  get values() {
    return this.#values;
  }
  /** Masks every known value (see createRedactor); safe to pass around unbound. */
  redact = (text) => this.#redact(text);
};

export {
  createRedactor,
  secretVariants,
  childEnvironment,
  secretValuesFromEnvironment,
  secretValuesFromCredentialsFile,
  Secrets
};
