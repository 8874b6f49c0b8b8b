import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  slugify
} from "./chunk-STY52DR7.js";
import {
  parsePermissionRules
} from "./chunk-JRD7LAFA.js";
import {
  require_picomatch
} from "./chunk-RMUZ3BSU.js";
import {
  parseModelPrices
} from "./chunk-IBT3NMJH.js";
import {
  parseLimit
} from "./chunk-JBL7MHT2.js";
import {
  EFFORT_LEVELS,
  SANDBOX_MODES
} from "./chunk-HUY6TF2S.js";
import {
  AllowedDomainsError,
  parseAllowedDomains
} from "./chunk-43VZGAE7.js";
import {
  errorMessage
} from "./chunk-C7BR24O7.js";
import {
  __toESM
} from "./chunk-ZGKZO2EW.js";

// src/github-side/run/glob-list.ts
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

// src/github-side/run/fail-on.ts
var REVIEW_FAIL_ON = ["never", "blocking", "important"];

// src/github-side/run/inputs.ts
var COMMIT_SIGNING_MODES = ["none", "api", "ssh"];
var InputError = class extends Error {
  name = "InputError";
};
function parseActionInputs(get) {
  const read = inputReader(get);
  const checked = checkedInputs(read);
  return {
    anthropicApiKey: read.text("anthropic_api_key"),
    anthropicAuthToken: read.text("anthropic_auth_token"),
    githubToken: read.text("github_token"),
    anthropicBaseUrl: read.text("anthropic_base_url"),
    useBedrock: checked.useBedrock,
    useVertex: checked.useVertex,
    // Kept as written (inner line breaks and indentation are the author's), only trimmed.
    appendSystemPrompt: read.text("append_system_prompt"),
    triggerPhrase: checked.triggerPhrase,
    labelTrigger: read.text("label_trigger"),
    assigneeTrigger: read.text("assignee_trigger"),
    prompt: read.text("prompt"),
    model: read.text("model", "claude-sonnet-5-5"),
    fallbackModel: read.text("fallback_model"),
    maxTurns: read.number("max_turns", 30, "count"),
    maxBudgetUsd: read.number("max_budget_usd", 5, "amount"),
    timeoutMinutes: read.number("timeout_minutes", 30, "amount"),
    allowedTools: read.rules("allowed_tools"),
    disallowedTools: read.rules("disallowed_tools"),
    branchPrefix: checked.branchPrefix,
    baseBranch: read.text("base_branch"),
    allowedBots: read.text("allowed_bots"),
    createPr: read.boolean("create_pr", true),
    requirePlan: read.boolean("require_plan", false),
    reviewPaths: read.globs("review_paths"),
    reviewIgnore: read.globs("review_ignore"),
    sandbox: checked.sandbox,
    allowedDomains: checked.allowedDomains,
    effort: checked.effort,
    modelPrices: checked.modelPrices,
    allowWorkflowChanges: read.boolean("allow_workflow_changes", false),
    mcpConfig: read.text("mcp_config"),
    projectConfig: read.boolean("project_config", true),
    reviewDrafts: read.boolean("review_drafts", false),
    reviewCheck: read.boolean("review_check", true),
    reviewFailOn: checked.reviewFailOn,
    taskName: checked.taskName,
    maxCiFixAttempts: read.number("max_ci_fix_attempts", 2, "count"),
    jsonSchema: read.text("json_schema"),
    commitSigning: checked.commitSigning,
    sshSigningKey: checked.sshSigningKey,
    spendCaps: {
      ...read.optionalAmount("budget_daily_usd", "dailyUsd"),
      ...read.optionalAmount("budget_monthly_usd", "monthlyUsd"),
      ...read.optionalAmount("budget_user_daily_usd", "userDailyUsd")
    }
  };
}
function inputReader(get) {
  const text = (name, fallback = "") => get(name).trim() || fallback;
  return {
    text,
    /** As the runner passed it, untrimmed. */
    raw: get,
    number(name, fallback, kind) {
      const raw = get(name);
      if (raw.trim() === "") return fallback;
      try {
        return parseLimit(`Input ${name}`, raw, kind);
      } catch (error) {
        throw new InputError(error.message);
      }
    },
    /** `{ [key]: amount }`, or `{}` when the input is empty (no cap). */
    optionalAmount(name, key) {
      if (get(name).trim() === "") return {};
      return { [key]: this.number(name, 0, "amount") };
    },
    rules(name) {
      try {
        return parsePermissionRules(text(name));
      } catch (error) {
        throw new InputError(`Input ${name}: ${errorMessage(error)}`);
      }
    },
    boolean(name, fallback) {
      const raw = text(name).toLowerCase();
      if (raw === "") return fallback;
      if (raw === "true") return true;
      if (raw === "false") return false;
      throw new InputError(`Input ${name} must be true or false, got "${raw}"`);
    },
    globs(name) {
      try {
        return parseGlobList(`Input ${name}`, get(name));
      } catch (error) {
        throw new InputError(errorMessage(error));
      }
    },
    /** One of `allowed` (lowercased), or `fallback` when empty. */
    choice(name, allowed, fallback) {
      const value = text(name, fallback).toLowerCase();
      if (!allowed.includes(value)) {
        throw new InputError(`Input ${name} must be one of ${allowed.join(", ")}, got "${value}"`);
      }
      return value;
    }
  };
}
function checkedInputs(read) {
  const branchPrefix = read.text("branch_prefix", "agent/");
  if (!/^[A-Za-z0-9._/-]+$/.test(branchPrefix) || branchPrefix.includes("..")) {
    throw new InputError(`Input branch_prefix is not usable in a branch name: "${branchPrefix}"`);
  }
  const triggerPhrase = read.text("trigger_phrase", "@agent");
  if (/\s/.test(triggerPhrase)) {
    throw new InputError(`Input trigger_phrase must be a single word, got "${triggerPhrase}"`);
  }
  const sandbox = read.choice("sandbox", SANDBOX_MODES, "auto");
  const allowedDomains = allowedDomainsInput(read);
  const useBedrock = read.boolean("use_bedrock", false);
  const useVertex = read.boolean("use_vertex", false);
  if (useBedrock && useVertex) {
    throw new InputError("Inputs use_bedrock and use_vertex are both true: choose one provider");
  }
  const effort = effortInput(read);
  const commitSigning = read.choice("commit_signing", COMMIT_SIGNING_MODES, "none");
  const sshSigningKey = read.text("ssh_signing_key");
  if (commitSigning === "ssh" && sshSigningKey === "") {
    throw new InputError("Input commit_signing is ssh but ssh_signing_key is empty");
  }
  const modelPrices = modelPricesInput(read);
  const reviewFailOn = read.choice("review_fail_on", REVIEW_FAIL_ON, "never");
  const taskName = read.text("task_name");
  if (taskName !== "" && slugify(taskName) === "") {
    throw new InputError(
      `Input task_name must contain letters or digits (a-z, 0-9) to name a branch, got "${taskName}"`
    );
  }
  const checked = { branchPrefix, triggerPhrase, sandbox, allowedDomains, useBedrock, useVertex };
  return { ...checked, effort, commitSigning, sshSigningKey, modelPrices, reviewFailOn, taskName };
}
function allowedDomainsInput(read) {
  try {
    return parseAllowedDomains(read.text("allowed_domains"));
  } catch (error) {
    if (!(error instanceof AllowedDomainsError)) throw error;
    throw new InputError(`Input allowed_domains: ${error.message}`);
  }
}
function effortInput(read) {
  const effort = read.text("effort").toLowerCase();
  if (effort === "") return void 0;
  if (!EFFORT_LEVELS.includes(effort)) {
    throw new InputError(
      `Input effort must be one of ${EFFORT_LEVELS.join(", ")} (or empty for the model's default), got "${effort}"`
    );
  }
  return effort;
}
function modelPricesInput(read) {
  try {
    return parseModelPrices(read.raw("model_prices"), "Input model_prices");
  } catch (error) {
    throw new InputError(errorMessage(error));
  }
}

export {
  InputError,
  parseActionInputs
};
