/**
 * The `@agent <verb>` table (src/github-side/github/verbs.ts): each verb read once from the
 * text after the phrase, only where it is understood; anything else is a fix.
 */
import { describe, expect, it } from 'vitest';
import { askOf, VERBS, type AskPlace } from '../../src/github-side/github/verbs.js';

const ON_PULL: AskPlace = { onPullRequest: true, reviewBody: false };
const ON_ISSUE: AskPlace = { onPullRequest: false, reviewBody: false };
const REVIEW_BODY: AskPlace = { onPullRequest: true, reviewBody: true };
const ask = (text: string, place = ON_PULL) => askOf(text, '@agent', place);

describe('the verb table', () => {
  it.each([
    ['@agent review', ''],
    ['@agent review, focus on naming', 'focus on naming'],
    ['> @agent fix\n\n@agent REVIEW the tests', 'the tests'],
    ['@agent review the parser\n\nand the lexer', 'the parser\n\nand the lexer'],
  ])('%j asks for a review with focus %j', (text, focus) => {
    expect(ask(text)).toEqual({ verb: 'review', focus });
  });

  it('cuts a long focus, rule and plan request', () => {
    expect(ask(`@agent review ${'x'.repeat(3_000)}`)).toEqual({
      verb: 'review',
      focus: 'x'.repeat(2_000),
    });
    const rule = ask(`@agent remember ${'y'.repeat(900)}`);
    expect(rule.verb === 'remember' && rule.rule.length).toBe(500);
    const plan = ask(`@agent plan ${'z'.repeat(30_000)}`, ON_ISSUE);
    expect(plan.verb === 'plan' && plan.request.length).toBe(20_000);
  });

  it('reads each verb with its argument', () => {
    expect(ask('@agent remember: one rule\nper line.\n\nThanks')).toEqual({
      verb: 'remember',
      rule: 'one rule per line.',
    });
    expect(ask('@agent plan the migration', ON_ISSUE)).toEqual({
      verb: 'plan',
      request: 'the migration',
    });
    expect(ask('@agent approve', ON_ISSUE)).toEqual({ verb: 'approve' });
    expect(ask('@agent approve https://github.com/o/r/issues/1#issuecomment-42')).toEqual({
      verb: 'approve',
      planCommentId: 42,
    });
    expect(ask('@agent usage.', ON_ISSUE)).toEqual({ verb: 'usage' });
  });

  it('is a fix for any other word, or a verb whose text is not that verb after all', () => {
    expect(ask('no phrase here')).toEqual({ verb: 'fix' });
    expect(ask('@agent fix the typo')).toEqual({ verb: 'fix' });
    expect(ask('@agent reviewer')).toEqual({ verb: 'fix' });
    expect(ask('@agent constructor')).toEqual({ verb: 'fix' });
    expect(ask('@agent usage of X is wrong, fix it')).toEqual({ verb: 'fix' });
    expect(ask('@agent usage\n\nthanks')).toEqual({ verb: 'usage' });
  });

  it('understands a verb only where its entry says', () => {
    expect(ask('@agent review', ON_ISSUE)).toEqual({ verb: 'fix' });
    expect(ask('@agent remember x', ON_ISSUE)).toEqual({ verb: 'fix' });
    expect(ask('@agent review it', REVIEW_BODY)).toEqual({ verb: 'review', focus: 'it' });
    for (const text of ['@agent remember x', '@agent plan x', '@agent approve', '@agent usage']) {
      expect(ask(text, REVIEW_BODY)).toEqual({ verb: 'fix' });
    }
  });

  it('documents every verb it knows', () => {
    for (const [name, spec] of Object.entries(VERBS)) {
      expect(spec.usage.split(' ')[0]).toBe(name);
      expect(spec.summary).not.toBe('');
    }
  });
});
