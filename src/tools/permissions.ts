/**
 * Permission rules (docs/contract.md#tools): a tool name (`Edit`, `mcp__<server>`,
 * `mcp__<server>__<tool>`), `Bash(<prefix>:*)` or `Bash(<exact command>)`. An
 * unknown or wrong-case name is an error, never a rule that matches nothing.
 * Deny wins over allow. A compound command is allowed only if every part is;
 * code the parser cannot see is denied under Bash rules.
 */
import { commandName, parseShellCommand, wrapperProblem } from './shell-command.js';
import type { ParsedShellCommand, SimpleCommand } from './shell-command.js';
import type { CanUseTool, PermissionDecision } from './types.js';

/** A parsed rule. */
interface Rule {
  /** The rule as the user wrote it, for messages. */
  text: string;
  tool: string;
  /** `tool`: the whole tool; `prefix`: `Bash(npm test:*)`; `exact`: `Bash(npm test)`. */
  kind: 'tool' | 'prefix' | 'exact';
  /** The command's words (prefix/exact), when the rule's command is plain words. */
  words?: string[];
  /** The exact command text (exact rules). */
  command?: string;
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
] as const;

/** `mcp__<server>` (all its tools) or `mcp__<server>__<tool>` (docs/contract.md#mcp-servers). */
const MCP_RULE = /^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*(?:__[A-Za-z0-9_-]+)?$/;

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
    if (!TOOL_NAME.test(text))
      throw new Error(`Invalid permission rule "${text}": not a tool name.`);
    const problem = toolNameProblem(text);
    if (problem) throw new Error(`Invalid permission rule "${text}": ${problem}`);
    return { text, tool: text, kind: 'tool' };
  }
  const tool = text.slice(0, open).trim();
  if (!text.endsWith(')') || !TOOL_NAME.test(tool)) {
    throw new Error(`Invalid permission rule "${text}": expected Tool or Tool(specifier).`);
  }
  if (tool !== 'Bash') {
    // Silently widening `Edit(docs/**)` to all of Edit would be worse than refusing.
    const hint = tool.toLowerCase() === 'bash' ? ' (names are case-sensitive: Bash)' : '';
    throw new Error(`Invalid permission rule "${text}": only Bash rules take a specifier${hint}.`);
  }
  const inner = text.slice(open + 1, -1).trim();
  const isPrefix = inner.endsWith(':*');
  const command = isPrefix ? inner.slice(0, -2).trim() : inner;
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
  return { text, tool, kind: isPrefix ? 'prefix' : 'exact', command, ...(words ? { words } : {}) };
}

/**
 * Builds the permission check the orchestrator calls before each tool call.
 * An empty allow list allows every tool not denied; a non-empty one allows only
 * what it matches; a deny rule always wins. Throws on an invalid rule.
 */
export function createPermissionChecker(rules: {
  allowed: string[];
  disallowed: string[];
}): CanUseTool {
  const allowed = rules.allowed.map(parseRule);
  const denied = rules.disallowed.map(parseRule);
  const allow: PermissionDecision = { behavior: 'allow' };

  const toolAllowed = (name: string) =>
    !denied.some((rule) => coversTool(rule, name)) &&
    (allowed.length === 0 || allowed.some((rule) => coversTool(rule, name)));

  return (toolName, input) => {
    const bareDeny = denied.find((rule) => coversTool(rule, toolName));
    if (bareDeny)
      return deny(`Permission to use ${toolName} was denied by rule "${bareDeny.text}".`);
    if (toolName === 'Bash') {
      const command = (input as { command?: unknown } | null)?.command;
      if (typeof command !== 'string') return deny('Bash needs a command string.');
      return checkBash(command, allowed, denied, toolAllowed('Write'));
    }
    if (allowed.length === 0 || allowed.some((rule) => coversTool(rule, toolName))) return allow;
    return deny(
      `${toolName} is not in the allowed tools (${allowed.map((rule) => rule.text).join(', ')}).`,
    );
  };
}

function checkBash(
  command: string,
  allowed: Rule[],
  denied: Rule[],
  writeAllowed: boolean,
): PermissionDecision {
  const bashDenies = denied.filter((rule) => rule.tool === 'Bash');
  const bashAllows = allowed.filter((rule) => rule.tool === 'Bash');
  const trimmed = command.trim();
  // Parsed only when a Bash rule with a command needs it (then the parser is loaded).
  let parsedOnce: ParsedShellCommand | undefined;
  const parse = (): ParsedShellCommand => (parsedOnce ??= parseShellCommand(command));

  if (bashDenies.length > 0) {
    const parsed = parse();
    const exactDeny = bashDenies.find((rule) => rule.kind === 'exact' && rule.command === trimmed);
    if (exactDeny) return deny(`The command was denied by rule "${exactDeny.text}".`);
    const names = bashDenies.map((rule) => `"${rule.text}"`).join(', ');
    if (!parsed.ok)
      return deny(
        `The command could not be parsed (${parsed.error}), so deny rule ${names} cannot be checked.`,
      );
    if (parsed.problems.length > 0) {
      return deny(
        `The command uses ${parsed.problems.join(', ')}, so deny rule ${names} cannot be checked.`,
      );
    }
    for (const part of parsed.commands) {
      const wrapper = wrapperProblem(part.words);
      if (wrapper) return deny(`${wrapper}, so deny rule ${names} cannot be checked.`);
      const rule = bashDenies.find((candidate) => matches(candidate, part, true));
      if (rule) return deny(`\`${part.text}\` was denied by rule "${rule.text}".`);
    }
  }

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
    const prefix = bashAllows.find((rule) => rule.kind === 'prefix' && matches(rule, part, false));
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
