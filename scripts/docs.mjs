#!/usr/bin/env node
/**
 * The lists of the reference are written once, where the code reads them: the action's
 * inputs and outputs in action.yml, the command's flags in its own `--help`. This script
 * copies them into the pages that show them, between markers:
 *
 *   <!-- generated: <source> -->  …  <!-- end generated -->
 *
 *   node scripts/docs.mjs           rewrite the generated blocks (`npm run docs`)
 *   node scripts/docs.mjs --check   exit 1 naming each page whose block differs
 *
 * Sources: `action.yml inputs`, `action.yml outputs`, `agent-loop <args> --help`
 * (the bundled command, dist/cli/index.js: run `npm run build` first), and `the @agent
 * verbs` (the verb table of src/github-side/github/verbs.ts, printed by
 * scripts/verbs-table.ts); in the README,
 * `npm run demo: <block>`, the figures of the demo's run (scripts/demo-figures.ts), which
 * this script runs once to rewrite them. `--check` leaves those out (the demo takes
 * seconds): test/scripts/demo.test.ts compares them with the demo it runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Pages that hold generated blocks. */
export const PAGES = ['docs/inputs.md', 'docs/cli.md', 'docs/triggers.md'];
/** Pages whose blocks come from the demo's run (rewritten by `npm run docs`, not `--check`). */
export const DEMO_PAGES = ['README.md'];
const DEMO_SOURCE = /^npm run demo: /;
const BLOCK = /(<!-- generated: (.+?) -->\n)([\s\S]*?)(<!-- end generated -->)/g;

/** A table cell: one line, pipes escaped. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');

/** A default as a reader writes it in a workflow: `''` is no default. */
const shownDefault = (value) => (value === undefined || value === '' ? '' : `\`${value}\``);

function actionYml() {
  return parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'));
}

function inputsTable() {
  const rows = Object.entries(actionYml().inputs ?? {}).map(
    ([name, input]) =>
      `| \`${name}\` | ${cell(shownDefault(input.default))} | ${cell(input.description)} |`,
  );
  return ['| input | default | description |', '|---|---|---|', ...rows].join('\n');
}

function outputsTable() {
  const rows = Object.entries(actionYml().outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
  );
  return ['| output | description |', '|---|---|', ...rows].join('\n');
}

/** The bundled command's help for `args`, as a user's terminal (80 columns, no colour) shows it. */
function help(args) {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.COLUMNS;
  delete env.FORCE_COLOR;
  const text = execFileSync(process.execPath, [join(ROOT, 'dist/cli/index.js'), ...args], {
    encoding: 'utf8',
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return ['```text', `$ agent-loop ${args.join(' ')}`, text.trimEnd(), '```'].join('\n');
}

/** The table of `@agent <verb>` requests, printed from the verb table itself. */
function verbsTable() {
  return execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/verbs-table.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trimEnd();
}

/** The blocks of the demo's run by source name: runs `npm run demo -- --figures` once. */
function runDemo() {
  const folder = mkdtempSync(join(tmpdir(), 'agent-loop-docs-'));
  try {
    const file = join(folder, 'figures.json');
    // The system's temporary folder (not TMPDIR's): its path is in the prompt, so its
    // length counts in the tokens; test/scripts/demo.test.ts runs the demo the same way.
    const env = { ...process.env };
    for (const name of ['TMPDIR', 'TMP', 'TEMP']) delete env[name];
    execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/demo.ts', '--figures', file], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return JSON.parse(readFileSync(file, 'utf8')).blocks;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The text of the block named `source`. `demoBlocks`: the blocks of a demo run already
 * made (`npm run demo -- --figures`), else the demo is run when a block needs it.
 */
export function generate(source, demoBlocks) {
  if (DEMO_SOURCE.test(source)) {
    const blocks = demoBlocks ?? (demoRun ??= runDemo());
    if (!(source in blocks)) throw new Error(`the demo writes no block "${source}"`);
    return blocks[source];
  }
  if (source === 'action.yml inputs') return inputsTable();
  if (source === 'action.yml outputs') return outputsTable();
  if (source === 'the @agent verbs') return verbsTable();
  const command = /^agent-loop (.*--help)$/.exec(source);
  if (command) return help(command[1].split(' '));
  throw new Error(`unknown generated block "${source}"`);
}

let demoRun;

/** `page`'s text with every generated block rewritten from its source. */
export function regenerate(text, demoBlocks) {
  return text.replace(
    BLOCK,
    (_, open, source, _old, close) => `${open}${generate(source, demoBlocks)}\n${close}`,
  );
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const page of check ? PAGES : [...PAGES, ...DEMO_PAGES]) {
    const path = join(ROOT, page);
    const before = readFileSync(path, 'utf8');
    if ([...before.matchAll(BLOCK)].length === 0) throw new Error(`${page} has no generated block`);
    const after = regenerate(before);
    if (after === before) continue;
    stale.push(page);
    if (!check) writeFileSync(path, after);
  }
  if (check && stale.length > 0) {
    console.error(`${stale.join(', ')}: out of date with their sources; run \`npm run docs\``);
    process.exit(1);
  }
  if (!check) console.log(stale.length ? `rewrote ${stale.join(', ')}` : 'docs up to date');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
