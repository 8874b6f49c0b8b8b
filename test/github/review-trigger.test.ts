/** Which pull request events start a review, on real webhook payloads. */
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/github-side/github/event.js';
import { detectTrigger, type TriggerConfig } from '../../src/github-side/github/trigger.js';
import { examplePayload } from './payloads.js';

const config: TriggerConfig = {
  triggerPhrase: '@agent',
  labelTrigger: 'agent',
  assigneeTrigger: '',
  prompt: '',
};
const parse = (eventName: string, payload: unknown) =>
  parseEvent({ eventName, payload, repository: 'o/r' });

describe('automatic review on pull_request / pull_request_target', () => {
  it.each(['opened', 'synchronize', 'ready_for_review', 'reopened'])(
    'pull_request %s starts a review with no comment and no prompt',
    (action) => {
      const payload = examplePayload('pull_request', action);
      payload.pull_request.draft = false;
      const decision = detectTrigger(parse('pull_request', payload), config);
      if (!decision.triggered) throw new Error(decision.reason);
      expect(decision.trigger).toMatchObject({
        source: 'pull_request',
        ask: { verb: 'review', focus: '' },
        isPullRequest: true,
        number: payload.pull_request.number,
        actor: { login: payload.pull_request.user.login },
      });
      expect(decision.trigger.comment).toBeUndefined();
    },
  );

  it('pull_request_target (same payload shape) starts a review too', () => {
    const payload = examplePayload('pull_request', 'opened');
    payload.pull_request.draft = false;
    const decision = detectTrigger(parse('pull_request_target', payload), config);
    expect(decision).toMatchObject({ triggered: true, trigger: { source: 'pull_request' } });
    expect(decision.triggered && decision.trigger.event.name).toBe('pull_request_target');
  });

  it('a synchronize event keeps the pushed range', () => {
    const payload = examplePayload('pull_request', 'synchronize');
    const event = parse('pull_request', payload);
    expect(event).toMatchObject({ before: payload.before, after: payload.after });
  });

  it('drafts are skipped unless review_drafts', () => {
    const payload = examplePayload('pull_request', 'opened');
    payload.pull_request.draft = true;
    const skipped = detectTrigger(parse('pull_request', payload), config);
    expect(skipped).toMatchObject({ triggered: false, reason: expect.stringContaining('draft') });
    const reviewed = detectTrigger(parse('pull_request', payload), {
      ...config,
      reviewDrafts: true,
    });
    expect(reviewed.triggered).toBe(true);
  });

  it.each(['closed', 'labeled', 'converted_to_draft', 'assigned'])(
    'pull_request %s is skipped with the actions that do start one',
    (action) => {
      const decision = detectTrigger(
        parse('pull_request', examplePayload('pull_request', action)),
        config,
      );
      expect(decision).toMatchObject({
        triggered: false,
        reason: expect.stringContaining('opened, synchronize, ready_for_review, reopened'),
      });
    },
  );

  it('the prompt input becomes the focus of an automatic review', () => {
    const payload = examplePayload('pull_request', 'opened');
    payload.pull_request.draft = false;
    const decision = detectTrigger(parse('pull_request', payload), {
      ...config,
      prompt: 'Focus on SQL injection',
    });
    expect(decision).toMatchObject({
      triggered: true,
      trigger: {
        ask: { verb: 'review', focus: 'Focus on SQL injection' },
        request: 'Focus on SQL injection',
      },
    });
  });
});

describe('`@agent review` is a read-only review wherever it is written', () => {
  it('in a submitted review body (it used to run in write mode)', () => {
    const payload = examplePayload('pull_request_review', 'submitted');
    payload.review.body = 'Thanks! @agent review the error paths please';
    const decision = detectTrigger(parse('pull_request_review', payload), config);
    expect(decision).toMatchObject({
      triggered: true,
      trigger: { source: 'review', ask: { verb: 'review', focus: 'the error paths please' } },
    });
  });

  it('a review body asking for something else stays a normal request', () => {
    const payload = examplePayload('pull_request_review', 'submitted');
    payload.review.body = '@agent please address the comments';
    const decision = detectTrigger(parse('pull_request_review', payload), config);
    expect(decision.triggered && decision.trigger.ask).toEqual({ verb: 'fix' });
  });

  it('in a review comment', () => {
    const payload = examplePayload('pull_request_review_comment', 'created');
    payload.comment.body = '@agent review: is this lock safe?';
    const decision = detectTrigger(parse('pull_request_review_comment', payload), config);
    expect(decision).toMatchObject({
      triggered: true,
      trigger: {
        source: 'review_comment',
        ask: { verb: 'review', focus: 'is this lock safe?' },
      },
    });
  });

  it('in an issue comment on a pull request, with its focus', () => {
    const payload = examplePayload('issue_comment', 'created');
    payload.issue.pull_request = { url: 'x' };
    payload.comment.body = '@agent review';
    const decision = detectTrigger(parse('issue_comment', payload), config);
    expect(decision).toMatchObject({ trigger: { ask: { verb: 'review', focus: '' } } });
  });
});
