import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  RATE_LIMIT_WAIT,
  YIELD_SIGNAL,
  describeApiError,
  githubId,
  restId,
  runMarker,
  sameLogin,
  stripAgentMarkers
} from "./chunk-U4YCKT5P.js";
import {
  runGit,
  runGitBytes
} from "./chunk-2U2KPFDB.js";
import {
  Tokenizer,
  applyEdits,
  decodeNamedCharacterReference,
  gfm,
  parse,
  postprocess,
  preprocess
} from "./chunk-634A3RIS.js";
import {
  LedgerFormatError,
  SPEND_FILE,
  SPEND_REF,
  emptyLedger,
  parseLedger,
  serializeLedger
} from "./chunk-2YXQHRQV.js";
import {
  chunk_GIMHMVPG$describeEnding as describeEnding,
  chunk_GIMHMVPG$fenceFor as fenceFor,
  chunk_GIMHMVPG$formatDuration as formatDuration,
} from "./group-run.js";
import {
  chunk_Z5ITPEWC$cutText as cutText,
  chunk_Z5ITPEWC$cutTextKeepingEnd as cutTextKeepingEnd,
  chunk_Z5ITPEWC$cutTextWithMarker as cutTextWithMarker,
} from "./group-run.js";
import {
  chunk_AT4IJ4BX$stripInvisibleCharacters as stripInvisibleCharacters,
} from "./group-action-run.js";

// src/engine/safety/mentions.ts
var MENTION = /(?<![A-Za-z0-9_])@[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\/[A-Za-z0-9_.-]+)?/g;
var OPAQUE = /* @__PURE__ */ new Set([
  "codeFenced",
  "codeIndented",
  "codeText",
  "autolink",
  "literalAutolink",
  "resourceDestination",
  "definitionDestination",
  "htmlText"
]);
function defangMentions(text) {
  if (!/@|&#0*64;|&#x0*40;|&commat;/i.test(text)) return text;
  const decoded = decodeAtSigns(text);
  return applyEdits(decoded, mentionEdits(decoded));
}
function eventsOf(text) {
  return postprocess(
    parse({ extensions: [gfm()] }).document().write(preprocess()(text, void 0, true))
  );
}
function decodeAtSigns(text) {
  if (!/&#0*64;|&#x0*40;|&commat;/i.test(text)) return text;
  const edits = [];
  walkProse(text, (token) => {
    if (token.type !== "characterReference") return;
    const source = text.slice(token.start.offset + 1, token.end.offset - 1);
    const value = source.startsWith("#") ? String.fromCodePoint(
      /^#x/i.test(source) ? Number.parseInt(source.slice(2), 16) : Number.parseInt(source.slice(1), 10)
    ) : decodeNamedCharacterReference(source);
    if (value === "@")
      edits.push({ start: token.start.offset, end: token.end.offset, insert: "@" });
  });
  return applyEdits(text, edits);
}
function mentionEdits(text) {
  const fence = "`".repeat(freeFenceLength(text));
  const edits = [];
  walkProse(text, (token) => {
    if (token.type === "htmlFlow") return void edits.push(...htmlBlockEdits(text, token));
    if (token.type !== "data") return;
    const start = token.start.offset;
    const piece = text.slice(start, token.end.offset);
    for (const match of piece.matchAll(MENTION)) {
      const at = start + (match.index ?? 0);
      const end = at + match[0].length;
      const before = text[at - 1] === "`" ? " " : "";
      const after = text[end] === "`" ? " " : "";
      edits.push({ start: at, end, insert: `${before}${fence}${match[0]}${fence}${after}` });
    }
  });
  return edits;
}
function htmlBlockEdits(text, token) {
  const base = token.start.offset;
  const html = text.slice(base, token.end.offset);
  const edits = [];
  let raw = 0;
  const onText = (chars) => {
    const location = chars.location;
    if (!location || raw > 0) return;
    const piece = html.slice(location.startOffset, location.endOffset);
    for (const match of piece.matchAll(MENTION)) {
      const at = base + location.startOffset + (match.index ?? 0);
      edits.push({ start: at, end: at + match[0].length, insert: `<code>${match[0]}</code>` });
    }
  };
  const handler = {
    onComment: () => {
    },
    onDoctype: () => {
    },
    onEof: () => {
    },
    onNullCharacter: () => {
    },
    onWhitespaceCharacter: () => {
    },
    onCharacter: (chars) => onText(chars),
    onStartTag: (tag) => {
      if (["code", "pre", "tt", "kbd", "samp"].includes(tag.tagName)) raw++;
    },
    onEndTag: (tag) => {
      if (["code", "pre", "tt", "kbd", "samp"].includes(tag.tagName)) raw = Math.max(0, raw - 1);
    }
  };
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
  return edits;
}
function walkProse(text, visit) {
  let opaque;
  for (const [kind, token] of eventsOf(text)) {
    if (opaque) {
      if (kind === "exit" && token === opaque) opaque = void 0;
    } else if (kind === "enter") {
      if (OPAQUE.has(token.type)) opaque = token;
      else visit(token);
    }
  }
}
var CLOSING = String.raw`\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
var REFERENCE = String.raw`(?:[\w.-]+\/[\w.-]+)?#\d|GH-\d|https?:\/\/\S+\/(?:issues|pull)\/\d`;
var CLOSING_REFERENCE = new RegExp(`${CLOSING}(:?[ \\t]*:?[ \\t]+|:)(?=${REFERENCE})`, "gi");
function neutralizeClosingKeywords(text) {
  return text.replace(CLOSING_REFERENCE, (_match, keyword, gap) => {
    return `${keyword}${gap.includes(":") ? ":" : ""} issue `;
  });
}
function freeFenceLength(text) {
  const used = /* @__PURE__ */ new Set();
  walkProse(text, (token) => {
    if (token.type !== "data") return;
    for (const run of text.slice(token.start.offset, token.end.offset).match(/`+/g) ?? []) {
      used.add(run.length);
    }
  });
  let length = 1;
  while (used.has(length)) length++;
  return length;
}

// src/engine/safety/markdown-safety.ts
var GITHUB_BODY_LIMIT = 65536;
function neutralizeTitle(text) {
  return neutralizeClosingKeywords(stripAgentMarkers(text));
}
function sanitizeModelText(text, redact) {
  return defangMentions(neutralizeClosingKeywords(stripAgentMarkers(redact(text))));
}
function truncateText(text, max) {
  if (text.length <= max) return text;
  const note = "\n\n\u2026 (truncated)";
  let cut = cutText(text, Math.max(0, max - note.length - 8));
  const fences = cut.match(/^ {0,3}(`{3,}|~{3,})/gm)?.length ?? 0;
  if (fences % 2 === 1) cut += "\n```";
  return cut + note;
}

// src/github-side/git/auth.ts
function authEnvironment(remoteUrl, token) {
  if (!token || !/^https?:\/\//i.test(remoteUrl)) return {};
  const key = `http.${remoteUrl}.extraheader`;
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  return {
    GIT_CONFIG_COUNT: "2",
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: "",
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`
  };
}

// src/github-side/report/progress-comment.ts
function renderChecklist(todos, redact) {
  return todos.map((todo) => {
    const text = oneLine(
      sanitizeModelText(
        todo.status === "in_progress" ? todo.activeForm || todo.content : todo.content,
        redact
      )
    );
    if (todo.status === "completed") return `- [x] ${text}`;
    if (todo.status === "in_progress") return `- [ ] **${text}**`;
    return `- [ ] ${text}`;
  }).join("\n");
}
function renderProgressComment(view, redact) {
  const lines = [
    `### \u{1F916} agent-loop is working${view.requester ? ` on \`@${view.requester}\`'s request` : ""}`,
    ""
  ];
  if (view.todos.length > 0) lines.push(renderChecklist(view.todos, redact), "");
  if (view.currentStep)
    lines.push(
      `**Now:** ${cutText(oneLine(sanitizeModelText(view.currentStep, redact)), 300)}`,
      ""
    );
  if (view.subAgents && view.subAgents.length > 0) {
    lines.push(`**Sub-agents running (${view.subAgents.length}):**`);
    for (const agent of view.subAgents) {
      const text = agent.step ? `${agent.description} \u2014 ${agent.step}` : agent.description;
      lines.push(`- ${cutText(oneLine(sanitizeModelText(text, redact)), 200)}`);
    }
    lines.push("");
  }
  lines.push(
    `Turns: ${view.turns} \xB7 Cost: ${formatUsd(view.costUsd)} \xB7 [View run](${view.runUrl})`
  );
  const footer = `

${runMarker(view.runId)}`;
  return truncateText(lines.join("\n"), GITHUB_BODY_LIMIT - 1e3 - footer.length) + footer;
}
function formatUsd(value) {
  return `$${value < 1 ? value.toFixed(4) : value.toFixed(2)}`;
}
function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
}
function formatDuration2(ms) {
  const seconds = Math.max(0, Math.round(ms / 1e3));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds % 3600 / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  if (m > 0) return `${m}m ${String(s).padStart(2, "0")}s`;
  return `${s}s`;
}

// src/github-side/report/terminal-reason.ts
var WORDS = {
  completed: "the agent finished its work",
  needs_approval: "the work needs more than the approved plan: an amended plan waits for approval",
  max_turns: "it reached the turn limit (max_turns)",
  budget_exhausted: "it reached the cost limit (max_budget_usd)",
  timeout: "it ran out of time (timeout_minutes)",
  aborted: "the run was cancelled",
  prompt_too_long: "the conversation grew too long for the model, even after compaction",
  model_error: "the model API kept failing",
  loop_detected: "the agent kept repeating the same step",
  refusal: "the model declined to continue with this request (a refusal)",
  consecutive_errors: "too many steps in a row failed",
  invalid_structured_output: "its final answer did not match the JSON Schema (json_schema), even after one correction",
  quota_exhausted: "a budget across runs (budget_daily_usd, budget_monthly_usd or budget_user_daily_usd) had no room for it",
  hook_stopped: "a hook of the repository's .claude/settings.json stopped it (continue: false, or it refused the prompt)"
};
var TERMINAL_REASONS = Object.keys(WORDS);
function describeTerminalReason(reason) {
  return WORDS[reason] ?? `it stopped (${reason})`;
}

// src/github-side/report/self-check.ts
var SHOWN_OUTPUT_CHARS = 3e3;
var STATUS_WORDS = {
  passed: "\u2705 passed",
  failed: "\u274C failed",
  failing_before: "\u2796 failed before this change too (not held against it)"
};
var SELF_CHECK_HEADING = "### Checked before publishing";
function renderSelfCheck(summary, redact) {
  if (!summary) return [];
  if (summary.status === "skipped") {
    return [
      SELF_CHECK_HEADING,
      "",
      `Not checked: ${oneLine2(summary.reason ?? "skipped", redact)}.`
    ];
  }
  const lines = [SELF_CHECK_HEADING, "", headline(summary), ""];
  lines.push("| Command | Result | Time |", "| --- | --- | --- |");
  for (const check of summary.checks) {
    const result = check.status === "passed" ? STATUS_WORDS.passed : `${STATUS_WORDS[check.status]} (${describeEnding(check)})`;
    lines.push(
      `| ${code(check.command, redact)} | ${result} | ${formatDuration(check.duration_ms)} |`
    );
  }
  for (const check of summary.checks.filter((entry) => entry.status === "failed")) {
    lines.push("", ...failureDetails(check, redact));
  }
  if (summary.findings.length > 0) {
    lines.push("", "The self-review found:");
    for (const finding of summary.findings) {
      lines.push(
        `- **${finding.severity}** ${code(`${finding.path}:${finding.line}`, redact)}: ${oneLine2(finding.body, redact)}`
      );
    }
  }
  const notChecked = summary.not_checked.map((note) => `- ${oneLine2(note, redact)}`);
  if (notChecked.length > 0) lines.push("", "Not checked:", ...notChecked);
  return lines;
}
function headline(summary) {
  const rounds = summary.rounds === 1 ? "once" : `${summary.rounds} times`;
  if (summary.status === "passed") {
    return `The repository's checks ran ${rounds} on this work before it was published; none fails because of it.`;
  }
  return `> [!WARNING]
> The repository's checks ran ${rounds} on this work and still fail because of it: this pull request is a draft until they pass.`;
}
function failureDetails(check, redact) {
  const output = cutTextKeepingEnd(redact(check.output?.trim() ?? ""), SHOWN_OUTPUT_CHARS);
  const fence = fenceFor(output);
  return [
    `<details><summary>The end of the output of ${escapeHtml(redact(oneLineRaw(check.command)))}</summary>`,
    "",
    `${fence}text`,
    output || "(no output)",
    fence,
    "",
    "</details>"
  ];
}
function failingChecksNote(summary) {
  const failing = summary?.checks.filter((check) => check.status === "failed") ?? [];
  if (summary?.status !== "failed" || failing.length === 0) return "";
  const lines = ["Checks still failing when this run published (self-check):"];
  for (const check of failing) {
    lines.push(
      `- \`${oneLineRaw(check.command)}\`: ${describeEnding(check)}; the end of its output: ${oneLineRaw(cutTextKeepingEnd(check.output ?? "", 400))}`
    );
  }
  return lines.join("\n");
}
function code(text, redact) {
  return `\`${oneLineRaw(redact(text)).replace(/`/g, "'").replace(/\|/g, "\\|")}\``;
}
function oneLine2(text, redact) {
  return oneLineRaw(sanitizeModelText(text, redact));
}
function oneLineRaw(text) {
  return text.replace(/\s+/g, " ").trim();
}
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// src/github-side/report/step-summary.ts
var MAX_TOOL_ROWS = 200;
var MAX_FILES = 100;
var MAX_CELL = 100;
function renderRunSummary(view, redact, notes) {
  const sections = [
    headline2(view),
    "",
    ...glanceTable(view, redact),
    ...notes,
    ...budgetSection(view.budgets ?? []),
    ...costSection(view.modelUsage, redact),
    ...toolSection(view.toolCalls ?? [], redact),
    ...filesSection(view.filesChanged, redact),
    ...linksSection(view)
  ];
  const head = sections.join("\n");
  const summary = sanitizeModelText(view.summary.trim(), redact) || "_The agent gave no summary._";
  const room = GITHUB_BODY_LIMIT * 8 - head.length;
  return `${head}#### Summary

${truncateText(summary, Math.max(200, room))}
`;
}
function headline2(view) {
  if (view.conclusion === "skipped") return "### \u23ED\uFE0F agent-loop skipped this request";
  if (view.conclusion === "success") return "### \u2705 agent-loop finished";
  return `### \u26A0\uFE0F agent-loop stopped: ${view.terminalReason ? describeTerminalReason(view.terminalReason) : "the run failed"}`;
}
function glanceTable(view, redact) {
  const stopped = view.terminalReason ? ` (${describeTerminalReason(view.terminalReason)})` : "";
  const rows = [
    ["Conclusion", `${view.conclusion}${stopped}`],
    ["Turns", String(view.turns)],
    ["Cost", formatUsd(view.costUsd)],
    ["Duration", formatDuration2(view.durationMs)]
  ];
  if (view.provider) rows.push(["Model provider", cellText(view.provider, redact)]);
  return ["| | |", "| --- | --- |", ...rows.map(([name, value]) => `| ${name} | ${value} |`), ""];
}
function budgetSection(lines) {
  if (lines.length === 0) return [];
  return ["#### Budgets across runs", "", ...lines.map((line) => `- ${line}`), ""];
}
function costSection(usage, redact) {
  const entries = Object.entries(usage ?? {});
  if (entries.length === 0) return [];
  const count = (value) => value.toLocaleString("en-US");
  return [
    "#### Cost by model",
    "",
    "| Model | Input | Output | Cache reads | Cache writes | Cost |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...entries.map(
      ([model, entry]) => `| ${codeCell(model, redact)} | ${count(entry.inputTokens)} | ${count(entry.outputTokens)} | ${count(entry.cacheReadInputTokens)} | ${count(entry.cacheCreationInputTokens)} | ${formatUsd(entry.costUSD)} |`
    ),
    ""
  ];
}
var OUTCOME_TEXT = {
  ok: "\u2705 ok",
  error: "\u274C error",
  denied: "\u{1F6AB} denied",
  "not run": "\u23F9\uFE0F not run"
};
function toolSection(calls, redact) {
  if (calls.length === 0) return [];
  const rows = calls.slice(0, MAX_TOOL_ROWS).map((call, index) => {
    const duration = call.durationMs === void 0 ? "" : `${formatDuration2(call.durationMs)}${call.sharedWith > 0 ? ` (with ${call.sharedWith} more)` : ""}`;
    const target = call.target ? codeCell(call.target, redact) : "";
    return `| ${index + 1} | ${cellText(call.tool, redact)} | ${target} | ${OUTCOME_TEXT[call.outcome]} | ${duration} |`;
  });
  const more = calls.length > MAX_TOOL_ROWS ? [`_\u2026 and ${calls.length - MAX_TOOL_ROWS} more calls._`, ""] : [];
  return [
    `#### Tool calls (${calls.length})`,
    "",
    "| # | Tool | Target | Outcome | Duration |",
    "| ---: | --- | --- | --- | --- |",
    ...rows,
    "",
    ...more
  ];
}
function filesSection(files, redact) {
  if (files.length === 0) return [];
  const shown = files.slice(0, MAX_FILES).map((file) => `- ${codeCell(file, redact)}`);
  if (files.length > MAX_FILES) shown.push(`- \u2026 and ${files.length - MAX_FILES} more`);
  return [`#### Files changed (${files.length})`, "", ...shown, ""];
}
function linksSection(view) {
  const links = [];
  if (view.pullRequest) {
    links.push(
      `- Pull request: [#${view.pullRequest.number}](${view.pullRequest.url}) (${view.pullRequest.created ? "opened" : "updated"})`
    );
  }
  if (view.branch)
    links.push(`- Branch: [${codeCell(view.branch.name, (t) => t)}](${view.branch.url})`);
  if (view.review) {
    const count = view.review.inlineComments;
    links.push(
      `- Review: [posted](${view.review.url}) with ${count} inline comment${count === 1 ? "" : "s"}`
    );
  }
  links.push(`- Run: [${view.runId}](${view.runUrl})`);
  return ["#### Links", "", ...links, ""];
}
function oneSafeLine(text, redact) {
  const line = stripInvisibleCharacters(stripAgentMarkers(redact(text))).replace(/\s+/g, " ").trim();
  return cutTextWithMarker(line, MAX_CELL);
}
function codeCell(text, redact) {
  const safe = oneSafeLine(text, redact).replace(/`/g, "'").replace(/\|/g, "\\|");
  return safe ? `\`${safe}\`` : "";
}
function cellText(text, redact) {
  return oneSafeLine(text, redact).replace(/[\\`*_[\]<>|#!~&]/g, (char) => `\\${char}`);
}

// src/github-side/report/project-config.ts
var MAX_NAMES = 20;
function projectConfigNote(summary, redact) {
  if (!summary) return void 0;
  const line = (label, names) => names && names.length > 0 ? [`> - ${label}: ${codeList(names, redact)}`] : [];
  const lines = [
    ...line("Files", summary.files),
    ...line("Instructions", summary.instructions),
    ...line("Agents", summary.agents),
    ...line("Commands", summary.commands),
    ...line("Skills", summary.skills),
    ...line("Hooks", summary.hooks),
    ...line("Rules left out (tools agent-loop does not have)", summary.ignored_rules)
  ];
  const extra = [summary.hooks_refused, ...summary.warnings ?? []].filter(
    (text) => Boolean(text)
  );
  if (lines.length === 0 && extra.length === 0) return void 0;
  return [
    "> [!NOTE]",
    `> Project configuration from ${plain(summary.source, redact)}:`,
    ...lines,
    ...extra.map((text) => `> - ${plain(text, redact)}`)
  ].join("\n");
}
function codeList(names, redact) {
  const shown = names.slice(0, MAX_NAMES).map((name) => `\`${plain(name, redact).replace(/`/g, "'")}\``);
  const more = names.length > MAX_NAMES ? ` and ${names.length - MAX_NAMES} more` : "";
  return `${shown.join(", ")}${more}`;
}
function plain(text, redact) {
  return sanitizeModelText(text, redact).replace(/\s+/g, " ").trim();
}

// src/github-side/report/final-report.ts
var MAX_FILES2 = 50;
function renderFinalReport(view, redact) {
  const marker = runMarker(view.runId);
  return renderReport(view, redact, view.memoryBlock ? `${marker}
${view.memoryBlock}` : marker);
}
function renderStepSummary(view, redact) {
  return renderRunSummary(view, redact, reportNotes(view, redact));
}
function renderReport(view, redact, marker) {
  const head = [headline3(view), ""];
  const notes = reportNotes(view, redact);
  const footer = [
    ...notes,
    ...filesSection2(view.filesChanged, redact),
    linksLine(view),
    "",
    `<sub>Turns: ${view.turns} \xB7 Cost: ${formatUsd(view.costUsd)} \xB7 Duration: ${formatDuration2(view.durationMs)}${view.terminalReason ? ` \xB7 Stopped because ${describeTerminalReason(view.terminalReason)}` : ""}</sub>`,
    ...marker ? ["", marker] : []
  ].join("\n");
  const headText = head.join("\n");
  const summary = sanitizeModelText(view.summary.trim(), redact) || "_The agent gave no summary._";
  const room = GITHUB_BODY_LIMIT - 1e3 - headText.length - footer.length;
  return `${headText}${truncateText(summary, Math.max(200, room))}

${footer}`;
}
function headline3(view) {
  if (view.conclusion === "skipped") return "### \u23ED\uFE0F agent-loop skipped this request";
  if (view.conclusion === "success") return "### \u2705 agent-loop finished";
  return `### \u26A0\uFE0F agent-loop stopped: ${view.terminalReason ? describeTerminalReason(view.terminalReason) : "the run failed"}`;
}
function reportNotes(view, redact) {
  const notes = [];
  if (view.partialWorkCommitted) {
    notes.push(
      "> [!NOTE]\n> The run ended early; the work done so far was committed so it is not lost. Review it before merging."
    );
  }
  if (view.pushFailure) {
    notes.push(
      `> [!WARNING]
> The changes are committed in the runner's checkout but could not be pushed: ${oneLine3(
        sanitizeModelText(view.pushFailure, redact)
      )}`
    );
  }
  for (const note of view.publishNotes ?? []) {
    notes.push(`> [!NOTE]
> ${oneLine3(sanitizeModelText(note, redact))}`);
  }
  if (view.leftOut && view.leftOut.length > 0) notes.push(leftOutNote(view.leftOut, redact));
  if (view.skipReason) {
    notes.push(`> [!NOTE]
> ${oneLine3(sanitizeModelText(view.skipReason, redact))}`);
  }
  if (view.nothingToChange) {
    const pr = view.nothingToChange.pullRequestUrl;
    notes.push(
      `> [!NOTE]
> Nothing to change: the agent left the files as they were, so no commit was made${pr ? ` and the [pull request](${pr}) was left as it was` : ""}.`
    );
  }
  if (view.forkPullRequest) {
    notes.push(
      "> [!NOTE]\n> This pull request comes from a fork, so the agent answered read-only and pushed nothing."
    );
  }
  if (view.review?.folded) {
    notes.push(
      "> [!NOTE]\n> GitHub refused the inline comments (their lines are no longer in the diff), so they are listed in the review body instead."
    );
  }
  const boundaryNote = sandboxNote(view.sandbox, redact);
  if (boundaryNote) notes.push(boundaryNote);
  if (view.sandbox?.warning) {
    notes.push(`> [!CAUTION]
> ${oneLine3(sanitizeModelText(view.sandbox.warning, redact))}`);
  }
  if (view.sandbox?.missing?.length) {
    const line = `The tool boundary was active, but this host could not give it: ${view.sandbox.missing.join("; ")}.`;
    notes.push(`> [!WARNING]
> ${oneLine3(sanitizeModelText(line, redact))}`);
  }
  for (const line of view.sandbox?.staleFailures ?? []) {
    notes.push(`> [!WARNING]
> ${oneLine3(sanitizeModelText(`The sandbox: ${line}.`, redact))}`);
  }
  const checked = renderSelfCheck(view.selfCheck, redact);
  if (checked.length > 0) notes.push(checked.join("\n"));
  const project = projectConfigNote(view.projectConfig, redact);
  if (project) notes.push(project);
  const failedServers = (view.mcpServers ?? []).filter((server) => server.status === "failed");
  if (failedServers.length > 0) notes.push(mcpNote(failedServers, redact));
  if (view.webRequests?.length) notes.push(webNote(view.webRequests, redact));
  for (const error of view.errors ?? [])
    notes.push(`> [!WARNING]
> ${oneLine3(sanitizeModelText(error, redact))}`);
  return notes.flatMap((note) => [note, ""]);
}
var MAX_WEB_REQUESTS = 30;
function webNote(requests, redact) {
  const code2 = (value) => `\`${oneLine3(redact(value)).replace(/`/g, "'").slice(0, 300)}\``;
  const lines = requests.slice(0, MAX_WEB_REQUESTS).map(
    (request) => `> - ${request.kind === "search" ? "searched" : "fetched"} ${code2(request.value)}`
  );
  const more = requests.length - MAX_WEB_REQUESTS;
  return [
    "> [!NOTE]",
    `> Web requests the API made for the web tools (${requests.length}):`,
    ...lines,
    ...more > 0 ? [`> - and ${more} more`] : []
  ].join("\n");
}
function mcpNote(servers, redact) {
  const lines = servers.map(
    (server) => `> - \`${inlinePath(server.name, redact)}\`: ${oneLine3(sanitizeModelText(server.error ?? "failed", redact))}`
  );
  return [
    "> [!WARNING]",
    "> These MCP servers were not available (the run went on without their tools):",
    ...lines
  ].join("\n");
}
function leftOutNote(leftOut, redact) {
  const lines = leftOut.slice(0, MAX_FILES2).map(
    (entry) => `> - \`${inlinePath(entry.path, redact)}\`: ${oneLine3(sanitizeModelText(entry.detail, redact))}`
  );
  if (leftOut.length > MAX_FILES2) lines.push(`> - \u2026 and ${leftOut.length - MAX_FILES2} more`);
  return [
    `> [!CAUTION]
> ${leftOut.length === 1 ? "One change was" : `${leftOut.length} changes were`} left out of the commit (the files keep their content from before the run); the rest was committed:`,
    ...lines
  ].join("\n");
}
function inlinePath(path, redact) {
  return stripAgentMarkers(oneLine3(redact(path)).replace(/`/g, "'"));
}
function filesSection2(files, redact) {
  if (files.length === 0) return [];
  const shown = files.slice(0, MAX_FILES2).map((file) => `- \`${inlinePath(file, redact)}\``);
  if (files.length > MAX_FILES2) shown.push(`- \u2026 and ${files.length - MAX_FILES2} more`);
  return [
    `<details><summary>Files changed (${files.length})</summary>`,
    "",
    ...shown,
    "",
    "</details>",
    ""
  ];
}
function linksLine(view) {
  const links = [];
  if (view.pullRequest) {
    links.push(
      `${view.pullRequest.created ? "Opened" : "Updated"} PR [#${view.pullRequest.number}](${view.pullRequest.url})`
    );
  }
  if (view.review) {
    const count = view.review.inlineComments;
    links.push(
      `Posted [review](${view.review.url}) with ${count} inline comment${count === 1 ? "" : "s"}`
    );
  }
  if (view.branch) links.push(`Branch [\`${view.branch.name}\`](${view.branch.url})`);
  links.push(`[View run](${view.runUrl})`);
  return links.join(" \xB7 ");
}
function renderPullRequestBody(input, redact) {
  const warning = input.partialReason ? `> [!WARNING]
> Partial work: the agent stopped early (${oneLine3(input.partialReason)}). Review before merging.

` : input.selfCheck?.status === "failed" ? `> [!WARNING]
> Draft: the repository's checks still fail because of this change (see "Checked before publishing" below). Fix them before merging.

` : "";
  let header;
  if (input.issueNumber !== void 0) {
    header = input.partialReason ? `Refs #${input.issueNumber}

${warning}` : `Fixes #${input.issueNumber}

${warning}`;
  } else {
    const prompt = truncateText(sanitizeModelText((input.prompt ?? "").trim(), redact), 8e3);
    const quoted = prompt.split("\n").map((line) => `> ${line}`.trimEnd()).join("\n");
    header = `${warning}**Prompt of this automated run:**

${quoted || "> (empty)"}

**Summary:**

`;
  }
  const checked = renderSelfCheck(input.selfCheck, redact).join("\n");
  const section = [input.section, checked].filter(Boolean).map((part) => `

${part}`).join("");
  const footer = `${section}

---
<sub>Opened by agent-loop${input.requester ? ` for \`@${input.requester}\`` : ""} \xB7 [View run](${input.runUrl})</sub>${input.memoryBlock ? `

${input.memoryBlock}` : ""}`;
  const summary = sanitizeModelText(input.summary.trim(), redact) || "_No summary._";
  return header + truncateText(summary, GITHUB_BODY_LIMIT - 1e3 - header.length - footer.length) + footer;
}
function oneLine3(text) {
  return text.replace(/\s+/g, " ").trim();
}
function sandboxNote(sandbox, redact) {
  if (!sandbox?.active) return void 0;
  const lines = [
    ...sandbox.network ? [`Network for tool processes: ${oneLine3(redact(sandbox.network))}.`] : [],
    ...sandbox.window ? [`Not yet given by the boundary: ${oneLine3(redact(sandbox.window))}.`] : []
  ];
  return lines.length > 0 ? ["> [!NOTE]", ...lines.map((line) => `> ${line}`)].join("\n") : void 0;
}

// src/github-side/github/progress-comment.ts
function withMarker(body, runId) {
  const marker = runMarker(runId);
  return body.includes(marker) ? body : `${body}

${marker}`;
}
async function acknowledge(input) {
  const { client, trigger } = input;
  if (trigger.number === void 0) return { comment: null };
  const [reactionError, comment] = await Promise.all([
    addEyesReaction(client, trigger, input.identity),
    writeProgressComment(input)
  ]);
  return { comment, ...reactionError ? { reactionError } : {} };
}
async function writeProgressComment(input) {
  const { client, trigger } = input;
  const number = trigger.number ?? 0;
  const body = withMarker(input.body, input.runId);
  const existing = input.runAttempt > 1 ? await findProgressComment(input) : null;
  if (existing) {
    await updateProgressComment(client, existing, body);
    return existing;
  }
  const { owner, repo } = trigger.repo;
  if (trigger.reviewLocation) {
    const { data: data2 } = await client.rest.pulls.createReplyForReviewComment({
      owner,
      repo,
      pull_number: number,
      comment_id: restId(trigger.reviewLocation.threadId),
      body
    });
    input.identity.learn(data2.user?.login);
    return {
      repo: trigger.repo,
      id: githubId(data2.id),
      kind: "review",
      number,
      htmlUrl: data2.html_url,
      reused: false
    };
  }
  const { data } = await client.rest.issues.createComment({
    owner,
    repo,
    issue_number: number,
    body
  });
  input.identity.learn(data.user?.login);
  return {
    repo: trigger.repo,
    id: githubId(data.id),
    kind: "issue",
    number,
    htmlUrl: data.html_url,
    reused: false
  };
}
async function updateProgressComment(client, ref, body, options = {}) {
  const { owner, repo } = ref.repo;
  const request = options.intermediate ? { request: { [RATE_LIMIT_WAIT]: false, [YIELD_SIGNAL]: options.signal } } : {};
  if (ref.kind === "review") {
    await client.rest.pulls.updateReviewComment({
      owner,
      repo,
      comment_id: restId(ref.id),
      body,
      ...request
    });
  } else {
    await client.rest.issues.updateComment({
      owner,
      repo,
      comment_id: restId(ref.id),
      body,
      ...request
    });
  }
}
async function addEyesReaction(client, trigger, identity) {
  const { owner, repo } = trigger.repo;
  try {
    let reaction;
    if (trigger.comment?.kind === "issue") {
      ({ data: reaction } = await client.rest.reactions.createForIssueComment({
        owner,
        repo,
        comment_id: restId(trigger.comment.id),
        content: "eyes"
      }));
    } else if (trigger.comment?.kind === "review") {
      ({ data: reaction } = await client.rest.reactions.createForPullRequestReviewComment({
        owner,
        repo,
        comment_id: restId(trigger.comment.id),
        content: "eyes"
      }));
    } else if (trigger.number !== void 0) {
      ({ data: reaction } = await client.rest.reactions.createForIssue({
        owner,
        repo,
        issue_number: trigger.number,
        content: "eyes"
      }));
    }
    identity.learn(reaction?.user?.login);
    return void 0;
  } catch (error) {
    return `could not add the \u{1F440} reaction: ${describeApiError(error)}`;
  }
}
async function findProgressComment(input) {
  const { client, trigger } = input;
  const number = trigger.number;
  if (number === void 0) return null;
  const { owner, repo } = trigger.repo;
  const marker = runMarker(input.runId);
  const kind = trigger.reviewLocation ? "review" : "issue";
  const [bot, comments] = await Promise.all([
    input.identity.resolve(),
    kind === "review" ? client.paginate(client.rest.pulls.listReviewComments, {
      owner,
      repo,
      pull_number: number,
      per_page: 100
    }) : client.paginate(client.rest.issues.listComments, {
      owner,
      repo,
      issue_number: number,
      per_page: 100
    })
  ]);
  const ours = (c) => (c.body ?? "").includes(marker) && sameLogin(c.user?.login ?? "", bot);
  const found = comments.find(ours);
  return found ? {
    repo: trigger.repo,
    id: githubId(found.id),
    kind,
    number,
    htmlUrl: found.html_url,
    reused: true
  } : null;
}

// src/github-side/git/diff-tree.ts
async function diffTree(repository, from, to) {
  const out = await runGit(repository, [
    "diff-tree",
    "-r",
    "-z",
    "--raw",
    "--no-renames",
    "--no-ext-diff",
    "--no-textconv",
    from,
    to
  ]);
  const fields = out.split("\0");
  const changes = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const meta = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])/.exec(fields[index] ?? "");
    const path = fields[index + 1];
    if (!meta || path === void 0) continue;
    changes.push({
      path,
      oldMode: meta[1],
      newMode: meta[2],
      oldSha: meta[3],
      newSha: meta[4],
      status: meta[5]
    });
  }
  return changes;
}

// src/github-side/github/git-database.ts
var TREE_ENTRIES_PER_REQUEST = 100;
var BLOB_CONCURRENCY = 4;
async function createCommitOnGitHub(target, localSha, base) {
  const { client, repo, repository } = target;
  const entries = await changedEntries(repository, base, localSha);
  await uploadBlobs(target, entries);
  let tree = (await runGit(repository, ["rev-parse", `${base}^{tree}`])).trim();
  for (let at = 0; at < entries.length; at += TREE_ENTRIES_PER_REQUEST) {
    const { data: data2 } = await client.rest.git.createTree({
      owner: repo.owner,
      repo: repo.repo,
      base_tree: tree,
      tree: entries.slice(at, at + TREE_ENTRIES_PER_REQUEST)
    });
    tree = data2.sha;
  }
  const expected = (await runGit(repository, ["rev-parse", `${localSha}^{tree}`])).trim();
  if (tree !== expected) {
    throw new Error(`GitHub built tree ${tree}, not the checked commit's tree ${expected}`);
  }
  const message = await runGit(repository, ["show", "-s", "--format=%B", localSha]);
  const { data } = await client.rest.git.createCommit({
    owner: repo.owner,
    repo: repo.repo,
    message: message.replace(/\n+$/, "\n"),
    tree,
    parents: [base]
  });
  return data.sha;
}
async function changedEntries(repository, base, localSha) {
  return (await diffTree(repository, base, localSha)).map(
    (change) => change.status === "D" ? { path: change.path, mode: asMode(change.oldMode), type: typeOf(change.oldMode), sha: null } : {
      path: change.path,
      mode: asMode(change.newMode),
      type: typeOf(change.newMode),
      sha: change.newSha
    }
  );
}
function asMode(mode) {
  if (mode === "100644" || mode === "100755" || mode === "120000" || mode === "160000") {
    return mode;
  }
  throw new Error(`cannot publish a file of mode ${mode} through the API`);
}
function typeOf(mode) {
  return mode === "160000" ? "commit" : "blob";
}
async function uploadBlobs(target, entries) {
  const blobs = [...new Set(entries.filter((e) => e.type === "blob" && e.sha).map((e) => e.sha))];
  for (let at = 0; at < blobs.length; at += BLOB_CONCURRENCY) {
    await Promise.all(blobs.slice(at, at + BLOB_CONCURRENCY).map((sha) => uploadBlob(target, sha)));
  }
}
async function uploadBlob(target, sha) {
  const content = await runGitBytes(target.repository, ["cat-file", "blob", sha]);
  const { data } = await target.client.rest.git.createBlob({
    owner: target.repo.owner,
    repo: target.repo.repo,
    content: content.toString("base64"),
    encoding: "base64"
  });
  if (data.sha !== sha) throw new Error(`GitHub stored blob ${sha} as ${data.sha}`);
}
function readBranchHead(client, repo, branch) {
  return readRefHead(client, repo, `heads/${branch}`);
}
async function readRefHead(client, repo, ref) {
  try {
    const { data } = await client.rest.git.getRef({ owner: repo.owner, repo: repo.repo, ref });
    return data.object.sha;
  } catch (error) {
    if (error.status === 404) return void 0;
    throw error;
  }
}
function moveBranch(client, repo, branch, sha, exists) {
  return moveRef(client, repo, `heads/${branch}`, sha, exists);
}
async function moveRef(client, repo, ref, sha, exists) {
  const at = { owner: repo.owner, repo: repo.repo };
  try {
    if (exists) await client.rest.git.updateRef({ ...at, ref, sha, force: false });
    else await client.rest.git.createRef({ ...at, ref: `refs/${ref}`, sha });
    return void 0;
  } catch (error) {
    const refused = error;
    if (refused.status === 422) return refused.message ?? "GitHub refused the update (422)";
    throw error;
  }
}

// src/github-side/github/spend-ref.ts
var REF = SPEND_REF.replace(/^refs\//, "");
function gitHubLedgerStore(client, repo) {
  const where = `${SPEND_REF} of ${repo.owner}/${repo.repo}`;
  const at = { owner: repo.owner, repo: repo.repo };
  return {
    where,
    async read() {
      const version = await readRefHead(client, repo, REF);
      if (!version) return { ledger: emptyLedger(), version };
      const { data } = await client.rest.repos.getContent({
        ...at,
        path: SPEND_FILE,
        ref: version
      });
      if (Array.isArray(data) || data.type !== "file" || !("content" in data)) {
        throw new LedgerFormatError(`${where}: ${SPEND_FILE} is not a file`);
      }
      try {
        return {
          ledger: parseLedger(Buffer.from(data.content, "base64").toString("utf8")),
          version
        };
      } catch (error) {
        if (!(error instanceof LedgerFormatError)) throw error;
        throw new LedgerFormatError(
          `${where}: ${error.message}; delete the ref to start a new ledger`
        );
      }
    },
    async write(ledger, version, message) {
      const { data: tree } = await client.rest.git.createTree({
        ...at,
        tree: [
          { path: SPEND_FILE, mode: "100644", type: "blob", content: serializeLedger(ledger) }
        ]
      });
      const { data: commit } = await client.rest.git.createCommit({
        ...at,
        message,
        tree: tree.sha,
        parents: version ? [version] : []
      });
      return await moveRef(client, repo, REF, commit.sha, version !== void 0) === void 0;
    }
  };
}

export {
  GITHUB_BODY_LIMIT,
  neutralizeTitle,
  sanitizeModelText,
  truncateText,
  diffTree,
  authEnvironment,
  createCommitOnGitHub,
  readBranchHead,
  moveBranch,
  renderChecklist,
  renderProgressComment,
  formatUsd,
  describeTerminalReason,
  failingChecksNote,
  renderFinalReport,
  renderStepSummary,
  mcpNote,
  renderPullRequestBody,
  acknowledge,
  updateProgressComment,
  addEyesReaction,
  gitHubLedgerStore
};
