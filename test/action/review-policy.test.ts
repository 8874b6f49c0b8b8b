/**
 * The review policy owns its state record: findings reach it through the
 * policy's `observe` hook (which the agent step calls for every loop event),
 * and the sticky summary only renders it.
 */
import { describe, expect, it } from 'vitest';
import { choosePolicy } from '../../src/github-side/action/policies/index.js';
import type { ProgressState } from '../../src/github-side/run/progress.js';
import type { ActionRun } from '../../src/github-side/run/run-context.js';
import type { LoopEvent } from '../../src/engine/events/stream.js';

const HEAD = 'c'.repeat(40);

function reviewRun(): ActionRun {
  return {
    trigger: {
      source: 'issue_comment',
      repo: { owner: 'o', repo: 'r' },
      actor: { login: 'octocat' },
      number: 7,
      isPullRequest: true,
      request: '@agent review',
      ask: { verb: 'review', focus: '' },
      event: { name: 'issue_comment', pullRequest: { headSha: HEAD } },
    },
    runUrl: 'https://github.com/o/r/actions/runs/1',
    redact: (text: string) => text,
    client: {},
    identity: {},
    inputs: {},
    log: { info() {}, notice() {}, warning() {}, error() {} },
  } as unknown as ActionRun;
}

const progress: ProgressState = { todos: [], currentStep: 'Reading', turns: 1, costUsd: 0 };

function findingEvent(severity: 'blocking' | 'nit'): LoopEvent {
  return {
    type: 'system',
    subtype: 'review_comment',
    // Two points (a point made twice is kept once: review-run.ts collectFinding).
    comment: {
      path: 'a.ts',
      line: 1,
      side: 'RIGHT',
      severity,
      body: `x (${severity})`,
      inDiff: true,
    },
    session_id: 's',
    uuid: severity,
  };
}

describe('the review policy', () => {
  it('takes findings through observe, and its live comment renders them', () => {
    const policy = choosePolicy(reviewRun());
    expect(policy.name).toBe('review');
    const hooks = policy.live.hooks!;
    // The live comment has no way in for events: it only renders the policy's state.
    expect(Object.keys(hooks).sort()).toEqual(['acknowledge', 'render']);
    expect(hooks.render(progress)).toContain('Findings so far: 0 blocking · 0 important · 0 nits');
    expect(policy.observe(findingEvent('blocking'))).toBe(true);
    expect(policy.observe(findingEvent('nit'))).toBe(true);
    expect(hooks.render(progress)).toContain('Findings so far: 1 blocking · 0 important · 1 nit');
    // The same point again (another file group made it) changes nothing.
    expect(policy.observe(findingEvent('nit'))).toBe(false);
    expect(hooks.render(progress)).toContain('Findings so far: 1 blocking · 0 important · 1 nit');
  });

  it('says an event that carries no finding changes nothing', () => {
    const policy = choosePolicy(reviewRun());
    const todo = { type: 'system', subtype: 'todo_update', todos: [], session_id: 's', uuid: 't' };
    expect(policy.observe(todo as LoopEvent)).toBe(false);
    expect(policy.live.hooks!.render(progress)).toContain('Findings so far: 0 blocking');
  });

  it('leaves other modes without state of their own: observe changes nothing', () => {
    const run = reviewRun();
    const fixRun = {
      ...run,
      trigger: { ...run.trigger, ask: { verb: 'fix' } },
    } as unknown as ActionRun;
    const policy = choosePolicy(fixRun);
    expect(policy.name).toBe('fix');
    expect(policy.observe(findingEvent('blocking'))).toBe(false);
    expect(policy.live).toEqual({});
  });
});
