import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  parsePermissionRules,
  require_picomatch
} from "./chunk-XVUNW6PE.js";
import {
  AllowedDomainsError,
  EFFORT_LEVELS,
  SANDBOX_MODES,
  parseAllowedDomains,
  parseLimit,
  parseModelPrices
} from "./chunk-YBFWE4H5.js";
import {
  __toESM
} from "./chunk-ZGKZO2EW.js";

// src/action/runner-io.ts
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
function getInput(name, env = process.env) {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
var outputs = 0;
function setOutput(name, value, env = process.env) {
  const file = env.GITHUB_OUTPUT;
  if (!file) {
    process.stdout.write(
      `${EOL}::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`
    );
    return;
  }
  const delimiter = `ghadelimiter_${process.pid}_${Date.now()}_${++outputs}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Output ${name}: the value contains its delimiter`);
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, "utf8");
}
function addMask(secret) {
  issue("add-mask", secret);
}
function info(message) {
  process.stdout.write(`${message}${EOL}`);
}
function fail(message) {
  setOutput("conclusion", "failure");
  issue("error", message);
  process.exitCode = 1;
}
function issue(command, message) {
  process.stdout.write(`::${command}::${escapeData(message)}${EOL}`);
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/git/ref-name.ts
function isValidBranchName(name) {
  if (!name || name === "@" || name.startsWith("-") || name.startsWith("/")) return false;
  if (/[\u0000-\u0020\u007F~^:?*[\\]/.test(name)) return false;
  if (name.includes("..") || name.includes("@{") || name.includes("//")) return false;
  if (name.endsWith("/") || name.endsWith(".")) return false;
  return name.split("/").every((part) => part.length > 0 && !part.startsWith(".") && !part.endsWith(".lock"));
}
function slugify(title, max = 40) {
  const ascii = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const slug = ascii.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > max / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}
function issueBranchName(prefix, issueNumber, title) {
  const slug = slugify(title);
  const name = `${prefix}issue-${issueNumber}${slug ? `-${slug}` : ""}`;
  if (!isValidBranchName(name))
    throw new Error(`Invalid branch name "${name}" (check branch_prefix)`);
  return name;
}

// src/review/glob-list.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function parseGlobList(name, raw) {
  const globs = raw.split(/[\n,]/).map((glob) => glob.trim()).filter((glob) => glob !== "" && !glob.startsWith("#"));
  for (const glob of globs) {
    if (glob.startsWith("!")) {
      throw new Error(
        `${name}: "${glob}" is a negated glob; list what to leave out in review_ignore instead`
      );
    }
    if (glob.split("/").includes("..")) {
      throw new Error(`${name}: "${glob}" leaves the repository ("..")`);
    }
    try {
      import_picomatch.default.makeRe(glob);
    } catch (error) {
      throw new Error(`${name}: "${glob}" is not a valid glob: ${error.message}`, {
        cause: error
      });
    }
  }
  return globs;
}

// src/action/inputs.ts
var COMMIT_SIGNING_MODES = ["none", "api", "ssh"];
var InputError = class extends Error {
  name = "InputError";
};
function parseActionInputs(get) {
  const text = (name, fallback = "") => get(name).trim() || fallback;
  const number = (name, fallback, kind) => {
    const raw = get(name);
    if (raw.trim() === "") return fallback;
    try {
      return parseLimit(`Input ${name}`, raw, kind);
    } catch (error) {
      throw new InputError(error.message);
    }
  };
  const rules = (name) => {
    try {
      return parsePermissionRules(text(name));
    } catch (error) {
      throw new InputError(`Input ${name}: ${error instanceof Error ? error.message : error}`);
    }
  };
  const boolean = (name, fallback) => {
    const raw = text(name).toLowerCase();
    if (raw === "") return fallback;
    if (raw === "true") return true;
    if (raw === "false") return false;
    throw new InputError(`Input ${name} must be true or false, got "${raw}"`);
  };
  const branchPrefix = text("branch_prefix", "agent/");
  if (!/^[A-Za-z0-9._/-]+$/.test(branchPrefix) || branchPrefix.includes("..")) {
    throw new InputError(`Input branch_prefix is not usable in a branch name: "${branchPrefix}"`);
  }
  const triggerPhrase = text("trigger_phrase", "@agent");
  if (/\s/.test(triggerPhrase)) {
    throw new InputError(`Input trigger_phrase must be a single word, got "${triggerPhrase}"`);
  }
  const sandbox = text("sandbox", "auto").toLowerCase();
  if (!SANDBOX_MODES.includes(sandbox)) {
    throw new InputError(
      `Input sandbox must be one of ${SANDBOX_MODES.join(", ")}, got "${sandbox}"`
    );
  }
  let allowedDomains;
  try {
    allowedDomains = parseAllowedDomains(text("allowed_domains"));
  } catch (error) {
    if (!(error instanceof AllowedDomainsError)) throw error;
    throw new InputError(`Input allowed_domains: ${error.message}`);
  }
  const useBedrock = boolean("use_bedrock", false);
  const useVertex = boolean("use_vertex", false);
  if (useBedrock && useVertex) {
    throw new InputError("Inputs use_bedrock and use_vertex are both true: choose one provider");
  }
  const globs = (name) => {
    try {
      return parseGlobList(`Input ${name}`, get(name));
    } catch (error) {
      throw new InputError(error instanceof Error ? error.message : String(error));
    }
  };
  const effort = text("effort").toLowerCase();
  if (effort !== "" && !EFFORT_LEVELS.includes(effort)) {
    throw new InputError(
      `Input effort must be one of ${EFFORT_LEVELS.join(", ")} (or empty for the model's default), got "${effort}"`
    );
  }
  const commitSigning = text("commit_signing", "none").toLowerCase();
  if (!COMMIT_SIGNING_MODES.includes(commitSigning)) {
    throw new InputError(
      `Input commit_signing must be one of ${COMMIT_SIGNING_MODES.join(", ")}, got "${commitSigning}"`
    );
  }
  const sshSigningKey = get("ssh_signing_key").trim();
  if (commitSigning === "ssh" && sshSigningKey === "") {
    throw new InputError("Input commit_signing is ssh but ssh_signing_key is empty");
  }
  let modelPrices;
  try {
    modelPrices = parseModelPrices(get("model_prices"), "Input model_prices");
  } catch (error) {
    throw new InputError(error instanceof Error ? error.message : String(error));
  }
  const taskName = text("task_name");
  if (taskName !== "" && slugify(taskName) === "") {
    throw new InputError(
      `Input task_name must contain letters or digits (a-z, 0-9) to name a branch, got "${taskName}"`
    );
  }
  return {
    anthropicApiKey: text("anthropic_api_key"),
    anthropicAuthToken: text("anthropic_auth_token"),
    githubToken: text("github_token"),
    anthropicBaseUrl: text("anthropic_base_url"),
    useBedrock,
    useVertex,
    // Kept as written (inner line breaks and indentation are the author's), only trimmed.
    appendSystemPrompt: get("append_system_prompt").trim(),
    triggerPhrase,
    labelTrigger: text("label_trigger"),
    assigneeTrigger: text("assignee_trigger"),
    prompt: get("prompt").trim(),
    model: text("model", "claude-sonnet-5-5"),
    fallbackModel: text("fallback_model"),
    maxTurns: number("max_turns", 30, "count"),
    maxBudgetUsd: number("max_budget_usd", 5, "amount"),
    timeoutMinutes: number("timeout_minutes", 30, "amount"),
    allowedTools: rules("allowed_tools"),
    disallowedTools: rules("disallowed_tools"),
    branchPrefix,
    baseBranch: text("base_branch"),
    allowedBots: text("allowed_bots"),
    createPr: boolean("create_pr", true),
    reviewPaths: globs("review_paths"),
    reviewIgnore: globs("review_ignore"),
    sandbox,
    allowedDomains,
    effort: effort === "" ? void 0 : effort,
    modelPrices,
    allowWorkflowChanges: boolean("allow_workflow_changes", false),
    mcpConfig: get("mcp_config").trim(),
    reviewDrafts: boolean("review_drafts", false),
    taskName,
    maxCiFixAttempts: number("max_ci_fix_attempts", 2, "count"),
    jsonSchema: get("json_schema").trim(),
    commitSigning,
    sshSigningKey
  };
}

// src/safety/invisible-characters.ts
var INVISIBLE = (
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g
);
var TAGS_AND_SELECTORS = /[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
var CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
function stripInvisibleCharacters(text) {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").replace(TAGS_AND_SELECTORS, "").replace(CONTROL, "");
}

export {
  isValidBranchName,
  slugify,
  issueBranchName,
  InputError,
  parseActionInputs,
  getInput,
  setOutput,
  addMask,
  info,
  fail,
  stripInvisibleCharacters
};
