/** `@agent remember <rule>` on real webhook payloads: the rule, as one line of plain text. */
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/github-side/github/event.js';
import { detectTrigger, type TriggerConfig } from '../../src/github-side/github/trigger.js';
import { examplePayload } from './payloads.js';

const config: TriggerConfig = {
  triggerPhrase: '@agent',
  labelTrigger: '',
  assigneeTrigger: '',
  prompt: '',
};

function ruleOf(eventName: string, body: string, onPull = true): string | undefined {
  const payload = examplePayload(eventName, 'created');
  payload.comment.body = body;
  if (eventName === 'issue_comment' && !onPull) delete payload.issue.pull_request;
  if (eventName === 'issue_comment' && onPull)
    payload.issue.pull_request = { url: 'https://api.github.com/repos/o/r/pulls/1' };
  const decision = detectTrigger(parseEvent({ eventName, payload, repository: 'o/r' }), config);
  if (!decision.triggered) throw new Error(decision.reason);
  const { ask } = decision.trigger;
  return ask.verb === 'remember' ? ask.rule : undefined;
}

describe('@agent remember', () => {
  it('takes the rest of the paragraph as the rule, from a review comment or a PR comment', () => {
    expect(ruleOf('pull_request_review_comment', '@agent remember: prefer early\nreturns.')).toBe(
      'prefer early returns.',
    );
    expect(
      ruleOf('issue_comment', 'Good point. @agent remember Errors name the file.\n\nThanks'),
    ).toBe('Errors name the file.');
  });

  it('strips markup that could hide text or forge a marker', () => {
    expect(ruleOf('issue_comment', '@agent remember no <!-- agent-loop:x --> magic')).toBe(
      'no magic',
    );
  });

  it('is a plain request elsewhere: on an issue, or another word after the phrase', () => {
    expect(ruleOf('issue_comment', '@agent remember this', false)).toBeUndefined();
    expect(ruleOf('issue_comment', '@agent please remember this')).toBeUndefined();
    expect(ruleOf('issue_comment', '@agent remember')).toBe('');
  });
});
