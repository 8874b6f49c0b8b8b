import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  PlanError,
  amendedPlan,
  createAmendPlanTool,
  parsePlan,
  planAnswerCheck,
  planBounds,
  planDigest
} from "./chunk-AIRGPVYS.js";
import "./group-run.js";
import "./group-run.js";
import {
  chunk_LOB2NJEW$loadShellParser as loadShellParser,
} from "./group-action-run.js";
import "./group-action.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";
import "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./chunk-O56UCDKK.js";
import "./group-action-cli-run-grep.js";

// src/cli/plan-mode.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
async function preparePlanMode(options, rules) {
  if (options.planOut !== void 0 && options.planFile !== void 0) {
    throw new UsageError("agent-loop plan writes a plan; --plan runs one: not both");
  }
  if (options.planOut !== void 0) return planning(options, rules.allowedTools);
  if (options.planFile !== void 0) return bound(options, options.planFile);
  return void 0;
}
async function planning(options, allowedTools) {
  const bashAllowed = options.sandbox === "required" && allowedTools.some((rule) => rule === "Bash" || rule.startsWith("Bash("));
  const out = resolve(options.planOut);
  return {
    disallowedTools: ["Write", "Edit", "NotebookEdit", ...bashAllowed ? [] : ["Bash"]],
    structuredOutput: await planAnswerCheck(options.maxBudgetUsd),
    extraTools: [],
    finish(result) {
      const answer = result?.structured_output;
      if (result?.is_error || answer === void 0) return void 0;
      const plan = { ...answer, version: 1, request: options.prompt };
      writeFileSync(out, `${JSON.stringify(plan, null, 2)}
`);
      return `agent-loop: plan ${planDigest(plan).slice(0, 12)} written to ${out}; run it with: agent-loop run --plan ${out} <prompt>`;
    }
  };
}
async function bound(options, file) {
  const path = resolve(file);
  await loadShellParser();
  let plan;
  try {
    plan = parsePlan(readFileSync(path, "utf8"));
  } catch (error) {
    const why = error instanceof PlanError ? error.message : errorMessage(error);
    throw new UsageError(`--plan: ${file} is not a usable plan: ${why}`);
  }
  const bounds = planBounds(plan, {
    workspaceRoot: resolve(options.cwd),
    maxBudgetUsd: options.maxBudgetUsd,
    allowedDomains: options.allowedDomains
  });
  let amendment;
  const list = (entries) => entries.join(", ") || "none";
  return {
    disallowedTools: [],
    bounds,
    extraTools: [
      createAmendPlanTool({
        approved: plan,
        maxBudgetUsd: options.maxBudgetUsd,
        record: (asked) => amendment = asked
      })
    ],
    completedAs: () => amendment ? "needs_approval" : void 0,
    appendSystemPrompt: [
      "# The approved plan",
      `This run is held to an approved plan: files ${list(plan.files)}; commands ${list(plan.commands)}; hosts ${list(plan.hosts)}; budget $${bounds.maxBudgetUsd}.`,
      `Steps: ${plan.steps.map((step, index) => `${index + 1}. ${step}`).join(" ")}`,
      "Any other call is denied. If the work truly needs more, call AmendPlan with only what the plan lacks and why, then stop."
    ].join("\n"),
    finish() {
      if (!amendment) return void 0;
      const amended = { ...amendedPlan(plan, amendment), amends: planDigest(plan) };
      const out = path.replace(/\.json$/, "") + ".amended.json";
      writeFileSync(out, `${JSON.stringify(amended, null, 2)}
`);
      return `agent-loop: needs_approval: the work needs more than the plan; the amended plan is in ${out}`;
    }
  };
}
export {
  preparePlanMode
};
