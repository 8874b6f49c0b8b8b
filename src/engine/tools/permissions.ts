/**
 * Permission rules (docs/contract.md#tools, and Claude Code's syntax for a
 * repository's `.claude/settings.json`): a tool name (`Edit`, `mcp__<server>`,
 * `mcp__<server>__<tool>`), `Bash(<prefix>:*)`, `Bash(<prefix> *)`,
 * `Bash(<command with * wildcards>)` or `Bash(<exact command>)`, a path rule
 * (`Read(./src/**)`, `Edit(docs/**)`: ./path-rules.ts) or `WebFetch(domain:<host>)`.
 * An unknown or wrong-case name is an error, never a rule that matches nothing.
 * Deny wins over ask, ask over allow (an `ask` is a denial: a headless run has no
 * one to ask). A compound command is allowed only if every part is; code the
 * parser cannot see is denied under Bash rules. One rule's grammar is
 * ./permission-rule.ts; Bash commands against the rules, ./bash-permissions.ts.
 */
import { checkBash } from './bash-permissions.js';
import { PermissionRuleError } from './permission-rule-error.js';
import { askMessage, deny, parseRule, PATH_RULE_TOOLS, type Rule } from './permission-rule.js';
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { CanUseTool, PermissionDecision } from './types.js';
import {
  compilePathPattern,
  domainMatches,
  inputPath,
  pathMatches,
  type PathAnchors,
} from './path-rules.js';

/**
 * Splits a rule list such as `Read,Grep,Bash(npm test:*)` (commas or newlines;
 * commas inside parentheses belong to the rule) and checks each rule.
 * Throws a PermissionRuleError naming the bad rule. `hostTools`: the names of the host's
 * own tools a rule may name beside the built-in ones. A `Bash(...)` rule needs the shell
 * parser loaded first (`prepareShellParser` from ./shell-parser.js).
 */
export function parsePermissionRules(text: string, hostTools: readonly string[] = []): string[] {
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
      throw new PermissionRuleError(
        `Invalid permission rule "${(current + char).trim()}": unbalanced ")".`,
      );
    if (depth === 0 && (char === ',' || char === '\n')) flush();
    else current += char;
  }
  if (depth !== 0)
    throw new PermissionRuleError(`Invalid permission rule "${current.trim()}": missing ")".`);
  flush();
  for (const rule of rules) parseRule(rule, hostTools);
  return rules;
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
  /** The host's own tools a rule may name beside the built-in ones. */
  hostTools?: readonly string[];
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
    const rule = parseRule(text, rules.hostTools);
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
