/** "Checked before publishing" (src/github-side/report/self-check.ts): safe Markdown from untrusted output. */
import { describe, expect, it } from 'vitest';
import type { SelfCheckSummary } from '../../src/engine/events/stream.js';
import { failingChecksNote, renderSelfCheck } from '../../src/github-side/report/self-check.js';

const redact = (text: string) => text.replaceAll('s3cr3t-value', '***');

const summary: SelfCheckSummary = {
  status: 'failed',
  rounds: 3,
  checks: [
    {
      command: 'echo `x` | grep s3cr3t-value',
      source: 'check_commands',
      status: 'failed',
      ending: 'timeout',
      exit_code: null,
      duration_ms: 61_500,
      output: 'start\n```\n</details> @octocat s3cr3t-value\nend',
    },
    {
      command: 'npm run lint',
      source: 'package.json',
      status: 'failing_before',
      ending: 'exited',
      exit_code: 2,
      duration_ms: 420,
    },
  ],
  findings: [],
  not_checked: ['the base commit: could not check it out'],
};

describe('renderSelfCheck', () => {
  it('lists each check with its result and time, the failing output fenced, what was not checked', () => {
    const text = renderSelfCheck(summary, redact).join('\n');
    expect(text).toContain('### Checked before publishing');
    expect(text).toContain('ran 3 times on this work and still fail');
    expect(text).toContain(
      "| `echo 'x' \\| grep ***` | ❌ failed (timed out after 1 min 2 s) | 1 min 2 s |",
    );
    expect(text).toContain(
      '| `npm run lint` | ➖ failed before this change too (not held against it) (exit code 2) | 420 ms |',
    );
    // The output cannot close its fence: the fence is longer than any run of backticks in it.
    expect(text).toContain('````text\nstart\n```\n</details> @octocat ***\nend\n````');
    expect(text).not.toContain('s3cr3t-value');
    expect(text).toContain('Not checked:\n- the base commit: could not check it out');
  });

  it('says why when skipped, and nothing without a self-check', () => {
    expect(
      renderSelfCheck({ ...summary, status: 'skipped', reason: 'the run changed nothing' }, redact),
    ).toEqual(['### Checked before publishing', '', 'Not checked: the run changed nothing.']);
    expect(renderSelfCheck(undefined, redact)).toEqual([]);
  });

  it('says the self-review alone read the work when no check ran, and what it still blocks on', () => {
    const finding = { path: 'a.ts', line: 3, severity: 'blocking' as const, body: 'off by one' };
    const reviewed: SelfCheckSummary = {
      status: 'passed',
      rounds: 1,
      checks: [],
      findings: [],
      not_checked: ['no checks found in the repository'],
    };
    const passed = renderSelfCheck(reviewed, redact).join('\n');
    expect(passed).toContain('The self-review read this work once before it was published');
    expect(passed).not.toContain('| Command |');
    const blocked = renderSelfCheck(
      { ...reviewed, status: 'failed', rounds: 3, findings: [finding] },
      redact,
    ).join('\n');
    expect(blocked).toContain('The self-review read this work 3 times and still finds a blocking');
    expect(blocked).toContain('- **blocking** `a.ts:3`: off by one');
    // Checks that pass with a blocking finding: the review is why it is a draft, not the checks.
    const passing = { ...summary.checks[1]!, status: 'passed' as const };
    const withChecks = renderSelfCheck(
      { ...reviewed, status: 'failed', checks: [passing], findings: [finding] },
      redact,
    ).join('\n');
    expect(withChecks).toContain('still finds a blocking problem');
    expect(withChecks).not.toContain('still fail because of it');
  });

  it('leaves a note of the failing checks for the memory, only when they still fail', () => {
    expect(failingChecksNote(summary)).toContain(
      'Checks still failing when this run published (self-check):\n- `echo `x` | grep s3cr3t-value`: timed out after 1 min 2 s; the end of its output: start',
    );
    expect(failingChecksNote(summary)).not.toContain('npm run lint');
    expect(failingChecksNote({ ...summary, status: 'passed' })).toBe('');
  });
});
