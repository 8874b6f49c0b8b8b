/**
 * The review's state record and its renderers: state in, Markdown out, with no
 * client, no comment and no setter between them.
 */
import type { LoopEvent } from '../../src/engine/events/stream.js';
import type { ReviewFinding } from '../../src/github-side/review/finding.js';
import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../src/github-side/github/trigger.js';
import {
  initialReviewState,
  observeFinding,
  renderFailed,
  renderFinished,
  renderNothingNew,
  renderWorking,
  type ReviewState,
} from '../../src/github-side/review/review-state.js';

const HEAD = 'a'.repeat(40);
const PREVIOUS = 'b'.repeat(40);
const RUN_URL = 'https://github.com/o/r/actions/runs/1';
const redact = (text: string) => text.replaceAll('hunter2', '***');

function reviewTrigger(overrides: Partial<Trigger> = {}): Trigger {
  return {
    source: 'pull_request',
    repo: { owner: 'o', repo: 'r' },
    actor: { login: 'octocat' },
    number: 7,
    isPullRequest: true,
    request: '',
    ask: { verb: 'review', focus: '' },
    event: { name: 'pull_request', action: 'synchronize', pullRequest: { headSha: HEAD } },
    ...overrides,
  } as unknown as Trigger;
}

function finding(severity: ReviewFinding['severity'], body = 'off by one'): ReviewFinding {
  return { path: 'src/a.ts', line: 3, side: 'RIGHT', severity, body, inDiff: true };
}

function state(overrides: Partial<ReviewState> = {}): ReviewState {
  return { ...initialReviewState(reviewTrigger(), RUN_URL), ...overrides };
}

describe('the review state record', () => {
  it('starts from the head the event names, with its origin and nothing found', () => {
    const initial = initialReviewState(
      reviewTrigger({ ask: { verb: 'review', focus: 'the parser' } }),
      RUN_URL,
    );
    expect(initial).toEqual({
      runUrl: RUN_URL,
      origin: 'Automatic review after a push',
      focus: 'the parser',
      headSha: HEAD,
      notes: [],
      findings: [],
    });
  });

  it('takes a finding from a review_comment event and nothing from other events', () => {
    const record = state();
    const comment = finding('blocking');
    const event = {
      type: 'system',
      subtype: 'review_comment',
      comment,
      session_id: 's',
      uuid: 'u',
    } as LoopEvent;
    const other = { type: 'system', subtype: 'todo_update', todos: [], session_id: 's', uuid: 'v' };
    expect(observeFinding(record, other as LoopEvent)).toBe(false);
    expect(observeFinding(record, event)).toBe(true);
    expect(record.findings).toEqual([comment]);
  });
});

describe('rendering the state', () => {
  it('shows the working summary from the record and the live numbers', () => {
    const body = renderWorking(
      state({
        previousHead: PREVIOUS,
        findings: [finding('blocking'), finding('nit')],
        sinceLastReview: '2 new commits',
        notes: ['the check run was skipped: hunter2'],
      }),
      { todos: [], currentStep: 'Reading src/a.ts', turns: 3, costUsd: 0.25 },
      redact,
    );
    expect(body).toContain(`### 🔍 agent-loop review · \`${HEAD.slice(0, 7)}\``);
    expect(body).toContain('⏳ **Reviewing…**');
    expect(body).toContain('**Now:** Reading src/a.ts');
    expect(body).toContain('Findings so far: 1 blocking · 0 important · 1 nit');
    expect(body).toContain('Turns: 3');
    expect(body).toContain(`[View run](${RUN_URL})`);
    // The head reviewed last stays recorded while this run works.
    expect(body).toContain(`<!-- agent-loop:reviewed-head:${PREVIOUS} -->`);
    expect(body).not.toContain('hunter2');
  });

  it('is pure: the same state renders the same body, and rendering changes nothing', () => {
    const record = state({ findings: [finding('important')] });
    const before = structuredClone(record);
    const progress = { todos: [], turns: 1, costUsd: 0 };
    expect(renderWorking(record, progress, redact)).toBe(renderWorking(record, progress, redact));
    renderFailed(record, ['boom'], redact);
    renderNothingNew(record, 'no new commit', redact);
    expect(record).toEqual(before);
  });

  it('says why the review did not run, with a default reason', () => {
    expect(renderFailed(state(), ['Reading the PR failed: 500'], redact)).toContain(
      '- Reading the PR failed: 500',
    );
    expect(renderFailed(state(), [], redact)).toContain('- The review did not run');
  });

  it('says nothing is new and keeps the head reviewed last', () => {
    const body = renderNothingNew(state({ previousHead: PREVIOUS }), 'no commit since', redact);
    expect(body).toContain('✅ **Nothing new to review**: no commit since');
    expect(body).toContain(`<!-- agent-loop:reviewed-head:${PREVIOUS} -->`);
  });

  it('records the new head only when a complete review was posted', () => {
    const review = { url: 'https://github.com/o/r/pull/7#pullrequestreview-1', outsideDiff: 1 };
    const posted = {
      ...review,
      refusedByGitHub: 0,
      inlineComments: 1,
    } as unknown as NonNullable<Parameters<typeof renderFinished>[1]['finished']['review']>;
    const counts = { blocking: 1, important: 0, nit: 1 };
    const record = state({
      previousHead: PREVIOUS,
      verification: { verified: 1, dropped: 0, unverified: 0 },
    });
    const complete = renderFinished(
      record,
      { finished: { state: 'complete', review: posted, errors: [], counts }, turns: 9, costUsd: 1 },
      redact,
    );
    expect(complete).toContain('**Verdict:** 🔴 Changes needed: 1 blocking finding');
    expect(complete).toContain('(1 in the review body)');
    expect(complete).toContain('**Verified:** 1 confirmed');
    expect(complete).toContain(`[Read the review](${review.url})`);
    expect(complete).toContain(`<!-- agent-loop:reviewed-head:${HEAD} -->`);
    const partial = renderFinished(
      record,
      {
        finished: {
          state: 'partial',
          review: posted,
          partialReason: 'the budget ran out',
          errors: [],
          counts,
        },
        turns: 9,
        costUsd: 1,
      },
      redact,
    );
    expect(partial).toContain('⚠️ **Partial review**: the budget ran out.');
    expect(partial).toContain(`<!-- agent-loop:reviewed-head:${PREVIOUS} -->`);
    expect(partial).not.toContain(`reviewed-head:${HEAD}`);
  });
});
