/**
 * The documentation holds together: every relative link of the README and docs/
 * reaches a file and, with an anchor, a heading of it; the README stays a front page;
 * the lists written from a source (the inputs and outputs from action.yml, the flags
 * from the command's own --help) are what that source says today; and the code cites
 * the contract one way, by the topic section of docs/contract.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../action/harness.js';
import { TERMINAL_REASONS } from '../../src/github-side/report/terminal-reason.js';
import { assertDistFresh } from '../dist-fresh.js';
import { docPage, docPages } from '../support/doc-pages.js';

/** Text outside fenced code blocks and inline code, where Markdown links live. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces to -). */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(markdown.replace(/`/g, '')).matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link target of a page: `[text](target)`, without web and mail links. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** What is wrong with one link of the page at `from`, or undefined. */
function brokenLink(from: string, target: string): string | undefined {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const path = file === '' ? from : normalize(join(dirname(from), file));
  const absolute = join(REPO_ROOT, path);
  if (path.startsWith('..') || !existsSync(absolute)) return `${target}: no file ${path}`;
  if (anchor === undefined) return undefined;
  if (!path.endsWith('.md') || statSync(absolute).isDirectory()) return undefined;
  const headings = anchors(readFileSync(absolute, 'utf8'));
  return headings.has(anchor) ? undefined : `${target}: ${path} has no heading #${anchor}`;
}

describe('links in the README and docs/', () => {
  const pages = docPages();

  it('the anchors are the ones GitHub makes', () => {
    expect([
      ...anchors('# The tool boundary (`sandbox: auto`, the default)\n## A\n## A\n'),
    ]).toEqual(['the-tool-boundary-sandbox-auto-the-default', 'a', 'a-1']);
  });

  it('a link to a missing file or heading is caught', () => {
    expect(brokenLink('README.md', 'docs/nowhere.md')).toMatch(/no file docs\/nowhere\.md/);
    expect(brokenLink('docs/cli.md', 'review.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('docs/cli.md', '../README.md#quickstart')).toBeUndefined();
  });

  it.each(pages.map(({ path }) => path))('%s: every relative link resolves', (path) => {
    const text = pages.find((page) => page.path === path)!.text;
    const broken = relativeLinks(text).flatMap((target) => brokenLink(path, target) ?? []);
    expect(broken).toEqual([]);
  });

  it('the docs index and the README link every reference page', () => {
    const index = docPage('docs/README.md');
    const readme = docPage('README.md');
    for (const { path } of pages.filter((page) => page.path.startsWith('docs/'))) {
      const name = path.slice('docs/'.length);
      if (name === 'README.md') continue;
      expect(relativeLinks(index), `docs/README.md links ${name}`).toContain(name);
      expect(
        relativeLinks(readme).some((target) => target.split('#')[0] === path),
        `README.md links ${path}`,
      ).toBe(true);
    }
  });
});

describe('the README is a front page', () => {
  const readme = docPage('README.md');

  it('fits on one (at most 400 lines) and has a table of contents', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(400);
    expect(readme).toMatch(/^## Contents$/m);
  });

  it('says how to run the tests (CI runs `npm test`), the demo and how to install the command', () => {
    expect(readme).toMatch(/^npm test\b/m);
    expect(readme).toMatch(/^npm run demo\b/m);
    expect(readme).toMatch(/npm install -g \.\/agent-loop/);
  });

  it('names who can trigger, the label, and what the user sees', () => {
    expect(readme).toMatch(/\*\*write\*\*, \*\*maintain\*\* or \*\*admin\*\*/);
    expect(readme).toContain('the label **`agent`**');
    expect(readme).toContain('👀');
  });

  it("says the phrase and the label the action's defaults are", () => {
    const { inputs } = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    expect(readme).toContain(`the label **\`${inputs.label_trigger!.default}\`**`);
    expect(readme).toContain(`Comment \`${inputs.trigger_phrase!.default} please fix`);
  });
});

describe('lists written from their source', () => {
  it('docs/inputs.md and docs/cli.md are what action.yml and --help say (npm run docs)', () => {
    assertDistFresh();
    const check = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/docs.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('every input and output of action.yml is on the inputs page, once', () => {
    const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    const page = docPage('docs/inputs.md');
    // An input and an output may share a name (self_check): each table holds it once.
    const [inputsPart = '', outputsPart = ''] = page.split(/^## Outputs$/m);
    const tables: [string[], string][] = [
      [Object.keys(action.inputs), inputsPart],
      [Object.keys(action.outputs), outputsPart],
    ];
    for (const [names, table] of tables) {
      for (const name of names) {
        const rows = table.match(new RegExp(`^\\| \`${name}\` \\|`, 'gm')) ?? [];
        expect(rows.length, name).toBe(1);
      }
    }
    expect(Object.keys(action.inputs)).toContain('model_prices');
  });

  it('the terminal_reason output names every reason a run can end with', () => {
    const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
      outputs: Record<string, { description: string }>;
    };
    const description = action.outputs.terminal_reason!.description;
    expect(TERMINAL_REASONS).toEqual(
      expect.arrayContaining(['refusal', 'invalid_structured_output']),
    );
    for (const reason of TERMINAL_REASONS)
      expect(description, reason).toMatch(new RegExp(`\\b${reason}\\b`));
    expect(description).not.toMatch(/\.\.\.|…/);
  });
});

/** Every source file of the code, tests, benchmarks and scripts, from the repository root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(path);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** Citations of the contract in `text` that do not name a topic section of docs/contract.md. */
export function badCitations(text: string, sections: Set<string>): string[] {
  const numbered = /\bCONTRACT\b:?\s*§?\s*\d|contract\.md\s*§|\bcontract(?:\.md)?,? section \d/gi;
  const found = [...text.matchAll(numbered)].map((match) => `"${match[0]}": cite by topic`);
  for (const [, anchor] of text.matchAll(/docs\/contract\.md#([\w-]+)/g))
    if (!sections.has(anchor!)) found.push(`docs/contract.md#${anchor}: no such section`);
  return found;
}

describe('citations of the contract', () => {
  const sections = anchors(docPage('docs/contract.md'));

  it('are caught when they use a number or a section that does not exist', () => {
    // Spelt in pieces, so this file does not cite the contract the old ways itself.
    const numberedForms = [
      ['CONTRACT', '7.3'],
      ['CONTRACT', '§7.4'],
      ['docs/contract.md', '§2'],
    ].map((parts) => parts.join(' '));
    for (const form of numberedForms) expect(badCitations(`(${form})`, sections)).toHaveLength(1);
    const cite = (section: string) => `(docs/contract.md#${section})`;
    expect(badCitations(cite('review'), sections)).toEqual([]);
    expect(badCitations(cite('reviews'), sections)).toEqual([
      `${cite('reviews').slice(1, -1)}: no such section`,
    ]);
  });

  it('name a topic section of docs/contract.md everywhere in the code and tests', () => {
    const files = ['src', 'test', 'bench', 'scripts'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const bad = files.flatMap((file) =>
      badCitations(readFileSync(join(REPO_ROOT, file), 'utf8'), sections).map(
        (problem) => `${file}: ${problem} (docs/contract.md's table maps the numbers)`,
      ),
    );
    expect(bad).toEqual([]);
  });
});

/** The text of one `## ` section of a page, by its heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('what the contract promises exists', () => {
  const contract = docPage('docs/contract.md');

  it("every flag of its command line is in the command's --help", () => {
    assertDistFresh();
    const help = ['--help', 'run --help', 'eval --help']
      .map(
        (args) =>
          spawnSync(process.execPath, [join(REPO_ROOT, 'dist/cli/index.js'), ...args.split(' ')], {
            encoding: 'utf8',
          }).stdout,
      )
      .join('\n');
    const block = /```\n(agent-loop run[\s\S]*?)```/.exec(section(contract, 'Command line'))![1]!;
    const flags = [...new Set(block.match(/--[a-z][a-z-]+/g))];
    expect(flags).toEqual(expect.arrayContaining(['--model-prices', '--json-schema', '--compare']));
    for (const flag of flags) expect(help, flag).toMatch(new RegExp(`\\s${flag}\\b`));
  });

  it('its result line names every terminal reason a run can end with', () => {
    const text = section(contract, 'stream-json');
    for (const reason of TERMINAL_REASONS) expect(text, reason).toContain(`\`${reason}\``);
  });

  it('every input and output it names for the action is in action.yml', () => {
    const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, unknown>;
    };
    const text = section(contract, 'Action inputs and outputs');
    const inputs = text.slice(text.indexOf('Inputs:'), text.indexOf('Outputs:'));
    const outputs = text.slice(text.indexOf('Outputs:'), text.indexOf('It reads only'));
    const named = (part: string) =>
      [...part.matchAll(/`([a-z]+(?:_[a-z]+)+|[a-z]+)`/g)].map((m) => m[1]!);
    const values = new Set([
      'true',
      'false',
      'auto',
      'never',
      'none',
      'agent',
      'success',
      'failure',
      'skipped',
    ]);
    const inputNames = named(inputs).filter((name) => !values.has(name));
    expect(inputNames).toEqual(expect.arrayContaining(['model_prices', 'json_schema', 'effort']));
    for (const name of inputNames) expect(Object.keys(action.inputs), name).toContain(name);
    // The outputs' paragraph names an input or two (`with json_schema, structured_output`).
    const declared = [...Object.keys(action.outputs), ...Object.keys(action.inputs)];
    const outputNames = named(outputs).filter((name) => !values.has(name));
    expect(outputNames).toEqual(expect.arrayContaining(['terminal_reason', 'structured_output']));
    for (const name of outputNames) expect(declared, name).toContain(name);
  });
});
