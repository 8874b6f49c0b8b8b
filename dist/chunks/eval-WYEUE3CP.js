import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  gitErrorMessage,
  runGit
} from "./chunk-JWWGVYKR.js";
import {
  chunk_USV37LQY$runCommand as runCommand,
} from "./group-run.js";
import {
  chunk_63TBPTDM$openSandbox as openSandbox,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import {
  chunk_ZHEPDXZV$providerSettingsFromEnvironment as providerSettingsFromEnvironment,
  chunk_ZHEPDXZV$selectProvider as selectProvider,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import {
  chunk_2FP7HE4E$createDirectSpawner as createDirectSpawner,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-action-run.js";
import "./group-action-run.js";
import "./group-action-run.js";
import {
  chunk_7DYY7W4J$childEnvironment as childEnvironment,
  chunk_7DYY7W4J$createRedactor as createRedactor,
  chunk_7DYY7W4J$secretValuesFromEnvironment as secretValuesFromEnvironment,
} from "./group-action-run.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import "./group-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
  chunk_MQJ32W7E$isErrorOfKind as isErrorOfKind,
} from "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";

// src/cli/eval.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { dirname as dirname3, resolve as resolve2 } from "node:path";

// src/eval/summary.ts
function summarize(results, taskCount, wallTimeMs) {
  const resolved = results.filter((result) => result.resolved).length;
  const costs = results.map((result) => result.total_cost_usd);
  const turns = results.map((result) => result.num_turns);
  return {
    type: "eval_summary",
    tasks: taskCount,
    resolved,
    resolve_rate: taskCount === 0 ? 0 : resolved / taskCount,
    total_cost_usd: sumMoney(costs),
    median_cost_usd: roundMoney(median(costs)),
    total_turns: turns.reduce((sum, value) => sum + value, 0),
    median_turns: median(turns),
    errors: results.filter((result) => result.error !== void 0).length,
    median_duration_ms: Math.round(median(results.map((result) => result.duration_ms))),
    wall_time_ms: Math.round(wallTimeMs),
    missing: Math.max(0, taskCount - results.length)
  };
}
function median(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
function sumMoney(values) {
  const scale = 1e8;
  return values.reduce((sum, value) => sum + Math.round(value * scale), 0) / scale;
}
function roundMoney(value) {
  return Math.round(value * 1e8) / 1e8;
}
function describeSummary(summary) {
  const percent2 = (summary.resolve_rate * 100).toFixed(1);
  const parts = [
    `${summary.resolved}/${summary.tasks} resolved (${percent2}%)`,
    `$${summary.total_cost_usd.toFixed(4)} in all (median $${summary.median_cost_usd.toFixed(4)} a task)`,
    `${summary.total_turns} turns (median ${summary.median_turns})`,
    `${summary.errors} crashed`,
    `wall time ${formatWallTime(summary.wall_time_ms)}`
  ];
  if (summary.missing > 0) parts.push(`${summary.missing} not run`);
  return parts.join(", ");
}
function formatWallTime(ms) {
  const seconds = Math.round(ms / 1e3);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${seconds % 60}s`;
}

// src/eval/compare.ts
function compareResults(a, b) {
  const inB = new Map(b.map((result) => [result.id, result]));
  const inA = new Map(a.map((result) => [result.id, result]));
  const pairs = a.flatMap((first) => {
    const second = inB.get(first.id);
    return second ? [[first, second]] : [];
  });
  const bOnly = pairs.filter(([x, y]) => !x.resolved && y.resolved).map(([x]) => x.id);
  const aOnly = pairs.filter(([x, y]) => x.resolved && !y.resolved).map(([x]) => x.id);
  return {
    type: "eval_compare",
    a: summarize(
      pairs.map(([x]) => x),
      pairs.length,
      0
    ),
    b: summarize(
      pairs.map(([, y]) => y),
      pairs.length,
      0
    ),
    paired: pairs.length,
    b_only: bOnly,
    a_only: aOnly,
    p_value: mcnemarExact(bOnly.length, aOnly.length),
    unpaired: {
      a: a.filter((result) => !inB.has(result.id)).map((result) => result.id),
      b: b.filter((result) => !inA.has(result.id)).map((result) => result.id)
    }
  };
}
function mcnemarExact(b, c) {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  const logHalfPower = -n * Math.LN2;
  const logTerms = [];
  let logChoose = 0;
  for (let i = 0; i <= k; i += 1) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    logTerms.push(logChoose + logHalfPower);
  }
  const top = Math.max(...logTerms);
  const tail = Math.exp(top) * logTerms.reduce((sum, term) => sum + Math.exp(term - top), 0);
  return Math.min(1, 2 * tail);
}
function renderComparison(comparison, names) {
  const { a, b } = comparison;
  const rows = [
    ["", names[0], names[1]],
    ["tasks", String(a.tasks), String(b.tasks)],
    ["resolved", String(a.resolved), String(b.resolved)],
    ["resolve rate", percent(a.resolve_rate), percent(b.resolve_rate)],
    ["total cost", dollars(a.total_cost_usd), dollars(b.total_cost_usd)],
    ["median cost", dollars(a.median_cost_usd), dollars(b.median_cost_usd)],
    ["median turns", String(a.median_turns), String(b.median_turns)],
    ["crashed", String(a.errors), String(b.errors)]
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const table = rows.map(
    (row) => row.map(
      (cell, column) => column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])
    ).join("  ")
  );
  const lines = [...table, ""];
  lines.push(
    `resolved only in ${names[1]} (${comparison.b_only.length}): ${list(comparison.b_only)}`
  );
  lines.push(
    `resolved only in ${names[0]} (${comparison.a_only.length}): ${list(comparison.a_only)}`
  );
  lines.push(
    `exact McNemar test on ${comparison.b_only.length + comparison.a_only.length} discordant of ${comparison.paired} paired tasks: p = ${formatP(comparison.p_value)}`
  );
  for (const [side, ids] of [
    [names[0], comparison.unpaired.a],
    [names[1], comparison.unpaired.b]
  ]) {
    if (ids.length > 0) lines.push(`only in ${side}, not compared (${ids.length}): ${list(ids)}`);
  }
  return lines.join("\n");
}
function percent(rate) {
  return `${(rate * 100).toFixed(1)}%`;
}
function dollars(value) {
  return `$${value.toFixed(4)}`;
}
function list(ids) {
  return ids.length === 0 ? "-" : ids.join(", ");
}
function formatP(p) {
  return p >= 1e-3 ? p.toFixed(4) : p.toExponential(2);
}

// src/eval/results.ts
import { appendFileSync, existsSync, readFileSync } from "node:fs";
var ResultsFileError = class extends AgentLoopError {
  name = "ResultsFileError";
  get kind() {
    return "results_file";
  }
};
function appendResult(path, result) {
  appendFileSync(path, `${JSON.stringify(result)}
`);
}
function readResults(path, warn = () => {
}) {
  if (!existsSync(path)) return [];
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ResultsFileError(`${path}: cannot be read: ${error.message}`);
  }
  const byId = /* @__PURE__ */ new Map();
  const lines = text.split("\n");
  lines.forEach((raw, index) => {
    if (raw.trim() === "") return;
    const last = index === lines.length - 1;
    const result = parseResult(raw);
    if (typeof result === "string") {
      if (last) {
        warn(`${path}:${index + 1}: an unfinished last line is ignored (${result})`);
        return;
      }
      throw new ResultsFileError(`${path}:${index + 1}: ${result}`);
    }
    byId.delete(result.id);
    byId.set(result.id, result);
  });
  return [...byId.values()];
}
function readResultsFile(path, warn) {
  if (!existsSync(path)) throw new ResultsFileError(`${path}: no such results file`);
  const results = readResults(path, warn);
  if (results.length === 0)
    throw new ResultsFileError(
      `${path}: not a results file (no result line; \`agent-loop eval --out\` writes one)`
    );
  return results;
}
function parseResult(raw) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return `not JSON: ${error.message}`;
  }
  const fields = value;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return "a result is a JSON object";
  }
  if (typeof fields.id !== "string") return '"id" must be a string';
  if (typeof fields.resolved !== "boolean") return '"resolved" must be true or false';
  for (const key of ["num_turns", "total_cost_usd", "duration_ms"]) {
    if (typeof fields[key] !== "number" || !Number.isFinite(fields[key])) {
      return `"${key}" must be a number`;
    }
  }
  return fields;
}

// src/eval/run-eval.ts
import { appendFileSync as appendFileSync2, existsSync as existsSync2, readFileSync as readFileSync2, writeFileSync } from "node:fs";
var ResultsExistError = class extends AgentLoopError {
  name = "ResultsExistError";
  get kind() {
    return "results_exist";
  }
};
async function runEval(plan, runOne, io, signal, now = Date.now) {
  const started = now();
  const ids = new Set(plan.tasks.map((task) => task.id));
  const earlier = plan.out ? previousResults(plan.out, plan.resume, io) : [];
  const done = new Map(earlier.filter((r) => ids.has(r.id)).map((r) => [r.id, r]));
  const pending = plan.tasks.filter((task) => !done.has(task.id));
  if (done.size > 0) {
    io.log(
      `resuming: ${done.size} of ${plan.tasks.length} tasks already have results, ${pending.length} to run`
    );
  }
  let finished = done.size;
  const worker = async () => {
    for (let task = pending.shift(); task && !signal.aborted; task = pending.shift()) {
      io.line({ type: "eval_task_started", id: task.id });
      const { result, aborted } = await runOne(task);
      if (aborted) {
        io.log(`${task.id}: interrupted, not recorded (--resume runs it again)`);
        continue;
      }
      if (plan.out) appendResult(plan.out, result);
      done.set(task.id, result);
      finished += 1;
      io.line({ type: "eval_result", ...result });
      io.log(`[${finished}/${plan.tasks.length}] ${describe(result)}`);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(plan.jobs, Math.max(pending.length, 1)) }, worker)
  );
  const ordered = plan.tasks.flatMap((task) => done.has(task.id) ? [done.get(task.id)] : []);
  const summary = summarize(ordered, plan.tasks.length, now() - started);
  io.line(summary);
  return summary;
}
function previousResults(out, resume, io) {
  const results = readResults(out, io.log);
  if (results.length > 0 && !resume) {
    throw new ResultsExistError(
      `--out ${out} already holds ${results.length} result${results.length === 1 ? "" : "s"}: pass --resume to run only the tasks it lacks, or choose another file`
    );
  }
  if (existsSync2(out)) endLastLine(out);
  return results;
}
function endLastLine(out) {
  const text = readFileSync2(out, "utf8");
  if (text === "" || text.endsWith("\n")) return;
  const cut = text.lastIndexOf("\n") + 1;
  try {
    JSON.parse(text.slice(cut));
    appendFileSync2(out, "\n");
  } catch {
    writeFileSync(out, text.slice(0, cut));
  }
}
function describe(result) {
  const outcome = result.resolved ? "resolved" : result.error ? `crashed: ${result.error}` : "unresolved";
  return `${result.id} ${outcome} (${result.num_turns} turns, $${result.total_cost_usd.toFixed(4)}, ${(result.duration_ms / 1e3).toFixed(1)}s)`;
}

// src/eval/runner.ts
import { statSync as statSync2 } from "node:fs";
import { dirname } from "node:path";

// src/eval/commands.ts
var OUTPUT_TAIL_CHARS = 4e3;
async function runShell(spawner, request) {
  const call = await spawner.spawn({
    file: "bash",
    args: ["-c", request.command],
    cwd: request.cwd,
    env: { ...childEnvironment(request.env), CI: "true" },
    stdio: ["ignore", "pipe", "pipe"]
  });
  return new Promise((resolvePromise, reject) => {
    let output = "";
    let timedOut = false;
    const take = (chunk) => {
      output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS);
    };
    call.child.stdout?.on("data", take);
    call.child.stderr?.on("data", take);
    const stop = () => void call.kill();
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, request.timeoutMs);
    request.signal.addEventListener("abort", stop, { once: true });
    call.child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    call.child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      request.signal.removeEventListener("abort", stop);
      void call.kill().finally(() => {
        call.release();
        resolvePromise({ exitCode, signal, timedOut, output });
      });
    });
  });
}
function runSetup(request) {
  return runShell(createDirectSpawner(), request);
}
async function runInBoundary(request, boundary) {
  const sandbox = await openSandbox({
    mode: boundary.mode,
    allowedDomains: boundary.allowedDomains,
    workspace: request.cwd,
    hide: boundary.hide,
    ...boundary.path ? { path: boundary.path } : {},
    ...boundary.userName ? { userName: boundary.userName } : {}
  });
  try {
    const outcome = await runShell(sandbox.spawner, request);
    return sandbox.status.warning ? { ...outcome, warning: sandbox.status.warning } : outcome;
  } finally {
    await sandbox.close();
  }
}
function describeCommandEnding(outcome, timeoutMs) {
  if (outcome.timedOut) return `timed out after ${timeoutMs / 6e4} minutes`;
  if (outcome.exitCode !== null) return `exit ${outcome.exitCode}`;
  return `killed by ${outcome.signal ?? "a signal"}`;
}

// src/eval/grading.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var DIFF_FLAGS = ["--cached", "--no-renames", "--no-ext-diff", "--no-textconv"];
var GradingError = class extends AgentLoopError {
  name = "GradingError";
  get kind() {
    return "grading";
  }
};
async function carryAgentChanges(from, to, commit, protectedPaths) {
  const scratch = mkdtempSync(join(tmpdir(), "agent-loop-eval-index-"));
  const env = { GIT_INDEX_FILE: join(scratch, "index") };
  try {
    await runGit(from, ["read-tree", commit], { env });
    await runGit(from, ["add", "--all", "--", "."], { env });
    const changed = (await runGit(from, ["diff", ...DIFF_FLAGS, "--name-only", "-z", commit], { env })).split("\0").filter((path) => path !== "");
    const leftOut = changed.filter((path) => guards(path, protectedPaths));
    const carried = changed.filter((path) => !leftOut.includes(path));
    if (carried.length > 0) {
      const patch = await runGit(
        from,
        [
          ...["diff", ...DIFF_FLAGS, "--binary", "--full-index", commit, "--"],
          ...carried.map((path) => `:(literal)${path}`)
        ],
        { env }
      );
      await runGit(to, ["apply", "--binary", "--whitespace=nowarn", "-"], { input: patch });
    }
    return { carried, leftOut };
  } catch (error) {
    throw new GradingError(
      `the agent's changes cannot be carried to the grading checkout: ${gitErrorMessage(error).split("\n")[0]}`
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
function guards(path, protectedPaths) {
  return protectedPaths.some(
    (kept) => kept === path || kept.startsWith(`${path}/`) || path.startsWith(`${kept}/`)
  );
}

// src/eval/hidden-tests.ts
import { readFileSync as readFileSync3 } from "node:fs";
var HiddenTestsError = class extends AgentLoopError {
  name = "HiddenTestsError";
  get kind() {
    return "hidden_tests";
  }
};
function readHiddenTests(path) {
  try {
    const text = readFileSync3(path, "utf8");
    if (text.trim() === "") throw new Error("the file is empty");
    return text;
  } catch (error) {
    throw new HiddenTestsError(`hidden_tests ${path} cannot be read: ${error.message}`);
  }
}
async function hiddenTestPaths(worktree, patch) {
  try {
    return touchedPaths(
      await runGit(worktree, ["apply", "--numstat", "-z", "-"], { input: patch })
    );
  } catch (error) {
    throw new HiddenTestsError(
      `hidden_tests is not a patch git can read: ${gitErrorMessage(error)}`
    );
  }
}
async function applyHiddenTests(worktree, commit, patch) {
  try {
    await runGit(worktree, ["apply", "--whitespace=nowarn", "-"], { input: patch });
  } catch (error) {
    throw new HiddenTestsError(
      `hidden_tests does not apply at commit ${commit.slice(0, 12)}: ${gitErrorMessage(error)}`
    );
  }
}
function touchedPaths(numstat) {
  const fields = numstat.split("\0");
  const paths = [];
  for (let index = 0; index < fields.length; index += 1) {
    const entry = fields[index];
    if (entry === "") continue;
    const path = entry.split("	")[2];
    if (path === void 0) continue;
    if (path !== "") {
      paths.push(path);
    } else {
      paths.push(fields[index + 1] ?? "", fields[index + 2] ?? "");
      index += 2;
    }
  }
  return paths.filter((path) => path !== "");
}

// src/eval/worktree.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync2, statSync } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join2 } from "node:path";
var EVAL_BRANCH = "agent-loop-eval";
var WorktreeError = class extends AgentLoopError {
  name = "WorktreeError";
  get kind() {
    return "worktree";
  }
};
async function createWorktree(repo, commit, label, parent = tmpdir2()) {
  const kind = sourceKind(repo);
  const path = mkdtempSync2(join2(parent, `agent-loop-eval-${label.replace(/[^\w.-]/g, "_")}-`));
  const remove = () => rmSync2(path, { recursive: true, force: true });
  try {
    await git(path, ["init", "--quiet", `--initial-branch=${EVAL_BRANCH}`]);
    const wanted = commit ?? (kind === "bundle" ? await bundleHead(path, repo) : "HEAD");
    const resolved = kind === "folder" ? await resolveCommit(repo, wanted) : wanted;
    await git(path, [
      "fetch",
      "--update-head-ok",
      "--quiet",
      "--no-tags",
      "--no-write-fetch-head",
      repo,
      `${resolved}:refs/heads/${EVAL_BRANCH}`
    ]).catch((error) => {
      throw new WorktreeError(
        `commit "${wanted}" cannot be fetched from ${repo}: ${reason(error)}`
      );
    });
    await git(path, ["reset", "--quiet", "--hard", EVAL_BRANCH]);
    const full = (await git(path, ["rev-parse", "HEAD"])).trim();
    return { path, commit: full, remove };
  } catch (error) {
    remove();
    throw error instanceof WorktreeError ? error : new WorktreeError(reason(error));
  }
}
function sourceKind(repo) {
  let stat;
  try {
    stat = statSync(repo);
  } catch {
    throw new WorktreeError(`repository ${repo} does not exist`);
  }
  return stat.isDirectory() ? "folder" : "bundle";
}
async function resolveCommit(repo, wanted) {
  try {
    await git(repo, ["rev-parse", "--git-dir"]);
  } catch (error) {
    throw new WorktreeError(`${repo} is not a git repository: ${reason(error)}`);
  }
  try {
    return (await git(repo, ["rev-parse", "--verify", "--end-of-options", `${wanted}^{commit}`])).trim();
  } catch {
    throw new WorktreeError(`commit "${wanted}" is not in ${repo}`);
  }
}
async function bundleHead(cwd, bundle) {
  let heads;
  try {
    heads = await git(cwd, ["bundle", "list-heads", bundle]);
  } catch (error) {
    throw new WorktreeError(
      `${bundle} is neither a git repository nor a git bundle: ${reason(error)}`
    );
  }
  const lines = heads.trim().split("\n").map((line) => line.split(" "));
  const head = lines.find(([, ref]) => ref === "HEAD") ?? lines[0];
  if (!head?.[0]) throw new WorktreeError(`${bundle} holds no refs`);
  return head[0];
}
function git(cwd, args) {
  return runGit(cwd, args);
}
function reason(error) {
  return gitErrorMessage(error).split("\n")[0];
}

// src/eval/runner.ts
var TaskFailure = class extends AgentLoopError {
  get kind() {
    return "task_failure";
  }
};
async function runTask(task, context) {
  const now = context.now ?? Date.now;
  const started = now();
  const partial = {};
  let aborted = false;
  try {
    const patch = task.hidden_tests ? readHiddenTests(task.hidden_tests) : void 0;
    const worktree = await createWorktree(task.repo, task.commit, task.id);
    let grading;
    let gradingReady;
    try {
      grading = await createWorktree(task.repo, worktree.commit, `${task.id}-graded`);
      const hide = [
        ...context.hide,
        statSync2(task.repo).isDirectory() ? task.repo : dirname(task.repo),
        ...task.hidden_tests ? [dirname(task.hidden_tests)] : [],
        grading.path
      ];
      partial.commit = worktree.commit;
      if (task.setup_command) await setup(task, worktree.path, context);
      gradingReady = settle(task.setup_command && setup(task, grading.path, context));
      const agent = await context.runAgent({
        taskId: task.id,
        prompt: task.prompt,
        cwd: worktree.path,
        hide
      });
      if (!agent.result)
        throw new TaskFailure(`the agent's run failed: ${agent.problem ?? "no result line"}`);
      Object.assign(partial, {
        terminal_reason: agent.result.terminal_reason,
        num_turns: agent.result.num_turns,
        total_cost_usd: agent.result.total_cost_usd,
        ...agent.result.session_id ? { session_id: agent.result.session_id } : {}
      });
      if (agent.result.terminal_reason === "aborted" || context.signal.aborted) {
        aborted = true;
        throw new TaskFailure("interrupted");
      }
      if (neverUsedModel(agent.result))
        throw new TaskFailure(
          `the agent could not use the model: ${agent.result.errors?.[0] ?? "every request failed"}`
        );
      await gradingReady();
      Object.assign(partial, await grade(task, worktree, grading, patch, { ...context, hide }));
    } finally {
      await gradingReady?.().catch(() => void 0);
      worktree.remove();
      grading?.remove();
    }
  } catch (error) {
    partial.resolved = false;
    partial.error = errorMessage(error).split("\n")[0];
  }
  const result = {
    id: task.id,
    resolved: partial.resolved === true,
    terminal_reason: partial.terminal_reason ?? null,
    num_turns: partial.num_turns ?? 0,
    total_cost_usd: partial.total_cost_usd ?? 0,
    duration_ms: Math.round(now() - started),
    ...partial.error !== void 0 ? { error: partial.error } : {},
    ...partial.commit ? { commit: partial.commit } : {},
    ...partial.test_exit_code !== void 0 ? { test_exit_code: partial.test_exit_code } : {},
    ...partial.test_output !== void 0 ? { test_output: partial.test_output } : {},
    ...partial.session_id ? { session_id: partial.session_id } : {},
    ...partial.changed_files ? { changed_files: partial.changed_files } : {},
    ...partial.left_out_files?.length ? { left_out_files: partial.left_out_files } : {},
    ...context.model ? { model: context.model } : {}
  };
  return { result, aborted };
}
async function grade(task, worktree, grading, patch, context) {
  const hiddenPaths = patch ? await hiddenTestPaths(grading.path, patch) : [];
  const changes = await carryAgentChanges(
    worktree.path,
    grading.path,
    worktree.commit,
    hiddenPaths
  );
  if (patch) await applyHiddenTests(grading.path, grading.commit, patch);
  const test = await runInBoundary(shell(task.test_command, grading.path, context), {
    ...context.boundary,
    hide: context.hide
  });
  return {
    changed_files: changes.carried,
    left_out_files: changes.leftOut,
    test_exit_code: test.exitCode,
    test_output: test.output,
    resolved: test.exitCode === 0 && !test.timedOut,
    ...test.timedOut ? { error: `test_command ${describeCommandEnding(test, context.testTimeoutMs)}` } : {}
  };
}
function settle(work) {
  if (!work) return () => Promise.resolve();
  const outcome = work.then(
    () => void 0,
    (error) => ({ error })
  );
  return async () => {
    const failed = await outcome;
    if (failed) throw failed.error;
  };
}
function neverUsedModel(result) {
  return result.terminal_reason === "model_error" && result.num_turns === 0;
}
async function setup(task, cwd, context) {
  const outcome = await runSetup(shell(task.setup_command, cwd, context));
  if (outcome.exitCode === 0 && !outcome.timedOut) return;
  const tail = outcome.output.trim().split("\n").slice(-3).join(" | ");
  throw new TaskFailure(
    `setup_command failed (${describeCommandEnding(outcome, context.testTimeoutMs)})${tail ? `: ${tail}` : ""}`
  );
}
function shell(command, cwd, context) {
  return {
    command,
    cwd,
    env: context.env,
    timeoutMs: context.testTimeoutMs,
    signal: context.signal
  };
}

// src/eval/tasks.ts
import { dirname as dirname2, isAbsolute, resolve } from "node:path";
var TaskFileError = class extends AgentLoopError {
  name = "TaskFileError";
  get kind() {
    return "task_file";
  }
};
var REQUIRED = ["id", "repo", "prompt", "test_command"];
var OPTIONAL = ["commit", "hidden_tests", "setup_command"];
var KNOWN = /* @__PURE__ */ new Set([...REQUIRED, ...OPTIONAL]);
var ID = /^[A-Za-z0-9][A-Za-z0-9._:@+-]{0,199}$/;
function parseTasks(text, file) {
  const base = dirname2(resolve(file));
  const tasks = [];
  const seen = /* @__PURE__ */ new Map();
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const task = parseLine(
      raw,
      base,
      (message) => new TaskFileError(`${file}:${line}: ${message}`)
    );
    const earlier = seen.get(task.id);
    if (earlier !== void 0) {
      throw new TaskFileError(
        `${file}:${line}: id "${task.id}" is already used on line ${earlier}`
      );
    }
    seen.set(task.id, line);
    tasks.push({ ...task, line });
  });
  if (tasks.length === 0) throw new TaskFileError(`${file}: no tasks (one JSON object a line)`);
  return tasks;
}
function parseLine(raw, base, fail) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw fail(`not JSON: ${error.message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw fail('a task is a JSON object {"id", "repo", "prompt", "test_command", ...}');
  }
  const fields = value;
  const unknown = Object.keys(fields).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) {
    throw fail(
      `unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((key) => `"${key}"`).join(", ")} (known: ${[...KNOWN].join(", ")})`
    );
  }
  for (const key of REQUIRED) {
    if (!(key in fields)) throw fail(`"${key}" is missing`);
  }
  for (const key of [...REQUIRED, ...OPTIONAL]) {
    if (!(key in fields)) continue;
    const field = fields[key];
    if (typeof field !== "string" || field.trim() === "") {
      throw fail(`"${key}" must be a non-empty string`);
    }
  }
  const id = fields.id;
  if (!ID.test(id)) {
    throw fail(
      `"id" must be letters, digits and . _ : @ + - (starting with a letter or digit), got ${JSON.stringify(id)}`
    );
  }
  const path = (name) => {
    const given = fields[name];
    return isAbsolute(given) ? given : resolve(base, given);
  };
  return {
    id,
    repo: path("repo"),
    prompt: fields.prompt,
    test_command: fields.test_command,
    ...fields.commit === void 0 ? {} : { commit: fields.commit.trim() },
    ...fields.hidden_tests === void 0 ? {} : { hidden_tests: path("hidden_tests") },
    ...fields.setup_command === void 0 ? {} : { setup_command: fields.setup_command }
  };
}

// src/cli/eval.ts
var REFUSED_BEFORE_TASKS = [
  "task_file",
  "results_file",
  "results_exist",
  "provider_config",
  "missing_credentials"
];
async function evalCommand(invocation, io) {
  if (invocation.kind === "help") {
    io.stdout(`${invocation.text.trimEnd()}
`);
    return 0;
  }
  try {
    return invocation.kind === "compare" ? compare(invocation.files, io) : await evaluate(invocation, io);
  } catch (error) {
    if (isErrorOfKind(error, REFUSED_BEFORE_TASKS)) {
      io.stderr(`agent-loop: ${error.message}
`);
      return 2;
    }
    throw error;
  }
}
async function evaluate(invocation, io) {
  const tasks = readTasks(invocation.tasksFile);
  selectProvider(providerSettingsFromEnvironment(io.env));
  const controller = new AbortController();
  const onSignal = () => controller.abort("aborted");
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.setMaxListeners(Math.max(process.getMaxListeners(), 2 * invocation.jobs + 10));
  const redact = createRedactor(secretValuesFromEnvironment(io.env));
  const runAgent = agentRunner(invocation, io);
  const hide = [...io.env.HOME ? [io.env.HOME] : [], dirname3(resolve2(invocation.tasksFile))];
  try {
    const summary = await runEval(
      {
        tasks,
        ...invocation.out ? { out: resolve2(invocation.out) } : {},
        resume: invocation.resume,
        jobs: invocation.jobs
      },
      (task) => runTask(task, {
        runAgent,
        env: io.env,
        boundary: {
          mode: invocation.run.sandbox,
          allowedDomains: invocation.run.allowedDomains,
          ...io.env.PATH ? { path: io.env.PATH } : {},
          ...io.env.AGENT_LOOP_SANDBOX_USER ? { userName: io.env.AGENT_LOOP_SANDBOX_USER } : {}
        },
        hide,
        testTimeoutMs: invocation.testTimeoutMinutes * 6e4,
        signal: controller.signal,
        model: invocation.run.model
      }),
      {
        line: (value) => io.stdout(`${redact(JSON.stringify(value))}
`),
        log: (text) => io.stderr(`agent-loop eval: ${redact(text)}
`)
      },
      controller.signal
    );
    io.stderr(`agent-loop eval: ${describeSummary(summary)}
`);
    return controller.signal.aborted || summary.errors > 0 ? 1 : 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
function readTasks(file) {
  let text;
  try {
    text = readFileSync4(file, "utf8");
  } catch (error) {
    throw new TaskFileError(`${file}: cannot be read: ${error.message}`);
  }
  return parseTasks(text, file);
}
function agentRunner(invocation, io) {
  return async ({ taskId, prompt, cwd, hide }) => {
    let result;
    let stderr = "";
    const taskIo = {
      stdout: (text) => {
        for (const line of text.split("\n")) {
          if (line.startsWith('{"type":"result"'))
            result = JSON.parse(line);
        }
      },
      stderr: (text) => {
        stderr = (stderr + text).slice(-2e3);
        io.stderr(text.replace(/^(?=.)/gm, `[${taskId}] `));
      },
      stderrIsTerminal: false,
      readStdin: () => Promise.resolve(prompt),
      env: io.env
    };
    const options = {
      ...invocation.run,
      prompt,
      cwd,
      outputFormat: "stream-json",
      transcript: void 0,
      resume: void 0,
      continueLatest: false,
      hide
    };
    await runCommand(options, taskIo);
    const problem = stderr.trim().split("\n").at(-1)?.replace(/^agent-loop: /, "");
    return { ...result ? { result } : {}, ...problem ? { problem } : {} };
  };
}
function compare(files, io) {
  const [a, b] = files.map(
    (file) => readResultsFile(file, (text) => io.stderr(`agent-loop: ${text}
`))
  );
  const comparison = compareResults(a, b);
  io.stdout(`${renderComparison(comparison, files)}
`);
  io.stdout(`${JSON.stringify(comparison)}
`);
  return 0;
}
export {
  evalCommand
};
