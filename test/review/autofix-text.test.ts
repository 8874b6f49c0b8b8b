/** The autofix's words and sums (src/github-side/review/autofix-text.ts). */
import { describe, expect, it } from 'vitest';
import {
  autofixBranch,
  autofixBudget,
  findingsToFix,
  fixedNumbers,
  renderAutofixReport,
  renderAutofixList,
} from '../../src/github-side/review/autofix-text.js';
import type { ReviewFinding } from '../../src/github-side/review/finding.js';

const finding = (severity: ReviewFinding['severity'], line: number): ReviewFinding => ({
  path: 'src/a.js',
  line,
  side: 'RIGHT',
  severity,
  body: `${severity} at ${line}\nmore detail`,
  inDiff: true,
});
const findings = [finding('nit', 1), finding('important', 2), finding('blocking', 3)];

describe('autofix', () => {
  it('takes the findings at or above the threshold', () => {
    expect(findingsToFix(findings, 'blocking').map((f) => f.line)).toEqual([3]);
    expect(findingsToFix(findings, 'important').map((f) => f.line)).toEqual([2, 3]);
  });

  it('draws its cap inside what the review left of max_budget_usd', () => {
    expect(autofixBudget({ autofixBudgetUsd: 1, maxBudgetUsd: 5 }, 0.5)).toEqual({ usd: 1 });
    expect(autofixBudget({ autofixBudgetUsd: 1, maxBudgetUsd: 3 }, 2.25)).toEqual({ usd: 0.75 });
    expect(autofixBudget({ autofixBudgetUsd: 1, maxBudgetUsd: 3 }, 2.995)).toEqual({
      none: 'the review left less than a cent of max_budget_usd',
    });
    expect(autofixBudget({ autofixBudgetUsd: 0, maxBudgetUsd: 3 }, 0)).toEqual({
      none: 'autofix_budget_usd is below a cent',
    });
  });

  it("reads the numbers of the agent's last Fixed: line, within the list", () => {
    expect(fixedNumbers('Done.\n\nFixed: 1, 3\nNot fixed 2: wrong', 3)).toEqual([1, 3]);
    expect(fixedNumbers('Fixed: 1\nfixed: 2, 2, 7, 0', 3)).toEqual([2]);
    expect(fixedNumbers('Fixed: none', 3)).toEqual([]);
    expect(fixedNumbers('I fixed: nothing at all? Fixed 1', 3)).toEqual([]);
  });

  it('names its branch and lists the findings, one line each', () => {
    expect(autofixBranch('agent/', 42)).toBe('agent/autofix-42');
    expect(renderAutofixList(findings.slice(1))).toBe(
      '1. [important] `src/a.js` line 2: important at 2\n2. [blocking] `src/a.js` line 3: blocking at 3',
    );
  });

  it("says in the review's report what it fixed and what it did not", () => {
    const report = renderAutofixReport({
      pullRequest: { number: 9, url: 'https://github.example/o/r/pull/9' },
      fixed: [findings[2]!],
      notFixed: [findings[1]!],
    });
    expect(report).toContain('[#9](https://github.example/o/r/pull/9) fixes 1 of 2 findings');
    expect(report).toContain('Not fixed:\n\n1. [important] `src/a.js` line 2');
    expect(renderAutofixReport({ skipped: 'a fork', fixed: [], notFixed: [] })).toBe(
      '### Autofix\n\nNo autofix: a fork',
    );
  });
});
