/** `Grep`: ripgrep's search and output modes, with or without `rg` on the runner. */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { FallbackLimits } from './grep-engine.js';
import type { ToolSpec } from './types.js';
import type { AddedDir } from './added-dirs.js';

/** Entries (lines, files) returned when head_limit is not given. */
export const DEFAULT_HEAD_LIMIT = 250;
/** The whole answer is cut at this many characters. */
export const MAX_GREP_OUTPUT_CHARS = 20_000;

/**
 * File types for `type`, as file-name globs. Both engines use this table (rg gets
 * it through --type-add), so answers don't depend on the installed rg version.
 */
export const FILE_TYPES: Record<string, string[]> = {
  js: ['*.js', '*.jsx', '*.mjs', '*.cjs', '*.vue'],
  ts: ['*.ts', '*.tsx', '*.mts', '*.cts'],
  json: ['*.json', 'composer.lock'],
  jsonl: ['*.jsonl'],
  md: ['*.md', '*.markdown', '*.mdown', '*.mkdn'],
  markdown: ['*.md', '*.markdown', '*.mdown', '*.mkdn'],
  py: ['*.py', '*.pyi'],
  rust: ['*.rs'],
  go: ['*.go'],
  java: ['*.java', '*.jsp', '*.jspx', '*.properties'],
  kotlin: ['*.kt', '*.kts'],
  c: ['*.[chH]', '*.[chH].in', '*.cats'],
  cpp: [
    '*.[ChH]',
    '*.[ChH].in',
    '*.[ch]pp',
    '*.[ch]pp.in',
    '*.[ch]xx',
    '*.[ch]xx.in',
    '*.cc',
    '*.cc.in',
    '*.hh',
    '*.hh.in',
    '*.inl',
  ],
  cs: ['*.cs'],
  csharp: ['*.cs'],
  css: ['*.css', '*.scss'],
  scss: ['*.scss'],
  html: ['*.htm', '*.html', '*.ejs'],
  yaml: ['*.yaml', '*.yml'],
  toml: ['*.toml', 'Cargo.lock'],
  xml: ['*.xml', '*.xsd', '*.xsl', '*.xslt', '*.dtd', '*.xhtml'],
  sh: ['*.sh', '*.bash', '*.zsh', '*.ksh', '.bashrc', '.bash_profile', '.profile', '.zshrc'],
  ruby: ['*.rb', '*.gemspec', '*.rbw', 'Gemfile', 'Rakefile', 'config.ru'],
  php: ['*.php', '*.php3', '*.php4', '*.php5', '*.phtml'],
  swift: ['*.swift'],
  scala: ['*.scala', '*.sbt'],
  sql: ['*.sql', '*.psql'],
  lua: ['*.lua'],
  dart: ['*.dart'],
  elixir: ['*.ex', '*.exs', '*.eex'],
  haskell: ['*.hs', '*.lhs'],
  proto: ['*.proto'],
  tf: ['*.tf', '*.tfvars'],
  txt: ['*.txt'],
  docker: ['*Dockerfile*'],
  make: ['[Mm]akefile', '*.mk', '*.mak', 'GNUmakefile'],
  svelte: ['*.svelte'],
};

export const grepInputSchema = deferredSchema((z) =>
  z.strictObject({
    pattern: z.string().describe('Regular expression (ripgrep/Rust syntax)'),
    path: z.string().optional().describe('File or folder to search (default: the workspace root)'),
    glob: z
      .string()
      .optional()
      .describe('Only files matching this glob, e.g. "*.ts" or "src/**/*.{ts,tsx}"'),
    type: z.string().optional().describe('Only files of this type, e.g. "ts", "py", "rust"'),
    output_mode: z
      .enum(['files_with_matches', 'content', 'count'])
      .optional()
      .describe('files_with_matches (default): paths; content: matching lines; count: per file'),
    '-i': z.boolean().optional().describe('Case-insensitive'),
    '-n': z.boolean().optional().describe('Line numbers (content mode; default true)'),
    '-A': z.number().int().nonnegative().optional().describe('Context lines after each match'),
    '-B': z.number().int().nonnegative().optional().describe('Context lines before each match'),
    '-C': z.number().int().nonnegative().optional().describe('Context lines around each match'),
    head_limit: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(`At most this many lines or files (default ${DEFAULT_HEAD_LIMIT}; 0 = no limit)`),
    multiline: z.boolean().optional().describe('Let the pattern span lines (`.` matches newlines)'),
  }),
);
export type GrepInput = z.infer<typeof grepInputSchema>;

/** Options of the Grep tool. */
export interface GrepToolOptions {
  workspaceRoot: string;
  /** Folders searched besides the workspace, when `path` names one (added-dirs.ts). */
  addedDirs?: readonly AddedDir[];
  redactSecrets: (text: string) => string;
  /** The rg executable, or null to always use the JavaScript fallback. */
  ripgrepPath: string | null;
  /** Limits of the JavaScript fallback (time, file size); the defaults suit real use. */
  fallbackLimits?: FallbackLimits;
}

/** The Grep tool as the model sees it (its call: grep-run.ts). */
export function grepDefinition(): ToolSpec<GrepInput> {
  return {
    name: 'Grep',
    description: [
      // Each parameter says what it does in its own description; Bash's says to prefer Grep.
      'Searches file contents with a regular expression, honouring .gitignore.',
      "files_with_matches lists files newest first; content shows each file's path, then its line:text.",
      `Output stops at ${MAX_GREP_OUTPUT_CHARS} characters.`,
    ].join('\n'),
    inputSchema: grepInputSchema,
    inputJsonSchema: builtInJsonSchema('Grep'),
    isConcurrencySafe: () => true,
  };
}
