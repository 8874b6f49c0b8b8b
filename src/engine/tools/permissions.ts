/**
 * Permission rules (docs/contract.md#tools, and Claude Code's syntax for a
 * repository's `.claude/settings.json`): a tool name (`Edit`, `mcp__<server>`,
 * `mcp__<server>__<tool>`), `Bash(<prefix>:*)`, `Bash(<prefix> *)`,
 * `Bash(<command with * wildcards>)` or `Bash(<exact command>)`, a path rule
 * (`Read(./src/**)`, `Edit(docs/**)`: ./path-rules.ts) or `WebFetch(domain:<host>)`.
 * An unknown or wrong-case name is an error, never a rule that matches nothing.
 * Deny wins over ask, ask over allow (an `ask` is a denial: a headless run has no
 * one to ask). A compound command is allowed only if every part is; code the
 * parser cannot see is denied under Bash rules.
 */
import { escapeRegExp } from '../text/regexp.js';
import { commandName, parseShellCommand, wrapperProblem } from './shell-command.js';
import type { ParsedShellCommand, SimpleCommand } from './shell-command.js';
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { CanUseTool, PermissionDecision } from './types.js';
import {
  compilePathPattern,
  domainMatches,
  inputPath,
  parseDomainSpecifier,
  pathMatches,
  type PathAnchors,
  type PathPattern,
} from './path-rules.js';

/** A parsed rule. */
interface Rule {
  /** The rule as the user wrote it, for messages. */
  text: string;
  tool: string;
  /**
   * `tool`: the whole tool; `prefix`: `Bash(npm test:*)`; `exact`: `Bash(npm test)`;
   * `wildcard`: `Bash(git * main)`; `path`: `Edit(docs/**)`; `domain`: `WebFetch(domain:x)`.
   */
  kind: 'tool' | 'prefix' | 'exact' | 'wildcard' | 'path' | 'domain';
  /** The command's words (prefix/exact), when the rule's command is plain words. */
  words?: string[];
  /** The exact command text (exact rules). */
  command?: string;
  /** A wildcard rule's command pattern, matched against a simple command's words. */
  wildcard?: RegExp;
  /** A path rule's specifier (compiled against the run's folders when the checker is built). */
  path?: string;
  /** A path rule's pattern. */
  pattern?: PathPattern;
  /** A domain rule's host (`example.com` or `*.example.com`). */
  domain?: string;
}

const TOOL_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** The built-in tools a rule may name (docs/contract.md#tools); names are case-sensitive. */
export const RULE_TOOL_NAMES = [
  'Read',
  'Write',
  'Edit',
  'Glob',
  'Grep',
  'Bash',
  'TodoWrite',
  'ReviewComment',
  'NotebookEdit',
  'Agent',
  'TaskStop',
  'WebSearch',
  'WebFetch',
  'Skill',
  // Only in a run bound by an approved plan (src/engine/plan/amend-tool.ts).
  'AmendPlan',
] as const;

/**
 * The tools a path rule covers: a `Read` rule also covers Glob and Grep (their
 * `path`), an `Edit` rule every tool that changes files, as in Claude Code.
 */
const PATH_RULE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  Read: ['Read', 'Glob', 'Grep'],
  Edit: ['Edit', 'Write', 'NotebookEdit'],
  Write: ['Write'],
  NotebookEdit: ['NotebookEdit'],
};

/** `mcp__<server>` (all its tools) or `mcp__<server>__<tool>` (docs/contract.md#mcp-servers). */
const MCP_RULE = /^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*(?:__[A-Za-z0-9_-]+|__\*)?$/;

/**
 * Splits a rule list such as `Read,Grep,Bash(npm test:*)` (commas or newlines;
 * commas inside parentheses belong to the rule) and checks each rule.
 * Throws an Error naming the bad rule. A `Bash(...)` rule needs the shell parser
 * loaded first (`prepareShellParser` from ./shell-parser.js).
 */
export function parsePermissionRules(text: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let current = '';
  const flush = () => {
    const rule = current.trim();
    if (rule) rules.push(rule);
    current = '';
  };
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (depth < 0)
      throw new Error(`Invalid permission rule "${(current + char).trim()}": unbalanced ")".`);
    if (depth === 0 && (char === ',' || char === '\n')) flush();
    else current += char;
  }
  if (depth !== 0) throw new Error(`Invalid permission rule "${current.trim()}": missing ")".`);
  flush();
  for (const rule of rules) parseRule(rule);
  return rules;
}

/**
 * Why `name` cannot be a rule's tool, or undefined: a rule naming a tool that
 * does not exist would match nothing, and an allow list of such names would
 * silently leave the agent with fewer tools than the user meant.
 */
function toolNameProblem(name: string): string | undefined {
  if ((RULE_TOOL_NAMES as readonly string[]).includes(name) || MCP_RULE.test(name))
    return undefined;
  const sameLetters = RULE_TOOL_NAMES.find((known) => known.toLowerCase() === name.toLowerCase());
  if (sameLetters) return `unknown tool (names are case-sensitive); did you mean ${sameLetters}?`;
  if (name.toLowerCase().startsWith('mcp_'))
    return 'an MCP rule is mcp__<server> or mcp__<server>__<tool>.';
  return `unknown tool; the tools are ${RULE_TOOL_NAMES.join(', ')} and mcp__<server>[__<tool>].`;
}

/** Does a whole-tool rule cover the tool `name`? `mcp__<server>` covers each tool of the server. */
function coversTool(rule: Rule, name: string): boolean {
  return rule.kind === 'tool' && coversToolName(rule.tool, name);
}

/** Does the rule's tool name `ruleTool` name the tool `name` (itself, or as its MCP server)? */
export function coversToolName(ruleTool: string, name: string): boolean {
  if (ruleTool === name) return true;
  // `mcp__github` covers `mcp__github__x`; `mcp__github__x` names one tool, not a server.
  return /^mcp__[^_]+(?:_[^_]+)*$/.test(ruleTool) && name.startsWith(`${ruleTool}__`);
}

function parseRule(text: string): Rule {
  const open = text.indexOf('(');
  if (open < 0) {
    if (!TOOL_NAME.test(text) && !/^mcp__.+__\*$/.test(text))
      throw new Error(`Invalid permission rule "${text}": not a tool name.`);
    const problem = toolNameProblem(text);
    if (problem) throw new Error(`Invalid permission rule "${text}": ${problem}`);
    // `mcp__server__*` is Claude Code's spelling of every tool of the server.
    return { text, tool: text.replace(/__\*$/, ''), kind: 'tool' };
  }
  const tool = text.slice(0, open).trim();
  if (!text.endsWith(')') || !TOOL_NAME.test(tool)) {
    throw new Error(`Invalid permission rule "${text}": expected Tool or Tool(specifier).`);
  }
  const inner = text.slice(open + 1, -1).trim();
  if (PATH_RULE_TOOLS[tool]) {
    // Checked now (the folders it is relative to are the run's, known later).
    try {
      compilePathPattern(inner, { cwd: '/', projectRoot: '/' });
    } catch (error) {
      throw new Error(`Invalid permission rule "${text}": ${(error as Error).message}.`, {
        cause: error,
      });
    }
    return { text, tool, kind: 'path', path: inner };
  }
  if (tool === 'WebFetch') {
    try {
      return { text, tool, kind: 'domain', domain: parseDomainSpecifier(inner) };
    } catch (error) {
      throw new Error(`Invalid permission rule "${text}": ${(error as Error).message}.`, {
        cause: error,
      });
    }
  }
  if (tool !== 'Bash') {
    // Silently widening a rule to all of the tool would be worse than refusing.
    const sameLetters = ['Bash', 'WebFetch', ...Object.keys(PATH_RULE_TOOLS)].find(
      (known) => known.toLowerCase() === tool.toLowerCase(),
    );
    const hint = sameLetters ? ` (names are case-sensitive: did you mean ${sameLetters}?)` : '';
    throw new Error(
      `Invalid permission rule "${text}": only Bash, Read, Edit, Write, NotebookEdit (a path) and WebFetch (domain:<host>) rules take a specifier${hint}.`,
    );
  }
  return parseBashRule(text, inner);
}

/** `Bash(npm test:*)`, `Bash(npm test *)`, `Bash(git * main)` or `Bash(npm test)`. */
function parseBashRule(text: string, inner: string): Rule {
  const stars = inner.split('*').length - 1;
  // Claude Code: a single trailing ` *` is the old `:*` (the words before it, then anything).
  const spaced = stars === 1 && /\s\*$/.test(inner);
  const isPrefix = spaced || inner.endsWith(':*');
  if (!isPrefix && stars > 0) {
    if (!inner.replace(/\*/g, '').trim())
      throw new Error(
        `Invalid permission rule "${text}": a pattern of wildcards only; write Bash.`,
      );
    const source = inner
      .split('*')
      .map((piece) => escapeRegExp(piece))
      .join('.*');
    return {
      text,
      tool: 'Bash',
      kind: 'wildcard',
      command: inner,
      wildcard: new RegExp(`^${source}$`, 's'),
    };
  }
  const command = isPrefix ? inner.slice(0, spaced ? -1 : -2).trim() : inner;
  if (!command) throw new Error(`Invalid permission rule "${text}": empty command.`);
  const parsed = parseShellCommand(command);
  const only = parsed.ok && parsed.commands.length === 1 ? parsed.commands[0] : undefined;
  const plain =
    only &&
    parsed.ok &&
    parsed.problems.length === 0 &&
    !only.hasAssignments &&
    only.fileWrites.length === 0
      ? only.words
      : undefined;
  const words = plain?.every((word): word is string => word !== null) ? plain : undefined;
  if (isPrefix && !words) {
    throw new Error(
      `Invalid permission rule "${text}": a prefix rule must be a plain command (words only).`,
    );
  }
  return {
    text,
    tool: 'Bash',
    kind: isPrefix ? 'prefix' : 'exact',
    command,
    ...(words ? { words } : {}),
  };
}

/** The rules of one run, and where their relative paths start. */
export interface PermissionRules {
  allowed: readonly string[];
  disallowed: readonly string[];
  /** Rules that ask first: with no one to ask (headless), each is a denial. */
  ask?: readonly string[];
  /** Where `path` / `./path` rules and relative tool paths start (default: the current folder). */
  workspaceRoot?: string;
  /** Where `/path` rules start (default: the workspace root). */
  projectRoot?: string;
  /** Where `~/path` rules start (default: the user's home). */
  home?: string;
}

/**
 * Builds the permission check the orchestrator calls before each tool call.
 * An empty allow list allows every tool not denied; a non-empty one allows only
 * what it matches; a deny rule always wins, then an ask rule (denied here: no one
 * can approve in a headless run). Throws on an invalid rule.
 */
export function createPermissionChecker(rules: PermissionRules): CanUseTool {
  const workspaceRoot = resolve(rules.workspaceRoot ?? process.cwd());
  const anchors: PathAnchors = {
    cwd: workspaceRoot,
    projectRoot: resolve(rules.projectRoot ?? workspaceRoot),
    ...(rules.home ? { home: rules.home } : {}),
  };
  const compile = (text: string): Rule => {
    const rule = parseRule(text);
    return rule.path === undefined
      ? rule
      : { ...rule, pattern: compilePathPattern(rule.path, anchors) };
  };
  const allowed = rules.allowed.map(compile);
  const denied = rules.disallowed.map(compile);
  const asked = (rules.ask ?? []).map(compile);
  const allow: PermissionDecision = { behavior: 'allow' };
  const target = { workspaceRoot };

  const toolAllowed = (name: string) =>
    !denied.some((rule) => coversTool(rule, name)) &&
    (allowed.length === 0 || allowed.some((rule) => coversTool(rule, name)));

  return (toolName, input) => {
    const deniedBy = denied.find((rule) => coversCall(rule, toolName, input, target, true));
    if (deniedBy)
      return deny(`Permission to use ${toolName} was denied by rule "${deniedBy.text}".`);
    if (toolName === 'Bash') {
      const command = (input as { command?: unknown } | null)?.command;
      if (typeof command !== 'string') return deny('Bash needs a command string.');
      return checkBash(command, { allowed, denied, asked }, toolAllowed('Write'));
    }
    const askedBy = asked.find((rule) => coversCall(rule, toolName, input, target, true));
    if (askedBy) return deny(askMessage(toolName, askedBy));
    if (
      allowed.length === 0 ||
      allowed.some((rule) => coversCall(rule, toolName, input, target, false))
    )
      return allow;
    return deny(
      `${toolName} is not in the allowed tools (${allowed.map((rule) => rule.text).join(', ')}).`,
    );
  };
}

function askMessage(what: string, rule: Rule): string {
  return `${what} needs approval (rule "${rule.text}" asks first), and no one can approve a call in a run without a person at the terminal: denied.`;
}

/**
 * Does a non-Bash rule cover this call? A path rule covers a file tool's call on a
 * path it matches: for a deny (or ask) rule, the path as written or where its links lead.
 */
function coversCall(
  rule: Rule,
  name: string,
  input: unknown,
  target: { workspaceRoot: string },
  forDeny: boolean,
): boolean {
  if (rule.kind === 'tool') return coversToolName(rule.tool, name);
  if (rule.kind === 'domain') {
    return name === 'WebFetch' && domainMatches(rule.domain!, (input as { url?: unknown })?.url);
  }
  if (rule.kind !== 'path' || !rule.pattern) return false;
  if (!PATH_RULE_TOOLS[rule.tool]?.includes(name)) return false;
  const path = inputPath(name, input, target.workspaceRoot);
  if (path === undefined) return false;
  const paths = forDeny ? [path, realPathOf(path)] : [path];
  // A search of a folder reads what is in it: `Read(./secrets/**)` covers Grep on `secrets`.
  const searches = name === 'Glob' || name === 'Grep';
  return paths.some(
    (candidate) =>
      pathMatches(rule.pattern!, candidate) ||
      (forDeny && searches && pathMatches(rule.pattern!, join(candidate, 'any-file'))),
  );
}

/** Where `path` leads after symbolic links (for a path that does not exist yet, its nearest folder's). */
function realPathOf(path: string): string {
  let rest = '';
  let current = path;
  for (;;) {
    try {
      return rest ? resolve(realpathSync(current), rest) : realpathSync(current);
    } catch {
      const parent = dirname(current);
      if (parent === current) return path;
      rest = rest ? `${basename(current)}/${rest}` : basename(current);
      current = parent;
    }
  }
}

/** The Bash rules of a run. */
interface BashRules {
  allowed: Rule[];
  denied: Rule[];
  asked: Rule[];
}

/**
 * The deny (or ask) rule a command hits, or why such rules cannot be checked on it
 * (then the command is refused just the same).
 */
function bashHit(
  rules: Rule[],
  trimmed: string,
  parse: () => ParsedShellCommand,
): { rule: Rule; part?: string } | { unchecked: string } | undefined {
  if (rules.length === 0) return undefined;
  const exact = rules.find((rule) => rule.kind === 'exact' && rule.command === trimmed);
  if (exact) return { rule: exact };
  const parsed = parse();
  const names = rules.map((rule) => `"${rule.text}"`).join(', ');
  if (!parsed.ok)
    return {
      unchecked: `The command could not be parsed (${parsed.error}), so rule ${names} cannot be checked.`,
    };
  if (parsed.problems.length > 0) {
    return {
      unchecked: `The command uses ${parsed.problems.join(', ')}, so rule ${names} cannot be checked.`,
    };
  }
  for (const part of parsed.commands) {
    const wrapper = wrapperProblem(part.words);
    if (wrapper) return { unchecked: `${wrapper}, so rule ${names} cannot be checked.` };
    const rule = rules.find((candidate) => matches(candidate, part, true));
    if (rule) return { rule, part: part.text };
  }
  return undefined;
}

function checkBash(command: string, rules: BashRules, writeAllowed: boolean): PermissionDecision {
  const { allowed } = rules;
  const bashAllows = allowed.filter((rule) => rule.tool === 'Bash');
  const trimmed = command.trim();
  // Parsed only when a Bash rule with a command needs it (then the parser is loaded).
  let parsedOnce: ParsedShellCommand | undefined;
  const parse = (): ParsedShellCommand => (parsedOnce ??= parseShellCommand(command));

  const denyHit = bashHit(
    rules.denied.filter((rule) => rule.tool === 'Bash'),
    trimmed,
    parse,
  );
  if (denyHit && 'unchecked' in denyHit) return deny(denyHit.unchecked);
  if (denyHit) {
    const what = denyHit.part === undefined ? 'The command' : `\`${denyHit.part}\``;
    return deny(`${what} was denied by rule "${denyHit.rule.text}".`);
  }
  const askHit = bashHit(
    rules.asked.filter((rule) => rule.tool === 'Bash'),
    trimmed,
    parse,
  );
  if (askHit && 'unchecked' in askHit) return deny(askHit.unchecked);
  if (askHit) return deny(askMessage(`\`${askHit.part ?? trimmed}\``, askHit.rule));

  if (allowed.length === 0) return { behavior: 'allow' };
  if (bashAllows.some((rule) => rule.kind === 'tool')) return { behavior: 'allow' };
  if (bashAllows.some((rule) => rule.kind === 'exact' && rule.command === trimmed))
    return { behavior: 'allow' };
  if (bashAllows.length === 0) {
    return deny(
      `Bash is not in the allowed tools (${allowed.map((rule) => rule.text).join(', ')}).`,
    );
  }
  const ruleList = bashAllows.map((rule) => rule.text).join(', ');
  const parsed = parse();
  if (!parsed.ok)
    return deny(`The command could not be parsed (${parsed.error}); allowed: ${ruleList}.`);
  if (parsed.problems.length > 0) {
    return deny(
      `The command uses ${parsed.problems.join(', ')}, which Bash rules cannot allow (allowed: ${ruleList}).`,
    );
  }
  for (const part of parsed.commands) {
    for (const target of part.fileWrites) {
      if (!writeAllowed)
        return deny(
          `Redirecting output to a file (${target}) needs the Write tool allowed; allowed: ${ruleList}.`,
        );
      const problem = redirectTargetProblem(target);
      if (problem)
        return deny(
          `Redirecting output to ${target} is not allowed: ${problem}; allowed: ${ruleList}.`,
        );
    }
    if (part.words.length === 0 && !part.hasAssignments) continue;
    if (bashAllows.some((rule) => rule.kind === 'exact' && matches(rule, part, false))) continue;
    const prefix = bashAllows.find(
      (rule) => (rule.kind === 'prefix' || rule.kind === 'wildcard') && matches(rule, part, false),
    );
    if (!prefix)
      return deny(
        `No allow rule matches \`${part.text || 'an assignment'}\` (allowed: ${ruleList}).`,
      );
    const wrapper = wrapperProblem(part.words);
    if (wrapper) return deny(`${wrapper}; prefix rule "${prefix.text}" does not cover it.`);
  }
  return { behavior: 'allow' };
}

/** Redirection targets that write no file. */
const HARMLESS_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

/**
 * Why a redirection under allow rules may not write `target`, or null. The Write
 * tool's limits apply, judged on the text alone (the checker sees no files, so a
 * symbolic link inside the workspace is not seen): a relative path that stays
 * below the working directory, not into `.git` or `.github/workflows`.
 */
function redirectTargetProblem(target: string): string | null {
  if (HARMLESS_TARGETS.has(target)) return null;
  if (target === '<expansion>') return 'its file name expands a variable';
  if (target.startsWith('/') || target.startsWith('~'))
    return 'only relative paths inside the workspace can be written';
  const parts = target.split('/').map((part) => part.toLowerCase());
  if (parts.includes('..')) return 'the path goes up with ".."';
  if (parts.includes('.git')) return 'git internals are never written';
  const first = parts.filter((part) => part !== '' && part !== '.');
  if (first[0] === '.github' && first[1] === 'workflows') return 'workflow files are not written';
  return null;
}

/**
 * Does `part` match a Bash rule? Words are compared after quote removal, so
 * `npm test:*` matches `npm test --watch` but not `npm testx`. For deny rules the
 * command is also compared by its base name (`/bin/rm` is `rm`).
 */
function matches(rule: Rule, part: SimpleCommand, forDeny: boolean): boolean {
  if (rule.kind === 'wildcard') {
    if (part.hasAssignments && !forDeny) return false;
    if (part.words.some((word) => word === null)) return false;
    const words = part.words as string[];
    if (rule.wildcard!.test(words.join(' '))) return true;
    // A deny rule also sees `/bin/rm` as `rm`.
    const [first, ...rest] = words;
    return (
      forDeny && first !== undefined && rule.wildcard!.test([commandName(first), ...rest].join(' '))
    );
  }
  const words = rule.words;
  if (!words) return false;
  // An assignment (`LD_PRELOAD=x npm test`) changes the command; allow rules don't cover it.
  if (part.hasAssignments && !forDeny) return false;
  if (rule.kind === 'exact' && part.words.length !== words.length) return false;
  if (part.words.length < words.length) return false;
  return words.every((word, index) => {
    const actual = part.words[index];
    if (actual === null || actual === undefined) return false;
    if (actual === word) return true;
    return forDeny && index === 0 && commandName(actual) === commandName(word);
  });
}

function deny(message: string): PermissionDecision {
  return { behavior: 'deny', message };
}
