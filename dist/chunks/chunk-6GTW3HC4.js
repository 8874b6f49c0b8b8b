import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  CLEARED_TOOL_RESULT,
  ProjectConfigError,
  SandboxRequiredError,
  beginningOnFirstCall,
  boundaryWarnings,
  createProviderModel,
  describeToolStep,
  directoryProjectFiles,
  dropThinkingAfterRewrite,
  loadProjectConfig,
  mergeSameRoleMessages,
  resolveSlashCommand,
  runSession,
  startSandbox,
  toParams,
  withInvokedCommand,
  withoutToolUse
} from "./chunk-VTP4CGQT.js";
import {
  startTracing
} from "./chunk-XKE5JL6H.js";
import {
  ProviderConfigError,
  providerSettingsFromEnvironment,
  selectProvider
} from "./chunk-VSPOXHQ4.js";
import {
  webDomainsFor
} from "./chunk-QPIMBGU4.js";
import {
  costOfUsage,
  setModelPriceOverrides
} from "./chunk-XEAKOXXX.js";
import {
  JsonSchemaError,
  compileStructuredOutput,
  readJsonSchema
} from "./chunk-LHDZOMEL.js";
import {
  parsePermissionRules,
  prepareShellParser
} from "./chunk-JRD7LAFA.js";
import {
  createRedactor,
  secretValuesFromCredentialsFile,
  secretValuesFromEnvironment
} from "./chunk-7DYY7W4J.js";
import {
  SessionNotFoundError,
  createSessionWriter,
  latestSessionFor,
  readSessionLines,
  sessionsDirectory
} from "./chunk-WLA7DFNC.js";
import {
  openTranscript
} from "./chunk-W2372WMG.js";
import {
  UsageError
} from "./chunk-X3VTXMV6.js";
import {
  errorMessage
} from "./chunk-C7BR24O7.js";

// src/cli/run.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/cli/progress.ts
var MAX_NOTE = 160;
function createProgressReporter(options) {
  let turn = 0;
  let costUsd = 0;
  return (event) => {
    if (event.type === "assistant") {
      turn += 1;
      costUsd += costOfUsage(event.message.model, event.message.usage);
      if (!options.turns) return void 0;
      const tools = event.message.content.flatMap(
        (block) => block.type === "tool_use" ? [describeToolStep(block.name, block.input)] : []
      );
      const note = event.message.content.flatMap((block) => block.type === "thinking" ? [block.thinking.trim()] : []).filter((text) => text !== "").at(-1);
      const doing = tools.length > 0 ? tools.join(", ") : "answer";
      const shortNote = note ? oneLine(note) : "";
      const who = event.parent_tool_use_id === null ? "turn" : "sub-agent turn";
      return `[${who} ${turn}] ${doing} \xB7 $${costUsd.toFixed(4)}${shortNote ? ` \xB7 ${shortNote}` : ""}`;
    }
    if (event.type === "system" && event.subtype === "api_retry" && options.retries) {
      return `[retry ${event.attempt}/${event.max_retries}] model API error (${event.error_status ?? "no status"}): ${oneLine(event.error)}; waiting ${event.retry_delay_ms} ms`;
    }
    if (event.type === "system" && event.subtype === "api_waiting" && options.retries) {
      return `[waiting] waiting for ${event.host}: no answer for ${event.waited_s} s`;
    }
    if (event.type === "system" && event.subtype === "model_fallback" && options.retries) {
      return `[fallback] ${event.from_model} is overloaded, switching to ${event.to_model}`;
    }
    if (event.type === "result" && options.turns) {
      return `[session ${event.session_id}] continue it with: agent-loop run --resume ${event.session_id} "<prompt>" (or --continue in the same --cwd)`;
    }
    if (event.type === "system" && event.subtype === "compact_boundary" && options.turns) {
      return `[compact] context summarised (${event.compact_metadata.pre_tokens} tokens before)`;
    }
    return void 0;
  };
}
function oneLine(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_NOTE ? `${flat.slice(0, MAX_NOTE - 1)}\u2026` : flat;
}

// src/cli/session-saving.ts
import { randomUUID } from "node:crypto";
function openSessionSaving(plan, prompt, redact, io) {
  let writer;
  let held = [];
  const fail = (error) => {
    const why = errorMessage(error).split("\n")[0];
    io.stderr(`agent-loop: warning: the session is not saved from here on: ${why}
`);
    if (writer) closeQuietly(writer);
    writer = void 0;
  };
  const put = (event) => {
    if (held) return void held.push(event);
    if (!writer) return;
    try {
      writer.write(event);
    } catch (error) {
      fail(error);
    }
  };
  const open = () => {
    const lines = held ?? [];
    held = void 0;
    try {
      writer = createSessionWriter(plan.directory, plan.id, plan.earlierLines, redact);
    } catch (error) {
      fail(error);
    }
    for (const line of lines) put(line);
  };
  let conversation;
  return {
    onConversation: (value) => {
      conversation = value;
    },
    write(event) {
      if (held && event.type === "assistant") open();
      put(event);
      if (event.type !== "system" || event.subtype !== "init") return;
      const base = { session_id: plan.id };
      if (conversation) {
        put({
          type: "system",
          subtype: "session_state",
          conversation_sha256: conversation.fingerprint,
          prompt_date: conversation.promptDate,
          ...plan.resumed ? { resumed_from: plan.resumed.id } : {},
          ...base,
          uuid: randomUUID()
        });
      }
      put({
        type: "user",
        message: { role: "user", content: [{ type: "text", text: prompt }] },
        parent_tool_use_id: null,
        ...base,
        uuid: randomUUID()
      });
    },
    close() {
      held = void 0;
      if (writer) closeQuietly(writer);
      writer = void 0;
    }
  };
}
function closeQuietly(writer) {
  try {
    writer.close();
  } catch {
  }
}

// src/cli/sessions.ts
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";

// src/engine/loop/session-history.ts
var SessionFormatError = class extends Error {
  name = "SessionFormatError";
};
var INTERRUPTED_TOOL_RESULT = "The earlier run stopped before this tool call finished; its effect is unknown. Check the workspace before relying on it.";
function rebuildConversation(lines) {
  const saved = {
    messages: [],
    cwd: void 0,
    rootSessionId: void 0,
    fingerprint: void 0,
    promptDate: void 0,
    dropMismatchedThinking: false
  };
  let messages = [];
  lines.forEach((line, index) => {
    const event = parseLine(line, index, index === lines.length - 1);
    if (!event) return;
    if (typeof event.parent_tool_use_id === "string") return;
    if (event.type === "system") {
      if (event.subtype === "init") {
        saved.cwd = stringField(event, "cwd") ?? saved.cwd;
        saved.rootSessionId ??= stringField(event, "session_id");
      } else if (event.subtype === "session_state") {
        saved.fingerprint = stringField(event, "conversation_sha256");
        saved.promptDate = stringField(event, "prompt_date");
      } else if (event.subtype === "api_retry" && event.reason === "thinking_prefix_mismatch") {
        saved.dropMismatchedThinking = true;
      } else if (event.subtype === "compact_boundary") {
        messages = [];
      } else if (event.subtype === "microcompact_boundary") {
        messages = replayMicrocompact(messages, clearedIds(event, index));
      }
    } else if (event.type === "assistant") {
      messages.push({ role: "assistant", content: assistantContent(event, index) });
    } else if (event.type === "user") {
      messages.push({ role: "user", content: contentOf(event, index) });
    }
  });
  saved.messages = mergeSameRoleMessages(answerOpenToolCalls(messages));
  return saved;
}
function parseLine(line, index, last) {
  try {
    const value = JSON.parse(line);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value;
  } catch {
    if (last) return void 0;
  }
  throw new SessionFormatError(`line ${index + 1} is not a stream-json event`);
}
function assistantContent(event, index) {
  const content = contentOf(event, index);
  const message = event.message;
  return message.stop_reason === "max_tokens" ? withoutToolUse(content) : toParams(content);
}
function contentOf(event, index) {
  const message = event.message;
  const content = message?.content;
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content) || !content.every(isBlock)) {
    throw new SessionFormatError(`line ${index + 1}: the message has no content blocks`);
  }
  return content;
}
function isBlock(value) {
  return typeof value === "object" && value !== null && typeof value.type === "string";
}
function stringField(event, name) {
  const value = event[name];
  return typeof value === "string" ? value : void 0;
}
function clearedIds(event, index) {
  const metadata = event.microcompact_metadata;
  const ids = metadata?.cleared_tool_use_ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) {
    throw new SessionFormatError(`line ${index + 1}: microcompact_boundary without tool use ids`);
  }
  return new Set(ids);
}
function replayMicrocompact(messages, ids) {
  const cleared = messages.map((message) => {
    if (message.role !== "user" || typeof message.content === "string") return message;
    if (!message.content.some((b) => b.type === "tool_result" && ids.has(b.tool_use_id))) {
      return message;
    }
    return {
      ...message,
      content: message.content.map(
        (block) => block.type === "tool_result" && ids.has(block.tool_use_id) ? { ...block, content: CLEARED_TOOL_RESULT } : block
      )
    };
  });
  return dropThinkingAfterRewrite(messages, cleared);
}
function answerOpenToolCalls(messages) {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant" || typeof last.content === "string") return [...messages];
  const open = last.content.filter((block) => block.type === "tool_use");
  if (open.length === 0) return [...messages];
  return [
    ...messages,
    {
      role: "user",
      content: open.map((block) => ({
        type: "tool_result",
        tool_use_id: block.id,
        content: INTERRUPTED_TOOL_RESULT,
        is_error: true
      }))
    }
  ];
}

// src/cli/sessions.ts
function agentLoopHome(env) {
  if (env.AGENT_LOOP_HOME) return resolve(env.AGENT_LOOP_HOME);
  return join(env.HOME || homedir(), ".agent-loop");
}
function planSession(options, cwd, env, newId) {
  const directory = sessionsDirectory(agentLoopHome(env));
  const fresh = {
    directory,
    id: newId,
    earlierLines: [],
    toolResultDirectory: toolResultDirectory(newId)
  };
  let flag;
  let id;
  if (options.resume !== void 0) {
    flag = "--resume";
    id = options.resume;
  } else if (options.continueLatest) {
    flag = "--continue";
    const latest = latestSessionFor(directory, cwd);
    if (latest === void 0) {
      throw new UsageError(`--continue: no saved session for ${cwd} in ${directory}`);
    }
    id = latest;
  } else {
    return fresh;
  }
  const { lines, saved } = load(flag, directory, id);
  if (saved.cwd !== void 0 && resolve(saved.cwd) !== cwd) {
    throw new UsageError(
      `${flag}: session ${id} worked in ${saved.cwd}, not ${cwd} (run it with --cwd ${saved.cwd})`
    );
  }
  const root = saved.rootSessionId ?? id;
  return {
    ...fresh,
    earlierLines: lines,
    resumed: { ...saved, id },
    toolResultDirectory: toolResultDirectory(root)
  };
}
function load(flag, directory, id) {
  try {
    const lines = readSessionLines(directory, id);
    return { lines, saved: rebuildConversation(lines) };
  } catch (error) {
    if (error instanceof SessionNotFoundError) {
      throw new UsageError(`${flag}: no saved session "${id}" in ${directory}`);
    }
    if (error instanceof SessionFormatError) {
      throw new UsageError(`${flag}: session ${id} cannot be read: ${error.message}`);
    }
    throw error;
  }
}
function toolResultDirectory(rootSessionId) {
  return join(tmpdir(), "agent-loop", rootSessionId, "tool-results");
}

// src/cli/run.ts
async function runCommand(parsed, io) {
  let run;
  try {
    run = await prepareRun(parsed, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`agent-loop: ${error.message}
`);
      return 2;
    }
    throw error;
  }
  const { options, plan, redact } = run;
  const saving = openSessionSaving(plan, options.prompt, redact, io);
  const transcript = transcriptSink(run.transcript, io);
  const controller = new AbortController();
  const onSignal = () => controller.abort("aborted");
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const release = () => {
    transcript.close();
    saving.close();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  let sandbox;
  try {
    sandbox = await startRunSandbox(options, plan, io, run.planMode?.bounds?.allowedDomains);
  } catch (error) {
    release();
    if (!(error instanceof SandboxRequiredError)) throw error;
    io.stderr(`agent-loop: --sandbox ${error.message.replace(/^sandbox: /, "")}
`);
    return 1;
  }
  const refusal = watchSandbox(sandbox, io, controller);
  if (options.modelPrices) setModelPriceOverrides(options.modelPrices);
  const tracing = await startCliTracing(io, redact, run.provider);
  let result;
  try {
    const session = runSession(
      sessionOptions(run, sandbox, saving, controller.signal, io, tracing)
    );
    const textMode = options.outputFormat === "text";
    const progress = createProgressReporter({
      turns: options.verbose || textMode && io.stderrIsTerminal === true,
      retries: options.verbose || textMode
    });
    for await (const event of session) {
      tracing?.event(event);
      transcript.write(event);
      saving.write(event);
      const line = progress(event);
      if (line !== void 0) io.stderr(`${redact(line)}
`);
      render(event, options.outputFormat, io, redact);
      if (event.type === "result") result = event;
    }
  } finally {
    await closeSandbox(sandbox, io);
    release();
    await tracing?.end();
  }
  const planned = run.planMode?.finish(result);
  if (planned) io.stderr(`${redact(planned)}
`);
  return await sandboxRefused(sandbox, refusal, io) ?? (result && !result.is_error ? 0 : 1);
}
async function prepareRun(parsed, io) {
  let options = parsed;
  let secrets = [
    ...secretValuesFromEnvironment(io.env),
    ...secretValuesFromCredentialsFile(io.env.GOOGLE_APPLICATION_CREDENTIALS)
  ];
  await prepareShellParser([options.allowedTools, options.disallowedTools]);
  const allowedTools = parseRules("--allowed-tools", options.allowedTools);
  const disallowedTools = parseRules("--disallowed-tools", options.disallowedTools);
  const cwd = resolve2(options.cwd);
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) {
    throw new UsageError(`--cwd: "${options.cwd}" is not a directory`);
  }
  const provider = providerOrFail(io.env);
  if (options.prompt === "-") options = { ...options, prompt: await io.readStdin() };
  if (options.prompt.trim() === "") throw new UsageError("the prompt is empty");
  const plan = planSession(options, cwd, io.env, randomUUID2());
  const mcp = options.mcpConfig !== void 0 ? await readMcpConfig(options.mcpConfig, io.env) : void 0;
  if (mcp) secrets = [...secrets, ...mcp.config.secrets];
  const redact = createRedactor(secrets);
  const structuredOutput = options.jsonSchema !== void 0 ? await readSchema(options.jsonSchema) : void 0;
  let project = options.projectConfig ? await readProjectConfig(cwd) : void 0;
  const invoked = project && resolveSlashCommand(options.prompt, project.commands);
  if (invoked?.kind === "unknown") throw new UsageError(invoked.error);
  if (invoked && project) {
    options = { ...options, prompt: invoked.prompt };
    project = withInvokedCommand(project, invoked.command);
  }
  const planMode = await preparePlanMode(options, allowedTools);
  const transcript = options.transcript ? openTranscriptOrFail(options.transcript, redact) : void 0;
  return {
    ...{ options, allowedTools, disallowedTools, provider, secrets, redact, plan },
    ...project ? { project } : {},
    ...planMode ? { planMode } : {},
    ...mcp ? { mcp } : {},
    ...structuredOutput ? { structuredOutput } : {},
    ...transcript ? { transcript } : {}
  };
}
async function readProjectConfig(cwd) {
  try {
    return await loadProjectConfig(directoryProjectFiles(cwd, `the working tree ${cwd}`));
  } catch (error) {
    if (error instanceof ProjectConfigError)
      throw new UsageError(`${error.message} (--no-project-config runs without it)`);
    throw error;
  }
}
function startRunSandbox(options, plan, io, allowedDomains = options.allowedDomains) {
  return startSandbox({
    mode: options.sandbox,
    allowedDomains,
    workspace: resolve2(options.cwd),
    // Saved sessions are the user's, not the tools': hidden wherever they live.
    hide: [...io.env.HOME ? [io.env.HOME] : [], plan.directory, ...options.hide ?? []],
    ...io.env.PATH ? { path: io.env.PATH } : {},
    ...io.env.AGENT_LOOP_SANDBOX_USER ? { userName: io.env.AGENT_LOOP_SANDBOX_USER } : {}
  });
}
function sessionOptions(run, sandbox, saving, signal, io, tracing) {
  const { options, plan, mcp, project, planMode } = run;
  const structuredOutput = planMode?.structuredOutput ?? run.structuredOutput;
  const appendSystemPrompt = [options.appendSystemPrompt, planMode?.appendSystemPrompt].filter(Boolean).join("\n\n");
  return {
    prompt: options.prompt,
    workspaceRoot: resolve2(options.cwd),
    model: options.model,
    fallbackModel: options.fallbackModel,
    maxTurns: options.maxTurns,
    maxBudgetUsd: planMode?.bounds?.maxBudgetUsd ?? options.maxBudgetUsd,
    timeoutMinutes: options.timeoutMinutes,
    allowedTools: planMode?.extraTools.length && run.allowedTools.length > 0 ? [...run.allowedTools, "AmendPlan"] : run.allowedTools,
    disallowedTools: [...run.disallowedTools, ...planMode?.disallowedTools ?? []],
    ...appendSystemPrompt ? { appendSystemPrompt } : {},
    ...planMode?.bounds ? { boundBy: planMode.bounds.guard } : {},
    ...planMode?.extraTools.length ? { extraTools: planMode.extraTools } : {},
    ...planMode?.completedAs ? { completedAs: planMode.completedAs } : {},
    ...options.effort === void 0 ? {} : { effort: options.effort },
    ...structuredOutput ? { structuredOutput } : {},
    callModel: beginningOnFirstCall(createProviderModel({ provider: run.provider }), sandbox),
    secrets: run.secrets,
    signal,
    env: io.env,
    spawner: sandbox.spawner,
    webDomains: webDomainsFor(options.sandbox, options.allowedDomains),
    sessionId: plan.id,
    toolResultDirectory: plan.toolResultDirectory,
    ...plan.resumed ? {
      history: {
        messages: plan.resumed.messages,
        ...plan.resumed.fingerprint ? { fingerprint: plan.resumed.fingerprint } : {},
        ...plan.resumed.dropMismatchedThinking ? { dropMismatchedThinking: true } : {}
      },
      ...plan.resumed.promptDate ? { promptDate: plan.resumed.promptDate } : {}
    } : {},
    onConversation: saving.onConversation,
    ...project ? { project } : {},
    ...tracing ? { observer: tracing.observer } : {},
    ...mcp ? {
      mcpServers: mcp.config.servers,
      mcpToolTimeoutMs: mcp.timeouts.toolTimeoutMs,
      mcpStartupTimeoutMs: mcp.timeouts.startupTimeoutMs
    } : {}
  };
}
function transcriptSink(initial, io) {
  let transcript = initial;
  return {
    write(event) {
      if (!transcript) return;
      try {
        transcript.write(event);
      } catch (error) {
        io.stderr(
          `agent-loop: --transcript: writing failed, the transcript stops here: ${reason(error)}
`
        );
        closeQuietly2(transcript);
        transcript = void 0;
      }
    },
    close() {
      if (transcript) closeQuietly2(transcript);
      transcript = void 0;
    }
  };
}
function startCliTracing(io, redact, provider) {
  const repository = io.env.GITHUB_REPOSITORY;
  return startTracing({
    env: io.env,
    redact,
    warn: (message) => io.stderr(`agent-loop: warning: ${redact(message)}
`),
    provider: provider.provider,
    attributes: {
      "agent_loop.mode": "cli",
      ...repository ? { "agent_loop.repository": repository } : {}
    }
  });
}
function watchSandbox(sandbox, io, controller) {
  const warnedAtStart = sandbox.status.warning;
  if (warnedAtStart) io.stderr(`agent-loop: warning: ${warnedAtStart}
`);
  let refused;
  void sandbox.ready.then(
    (status) => {
      if (status.warning && !warnedAtStart) io.stderr(`agent-loop: warning: ${status.warning}
`);
      for (const line of boundaryWarnings(status)) io.stderr(`agent-loop: warning: ${line}
`);
    },
    (error) => {
      refused = errorMessage(error);
      controller.abort("sandbox");
    }
  );
  return () => refused;
}
async function sandboxRefused(sandbox, refusal, io) {
  await sandbox.ready.catch(() => void 0);
  const refused = refusal();
  if (refused === void 0) return void 0;
  io.stderr(`agent-loop: --sandbox ${refused.replace(/^sandbox: /, "")}
`);
  return 1;
}
async function closeSandbox(sandbox, io) {
  try {
    await sandbox.close();
  } catch (error) {
    io.stderr(`agent-loop: warning: closing the sandbox failed: ${reason(error)}
`);
  }
}
function providerOrFail(env) {
  try {
    return selectProvider(providerSettingsFromEnvironment(env));
  } catch (error) {
    if (error instanceof ProviderConfigError) throw new UsageError(error.message);
    throw error;
  }
}
function openTranscriptOrFail(path, redact) {
  try {
    return openTranscript(resolve2(path), redact);
  } catch (error) {
    throw new UsageError(`--transcript: cannot write "${path}": ${reason(error)}`);
  }
}
function closeQuietly2(transcript) {
  try {
    transcript.close();
  } catch {
  }
}
function reason(error) {
  return errorMessage(error).split("\n")[0];
}
async function readMcpConfig(value, env) {
  const { loadMcpConfig, McpConfigError, mcpTimeoutsFromEnvironment } = await import("./mcp-DHU7DDAY.js");
  try {
    return {
      config: loadMcpConfig(value, { source: "--mcp-config", baseDirectory: process.cwd(), env }),
      timeouts: mcpTimeoutsFromEnvironment(env)
    };
  } catch (error) {
    if (error instanceof McpConfigError) throw new UsageError(error.message);
    throw new UsageError(reason(error));
  }
}
async function preparePlanMode(options, allowedTools) {
  if (options.planOut === void 0 && options.planFile === void 0) return void 0;
  const planMode = await import("./plan-mode-3GVYDM2Q.js");
  return planMode.preparePlanMode(options, { allowedTools });
}
async function readSchema(value) {
  try {
    return await compileStructuredOutput(readJsonSchema(value, process.cwd()));
  } catch (error) {
    if (error instanceof JsonSchemaError) throw new UsageError(`--json-schema: ${error.message}`);
    throw error;
  }
}
function parseRules(flag, text) {
  try {
    return parsePermissionRules(text);
  } catch (error) {
    throw new UsageError(`${flag}: ${errorMessage(error)}`);
  }
}
function render(event, format, io, redact) {
  if (format === "stream-json") {
    io.stdout(`${redact(JSON.stringify(event))}
`);
    return;
  }
  if (event.type !== "result") return;
  if (format === "json") {
    io.stdout(`${redact(JSON.stringify(event))}
`);
    return;
  }
  if (event.result) io.stdout(`${event.result}
`);
  if (event.is_error) {
    const why = event.errors?.join("; ") ?? event.terminal_reason;
    io.stderr(`agent-loop: ${event.subtype} (${event.terminal_reason}): ${why}
`);
  }
}

export {
  runCommand
};
