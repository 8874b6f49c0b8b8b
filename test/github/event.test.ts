/**
 * Webhook payloads validated and mapped in one step (src/github-side/github/event.ts), on
 * real payloads from @octokit/webhooks-examples: every field the action reads, its
 * fallbacks, and the events it does not handle.
 */
import { describe, expect, it } from 'vitest';
import { EventPayloadError, parseEvent } from '../../src/github-side/github/event.js';
import { repositoryDispatchEvent, workflowRunEvent } from './maintenance-payloads.js';
import { examplePayload, type Payload } from './payloads.js';

const parse = (eventName: string, payload: unknown, actor?: string) =>
  parseEvent({ eventName, payload, repository: 'runner/repo', ...(actor ? { actor } : {}) });

const actorOf = (user: Payload) => ({ login: user.login, type: user.type });

function baseOf(payload: Payload) {
  const [owner, repo] = String(payload.repository.full_name).split('/');
  return {
    repo: { owner, repo },
    defaultBranch: payload.repository.default_branch,
    sender: actorOf(payload.sender),
    action: payload.action,
  };
}

function pullOf(pull: Payload) {
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body ?? '',
    author: actorOf(pull.user),
    createdAt: pull.created_at,
    updatedAt: pull.updated_at,
    htmlUrl: pull.html_url,
    isPullRequest: true,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    headRepository: pull.head.repo.full_name,
    baseRef: pull.base.ref,
    baseRepository: pull.base.repo.full_name,
    draft: pull.draft ?? false,
  };
}

describe('parseEvent', () => {
  it('an issue comment: the issue, the comment, its id as digits', () => {
    const payload = examplePayload('issue_comment', 'created');
    payload.issue.pull_request = { url: 'x' };
    const { issue, comment } = payload;
    expect(parse('issue_comment', payload)).toEqual({
      ...baseOf(payload),
      name: 'issue_comment',
      issue: {
        number: issue.number,
        title: issue.title,
        body: issue.body ?? '',
        author: actorOf(issue.user),
        createdAt: issue.created_at,
        updatedAt: issue.updated_at,
        htmlUrl: issue.html_url,
        isPullRequest: true,
      },
      comment: {
        id: String(comment.id),
        body: comment.body,
        author: actorOf(comment.user),
        createdAt: comment.created_at,
        updatedAt: comment.updated_at,
        htmlUrl: comment.html_url,
      },
    });
    delete payload.issue.pull_request;
    expect(parse('issue_comment', payload)).toMatchObject({ issue: { isPullRequest: false } });
  });

  it('a review comment: its line (else the original line), hunk and thread', () => {
    const payload = examplePayload('pull_request_review_comment', 'created');
    payload.comment.line = null;
    payload.comment.original_line = 12;
    payload.comment.in_reply_to_id = 2_000_000_001;
    const event = parse('pull_request_review_comment', payload);
    expect(event).toMatchObject({
      ...baseOf(payload),
      name: 'pull_request_review_comment',
      pullRequest: pullOf(payload.pull_request),
      comment: {
        id: String(payload.comment.id),
        path: payload.comment.path,
        line: 12,
        diffHunk: payload.comment.diff_hunk,
        inReplyToId: '2000000001',
      },
    });
    delete payload.comment.in_reply_to_id;
    delete payload.comment.diff_hunk;
    payload.comment.original_line = null;
    expect(parse('pull_request_review_comment', payload)).toMatchObject({
      comment: { line: null, diffHunk: '', inReplyToId: null },
    });
  });

  it('a review, an issue with its label and assignee, an edit with what it changed', () => {
    const reviewed = examplePayload('pull_request_review', 'submitted');
    expect(parse('pull_request_review', reviewed)).toMatchObject({
      name: 'pull_request_review',
      review: {
        id: String(reviewed.review.id),
        author: actorOf(reviewed.review.user),
        state: reviewed.review.state,
        submittedAt: reviewed.review.submitted_at,
      },
    });
    const labeled = examplePayload('issues', 'labeled');
    labeled.assignee = { login: 'someone' };
    expect(parse('issues', labeled)).toMatchObject({
      name: 'issues',
      label: labeled.label.name,
      assignee: 'someone',
    });
    const edited = examplePayload('issues', 'edited');
    edited.changes = { title: { from: 'old' }, body: { from: null } };
    expect(parse('issues', edited)).toMatchObject({
      previousBody: '',
      // The keys of `changes`: the body first (the schema names it), then the others.
      changedFields: ['body', 'title'],
    });
  });

  it('a pull request: its branches, draft state and the pushed range', () => {
    const payload = examplePayload('pull_request', 'synchronize');
    const expected = { ...pullOf(payload.pull_request), headRepository: null };
    payload.pull_request.head.repo = null;
    for (const name of ['pull_request', 'pull_request_target']) {
      expect(parse(name, payload)).toEqual({
        ...baseOf(payload),
        name,
        pullRequest: expected,
        before: payload.before,
        after: payload.after,
      });
    }
  });

  it('a workflow run and a repository dispatch', () => {
    const sha = 'a'.repeat(40);
    const failed = workflowRunEvent({
      headSha: sha,
      pullRequests: [{ number: 3, headRef: 'feature', headSha: sha }],
      triggeringActor: 'rerunner',
    });
    expect(parse(failed.name, failed.payload)).toMatchObject({
      name: 'workflow_run',
      workflowRun: {
        id: String(failed.payload.workflow_run.id),
        name: 'CI',
        runAttempt: 1,
        status: 'completed',
        conclusion: 'failure',
        triggeringEvent: 'pull_request',
        headBranch: 'main',
        headSha: sha,
        headRepository: 'octo-org/octo-repo',
        triggeringActor: { login: 'rerunner', type: 'User' },
        pullRequests: [
          {
            number: 3,
            headRef: 'feature',
            headSha: sha,
            baseRef: 'main',
            baseRepositoryUrl: 'https://api.github.example/repos/octo-org/octo-repo',
          },
        ],
      },
    });
    const dispatch = repositoryDispatchEvent({ prompt: 'refresh the lock file' });
    expect(parse(dispatch.name, dispatch.payload)).toMatchObject({
      name: 'repository_dispatch',
      clientPrompt: 'refresh the lock file',
    });
    const blank = repositoryDispatchEvent({ prompt: '  ' });
    expect(parse(blank.name, blank.payload)).not.toHaveProperty('clientPrompt');
  });

  it("a schedule without repository or sender: the runner's repository and actor", () => {
    expect(parse('schedule', {}, 'me')).toEqual({
      name: 'schedule',
      action: '',
      repo: { owner: 'runner', repo: 'repo' },
      sender: { login: 'me', type: 'User' },
    });
  });

  it('other event names are unsupported, whatever the payload', () => {
    for (const name of ['push', 'constructor', 'toString']) {
      expect(parse(name, {})).toEqual({ name: 'unsupported', eventName: name });
    }
  });

  it('a malformed repository name or field fails naming it', () => {
    const payload = examplePayload('issues', 'opened');
    payload.repository.full_name = 'not a repository';
    expect(() => parse('issues', payload)).toThrow(EventPayloadError);
    expect(() => parse('issues', payload)).toThrow(/repository name "not a repository"/);
    const noNumber = examplePayload('issues', 'opened');
    delete noNumber.issue.number;
    expect(() => parse('issues', noNumber)).toThrow(
      /Malformed issues event payload: issue\.number/,
    );
  });
});
