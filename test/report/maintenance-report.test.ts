/** The report notes of maintenance runs: nothing to change, and a run stopped before the model. */
import { describe, expect, it } from 'vitest';
import { renderStepSummary } from '../../src/github-side/report/final-report.js';
import type { FinalReportView } from '../../src/github-side/report/report-view.js';

const view: FinalReportView = {
  conclusion: 'success',
  summary: 'Every TODO already has a date.',
  filesChanged: [],
  runId: '1',
  runUrl: 'https://github.example/o/r/actions/runs/1',
  turns: 2,
  costUsd: 0.01,
  durationMs: 1000,
};
const redact = (text: string) => text.replaceAll('s3cret-value', '***');

describe('maintenance report notes', () => {
  it('nothing to change: says no commit was made and links the untouched PR', () => {
    const summary = renderStepSummary(
      { ...view, nothingToChange: { pullRequestUrl: 'https://github.example/o/r/pull/9' } },
      redact,
    );
    expect(summary).toContain(
      'Nothing to change: the agent left the files as they were, so no commit was made and the [pull request](https://github.example/o/r/pull/9) was left as it was.',
    );
    expect(renderStepSummary({ ...view, nothingToChange: {} }, redact)).toMatch(
      /no commit was made\.$/m,
    );
  });

  it('a stop before the model: the reason on one line, secrets masked', () => {
    const summary = renderStepSummary(
      {
        ...view,
        conclusion: 'skipped',
        summary: '',
        skipReason: 'The agent already pushed 2 CI fixes\nin a row (s3cret-value)',
      },
      redact,
    );
    expect(summary).toContain('skipped');
    expect(summary).toContain('> The agent already pushed 2 CI fixes in a row (***)');
  });
});
