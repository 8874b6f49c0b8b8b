/**
 * One permission rule as written (docs/contract.md#tools, Claude Code's syntax): its grammar,
 * the tools a rule may name, and what a parsed rule holds; and the words of a denial. The
 * list of rules and the checker are ./permissions.ts; Bash commands against rules are
 * ./bash-permissions.ts.
 */
import { escapeRegExp } from '../text/regexp.js';
import { PermissionRuleError } from './permission-rule-error.js';
import { parseShellCommand } from './shell-command.js';
import type { PermissionDecision } from './types.js';
import { compilePathPattern, parseDomainSpecifier, type PathPattern } from './path-rules.js';

/** A parsed rule. */
export interface Rule {
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

/**
 * The built-in tools a rule may name (docs/contract.md#tools); names are case-sensitive.
 * A host adds the names of its own tools (`hostTools` below): the engine knows only its own.
 */
export const BUILT_IN_RULE_TOOLS = [
  'Read',
  'Write',
  'Edit',
  'Glob',
  'Grep',
  'Bash',
  'TodoWrite',
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
export const PATH_RULE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  Read: ['Read', 'Glob', 'Grep'],
  Edit: ['Edit', 'Write', 'NotebookEdit'],
  Write: ['Write'],
  NotebookEdit: ['NotebookEdit'],
};

/** `mcp__<server>` (all its tools) or `mcp__<server>__<tool>` (docs/contract.md#mcp-servers). */
const MCP_RULE = /^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*(?:__[A-Za-z0-9_-]+|__\*)?$/;

/**
 * Why `name` cannot be a rule's tool, or undefined: a rule naming a tool that
 * does not exist would match nothing, and an allow list of such names would
 * silently leave the agent with fewer tools than the user meant.
 */
function toolNameProblem(name: string, hostTools: readonly string[]): string | undefined {
  const known = [...BUILT_IN_RULE_TOOLS, ...hostTools];
  if (known.includes(name) || MCP_RULE.test(name)) return undefined;
  const sameLetters = known.find((tool) => tool.toLowerCase() === name.toLowerCase());
  if (sameLetters) return `unknown tool (names are case-sensitive); did you mean ${sameLetters}?`;
  if (name.toLowerCase().startsWith('mcp_'))
    return 'an MCP rule is mcp__<server> or mcp__<server>__<tool>.';
  return `unknown tool; the tools are ${known.join(', ')} and mcp__<server>[__<tool>].`;
}

/**
 * Parses one rule; throws a PermissionRuleError naming what is wrong with it. `hostTools`:
 * the names of the host's own tools a rule may name beside the built-in ones.
 */
export function parseRule(text: string, hostTools: readonly string[] = []): Rule {
  const open = text.indexOf('(');
  if (open < 0) {
    if (!TOOL_NAME.test(text) && !/^mcp__.+__\*$/.test(text))
      throw new PermissionRuleError(`Invalid permission rule "${text}": not a tool name.`);
    const problem = toolNameProblem(text, hostTools);
    if (problem) throw new PermissionRuleError(`Invalid permission rule "${text}": ${problem}`);
    // `mcp__server__*` is Claude Code's spelling of every tool of the server.
    return { text, tool: text.replace(/__\*$/, ''), kind: 'tool' };
  }
  const tool = text.slice(0, open).trim();
  if (!text.endsWith(')') || !TOOL_NAME.test(tool)) {
    throw new PermissionRuleError(
      `Invalid permission rule "${text}": expected Tool or Tool(specifier).`,
    );
  }
  const inner = text.slice(open + 1, -1).trim();
  if (PATH_RULE_TOOLS[tool]) {
    // Checked now (the folders it is relative to are the run's, known later).
    try {
      compilePathPattern(inner, { cwd: '/', projectRoot: '/' });
    } catch (error) {
      throw new PermissionRuleError(
        `Invalid permission rule "${text}": ${(error as Error).message}.`,
        {
          cause: error,
        },
      );
    }
    return { text, tool, kind: 'path', path: inner };
  }
  if (tool === 'WebFetch') {
    try {
      return { text, tool, kind: 'domain', domain: parseDomainSpecifier(inner) };
    } catch (error) {
      throw new PermissionRuleError(
        `Invalid permission rule "${text}": ${(error as Error).message}.`,
        {
          cause: error,
        },
      );
    }
  }
  if (tool !== 'Bash') {
    // Silently widening a rule to all of the tool would be worse than refusing.
    const sameLetters = ['Bash', 'WebFetch', ...Object.keys(PATH_RULE_TOOLS)].find(
      (known) => known.toLowerCase() === tool.toLowerCase(),
    );
    const hint = sameLetters ? ` (names are case-sensitive: did you mean ${sameLetters}?)` : '';
    throw new PermissionRuleError(
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
      throw new PermissionRuleError(
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
  if (!command) throw new PermissionRuleError(`Invalid permission rule "${text}": empty command.`);
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
    throw new PermissionRuleError(
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

/** Why a call an ask rule covers is denied: no one can approve it. */
export function askMessage(what: string, rule: Rule): string {
  return `${what} needs approval (rule "${rule.text}" asks first), and no one can approve a call in a run without a person at the terminal: denied.`;
}

/** A denial with its reason, for the model and the log. */
export function deny(message: string): PermissionDecision {
  return { behavior: 'deny', message };
}
