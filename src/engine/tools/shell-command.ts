/**
 * Reads a Bash command with a real shell parser (mvdan-sh) and splits it into
 * the simple commands the permission rules judge. Anything that could run code
 * the rules cannot see ($(...), backticks, <(...), arithmetic, eval-like
 * wrappers, control structures) is reported as a problem.
 */
import type { ShNode, ShRedirect, ShStmt, ShWord } from 'mvdan-sh';
import { shellSyntax } from './shell-parser.js';

/** One simple command of a compound command line. */
export interface SimpleCommand {
  /** Its words after quote removal; null for a word that expands a variable (`$x`). */
  words: (string | null)[];
  /** Its words as text (for messages). */
  text: string;
  /** `FOO=1 cmd`: an assignment changes what the command does, so prefix rules don't cover it. */
  hasAssignments: boolean;
  /** Files it redirects output into (not /dev/null, not fd duplication). */
  fileWrites: string[];
}

/** The outcome of {@link parseShellCommand}. */
export type ParsedShellCommand =
  { ok: true; commands: SimpleCommand[]; problems: string[] } | { ok: false; error: string };

// Redirection operators, in mvdan/sh's token order (RdrOut = 54 ...).
const RDR_OUT = 54;
const APP_OUT = 55;
const RDR_IN_OUT = 57;
const DPL_OUT = 59;
const CLB_OUT = 60;
const RDR_ALL = 64;
const APP_ALL = 65;
const WRITING_REDIRECTS = new Set([RDR_OUT, APP_OUT, RDR_IN_OUT, CLB_OUT, RDR_ALL, APP_ALL]);

/** Nodes that run or evaluate code hidden inside a word. */
const HIDDEN_CODE: Record<string, string> = {
  CmdSubst: 'command substitution',
  ProcSubst: 'process substitution',
  ArithmExp: 'arithmetic expansion',
  ArithmCmd: 'arithmetic command',
  LetClause: 'let',
  TestClause: '[[ ]] test',
  FuncDecl: 'function definition',
  CoprocClause: 'coproc',
  DeclClause: 'declaration builtin',
  IfClause: 'if statement',
  WhileClause: 'while/until loop',
  ForClause: 'for loop',
  CaseClause: 'case statement',
  TimeClause: 'time',
};

/** Commands that run another command or code given as text. */
const WRAPPERS = new Set([
  'eval',
  'exec',
  'source',
  '.',
  'env',
  'xargs',
  'sudo',
  'su',
  'doas',
  'nohup',
  'timeout',
  'nice',
  'ionice',
  'command',
  'builtin',
  'setsid',
  'stdbuf',
  'chroot',
  'time',
  'trap',
  'watch',
  'parallel',
  'flock',
  'unbuffer',
  'script',
  'alias',
  'strace',
  'ltrace',
  // Multi-call binaries: the first argument is the command (`busybox rm`).
  'busybox',
  'toybox',
]);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'fish', 'csh', 'tcsh']);
const FIND_EXEC = new Set([
  '-exec',
  '-execdir',
  '-ok',
  '-okdir',
  '-fprint',
  '-fprint0',
  '-fprintf',
  '-fls',
]);

/**
 * Why this simple command runs code its words don't show (a wrapper such as
 * `env`/`xargs`/`sudo`, `bash -c`, `find -exec`), or null.
 */
export function wrapperProblem(words: readonly (string | null)[]): string | null {
  const first = words[0];
  if (first === undefined) return null;
  if (first === null) return 'the command name is a variable expansion';
  const name = commandName(first);
  if (WRAPPERS.has(name)) return `\`${name}\` runs another command`;
  // A `$x` argument could expand to `-c` or `-exec`: unreadable for these commands.
  if ((SHELLS.has(name) || name === 'find') && words.includes(null)) {
    return `\`${name}\` with a variable expansion in its arguments`;
  }
  if (SHELLS.has(name) && words.slice(1).some((word) => word !== null && /^-[a-z]*c/i.test(word))) {
    return `\`${name} -c\` runs a command given as text`;
  }
  if (name === 'find') {
    const action = words.find((word) => word !== null && FIND_EXEC.has(word));
    if (action) return `\`find ${action}\` runs or writes through find`;
  }
  return null;
}

/** `/usr/bin/env` → `env`: rules name commands, not their paths. */
export function commandName(word: string): string {
  const slash = word.lastIndexOf('/');
  return slash >= 0 ? word.slice(slash + 1) : word;
}

/** Parses `source` as Bash and lists its simple commands and the problems found. */
export function parseShellCommand(source: string): ParsedShellCommand {
  const syntax = shellSyntax();
  let file;
  try {
    file = syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(source, '');
  } catch (error) {
    const message =
      typeof (error as { Error?: unknown }).Error === 'function'
        ? String((error as { Error: () => string }).Error())
        : String(error);
    return { ok: false, error: message };
  }
  const commands: SimpleCommand[] = [];
  const problems = new Set<string>();
  for (const stmt of file.Stmts) visitStatement(stmt, commands, problems);
  // Second pass over every node: whatever the visitor above did not expect still counts.
  syntax.Walk(file, (node) => {
    if (!node) return true;
    const type = syntax.NodeType(node);
    const hidden = HIDDEN_CODE[type];
    if (hidden) problems.add(describeHidden(node, type, hidden));
    return true;
  });
  return { ok: true, commands, problems: [...problems] };
}

function describeHidden(node: ShNode, type: string, label: string): string {
  if (type === 'CmdSubst' && node.Backquotes === true) return 'command substitution (backticks)';
  return label;
}

function visitStatement(stmt: ShStmt, commands: SimpleCommand[], problems: Set<string>): void {
  if (stmt.Coprocess) problems.add('coproc');
  const fileWrites: string[] = [];
  for (const redirect of stmt.Redirs) {
    const target = redirectTarget(redirect, problems);
    if (target !== undefined) fileWrites.push(target);
  }
  const cmd = stmt.Cmd;
  if (!cmd) {
    // A statement made only of redirections (`> file`) still writes.
    if (fileWrites.length > 0)
      commands.push({ words: [], text: '', hasAssignments: false, fileWrites });
    return;
  }
  const type = shellSyntax().NodeType(cmd);
  if (type === 'CallExpr') {
    const args = (cmd.Args as ShWord[] | null) ?? [];
    const assigns = (cmd.Assigns as ShNode[] | null) ?? [];
    const words = args.map((word) => literalWord(word, problems));
    commands.push({
      words,
      text: words.map((word) => word ?? '<expansion>').join(' '),
      hasAssignments: assigns.length > 0,
      fileWrites,
    });
    return;
  }
  if (fileWrites.length > 0)
    commands.push({ words: [], text: '', hasAssignments: false, fileWrites });
  if (type === 'BinaryCmd') {
    visitStatement(cmd.X as ShStmt, commands, problems);
    visitStatement(cmd.Y as ShStmt, commands, problems);
  } else if (type === 'Subshell' || type === 'Block') {
    for (const inner of (cmd.Stmts as ShStmt[] | null) ?? [])
      visitStatement(inner, commands, problems);
  } else {
    problems.add(HIDDEN_CODE[type] ?? `unsupported shell construct (${type})`);
  }
}

/** The file a redirection writes to, or undefined when it writes none. */
function redirectTarget(redirect: ShRedirect, problems: Set<string>): string | undefined {
  const word = redirect.Word ? literalWord(redirect.Word, problems) : '';
  if (redirect.Op === DPL_OUT) {
    // `>&2` and `>&-` duplicate descriptors; `>& file` writes a file.
    return word !== null && /^(\d+|-)$/.test(word) ? undefined : (word ?? '<expansion>');
  }
  if (!WRITING_REDIRECTS.has(redirect.Op)) return undefined;
  if (word === '/dev/null') return undefined;
  return word ?? '<expansion>';
}

/** The text of a word after quote removal, or null when it expands something. */
function literalWord(word: ShWord, problems: Set<string>): string | null {
  let text = '';
  for (const part of word.Parts) {
    const piece = literalPart(part, false, problems);
    if (piece === null) return null;
    text += piece;
  }
  return text;
}

function literalPart(part: ShNode, quoted: boolean, problems: Set<string>): string | null {
  const type = shellSyntax().NodeType(part);
  switch (type) {
    case 'Lit':
      return unescapeLiteral(String(part.Value), quoted);
    case 'SglQuoted':
      // $'...' has its own escapes; not plain text.
      return part.Dollar === true ? null : String(part.Value);
    case 'DblQuoted': {
      if (part.Dollar === true) return null;
      let text = '';
      for (const inner of (part.Parts as ShNode[] | null) ?? []) {
        const piece = literalPart(inner, true, problems);
        if (piece === null) return null;
        text += piece;
      }
      return text;
    }
    case 'ParamExp':
      // `${x@P}`, `${!x}`, `${a[...]}` can evaluate code; plain `$x` only expands.
      if (part.Exp || part.Excl || part.Slice || part.Repl || part.Index) {
        problems.add('complex parameter expansion');
      }
      return null;
    default:
      return null;
  }
}

function unescapeLiteral(value: string, quoted: boolean): string {
  if (quoted) return value.replace(/\\([$`"\\])/g, '$1').replace(/\\\n/g, '');
  return value.replace(/\\\n/g, '').replace(/\\(.)/gs, '$1');
}
