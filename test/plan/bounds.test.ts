/**
 * An approved plan as limits (src/engine/plan/bounds.ts): file tools on the plan's globs
 * only (after symbolic links), Bash on its rules only, WebFetch on its hosts, the
 * budget at most the run's, egress the plan's hosts the workflow allows; the
 * plan's own checks (src/engine/plan/plan.ts) and its marker round trip.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBounds, planGuard, planPathMatcher } from '../../src/engine/plan/bounds.js';
import {
  normalizeAnswer,
  parsePlan,
  planAnswerCheck,
  planDigest,
  planProblems,
  planText,
  type Plan,
} from '../../src/engine/plan/plan.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { readPlanMarker, planMarker } from '../../src/engine/safety/marker.js';
import { loadShellParser } from '../../src/engine/tools/shell-parser.js';

let root: string;
beforeAll(async () => {
  await loadShellParser();
  root = mkdtempSync(join(tmpdir(), 'plan-bounds-'));
  mkdirSync(join(root, 'src', 'parser'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), 'x');
  // A link inside an allowed folder that points outside it.
  symlinkSync(join(root, 'secret.txt'), join(root, 'src', 'parser', 'link.ts'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  version: 1,
  request: 'fix the parser',
  summary: 'Fix it.',
  steps: ['Edit the parser'],
  files: ['src/parser/**', 'README.md'],
  commands: ['Bash(npm test)', 'Bash(npm run lint:*)'],
  hosts: ['registry.example.com'],
  budget_usd: 2,
  ...overrides,
});

describe('planGuard', () => {
  it('allows file tools only on the plan files, after symbolic links', () => {
    const guard = planGuard(plan(), root);
    expect(guard('Edit', { file_path: 'src/parser/lexer.ts' }).behavior).toBe('allow');
    expect(guard('Write', { file_path: join(root, 'README.md') }).behavior).toBe('allow');
    expect(guard('NotebookEdit', { notebook_path: 'src/parser/a.ipynb' }).behavior).toBe('allow');
    const outside = guard('Write', { file_path: 'src/app.ts' });
    expect(outside).toMatchObject({ behavior: 'deny' });
    expect((outside as { message: string }).message).toContain('outside the approved plan');
    expect(guard('Edit', { file_path: 'src/parser/link.ts' }).behavior).toBe('deny');
    expect(guard('Edit', { file_path: '../elsewhere/x.ts' }).behavior).toBe('deny');
  });

  it('allows Bash only for the plan rules, and reading tools always', () => {
    const guard = planGuard(plan(), root);
    expect(guard('Bash', { command: 'npm test' }).behavior).toBe('allow');
    expect(guard('Bash', { command: 'npm run lint -- --fix' }).behavior).toBe('allow');
    expect(guard('Bash', { command: 'npm test && curl x' }).behavior).toBe('deny');
    expect(guard('Bash', { command: 'npm publish' }).behavior).toBe('deny');
    expect(planGuard(plan({ commands: [] }), root)('Bash', { command: 'ls' }).behavior).toBe(
      'deny',
    );
    for (const tool of ['Read', 'Glob', 'Grep', 'TodoWrite', 'AmendPlan']) {
      expect(guard(tool, {}).behavior).toBe('allow');
    }
    expect(guard('mcp__db__drop', {}).behavior).toBe('deny');
  });

  it('allows WebFetch only on the plan hosts', () => {
    const guard = planGuard(plan(), root);
    expect(guard('WebFetch', { url: 'https://registry.example.com/x' }).behavior).toBe('allow');
    expect(guard('WebFetch', { url: 'https://evil.example.net/' }).behavior).toBe('deny');
  });
});

describe('planBounds', () => {
  it('caps the budget at the run limit and keeps only hosts the workflow allows', () => {
    const bounds = planBounds(plan({ hosts: ['registry.example.com', 'cdn.example.org'] }), {
      workspaceRoot: root,
      maxBudgetUsd: 1.5,
      allowedDomains: parseAllowedDomains('registry.example.com'),
    });
    expect(bounds.maxBudgetUsd).toBe(1.5);
    expect(bounds.allowedDomains).toEqual({ kind: 'list', patterns: ['registry.example.com'] });
    expect(bounds.unreachableHosts).toEqual(['cdn.example.org']);
    const open = planBounds(plan({ hosts: [] }), {
      workspaceRoot: root,
      maxBudgetUsd: 5,
      allowedDomains: parseAllowedDomains('*'),
    });
    expect(open.allowedDomains).toEqual({ kind: 'none' });
    expect(open.maxBudgetUsd).toBe(2);
  });
});

describe('the plan and its checks', () => {
  it('names every problem a schema cannot see', () => {
    const problems = planProblems(
      normalizeAnswer({
        ...plan(),
        files: ['/etc/passwd', '../x', '**', 'src/[a'],
        commands: ['npm test:*', 'Bash(rm -rf /'],
        hosts: ['not a host'],
        budget_usd: 9,
      }),
      5,
    );
    expect(problems.join('\n')).toMatch(/must be relative/);
    expect(problems.join('\n')).toMatch(/leaves the repository/);
    expect(problems.join('\n')).toMatch(/matches every file/);
    expect(problems.join('\n')).toMatch(/missing "\)"|Invalid permission rule/);
    expect(problems.join('\n')).toMatch(/hosts:/);
    expect(problems.join('\n')).toMatch(/above the run's limit of \$5/);
    // A bare command becomes a Bash rule.
    expect(normalizeAnswer(plan({ commands: ['npm test:*'] })).commands).toEqual([
      'Bash(npm test:*)',
    ]);
  });

  it('checks a final answer through the JSON Schema first', async () => {
    const check = await planAnswerCheck(5);
    expect(check.check('{"summary": "x"}')).toMatchObject({ ok: false });
    const good = check.check(
      JSON.stringify({
        summary: 's',
        steps: ['a'],
        files: ['README.md'],
        commands: [],
        hosts: [],
        budget_usd: 1,
      }),
    );
    expect(good).toMatchObject({ ok: true });
    expect(check.instructions).toContain('budget_usd');
  });

  it('round-trips through its marker, and the digest changes with any field', () => {
    const text = planText(plan());
    const marker = planMarker(planDigest(plan()), text);
    expect(marker).not.toContain('-->\n');
    const read = readPlanMarker(`body\n${marker}`)!;
    expect(read.digest).toBe(planDigest(plan()));
    expect(parsePlan(read.text)).toEqual(plan());
    expect(planDigest(plan({ budget_usd: 3 }))).not.toBe(planDigest(plan()));
    expect(readPlanMarker(`${marker}\n${marker}`)).toBeUndefined();
    expect(() => parsePlan('{"version": 2}')).toThrow(/version 1/);
  });
});

describe('the paths an execution publishes', () => {
  it("matches repository paths against the plan's globs, as the file tools are", () => {
    const covers = planPathMatcher(plan({ files: ['src/parser/**', 'README.md', 'docs'] }));
    expect(covers('src/parser/a.ts')).toBe(true);
    expect(covers('src/parser/deep/b.ts')).toBe(true);
    expect(covers('README.md')).toBe(true);
    // A folder's glob covers what is in it (as `Edit(/docs)` does).
    expect(covers('docs/guide.md')).toBe(true);
    expect(covers('package.json')).toBe(false);
    expect(covers('scripts/setup.js')).toBe(false);
    expect(covers('src/other.ts')).toBe(false);
    expect(covers('src/parser/../../package.json')).toBe(false);
    expect(covers('')).toBe(false);
    expect(planPathMatcher(plan({ files: [] }))('README.md')).toBe(false);
  });
});
