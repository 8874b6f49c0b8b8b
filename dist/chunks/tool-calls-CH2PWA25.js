import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_IZWZ64P7$DEFAULT_BASH_TIMEOUT_MS as DEFAULT_BASH_TIMEOUT_MS,
  chunk_IZWZ64P7$DEFAULT_HEAD_LIMIT as DEFAULT_HEAD_LIMIT,
  chunk_IZWZ64P7$DEFAULT_READ_LINES as DEFAULT_READ_LINES,
  chunk_IZWZ64P7$FILE_TYPES as FILE_TYPES,
  chunk_IZWZ64P7$MAX_BASH_OUTPUT_CHARS as MAX_BASH_OUTPUT_CHARS,
  chunk_IZWZ64P7$MAX_BASH_TIMEOUT_MS as MAX_BASH_TIMEOUT_MS,
  chunk_IZWZ64P7$MAX_GLOB_RESULTS as MAX_GLOB_RESULTS,
  chunk_IZWZ64P7$MAX_GREP_OUTPUT_CHARS as MAX_GREP_OUTPUT_CHARS,
  chunk_IZWZ64P7$MAX_LINE_CHARS as MAX_LINE_CHARS,
  chunk_IZWZ64P7$MAX_READ_OUTPUT_CHARS as MAX_READ_OUTPUT_CHARS,
  chunk_IZWZ64P7$MAX_WHOLE_FILE_BYTES as MAX_WHOLE_FILE_BYTES,
  chunk_IZWZ64P7$RIPGREP_WALK_FLAGS as RIPGREP_WALK_FLAGS,
  chunk_IZWZ64P7$WEB_FETCH_MAX_CONTENT_TOKENS as WEB_FETCH_MAX_CONTENT_TOKENS,
  chunk_IZWZ64P7$WEB_SEARCH_MAX_USES as WEB_SEARCH_MAX_USES,
  chunk_IZWZ64P7$conversationUrls as conversationUrls,
  chunk_IZWZ64P7$fetchRefusal as fetchRefusal,
  chunk_IZWZ64P7$hostInDomains as hostInDomains,
  chunk_IZWZ64P7$isValidUtf8 as isValidUtf8,
  chunk_IZWZ64P7$looksBinary as looksBinary,
  chunk_IZWZ64P7$numberLine as numberLine,
  chunk_IZWZ64P7$openFolder as openFolder,
  chunk_IZWZ64P7$openForReading as openForReading,
  chunk_IZWZ64P7$readConfined as readConfined,
  chunk_IZWZ64P7$recordRead as recordRead,
  chunk_IZWZ64P7$runRipgrep as runRipgrep,
  chunk_IZWZ64P7$sha256Of as sha256Of,
  chunk_IZWZ64P7$sizeProblem as sizeProblem,
  chunk_IZWZ64P7$splitLines as splitLines,
  chunk_IZWZ64P7$stalenessProblem as stalenessProblem,
  chunk_IZWZ64P7$statConfined as statConfined,
  chunk_IZWZ64P7$urlInConversation as urlInConversation,
  chunk_IZWZ64P7$withoutNewLinks as withoutNewLinks,
  chunk_IZWZ64P7$writeFileAtomic as writeFileAtomic,
} from "./group-run.js";
import {
  chunk_Z5ITPEWC$cutText as cutText,
  chunk_Z5ITPEWC$cutTextKeepingEnd as cutTextKeepingEnd,
} from "./group-run.js";
import {
  chunk_NB7O72UD$PathAccessError as PathAccessError,
  chunk_NB7O72UD$isInside as isInside,
  chunk_NB7O72UD$realWorkspaceRoot as realWorkspaceRoot,
  chunk_NB7O72UD$resolveInWorkspace as resolveInWorkspace,
  chunk_NB7O72UD$toolError as toolError,
} from "./group-run.js";
import {
  chunk_2FP7HE4E$createDirectSpawner as createDirectSpawner,
  chunk_2FP7HE4E$readStateFile as readStateFile,
} from "./group-run.js";
import {
  chunk_7DYY7W4J$childEnvironment as childEnvironment,
} from "./group-action-run.js";
import "./group-action-cli-run.js";
import {
  compilePattern
} from "./chunk-R4AAJUJG.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";

// src/engine/tools/bash-run.ts
import { promises as fs, realpathSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";

// src/engine/tools/bash-output.ts
var MAX_SAVED_OUTPUT_CHARS = 8 * 1024 * 1024;
var PREVIEW_HEAD_CHARS = 1200;
var PREVIEW_TAIL_CHARS = 800;
function outputLines(text, omittedChars, save) {
  if (text.length <= MAX_BASH_OUTPUT_CHARS && omittedChars === 0) {
    const whole = text.replace(/\n$/, "");
    return whole.length > 0 ? [whole] : [];
  }
  if (save) {
    const kept2 = cutText(text, MAX_SAVED_OUTPUT_CHARS);
    const omitted2 = omittedChars + text.length - kept2.length;
    try {
      const dropped = omitted2 > 0 ? `
[... ${omitted2} more characters of output dropped]
` : "";
      return preview(kept2, omitted2, save(kept2 + dropped));
    } catch {
    }
  }
  const kept = cutText(text, MAX_BASH_OUTPUT_CHARS);
  const omitted = omittedChars + text.length - kept.length;
  const start = kept.replace(/\n$/, "");
  return [...start.length > 0 ? [start] : [], `[... ${omitted} more characters of output cut]`];
}
function preview(kept, omitted, path) {
  const head = toLineEnd(cutText(kept, PREVIEW_HEAD_CHARS));
  const tailStart = lineStartNear(
    kept,
    kept.length - cutTextKeepingEnd(kept, PREVIEW_TAIL_CHARS).length
  );
  const tailLine = countLines(kept.slice(0, tailStart)) + 1;
  const size = `${kept.length + omitted} characters, ${countLines(kept)} lines`;
  const inFile = omitted > 0 ? ` (the first ${kept.length} characters)` : "";
  return [
    head.replace(/\n$/, ""),
    `[... Output too long (${size}): saved whole${inFile} to ${path}; shown here are its start and its end (from line ${tailLine}). Read it with offset/limit for the rest.]`,
    kept.slice(tailStart).replace(/\n$/, "")
  ];
}
function toLineEnd(text) {
  const end = text.lastIndexOf("\n");
  return end >= text.length / 2 ? text.slice(0, end + 1) : text;
}
function lineStartNear(text, start) {
  if (start === 0 || text[start - 1] === "\n") return start;
  const next = text.indexOf("\n", start);
  return next >= 0 && next - start < PREVIEW_TAIL_CHARS / 2 ? next + 1 : start;
}
function countLines(text) {
  let count = 0;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count += 1;
  return text.length > 0 && !text.endsWith("\n") ? count + 1 : count;
}

// src/engine/tools/bash-run.ts
var REDACTION_MARGIN = 4096;
var RUNNER_SCRIPT = [
  "__agent_loop_command=$1",
  "__agent_loop_cwd_file=$2",
  "shift 2",
  `trap 'pwd -P > "$__agent_loop_cwd_file" 2>/dev/null' EXIT`,
  "exec 2>&1",
  'eval "$__agent_loop_command"'
].join("\n");
function bashCall(options, root) {
  let cwd = root;
  const baseEnv = childEnvironment(options.env ?? process.env);
  const spawner = options.spawner ?? createDirectSpawner();
  return async (input, context) => {
    if (input.run_in_background) {
      const startIn = await confinedDirectory(root, cwd) ?? root;
      return await startInBackground(input, options, { cwd: startIn, env: baseEnv });
    }
    const requested = input.timeout ?? DEFAULT_BASH_TIMEOUT_MS;
    const timeoutMs = Math.min(requested, MAX_BASH_TIMEOUT_MS);
    const cwdFile = await spawner.stateFile();
    try {
      const startIn = await confinedDirectory(root, cwd) ?? root;
      if (startIn !== cwd) cwd = root;
      const outcome = await runCommand({
        command: input.command,
        cwd: startIn,
        cwdFile: cwdFile.path,
        baseEnv,
        timeoutMs,
        abortSignal: context.signal,
        shell: options.shell ?? "bash",
        spawner,
        // With a folder to save a long output in, it is kept whole (up to a limit).
        keepChars: options.background ? MAX_SAVED_OUTPUT_CHARS : MAX_BASH_OUTPUT_CHARS
      });
      const notes = [];
      if (requested > MAX_BASH_TIMEOUT_MS)
        notes.push(`(timeout lowered to the maximum, ${MAX_BASH_TIMEOUT_MS} ms)`);
      if (outcome.blockedHosts.length > 0) notes.push(blockedNote(outcome.blockedHosts));
      const finalCwd = await readFinalCwd(cwdFile.path);
      if (finalCwd !== void 0) {
        if (isInside(root, finalCwd)) cwd = finalCwd;
        else {
          cwd = root;
          notes.push(`(The working directory left the workspace and was reset to ${root}.)`);
        }
      }
      const background = options.background;
      const save = background ? (text) => background.saveOutput(text) : void 0;
      return formatOutcome(outcome, timeoutMs, notes, { redact: options.redactSecrets, save });
    } finally {
      cwdFile.dispose();
    }
  };
}
async function startInBackground(input, options, where) {
  if (!options.background) {
    return toolError("Background commands are not available in this run.");
  }
  try {
    const task = await options.background.start({
      command: input.command,
      ...input.description ? { description: input.description } : {},
      cwd: where.cwd,
      env: where.env,
      shell: options.shell ?? "bash"
    });
    return {
      content: [
        `Command running in background with ID: ${task.id}. Output is being written to: ${task.outputPath}`,
        "Read that file to see its output so far; you will be told when it ends. Stop it with TaskStop."
      ].join("\n")
    };
  } catch (error) {
    return toolError(errorMessage(error));
  }
}
function blockedNote(hosts) {
  return `(Network access to ${hosts.join(", ")} was blocked by the sandbox: not in allowed_domains, or refused for the reason the proxy's answer gives (a port not listed, a private address, a Host header or TLS server name naming another host). A maintainer can add hosts to the allowed_domains input.)`;
}
var NOT_STARTED = {
  head: "",
  omittedChars: 0,
  exitCode: null,
  signal: null,
  ending: "aborted",
  blockedHosts: []
};
async function runCommand(request) {
  const { command, cwd, cwdFile, timeoutMs, abortSignal, shell } = request;
  const env = {
    ...request.baseEnv,
    GIT_TERMINAL_PROMPT: "0",
    PAGER: "cat",
    GIT_PAGER: "cat"
  };
  if (abortSignal.aborted) return NOT_STARTED;
  const call = await request.spawner.spawn({
    file: shell,
    args: ["-c", RUNNER_SCRIPT, "agent-loop", command, cwdFile],
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"]
  });
  return new Promise((resolve3) => {
    const { child } = call;
    const decoder = new StringDecoder("utf8");
    const output = outputHead(request.keepChars + REDACTION_MARGIN);
    const take = output.take;
    let ending = "exited";
    let exitCode = null;
    let exitSignal = null;
    child.stdout?.on("data", (chunk) => take(decoder.write(chunk)));
    child.stderr?.on("data", (chunk) => take(decoder.write(chunk)));
    let finished = false;
    const finish = async (why) => {
      if (finished) return;
      finished = true;
      if (why !== "exited") ending = why;
      clearTimeout(timer);
      abortSignal.removeEventListener("abort", onAbort);
      await call.kill();
      await pipesClosed(child);
      take(decoder.end());
      const blockedHosts = call.blockedHosts();
      call.release();
      resolve3({ ...output.kept(), exitCode, signal: exitSignal, ending, blockedHosts });
    };
    const onAbort = () => void finish("aborted");
    const timer = setTimeout(() => void finish("timeout"), timeoutMs);
    abortSignal.addEventListener("abort", onAbort, { once: true });
    if (abortSignal.aborted) onAbort();
    child.on("exit", (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      void finish("exited");
    });
    child.on("error", (error) => {
      take(`Could not start ${shell}: ${error.message}
`);
      void finish("exited");
    });
  });
}
function outputHead(keep) {
  let head = "";
  let full = false;
  let omittedChars = 0;
  const take = (text) => {
    if (full) {
      omittedChars += text.length;
    } else if (head.length + text.length <= keep) {
      head += text;
    } else {
      const joined = head + text;
      head = cutText(joined, keep);
      omittedChars += joined.length - head.length;
      full = true;
    }
  };
  return { take, kept: () => ({ head, omittedChars }) };
}
async function pipesClosed(child) {
  const closed = new Promise((done) => {
    if (child.stdout?.readableEnded || child.stdout?.destroyed) done();
    else child.stdout?.once("close", () => done());
  });
  const grace = new Promise((done) => setTimeout(done, 2e3).unref());
  await Promise.race([closed, grace]);
  child.stdout?.destroy();
  child.stderr?.destroy();
}
function formatOutcome(outcome, timeoutMs, notes, output) {
  const lines = outputLines(output.redact(outcome.head), outcome.omittedChars, output.save);
  let isError = false;
  if (outcome.ending === "timeout") {
    isError = true;
    lines.push(
      `Command timed out after ${timeoutMs} ms; it and every process it started were killed.`
    );
  } else if (outcome.ending === "aborted") {
    isError = true;
    lines.push("Command aborted; it and every process it started were killed.");
  } else if (outcome.exitCode !== 0) {
    isError = true;
    lines.push(
      outcome.exitCode === null ? `Command killed by signal ${outcome.signal ?? "unknown"}` : `Exit code ${outcome.exitCode}`
    );
  }
  lines.push(...notes);
  return { content: lines.length > 0 ? lines.join("\n") : "(no output)", isError };
}
async function confinedDirectory(root, path) {
  try {
    const real = await fs.realpath(path);
    return isInside(root, real) && (await fs.stat(real)).isDirectory() ? real : void 0;
  } catch {
    return void 0;
  }
}
async function readFinalCwd(file) {
  try {
    const text = (await readStateFile(file, 8192))?.trim();
    return text ? realpathSync(text) : void 0;
  } catch {
    return void 0;
  }
}

// src/engine/tools/added-dirs.ts
import { isAbsolute, resolve } from "node:path";
function resolveReachable(reach, path, options = {}) {
  const added = isAbsolute(path) ? addedDirOf(reach, resolve(path)) : void 0;
  if (!added) {
    const alsoReachable = (reach.addedDirs ?? []).map((dir) => dir.path);
    const target2 = resolveInWorkspace(reach.workspaceRoot, path, { ...options, alsoReachable });
    return { root: realWorkspaceRoot(reach.workspaceRoot), target: target2 };
  }
  const folderName = `the added folder ${added.path}`;
  if (options.forWrite && added.readOnly) {
    throw new PathAccessError(
      `${path} is in ${folderName} (${added.label}), which is read-only in this run${added.readOnlyReason ? `: ${added.readOnlyReason}` : ""}. It can be read, not changed.`
    );
  }
  const target = resolveInWorkspace(added.path, path, { ...options, folderName });
  return { root: realWorkspaceRoot(added.path), target, added };
}
function addedDirOf(reach, absolute) {
  const workspace = resolve(reach.workspaceRoot);
  if (isInside(workspace, absolute) || isInside(realOrSame(workspace), absolute)) return void 0;
  return reach.addedDirs?.find(
    (dir) => isInside(resolve(dir.path), absolute) || isInside(realOrSame(dir.path), absolute)
  );
}
function realOrSame(path) {
  try {
    return realWorkspaceRoot(path);
  } catch {
    return resolve(path);
  }
}
function shownPath(file, relativePath) {
  return file.added ? resolve(file.added.path, relativePath) : relativePath;
}

// src/engine/tools/edit-run.ts
var SNIPPET_CONTEXT = 1;
function editCall(options) {
  return async (input, context) => {
    try {
      return await edit(input, options, context.readState);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not edit ${input.file_path}: ${errorMessage(error)}`);
    }
  };
}
async function edit(input, options, readState) {
  const shown = input.file_path;
  if (input.old_string === input.new_string) {
    return toolError("old_string and new_string are the same; there is nothing to change.");
  }
  const file = resolveReachable(options, shown, {
    forWrite: true,
    allowWorkflowEdits: options.allowWorkflowEdits === true
  });
  const { target } = file;
  if (!target.exists || input.old_string === "") {
    const tooLarge2 = sizeProblem("Edit", shown, Buffer.byteLength(input.new_string), "would be");
    if (tooLarge2) return toolError(tooLarge2);
  }
  if (!target.exists) {
    if (input.old_string !== "") {
      return toolError(
        `File does not exist: ${shown}. To create it, use Write (or Edit with an empty old_string).`
      );
    }
    await writeFileAtomic(file, input.new_string);
    await recordRead(readState, file, input.new_string, false);
    return { content: `Created ${shown}.` };
  }
  const stat = await statConfined(file.root, target.relativePath);
  if (!stat?.isFile()) return toolError(`${shown} is not a regular file.`);
  const tooLarge = sizeProblem("Edit", shown, stat.size, "is");
  if (tooLarge) return toolError(tooLarge);
  const problem = await stalenessProblem(readState, file, shown);
  if (problem) return toolError(problem);
  const buffer = await readConfined(file.root, target.relativePath);
  if (!isValidUtf8(buffer)) {
    return toolError(
      `${shown} is not valid UTF-8; Edit would corrupt it. Change it with Bash (e.g. sed) instead.`
    );
  }
  const content = buffer.toString("utf8");
  if (input.old_string === "") {
    if (content.length > 0) {
      return toolError(
        `${shown} already exists and is not empty; give the old_string to replace, or use Write.`
      );
    }
    await writeFileAtomic(file, input.new_string);
    await recordRead(readState, file, input.new_string, false);
    return { content: `Wrote ${shown}.` };
  }
  const crlf = usesCrlf(content);
  const oldString = crlf ? toCrlf(input.old_string) : input.old_string;
  const newString = crlf ? toCrlf(input.new_string) : input.new_string;
  const positions = occurrences(content, oldString);
  if (positions.length === 0) {
    return toolError(
      `old_string was not found in ${shown}. It must match exactly, including whitespace and indentation (without the line-number prefixes Read adds). Read the file again to copy the exact text.`
    );
  }
  if (positions.length > 1 && input.replace_all !== true) {
    const lines = positions.map((position) => lineAt(content, position));
    return toolError(
      `Found ${positions.length} matches of old_string in ${shown} (lines ${lines.join(", ")}). Add surrounding lines to make it unique, or set replace_all to true to replace them all.`
    );
  }
  let updated = "";
  let last = 0;
  for (const position of positions) {
    updated += content.slice(last, position) + newString;
    last = position + oldString.length;
  }
  updated += content.slice(last);
  const grown = sizeProblem(
    "Edit",
    `${shown} after the edit`,
    Buffer.byteLength(updated),
    "would be"
  );
  if (grown) return toolError(grown);
  await writeFileAtomic(file, updated);
  await recordRead(readState, file, updated, false);
  if (positions.length > 1)
    return { content: `Replaced ${positions.length} occurrences in ${shown}.` };
  const first = positions[0] ?? 0;
  return {
    content: options.redactSecrets(`Edited ${shown}:
${snippet(updated, first, newString)}`)
  };
}
function usesCrlf(content) {
  const crlf = content.split("\r\n").length - 1;
  const lf = content.split("\n").length - 1;
  return crlf > 0 && crlf * 2 >= lf;
}
function toCrlf(text) {
  return text.replace(/\r?\n/g, "\r\n");
}
function occurrences(content, needle) {
  const positions = [];
  let index = content.indexOf(needle);
  while (index >= 0) {
    positions.push(index);
    index = content.indexOf(needle, index + needle.length);
  }
  return positions;
}
function lineAt(content, position) {
  let line = 1;
  for (let index = content.indexOf("\n"); index >= 0 && index < position; index = content.indexOf("\n", index + 1)) {
    line++;
  }
  return line;
}
function snippet(content, position, inserted) {
  const firstLine = lineAt(content, position);
  const lastLine = firstLine + inserted.split("\n").length - 1;
  const lines = content.split("\n");
  const from = Math.max(1, firstLine - SNIPPET_CONTEXT);
  const to = Math.min(lines.length, lastLine + SNIPPET_CONTEXT);
  const shown = [];
  for (let line = from; line <= to; line++)
    shown.push(numberLine(line, (lines[line - 1] ?? "").replace(/\r$/, "")));
  return shown.join("\n");
}

// src/engine/tools/glob-run.ts
import { promises as fs3 } from "node:fs";
import { isAbsolute as isAbsolute2, relative } from "node:path";

// src/engine/tools/matchers.ts
var loading;
function loadMatchers() {
  loading ??= Promise.all([import("./picomatch-BDNFPO3M.js"), import("./ignore-HHRVNE2H.js")]).then(([picomatch, ignore]) => ({
    picomatch: picomatch.default,
    ignore: ignore.default
  }));
  return loading;
}

// src/engine/tools/file-walk.ts
import { promises as fs2, lstatSync } from "node:fs";
import { join, posix, sep } from "node:path";
var CONCURRENCY = 32;
async function walkFiles(options) {
  const { picomatch, ignore } = await loadMatchers();
  const overrides = compileOverrides(options.globs ?? [], picomatch);
  const hasWhitelist = overrides.some((glob2) => !glob2.negated);
  const typeMatcher = options.typeGlobs ? picomatch(options.typeGlobs, { dot: true }) : void 0;
  const gitRepo = await exists(join(options.root, ".git"));
  const rootLevels = [];
  if (gitRepo) {
    const exclude = await readConfinedText(options.root, [".git", "info", "exclude"]);
    if (exclude) rootLevels.push({ prefix: "", rules: ignore({ ignorecase: false }).add(exclude) });
    const parts = options.base === "" ? [] : options.base.split("/");
    for (let depth = 0; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join("/");
      const level = await loadLevel(options.root, folder, ignore);
      if (level) rootLevels.push(level);
    }
  }
  const files = [];
  const queue = [
    { folder: options.base, levels: rootLevels }
  ];
  const visit = async (folder, inherited) => {
    const entries = await readFolder(options.root, folder);
    let levels = inherited;
    if (gitRepo && entries.some((entry) => entry.name === ".gitignore" && entry.isFile())) {
      const level = await loadLevel(options.root, folder, ignore);
      if (level) levels = [...inherited, level];
    }
    for (const entry of entries) {
      if (entry.name === ".git") continue;
      const path = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        const override = overrideMatch(overrides, path, entry.name);
        if (override === "exclude") continue;
        if (override !== "include" && isIgnored(levels, path, true)) continue;
        queue.push({ folder: path, levels });
      } else if (entry.isFile()) {
        const override = overrideMatch(overrides, path, entry.name);
        if (override === "exclude") continue;
        if (override !== "include") {
          if (hasWhitelist) continue;
          if (isIgnored(levels, path, false)) continue;
          if (typeMatcher && !typeMatcher(entry.name)) continue;
        }
        files.push(path);
      }
    }
  };
  const running = /* @__PURE__ */ new Set();
  while (queue.length > 0 || running.size > 0) {
    if (options.signal?.aborted) throw new Error("aborted");
    while (queue.length > 0 && running.size < CONCURRENCY) {
      const next = queue.pop();
      if (!next) break;
      const task = visit(next.folder, next.levels).finally(
        () => running.delete(task)
      );
      running.add(task);
    }
    if (running.size > 0) await Promise.race(running);
  }
  return files;
}
async function readFolder(root, folder) {
  let held;
  try {
    held = openFolder(root, folder.split("/").join(sep));
  } catch {
    return [];
  }
  try {
    return await fs2.readdir(held.self, { withFileTypes: true });
  } catch {
    return [];
  } finally {
    held.close();
  }
}
function isIgnored(levels, path, isDirectory) {
  let ignored = false;
  for (const level of levels) {
    if (!path.startsWith(level.prefix)) continue;
    const relative2 = path.slice(level.prefix.length) + (isDirectory ? "/" : "");
    const result = level.rules.test(relative2);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}
function compileOverrides(globs, picomatch) {
  return globs.map((raw) => {
    const negated = raw.startsWith("!");
    let glob2 = negated ? raw.slice(1) : raw;
    const anchored = glob2.includes("/");
    if (glob2.startsWith("/")) glob2 = glob2.slice(1);
    if (glob2.endsWith("/")) glob2 = glob2.slice(0, -1);
    const matcher = picomatch(glob2, { dot: true });
    return {
      negated,
      matches: anchored ? (path) => matcher(path) : (path) => matcher(posix.basename(path))
    };
  });
}
function overrideMatch(overrides, path, _name) {
  for (let index = overrides.length - 1; index >= 0; index--) {
    const glob2 = overrides[index];
    if (glob2?.matches(path)) return glob2.negated ? "exclude" : "include";
  }
  return "none";
}
async function loadLevel(root, folder, ignore) {
  const text = await readConfinedText(root, [...folder.split("/").filter(Boolean), ".gitignore"]);
  if (!text) return void 0;
  return {
    prefix: folder === "" ? "" : `${folder}/`,
    rules: ignore({ ignorecase: false }).add(text)
  };
}
async function readConfinedText(root, parts) {
  try {
    return (await readConfined(root, parts.join(sep))).toString("utf8");
  } catch {
    return void 0;
  }
}
async function exists(path) {
  try {
    await fs2.lstat(path);
    return true;
  } catch {
    return false;
  }
}
function comparePaths(a, b) {
  const left = a.split("/");
  const right = b.split("/");
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const x = left[index] ?? "";
    const y = right[index] ?? "";
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
var STAT_CHUNK = 512;
function mtimeOf(root, path) {
  const native = sep === "/" ? path : path.split("/").join(sep);
  try {
    const full = root.endsWith(sep) ? root + native : root + sep + native;
    return lstatSync(full, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  } catch {
    return 0;
  }
}
async function newestPaths(root, paths, limit, signal) {
  const mtimes = [];
  for (let start = 0; start < paths.length; start += STAT_CHUNK) {
    if (start > 0) {
      await new Promise((resolve3) => setImmediate(resolve3));
      if (signal?.aborted) throw new Error("aborted");
    }
    for (const path of paths.slice(start, start + STAT_CHUNK)) mtimes.push(mtimeOf(root, path));
  }
  return selectNewest(paths, mtimes, limit);
}
function selectNewest(paths, mtimes, limit) {
  if (limit <= 0) return [];
  const times = Float64Array.from(mtimes);
  const threshold = paths.length > limit ? times.slice().sort()[paths.length - limit] ?? -Infinity : -Infinity;
  const candidates = [];
  for (let index = 0; index < paths.length; index++)
    if ((times[index] ?? 0) >= threshold) candidates.push(index);
  candidates.sort(
    (a, b) => (times[b] ?? 0) - (times[a] ?? 0) || comparePaths(paths[a] ?? "", paths[b] ?? "")
  );
  return candidates.slice(0, limit).map((index) => paths[index] ?? "");
}
function toPosix(path) {
  return sep === "/" ? path : path.split(sep).join("/");
}

// src/engine/tools/glob-run.ts
function globCall(options) {
  return async (input, context) => {
    try {
      return await glob(input, options, context.signal);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Glob failed: ${errorMessage(error)}`);
    }
  };
}
async function glob(input, options, signal) {
  const searched = resolveReachable(options, input.path ?? ".");
  const { root, target } = searched;
  if (!target.exists) return toolError(`Path does not exist: ${input.path ?? "."}`);
  if (!(await fs3.stat(target.realPath)).isDirectory()) {
    return toolError(`${input.path} is not a folder; Glob searches folders.`);
  }
  let pattern = input.pattern;
  if (isAbsolute2(pattern)) {
    const inside = relative(target.realPath, pattern);
    if (inside.startsWith("..") || isAbsolute2(inside)) {
      return toolError(`The pattern ${pattern} points outside ${input.path ?? "the workspace"}.`);
    }
    pattern = toPosix(inside);
  }
  if (pattern.split("/").includes("..")) {
    return toolError('The pattern cannot contain "..": set path to search another folder.');
  }
  const base = toPosix(target.relativePath);
  const { picomatch } = await loadMatchers();
  const matcher = picomatch(pattern, { dot: true });
  const prefix = base === "" ? "" : `${base}/`;
  const wanted = (path) => matcher(path.slice(prefix.length));
  let shown;
  let total;
  if (options.ripgrepPath) {
    const found = await listWithRipgrep(options.ripgrepPath, root, base, wanted, signal);
    total = found.paths.length;
    shown = selectNewest(found.paths, found.mtimes, MAX_GLOB_RESULTS);
  } else {
    const matches = (await walkFiles({ root, base, signal })).filter(wanted);
    total = matches.length;
    shown = await newestPaths(root, matches, MAX_GLOB_RESULTS, signal);
  }
  if (total === 0) return { content: "No files found" };
  const note = total > shown.length ? `
(Showing ${shown.length} of ${total} files, newest first; use a narrower pattern or path to see others.)` : "";
  return { content: shown.map((path) => shownPath(searched, path)).join("\n") + note };
}
async function listWithRipgrep(rgPath, root, base, wanted, signal) {
  const paths = [];
  const mtimes = [];
  let listed = false;
  const args = [...RIPGREP_WALK_FLAGS, "--files", "--null", "-g", "!.git"];
  args.push("--", base === "" ? "." : base);
  const result = await runRipgrep(
    rgPath,
    args,
    root,
    signal,
    (entry) => {
      if (!entry) return true;
      listed = true;
      const path = entry.startsWith("./") ? entry.slice(2) : entry;
      if (wanted(path)) {
        paths.push(path);
        mtimes.push(mtimeOf(root, path));
      }
      return true;
    },
    "\0"
  );
  if (result.code === 2 && !listed) throw new Error(result.stderr.trim() || "ripgrep failed");
  return { paths, mtimes };
}

// src/engine/tools/grep-run.ts
import { promises as fs4 } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/engine/tools/grep-worker.ts
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
function newWorker() {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./grep-kernel-worker.js", import.meta.url));
  }
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const program = fileURLToPath(new URL("./grep-kernel-worker.ts", import.meta.url));
  const source = `require(${JSON.stringify(tsx)}).register();
require(${JSON.stringify(program)});`;
  return new Worker(source, { eval: true });
}
var KernelStopped = class extends AgentLoopError {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
  reason;
  get kind() {
    return "kernel_stopped";
  }
};
function startKernelWorker() {
  const worker = newWorker();
  let earlyError;
  const onEarlyError = (error) => earlyError ??= error;
  const onEarlyExit = (code) => earlyError ??= new Error(`the search worker exited (code ${code})`);
  worker.on("error", onEarlyError);
  worker.on("exit", onEarlyExit);
  const dispose = () => void worker.terminate();
  return {
    dispose,
    search: (request, timeLimitMs, signal) => new Promise((resolve3, reject) => {
      worker.off("error", onEarlyError);
      worker.off("exit", onEarlyExit);
      const finish = (settle) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        worker.removeAllListeners();
        worker.on("error", () => void 0);
        dispose();
        settle();
      };
      const onAbort = () => finish(() => reject(new KernelStopped("aborted")));
      const timer = setTimeout(
        () => finish(() => reject(new KernelStopped("time-limit"))),
        timeLimitMs
      );
      if (earlyError) return finish(() => reject(earlyError));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      worker.once("message", (reply) => finish(() => resolve3(reply)));
      worker.once("error", (error) => finish(() => reject(error)));
      worker.once(
        "exit",
        (code) => finish(() => reject(new Error(`the search worker exited (code ${code})`)))
      );
      worker.postMessage(request);
    })
  };
}

// src/engine/tools/grep-engine.ts
var GrepPatternError = class extends AgentLoopError {
  name = "GrepPatternError";
  get kind() {
    return "grep_pattern";
  }
};
async function searchWithRipgrep(rgPath, query) {
  const args = [...RIPGREP_WALK_FLAGS, "--null", "--no-messages"];
  if (query.caseInsensitive) args.push("-i");
  if (query.multiline) args.push("-U", "--multiline-dotall");
  for (const glob2 of query.globs) args.push("-g", glob2);
  args.push("-g", "!.git");
  if (query.typeGlobs) {
    for (const glob2 of query.typeGlobs) args.push("--type-add", `agentloop:${glob2}`);
    args.push("-t", "agentloop");
  }
  if (query.mode === "files_with_matches") args.push("-l");
  else if (query.mode === "count") args.push("-c", "--with-filename");
  else {
    args.push("-n", "--with-filename", "--sort", "path");
    if (query.before > 0) args.push("-B", String(query.before));
    if (query.after > 0) args.push("-A", String(query.after));
  }
  args.push("-e", query.pattern, "--");
  args.push(query.base === "" ? "." : query.base);
  const files = [];
  const counts = [];
  const content = [];
  let lineCount = 0;
  const result = await runRipgrep(rgPath, args, query.root, query.signal, (line) => {
    const nul = line.indexOf("\0");
    if (query.mode === "files_with_matches") {
      for (const path2 of line.split("\0")) if (path2) files.push(stripDot(path2));
      return true;
    }
    if (nul < 0) return true;
    const path = stripDot(line.slice(0, nul));
    const rest = line.slice(nul + 1);
    if (query.mode === "count") {
      counts.push({ path, count: Number(rest) });
      return true;
    }
    const parsed = /^(\d+)([:-])/.exec(rest);
    if (!parsed) return true;
    let file = content[content.length - 1];
    if (!file || file.path !== path) {
      file = { path, lines: [] };
      content.push(file);
    }
    file.lines.push({
      number: Number(parsed[1]),
      text: rest.slice(parsed[0].length),
      isMatch: parsed[2] === ":"
    });
    lineCount++;
    return lineCount <= query.lineLimit;
  });
  if (result.code === 2 && files.length === 0 && counts.length === 0 && content.length === 0) {
    throw new GrepPatternError(result.stderr.trim() || "ripgrep failed");
  }
  if (query.mode === "files_with_matches") return { mode: query.mode, files };
  if (query.mode === "count") return { mode: query.mode, counts };
  return { mode: "content", files: content, complete: !result.stopped };
}
var FALLBACK_TIME_LIMIT_MS = 6e4;
var FALLBACK_MAX_FILE_BYTES = 20 * 1024 * 1024;
async function searchWithFallback(query, limits = {}) {
  compileGrepPattern(query);
  if (query.signal?.aborted) throw new Error("aborted");
  const worker = startKernelWorker();
  let paths;
  try {
    paths = query.baseIsFile ? [query.base] : await walkFiles({
      root: query.root,
      base: query.base,
      globs: query.globs,
      signal: query.signal,
      ...query.typeGlobs ? { typeGlobs: query.typeGlobs } : {}
    });
  } catch (error) {
    worker.dispose();
    throw error;
  }
  if (query.mode === "content") paths.sort(comparePaths);
  const timeLimitMs = limits.timeLimitMs ?? FALLBACK_TIME_LIMIT_MS;
  const request = {
    root: query.root,
    paths,
    pattern: query.pattern,
    caseInsensitive: query.caseInsensitive,
    multiline: query.multiline,
    mode: query.mode,
    before: query.before,
    after: query.after,
    lineLimit: query.lineLimit,
    maxFileBytes: limits.maxFileBytes ?? FALLBACK_MAX_FILE_BYTES
  };
  let reply;
  try {
    reply = await worker.search(request, timeLimitMs, query.signal);
  } catch (error) {
    if (error instanceof KernelStopped && error.reason === "aborted") {
      throw new Error("aborted", { cause: error });
    }
    if (error instanceof KernelStopped) {
      throw new GrepPatternError(
        `Grep stopped: the search had not finished after ${formatSeconds(timeLimitMs)}. ripgrep is not installed here (or not used inside the tool boundary), so Grep uses JavaScript regular expressions, and this pattern is too slow for them (likely catastrophic backtracking, e.g. nested quantifiers like (a+)+ or overlapping alternatives). Simplify the pattern, or narrow the search with path or glob.`,
        { cause: error }
      );
    }
    throw error;
  }
  if (!reply.ok) {
    if (reply.patternError !== void 0) throw new GrepPatternError(reply.patternError);
    throw new Error(reply.failure ?? "the search worker failed");
  }
  if (reply.skipped.length === 0) return reply.answer;
  return { ...reply.answer, skipped: { paths: reply.skipped, overBytes: request.maxFileBytes } };
}
function formatSeconds(ms) {
  return ms >= 1e3 && ms % 1e3 === 0 ? `${ms / 1e3} s` : `${ms} ms`;
}
function compileGrepPattern(query) {
  try {
    return compilePattern(query);
  } catch (error) {
    throw new GrepPatternError(error.message);
  }
}
function stripDot(path) {
  return path.startsWith("./") ? path.slice(2) : path;
}

// src/engine/tools/grep-run.ts
var MAX_GREP_LINE_CHARS = 500;
function grepCall(options) {
  return async (input, context) => {
    try {
      const text = await grep(input, options, context.signal);
      return { content: options.redactSecrets(text) };
    } catch (error) {
      if (error instanceof PathAccessError || error instanceof GrepPatternError) {
        return toolError(error.message);
      }
      return toolError(`Grep failed: ${errorMessage(error)}`);
    }
  };
}
async function grep(input, options, signal) {
  const searched = resolveReachable(options, input.path ?? ".");
  const { root, target } = searched;
  if (!target.exists) throw new PathAccessError(`Path does not exist: ${input.path ?? "."}`);
  const stat = await fs4.stat(target.realPath);
  let typeGlobs;
  if (input.type !== void 0) {
    typeGlobs = FILE_TYPES[input.type];
    if (!typeGlobs) {
      throw new GrepPatternError(
        `Unknown file type "${input.type}". Known types: ${Object.keys(FILE_TYPES).join(", ")}. Or use glob.`
      );
    }
  }
  const mode = input.output_mode ?? "files_with_matches";
  const headLimit = input.head_limit === 0 ? Infinity : input.head_limit ?? DEFAULT_HEAD_LIMIT;
  const context = input["-C"] ?? 0;
  const query = {
    root,
    pattern: input.pattern,
    caseInsensitive: input["-i"] === true,
    multiline: input.multiline === true,
    globs: input.glob ? input.glob.split(/\s+/).filter(Boolean) : [],
    ...typeGlobs ? { typeGlobs } : {},
    base: toPosix(target.relativePath),
    baseIsFile: stat.isFile(),
    mode,
    before: input["-B"] ?? context,
    after: input["-A"] ?? context,
    lineLimit: headLimit,
    signal
  };
  const found = options.ripgrepPath ? await searchWithRipgrep(options.ripgrepPath, query) : await searchWithFallback(query, options.fallbackLimits);
  const answer = searched.added ? answerShown(found, (path) => shownPath(searched, path)) : found;
  return formatAnswer(answer, {
    root,
    headLimit,
    lineNumbers: input["-n"] !== false,
    context: query.before + query.after > 0
  });
}
function answerShown(answer, shown) {
  const skipped = answer.skipped ? { skipped: { ...answer.skipped, paths: answer.skipped.paths.map(shown) } } : {};
  if (answer.mode === "files_with_matches")
    return { ...answer, files: answer.files.map(shown), ...skipped };
  if (answer.mode === "count") {
    const counts = answer.counts.map((entry) => ({ ...entry, path: shown(entry.path) }));
    return { ...answer, counts, ...skipped };
  }
  const files = answer.files.map((file) => ({ ...file, path: shown(file.path) }));
  return { ...answer, files, ...skipped };
}
async function formatAnswer(answer, options) {
  const text = await formatMatches(answer, options);
  if (!answer.skipped) return text;
  const { paths, overBytes } = answer.skipped;
  const shown = [...paths].sort(comparePaths).slice(0, 20);
  const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : "";
  return `${text}
(Not searched: ${paths.length} file${paths.length === 1 ? "" : "s"} over ${formatBytes(overBytes)}, which Grep skips because ripgrep is not installed here: ${shown.join(", ")}${more}. Use Read with offset/limit, or Bash, to look inside them.)`;
}
function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
async function formatMatches(answer, options) {
  let lines;
  let total;
  let summary;
  let structure = /* @__PURE__ */ new Set();
  if (answer.mode === "files_with_matches") {
    if (answer.files.length === 0) return "No files found";
    const sorted = await newestFirst(options.root, answer.files);
    total = sorted.length;
    lines = sorted.slice(0, options.headLimit);
    summary = `Found ${total} file${total === 1 ? "" : "s"}`;
  } else if (answer.mode === "count") {
    if (answer.counts.length === 0) return "No matches found";
    const sorted = [...answer.counts].sort((a, b) => comparePaths(a.path, b.path));
    const matches = sorted.reduce((sum, entry) => sum + entry.count, 0);
    total = sorted.length;
    lines = sorted.slice(0, options.headLimit).map((entry) => `${entry.path}:${entry.count}`);
    summary = `Found ${matches} matching line${matches === 1 ? "" : "s"} in ${total} file${total === 1 ? "" : "s"}`;
  } else {
    if (answer.files.length === 0) return "No matches found";
    const grouped = contentLines(answer.files, options);
    total = grouped.count;
    lines = grouped.lines;
    structure = grouped.structure;
    const more = total > options.headLimit || !answer.complete;
    summary = more ? `Showing the first ${Math.min(total, options.headLimit)} lines` : `Found ${total} line${total === 1 ? "" : "s"}`;
  }
  let body = lines.join("\n");
  const notes = [];
  if (answer.mode !== "content" && total > lines.length) {
    notes.push(
      `(Showing ${lines.length} of ${total}; raise head_limit or narrow the search to see more.)`
    );
  } else if (answer.mode === "content" && summary.startsWith("Showing")) {
    notes.push("(More lines matched; raise head_limit or narrow the search to see them.)");
  }
  if (body.length > MAX_GREP_OUTPUT_CHARS) {
    body = fitLines(lines, structure);
    notes.push(
      `(Output cut at ${MAX_GREP_OUTPUT_CHARS} characters; narrow the search or use head_limit.)`
    );
  }
  return [summary, body, ...notes].join("\n");
}
function contentLines(files, options) {
  const lines = [];
  const structure = /* @__PURE__ */ new Set();
  const pushStructure = (line) => structure.add(lines.push(line) - 1);
  let count = 0;
  for (const file of [...files].sort((a, b) => comparePaths(a.path, b.path))) {
    if (count < options.headLimit) {
      if (lines.length > 0) pushStructure("");
      pushStructure(file.path);
    }
    let previousLine = -1;
    for (const line of file.lines) {
      count++;
      if (count > options.headLimit) continue;
      if (options.context && previousLine >= 0 && line.number > previousLine + 1) {
        pushStructure("--");
      }
      previousLine = line.number;
      const separator = line.isMatch ? ":" : "-";
      const prefix = options.lineNumbers ? `${line.number}${separator}` : "";
      lines.push(prefix + cutLine(line.text.replace(/\r$/, "")));
    }
  }
  return { lines, count, structure };
}
function fitLines(lines, structure) {
  let length = -1;
  let kept = 0;
  while (kept < lines.length && length + 1 + lines[kept].length <= MAX_GREP_OUTPUT_CHARS) {
    length += 1 + lines[kept].length;
    kept++;
  }
  if (kept === 0) return cutText(lines[0] ?? "", MAX_GREP_OUTPUT_CHARS);
  while (kept > 1 && structure.has(kept - 1)) kept--;
  return lines.slice(0, kept).join("\n");
}
function cutLine(text) {
  if (text.length <= MAX_GREP_LINE_CHARS) return text;
  const kept = cutText(text, MAX_GREP_LINE_CHARS);
  return `${kept}\u2026 [${text.length - kept.length} more characters]`;
}
async function newestFirst(root, paths) {
  const withTimes = await Promise.all(
    paths.map(async (path) => {
      try {
        return { path, mtime: (await fs4.stat(resolve2(root, path))).mtimeMs };
      } catch {
        return { path, mtime: 0 };
      }
    })
  );
  withTimes.sort((a, b) => b.mtime - a.mtime || comparePaths(a.path, b.path));
  return withTimes.map((entry) => entry.path);
}

// src/engine/tools/notebook-edit-run.ts
import { randomBytes } from "node:crypto";
function notebookEditCall(options) {
  return async (input, context) => {
    try {
      return await editNotebook(input, options, context.readState);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not edit ${input.notebook_path}: ${errorMessage(error)}`);
    }
  };
}
async function editNotebook(input, options, readState) {
  const shown = input.notebook_path;
  if (!shown.toLowerCase().endsWith(".ipynb")) {
    return toolError(`${shown} is not a Jupyter notebook (.ipynb). Use Edit for other files.`);
  }
  const file = resolveReachable(options, shown, {
    forWrite: true,
    allowWorkflowEdits: options.allowWorkflowEdits === true
  });
  const { target } = file;
  if (!target.exists) return toolError(`Notebook does not exist: ${shown}.`);
  const stat = await statConfined(file.root, target.relativePath);
  if (!stat?.isFile()) return toolError(`${shown} is not a regular file.`);
  const tooLarge = sizeProblem("NotebookEdit", shown, stat.size, "is");
  if (tooLarge) return toolError(tooLarge);
  const problem = await stalenessProblem(readState, file, shown);
  if (problem) return toolError(problem);
  const text = (await readConfined(file.root, target.relativePath)).toString("utf8");
  const notebook = parseNotebook(text);
  if (typeof notebook === "string") return toolError(`${shown}: ${notebook}`);
  const mode = input.edit_mode ?? "replace";
  const outcome = applyEdit(notebook, input, mode);
  if ("refused" in outcome) return toolError(outcome.refused);
  const written = `${JSON.stringify(notebook, null, indentOf(text))}
`;
  const grown = sizeProblem(
    "NotebookEdit",
    `${shown} after the edit`,
    Buffer.byteLength(written),
    "would be"
  );
  if (grown) return toolError(grown);
  await writeFileAtomic(file, written);
  await recordRead(readState, file, written, false);
  return { content: `${outcome.done} in ${shown}.` };
}
function parseNotebook(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `the file is not valid JSON (${errorMessage(error)}); fix it with Edit first.`;
  }
  if (!isObject(value) || !Array.isArray(value.cells) || !value.cells.every(isObject)) {
    return "the file is not a Jupyter notebook (no cells list).";
  }
  if (value.nbformat !== 4) {
    return `nbformat ${String(value.nbformat)} is not supported; only nbformat 4 notebooks can be edited.`;
  }
  const minor = typeof value.nbformat_minor === "number" ? value.nbformat_minor : 0;
  return { ...value, cells: value.cells, nbformat: 4, nbformat_minor: minor };
}
function applyEdit(notebook, input, mode) {
  const index = input.cell_id === void 0 ? void 0 : findCell(notebook.cells, input.cell_id);
  if (index === -1) {
    return {
      refused: `No cell with id "${input.cell_id}" (the notebook has ${notebook.cells.length} cells; use an id or cell-N).`
    };
  }
  if (mode === "insert") {
    if (!input.cell_type) {
      return { refused: "cell_type is required to insert a cell (code or markdown)." };
    }
    const at = index === void 0 ? 0 : index + 1;
    const cell2 = newCell(input.cell_type, input.new_source, notebook);
    notebook.cells.splice(at, 0, cell2);
    const id = cell2.id ? ` (id ${String(cell2.id)})` : "";
    return { done: `Inserted a ${input.cell_type} cell${id} at position ${at}` };
  }
  if (index === void 0) return { refused: `cell_id is required to ${mode} a cell.` };
  if (mode === "delete") {
    notebook.cells.splice(index, 1);
    return { done: `Deleted cell ${input.cell_id}` };
  }
  const previous = notebook.cells[index];
  const type = input.cell_type ?? (previous.cell_type === "markdown" ? "markdown" : "code");
  const cell = withSource(previous, type, input.new_source);
  notebook.cells[index] = cell;
  return { done: `Replaced the source of cell ${input.cell_id}` };
}
function findCell(cells, cellId) {
  const byId = cells.findIndex((cell) => cell.id === cellId);
  if (byId >= 0) return byId;
  const match = /^cell-(\d+)$/.exec(cellId);
  if (match) {
    const index = Number(match[1]);
    if (index < cells.length) return index;
  }
  return -1;
}
function withSource(previous, type, source) {
  const { outputs: _outputs, execution_count: _count, attachments, ...rest } = previous;
  const cell = { ...rest, cell_type: type, source: sourceLines(source) };
  if (type === "code") {
    cell.execution_count = null;
    cell.outputs = [];
  } else if (previous.cell_type === "markdown" && attachments !== void 0) {
    cell.attachments = attachments;
  }
  if (!isObject(cell.metadata)) cell.metadata = {};
  return cell;
}
function newCell(type, source, notebook) {
  const id = notebook.nbformat_minor >= 5 ? { id: uniqueCellId(notebook.cells) } : {};
  return withSource({ ...id, metadata: {} }, type, source);
}
function uniqueCellId(cells) {
  for (; ; ) {
    const id = randomBytes(4).toString("hex");
    if (!cells.some((cell) => cell.id === id)) return id;
  }
}
function sourceLines(source) {
  return source.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
function indentOf(text) {
  const match = /^\{\r?\n( +)"/.exec(text);
  return match ? match[1].length : 1;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/engine/tools/read-run.ts
import { readdirSync } from "node:fs";
import { StringDecoder as StringDecoder2 } from "node:string_decoder";
import { basename, dirname, extname, isAbsolute as isAbsolute3, join as join2 } from "node:path";

// src/engine/tools/read-unchanged.ts
var shownReads = /* @__PURE__ */ new WeakMap();
function unchangedNote(shownPath2, realPath, request, context) {
  const record = context.readState.get(realPath);
  const shown = shownReads.get(context.readState)?.get(realPath);
  if (!record || !shown || shown.noted || request.bytes === void 0) return void 0;
  if (shown.start !== request.start || shown.limit !== request.limit) return void 0;
  if (record.mtimeMs !== request.mtimeMs) return void 0;
  if (record.sha256 !== sha256Of(request.bytes)) return void 0;
  if (!stillShown(context.conversation, shown)) return void 0;
  shown.noted = true;
  return `${shownPath2} is unchanged since your earlier Read of these lines (still above); Read it once more to get the text anyway.`;
}
function rememberShown(context, realPath, lines, text) {
  let shown = shownReads.get(context.readState);
  if (!shown) shownReads.set(context.readState, shown = /* @__PURE__ */ new Map());
  shown.set(realPath, {
    toolUseId: context.toolUseId,
    ...lines,
    digest: sha256Of(text),
    noted: false
  });
}
function stillShown(conversation, shown) {
  for (const message of conversation ?? []) {
    if (typeof message.content === "string") continue;
    for (const block of message.content) {
      if (block.type !== "tool_result" || block.tool_use_id !== shown.toolUseId) continue;
      return sha256Of(resultText(block.content)) === shown.digest;
    }
  }
  return false;
}
function resultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.filter((inner) => inner.type === "text").map((inner) => inner.text ?? "").join("\n");
}

// src/engine/tools/read-run.ts
var MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
var MAX_IMAGE_BYTES = 375e4;
var IMAGE_TYPES = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp"
};
function readCall(options) {
  return async (input, context) => {
    try {
      return await readFile(input, options, context);
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not read ${input.file_path}: ${errorMessage(error)}`);
    }
  };
}
function resolveReadable(options, path) {
  try {
    return resolveReachable(options, path);
  } catch (error) {
    const outside = isAbsolute3(path) ? options.outsideFile?.(path) : void 0;
    if (error instanceof PathAccessError && outside) {
      const target = { realPath: outside, relativePath: basename(outside), exists: true };
      return { root: dirname(outside), target };
    }
    throw error;
  }
}
async function readFile(input, options, context) {
  const file = resolveReadable(options, input.file_path);
  const { target } = file;
  const shown = input.file_path;
  if (!target.exists) return toolError(missingFileMessage(file.root, target.relativePath, shown));
  const handle = await openForReading(file.root, target.relativePath);
  try {
    return await readOpened(handle, input, options, context, file);
  } finally {
    await handle.close();
  }
}
async function readOpened(handle, input, options, context, file) {
  const { readState } = context;
  const shown = input.file_path;
  const stat = await handle.stat();
  if (stat.isDirectory()) {
    return toolError(`${shown} is a directory, not a file. Use Glob (or Bash \`ls\`) to list it.`);
  }
  if (!stat.isFile())
    return toolError(
      `${shown} is not a regular file (a device, socket or pipe); it cannot be read.`
    );
  const imageType = IMAGE_TYPES[extname(file.target.realPath).toLowerCase()];
  if (imageType && stat.size > 0 && stat.size <= MAX_IMAGE_BYTES) {
    const data = await handle.readFile();
    return {
      content: [
        {
          type: "image",
          source: { type: "base64", media_type: imageType, data: data.toString("base64") }
        }
      ]
    };
  }
  const ranged = input.offset !== void 0 || input.limit !== void 0;
  if (stat.size > MAX_WHOLE_FILE_BYTES && !ranged) {
    return toolError(
      `${shown} is ${formatSize(stat.size)}, more than the ${MAX_WHOLE_FILE_BYTES / 1024} KB Read returns at once. Read it in parts with offset and limit (e.g. offset: 1, limit: 500), or search it with Grep.`
    );
  }
  const start = Math.max(1, input.offset ?? 1);
  const limit = input.limit ?? DEFAULT_READ_LINES;
  let lines;
  let totalLines;
  let wholeBytes;
  let invalidUtf8 = false;
  if (stat.size > MAX_BUFFERED_BYTES) {
    const head = await readHead(handle);
    if (looksBinary(head)) return toolError(binaryMessage(shown, stat.size));
    const streamed = await streamLines(handle, start, limit);
    lines = streamed.lines;
    totalLines = streamed.totalLines;
  } else {
    const buffer = await handle.readFile();
    if (looksBinary(buffer)) return toolError(binaryMessage(shown, stat.size));
    invalidUtf8 = !isValidUtf8(buffer);
    wholeBytes = buffer;
    const all = splitLines(buffer.toString("utf8"));
    totalLines = all.length;
    lines = all.slice(start - 1, start - 1 + limit);
  }
  if (totalLines === 0) {
    await recordRead(readState, file, wholeBytes, false);
    return { content: `The file ${shown} exists but is empty.` };
  }
  if (lines.length === 0) {
    return {
      content: `${shown} has ${totalLines ?? "fewer"} lines; offset ${start} is past the end. Use a smaller offset.`
    };
  }
  const request = { start, limit, mtimeMs: stat.mtimeMs, bytes: wholeBytes };
  const note = unchangedNote(shown, file.target.realPath, request, context);
  if (note) return { content: note };
  const rendered = lines.map((line, index) => numberLine(start + index, cutLine2(line))).join("\n");
  if (rendered.length > MAX_READ_OUTPUT_CHARS) {
    const perLine = rendered.length / lines.length;
    const suggested = Math.max(1, Math.floor(MAX_READ_OUTPUT_CHARS / perLine));
    return toolError(
      `Lines ${start}-${start + lines.length - 1} of ${shown} are ${rendered.length} characters, more than the ${MAX_READ_OUTPUT_CHARS} one Read returns. Read fewer lines (e.g. limit: ${suggested}) or use Grep.`
    );
  }
  const partial = start > 1 || totalLines === void 0 || start - 1 + lines.length < totalLines;
  await recordRead(readState, file, wholeBytes, partial);
  const notes = readNotes(invalidUtf8, start, start + lines.length - 1, totalLines);
  const text = notes.length > 0 ? `${rendered}

${notes.join("\n")}` : rendered;
  const content = options.redactSecrets(text);
  rememberShown(context, file.target.realPath, { start, limit }, content);
  return { content };
}
function readNotes(invalidUtf8, start, end, totalLines) {
  const notes = [];
  if (invalidUtf8)
    notes.push(
      "(The file is not valid UTF-8; invalid bytes are shown as \uFFFD. Edit cannot change it.)"
    );
  if (totalLines === void 0) {
    notes.push(
      `(Showing lines ${start}-${end} of a large file; use offset: ${end + 1} to read on.)`
    );
  } else if (end < totalLines) {
    notes.push(
      `(Showing lines ${start}-${end} of ${totalLines}; use offset: ${end + 1} to read on.)`
    );
  }
  return notes;
}
function cutLine2(line) {
  if (line.length <= MAX_LINE_CHARS) return line;
  const kept = cutText(line, MAX_LINE_CHARS);
  return `${kept}\u2026 [line cut: ${line.length - kept.length} more characters]`;
}
async function readHead(handle) {
  const buffer = Buffer.alloc(8192);
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
  return buffer.subarray(0, bytesRead);
}
async function streamLines(handle, start, limit) {
  const decoder = new StringDecoder2("utf8");
  const lines = [];
  let lineNumber = 0;
  let pending = "";
  const stream = handle.createReadStream({
    start: 0,
    highWaterMark: 1024 * 1024,
    autoClose: false
  });
  const take = (line) => {
    lineNumber++;
    if (lineNumber >= start && lines.length < limit) {
      lines.push(line.endsWith("\r") ? line.slice(0, -1) : line);
    }
  };
  try {
    for await (const chunk of stream) {
      pending += decoder.write(chunk);
      let newline = pending.indexOf("\n");
      while (newline >= 0) {
        take(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf("\n");
      }
      if (lineNumber + 1 < start) pending = "";
      if (lines.length >= limit) return { lines, totalLines: void 0 };
    }
  } finally {
    stream.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) take(pending);
  return { lines, totalLines: lineNumber };
}
function missingFileMessage(root, relative2, shown) {
  let entries;
  try {
    const folder = openFolder(root, dirname(relative2));
    try {
      entries = readdirSync(folder.self);
    } finally {
      folder.close();
    }
  } catch {
    return `File does not exist: ${shown} (its folder does not exist either).`;
  }
  const suggestion = nearestName(basename(relative2), entries);
  const hint = suggestion ? ` Did you mean ${join2(dirname(shown), suggestion)}?` : "";
  return `File does not exist: ${shown}.${hint}`;
}
function nearestName(name, entries) {
  const lower = name.toLowerCase();
  const stem = (value) => value.slice(0, value.length - extname(value).length).toLowerCase();
  let best;
  for (const entry of entries) {
    let score;
    if (entry.toLowerCase() === lower) score = 0;
    else if (stem(entry) === stem(name) && stem(name).length > 0) score = 1;
    else score = 1 + editDistance(entry.toLowerCase(), lower);
    const tolerance = 1 + Math.max(2, Math.floor(name.length / 4));
    if (score <= tolerance && (!best || score < best.score)) best = { entry, score };
  }
  return best?.entry;
}
function editDistance(a, b) {
  if (Math.abs(a.length - b.length) > 8) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      );
    }
    previous = current;
  }
  return previous[b.length] ?? Infinity;
}
function binaryMessage(shown, size) {
  return `${shown} is a binary file (${formatSize(size)}); Read shows text only. Inspect it with Bash (e.g. \`file\` or \`xxd | head\`).`;
}
function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// src/engine/tools/web-run.ts
function webSearchCall(runner, options) {
  return async (input, context) => {
    if (input.allowed_domains?.length && input.blocked_domains?.length) {
      return toolError("Give allowed_domains or blocked_domains, not both.");
    }
    const limits = searchDomains(input, options.domains);
    if (typeof limits === "string") return toolError(limits);
    const tool = {
      type: "web_search_20250305",
      name: "web_search",
      max_uses: WEB_SEARCH_MAX_USES,
      ...limits
    };
    const query = options.redact(input.query);
    return run(
      runner,
      options,
      {
        tool,
        system: "You search the web for another agent. Run one search for the query you are given (you have one), then answer briefly and factually from its results, naming the sources you used.",
        prompt: `Search the web for: ${query}`,
        toolUseId: context.toolUseId,
        signal: context.signal
      },
      (blocks) => formatSearch(query, blocks)
    );
  };
}
function searchDomains(input, boundary) {
  const asked = input.allowed_domains?.length ? input.allowed_domains : void 0;
  if (boundary.kind === "any") {
    return asked ? { allowed_domains: asked } : input.blocked_domains?.length ? { blocked_domains: input.blocked_domains } : {};
  }
  const list = boundary.domains.join(", ");
  if (boundary.domains.length === 0) {
    return `This run's allowed_domains (${boundary.patterns.join(", ")}) name no host the API's web search takes (IP addresses are for the tool processes).`;
  }
  if (input.blocked_domains?.length) {
    return `This run searches only its allowed_domains (${list}): give allowed_domains, not blocked_domains.`;
  }
  const outside = (asked ?? []).filter((domain) => !hostInDomains(domain, boundary.domains));
  if (outside.length > 0) {
    return `${outside.join(", ")} is not in this run's allowed_domains (${list}).`;
  }
  return { allowed_domains: asked ?? [...boundary.domains] };
}
function webFetchCall(runner, options) {
  return async (input, context) => {
    const checked = checkFetch(input, context, options);
    if ("refused" in checked) return toolError(checked.refused);
    const tool = {
      type: "web_fetch_20250910",
      name: "web_fetch",
      // One fetch, of the URL asked: not a second one a fetched page points to.
      max_uses: 1,
      max_content_tokens: WEB_FETCH_MAX_CONTENT_TOKENS,
      ...options.domains.kind === "list" ? { allowed_domains: [...options.domains.domains] } : {}
    };
    return run(
      runner,
      options,
      {
        tool,
        system: "You read web pages for another agent. Fetch the page you are given with web_fetch, then answer the question from its content only; say so when the page does not answer it.",
        prompt: `Fetch ${input.url} and, from its content, answer: ${checked.prompt}`,
        toolUseId: context.toolUseId,
        signal: context.signal
      },
      (blocks) => formatFetch(input.url, blocks)
    );
  };
}
function checkFetch(input, context, options) {
  if (options.redact(input.url) !== input.url) {
    return { refused: "The URL carries a secret of this run: it is not fetched." };
  }
  const known = conversationUrls(context.conversation ?? []);
  if (!urlInConversation(input.url, known)) {
    return {
      refused: `WebFetch fetches only a URL that is already in the conversation, exactly as written there (the task, a file or command output, a search result): ${input.url} is not.`
    };
  }
  const refusal = fetchRefusal(new URL(input.url), options.domains);
  if (refusal) return { refused: refusal };
  return { prompt: options.redact(withoutNewLinks(input.prompt, known)) };
}
async function run(runner, options, request, format) {
  try {
    const blocks = await runner(request);
    recordRequests(blocks, request.toolUseId, options);
    return format(blocks);
  } catch (error) {
    return toolError(errorMessage(error));
  }
}
function recordRequests(blocks, toolUseId, options) {
  for (const block of blocks) {
    if (block.type !== "server_tool_use") continue;
    const input = block.input;
    if (block.name === "web_search" && typeof input.query === "string") {
      options.record({
        tool_use_id: toolUseId,
        kind: "search",
        value: options.redact(input.query)
      });
    } else if (block.name === "web_fetch" && typeof input.url === "string") {
      options.record({ tool_use_id: toolUseId, kind: "fetch", value: options.redact(input.url) });
    }
  }
}
function formatSearch(query, blocks) {
  const links = [];
  const errors = [];
  for (const block of blocks) {
    if (block.type !== "web_search_tool_result") continue;
    if (Array.isArray(block.content)) {
      for (const result of block.content) links.push({ title: result.title, url: result.url });
    } else {
      errors.push(block.content.error_code);
    }
  }
  const answer = answerText(blocks);
  if (links.length === 0 && errors.length > 0) {
    return toolError(`The web search failed (${errors.join(", ")}).`);
  }
  const lines = [`Web search results for "${query}":`, ""];
  if (links.length > 0) {
    lines.push("Sources:", ...links.map((link) => `- [${link.title}](${link.url})`), "");
  } else {
    lines.push("No results.", "");
  }
  if (answer) lines.push(answer);
  return { content: lines.join("\n").trimEnd() };
}
function formatFetch(url, blocks) {
  const errors = blocks.flatMap(
    (block) => block.type === "web_fetch_tool_result" && block.content.type === "web_fetch_tool_result_error" ? [block.content.error_code] : []
  );
  const fetched = blocks.some(
    (block) => block.type === "web_fetch_tool_result" && block.content.type === "web_fetch_result"
  );
  const answer = answerText(blocks);
  if (!fetched && errors.length > 0) {
    return toolError(`Could not fetch ${url} (${errors.join(", ")}).`);
  }
  return { content: answer ? `From ${url}:

${answer}` : `Fetched ${url}, but got no answer.` };
}
function answerText(blocks) {
  return blocks.flatMap((block) => block.type === "text" ? [block.text] : []).join("").trim();
}

// src/engine/tools/write-run.ts
function writeCall(options) {
  return async (input, context) => {
    try {
      const file = resolveReachable(options, input.file_path, {
        forWrite: true,
        allowWorkflowEdits: options.allowWorkflowEdits === true
      });
      const { target } = file;
      const tooLarge = sizeProblem(
        "Write",
        input.file_path,
        Buffer.byteLength(input.content),
        "would be"
      );
      if (tooLarge) return toolError(tooLarge);
      if (target.exists) {
        const stat = await statConfined(file.root, target.relativePath);
        if (!stat?.isFile())
          return toolError(`${input.file_path} exists and is not a regular file.`);
        const problem = await stalenessProblem(context.readState, file, input.file_path);
        if (problem) return toolError(problem);
      }
      await writeFileAtomic(file, input.content);
      await recordRead(context.readState, file, input.content, false);
      const lines = input.content.length === 0 ? 0 : input.content.split("\n").length;
      return {
        content: target.exists ? `Updated ${input.file_path} (${lines} lines).` : `Created ${input.file_path} (${lines} lines).`
      };
    } catch (error) {
      if (error instanceof PathAccessError) return toolError(error.message);
      return toolError(`Could not write ${input.file_path}: ${errorMessage(error)}`);
    }
  };
}
export {
  bashCall,
  editCall,
  globCall,
  grepCall,
  notebookEditCall,
  readCall,
  webFetchCall,
  webSearchCall,
  writeCall
};
