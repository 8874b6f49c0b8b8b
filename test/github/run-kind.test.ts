/**
 * The run's kind, decided once from real webhook payloads (src/github-side/github/run-kind.ts):
 * every kind the action knows, the order in which the requests win, and
 * `require_plan` turning fix requests (and only those) into plans.
 */
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/github-side/github/event.js';
import {
  admissionOf,
  runKind,
  type RunKindOptions,
} from '../../src/github-side/github/run-kind.js';
import {
  detectTrigger,
  type Trigger,
  type TriggerConfig,
} from '../../src/github-side/github/trigger.js';
import { workflowRunEvent } from './maintenance-payloads.js';
import { examplePayload, type Payload } from './payloads.js';

const config: TriggerConfig = {
  triggerPhrase: '@agent',
  labelTrigger: 'agent',
  assigneeTrigger: '',
  prompt: '',
};

function triggerOf(eventName: string, payload: Payload, prompt = ''): Trigger {
  const event = parseEvent({ eventName, payload, repository: 'o/r', actor: 'me' });
  const decision = detectTrigger(event, { ...config, prompt });
  if (!decision.triggered) throw new Error(decision.reason);
  return decision.trigger;
}

/** A comment with `body` on an issue, or on a pull request when `onPull`. */
function comment(body: string, onPull = false): Trigger {
  const payload = examplePayload('issue_comment', 'created');
  payload.comment.body = body;
  if (onPull) payload.issue.pull_request = { url: 'https://api.github.com/repos/o/r/pulls/1' };
  else delete payload.issue.pull_request;
  return triggerOf('issue_comment', payload);
}

function reviewComment(body: string): Trigger {
  const payload = examplePayload('pull_request_review_comment', 'created');
  payload.comment.body = body;
  return triggerOf('pull_request_review_comment', payload);
}

const kindOf = (trigger: Trigger, options?: RunKindOptions) => runKind(trigger, options);

describe('the run kind', () => {
  it('a fix names what it works on: an issue, a pull request, a review comment', () => {
    expect(kindOf(comment('@agent fix the typo'))).toEqual({ name: 'fix', target: 'issue' });
    expect(kindOf(comment('@agent tidy this', true))).toEqual({
      name: 'fix',
      target: 'pull_request',
    });
    expect(kindOf(reviewComment('@agent rename this'))).toEqual({
      name: 'fix',
      target: 'review_comment',
    });
    const labeled = examplePayload('issues', 'labeled');
    labeled.label = { name: 'agent' };
    expect(kindOf(triggerOf('issues', labeled))).toEqual({ name: 'fix', target: 'issue' });
  });

  it('a review on a pull request (asked for, or automatic) carries its focus', () => {
    expect(kindOf(comment('@agent review the error paths', true))).toEqual({
      name: 'review',
      focus: 'the error paths',
      automatic: false,
    });
    // On an issue there is nothing to review: a request like any other.
    expect(kindOf(comment('@agent review the error paths'))).toEqual({
      name: 'fix',
      target: 'issue',
    });
    const opened = examplePayload('pull_request', 'opened');
    opened.pull_request.draft = false;
    expect(kindOf(triggerOf('pull_request', opened, 'security'))).toEqual({
      name: 'review',
      focus: 'security',
      automatic: true,
    });
  });

  it('a task, a CI fix, a rule to remember, a usage report', () => {
    const dispatch = examplePayload('workflow_dispatch');
    expect(kindOf(triggerOf('workflow_dispatch', dispatch, 'update deps'))).toEqual({
      name: 'task',
    });
    const failed = workflowRunEvent({ headSha: 'a'.repeat(40), headBranch: 'main' });
    const ciFix = kindOf(triggerOf(failed.name, failed.payload));
    expect(ciFix).toMatchObject({ name: 'ci-fix', failed: { name: 'CI', conclusion: 'failure' } });
    expect(kindOf(reviewComment('@agent remember errors name the file'))).toEqual({
      name: 'remember',
      rule: 'errors name the file',
    });
    expect(kindOf(comment('@agent usage'))).toEqual({ name: 'usage' });
  });

  it('plan and approve; require_plan turns fix requests into plans, nothing else', () => {
    expect(kindOf(comment('@agent plan the migration'))).toEqual({ name: 'plan' });
    expect(kindOf(comment('@agent approve'))).toEqual({ name: 'approve', target: 'issue' });
    expect(
      kindOf(comment('@agent approve https://github.com/o/r/issues/1#issuecomment-42', true)),
    ).toEqual({ name: 'approve', target: 'pull_request', planCommentId: 42 });
    const required = { requirePlan: true };
    expect(kindOf(comment('@agent fix the typo'), required)).toEqual({ name: 'plan' });
    expect(kindOf(reviewComment('@agent rename this'), required)).toEqual({ name: 'plan' });
    expect(kindOf(comment('@agent review', true), required).name).toBe('review');
    expect(kindOf(comment('@agent approve'), required).name).toBe('approve');
    expect(kindOf(comment('@agent usage'), required).name).toBe('usage');
    const dispatch = examplePayload('workflow_dispatch');
    expect(kindOf(triggerOf('workflow_dispatch', dispatch, 'triage'), required).name).toBe('task');
  });

  it('tells the gate whom to check', () => {
    const dispatch = examplePayload('workflow_dispatch');
    expect(admissionOf(triggerOf('workflow_dispatch', dispatch, 'x'))).toBe('workflow');
    const failed = workflowRunEvent({ headSha: 'a'.repeat(40), headBranch: 'main' });
    expect(admissionOf(triggerOf(failed.name, failed.payload))).toBe('workflow');
    const opened = examplePayload('pull_request', 'opened');
    opened.pull_request.draft = false;
    expect(admissionOf(triggerOf('pull_request', opened))).toBe('automatic_review');
    expect(admissionOf(comment('@agent review', true))).toBe('request');
  });
});
