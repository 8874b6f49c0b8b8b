import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";

// src/engine/tools/grep-kernel.ts
import * as fs from "node:fs";
import { join } from "node:path";
var { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;
var checkOpened;
function readSearchable(path, maxBytes) {
  checkOpened ??= process.platform === "linux" && fs.existsSync("/proc/self/fd");
  let buffer;
  try {
    const fd = fs.openSync(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    try {
      if (checkOpened && fs.readlinkSync(`/proc/self/fd/${fd}`) !== path) return void 0;
      if (!fs.fstatSync(fd).isFile()) return void 0;
      if (fs.fstatSync(fd).size > maxBytes) return null;
      buffer = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return void 0;
  }
  if (buffer.includes(0)) return void 0;
  const text = buffer.toString("utf8");
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}
function compilePattern(query) {
  let source = query.pattern;
  let flags = "gm";
  if (query.caseInsensitive) flags += "i";
  if (query.multiline) flags += "s";
  const inline = /^\(\?([imsx]+)\)/.exec(source);
  if (inline?.[1]) {
    source = source.slice(inline[0].length);
    for (const flag of inline[1]) if (flag !== "x" && !flags.includes(flag)) flags += flag;
  }
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      throw new SyntaxError(`Invalid regular expression: ${errorMessage(error)}`, {
        cause: error
      });
    }
  }
}
var Lines = class {
  constructor(text) {
    this.text = text;
    for (let index = text.indexOf("\n"); index >= 0; index = text.indexOf("\n", index + 1))
      this.starts.push(index + 1);
    this.count = this.starts.length - (text.endsWith("\n") ? 1 : 0);
  }
  text;
  starts = [0];
  count;
  /** The 0-based line an offset is on. */
  lineOf(offset) {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
  /** Where the line after `line` starts (past the end for the last one). */
  next(line) {
    return this.starts[line + 1] ?? this.text.length + 1;
  }
};
function addRegion(regions, first, last) {
  const previous = regions[regions.length - 1];
  if (previous && first <= previous.last) previous.last = Math.max(previous.last, last);
  else regions.push({ first, last });
}
function matchingLinesAtOnce(regex, lines, firstOnly) {
  const { text } = lines;
  const regions = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0].includes("\n")) return void 0;
    const line = lines.lineOf(match.index);
    if (line >= lines.count) break;
    addRegion(regions, line, line);
    if (firstOnly) return regions;
    regex.lastIndex = lines.next(line);
    if (regex.lastIndex > text.length) break;
  }
  return regions;
}
function matchingLinesOneByOne(regex, lines, firstOnly) {
  const regions = [];
  const single = new RegExp(regex.source, regex.flags.replace("g", ""));
  for (let line = 0; line < lines.count; line++) {
    if (single.test(lines.text.slice(lines.starts[line] ?? 0, lines.next(line) - 1))) {
      addRegion(regions, line, line);
      if (firstOnly) return regions;
    }
  }
  return regions;
}
function matchingSpans(regex, lines, firstOnly) {
  const { text } = lines;
  const regions = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    const first = lines.lineOf(match.index);
    if (first >= lines.count) break;
    const endOffset = match[0].length > 0 ? match.index + match[0].length - 1 : match.index;
    addRegion(regions, first, Math.min(lines.lineOf(endOffset), lines.count - 1));
    if (firstOnly) return regions;
    if (match[0].length === 0) regex.lastIndex++;
  }
  return regions;
}
function matchRegions(regex, text, multiline, firstOnly) {
  const lines = new Lines(text);
  if (multiline) return matchingSpans(regex, lines, firstOnly);
  return matchingLinesAtOnce(regex, lines, firstOnly) ?? matchingLinesOneByOne(regex, lines, firstOnly);
}
function contentLines(text, regions, before, after) {
  const allLines = text.split("\n");
  if (text.endsWith("\n")) allLines.pop();
  const matched = /* @__PURE__ */ new Set();
  for (const region of regions)
    for (let line = region.first; line <= region.last; line++) matched.add(line);
  const shown = /* @__PURE__ */ new Set();
  for (const line of matched) {
    const last = Math.min(allLines.length - 1, line + after);
    for (let other = Math.max(0, line - before); other <= last; other++) shown.add(other);
  }
  return [...shown].sort((a, b) => a - b).map((line) => ({ number: line + 1, text: allLines[line] ?? "", isMatch: matched.has(line) }));
}
function search(request) {
  let regex;
  try {
    regex = compilePattern(request);
  } catch (error) {
    return { ok: false, patternError: error.message };
  }
  const { paths, mode } = request;
  const files = [];
  const counts = [];
  const content = [];
  const skipped = [];
  let lineCount = 0;
  for (const path of paths) {
    const text = readSearchable(join(request.root, path), request.maxFileBytes);
    if (text === void 0) continue;
    if (text === null) {
      skipped.push(path);
      continue;
    }
    const regions = matchRegions(regex, text, request.multiline, mode === "files_with_matches");
    if (regions.length === 0) continue;
    if (mode === "files_with_matches") files.push(path);
    else if (mode === "count") counts.push({ path, count: regions.length });
    else {
      const lines = contentLines(text, regions, request.before, request.after);
      content.push({ path, lines });
      lineCount += lines.length;
      if (lineCount > request.lineLimit) {
        return { ok: true, answer: { mode, files: content, complete: false }, skipped };
      }
    }
  }
  if (mode === "files_with_matches") return { ok: true, answer: { mode, files }, skipped };
  if (mode === "count") return { ok: true, answer: { mode, counts }, skipped };
  return { ok: true, answer: { mode, files: content, complete: true }, skipped };
}

export {
  compilePattern,
  search
};
