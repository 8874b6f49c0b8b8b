import { describe, expect, it } from 'vitest';
import { EventPayloadError, parseEvent } from '../../src/github-side/github/event.js';
import { detectTrigger, type TriggerConfig } from '../../src/github-side/github/trigger.js';
import { examplePayload } from './payloads.js';

const config: TriggerConfig = {
  triggerPhrase: '@agent',
  labelTrigger: 'agent',
  assigneeTrigger: 'agent-bot',
  prompt: '',
};
const parse = (eventName: string, payload: unknown) =>
  parseEvent({ eventName, payload, repository: 'o/r' });

describe('detectTrigger on real payloads', () => {
  it('issue_comment on an issue with the phrase', () => {
    const payload = examplePayload('issue_comment', 'created');
    payload.comment.body = '@agent fix the typo';
    const decision = detectTrigger(parse('issue_comment', payload), config);
    expect(decision.triggered).toBe(true);
    if (!decision.triggered) return;
    expect(decision.trigger).toMatchObject({
      source: 'issue_comment',
      number: 1,
      isPullRequest: false,
      actor: { login: 'Codertocat' },
      comment: { id: String(payload.comment.id), kind: 'issue' },
      cutoff: payload.comment.created_at,
      repo: { owner: 'Codertocat', repo: 'Hello-World' },
    });
  });

  it('issue_comment on a pull request', () => {
    const payload = examplePayload('issue_comment', 'created');
    payload.issue.pull_request = {
      url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/1',
    };
    payload.comment.body = 'hey @agent, rebase please';
    const decision = detectTrigger(parse('issue_comment', payload), config);
    expect(decision.triggered && decision.trigger.isPullRequest).toBe(true);
  });

  describe('review requests (`@agent review`)', () => {
    const decide = (body: string, pullRequest: boolean) => {
      const payload = examplePayload('issue_comment', 'created');
      if (pullRequest) payload.issue.pull_request = { url: 'x' };
      else delete payload.issue.pull_request;
      payload.comment.body = body;
      const decision = detectTrigger(parse('issue_comment', payload), config);
      if (!decision.triggered) throw new Error(decision.reason);
      return decision.trigger;
    };

    it.each([
      ['@agent review', true],
      ['@Agent REVIEW this, focus on error handling', true],
      ['hi @agent, review please', true],
      ['@agent review.', true],
      ['`@agent fix` first; then @agent review', true],
      ['@agent please fix', false],
      ['@agent please review', false],
      ['@agent reviewer', false],
      ['@agent review-bot', false],
      ['@agent fix this. @agent review', false],
    ])('%j on a PR → review: %s', (body, expected) => {
      expect(decide(body, true).ask.verb === 'review').toBe(expected);
    });

    it('on an issue, `@agent review` is a normal run', () => {
      expect(decide('@agent review', false).ask).toEqual({ verb: 'fix' });
    });
  });

  it('skips a comment without the phrase, or with it only in code or quotes', () => {
    const payload = examplePayload('issue_comment', 'created');
    expect(detectTrigger(parse('issue_comment', payload), config)).toMatchObject({
      triggered: false,
    });
    payload.comment.body = '> @agent do it\n\n`@agent`';
    expect(detectTrigger(parse('issue_comment', payload), config)).toMatchObject({
      triggered: false,
    });
  });

  it('an edit triggers only when it adds the phrase', () => {
    const payload = examplePayload('issue_comment', 'edited');
    payload.comment.body = '@agent fix';
    payload.changes = { body: { from: 'fix' } };
    expect(detectTrigger(parse('issue_comment', payload), config).triggered).toBe(true);
    payload.changes = { body: { from: '@agent fix it' } };
    expect(detectTrigger(parse('issue_comment', payload), config).triggered).toBe(false);
  });

  describe('edits', () => {
    it('issues.edited that changed only the title is skipped, naming the title', () => {
      const payload = examplePayload('issues', 'edited');
      payload.issue.body = '@agent fix the build';
      payload.changes = { title: { from: 'Old title' } };
      expect(detectTrigger(parse('issues', payload), config)).toEqual({
        triggered: false,
        reason: expect.stringMatching(/changed only the title, not the issue body/),
      });
    });

    it('issues.edited with an empty `changes` (as in the real example) is skipped', () => {
      const payload = examplePayload('issues', 'edited');
      expect(payload.changes).toEqual({});
      payload.issue.body = '@agent fix the build';
      expect(detectTrigger(parse('issues', payload), config)).toMatchObject({
        triggered: false,
        reason: expect.stringContaining('changed nothing it names'),
      });
    });

    it('a body edit that keeps an existing phrase is skipped; one that adds it runs', () => {
      const payload = examplePayload('issues', 'edited');
      payload.issue.body = '@agent fix the build, and the tests';
      payload.changes = { title: { from: 'x' }, body: { from: '@agent fix the build' } };
      expect(detectTrigger(parse('issues', payload), config)).toMatchObject({
        triggered: false,
        reason: expect.stringContaining('already mentioned @agent before this edit'),
      });
      // The phrase was only in code before: now it is a request.
      payload.changes = { body: { from: 'Run `@agent fix` to fix it' } };
      expect(detectTrigger(parse('issues', payload), config).triggered).toBe(true);
    });

    it("issues.edited: the request is the issue author's, whoever edited it", () => {
      const payload = examplePayload('issues', 'edited');
      payload.issue.body = '@agent fix the build';
      payload.issue.user.login = 'outsider';
      payload.sender.login = 'maintainer';
      payload.changes = { body: { from: 'fix the build' } };
      const decision = detectTrigger(parse('issues', payload), config);
      if (!decision.triggered) throw new Error(decision.reason);
      expect(decision.trigger.actor.login).toBe('outsider');
      expect(decision.trigger.event.sender.login).toBe('maintainer');
    });

    it('issue_comment.edited by another account keeps both accounts for the gate', () => {
      const payload = examplePayload('issue_comment', 'edited');
      payload.comment.body = '@agent fix';
      payload.sender = { ...payload.sender, login: 'mallory', type: 'User' };
      const decision = detectTrigger(parse('issue_comment', payload), config);
      if (!decision.triggered) throw new Error(decision.reason);
      expect(decision.trigger.actor.login).toBe('Codertocat');
      expect(decision.trigger.event.sender.login).toBe('mallory');
    });

    it.each([
      ['pull_request_review_comment', 'the review comment'],
      ['pull_request_review', 'the review'],
    ])('%s.edited follows the same rules', (name, what) => {
      const payload =
        name === 'pull_request_review'
          ? { ...examplePayload('pull_request_review', 'submitted'), action: 'edited' }
          : examplePayload(name, 'edited');
      const target = payload.review ?? payload.comment;
      target.body = '@agent rename it';
      payload.changes = { body: { from: 'rename it' } };
      expect(detectTrigger(parse(name, payload), config).triggered).toBe(true);
      payload.changes = { body: { from: '@agent rename' } };
      expect(detectTrigger(parse(name, payload), config)).toMatchObject({
        triggered: false,
        reason: expect.stringContaining(`${what} already mentioned`),
      });
      payload.changes = {};
      expect(detectTrigger(parse(name, payload), config).triggered).toBe(false);
    });
  });

  it('deleted comments are ignored', () => {
    const payload = examplePayload('issue_comment', 'deleted');
    payload.comment.body = '@agent';
    expect(detectTrigger(parse('issue_comment', payload), config).triggered).toBe(false);
  });

  it('pull_request_review_comment gives the code location and thread', () => {
    const payload = examplePayload('pull_request_review_comment', 'created');
    payload.comment.body = '@agent use a constant here';
    payload.comment.in_reply_to_id = 7;
    const decision = detectTrigger(parse('pull_request_review_comment', payload), config);
    expect(decision.triggered).toBe(true);
    if (!decision.triggered) return;
    expect(decision.trigger.source).toBe('review_comment');
    expect(decision.trigger.reviewLocation).toMatchObject({ path: 'README.md', threadId: '7' });
    expect(decision.trigger.comment?.kind).toBe('review');
  });

  it('pull_request_review with the phrase in its body', () => {
    const payload = examplePayload('pull_request_review', 'submitted');
    expect(detectTrigger(parse('pull_request_review', payload), config).triggered).toBe(false);
    payload.review.body = 'Looks close. @agent please address the comments';
    const decision = detectTrigger(parse('pull_request_review', payload), config);
    expect(decision).toMatchObject({
      triggered: true,
      trigger: { source: 'review', isPullRequest: true },
    });
  });

  it('issues opened / edited with the phrase in the body', () => {
    const opened = examplePayload('issues', 'opened');
    expect(detectTrigger(parse('issues', opened), config).triggered).toBe(false);
    opened.issue.body = 'Broken build. @agent';
    expect(detectTrigger(parse('issues', opened), config)).toMatchObject({
      triggered: true,
      trigger: { source: 'issue_body' },
    });
    const edited = examplePayload('issues', 'edited');
    edited.issue.body = 'now @agent';
    edited.changes = { body: { from: 'before' } };
    expect(detectTrigger(parse('issues', edited), config).triggered).toBe(true);
  });

  it('issues assigned to assignee_trigger', () => {
    const payload = examplePayload('issues', 'assigned');
    expect(detectTrigger(parse('issues', payload), config).triggered).toBe(false);
    payload.assignee.login = 'Agent-Bot';
    expect(detectTrigger(parse('issues', payload), config)).toMatchObject({
      triggered: true,
      trigger: { source: 'issue_assigned' },
    });
    expect(
      detectTrigger(parse('issues', payload), { ...config, assigneeTrigger: '' }).triggered,
    ).toBe(false);
  });

  it('issues labeled with label_trigger', () => {
    const payload = examplePayload('issues', 'labeled');
    expect(detectTrigger(parse('issues', payload), config)).toMatchObject({
      triggered: false,
      reason: expect.stringContaining('bug'),
    });
    payload.label.name = 'agent';
    expect(detectTrigger(parse('issues', payload), config)).toMatchObject({
      triggered: true,
      trigger: { source: 'issue_labeled' },
    });
  });

  it('workflow_dispatch and schedule need the prompt input', () => {
    const dispatch = examplePayload('workflow_dispatch');
    expect(detectTrigger(parse('workflow_dispatch', dispatch), config).triggered).toBe(false);
    const decision = detectTrigger(parse('workflow_dispatch', dispatch), {
      ...config,
      prompt: 'update deps',
    });
    expect(decision).toMatchObject({
      triggered: true,
      trigger: { source: 'automation', request: 'update deps' },
    });
    const schedule = parseEvent({
      eventName: 'schedule',
      payload: { schedule: '0 * * * *' },
      repository: 'o/r',
      actor: 'me',
    });
    expect(detectTrigger(schedule, { ...config, prompt: 'triage' })).toMatchObject({
      triggered: true,
      trigger: { repo: { owner: 'o', repo: 'r' }, actor: { login: 'me' } },
    });
  });

  it('other events are skipped', () => {
    expect(detectTrigger(parse('push', {}), config)).toMatchObject({
      triggered: false,
      reason: expect.stringContaining('push'),
    });
  });
});

describe('parseEvent errors', () => {
  it('names the event and the field', () => {
    const payload = examplePayload('issue_comment', 'created');
    delete payload.comment.user;
    expect(() => parse('issue_comment', payload)).toThrow(EventPayloadError);
    expect(() => parse('issue_comment', payload)).toThrow(/issue_comment.*comment\.user/);
    expect(() => parse('issues', null)).toThrow(/not a JSON object/);
    const bad = examplePayload('issues', 'opened');
    bad.issue.number = 'one';
    expect(() => parse('issues', bad)).toThrow(/issue\.number/);
  });
});
