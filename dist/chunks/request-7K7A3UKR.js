import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  McpConfigError,
  loadMcpConfig,
  mcpTimeoutsFromEnvironment
} from "./chunk-DDMWMYQM.js";
import {
  VERIFIER_MAX_TURNS,
  acknowledge,
  applyVerdicts,
  authEnvironment,
  changeSetFailed,
  changeSetLine,
  collectFinding,
  createReviewCommentTool,
  gitHubLedgerStore,
  renderFinalReport,
  renderProgressComment,
  renderStepSummary,
  reviewTools,
  reviewableFiles,
  selfReviewPrompt,
  updateProgressComment,
  updateSpendHistory,
  verdictAnswer,
  verifierPrompt,
  verifyFindings,
  workTreeFiles
} from "./chunk-U5L67UFU.js";
import {
  decodeMarkdownString
} from "./chunk-BTPLMAXD.js";
import {
  readRootFiles,
  readTreeEntry,
  readTrustedSchema
} from "./chunk-AY3HC6C5.js";
import {
  INSTRUCTION_FILES,
  REVIEW_RULES_FILE,
  admissionOf,
  branchUrl,
  describeApiError,
  endGroup,
  fetchProjectInstructions,
  grantsWrite,
  info,
  isBotActor,
  isForkPull,
  projectInstructions,
  rateLimitRefusalWait,
  readPermission,
  setOutput,
  startGroup,
  summary,
  warning,
  writeGovernor
} from "./chunk-6LQ4KB7G.js";
import {
  gitErrorMessage,
  locateRepository,
  runGit
} from "./chunk-JWWGVYKR.js";
import {
  Tokenizer,
  applyEdits,
  gfm,
  parse,
  postprocess,
  preprocess
} from "./chunk-634A3RIS.js";
import {
  anyCap,
  capStatuses,
  describeCaps,
  describeRefusal,
  firstCapOvershot,
  withReservation,
  withSettlement
} from "./chunk-NEPYCBDY.js";
import {
  chunk_63TBPTDM$MAX_CONFIG_FILE_BYTES as MAX_CONFIG_FILE_BYTES,
  chunk_63TBPTDM$MAX_IMAGE_BYTES as MAX_IMAGE_BYTES,
  chunk_63TBPTDM$MAX_PROMPT_IMAGE_BYTES as MAX_PROMPT_IMAGE_BYTES,
  chunk_63TBPTDM$ProjectConfigError as ProjectConfigError,
  chunk_63TBPTDM$addModelUsage as addModelUsage,
  chunk_63TBPTDM$bashDeniedRefusal as bashDeniedRefusal,
  chunk_63TBPTDM$beginningOnFirstCall as beginningOnFirstCall,
  chunk_63TBPTDM$boundaryWarnings as boundaryWarnings,
  chunk_63TBPTDM$checkImage as checkImage,
  chunk_63TBPTDM$createProviderModel as createProviderModel,
  chunk_63TBPTDM$createRunSpendCap as createRunSpendCap,
  chunk_63TBPTDM$describeToolStep as describeToolStep,
  chunk_63TBPTDM$hookCommands as hookCommands,
  chunk_63TBPTDM$importedInstructions as importedInstructions,
  chunk_63TBPTDM$loadProjectConfig as loadProjectConfig,
  chunk_63TBPTDM$pinCommand as pinCommand,
  chunk_63TBPTDM$projectPathWords as projectPathWords,
  chunk_63TBPTDM$resolveSlashCommand as resolveSlashCommand,
  chunk_63TBPTDM$runSession as runSession,
  chunk_63TBPTDM$startSandbox as startSandbox,
  chunk_63TBPTDM$withInvokedCommand as withInvokedCommand,
} from "./group-run.js";
import "./group-run.js";
import {
  chunk_ONLZANW3$costOfUsage as costOfUsage,
  chunk_ONLZANW3$setModelPriceOverrides as setModelPriceOverrides,
} from "./group-run.js";
import {
  chunk_ZHEPDXZV$describeProvider as describeProvider,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import {
  chunk_IZWZ64P7$webDomainsFor as webDomainsFor,
} from "./group-run.js";
import {
  chunk_Z5ITPEWC$cutText as cutText,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import {
  chunk_CCATPVFV$InputError as InputError,
  chunk_CCATPVFV$repoFullName as repoFullName,
  chunk_CCATPVFV$sameRepository as sameRepository,
} from "./group-action.js";
import {
  chunk_MJWGG6PC$checkedBranchName as checkedBranchName,
  chunk_MJWGG6PC$isValidBranchName as isValidBranchName,
  chunk_MJWGG6PC$slugify as slugify,
} from "./group-action.js";
import {
  chunk_7B2THF4M$GITHUB_HOST_TOOLS as GITHUB_HOST_TOOLS,
  chunk_7B2THF4M$escapeWorkflowCommands as escapeWorkflowCommands,
} from "./group-action-run.js";
import "./group-action-run.js";
import "./group-action-run.js";
import "./group-action-run.js";
import "./group-action.js";
import {
  chunk_MUNRGGIJ$openTranscript as openTranscript,
} from "./group-cli-run.js";
import "./group-action-cli.js";
import "./group-action-cli.js";
import {
  chunk_G5CL4B7I$PACKAGE_REGISTRIES as PACKAGE_REGISTRIES,
  chunk_G5CL4B7I$describeNetwork as describeNetwork,
  chunk_G5CL4B7I$resolveAllowedDomains as resolveAllowedDomains,
} from "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-cli-run.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
  chunk_MQJ32W7E$isErrorOfKind as isErrorOfKind,
} from "./group-action-cli-run.js";
import "./chunk-O56UCDKK.js";
import "./group-action-cli-run-grep.js";

// src/github-side/git/workspace.ts
var WorkspaceError = class extends AgentLoopError {
  name = "WorkspaceError";
  get kind() {
    return "workspace";
  }
};
async function prepareWorkspace(cwd, target, options = {}) {
  const failed = (args, error) => new WorkspaceError(`git ${args[0] ?? ""} failed: ${gitErrorMessage(error)}`);
  let repository;
  let remoteUrl;
  try {
    repository = await locateRepository(cwd);
  } catch (error) {
    throw failed(["rev-parse"], error);
  }
  try {
    remoteUrl = (await runGit(repository, ["config", "--get", "remote.origin.url"])).trim();
  } catch {
    throw new WorkspaceError(`The checkout at ${cwd} has no "origin" remote to push to`);
  }
  const env = authEnvironment(remoteUrl, options.token);
  const run = async (args) => {
    try {
      return await runGit(repository, args, { env });
    } catch (error) {
      throw failed(args, error);
    }
  };
  const fetchBranch = (branch) => run(["fetch", "--no-tags", remoteUrl, `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
  const head = async () => (await run(["rev-parse", "HEAD"])).trim();
  const located = { repository, remoteUrl };
  const startOn = async (branch, from, reused) => {
    await fetchBranch(from);
    await run(["checkout", "-B", branch, `refs/remotes/origin/${from}`]);
    const startSha = await head();
    return { branch, readOnly: false, reused, startSha, startsFromBase: false, ...located };
  };
  switch (target.kind) {
    case "new-branch": {
      assertBranch(target.branch);
      assertBranch(target.base);
      const remote = await run(["ls-remote", "--heads", remoteUrl, `refs/heads/${target.branch}`]);
      return remote.trim() ? startOn(target.branch, target.branch, true) : { ...await startOn(target.branch, target.base, false), startsFromBase: true };
    }
    case "existing-branch":
      assertBranch(target.branch);
      return startOn(target.branch, target.branch, true);
    case "read-only": {
      if (target.branch !== void 0) {
        assertBranch(target.branch);
        await fetchBranch(target.branch);
        await run(["checkout", "--detach", `refs/remotes/origin/${target.branch}`]);
      } else if (target.pullNumber !== void 0) {
        const ref = `refs/remotes/origin/pr/${target.pullNumber}`;
        await run(["fetch", "--no-tags", remoteUrl, `+refs/pull/${target.pullNumber}/head:${ref}`]);
        await run(["checkout", "--detach", ref]);
      }
      const startSha = await head();
      return {
        branch: null,
        readOnly: true,
        reused: false,
        startSha,
        startsFromBase: false,
        ...located
      };
    }
  }
}
function assertBranch(name) {
  if (!isValidBranchName(name)) throw new WorkspaceError(`Invalid branch name "${name}"`);
}

// src/github-side/action/web-tools.ts
var WEB_TOOL_NAMES = ["WebSearch", "WebFetch"];
function webToolsAllowed(eventName, context, repo) {
  if (eventName === "pull_request_target") return false;
  const pull = context.pullRequest;
  return !pull || !isForkPull(pull.headRepository ?? null, repo);
}
function denyWebTools(rules) {
  return { ...rules, disallowedTools: [...rules.disallowedTools, ...WEB_TOOL_NAMES] };
}

// src/github-side/action/agent.ts
import { join as join2 } from "node:path";

// src/github-side/git/credentials.ts
import { existsSync, lstatSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
function gitConfig(repository, args) {
  return runGit(repository, ["config", "--local", ...args]);
}
var CREDENTIAL_KEYS = /^(http\..*\.extraheader|includeif\..*\.path)$/i;
var CredentialsNotHiddenError = class extends AgentLoopError {
  name = "CredentialsNotHiddenError";
  get kind() {
    return "credentials_not_hidden";
  }
};
async function hideGitCredentials(cwd) {
  let repository;
  let listing;
  try {
    repository = await locateRepository(cwd);
    listing = await gitConfig(repository, ["--null", "--list"]);
  } catch (error) {
    if (!inCheckout(cwd)) return { count: 0, restore: async () => {
    } };
    throw new CredentialsNotHiddenError(
      `the credentials in the checkout's git configuration could not be hidden from the agent's tools, so the run stops here: ${gitErrorMessage(error)}`
    );
  }
  const snapshot = snapshotConfig(repository);
  const worktreeConfig = snapshotOptional(resolve(repository.gitDir, "config.worktree"));
  const all = listing.split("\0").filter(Boolean).map((entry) => {
    const newline = entry.indexOf("\n");
    return newline === -1 ? { key: entry, value: "" } : { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
  });
  const entries = all.filter((entry) => CREDENTIAL_KEYS.test(entry.key));
  const includedFiles = new Set(
    entries.filter((entry) => /^includeif\./i.test(entry.key)).map((entry) => resolve(repository.commonDir, entry.value))
  );
  const files = [...includedFiles].flatMap((path) => stashFile(path, repository.workTree));
  const otherIncludes = all.filter((entry) => /^include\.path$/i.test(entry.key)).map((entry) => resolve(repository.commonDir, entry.value)).filter((path) => !includedFiles.has(path));
  files.push(...[...new Set(otherIncludes)].flatMap((path) => saveFile(path, repository.workTree)));
  try {
    for (const key of new Set(entries.map((entry) => entry.key))) {
      await gitConfig(repository, ["--unset-all", key]);
    }
  } catch (error) {
    for (const file of files) replaceFile(file);
    if (snapshot) replaceFile(snapshot);
    throw new CredentialsNotHiddenError(
      `the credentials in the checkout's git configuration could not be removed for the run, so the run stops here: ${gitErrorMessage(error)}`
    );
  }
  let restored = false;
  return {
    count: entries.length,
    restore: async () => {
      if (restored) return;
      restored = true;
      for (const file of files) replaceFile(file);
      assertRealDirectory(repository.gitDir);
      assertRealDirectory(repository.commonDir);
      if (worktreeConfig.content)
        replaceFile({ ...worktreeConfig, content: worktreeConfig.content });
      else rmSync(worktreeConfig.path, { force: true, recursive: true });
      if (snapshot) {
        replaceFile(snapshot);
        return;
      }
      for (const entry of entries) {
        await gitConfig(repository, ["--add", entry.key, entry.value]);
      }
    }
  };
}
function inCheckout(path) {
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    if (existsSync(join(folder, ".git"))) return true;
    if (folder === dirname(folder)) return false;
  }
}
function snapshotConfig(repository) {
  try {
    const path = resolve(repository.commonDir, "config");
    const { mode } = statSync(path);
    return { path, content: readFileSync(path), mode: mode & 511 };
  } catch {
    return void 0;
  }
}
function snapshotOptional(path) {
  try {
    const { mode } = statSync(path);
    return { path, content: readFileSync(path), mode: mode & 511 };
  } catch {
    return { path, content: null, mode: 420 };
  }
}
function assertRealDirectory(path) {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory())
    throw new Error(
      `${path} is no longer the repository's directory (replaced while the agent ran)`
    );
}
function replaceFile(file) {
  rmSync(file.path, { force: true, recursive: true });
  writeFileSync(file.path, file.content, { mode: file.mode, flag: "wx" });
}
function stashFile(path, workspace) {
  const saved = saveFile(path, workspace);
  for (const file of saved) writeFileSync(file.path, "");
  return saved;
}
function saveFile(path, workspace) {
  const inside = relative(workspace, path);
  if (!inside.startsWith("..") && !isAbsolute(inside)) return [];
  try {
    const { mode } = statSync(path);
    return [{ path, content: readFileSync(path), mode: mode & 511 }];
  } catch {
    return [];
  }
}

// src/github-side/action/parallel.ts
var DEFAULT_CONCURRENCY = 8;
async function runGroupsInParallel(options) {
  const { groups } = options;
  const startedAt = Date.now();
  const concurrency = Math.max(
    1,
    Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, groups.length)
  );
  const reports = [];
  const spendCap = options.spendCap ?? createRunSpendCap(options.maxBudgetUsd);
  let started = 0;
  const runOne = async (index) => {
    const group = groups[index];
    const owner = `group:${index}`;
    let outcome;
    const node = spendCap.child(owner);
    try {
      outcome = await options.run(group, index, { spendCap: node, owner });
    } catch (error) {
      outcome = { result: failedResult(error) };
    } finally {
      node.close();
    }
    reports[index] = {
      label: options.label(group, index),
      spentUsd: node.accounting().costUsd,
      result: outcome.result
    };
  };
  const worker = async () => {
    while (started < groups.length) await runOne(started++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { result: mergeResults(reports, Date.now() - startedAt), groups: reports };
}
function mergeResults(groups, durationMs) {
  const first = groups[0]?.result;
  if (!first) throw new Error("mergeResults needs at least one group");
  if (groups.length === 1) return { ...first, duration_ms: durationMs };
  const failed = groups.filter((group) => group.result.is_error);
  const worst = failed[0]?.result;
  const usage = {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0
  };
  let modelUsage = {};
  for (const { result } of groups) {
    for (const key of Object.keys(usage)) usage[key] += result.usage[key];
    modelUsage = addModelUsage(modelUsage, result.modelUsage);
  }
  const sum = (pick) => groups.reduce((total, group) => total + pick(group.result), 0);
  return {
    ...first,
    subtype: worst?.subtype ?? "success",
    is_error: worst !== void 0,
    terminal_reason: worst?.terminal_reason ?? "completed",
    num_turns: sum((result) => result.num_turns),
    total_cost_usd: sum((result) => result.total_cost_usd),
    usage,
    modelUsage,
    duration_ms: durationMs,
    duration_api_ms: sum((result) => result.duration_api_ms),
    result: groups.map(({ label, result }) => `### ${label}

${result.result.trim() || "_No summary._"}`).join("\n\n"),
    permission_denials: groups.flatMap((group) => group.result.permission_denials),
    ...groups.some((group) => group.result.web_requests) ? { web_requests: groups.flatMap((group) => group.result.web_requests ?? []) } : {},
    ...failed.length > 0 ? {
      errors: failed.flatMap(
        ({ label, result }) => (result.errors?.length ? result.errors : [result.terminal_reason]).map(
          (error) => `${label}: ${error}`
        )
      )
    } : {}
  };
}
function withExtraLoops(result, extras) {
  const all = [result, ...extras].map((loop, index) => ({
    label: String(index),
    spentUsd: 0,
    result: loop
  }));
  const summed = mergeResults(all, result.duration_ms);
  return {
    ...result,
    num_turns: summed.num_turns,
    total_cost_usd: summed.total_cost_usd,
    usage: summed.usage,
    modelUsage: summed.modelUsage,
    duration_api_ms: summed.duration_api_ms
  };
}
function failedResult(error) {
  const reason = "model_error";
  return {
    type: "result",
    subtype: "error_during_execution",
    is_error: true,
    terminal_reason: reason,
    num_turns: 0,
    total_cost_usd: 0,
    usage: {
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0
    },
    duration_ms: 0,
    duration_api_ms: 0,
    result: "",
    session_id: "",
    permission_denials: [],
    modelUsage: {},
    errors: [errorMessage(error)],
    uuid: ""
  };
}
async function drainSession(session, onEvent = () => {
}) {
  for (; ; ) {
    const next = await session.next();
    if (next.done) return next.value;
    onEvent(next.value);
  }
}

// src/github-side/report/tool-calls.ts
function createToolCallLog(now = Date.now) {
  const records = [];
  const pending = /* @__PURE__ */ new Map();
  return {
    add(event) {
      if (event.type === "assistant") {
        const uses = event.message.content.filter((block) => block.type === "tool_use");
        const askedAt = now();
        for (const use of uses) {
          const record = {
            id: use.id,
            tool: use.name,
            target: toolTarget(use.name, use.input),
            outcome: "not run",
            sharedWith: uses.length - 1
          };
          records.push(record);
          pending.set(use.id, { record, askedAt });
        }
      } else if (event.type === "user" && Array.isArray(event.message.content)) {
        for (const block of event.message.content) {
          if (block.type !== "tool_result") continue;
          const entry = pending.get(block.tool_use_id);
          if (!entry) continue;
          pending.delete(block.tool_use_id);
          entry.record.outcome = block.is_error ? "error" : "ok";
          entry.record.durationMs = now() - entry.askedAt;
        }
      } else if (event.type === "result") {
        const denied = new Set(event.permission_denials.map((denial) => denial.tool_use_id));
        for (const record of records) if (denied.has(record.id)) record.outcome = "denied";
      }
    },
    calls: () => records.map((record) => ({ ...record }))
  };
}
var TARGET_FIELDS = {
  Read: ["file_path"],
  Write: ["file_path"],
  Edit: ["file_path"],
  Glob: ["pattern", "path"],
  Grep: ["pattern", "path"],
  Bash: ["command"],
  TodoWrite: []
};
function toolTarget(tool, input) {
  if (typeof input !== "object" || input === null) return "";
  const fields = input;
  const names = TARGET_FIELDS[tool] ?? Object.keys(fields);
  const values = names.map((name) => fields[name]).filter((value) => typeof value === "string" && value.trim() !== "");
  return TARGET_FIELDS[tool] ? values.join(" in ") : values[0] ?? "";
}

// src/github-side/action/sandbox.ts
import { dirname as dirname2, isAbsolute as isAbsolute2 } from "node:path";
var RUNNER_FILE_VARIABLES = [
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
  "GITHUB_EVENT_PATH"
];
function runNetwork(run, fallback, fixed) {
  const { allowedDomains: domains, packageRegistries } = run.inputs;
  const named = fixed ?? domains;
  const preset = !fixed && (packageRegistries ?? fallback === PACKAGE_REGISTRIES) && named.kind !== "all";
  let asked;
  const allowed = () => asked ??= (preset ? resolveAllowedDomains({ domains, packageRegistries }, fallback, run.env) : Promise.resolve(named)).catch(() => named).then((hosts) => {
    run.log.info(`Network for tool processes: ${describeNetwork(hosts)}`);
    return hosts;
  });
  if (!preset) void allowed();
  return { named, ...preset ? { registries: allowed } : {}, allowed };
}
async function openRunSandbox(run, network, showReadOnly = [], added = []) {
  const { env, inputs, runner } = run;
  const { named: allowedDomains, registries } = network;
  const runnerFiles = RUNNER_FILE_VARIABLES.flatMap(
    (name) => env[name] ? [dirname2(env[name])] : []
  );
  const sandbox = await startSandbox({
    mode: inputs.sandbox,
    allowedDomains,
    workspace: runner.workspace,
    // Beside the checkout, in the runner's work folder hidden below: shown at their own paths.
    ...added.length > 0 ? { added } : {},
    // The runner's work folder (every repository it checked out, _temp, _actions) too.
    hide: [
      runner.runnerTemp,
      ...env.HOME ? [env.HOME] : [],
      ...runnerFiles,
      ...env.RUNNER_WORKSPACE && isAbsolute2(env.RUNNER_WORKSPACE) ? [dirname2(env.RUNNER_WORKSPACE)] : []
    ],
    // Tools set up by earlier steps (setup-node, setup-python) stay usable.
    showReadOnly: [
      ...env.RUNNER_TOOL_CACHE && isAbsolute2(env.RUNNER_TOOL_CACHE) ? [env.RUNNER_TOOL_CACHE] : [],
      ...showReadOnly
    ],
    ...registries ? { registries } : {},
    ...env.PATH ? { path: env.PATH } : {},
    ...env.AGENT_LOOP_SANDBOX_USER ? { userName: env.AGENT_LOOP_SANDBOX_USER } : {}
  });
  void sandbox.ready.then(
    (status) => {
      if (status.warning) run.log.warning(status.warning);
      else run.log.info(status.description);
      for (const line of boundaryWarnings(status)) run.log.warning(line);
    },
    (error) => run.log.error(errorMessage(error))
  );
  return sandbox;
}
async function closeRunSandbox(sandbox) {
  try {
    await sandbox?.close();
    return void 0;
  } catch (error) {
    return `Handing the workspace back from the sandbox failed: ${errorMessage(error)}`;
  }
}

// src/github-side/action/turn-log.ts
var LOG_RESULT_CHARS = 2e3;
function createTurnLog(redact) {
  let open = false;
  let turn = 0;
  const safe = (text) => escapeWorkflowCommands(redact(text));
  const close = () => {
    if (open) endGroup();
    open = false;
  };
  return (event) => {
    if (!event) return close();
    if (event.type === "assistant") {
      close();
      turn += 1;
      const who = event.parent_tool_use_id === null ? "Turn" : "Sub-agent turn";
      startGroup(safe(cutText(`${who} ${turn}: ${turnTitle(event)}`, 200)));
      open = true;
      logAssistant(event, safe);
    } else if (event.type === "user") {
      logToolResults(event, safe);
    } else if (event.type === "system" && event.subtype === "init") {
      for (const server of event.mcp_servers.filter((entry) => entry.status === "failed")) {
        warning(
          safe(
            `MCP server "${server.name}" is not available: ${server.error ?? "it did not start"}`
          )
        );
      }
    } else if (event.type === "system" && event.subtype === "api_retry") {
      info(
        safe(
          `Model API error (${event.error_status ?? "no status"}): retry ${event.attempt}/${event.max_retries} in ${event.retry_delay_ms} ms`
        )
      );
    } else if (event.type === "system" && event.subtype === "compact_boundary") {
      info(`Context compacted (${event.compact_metadata.pre_tokens} tokens before)`);
    } else if (event.type === "result") {
      close();
      info(
        safe(
          `Result: ${event.subtype} (${event.terminal_reason}) after ${event.num_turns} turns, $${event.total_cost_usd}`
        )
      );
    }
  };
}
function turnTitle(event) {
  const tools = event.message.content.filter((block) => block.type === "tool_use");
  return tools.length > 0 ? tools.map((block) => describeToolStep(block.name, block.input)).join(", ") : "answer";
}
function logAssistant(event, safe) {
  for (const block of event.message.content) {
    if (block.type === "thinking" && block.thinking.trim() !== "") {
      info(safe(`\xB7 ${block.thinking.trim()}`));
    }
    if (block.type === "text") info(safe(block.text));
    if (block.type === "tool_use")
      info(safe(`\u2192 ${block.name} ${JSON.stringify(block.input)}`));
  }
}
function logToolResults(event, safe) {
  const content = typeof event.message.content === "string" ? [] : event.message.content;
  for (const block of content) {
    if (block.type !== "tool_result") continue;
    const text = typeof block.content === "string" ? block.content : JSON.stringify(block.content ?? "");
    const shown = text.length > LOG_RESULT_CHARS ? `${cutText(text, LOG_RESULT_CHARS)}\u2026 (${text.length} characters)` : text;
    info(safe(`\u2190 ${block.is_error ? "error: " : ""}${shown}`));
  }
}

// src/github-side/action/self-review.ts
var FIXED_INPUT_TOKENS = 2e4;
var SELF_REVIEW_SYSTEM_NOTE = "This is agent-loop's self-review: you review the change this run made, before it is published. You change nothing.";
function createSelfReview(host) {
  return async ({ baseSha, workspaceRoot }) => {
    const repository = await locateRepository(workspaceRoot);
    const files = await workTreeFiles(repository, baseSha);
    if (files.length === 0) return { findings: [] };
    const prompt = selfReviewPrompt(host.context, files);
    const inputTokens = FIXED_INPUT_TOKENS + Buffer.byteLength(prompt);
    if (!host.ledger.affords(host.run.inputs.model, inputTokens)) {
      return {
        skipped: "not run: what is left of max_budget_usd cannot pay for one review request"
      };
    }
    const tools = readOnlyTools(host.run);
    const findings = [];
    await host.runLoop(
      {
        prompt,
        tools: { ...tools, extraTools: [createReviewCommentTool(reviewableFiles(files))] }
      },
      (event) => collectFinding(event, findings)
    );
    const closed = [...tools.disallowedTools, "ReviewComment"];
    const verified = await verifyFindings(
      findings,
      (finding) => host.runLoop(
        {
          prompt: verifierPrompt(finding, void 0),
          tools: { ...tools, disallowedTools: closed },
          maxTurns: VERIFIER_MAX_TURNS,
          structuredOutput: verdictAnswer
        },
        () => {
        }
      )
    );
    return { findings: applyVerdicts(verified).map(toSelfCheckFinding) };
  };
}
function readOnlyTools(run) {
  const rules = reviewTools(run.inputs, {
    eventName: run.runner.eventName,
    isFork: false,
    sandboxActive: false
  });
  return {
    allowedTools: rules.allowedTools,
    disallowedTools: [...rules.disallowedTools, "Agent", "TodoWrite"],
    extraTools: []
  };
}
function toSelfCheckFinding(finding) {
  return { path: finding.path, line: finding.line, severity: finding.severity, body: finding.body };
}

// src/github-side/action/agent.ts
function executionFilePath(run) {
  const { runnerTemp, runId, runAttempt } = run.runner;
  return join2(runnerTemp, `agent-loop-${runId}-${runAttempt}.jsonl`);
}
async function runAgent(run, parts, progress, mcpServers, hooks, setting) {
  const outcome = { errors: [], toolCalls: [] };
  if (parts.length === 0) return outcome;
  const { project, network } = setting;
  const addedDirs = setting.addedDirs ?? [];
  try {
    await runLoop(
      run,
      parts,
      { mcpServers, project, network, addedDirs },
      progress,
      outcome,
      hooks
    );
  } catch (error) {
    const message = `Running the agent failed: ${run.redact(describeApiError(error))}`;
    outcome.errors.push(message);
    run.log.error(message);
  }
  return outcome;
}
async function runLoop(run, parts, extras, progress, outcome, hooks) {
  const { runner, redact } = run;
  const executionFile = executionFilePath(run);
  const sinks = {
    // One file per run attempt: what runs after publishing (a review's autofix) adds to it.
    transcript: openTranscript(executionFile, redact, { append: true }),
    toolCalls: createToolCallLog()
  };
  setOutput("execution_file", executionFile);
  const hidden = [];
  let sandbox;
  let network;
  try {
    const limits = hooks.limits?.();
    hidden.push(await hideGitCredentials(runner.workspace));
    for (const dir of extras.addedDirs) hidden.push(await hideGitCredentials(dir.path));
    network = runNetwork(run, extras.network, limits?.allowedDomains);
    const hookTree = extras.project?.hookTree;
    sandbox = await openRunSandbox(run, network, hookTree ? [hookTree] : [], extras.addedDirs);
    const maxBudgetUsd = limits?.maxBudgetUsd ?? run.inputs.maxBudgetUsd;
    const ledger = createRunSpendCap(maxBudgetUsd);
    const session = await sessionStarter(run, parts, extras, sandbox, outcome, {
      maxBudgetUsd,
      allowedDomains: limits?.allowedDomains ?? run.inputs.allowedDomains
    });
    const observe = (event) => progress.observe(event, hooks.observe(event));
    await runParts(run, parts, { ledger, session, sinks, observe, outcome });
    if (hooks.afterParts && outcome.result) {
      await runAfterParts(hooks.afterParts, parts.length, { session, ledger, sinks, outcome });
    }
  } finally {
    outcome.toolCalls = sinks.toolCalls.calls();
    sinks.transcript.close();
    const closing = await closeRunSandbox(sandbox);
    if (closing) outcome.errors.push(redact(closing));
    if (sandbox) outcome.sandboxStatus = await sandbox.ready.catch(() => sandbox.status);
    if (network) outcome.allowedDomains = await network.allowed();
    await restoreAll(hidden);
  }
}
async function restoreAll(hidden) {
  const failures = await Promise.allSettled(hidden.map((entry) => entry.restore()));
  const failed = failures.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}
async function sessionStarter(run, parts, { mcpServers, project, addedDirs }, sandbox, outcome, bounds) {
  const { maxBudgetUsd } = bounds;
  const { inputs, runner } = run;
  const signal = abortOnRefusal(sandbox, run.signal, outcome);
  const waits = parts.some((part) => part.tools.forBoundary);
  if (waits) sandbox.begin();
  const status = waits ? await sandbox.ready : sandbox.status;
  const spawner = sandbox.spawner;
  const callModel = beginningOnFirstCall(createProviderModel({ provider: run.provider }), sandbox);
  setModelPriceOverrides(inputs.modelPrices);
  const start = (part, partLedger, index) => {
    const decided = part.tools.forBoundary?.(status) ?? part.tools;
    const rules = part.webTools === false ? denyWebTools(decided) : decided;
    return runSession({
      prompt: part.prompt,
      workspaceRoot: runner.workspace,
      model: {
        id: inputs.model,
        fallback: inputs.fallbackModel || void 0,
        ...inputs.effort === void 0 ? {} : { effort: inputs.effort },
        call: callModel
      },
      limits: {
        maxTurns: part.maxTurns ?? inputs.maxTurns,
        maxBudgetUsd,
        spendCap: partLedger,
        timeoutMinutes: inputs.timeoutMinutes
      },
      tools: {
        allowedTools: rules.allowedTools,
        disallowedTools: rules.disallowedTools,
        hostTools: GITHUB_HOST_TOOLS,
        ...part.tools.boundBy ? { boundBy: part.tools.boundBy } : {},
        ...part.tools.extraTools.length > 0 ? { extraTools: part.tools.extraTools } : {},
        toolResultDirectory: join2(
          runner.runnerTemp,
          `agent-loop-${runner.runId}-tool-results${index !== 0 ? `-${index}` : ""}`
        ),
        // The run's hosts (an approved plan's, within the workflow's) bound the web tools too.
        webDomains: webDomainsFor(bounds.allowedDomains),
        ...addedDirs.length > 0 ? { addedDirs } : {}
      },
      conversation: conversationOf(part, inputs.appendSystemPrompt),
      answer: {
        ...part.tools.completedAs ? { completedAs: part.tools.completedAs } : {},
        ...part.structuredOutput ? { structuredOutput: part.structuredOutput } : run.structuredOutput && !part.ownAnswer ? { structuredOutput: run.structuredOutput } : {}
      },
      host: {
        secrets: [...run.secrets.values],
        signal,
        env: run.env,
        spawner,
        ...run.tracing ? { observer: run.tracing.observer } : {}
      },
      ...mcpServers.length > 0 ? { mcp: mcpOptions(run, mcpServers) } : {},
      ...project ? { project } : {},
      ...part.selfCheck ? { selfCheck: withSelfReview(part, partLedger, start, index) } : {}
    });
  };
  return start;
}
function withSelfReview(part, partLedger, start, index) {
  const { selfCheck, selfReview } = part;
  if (!selfCheck || !selfReview) return selfCheck;
  let count = 0;
  const review = selfReview({
    ledger: partLedger,
    runLoop: (loop, onEvent) => {
      count += 1;
      const reviewPart = {
        ...loop,
        webTools: false,
        ownAnswer: true,
        appendSystemPrompt: SELF_REVIEW_SYSTEM_NOTE
      };
      const ledger = partLedger.child(`self-review:${count}`);
      return drainSession(
        start(reviewPart, ledger, `${index}-self-review-${count}`),
        onEvent
      ).catch((error) => failedResult(error));
    }
  });
  return { ...selfCheck, review };
}
async function runParts(run, parts, loops) {
  const { session, sinks, outcome, observe } = loops;
  const { transcript, toolCalls } = sinks;
  if (parts.length === 1 && parts[0]) {
    const log = createTurnLog(run.redact);
    for await (const event of session(parts[0], loops.ledger.child("group:0"), 0)) {
      run.tracing?.event(event);
      transcript.write(event);
      log(event);
      toolCalls.add(event);
      if (event.type === "result") outcome.result = event;
      else observe(event);
    }
    log(void 0);
    outcome.partResults = outcome.result ? [outcome.result] : [];
    return;
  }
  const merged = await runPartsAtOnce(run, parts, loops.ledger, session, (event) => {
    transcript.write(event);
    toolCalls.add(event);
    observe(event);
  });
  outcome.result = merged.result;
  outcome.partResults = merged.groups.map((group) => group.result);
  transcript.write(outcome.result);
  run.tracing?.event(outcome.result);
}
async function runAfterParts(afterParts, partCount, loops) {
  const { session, sinks, outcome } = loops;
  const extras = [];
  let count = 0;
  await afterParts(
    {
      runLoop: async (loop) => {
        const index = ++count;
        const result = await drainSession(
          session(loop, loops.ledger.child(`extra:${index}`), partCount + index),
          (event) => {
            sinks.transcript.write(event);
            sinks.toolCalls.add(event);
          }
        ).catch((error) => failedResult(error));
        extras.push(result);
        return result;
      },
      record: (event) => sinks.transcript.write(event)
    },
    outcome.partResults ?? []
  );
  if (extras.length > 0 && outcome.result) {
    outcome.result = withExtraLoops(outcome.result, extras);
    sinks.transcript.write(outcome.result);
  }
}
function abortOnRefusal(sandbox, runSignal, outcome) {
  const refused = new AbortController();
  sandbox.ready.catch((error) => {
    outcome.errors.push(errorMessage(error));
    refused.abort("sandbox");
  });
  return AbortSignal.any([runSignal, refused.signal]);
}
function conversationOf(part, workflowAppend) {
  const append = [workflowAppend, part.appendSystemPrompt].filter(Boolean).join("\n\n");
  return {
    ...part.images?.length ? { images: part.images } : {},
    ...append ? { appendSystemPrompt: append } : {}
  };
}
async function runPartsAtOnce(run, parts, ledger, session, observe) {
  run.log.info(`Large pull request: ${parts.length} parts reviewed at once, sharing the budget`);
  return runGroupsInParallel({
    groups: parts,
    maxBudgetUsd: run.inputs.maxBudgetUsd,
    spendCap: ledger,
    label: (part) => part.label,
    run: async (part, index, budget) => {
      const result = await drainSession(session(part, budget.spendCap, index), observe);
      run.log.info(
        `${part.label}: ${result.terminal_reason} after ${result.num_turns} turns, $${result.total_cost_usd}`
      );
      return { result };
    }
  });
}
function mcpOptions(run, servers) {
  const timeouts = mcpTimeoutsFromEnvironment(run.env);
  return {
    servers,
    toolTimeoutMs: timeouts.toolTimeoutMs,
    startupTimeoutMs: timeouts.startupTimeoutMs
  };
}

// src/github-side/action/mcp-config.ts
import { realpathSync } from "node:fs";

// src/github-side/git/base-tree.ts
import { chmodSync, mkdirSync, mkdtempSync, rmSync as rmSync2 } from "node:fs";
import { join as join3 } from "node:path";
async function resolveBaseCommit(source) {
  const { repository } = source;
  const local = async (ref) => {
    try {
      return (await runGit(repository, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).trim();
    } catch {
      return void 0;
    }
  };
  if (source.sha && await local(source.sha)) return source.sha;
  const tracking = `refs/remotes/origin/${source.branch}`;
  await runGit(
    repository,
    ["fetch", "--no-tags", source.remoteUrl, `+refs/heads/${source.branch}:${tracking}`],
    { env: authEnvironment(source.remoteUrl, source.token) }
  );
  if (source.sha && await local(source.sha)) return source.sha;
  const tip = await local(tracking);
  if (!tip) throw new Error(`the base branch ${source.branch} could not be fetched`);
  return tip;
}
async function checkoutTreeCopy(repository, commit, parent) {
  mkdirSync(parent, { recursive: true });
  const scratch = mkdtempSync(join3(parent, "agent-loop-base-"));
  const path = join3(scratch, "files");
  const remove = () => rmSync2(scratch, { recursive: true, force: true });
  try {
    chmodSync(scratch, 493);
    mkdirSync(path, { mode: 493 });
    const copy = { ...repository, workTree: path };
    const env = { GIT_INDEX_FILE: join3(scratch, "index") };
    await runGit(copy, ["read-tree", `${commit}^{tree}`], { env });
    await runGit(copy, ["checkout-index", "--all", "--force"], { env });
    rmSync2(join3(scratch, "index"), { force: true });
    return { path, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

// src/github-side/action/mcp-pin-to-base.ts
import { lstatSync as lstatSync2 } from "node:fs";
import { isAbsolute as isAbsolute3, join as join4, relative as relative2, sep } from "node:path";
function pinServersToBase(servers, options) {
  return servers.map((server) => server.type === "stdio" ? pinServer(server, options) : server);
}
function pinServer(server, options) {
  const missing = [];
  const map = (value) => mapWorkspacePaths(value, options, missing);
  const env = Object.fromEntries(
    Object.entries(server.env).map(([name, value]) => [name, map(value)])
  );
  if (env.PATH === void 0 && options.path !== void 0) {
    env.PATH = mapWorkspacePaths(options.path, options, []);
  }
  for (const value of [server.command, ...server.args]) {
    if (isAbsolute3(value) || value.startsWith("-") || value === "") continue;
    if (exists(join4(options.workspace, value)) && !exists(join4(options.baseTree, value))) {
      missing.push(value);
    }
  }
  const pinned = {
    ...server,
    command: map(server.command),
    args: server.args.map(map),
    env,
    cwd: options.baseTree
  };
  if (missing.length > 0) {
    const list = [...new Set(missing)].map((path) => `"${path}"`).join(", ");
    pinned.refused = `not started: its configuration points into the workspace, which holds a head the action does not trust (a fork or pull_request_target), and the base branch ${options.baseBranch} has no ${list} to run instead`;
  }
  return pinned;
}
function mapWorkspacePaths(value, options, missing) {
  const { workspace, baseTree } = options;
  const pattern = new RegExp(`(^|[=:\\s])${escapeRegExp(workspace)}(?=$|[/:\\s])([^:\\s]*)`, "g");
  return value.replace(pattern, (_match, before, rest) => {
    const inside = relative2(workspace, workspace + rest);
    if (inside.startsWith("..")) return `${before}${workspace}${rest}`;
    const target = inside === "" ? baseTree : join4(baseTree, inside);
    if (inside !== "" && !exists(target)) missing.push(inside.split(sep).join("/"));
    return `${before}${target}`;
  });
}
function exists(path) {
  try {
    lstatSync2(path);
    return true;
  } catch {
    return false;
  }
}

// src/github-side/action/mcp-config.ts
function loadActionMcpConfig(raw, options) {
  if (raw.trim() === "") return void 0;
  try {
    return loadMcpConfig(raw, {
      source: "Input mcp_config",
      baseDirectory: options.workspace,
      env: options.env,
      // Only a checkout that is the trusted tree (the base branch's tip, as fetched).
      ...options.checkoutIsBase ? {} : { untrustedWorkspace: options.workspace }
    });
  } catch (error) {
    if (error instanceof McpConfigError) throw new InputError(error.message);
    throw error;
  }
}
async function pinActionMcpServers(servers, options) {
  const stdio = servers.some((server) => server.type === "stdio");
  if (options.checkoutIsBase || !stdio) return { servers: [...servers], remove: () => {
  } };
  const { repository, remoteUrl } = options.prepared;
  const commit = await resolveBaseCommit({
    repository,
    remoteUrl,
    branch: options.baseBranch,
    ...options.baseSha ? { sha: options.baseSha } : {},
    ...options.token ? { token: options.token } : {}
  });
  const copy = await checkoutTreeCopy(repository, commit, options.scratch);
  const pinned = pinServersToBase(servers, {
    workspace: realpathSync(options.workspace),
    baseTree: copy.path,
    baseBranch: options.baseBranch,
    path: options.path
  });
  for (const server of pinned) {
    if (server.type === "stdio" && server.refused) {
      warning(escapeWorkflowCommands(`MCP server "${server.name}" ${server.refused}`));
    }
  }
  return { servers: pinned, remove: copy.remove };
}

// src/github-side/git/project-tree.ts
async function commitProjectFiles(repository, commit, source) {
  const listing = await runGit(repository, ["ls-tree", "-r", "-l", "-z", commit]);
  const blobs = /* @__PURE__ */ new Map();
  for (const entry of listing.split("\0")) {
    const match = /^100(?:644|755) blob ([0-9a-f]+) +(\d+)\t(.+)$/s.exec(entry);
    if (match?.[1] && match[2] && match[3])
      blobs.set(match[3], { sha: match[1], size: Number(match[2]) });
  }
  const paths = [...blobs.keys()].sort();
  const texts = /* @__PURE__ */ new Map();
  return {
    source,
    read(path) {
      const blob = blobs.get(path);
      if (!blob || blob.size > MAX_CONFIG_FILE_BYTES) return Promise.resolve(void 0);
      let text = texts.get(path);
      if (!text) {
        text = runGit(repository, ["cat-file", "blob", blob.sha]);
        texts.set(path, text);
      }
      return text;
    },
    list(folder) {
      const prefix = `${folder.replace(/\/+$/, "")}/`;
      return Promise.resolve(paths.filter((path) => path.startsWith(prefix)));
    }
  };
}

// src/github-side/action/hook-pinning.ts
import { lstatSync as lstatSync3 } from "node:fs";
import { join as join5 } from "node:path";
async function settleActionHooks(run, config, trusted) {
  const none = { config, remove: () => {
  } };
  if (Object.keys(config.hooks).length === 0) return none;
  const refused = run.inputs.hooksWithoutBash ? void 0 : bashDeniedRefusal(run.inputs.disallowedTools, "hooks_without_bash: true");
  if (refused) return { config: { ...config, hooks: {}, hooksRefused: refused }, remove: () => {
  } };
  const named = await namedFiles(run, config, trusted);
  if (named.pinned.size === 0 && named.refused.length === 0) return none;
  const copy = named.pinned.size > 0 ? await checkoutTreeCopy(trusted.prepared.repository, trusted.commit, run.runner.runnerTemp) : void 0;
  const hooks = {};
  for (const [event, groups] of Object.entries(config.hooks)) {
    hooks[event] = (groups ?? []).flatMap((group) => {
      const kept = group.hooks.flatMap((hook) => {
        const words = named.words.get(hook.command) ?? [];
        if (words.some((word) => !named.pinned.has(word.path))) return [];
        return [copy ? { ...hook, command: pinCommand(hook.command, words, copy.path) } : hook];
      });
      return kept.length > 0 ? [{ ...group, hooks: kept }] : [];
    });
  }
  const paths = [...named.pinned];
  return {
    config: {
      ...config,
      hooks,
      // The files a hook names are the run's to keep as they are: no tool writes them.
      permissions: {
        ...config.permissions,
        deny: [...config.permissions.deny, ...paths.map((path) => `Edit(/${path})`)]
      },
      warnings: [...config.warnings, ...named.refused],
      ...copy ? { hookTree: copy.path, hookFiles: paths } : {}
    },
    remove: copy?.remove ?? (() => {
    })
  };
}
async function namedFiles(run, config, trusted) {
  const words = /* @__PURE__ */ new Map();
  const pinned = /* @__PURE__ */ new Set();
  const refused = [];
  for (const command of hookCommands(config.hooks)) {
    const named = [];
    for (const word of projectPathWords(command)) {
      const entry = await readTreeEntry(trusted.prepared.repository, trusted.commit, word.path);
      if (entry.kind === "file") {
        pinned.add(word.path);
        named.push(word);
      } else if (entry.kind === "link" || inCheckout2(run.runner.workspace, word.path)) {
        named.push(word);
        refused.push(
          `The hook \`${command}\` was not run: it names ${word.path}, which the trusted tree does not have as a file.`
        );
      }
    }
    words.set(command, named);
  }
  return { words, pinned, refused };
}
function inCheckout2(workspace, path) {
  try {
    return !lstatSync3(join5(workspace, path)).isDirectory();
  } catch {
    return false;
  }
}

// src/github-side/action/project-config.ts
async function loadActionProjectConfig(run, tree, prepared) {
  if (!run.inputs.projectConfig) return void 0;
  const { commit, source } = await tree.commit();
  const files = await commitProjectFiles(prepared.repository, commit, source);
  let config;
  try {
    config = await loadProjectConfig(files, {
      hostTools: GITHUB_HOST_TOOLS,
      ...tree.untrusted ? {
        hooksRefused: `The settings' hooks were not run: ${tree.untrusted}, code no writer of the repository vouched for.`
      } : {}
    });
  } catch (error) {
    if (error instanceof ProjectConfigError)
      throw new InputError(
        `${error.message} (from ${source}; set project_config: false to run without it)`
      );
    throw error;
  }
  return settleActionHooks(run, config, { commit, prepared });
}
function invokeSlashCommand(run, context, project) {
  const found = resolveSlashCommand(context.request, project.commands, run.inputs.triggerPhrase) ?? resolveSlashCommand(context.request, project.commands);
  if (!found) return void 0;
  if (found.kind === "unknown") throw new InputError(found.error);
  return {
    context: { ...context, request: found.prompt },
    project: withInvokedCommand(project, found.command)
  };
}
async function withRootImports(context, project) {
  const root = context.projectInstructions;
  if (!project || !root) return context;
  const imported = await importedInstructions(project.files, root.path, root.content);
  if (!imported.text) return context;
  return {
    ...context,
    projectInstructions: { ...root, content: `${root.content}

${imported.text}` }
  };
}

// src/github-side/report/comment-pacing.ts
var HOUR_MS = 36e5;
var DEFAULT_REFUSAL_WAIT_MS = 6e4;
var MAX_BACKOFF = 16;
function createCommentPacing(options) {
  const ageShare = options.ageShare ?? 1 / 6;
  const maxInterval = Math.max(options.maxIntervalMs ?? 3e5, options.baseIntervalMs);
  const maxPerHour = Math.max(1, options.maxEditsPerHour ?? 40);
  const edits = [];
  let lastEdit = Number.NEGATIVE_INFINITY;
  let backoff = 1;
  let blockedUntil = Number.NEGATIVE_INFINITY;
  const intervalAt = (time) => {
    const age = Math.max(0, time - options.startedAt);
    return Math.min(maxInterval, Math.max(options.baseIntervalMs, age * ageShare)) * backoff;
  };
  return {
    intervalAt,
    nextEditAt(now) {
      while (edits.length > 0 && edits[0] <= now - HOUR_MS) edits.shift();
      const hourFull = edits.length >= maxPerHour ? edits[0] + HOUR_MS : Number.NEGATIVE_INFINITY;
      return Math.max(lastEdit + intervalAt(lastEdit), hourFull, blockedUntil);
    },
    recordEdit(now) {
      lastEdit = now;
      edits.push(now);
    },
    recordRefusal(now, retryAfterMs) {
      backoff = Math.min(MAX_BACKOFF, backoff * 2);
      blockedUntil = Math.max(blockedUntil, now + (retryAfterMs ?? DEFAULT_REFUSAL_WAIT_MS));
    }
  };
}

// src/github-side/report/comment-updater.ts
var systemClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle)
};
function oneTimer(clock) {
  let handle;
  return {
    get pending() {
      return handle !== void 0;
    },
    start(callback, ms) {
      handle = clock.setTimeout(() => {
        handle = void 0;
        callback();
      }, ms);
    },
    cancel() {
      if (handle === void 0) return;
      clock.clearTimeout(handle);
      handle = void 0;
    }
  };
}
function createCommentUpdater(options) {
  const clock = options.clock ?? systemClock;
  let pending;
  let inFlight;
  const timer = oneTimer(clock);
  const pacing = createCommentPacing({
    ...options.pacing,
    baseIntervalMs: options.minIntervalMs,
    startedAt: options.startedAt ?? clock.now()
  });
  if (options.lastUpdateAt !== void 0) pacing.recordEdit(options.lastUpdateAt);
  let flushing = false;
  let failed;
  let withdraw;
  const send = (body) => {
    pacing.recordEdit(clock.now());
    failed = void 0;
    const controller = new AbortController();
    withdraw = controller;
    const attempt = options.update(body, { final: false, signal: controller.signal });
    inFlight = attempt.then(() => {
      if (failed === body) failed = void 0;
    }).catch((error) => {
      failed = body;
      const refusal = options.refusalWait?.(error);
      if (refusal !== void 0) pacing.recordRefusal(clock.now(), refusal ?? void 0);
      if (!controller.signal.aborted) options.onError?.(error);
    }).finally(() => {
      inFlight = void 0;
      if (!flushing) schedule();
    });
    return attempt;
  };
  const schedule = () => {
    if (pending === void 0 || inFlight || timer.pending) return;
    const wait = pacing.nextEditAt(clock.now()) - clock.now();
    if (wait <= 0) {
      const body = pending;
      pending = void 0;
      void send(body);
      return;
    }
    timer.start(schedule, wait);
  };
  const reschedule = () => {
    timer.cancel();
    if (!flushing) schedule();
  };
  return {
    written(at) {
      pacing.recordEdit(at);
      reschedule();
    },
    refused(holdMs) {
      pacing.recordRefusal(clock.now(), holdMs);
      reschedule();
    },
    push(body) {
      pending = body;
      if (!flushing) schedule();
    },
    async flush() {
      flushing = true;
      try {
        timer.cancel();
        withdraw?.abort();
        while (inFlight) await inFlight;
        const body = pending ?? failed;
        if (body !== void 0) {
          pending = void 0;
          failed = void 0;
          pacing.recordEdit(clock.now());
          await options.update(body, { final: true });
        }
      } finally {
        flushing = false;
      }
    }
  };
}

// src/github-side/run/progress.ts
var COMMENT_UPDATE_INTERVAL_MS = 3e3;
function startProgress(run, hooks, options = {}) {
  const commentId = (id) => {
    if (!options.nested) setOutput("comment_id", String(id));
  };
  const { trigger, runner, redact } = run;
  const state = {
    todos: [],
    currentStep: "Reading the request",
    turns: 0,
    costUsd: 0
  };
  const render = () => hooks ? hooks.render(state) : renderProgressComment(
    { runId: runner.runId, runUrl: run.runUrl, requester: trigger.actor.login, ...state },
    redact
  );
  let ackError;
  const acknowledging = acknowledgeRun(run, hooks, render(), (id) => {
    updater.written(Date.now());
    commentId(id);
  }).then((ack) => {
    ackError = ack.error;
    return ack.comment;
  });
  const updater = progressUpdater(run, acknowledging);
  return {
    state,
    step(step) {
      state.currentStep = step;
      updater.push(render());
    },
    observe(event, changed = false) {
      const tracked = trackProgress(event, state);
      if (tracked || changed) updater.push(render());
    },
    async finish(body) {
      const comment = await acknowledging;
      if (!comment && ackError) return writeLateReport(run, body, ackError, commentId);
      updater.push(body);
      try {
        await updater.flush();
        return void 0;
      } catch (error) {
        return `Could not write the final report comment: ${redact(describeApiError(error))}`;
      }
    }
  };
}
function acknowledgeRun(run, hooks, body, posted) {
  const { client, trigger, runner } = run;
  return (hooks ? hooks.acknowledge(body) : acknowledge({
    client,
    trigger,
    identity: run.identity,
    runId: runner.runId,
    runAttempt: runner.runAttempt,
    body
  })).then(
    (ack) => {
      if (ack.reactionError) run.log.warning(`Could not add the \u{1F440} reaction: ${ack.reactionError}`);
      if (ack.comment) {
        posted(ack.comment.id);
        run.log.info(`Progress comment: ${ack.comment.htmlUrl}`);
      }
      return { comment: ack.comment };
    },
    (error) => {
      const message = `Could not post the progress comment: ${run.redact(describeApiError(error))}`;
      run.log.warning(message);
      return { comment: null, error: message };
    }
  );
}
function progressUpdater(run, acknowledging) {
  const { client } = run;
  const governor = writeGovernor(client);
  const updater = createCommentUpdater({
    minIntervalMs: run.commentIntervalMs ?? COMMENT_UPDATE_INTERVAL_MS,
    // The pause between edits grows with the run's age (GitHub's content limits).
    startedAt: run.startedAt,
    // The comment is being written now: the first edit waits its turn too.
    lastUpdateAt: Date.now(),
    update: async (body, { final, signal }) => {
      const comment = await acknowledging;
      if (comment) {
        await updateProgressComment(client, comment, body, {
          intermediate: !final,
          ...signal ? { signal } : {}
        });
      }
    },
    // A client with a write governor tells of every refusal of the run's writes (below).
    ...governor ? {} : { refusalWait: (error) => rateLimitRefusalWait(error) },
    onError: (error) => {
      if (isErrorOfKind(error, ["write_deferred"])) return;
      run.log.warning(`Could not update the progress comment: ${describeApiError(error)}`);
    }
  });
  governor?.onRefusal((holdMs) => updater.refused(holdMs));
  return updater;
}
async function writeLateReport(run, body, ackError, commentId) {
  try {
    const ack = await acknowledge({
      client: run.client,
      trigger: run.trigger,
      identity: run.identity,
      runId: run.runner.runId,
      runAttempt: run.runner.runAttempt,
      body
    });
    if (ack.comment) commentId(ack.comment.id);
    return void 0;
  } catch (error) {
    return `${ackError}; the final report could not be written either: ${run.redact(describeApiError(error))}`;
  }
}
function subAgentView(block) {
  const input = block.input;
  const description = typeof input?.description === "string" ? input.description : "sub-agent";
  return { id: block.id, description };
}
function trackProgress(event, progress) {
  if (event.type === "assistant" && event.parent_tool_use_id !== null) {
    progress.turns += 1;
    progress.costUsd += costOfUsage(event.message.model, event.message.usage);
    const agent = progress.subAgents?.find((entry) => entry.id === event.parent_tool_use_id);
    const last = event.message.content.filter((block) => block.type === "tool_use").at(-1);
    if (agent) agent.step = last ? describeToolStep(last.name, last.input) : "Writing its report";
    return true;
  }
  if (event.type === "user" && event.parent_tool_use_id === null && progress.subAgents?.length) {
    const answered = new Set(
      Array.isArray(event.message.content) ? event.message.content.flatMap(
        (block) => block.type === "tool_result" ? [block.tool_use_id] : []
      ) : []
    );
    const before = progress.subAgents.length;
    progress.subAgents = progress.subAgents.filter((entry) => !answered.has(entry.id));
    return progress.subAgents.length !== before;
  }
  if (event.type === "assistant") {
    const started = event.message.content.flatMap(
      (block) => block.type === "tool_use" && block.name === "Agent" ? [subAgentView(block)] : []
    );
    if (started.length > 0) progress.subAgents = [...progress.subAgents ?? [], ...started];
    progress.turns += 1;
    progress.costUsd += costOfUsage(event.message.model, event.message.usage);
    const tools = event.message.content.filter((block) => block.type === "tool_use");
    const last = tools.at(-1);
    const step = last ? describeToolStep(last.name, last.input) : "Writing the summary";
    const note = event.message.content.flatMap((block) => block.type === "thinking" ? [block.thinking.trim()] : []).filter((text) => text !== "").at(-1);
    progress.currentStep = note ? `${step} \u2014 ${note}` : step;
    return true;
  }
  if (event.type === "system" && event.subtype === "todo_update") {
    progress.todos = event.todos;
    return true;
  }
  if (event.type === "system" && event.subtype === "api_retry") {
    progress.currentStep = `Waiting for the model API (retry ${event.attempt} of ${event.max_retries})`;
    return true;
  }
  return false;
}

// src/github-side/action/quota.ts
import { randomBytes } from "node:crypto";

// src/engine/budgets/reservation.ts
function reserveRun(store, caps, who, amount, options = {}) {
  return updateSpendHistory(
    store,
    (ledger, now) => {
      const statuses = capStatuses(ledger, caps, who.requester, now);
      const overshot = firstCapOvershot(statuses, amount);
      if (overshot) {
        return {
          value: { reserved: false, refusal: describeRefusal(overshot, amount), status: overshot }
        };
      }
      const next = withReservation(ledger, { ...who, amount }, now);
      const reservation = { ...who, amount, reservedAt: now.toISOString() };
      return {
        ledger: next,
        value: {
          reserved: true,
          reservation,
          statuses: capStatuses(next, caps, who.requester, now)
        },
        message: `agent-loop: ${who.run} reserves $${amount.toFixed(2)} for @${who.requester}`
      };
    },
    options
  );
}
function settleRun(store, caps, reservation, spent, options = {}) {
  return updateSpendHistory(
    store,
    (ledger, now) => {
      const next = withSettlement(
        ledger,
        {
          run: reservation.run,
          requester: reservation.requester,
          ...reservation.author ? { author: reservation.author } : {},
          spent,
          reservedAt: reservation.reservedAt,
          reserved: reservation.amount
        },
        now
      );
      return {
        ledger: next,
        value: capStatuses(next, caps, reservation.requester, now),
        message: `agent-loop: ${reservation.run} spent $${spent.toFixed(4)}`
      };
    },
    options
  );
}

// src/github-side/action/quota.ts
async function reserveQuota(run) {
  const caps = run.inputs.spendCaps;
  if (!anyCap(caps)) return { kind: "none" };
  const store = gitHubLedgerStore(run.client, run.trigger.repo);
  const who = {
    run: `${run.runner.runId}-${run.runner.runAttempt}-${randomBytes(3).toString("hex")}`,
    ...chargedTo(run.trigger)
  };
  try {
    const outcome = await reserveRun(store, caps, who, run.inputs.maxBudgetUsd);
    if (!outcome.reserved) return { kind: "exhausted", reason: outcome.refusal };
    const left = describeCaps(outcome.statuses);
    run.log.info(
      `Reserved $${run.inputs.maxBudgetUsd.toFixed(2)} in ${store.where}: ${left.join("; ")}`
    );
    return { kind: "reserved", store, reservation: outcome.reservation, left };
  } catch (error) {
    return {
      kind: "failed",
      reason: `Could not reserve this run's budget in ${store.where}, so it did not start (the budgets need \`contents: write\`): ${run.redact(describeApiError(error))}`
    };
  }
}
async function settleQuota(run, quota, spentUsd) {
  if (quota.kind !== "reserved") return [];
  try {
    const statuses = await settleRun(
      quota.store,
      run.inputs.spendCaps,
      quota.reservation,
      spentUsd
    );
    return describeCaps(statuses);
  } catch (error) {
    run.log.warning(
      `Could not settle this run's spending ($${spentUsd.toFixed(4)}) in ${quota.store.where}; its reservation of $${quota.reservation.amount.toFixed(2)} counts in full, as if spent: ${run.redact(describeApiError(error))}`
    );
    return quota.left;
  }
}
function chargedTo(trigger) {
  const sender = trigger.event.sender.login;
  const author = trigger.actor.login;
  if (!sender) return { requester: author };
  return sender.toLowerCase() === author.toLowerCase() ? { requester: sender } : { requester: sender, author };
}

// src/github-side/report/run-bill.ts
function billOf(result, counted) {
  return {
    costUsd: result?.total_cost_usd ?? counted.costUsd,
    turns: result?.num_turns ?? counted.turns,
    modelUsage: result?.modelUsage ?? {}
  };
}
function addBills(first, second) {
  return {
    costUsd: roundUsd(first.costUsd + second.costUsd),
    turns: first.turns + second.turns,
    modelUsage: addModelUsage(first.modelUsage, second.modelUsage)
  };
}
function roundUsd(value) {
  return Math.round(value * 1e6) / 1e6;
}

// src/github-side/action/report.ts
async function reportRun(run, record, progress) {
  const { redact } = run;
  const view = buildView(run, record, progress);
  if (record.publication.branchName) setOutput("branch_name", record.publication.branchName);
  setOutput("pr_urls", JSON.stringify(pullRequestUrls(record.publication)));
  const review = record.publication.review;
  setOutput("review_id", review ? String(review.id) : "");
  setOutput("comments_posted", String(review?.inlineComments ?? 0));
  const outcomes = record.publication.reviewOutcomes;
  setOutput("findings_fixed", String(outcomes?.fixed ?? 0));
  setOutput("findings_dismissed", String(outcomes?.dismissed ?? 0));
  const unwritten = await progress.finish(
    record.publication.finalBody ?? renderFinalReport(view, redact)
  );
  if (unwritten) {
    run.log.warning(unwritten);
    view.errors = [...view.errors ?? [], unwritten];
    view.conclusion = "failure";
  }
  try {
    const extra = record.publication.stepSummaryExtra;
    const summary2 = renderStepSummary(view, redact) + (extra ? `

${extra}
` : "");
    await summary.addRaw(run.outgoing(summary2)).write();
  } catch (error) {
    run.log.warning(`Could not write the step summary: ${errorMessage(error)}`);
  }
  const conclusion = view.conclusion;
  setOutput("conclusion", conclusion);
  setOutput("terminal_reason", view.terminalReason ?? "");
  const plan = record.publication.plan;
  setOutput("plan_comment_id", plan ? String(plan.commentId) : "");
  setOutput("approved_by", plan ? plan.approvedBy.join(",") : "");
  setOutput("num_turns", String(view.turns));
  setOutput("total_cost_usd", String(view.costUsd));
  setOutput("session_id", record.result?.session_id ?? "");
  setOutput("self_check", record.result?.self_check?.status ?? "skipped");
  const structured = record.result?.structured_output;
  setOutput("structured_output", structured === void 0 ? "" : JSON.stringify(structured));
  if (conclusion === "success" || conclusion === "skipped") return void 0;
  return view.errors?.[0] ?? view.terminalReason ?? "the run failed";
}
async function reportNestedRun(run, record, progress) {
  const view = buildView(run, record, progress);
  const unwritten = await progress.finish(
    record.publication.finalBody ?? renderFinalReport(view, run.redact)
  );
  if (unwritten) run.log.warning(unwritten);
  const failed = view.conclusion !== "success" && view.conclusion !== "skipped";
  const failure = failed ? view.errors?.[0] ?? view.terminalReason ?? "the run failed" : void 0;
  return {
    ...failure ? { failure } : {},
    bill: billOf(record.result, progress.state),
    stepSummary: renderStepSummary(view, run.redact)
  };
}
function buildView(run, record, progress) {
  const { redact, runner } = run;
  const { result, publication, prepared } = record;
  const { commit, push } = publication;
  const own = billOf(result, progress.state);
  const bill = record.afterPublish ? addBills(own, record.afterPublish) : own;
  const errors = [...record.errors, ...publication.errors];
  const pushFailure = push && push.status !== "pushed" ? redact(push.reason) : void 0;
  const committed = commit?.status === "committed";
  const changeSet = publication.changeSet?.map((entry) => changeSetLine(entry, runner.serverUrl));
  const reviewPosted = publication.reviewState === "complete" || publication.reviewState === "partial";
  const completed = reviewPosted || result !== void 0 && !result.is_error;
  const conclusion = record.stopped !== void 0 && errors.length === 0 ? "skipped" : completed && errors.length === 0 && !pushFailure && !changeSetFailed(changeSet) ? "success" : "failure";
  return {
    conclusion,
    terminalReason: publication.terminalReason ?? result?.terminal_reason ?? record.terminalReason,
    summary: publication.summary ?? result?.result ?? "",
    filesChanged: commit?.status === "committed" ? commit.files : [],
    ...prepared?.branch && push?.status === "pushed" ? {
      branch: {
        name: prepared.branch,
        url: branchUrl(runner.serverUrl, runner.repository, prepared.branch)
      }
    } : {},
    ...publication.pullRequest ? { pullRequest: publication.pullRequest } : {},
    ...changeSet?.length ? { changeSet } : {},
    ...publication.review ? {
      review: {
        url: publication.review.url,
        inlineComments: publication.review.inlineComments,
        folded: publication.review.refusedByGitHub > 0
      }
    } : {},
    runId: runner.runId,
    runUrl: run.runUrl,
    turns: own.turns,
    costUsd: bill.costUsd,
    durationMs: Date.now() - run.startedAt,
    partialWorkCommitted: committed && conclusion === "failure",
    ...pushFailure ? { pushFailure } : {},
    ...publication.notes?.length ? { publishNotes: publication.notes } : {},
    ...commit && commit.leftOut.length > 0 ? {
      leftOut: commit.leftOut.map((entry) => ({
        path: entry.displayPath,
        detail: entry.detail
      }))
    } : {},
    forkPullRequest: publication.forkPullRequest ?? false,
    ...publication.memoryBlock ? { memoryBlock: publication.memoryBlock } : {},
    ...publication.nothingToChange ? { nothingToChange: {} } : {},
    ...record.stopped !== void 0 ? { skipReason: record.stopped } : {},
    ...record.sandboxStatus ? {
      sandbox: {
        active: record.sandboxStatus.active,
        ...record.allowedDomains ? { network: describeNetwork(record.allowedDomains) } : {},
        ...record.sandboxStatus.warning ? { warning: record.sandboxStatus.warning } : {},
        ...record.sandboxStatus.missing ? { missing: record.sandboxStatus.missing } : {},
        ...record.sandboxStatus.window ? { window: record.sandboxStatus.window } : {},
        ...record.sandboxStatus.staleFailures ? { staleFailures: record.sandboxStatus.staleFailures } : {}
      }
    } : {},
    ...result?.mcp_servers ? { mcpServers: result.mcp_servers } : {},
    ...result?.web_requests ? { webRequests: result.web_requests } : {},
    ...result?.project_config ? { projectConfig: result.project_config } : {},
    ...result?.self_check ? { selfCheck: result.self_check } : {},
    ...record.images ? { images: record.images } : {},
    errors: [...result?.errors ?? [], ...errors].map(redact),
    provider: describeProvider(run.provider),
    toolCalls: record.toolCalls ?? [],
    ...result || record.afterPublish ? { modelUsage: bill.modelUsage } : {},
    ...record.budgets?.length ? { budgets: record.budgets } : {}
  };
}
function pullRequestUrls(publication) {
  const others = (publication.changeSet ?? []).map((entry) => entry.publication.pullRequest?.url);
  return [publication.pullRequest?.url, ...others].filter((url) => !!url);
}

// src/github-side/action/trusted-tree.ts
function trustedTree(run, trust, prepared) {
  let resolved;
  const resolve2 = async () => {
    const commit = trust.checkoutIsBase ? prepared.startSha : await resolveBaseCommit({
      repository: prepared.repository,
      remoteUrl: prepared.remoteUrl,
      branch: trust.baseBranch,
      ...trust.baseSha ? { sha: trust.baseSha } : {},
      ...run.inputs.githubToken ? { token: run.inputs.githubToken } : {}
    });
    const short = commit.slice(0, 7);
    const source = trust.checkoutIsBase ? `the checkout (the base branch ${trust.baseBranch} at ${short})` : `the base branch ${trust.baseBranch} at ${short}`;
    return { commit, source };
  };
  return { ...trust, commit: () => resolved ??= resolve2() };
}

// src/github-side/action/self-check.ts
function checksWork(policy, prepared) {
  return policy.checksWork === true && !prepared.readOnly && Boolean(prepared.branch);
}
function withSelfCheck(run, policy, setting, parts) {
  const { prepared, context } = setting;
  const { inputs } = run;
  const only = parts.length === 1 ? parts[0] : void 0;
  if (!only || !inputs.selfCheck || !checksWork(policy, prepared)) return parts;
  const selfCheck = {
    baseSha: prepared.startSha,
    ...inputs.checkCommands.length > 0 ? { commands: inputs.checkCommands } : {},
    timeoutMinutes: inputs.checkTimeoutMinutes,
    rounds: inputs.selfCheckRounds
  };
  return [
    { ...only, selfCheck, selfReview: (loops) => createSelfReview({ run, context, ...loops }) }
  ];
}
async function withSelfReviewRules(run, policy, context, trusted) {
  const { tree, prepared } = trusted;
  if (!run.inputs.selfCheck || context.reviewRules || !checksWork(policy, prepared)) return context;
  let entry;
  try {
    const { commit } = await tree.commit();
    entry = await readTreeEntry(prepared.repository, commit, REVIEW_RULES_FILE);
  } catch (error) {
    run.log.warning(
      `The self-review runs without ${REVIEW_RULES_FILE}: ${run.redact(errorMessage(error))}`
    );
    return context;
  }
  if (entry.kind !== "file" || entry.size > MAX_RULES_BYTES) return context;
  const rules = projectInstructions(
    [{ path: REVIEW_RULES_FILE, text: entry.text }],
    tree.baseBranch
  );
  return rules ? { ...context, reviewRules: rules } : context;
}
var MAX_RULES_BYTES = 1024 * 1024;
function noteSelfCheckOff(run, policy, prepared, agent) {
  if (run.inputs.selfCheck || !agent.result || !checksWork(policy, prepared)) return;
  agent.result.self_check = {
    status: "skipped",
    reason: "the self_check input is false",
    rounds: 0,
    checks: [],
    findings: [],
    not_checked: []
  };
}

// src/github-side/images/attach.ts
import { randomBytes as randomBytes2 } from "node:crypto";

// src/github-side/images/hosts.ts
var STORAGE_HOSTS = [
  "private-user-images.githubusercontent.com",
  "user-images.githubusercontent.com",
  "objects.githubusercontent.com"
];
var DOTCOM = "https://github.com";
var SERVER_ATTACHMENT_PATHS = [
  /^\/user-attachments\/assets\/[\w-]+\/?$/,
  /^\/[^/]+\/[^/]+\/assets\/\d+\/[\w-]+\/?$/,
  /^\/storage\/user\/\d+\/files\/[\w-]+\/?$/
];
function attachmentSource(url, serverUrl) {
  const parsed = parseUrl(url);
  const server = parseUrl(serverUrl);
  const notGitHub = { reason: "not on GitHub's attachment hosts, so it was not downloaded" };
  if (!parsed || parsed.username || parsed.password) return notGitHub;
  const attachment = SERVER_ATTACHMENT_PATHS.some((path) => path.test(parsed.pathname));
  const notAttachment = {
    reason: "a file on GitHub that is not an attachment, so it was not downloaded"
  };
  if (server && parsed.origin === server.origin) {
    return attachment ? { url: parsed, withToken: true } : notAttachment;
  }
  if (parsed.origin === DOTCOM)
    return attachment ? { url: parsed, withToken: false } : notAttachment;
  return isStorage(parsed) ? { url: parsed, withToken: false } : notGitHub;
}
function redirectAllowed(target, serverUrl) {
  const server = parseUrl(serverUrl);
  if (target.username || target.password) return false;
  return server !== void 0 && target.origin === server.origin || isStorage(target);
}
function isStorage(url) {
  const host = url.hostname.toLowerCase();
  return url.protocol === "https:" && STORAGE_HOSTS.includes(host);
}
function parseUrl(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : void 0;
  } catch {
    return void 0;
  }
}

// src/github-side/images/download.ts
var IMAGE_DOWNLOAD_TIMEOUT_MS = 2e4;
var MAX_REDIRECTS = 2;
async function downloadImage(url, options) {
  const source = attachmentSource(url, options.serverUrl);
  if ("reason" in source) return source;
  const timeoutMs = options.timeoutMs ?? IMAGE_DOWNLOAD_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await follow(source.url, source.withToken, options, signal);
    if ("reason" in response) return response;
    const bytes = await readLimited(response, options.maxBytes ?? MAX_IMAGE_BYTES);
    if ("reason" in bytes) return bytes;
    const checked = checkImage(bytes);
    return "reason" in checked ? checked : { bytes, mediaType: checked.mediaType };
  } catch (error) {
    if (timeout.aborted) return { reason: `the download took longer than ${timeoutMs / 1e3} s` };
    if (options.signal?.aborted) return { reason: "the run was cancelled" };
    return { reason: `the download failed: ${errorMessage(error)}` };
  }
}
async function follow(first, withToken, options, signal) {
  let url = first;
  for (let hop = 0; ; hop++) {
    const headers = { accept: "image/*", "user-agent": "agent-loop" };
    if (hop === 0 && withToken) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url, { headers, redirect: "manual", signal });
    if (response.status < 300 || response.status >= 400) {
      if (response.ok) return response;
      await response.body?.cancel();
      return { reason: `GitHub answered ${response.status}` };
    }
    await response.body?.cancel();
    const location = response.headers.get("location");
    const target = location ? safeUrl(location, url) : void 0;
    if (!target || !redirectAllowed(target, options.serverUrl)) {
      return { reason: "GitHub's answer sent it to another host, which was not asked" };
    }
    if (hop >= MAX_REDIRECTS) return { reason: "too many redirects" };
    url = target;
  }
}
async function readLimited(response, maxBytes) {
  const tooLarge = { reason: `larger than ${formatMegabytes(maxBytes)}` };
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return tooLarge;
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks = [];
  let total = 0;
  const reader = response.body.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
function safeUrl(location, base) {
  try {
    return new URL(location, base);
  } catch {
    return void 0;
  }
}
function formatMegabytes(bytes) {
  return `${Math.round(bytes / (1024 * 1024) * 10) / 10} MB`;
}

// src/github-side/images/find.ts
function findImages(text) {
  if (!/!\[|<img/i.test(text)) return [];
  const events = postprocess(
    parse({ extensions: [gfm()] }).document().write(preprocess()(text, void 0, true))
  );
  const found = [];
  const open = [];
  for (const [kind, token] of events) {
    if (kind === "enter") {
      if (token.type === "image" || token.type === "link") open.push({ token });
      else if (token.type === "resourceDestinationString") {
        const link2 = open.at(-1);
        if (link2) link2.destination = token;
      } else if (token.type === "htmlText" || token.type === "htmlFlow") {
        found.push(...htmlImages(text, token));
      }
      continue;
    }
    if (token.type !== "image" && token.type !== "link") continue;
    const link = open.pop();
    if (token.type === "image" && link?.destination) {
      const { start, end } = link.destination;
      found.push({
        start: token.start.offset,
        end: token.end.offset,
        url: decodeMarkdownString(text.slice(start.offset, end.offset))
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
function htmlImages(text, token) {
  const base = token.start.offset;
  const html = text.slice(base, token.end.offset);
  const found = [];
  const handler = {
    onComment: () => {
    },
    onDoctype: () => {
    },
    onEof: () => {
    },
    onNullCharacter: () => {
    },
    onCharacter: () => {
    },
    onWhitespaceCharacter: () => {
    },
    onEndTag: () => {
    },
    onStartTag: (tag) => {
      const src = tag.attrs.find((attribute) => attribute.name === "src")?.value.trim();
      if (tag.tagName !== "img" || !src || !tag.location) return;
      found.push({
        start: base + tag.location.startOffset,
        end: base + tag.location.endOffset,
        url: src
      });
    }
  };
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
  return found;
}

// src/github-side/images/attach.ts
var PARALLEL_DOWNLOADS = 4;
var MARKER_EDGE = "\u2063";
async function attachImages(context, options) {
  const texts = requestTexts(context);
  const found = texts.map((text) => findImages(text));
  const candidates = numbered(found.flat());
  if (candidates.size === 0) return { context, images: [], leftOut: [] };
  await judgeAndDownload([...candidates.values()], options, randomBytes2(6).toString("hex"));
  const seen = /* @__PURE__ */ new Set();
  const rewritten = texts.map(
    (text, index) => applyEdits(
      text,
      (found[index] ?? []).map((image) => placeOf(image, candidates.get(image.url), seen))
    )
  );
  const images = [];
  const leftOut = [];
  for (const candidate of candidates.values()) {
    const outcome = candidate.outcome;
    if ("image" in outcome) images.push(outcome.image);
    else leftOut.push({ number: candidate.number, name: nameOf(candidate.url), ...outcome });
  }
  return { context: withTexts(context, rewritten), images, leftOut };
}
function requestTexts(context) {
  return [
    context.request,
    context.body,
    ...(context.pullRequest?.reviewComments ?? []).map((comment) => comment.body),
    ...context.comments.map((comment) => comment.body)
  ];
}
function withTexts(context, texts) {
  let at = 0;
  const next = () => texts[at++] ?? "";
  const request = next();
  const body = next();
  const pr = context.pullRequest;
  const reviewComments = pr?.reviewComments.map((comment) => ({ ...comment, body: next() }));
  const comments = context.comments.map((comment) => ({ ...comment, body: next() }));
  return {
    ...context,
    request,
    body,
    comments,
    ...pr && reviewComments ? { pullRequest: { ...pr, reviewComments } } : {}
  };
}
function numbered(found) {
  const candidates = /* @__PURE__ */ new Map();
  for (const { url } of found) {
    if (!candidates.has(url)) candidates.set(url, { number: candidates.size + 1, url });
  }
  return candidates;
}
async function judgeAndDownload(candidates, options, nonce) {
  const attachments = [];
  for (const candidate of candidates) {
    const source = attachmentSource(candidate.url, options.serverUrl);
    if ("reason" in source) candidate.outcome = source;
    else if (attachments.length >= options.maxImages) {
      candidate.outcome = { reason: `more than max_images (${options.maxImages}) images` };
    } else attachments.push(candidate);
  }
  const download = options.download ?? downloadImage;
  const results = await inBatches(
    attachments,
    PARALLEL_DOWNLOADS,
    (candidate) => download(candidate.url, options)
  );
  let total = 0;
  attachments.forEach((candidate, index) => {
    const result = results[index];
    if ("reason" in result) {
      candidate.outcome = result;
      return;
    }
    total += result.bytes.length;
    if (total > MAX_PROMPT_IMAGE_BYTES) {
      total -= result.bytes.length;
      candidate.outcome = { reason: "the images before it fill what one request can carry" };
      return;
    }
    const marker = `${MARKER_EDGE}image-${nonce}-${candidate.number}${MARKER_EDGE}`;
    candidate.outcome = {
      image: {
        marker,
        mediaType: result.mediaType,
        data: result.bytes.toString("base64"),
        name: nameOf(candidate.url),
        bytes: result.bytes.length
      }
    };
  });
}
function placeOf(found, candidate, seen) {
  const { number } = candidate;
  const outcome = candidate.outcome;
  const first = !seen.has(number);
  seen.add(number);
  const insert = "image" in outcome ? first ? `[image ${number}]${outcome.image.marker}` : `[image ${number}, shown above]` : `[image ${number} not shown (${code(nameOf(candidate.url))}): ${outcome.reason}]`;
  return { start: found.start, end: found.end, insert };
}
async function inBatches(items, size, run) {
  const results = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...await Promise.all(items.slice(start, start + size).map(run)));
  }
  return results;
}
function nameOf(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.slice(0, 200);
  }
}
function code(text) {
  return `\`${text.replace(/`/g, "%60").replace(/\s+/g, " ")}\``;
}

// src/github-side/action/images.ts
async function requestImages(run, context) {
  const found = await attachImages(context, {
    maxImages: run.inputs.maxImages,
    token: run.inputs.githubToken,
    serverUrl: run.runner.serverUrl,
    signal: run.signal
  });
  for (const image of found.images) {
    run.log.info(`Image for the model: ${image.name} (${image.mediaType}, ${image.bytes} bytes)`);
  }
  for (const image of found.leftOut) {
    run.log.info(`Image ${image.number} left out: ${image.name}: ${image.reason}`);
  }
  return found;
}
function imagesShown(found, parts) {
  const placed = (marker) => parts.some((part) => part.prompt.includes(marker));
  const seen = found.images.filter((image) => placed(image.marker));
  const cut = found.images.filter((image) => !placed(image.marker)).map((image) => ({ name: image.name, reason: "its place was cut from a long section" }));
  return {
    seen: seen.map(({ name, mediaType, bytes }) => ({ name, mediaType, bytes })),
    leftOut: [...found.leftOut.map(({ name, reason }) => ({ name, reason })), ...cut]
  };
}

// src/github-side/prompts/change-set.ts
function changeSetPrompt(set) {
  if (set.refused !== void 0) {
    return `## Other repositories

The workflow names other repositories, but this run gets none of them: ${set.refused}.
`;
  }
  if (set.repos.length === 0 && set.skipped.length === 0) return "";
  const parts = ["## Other repositories"];
  if (set.repos.length > 0) {
    const changeable = set.repos.some((repo) => !repo.readOnly);
    parts.push(
      [
        `Besides this repository, this run reaches ${set.repos.map((repo) => repo.fullName).join(", ")}, cloned beside it (the folders are listed above).`,
        changeable ? "What you change in one that is not read-only is committed there on a branch of its own and proposed in a pull request linked with this repository's: change every repository the request needs, consistently, and nothing else in them." : "Read them for what the request needs; change nothing in them."
      ].join(" ")
    );
  }
  if (set.skipped.length > 0) {
    parts.push(
      `Named by the workflow but not available to this run: ${set.skipped.map((skip) => `${skip.fullName} (${skip.reason})`).join("; ")}.`
    );
  }
  for (const repo of set.repos) {
    if (!repo.instructions) continue;
    const { path, ref, content } = repo.instructions;
    parts.push(`### Instructions of ${repo.fullName} (${path} on ${ref})

${content.trim()}`);
  }
  return `${parts.join("\n\n")}
`;
}

// src/github-side/change-set/access.ts
async function checkAccess(question) {
  const { client, repo, accounts, wants: wants2 } = question;
  let repository;
  try {
    repository = (await client.rest.repos.get({ owner: repo.owner, repo: repo.repo })).data;
  } catch (error) {
    const status = error.status;
    return {
      kind: "skip",
      reason: status === 404 ? "the token cannot see it (GitHub answers 404 Not Found)" : `GitHub did not say what the token may do there (${describeApiError(error)})`
    };
  }
  const standings = await Promise.all(
    accounts.map((account) => accountAccess(client, repo, account))
  );
  const none = standings.find((standing) => standing.kind === "none");
  if (none) return { kind: "skip", reason: none.reason };
  const defaultBranch = repository.default_branch;
  if (wants2.kind === "read") return { kind: "read", defaultBranch, reason: wants2.reason };
  const reasons = standings.flatMap(
    (standing) => standing.kind === "read" ? [standing.reason] : []
  );
  if (repository.archived) reasons.push("it is archived");
  else if (repository.permissions?.push !== true) reasons.push("the token cannot push to it");
  return reasons.length > 0 ? { kind: "read", defaultBranch, reason: reasons.join("; ") } : { kind: "write", defaultBranch };
}
async function accountAccess(client, repo, account) {
  const login = account.login;
  if (isBotActor(account)) {
    return {
      kind: "read",
      reason: `the request came from the bot ${login}, whose write access to ${repoFullName(repo)} cannot be checked`
    };
  }
  let permission;
  try {
    permission = await readPermission(client, repo, login);
  } catch (error) {
    return {
      kind: "none",
      reason: `could not read ${login}'s permission on it (${describeApiError(error)})`
    };
  }
  if (grantsWrite(permission)) return { kind: "write" };
  if (permission === "none") return { kind: "none", reason: `${login} has no access to it` };
  return { kind: "read", reason: `${login} has "${permission}" permission there, not write` };
}

// src/github-side/change-set/branch.ts
function changeSetBranchName(source) {
  const { prefix, mainBranch } = source;
  const repo = slugify(source.sourceRepo) || "repository";
  const issuePrefix = `${prefix}issue-`;
  let rest;
  if (mainBranch?.startsWith(issuePrefix) && mainBranch.length > issuePrefix.length) {
    rest = mainBranch.slice(issuePrefix.length);
  } else if (mainBranch?.startsWith(prefix) && prefix !== "" && mainBranch.length > prefix.length) {
    rest = mainBranch.slice(prefix.length);
  } else {
    const slug = slugify(source.title);
    rest = [source.number, slug].filter((part) => part !== void 0 && part !== "").join("-");
  }
  return checkedBranchName(`${prefix}${repo}-${rest || "work"}`);
}

// src/github-side/change-set/clone.ts
import { existsSync as existsSync2, mkdirSync as mkdirSync2, readFileSync as readFileSync2, rmSync as rmSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { basename, dirname as dirname3, join as join6 } from "node:path";
var MARKER = "agent-loop-clone";
var CloneError = class extends AgentLoopError {
  name = "CloneError";
  get kind() {
    return "clone";
  }
};
function cloneFolders(workspace, repos) {
  const parent = dirname3(workspace);
  const taken = /* @__PURE__ */ new Set([basename(workspace).toLowerCase()]);
  const named = (name) => repos.filter((r) => r.repo.toLowerCase() === name).length;
  return repos.map((repo) => {
    const plain = repo.repo.toLowerCase();
    let name = !taken.has(plain) && named(plain) === 1 ? repo.repo : `${repo.owner}-${repo.repo}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${repo.owner}-${repo.repo}-${n}`;
    taken.add(name.toLowerCase());
    return join6(parent, name);
  });
}
async function cloneRepository(request) {
  const { dir, remoteUrl, token, defaultBranch } = request;
  const fullName = repoFullName(request.repo);
  clearFolder(dir, fullName);
  mkdirSync2(dir, { recursive: true, mode: 493 });
  const git = async (args, env) => {
    try {
      return await runGit(dir, args, env ? { env } : {});
    } catch (error) {
      throw new CloneError(
        `git ${args[0] ?? ""} failed for ${fullName}: ${gitErrorMessage(error)}`
      );
    }
  };
  await git(["init", "-q"]);
  writeFileSync2(join6(dir, ".git", MARKER), `${fullName}
`);
  await git(["remote", "add", "origin", remoteUrl]);
  const tracking = `refs/remotes/origin/${defaultBranch}`;
  await git(
    ["fetch", "--no-tags", remoteUrl, `+refs/heads/${defaultBranch}:${tracking}`],
    authEnvironment(remoteUrl, token)
  );
  const trustedCommit = (await git(["rev-parse", "--verify", `${tracking}^{commit}`])).trim();
  const prepared = await prepareWorkspace(
    dir,
    request.branch ? { kind: "new-branch", branch: request.branch, base: defaultBranch } : { kind: "read-only", branch: defaultBranch },
    { token }
  );
  return { prepared, trustedCommit };
}
function clearFolder(dir, fullName) {
  if (!existsSync2(dir)) return;
  let mark;
  try {
    mark = readFileSync2(join6(dir, ".git", MARKER), "utf8").trim();
  } catch {
    mark = void 0;
  }
  if (mark?.toLowerCase() !== fullName.toLowerCase()) {
    throw new CloneError(`the folder ${dir} already exists and is not agent-loop's clone of it`);
  }
  rmSync3(dir, { recursive: true, force: true });
}

// src/github-side/change-set/prepare.ts
async function prepareChangeSet(run, input) {
  const named = run.inputs.repositories;
  if (named.length === 0) return void 0;
  if (!input.policy.otherRepositories) {
    run.log.info("No other repositories: this kind of run takes none");
    return void 0;
  }
  const refused = whyNone(run, input);
  if (refused !== void 0) {
    run.log.warning(`No other repositories for this run: ${refused}`);
    return {
      changeSet: { repos: [], refused },
      addedDirs: [],
      prompt: changeSetPrompt({ repos: [], skipped: [], refused }),
      notes: [`The repositories the workflow names were not given to this run: ${refused}.`]
    };
  }
  const skipped = [];
  const wanted = distinctOthers(run.trigger.repo, named, skipped);
  const accesses = await Promise.all(
    wanted.map(
      (repo) => checkAccess({ client: run.client, repo, accounts: accountsOf(run), wants: wants(input) })
    )
  );
  const granted = [];
  wanted.forEach((repo, index) => {
    const access = accesses[index];
    if (access.kind === "skip")
      skipped.push({ fullName: repoFullName(repo), reason: access.reason });
    else granted.push({ repo, access });
  });
  const folders = cloneFolders(
    run.runner.workspace,
    granted.map((entry) => entry.repo)
  );
  const cloned = await Promise.all(
    granted.map((entry, index) => cloneOne(run, input, { ...entry, dir: folders[index] }))
  );
  const repos = [];
  for (const [index, result] of cloned.entries()) {
    const fullName = repoFullName(granted[index].repo);
    if ("failed" in result) skipped.push({ fullName, reason: result.failed });
    else repos.push(result);
  }
  for (const skip of skipped)
    run.log.warning(`Left out of the run: ${skip.fullName}: ${skip.reason}`);
  return {
    changeSet: { repos: repos.map(({ instructions: _, ...repo }) => repo), skipped },
    addedDirs: repos.map((repo) => ({
      path: repo.dir,
      label: repo.fullName,
      readOnly: repo.readOnly,
      ...repo.readOnlyReason ? { readOnlyReason: repo.readOnlyReason } : {}
    })),
    prompt: changeSetPrompt({ repos, skipped }),
    notes: skipped.map((skip) => `${skip.fullName} was left out of the run: ${skip.reason}.`)
  };
}
function whyNone(run, input) {
  if (run.runner.eventName === "pull_request_target") return "this is a pull_request_target run";
  if (input.context.pullRequest?.isFork) return "the request is on a fork's pull request";
  if (input.trust.untrusted) return input.trust.untrusted;
  return void 0;
}
function distinctOthers(own, named, skipped) {
  const kept = [];
  for (const repo of named) {
    const fullName = repoFullName(repo);
    if (sameRepository(repo, own)) {
      skipped.push({ fullName, reason: "it is this run's own repository" });
    } else if (kept.some((other) => sameRepository(other, repo))) {
      skipped.push({ fullName, reason: "it is named twice" });
    } else {
      kept.push(repo);
    }
  }
  return kept;
}
function accountsOf(run) {
  const { trigger } = run;
  if (admissionOf(trigger) === "workflow") return [trigger.actor];
  const sender = trigger.event.sender;
  const same = sender.login.toLowerCase() === trigger.actor.login.toLowerCase();
  return same ? [trigger.actor] : [trigger.actor, sender];
}
function wants(input) {
  const { policy, prepared } = input;
  if (policy.otherRepositories === "read") {
    const reason = policy.name === "approve" ? "an approved plan's execution changes only the files the plan names, in the main repository" : `a ${policy.name} run changes no repository`;
    return { kind: "read", reason };
  }
  if (prepared.readOnly || !prepared.branch) {
    return { kind: "read", reason: "this run pushes nothing" };
  }
  return { kind: "write" };
}
async function cloneOne(run, input, entry) {
  const { repo, access, dir } = entry;
  const fullName = repoFullName(repo);
  const { defaultBranch } = access;
  try {
    const branch = access.kind === "write" ? changeSetBranchName({
      prefix: run.inputs.branchPrefix,
      sourceRepo: run.trigger.repo.repo,
      mainBranch: input.prepared.branch,
      ...input.context.number !== void 0 ? { number: input.context.number } : {},
      title: input.context.title || input.context.request
    }) : void 0;
    const clone = await cloneRepository({
      repo,
      dir,
      remoteUrl: `${run.runner.serverUrl.replace(/\/+$/, "")}/${fullName}.git`,
      token: run.inputs.githubToken,
      defaultBranch,
      ...branch ? { branch } : {}
    });
    const instructions = await readInstructions(
      run,
      clone.prepared,
      clone.trustedCommit,
      defaultBranch
    );
    run.log.info(
      `${fullName} cloned at ${dir}: ${access.kind === "write" ? `working on ${branch}` : `read-only (${access.reason})`}`
    );
    return {
      fullName,
      dir,
      readOnly: access.kind === "read",
      ...access.kind === "read" ? { readOnlyReason: access.reason } : {},
      defaultBranch,
      prepared: clone.prepared,
      ...instructions ? { instructions } : {}
    };
  } catch (error) {
    return { failed: `it could not be cloned: ${run.redact(errorMessage(error))}` };
  }
}
async function readInstructions(run, prepared, commit, defaultBranch) {
  try {
    const texts = await readRootFiles(prepared.repository, commit, INSTRUCTION_FILES);
    return projectInstructions(
      INSTRUCTION_FILES.map((path, index) => ({ path, text: texts[index] })),
      defaultBranch
    );
  } catch (error) {
    run.log.warning(
      `Could not read the instructions of ${prepared.repository.workTree}: ${errorMessage(error)}`
    );
    return void 0;
  }
}

// src/github-side/action/request.ts
async function handleRequest(run, policy, context) {
  if (policy.reply) return policy.reply();
  run.tracing?.annotate({ "agent_loop.mode": policy.name });
  const progress = startProgress(run, policy.live.hooks);
  context.catch(() => void 0);
  const quota = await reserveQuota(run);
  if (quota.kind === "exhausted" || quota.kind === "failed") {
    return refuseRun(run, policy, progress, quota);
  }
  let spentUsd = 0;
  let budgets;
  let record;
  try {
    record = await runRequest(run, policy, progress, context, (usd) => spentUsd = usd);
  } finally {
    budgets = await settleQuota(run, quota, spentUsd);
  }
  return reportRun(run, { ...record, budgets }, progress);
}
async function handleNestedRequest(run, policy, context) {
  const progress = startProgress(run, policy.live.hooks, { nested: true });
  const record = await runRequest(run, policy, progress, context, () => void 0);
  return reportNestedRun(run, record, progress);
}
async function runRequest(run, policy, progress, context, spent) {
  const state = {
    agent: { errors: [], toolCalls: [] },
    phase: "",
    removeCopies: []
  };
  const errors = [];
  try {
    state.stopped = await runSteps(run, policy, progress, state, context);
    if (state.stopped) run.log.warning(`agent-loop stopped: ${state.stopped}`);
  } catch (error) {
    const message = `${state.phase} failed: ${run.redact(describeApiError(error))}`;
    errors.push(message);
    run.log.error(message);
  }
  const agentCost = state.agent.result?.total_cost_usd ?? progress.state.costUsd;
  spent(agentCost);
  for (const remove of state.removeCopies) remove();
  errors.push(...state.agent.errors);
  let publication = await publishThenClose(policy, progress, state, errors);
  if (state.changeSet?.notes.length) {
    publication.notes = [...publication.notes ?? [], ...state.changeSet.notes];
  }
  let after;
  if (policy.afterPublish && state.context) {
    const followed = await policy.afterPublish(publication, state.context, agentCost);
    publication = followed.publication;
    after = followed.bill;
    if (after) spent(agentCost + after.costUsd);
  }
  publication.finalBody ??= policy.live.failureBody?.(errors);
  const { prepared, agent, stopped } = state;
  return {
    ...prepared ? { prepared } : {},
    ...agent.result ? { result: agent.result } : {},
    ...agent.sandboxStatus ? { sandboxStatus: agent.sandboxStatus } : {},
    ...agent.allowedDomains ? { allowedDomains: agent.allowedDomains } : {},
    ...state.images ? { images: state.images } : {},
    ...after ? { afterPublish: after } : {},
    toolCalls: agent.toolCalls,
    publication,
    errors,
    ...stopped ? { stopped: run.redact(stopped) } : {}
  };
}
function refuseRun(run, policy, progress, quota) {
  const errors = [quota.reason];
  run.log.error(quota.reason);
  const finalBody = policy.live.failureBody?.(errors);
  return reportRun(
    run,
    {
      publication: { errors: [], ...finalBody ? { finalBody } : {} },
      errors,
      ...quota.kind === "exhausted" ? { terminalReason: "quota_exhausted" } : {}
    },
    progress
  );
}
async function runSteps(run, policy, progress, state, contextRead) {
  const step = (phase) => {
    state.phase = phase;
    progress.step(phase);
  };
  step("Reading the issue and its discussion");
  let context = state.context = await contextRead;
  const extraPrompt = policy.promptSections(context);
  step("Preparing the branch");
  const target = await policy.workspaceTarget(context);
  if ("stop" in target) return target.stop;
  const prepared = await prepareWorkspace(run.runner.workspace, target, {
    token: run.inputs.githubToken
  });
  state.prepared = prepared;
  run.log.info(policy.describeWorkspace(prepared));
  const tree = trustedTree(run, policy.trust(context, prepared), prepared);
  context = state.context = await withProjectInstructions(run, context, tree, prepared);
  state.phase = "Preparing the other repositories";
  const set = await prepareChangeSet(run, { policy, trust: tree, prepared, context });
  if (set) state.changeSet = set;
  state.phase = "Reading the project configuration";
  const settled = await loadActionProjectConfig(run, tree, prepared);
  if (settled) state.removeCopies.push(settled.remove);
  const loaded = settled?.config;
  const invoked = loaded && invokeSlashCommand(run, context, loaded);
  const project = invoked?.project ?? loaded;
  if (invoked) context = state.context = invoked.context;
  context = state.context = await withRootImports(context, loaded);
  state.phase = "Reading the request's images";
  const pictured = await requestImages(run, context);
  state.phase = "Reading json_schema";
  const schema = await readTrustedSchema(run, tree, prepared);
  const servers = await prepareMcpServers(run, state, tree, prepared);
  const extra = [await extraPrompt, set?.prompt].filter(Boolean).join("\n");
  const prompt = [policy.prompt(pictured.context), extra].filter(Boolean).join("\n");
  const start = await policy.beforeAgent(context, prepared, prompt);
  if ("stop" in start) return start.stop;
  state.prepared = start.prepared;
  state.phase = "Running the agent";
  const reviewed = await withSelfReviewRules(run, policy, context, { tree, prepared });
  const parts = withSelfCheck(
    run,
    policy,
    { prepared: start.prepared, context: reviewed },
    await policy.parts(pictured.context, start.prepared, extra, start.prompt)
  );
  state.images = imagesShown(pictured, parts);
  const web = !tree.untrusted && webToolsAllowed(run.runner.eventName, context, run.trigger.repo);
  state.agent = await runAgent(
    run,
    parts.map((part) => ({
      ...part,
      images: pictured.images,
      webTools: web,
      ...schema && !part.structuredOutput ? { structuredOutput: schema } : {}
    })),
    progress,
    servers?.servers ?? [],
    policy,
    {
      project,
      network: policy.network(start.prepared),
      addedDirs: set?.addedDirs ?? []
    }
  );
  noteSelfCheckOff(run, policy, start.prepared, state.agent);
  return void 0;
}
async function prepareMcpServers(run, state, tree, prepared) {
  state.phase = "Reading mcp_config";
  const mcp = loadActionMcpConfig(run.inputs.mcpConfig, {
    workspace: run.runner.workspace,
    checkoutIsBase: tree.checkoutIsBase,
    env: run.env
  });
  if (mcp) run.secrets.add(mcp.secrets);
  state.phase = "Preparing the MCP servers' files";
  if (!mcp) return void 0;
  const servers = await pinActionMcpServers(mcp.servers, {
    workspace: run.runner.workspace,
    prepared,
    checkoutIsBase: tree.checkoutIsBase,
    baseBranch: tree.baseBranch,
    ...tree.baseSha ? { baseSha: tree.baseSha } : {},
    token: run.inputs.githubToken,
    scratch: run.runner.runnerTemp,
    path: run.env.PATH
  });
  state.removeCopies.push(servers.remove);
  return servers;
}
async function publishThenClose(policy, progress, state, errors) {
  let thrown;
  try {
    return await publish(policy, progress, state, errors);
  } catch (error) {
    thrown = `Publishing failed: ${describeApiError(error)}`;
    throw error;
  } finally {
    await policy.close?.(thrown ? [...errors, thrown] : errors).catch(() => void 0);
  }
}
function publish(policy, progress, state, errors) {
  const { context, prepared, agent, stopped } = state;
  if (!context || stopped) return Promise.resolve({ errors: [] });
  const result = agent.result;
  const partial = !result || result.is_error || errors.length > 0 ? result?.terminal_reason ?? "aborted" : void 0;
  const changeSet = state.changeSet?.changeSet;
  return policy.publish(
    { context, prepared, agent, partial, ...changeSet ? { changeSet } : {} },
    progress
  );
}
async function withProjectInstructions(run, context, tree, prepared) {
  if (run.trigger.isPullRequest || context.projectInstructions) return context;
  const instructions = tree.checkoutIsBase ? projectInstructions(
    (await readRootFiles(prepared.repository, prepared.startSha, INSTRUCTION_FILES)).map(
      (text, index) => ({ path: INSTRUCTION_FILES[index] ?? "", text })
    ),
    tree.baseBranch
  ) : (
    // A continued branch is not the base: ask GitHub for the base's own.
    await fetchProjectInstructions(run.client, run.trigger.repo, tree.baseBranch)
  );
  return instructions ? { ...context, projectInstructions: instructions } : context;
}
export {
  handleNestedRequest,
  handleRequest
};
