// dist/chunks/chunk-7B2THF4M.js
import { createRequire as __agentLoopCreateRequire } from "node:module";
import { constants, promises as fs } from "node:fs";
import { join } from "node:path";
var require2 = __agentLoopCreateRequire(import.meta.url);
// src/github-side/run/host-tools.ts
var GITHUB_HOST_TOOLS = ["ReviewComment"];
// src/engine/safety/log-safety.ts
var BREAK = "\u200B";
function escapeWorkflowCommands(text) {
  return text.split(/(\r\n|\r|\n)/).map((piece) => piece.replace(LEADING_COMMAND, `$1${BREAK}::`).replace(/##\[/g, `##${BREAK}[`)).join("");
}
var LEADING_COMMAND = /^([\s\u0085\u180e]*)::/;
// src/engine/self-check/detect.ts
var MAX_FILE_BYTES = 1048576;
var PACKAGE_SCRIPTS = ["test", "lint", "typecheck"];
var NPM_PLACEHOLDER = /^echo "Error: no test specified" && exit 1$/;
function listedChecks(text) {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length > 0 && !line.startsWith("#")).map((command) => ({ command, source: "check_commands" }));
}
async function detectChecks(root) {
  const read = (name) => readRegularFile(join(root, name));
  const checks = await packageScripts(read);
  const make = await makeTarget(read);
  if (make) return [...checks, make];
  const pytest = await pytestConfig(read);
  if (pytest) checks.push({ command: "pytest", source: pytest });
  if (await read("go.mod") !== void 0)
    checks.push({ command: "go test ./...", source: "go.mod" });
  if (await read("Cargo.toml") !== void 0) {
    checks.push({ command: "cargo test", source: "Cargo.toml" });
  }
  return checks;
}
async function packageScripts(read) {
  const text = await read("package.json");
  if (text === void 0) return [];
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(manifest) || !isRecord(manifest.scripts)) return [];
  const scripts = manifest.scripts;
  const manager = await packageManager(manifest, read);
  return PACKAGE_SCRIPTS.filter((name) => {
    const script = scripts[name];
    return typeof script === "string" && script.trim() !== "" && !NPM_PLACEHOLDER.test(script.trim());
  }).map((name) => ({ command: `${manager} run ${name}`, source: "package.json" }));
}
var MANAGERS = ["npm", "pnpm", "yarn", "bun"];
async function packageManager(manifest, read) {
  const field = typeof manifest.packageManager === "string" ? manifest.packageManager : "";
  const named = MANAGERS.find((name) => field === name || field.startsWith(`${name}@`));
  if (named) return named;
  if (await read("pnpm-lock.yaml") !== void 0) return "pnpm";
  if (await read("yarn.lock") !== void 0) return "yarn";
  if (await read("bun.lock") !== void 0 || await read("bun.lockb") !== void 0) {
    return "bun";
  }
  return "npm";
}
async function makeTarget(read) {
  for (const name of ["GNUmakefile", "makefile", "Makefile"]) {
    const text = await read(name);
    if (text === void 0) continue;
    for (const target of ["test", "check"]) {
      if (hasMakeTarget(text, target)) return { command: `make ${target}`, source: name };
    }
    return void 0;
  }
  return void 0;
}
function hasMakeTarget(makefile, target) {
  return makefile.split(/\r?\n/).some((line) => {
    const match = /^([^\t#=:][^#=:]*?)\s*::?(?!=)/.exec(line);
    return match?.[1]?.split(/\s+/).includes(target) ?? false;
  });
}
async function pytestConfig(read) {
  if (await read("pytest.ini") !== void 0) return "pytest.ini";
  const sections = [
    ["pyproject.toml", /^\[tool\.pytest\.ini_options\]\s*$/m],
    ["setup.cfg", /^\[tool:pytest\]\s*$/m],
    ["tox.ini", /^\[pytest\]\s*$/m]
  ];
  for (const [name, section] of sections) {
    if (section.test(await read(name) ?? "")) return name;
  }
  return await read("conftest.py") !== void 0 ? "conftest.py" : void 0;
}
async function readRegularFile(path) {
  let handle;
  try {
    handle = await fs.open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return void 0;
    return await handle.readFile("utf8");
  } catch {
    return void 0;
  } finally {
    await handle?.close();
  }
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// dist/chunks/chunk-7DYY7W4J.js
import { createRequire as __agentLoopCreateRequire2 } from "node:module";
import {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-cli-run.js";
import { readFileSync } from "node:fs";
var require3 = __agentLoopCreateRequire2(import.meta.url);
// src/engine/safety/secrets.ts
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

// dist/chunks/chunk-AT4IJ4BX.js
import { createRequire as __agentLoopCreateRequire3 } from "node:module";
var require4 = __agentLoopCreateRequire3(import.meta.url);
// src/engine/safety/invisible-characters.ts
var INVISIBLE = (
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g
);
var TAGS_AND_SELECTORS = /[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
var CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
function stripInvisibleCharacters(text) {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").replace(TAGS_AND_SELECTORS, "").replace(CONTROL, "");
}

// dist/chunks/chunk-LOB2NJEW.js
import { createRequire as __agentLoopCreateRequire4 } from "node:module";
import {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp2,
} from "./group-action-cli-run.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import { homedir } from "node:os";
import { isAbsolute, join as join2, relative, resolve, sep } from "node:path";
import { realpathSync } from "node:fs";
import { basename, dirname, join as join22, resolve as resolve2 } from "node:path";
var require5 = __agentLoopCreateRequire4(import.meta.url);
// src/engine/tools/shell-parser.ts
var loaded;
var loading;
function loadShellParser() {
  loading ??= import("./mvdan-sh.cjs").then((module) => {
    loaded = module.default.syntax;
    return loaded;
  });
  return loading;
}
function shellSyntax() {
  if (!loaded) throw new Error("The shell parser is not loaded: await loadShellParser() first.");
  return loaded;
}
function rulesNeedShellParser(ruleTexts) {
  return ruleTexts.some((text) => /\bBash\s*\(/.test(text));
}
async function prepareShellParser(ruleTexts) {
  if (rulesNeedShellParser(ruleTexts)) await loadShellParser();
}
// src/engine/tools/shell-command.ts
var RDR_OUT = 54;
var APP_OUT = 55;
var RDR_IN_OUT = 57;
var DPL_OUT = 59;
var CLB_OUT = 60;
var RDR_ALL = 64;
var APP_ALL = 65;
var WRITING_REDIRECTS = /* @__PURE__ */ new Set([RDR_OUT, APP_OUT, RDR_IN_OUT, CLB_OUT, RDR_ALL, APP_ALL]);
var HIDDEN_CODE = {
  CmdSubst: "command substitution",
  ProcSubst: "process substitution",
  ArithmExp: "arithmetic expansion",
  ArithmCmd: "arithmetic command",
  LetClause: "let",
  TestClause: "[[ ]] test",
  FuncDecl: "function definition",
  CoprocClause: "coproc",
  DeclClause: "declaration builtin",
  IfClause: "if statement",
  WhileClause: "while/until loop",
  ForClause: "for loop",
  CaseClause: "case statement",
  TimeClause: "time"
};
var WRAPPERS = /* @__PURE__ */ new Set([
  "eval",
  "exec",
  "source",
  ".",
  "env",
  "xargs",
  "sudo",
  "su",
  "doas",
  "nohup",
  "timeout",
  "nice",
  "ionice",
  "command",
  "builtin",
  "setsid",
  "stdbuf",
  "chroot",
  "time",
  "trap",
  "watch",
  "parallel",
  "flock",
  "unbuffer",
  "script",
  "alias",
  "strace",
  "ltrace",
  // Multi-call binaries: the first argument is the command (`busybox rm`).
  "busybox",
  "toybox"
]);
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "csh", "tcsh"]);
var FIND_EXEC = /* @__PURE__ */ new Set([
  "-exec",
  "-execdir",
  "-ok",
  "-okdir",
  "-fprint",
  "-fprint0",
  "-fprintf",
  "-fls"
]);
function wrapperProblem(words) {
  const first = words[0];
  if (first === void 0) return null;
  if (first === null) return "the command name is a variable expansion";
  const name = commandName(first);
  if (WRAPPERS.has(name)) return `\`${name}\` runs another command`;
  if ((SHELLS.has(name) || name === "find") && words.includes(null)) {
    return `\`${name}\` with a variable expansion in its arguments`;
  }
  if (SHELLS.has(name) && words.slice(1).some((word) => word !== null && /^-[a-z]*c/i.test(word))) {
    return `\`${name} -c\` runs a command given as text`;
  }
  if (name === "find") {
    const action = words.find((word) => word !== null && FIND_EXEC.has(word));
    if (action) return `\`find ${action}\` runs or writes through find`;
  }
  return null;
}
function commandName(word) {
  const slash = word.lastIndexOf("/");
  return slash >= 0 ? word.slice(slash + 1) : word;
}
function parseShellCommand(source) {
  const syntax = shellSyntax();
  let file;
  try {
    file = syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(source, "");
  } catch (error) {
    const message = typeof error.Error === "function" ? String(error.Error()) : String(error);
    return { ok: false, error: message };
  }
  const commands = [];
  const problems = /* @__PURE__ */ new Set();
  for (const stmt of file.Stmts) visitStatement(stmt, commands, problems);
  syntax.Walk(file, (node) => {
    if (!node) return true;
    const type = syntax.NodeType(node);
    const hidden = HIDDEN_CODE[type];
    if (hidden) problems.add(describeHidden(node, type, hidden));
    return true;
  });
  return { ok: true, commands, problems: [...problems] };
}
function describeHidden(node, type, label) {
  if (type === "CmdSubst" && node.Backquotes === true) return "command substitution (backticks)";
  return label;
}
function visitStatement(stmt, commands, problems) {
  if (stmt.Coprocess) problems.add("coproc");
  const fileWrites = [];
  for (const redirect of stmt.Redirs) {
    const target = redirectTarget(redirect, problems);
    if (target !== void 0) fileWrites.push(target);
  }
  const cmd = stmt.Cmd;
  if (!cmd) {
    if (fileWrites.length > 0)
      commands.push({ words: [], text: "", hasAssignments: false, fileWrites });
    return;
  }
  const type = shellSyntax().NodeType(cmd);
  if (type === "CallExpr") {
    const args = cmd.Args ?? [];
    const assigns = cmd.Assigns ?? [];
    const words = args.map((word) => literalWord(word, problems));
    commands.push({
      words,
      text: words.map((word) => word ?? "<expansion>").join(" "),
      hasAssignments: assigns.length > 0,
      fileWrites
    });
    return;
  }
  if (fileWrites.length > 0)
    commands.push({ words: [], text: "", hasAssignments: false, fileWrites });
  if (type === "BinaryCmd") {
    visitStatement(cmd.X, commands, problems);
    visitStatement(cmd.Y, commands, problems);
  } else if (type === "Subshell" || type === "Block") {
    for (const inner of cmd.Stmts ?? [])
      visitStatement(inner, commands, problems);
  } else {
    problems.add(HIDDEN_CODE[type] ?? `unsupported shell construct (${type})`);
  }
}
function redirectTarget(redirect, problems) {
  const word = redirect.Word ? literalWord(redirect.Word, problems) : "";
  if (redirect.Op === DPL_OUT) {
    return word !== null && /^(\d+|-)$/.test(word) ? void 0 : word ?? "<expansion>";
  }
  if (!WRITING_REDIRECTS.has(redirect.Op)) return void 0;
  if (word === "/dev/null") return void 0;
  return word ?? "<expansion>";
}
function literalWord(word, problems) {
  let text = "";
  for (const part of word.Parts) {
    const piece = literalPart(part, false, problems);
    if (piece === null) return null;
    text += piece;
  }
  return text;
}
function literalPart(part, quoted, problems) {
  const type = shellSyntax().NodeType(part);
  switch (type) {
    case "Lit":
      return unescapeLiteral(String(part.Value), quoted);
    case "SglQuoted":
      return part.Dollar === true ? null : String(part.Value);
    case "DblQuoted": {
      if (part.Dollar === true) return null;
      let text = "";
      for (const inner of part.Parts ?? []) {
        const piece = literalPart(inner, true, problems);
        if (piece === null) return null;
        text += piece;
      }
      return text;
    }
    case "ParamExp":
      if (part.Exp || part.Excl || part.Slice || part.Repl || part.Index) {
        problems.add("complex parameter expansion");
      }
      return null;
    default:
      return null;
  }
}
function unescapeLiteral(value, quoted) {
  if (quoted) return value.replace(/\\([$`"\\])/g, "$1").replace(/\\\n/g, "");
  return value.replace(/\\\n/g, "").replace(/\\(.)/gs, "$1");
}
// src/engine/tools/permission-rule-error.ts
var PermissionRuleError = class extends AgentLoopError {
  name = "PermissionRuleError";
  get kind() {
    return "permission_rule";
  }
};
// src/engine/tools/path-rules.ts
function compilePathPattern(specifier, anchors) {
  const text = specifier.trim();
  if (text === "") throw new PermissionRuleError("empty path");
  if (text.includes("\0")) throw new PermissionRuleError("the path contains a NUL byte");
  const [anchor, pattern, anchored] = text.startsWith("//") ? ["/", text.slice(2), true] : text === "~" || text.startsWith("~/") ? [anchors.home ?? homedir(), text.slice(2), true] : text.startsWith("/") ? [anchors.projectRoot, text.slice(1), true] : text.startsWith("./") ? [anchors.cwd, text.slice(2), true] : [anchors.cwd, text, false];
  const body = pattern.replace(/^\/+/, "").replace(/\/+$/, "");
  const source = body === "" ? ".*" : globSource(body);
  const inner = anchored || body.includes("/");
  return {
    anchor: resolve(anchor),
    regexp: new RegExp(inner ? `^${source}$` : `^(?:.*/)?${source}$`, "u")
  };
}
function pathMatches(pattern, path) {
  const rel = relative(pattern.anchor, resolve(path));
  if (rel === "") return pattern.regexp.test("");
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return false;
  const parts = rel.split(sep);
  for (let count = parts.length; count > 0; count--) {
    if (pattern.regexp.test(parts.slice(0, count).join("/"))) return true;
  }
  return false;
}
function globSource(glob) {
  let source = "";
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index];
    if (char === "*" && glob[index + 1] === "*") {
      const slashAfter = glob[index + 2] === "/";
      const atStart = index === 0 || glob[index - 1] === "/";
      if (atStart && slashAfter) {
        source += "(?:.*/)?";
        index += 2;
      } else {
        source += ".*";
        index += 1;
      }
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else if (char === "[") {
      const close = glob.indexOf("]", index + 2);
      if (close < 0) source += "\\[";
      else {
        const set = glob.slice(index + 1, close).replace(/^!/, "^").replace(/\\/g, "\\\\");
        source += `[${set}]`;
        index = close;
      }
    } else if (char === "\\" && index + 1 < glob.length) {
      source += escapeRegExp2(glob[index + 1]);
      index += 1;
    } else source += escapeRegExp2(char);
  }
  return source;
}
function parseDomainSpecifier(specifier) {
  const match = /^domain:(.+)$/.exec(specifier.trim());
  const host = match?.[1]?.trim().toLowerCase();
  if (!host || !/^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(host)) {
    throw new PermissionRuleError(
      "a WebFetch rule is WebFetch(domain:<host>), e.g. WebFetch(domain:example.com)"
    );
  }
  return host;
}
function domainMatches(domain, url) {
  if (typeof url !== "string") return false;
  let host;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  if (domain.startsWith("*.")) return host.endsWith(domain.slice(1));
  return host === domain;
}
function inputPath(tool, input, workspaceRoot) {
  const record = input ?? {};
  const key = tool === "NotebookEdit" ? "notebook_path" : tool === "Glob" || tool === "Grep" ? "path" : "file_path";
  const value = record[key];
  if (typeof value !== "string" || value === "") {
    return tool === "Glob" || tool === "Grep" ? workspaceRoot : void 0;
  }
  return isAbsolute(value) ? resolve(value) : join2(workspaceRoot, value);
}
// src/engine/tools/permission-rule.ts
var TOOL_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;
var BUILT_IN_RULE_TOOLS = [
  "Read",
  "Write",
  "Edit",
  "Glob",
  "Grep",
  "Bash",
  "TodoWrite",
  "NotebookEdit",
  "Agent",
  "TaskStop",
  "WebSearch",
  "WebFetch",
  "Skill",
  // Only in a run bound by an approved plan (src/engine/plan/amend-tool.ts).
  "AmendPlan"
];
var PATH_RULE_TOOLS = {
  Read: ["Read", "Glob", "Grep"],
  Edit: ["Edit", "Write", "NotebookEdit"],
  Write: ["Write"],
  NotebookEdit: ["NotebookEdit"]
};
var MCP_RULE = /^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*(?:__[A-Za-z0-9_-]+|__\*)?$/;
function toolNameProblem(name, hostTools) {
  const known = [...BUILT_IN_RULE_TOOLS, ...hostTools];
  if (known.includes(name) || MCP_RULE.test(name)) return void 0;
  const sameLetters = known.find((tool) => tool.toLowerCase() === name.toLowerCase());
  if (sameLetters) return `unknown tool (names are case-sensitive); did you mean ${sameLetters}?`;
  if (name.toLowerCase().startsWith("mcp_"))
    return "an MCP rule is mcp__<server> or mcp__<server>__<tool>.";
  return `unknown tool; the tools are ${known.join(", ")} and mcp__<server>[__<tool>].`;
}
function parseRule(text, hostTools = []) {
  const open = text.indexOf("(");
  if (open < 0) {
    if (!TOOL_NAME.test(text) && !/^mcp__.+__\*$/.test(text))
      throw new PermissionRuleError(`Invalid permission rule "${text}": not a tool name.`);
    const problem = toolNameProblem(text, hostTools);
    if (problem) throw new PermissionRuleError(`Invalid permission rule "${text}": ${problem}`);
    return { text, tool: text.replace(/__\*$/, ""), kind: "tool" };
  }
  const tool = text.slice(0, open).trim();
  if (!text.endsWith(")") || !TOOL_NAME.test(tool)) {
    throw new PermissionRuleError(
      `Invalid permission rule "${text}": expected Tool or Tool(specifier).`
    );
  }
  const inner = text.slice(open + 1, -1).trim();
  if (PATH_RULE_TOOLS[tool]) {
    try {
      compilePathPattern(inner, { cwd: "/", projectRoot: "/" });
    } catch (error) {
      throw new PermissionRuleError(
        `Invalid permission rule "${text}": ${error.message}.`,
        {
          cause: error
        }
      );
    }
    return { text, tool, kind: "path", path: inner };
  }
  if (tool === "WebFetch") {
    try {
      return { text, tool, kind: "domain", domain: parseDomainSpecifier(inner) };
    } catch (error) {
      throw new PermissionRuleError(
        `Invalid permission rule "${text}": ${error.message}.`,
        {
          cause: error
        }
      );
    }
  }
  if (tool !== "Bash") {
    const sameLetters = ["Bash", "WebFetch", ...Object.keys(PATH_RULE_TOOLS)].find(
      (known) => known.toLowerCase() === tool.toLowerCase()
    );
    const hint = sameLetters ? ` (names are case-sensitive: did you mean ${sameLetters}?)` : "";
    throw new PermissionRuleError(
      `Invalid permission rule "${text}": only Bash, Read, Edit, Write, NotebookEdit (a path) and WebFetch (domain:<host>) rules take a specifier${hint}.`
    );
  }
  return parseBashRule(text, inner);
}
function parseBashRule(text, inner) {
  const stars = inner.split("*").length - 1;
  const spaced = stars === 1 && /\s\*$/.test(inner);
  const isPrefix = spaced || inner.endsWith(":*");
  if (!isPrefix && stars > 0) {
    if (!inner.replace(/\*/g, "").trim())
      throw new PermissionRuleError(
        `Invalid permission rule "${text}": a pattern of wildcards only; write Bash.`
      );
    const source = inner.split("*").map((piece) => escapeRegExp2(piece)).join(".*");
    return {
      text,
      tool: "Bash",
      kind: "wildcard",
      command: inner,
      wildcard: new RegExp(`^${source}$`, "s")
    };
  }
  const command = isPrefix ? inner.slice(0, spaced ? -1 : -2).trim() : inner;
  if (!command) throw new PermissionRuleError(`Invalid permission rule "${text}": empty command.`);
  const parsed = parseShellCommand(command);
  const only = parsed.ok && parsed.commands.length === 1 ? parsed.commands[0] : void 0;
  const plain = only && parsed.ok && parsed.problems.length === 0 && !only.hasAssignments && only.fileWrites.length === 0 ? only.words : void 0;
  const words = plain?.every((word) => word !== null) ? plain : void 0;
  if (isPrefix && !words) {
    throw new PermissionRuleError(
      `Invalid permission rule "${text}": a prefix rule must be a plain command (words only).`
    );
  }
  return {
    text,
    tool: "Bash",
    kind: isPrefix ? "prefix" : "exact",
    command,
    ...words ? { words } : {}
  };
}
function askMessage(what, rule) {
  return `${what} needs approval (rule "${rule.text}" asks first), and no one can approve a call in a run without a person at the terminal: denied.`;
}
function deny(message) {
  return { behavior: "deny", message };
}
// src/engine/tools/bash-permissions.ts
function bashHit(rules, trimmed, parse) {
  if (rules.length === 0) return void 0;
  const exact = rules.find((rule) => rule.kind === "exact" && rule.command === trimmed);
  if (exact) return { rule: exact };
  const parsed = parse();
  const names = rules.map((rule) => `"${rule.text}"`).join(", ");
  if (!parsed.ok)
    return {
      unchecked: `The command could not be parsed (${parsed.error}), so rule ${names} cannot be checked.`
    };
  if (parsed.problems.length > 0) {
    return {
      unchecked: `The command uses ${parsed.problems.join(", ")}, so rule ${names} cannot be checked.`
    };
  }
  for (const part of parsed.commands) {
    const wrapper = wrapperProblem(part.words);
    if (wrapper) return { unchecked: `${wrapper}, so rule ${names} cannot be checked.` };
    const rule = rules.find((candidate) => matches(candidate, part, true));
    if (rule) return { rule, part: part.text };
  }
  return void 0;
}
function checkBash(command, rules, writeAllowed) {
  const { allowed } = rules;
  const bashAllows = allowed.filter((rule) => rule.tool === "Bash");
  const trimmed = command.trim();
  let parsedOnce;
  const parse = () => parsedOnce ??= parseShellCommand(command);
  const denyHit = bashHit(
    rules.denied.filter((rule) => rule.tool === "Bash"),
    trimmed,
    parse
  );
  if (denyHit && "unchecked" in denyHit) return deny(denyHit.unchecked);
  if (denyHit) {
    const what = denyHit.part === void 0 ? "The command" : `\`${denyHit.part}\``;
    return deny(`${what} was denied by rule "${denyHit.rule.text}".`);
  }
  const askHit = bashHit(
    rules.asked.filter((rule) => rule.tool === "Bash"),
    trimmed,
    parse
  );
  if (askHit && "unchecked" in askHit) return deny(askHit.unchecked);
  if (askHit) return deny(askMessage(`\`${askHit.part ?? trimmed}\``, askHit.rule));
  if (allowed.length === 0) return { behavior: "allow" };
  if (bashAllows.some((rule) => rule.kind === "tool")) return { behavior: "allow" };
  if (bashAllows.some((rule) => rule.kind === "exact" && rule.command === trimmed))
    return { behavior: "allow" };
  if (bashAllows.length === 0) {
    return deny(
      `Bash is not in the allowed tools (${allowed.map((rule) => rule.text).join(", ")}).`
    );
  }
  const ruleList = bashAllows.map((rule) => rule.text).join(", ");
  const parsed = parse();
  if (!parsed.ok)
    return deny(`The command could not be parsed (${parsed.error}); allowed: ${ruleList}.`);
  if (parsed.problems.length > 0) {
    return deny(
      `The command uses ${parsed.problems.join(", ")}, which Bash rules cannot allow (allowed: ${ruleList}).`
    );
  }
  for (const part of parsed.commands) {
    for (const target of part.fileWrites) {
      if (!writeAllowed)
        return deny(
          `Redirecting output to a file (${target}) needs the Write tool allowed; allowed: ${ruleList}.`
        );
      const problem = redirectTargetProblem(target);
      if (problem)
        return deny(
          `Redirecting output to ${target} is not allowed: ${problem}; allowed: ${ruleList}.`
        );
    }
    if (part.words.length === 0 && !part.hasAssignments) continue;
    if (bashAllows.some((rule) => rule.kind === "exact" && matches(rule, part, false))) continue;
    const prefix = bashAllows.find(
      (rule) => (rule.kind === "prefix" || rule.kind === "wildcard") && matches(rule, part, false)
    );
    if (!prefix)
      return deny(
        `No allow rule matches \`${part.text || "an assignment"}\` (allowed: ${ruleList}).`
      );
    const wrapper = wrapperProblem(part.words);
    if (wrapper) return deny(`${wrapper}; prefix rule "${prefix.text}" does not cover it.`);
  }
  return { behavior: "allow" };
}
var HARMLESS_TARGETS = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);
function redirectTargetProblem(target) {
  if (HARMLESS_TARGETS.has(target)) return null;
  if (target === "<expansion>") return "its file name expands a variable";
  if (target.startsWith("/") || target.startsWith("~"))
    return "only relative paths inside the workspace can be written";
  const parts = target.split("/").map((part) => part.toLowerCase());
  if (parts.includes("..")) return 'the path goes up with ".."';
  if (parts.includes(".git")) return "git internals are never written";
  const first = parts.filter((part) => part !== "" && part !== ".");
  if (first[0] === ".github" && first[1] === "workflows") return "workflow files are not written";
  return null;
}
function matches(rule, part, forDeny) {
  if (rule.kind === "wildcard") {
    if (part.hasAssignments && !forDeny) return false;
    if (part.words.some((word) => word === null)) return false;
    const words2 = part.words;
    if (rule.wildcard.test(words2.join(" "))) return true;
    const [first, ...rest] = words2;
    return forDeny && first !== void 0 && rule.wildcard.test([commandName(first), ...rest].join(" "));
  }
  const words = rule.words;
  if (!words) return false;
  if (part.hasAssignments && !forDeny) return false;
  if (rule.kind === "exact" && part.words.length !== words.length) return false;
  if (part.words.length < words.length) return false;
  return words.every((word, index) => {
    const actual = part.words[index];
    if (actual === null || actual === void 0) return false;
    if (actual === word) return true;
    return forDeny && index === 0 && commandName(actual) === commandName(word);
  });
}
// src/engine/tools/permissions.ts
function parsePermissionRules(text, hostTools = []) {
  const rules = [];
  let depth = 0;
  let current = "";
  const flush = () => {
    const rule = current.trim();
    if (rule) rules.push(rule);
    current = "";
  };
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (depth < 0)
      throw new PermissionRuleError(
        `Invalid permission rule "${(current + char).trim()}": unbalanced ")".`
      );
    if (depth === 0 && (char === "," || char === "\n")) flush();
    else current += char;
  }
  if (depth !== 0)
    throw new PermissionRuleError(`Invalid permission rule "${current.trim()}": missing ")".`);
  flush();
  for (const rule of rules) parseRule(rule, hostTools);
  return rules;
}
function coversTool(rule, name) {
  return rule.kind === "tool" && coversToolName(rule.tool, name);
}
function coversToolName(ruleTool, name) {
  if (ruleTool === name) return true;
  return /^mcp__[^_]+(?:_[^_]+)*$/.test(ruleTool) && name.startsWith(`${ruleTool}__`);
}
function createPermissionChecker(rules) {
  const workspaceRoot = resolve2(rules.workspaceRoot ?? process.cwd());
  const anchors = {
    cwd: workspaceRoot,
    projectRoot: resolve2(rules.projectRoot ?? workspaceRoot),
    ...rules.home ? { home: rules.home } : {}
  };
  const compile = (text) => {
    const rule = parseRule(text, rules.hostTools);
    return rule.path === void 0 ? rule : { ...rule, pattern: compilePathPattern(rule.path, anchors) };
  };
  const allowed = rules.allowed.map(compile);
  const denied = rules.disallowed.map(compile);
  const asked = (rules.ask ?? []).map(compile);
  const allow = { behavior: "allow" };
  const target = { workspaceRoot };
  const toolAllowed = (name) => !denied.some((rule) => coversTool(rule, name)) && (allowed.length === 0 || allowed.some((rule) => coversTool(rule, name)));
  return (toolName, input) => {
    const deniedBy = denied.find((rule) => coversCall(rule, toolName, input, target, true));
    if (deniedBy)
      return deny(`Permission to use ${toolName} was denied by rule "${deniedBy.text}".`);
    if (toolName === "Bash") {
      const command = input?.command;
      if (typeof command !== "string") return deny("Bash needs a command string.");
      return checkBash(command, { allowed, denied, asked }, toolAllowed("Write"));
    }
    const askedBy = asked.find((rule) => coversCall(rule, toolName, input, target, true));
    if (askedBy) return deny(askMessage(toolName, askedBy));
    if (allowed.length === 0 || allowed.some((rule) => coversCall(rule, toolName, input, target, false)))
      return allow;
    return deny(
      `${toolName} is not in the allowed tools (${allowed.map((rule) => rule.text).join(", ")}).`
    );
  };
}
function coversCall(rule, name, input, target, forDeny) {
  if (rule.kind === "tool") return coversToolName(rule.tool, name);
  if (rule.kind === "domain") {
    return name === "WebFetch" && domainMatches(rule.domain, input?.url);
  }
  if (rule.kind !== "path" || !rule.pattern) return false;
  if (!PATH_RULE_TOOLS[rule.tool]?.includes(name)) return false;
  const path = inputPath(name, input, target.workspaceRoot);
  if (path === void 0) return false;
  const paths = forDeny ? [path, realPathOf(path)] : [path];
  const searches = name === "Glob" || name === "Grep";
  return paths.some(
    (candidate) => pathMatches(rule.pattern, candidate) || forDeny && searches && pathMatches(rule.pattern, join22(candidate, "any-file"))
  );
}
function realPathOf(path) {
  let rest = "";
  let current = path;
  for (; ; ) {
    try {
      return rest ? resolve2(realpathSync(current), rest) : realpathSync(current);
    } catch {
      const parent = dirname(current);
      if (parent === current) return path;
      rest = rest ? `${basename(current)}/${rest}` : basename(current);
      current = parent;
    }
  }
}
export {
  GITHUB_HOST_TOOLS as chunk_7B2THF4M$GITHUB_HOST_TOOLS,
  detectChecks as chunk_7B2THF4M$detectChecks,
  escapeWorkflowCommands as chunk_7B2THF4M$escapeWorkflowCommands,
  listedChecks as chunk_7B2THF4M$listedChecks,
  Secrets as chunk_7DYY7W4J$Secrets,
  childEnvironment as chunk_7DYY7W4J$childEnvironment,
  createRedactor as chunk_7DYY7W4J$createRedactor,
  secretValuesFromCredentialsFile as chunk_7DYY7W4J$secretValuesFromCredentialsFile,
  secretValuesFromEnvironment as chunk_7DYY7W4J$secretValuesFromEnvironment,
  secretVariants as chunk_7DYY7W4J$secretVariants,
  stripInvisibleCharacters as chunk_AT4IJ4BX$stripInvisibleCharacters,
  coversToolName as chunk_LOB2NJEW$coversToolName,
  createPermissionChecker as chunk_LOB2NJEW$createPermissionChecker,
  loadShellParser as chunk_LOB2NJEW$loadShellParser,
  parsePermissionRules as chunk_LOB2NJEW$parsePermissionRules,
  prepareShellParser as chunk_LOB2NJEW$prepareShellParser
};
