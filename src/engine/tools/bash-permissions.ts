/**
 * Bash commands against the permission rules: a compound command is allowed only if every
 * part is, code the parser cannot see is denied under Bash rules, and a deny rule also sees
 * `/bin/rm` as `rm`.
 */
import { commandName, parseShellCommand, wrapperProblem } from './shell-command.js';
import type { ParsedShellCommand, SimpleCommand } from './shell-command.js';
import type { PermissionDecision } from './types.js';
import { askMessage, deny, type Rule } from './permission-rule.js';

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

/**
 * The verdict of the Bash rules on `command`: a deny or ask rule that any part of it hits
 * refuses it; under allow rules every part must be allowed, and a redirection may write a
 * file only where the Write tool could.
 */
export function checkBash(
  command: string,
  rules: BashRules,
  writeAllowed: boolean,
): PermissionDecision {
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
