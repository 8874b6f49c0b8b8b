import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_ZLI5KBXZ$compileStructuredOutput as compileStructuredOutput,
} from "./group-run.js";
import {
  chunk_NB7O72UD$PathAccessError as PathAccessError,
  chunk_NB7O72UD$realWorkspaceRoot as realWorkspaceRoot,
  chunk_NB7O72UD$resolveInWorkspace as resolveInWorkspace,
  chunk_NB7O72UD$toolError as toolError,
} from "./group-run.js";
import {
  chunk_LOB2NJEW$createPermissionChecker as createPermissionChecker,
  chunk_LOB2NJEW$loadShellParser as loadShellParser,
  chunk_LOB2NJEW$parsePermissionRules as parsePermissionRules,
} from "./group-action-run.js";
import {
  chunk_RMUZ3BSU$require_picomatch as require_picomatch,
} from "./group-action.js";
import {
  chunk_LQBT5YSH$isHostAllowed as isHostAllowed,
  chunk_LQBT5YSH$parseAllowedDomains as parseAllowedDomains,
} from "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import {
  external_exports
} from "./chunk-O56UCDKK.js";
import {
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";

// src/engine/plan/plan.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { createHash } from "node:crypto";
var MAX_TEXT = 4e3;
var MAX_ENTRIES = 50;
var stringList = (description) => ({
  type: "array",
  maxItems: MAX_ENTRIES,
  items: { type: "string", minLength: 1, maxLength: 500 },
  description
});
var PLAN_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["summary", "steps", "files", "commands", "hosts", "budget_usd"],
  properties: {
    summary: { type: "string", minLength: 1, maxLength: MAX_TEXT },
    steps: { ...stringList("What you will do, in order"), minItems: 1 },
    files: stringList(
      "Globs of every file you will create, change or delete, relative to the repository root (src/parser/**, README.md)"
    ),
    commands: stringList(
      "Bash rules of every command you will run: Bash(npm test) for exactly that command, Bash(npm run lint:*) for a prefix"
    ),
    hosts: stringList(
      "Hosts your commands must reach over the network (pkgs.example.com); [] when none"
    ),
    budget_usd: { type: "number", exclusiveMinimum: 0 },
    reason: { type: "string", maxLength: MAX_TEXT }
  }
};
async function planAnswerCheck(maxBudgetUsd) {
  await loadShellParser();
  const schema = await compileStructuredOutput(PLAN_SCHEMA);
  return {
    check(text) {
      const verdict = schema.check(text);
      if (!verdict.ok) return verdict;
      const answer = normalizeAnswer(verdict.value);
      const problems = planProblems(answer, maxBudgetUsd);
      return problems.length > 0 ? { ok: false, problems } : { ok: true, value: answer };
    },
    correction: (problems) => [
      "Your plan cannot be used as it is:",
      ...problems.map((problem) => `- ${problem}`),
      "Reply again with only the corrected plan as one JSON value: no prose, no code fence."
    ].join("\n"),
    instructions: [
      schema.instructions,
      "",
      "This run only plans: nothing you change is kept. After an approval, the execution may",
      "change only the files your globs match, run only the commands your Bash rules allow,",
      `reach only the hosts you list, and spend at most budget_usd (at most $${maxBudgetUsd}).`,
      "List what the work needs, no more: an approver reads every entry."
    ].join("\n")
  };
}
function normalizeAnswer(answer) {
  const unique = (list2) => [...new Set(list2.map((entry) => entry.trim()))];
  return {
    ...answer,
    files: unique(answer.files).map((glob) => glob.replace(/^\.\//, "")),
    commands: unique(answer.commands).map(
      (rule) => /^Bash\s*\(/.test(rule) ? rule : `Bash(${rule})`
    ),
    hosts: unique(answer.hosts).map((host) => host.toLowerCase()),
    budget_usd: Math.round(answer.budget_usd * 100) / 100 || 0.01
  };
}
function planProblems(plan, maxBudgetUsd) {
  const problems = [];
  for (const glob of plan.files) {
    const problem = globProblem(glob);
    if (problem) problems.push(`files: "${glob}" ${problem}`);
  }
  for (const rule of plan.commands) {
    try {
      const [parsed] = parsePermissionRules(rule);
      if (!parsed?.startsWith("Bash(")) problems.push(`commands: "${rule}" is not a Bash rule`);
    } catch (error) {
      problems.push(`commands: ${errorMessage(error)}`);
    }
  }
  for (const host of plan.hosts) {
    const problem = hostProblem(host);
    if (problem) problems.push(`hosts: "${host}" ${problem}`);
  }
  if (!(plan.budget_usd > 0)) problems.push("budget_usd must be more than 0");
  if (plan.budget_usd > maxBudgetUsd) {
    problems.push(`budget_usd ${plan.budget_usd} is above the run's limit of $${maxBudgetUsd}`);
  }
  return problems;
}
function hostProblem(host) {
  if (/[\s,]/.test(host)) return "is not one host name";
  try {
    return parseAllowedDomains(host).kind === "all" ? "is not a host; name each host the work needs" : void 0;
  } catch (error) {
    return errorMessage(error);
  }
}
function globProblem(glob) {
  if (glob.startsWith("/") || glob.startsWith("~")) return "must be relative to the repository";
  if (glob.startsWith("!")) return "is negated; list only what you will change";
  if (glob.split("/").includes("..")) return 'leaves the repository ("..")';
  if (glob.split("/")[0] === ".git") return "is inside .git";
  if (/^\*\*(\/\*+)?$/.test(glob) || glob === "*") return "matches every file; name the folders";
  try {
    import_picomatch.default.makeRe(glob);
    return void 0;
  } catch (error) {
    return `is not a valid glob (${errorMessage(error)})`;
  }
}
function planText(plan) {
  const ordered = {
    version: 1,
    request: plan.request,
    summary: plan.summary,
    steps: plan.steps,
    files: plan.files,
    commands: plan.commands,
    hosts: plan.hosts,
    budget_usd: plan.budget_usd,
    ...plan.reason ? { reason: plan.reason } : {},
    ...plan.branch ? { branch: plan.branch } : {},
    ...plan.amends ? { amends: plan.amends } : {},
    ...plan.approvals?.length ? { approvals: plan.approvals } : {}
  };
  return JSON.stringify(ordered);
}
function planDigest(plan) {
  return createHash("sha256").update(planText(plan)).digest("hex");
}
var PlanError = class extends AgentLoopError {
  name = "PlanError";
  get kind() {
    return "plan";
  }
};
function parsePlan(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PlanError(`not JSON (${errorMessage(error)})`);
  }
  const plan = value;
  if (typeof plan !== "object" || plan === null || plan.version !== 1) {
    throw new PlanError("not an agent-loop plan (version 1)");
  }
  const lists = ["steps", "files", "commands", "hosts"];
  for (const name of lists) {
    const list2 = plan[name];
    if (!Array.isArray(list2) || list2.some((entry) => typeof entry !== "string")) {
      throw new PlanError(`"${name}" must be a list of strings`);
    }
  }
  if (typeof plan.budget_usd !== "number" || typeof plan.summary !== "string") {
    throw new PlanError('"budget_usd" must be a number and "summary" a string');
  }
  const optional = ["request", "reason", "branch", "amends"];
  for (const name of optional) {
    if (plan[name] !== void 0 && typeof plan[name] !== "string") {
      throw new PlanError(`"${name}" must be a string`);
    }
  }
  const approvals = plan.approvals;
  if (approvals !== void 0 && (!Array.isArray(approvals) || approvals.some((a) => typeof a !== "string"))) {
    throw new PlanError('"approvals" must be a list of logins');
  }
  const full = plan;
  const problems = planProblems(full, Number.POSITIVE_INFINITY);
  if (problems.length > 0) throw new PlanError(problems.join("; "));
  return { ...full, request: typeof full.request === "string" ? full.request : "" };
}
function addedEntries(earlier, amended) {
  const added = (now, before) => now.filter((entry) => !(before ?? []).includes(entry));
  return {
    files: added(amended.files, earlier?.files),
    commands: added(amended.commands, earlier?.commands),
    hosts: added(amended.hosts, earlier?.hosts)
  };
}

// src/engine/plan/bounds.ts
var AMEND_PLAN_TOOL = "AmendPlan";
var LOOKING_TOOLS = /* @__PURE__ */ new Set(["Read", "Glob", "Grep", "TodoWrite", "Agent", "TaskStop"]);
var FILE_TOOLS = {
  Write: "file_path",
  Edit: "file_path",
  NotebookEdit: "notebook_path"
};
function planBounds(plan, limits) {
  const reachable = plan.hosts.filter((host) => workflowAllows(limits.allowedDomains, host));
  const allowedDomains = parseAllowedDomains(reachable.join(","));
  return {
    guard: planGuard(plan, limits.workspaceRoot),
    maxBudgetUsd: Math.min(plan.budget_usd, limits.maxBudgetUsd),
    allowedDomains,
    unreachableHosts: plan.hosts.filter((host) => !reachable.includes(host)),
    coversPath: planPathMatcher(plan)
  };
}
var PATH_ROOT = "/plan-repository";
function planPathMatcher(plan) {
  if (plan.files.length === 0) return () => false;
  const files = createPermissionChecker({
    allowed: plan.files.map((glob) => `Edit(/${glob})`),
    disallowed: [],
    workspaceRoot: PATH_ROOT
  });
  return (path) => {
    if (path === "" || path.startsWith("/") || path.split("/").includes("..")) return false;
    return files("Edit", { file_path: `${PATH_ROOT}/${path}` }).behavior === "allow";
  };
}
function workflowAllows(allowed, entry) {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(entry);
  const host = (match?.[1] ?? entry).replace(/^\*\./, "agent-loop-plan-check.");
  const port = match?.[2] ? Number(match[2]) : void 0;
  return isHostAllowed(allowed, host, port);
}
function planGuard(plan, workspaceRoot) {
  const files = plan.files.length > 0 ? createPermissionChecker({
    allowed: plan.files.map((glob) => `Edit(/${glob})`),
    disallowed: [],
    // Real paths are compared: the anchor is the workspace's real location too.
    workspaceRoot: realWorkspaceRoot(workspaceRoot)
  }) : void 0;
  const bash = plan.commands.length > 0 ? createPermissionChecker({ allowed: plan.commands, disallowed: [] }) : void 0;
  const hosts = plan.hosts.length > 0 ? parseAllowedDomains(plan.hosts.join(",")) : void 0;
  const outside = (what) => ({
    behavior: "deny",
    message: `${what}: outside the approved plan. If the work needs it, call ${AMEND_PLAN_TOOL} with what else you need and why, then stop.`
  });
  return (toolName, input) => {
    if (LOOKING_TOOLS.has(toolName) || toolName === AMEND_PLAN_TOOL) return { behavior: "allow" };
    const pathField = FILE_TOOLS[toolName];
    if (pathField) {
      const path = input?.[pathField];
      const real = typeof path === "string" ? realWorkspacePath(workspaceRoot, path) : void 0;
      if (files && real && files(toolName, { [pathField]: real }).behavior === "allow") {
        return { behavior: "allow" };
      }
      return outside(
        `${toolName} of ${typeof path === "string" ? path : "a file"} (the plan's files: ${plan.files.join(", ") || "none"})`
      );
    }
    if (toolName === "Bash") {
      if (!bash) return outside("Bash (the plan runs no commands)");
      const decision = bash("Bash", input);
      return decision.behavior === "allow" ? decision : outside(decision.message.replace(/\.$/, ""));
    }
    if (toolName === "WebFetch") {
      const host = urlHost(input?.url);
      if (hosts && host && isHostAllowed(hosts, host)) return { behavior: "allow" };
      return outside(
        `WebFetch of ${host ?? "an unknown host"} (the plan's hosts: ${plan.hosts.join(", ") || "none"})`
      );
    }
    return outside(`${toolName} is not in the plan`);
  };
}
function realWorkspacePath(workspaceRoot, path) {
  try {
    return resolveInWorkspace(workspaceRoot, path).realPath;
  } catch (error) {
    if (error instanceof PathAccessError) return void 0;
    throw error;
  }
}
function urlHost(url) {
  if (typeof url !== "string") return void 0;
  try {
    return new URL(url).hostname.toLowerCase() || void 0;
  } catch {
    return void 0;
  }
}

// src/engine/plan/amend-tool.ts
var list = (what) => external_exports.array(external_exports.string().min(1).max(500)).max(50).describe(what);
var inputSchema = external_exports.strictObject({
  reason: external_exports.string().min(1).max(4e3).describe("Why the work needs more than the approved plan"),
  files: list("Globs of the further files to change (only what the plan lacks)"),
  commands: list("Further Bash rules, e.g. Bash(npm run build)"),
  hosts: list("Further hosts to reach"),
  budget_usd: external_exports.number().positive().describe("Dollars the continuation asks for (what is still needed, not what is spent)")
});
function amendedPlan(approved, amendment) {
  const merged = normalizeAnswer({
    summary: approved.summary,
    steps: approved.steps,
    files: [...approved.files, ...amendment.files],
    commands: [...approved.commands, ...amendment.commands],
    hosts: [...approved.hosts, ...amendment.hosts],
    budget_usd: amendment.budget_usd,
    reason: amendment.reason
  });
  return { ...merged, version: 1, request: approved.request };
}
function createAmendPlanTool(options) {
  return {
    name: AMEND_PLAN_TOOL,
    description: [
      "Asks for more than the approved plan allows: further files, commands or hosts, or more budget.",
      "Call it when a call was denied as outside the plan and the work truly needs it; give only what the plan lacks and why.",
      "After it, stop: end your turn with a short summary of the work so far. The run waits for a new approval and then continues from that work."
    ].join("\n"),
    inputSchema,
    isConcurrencySafe: () => false,
    call: async (input) => {
      const merged = amendedPlan(options.approved, input);
      const problems = planProblems(merged, options.maxBudgetUsd);
      if (problems.length > 0)
        return toolError(`The amendment cannot be used: ${problems.join("; ")}`);
      options.record(input);
      return {
        content: "The amended plan is recorded and will be posted for approval. Stop now: make no further calls, and end your turn with a short summary of what is done so far."
      };
    }
  };
}

export {
  planAnswerCheck,
  planText,
  planDigest,
  PlanError,
  parsePlan,
  addedEntries,
  planBounds,
  amendedPlan,
  createAmendPlanTool
};
