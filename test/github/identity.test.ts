/**
 * The run's identity against the fake GitHub, whose tokens write as the logins its
 * `identities` map names: learnt from a written comment, else asked of GraphQL
 * `viewer` once, else the Actions bot; and what the gate, the progress comment and
 * the sticky summary make of it under a GitHub App's installation token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkGate } from '../../src/github-side/github/gate.js';
import {
  createRunIdentity,
  DEFAULT_BOT_LOGIN,
  normalizeLogin,
  sameLogin,
  viewerLogin,
} from '../../src/github-side/github/identity.js';
import { createGitHubClient, type GitHubClient } from '../../src/github-side/github/octokit.js';
import { acknowledge, addEyesReaction } from '../../src/github-side/github/progress-comment.js';
import { parseEvent } from '../../src/github-side/github/event.js';
import { detectTrigger, type Trigger } from '../../src/github-side/github/trigger.js';
import { openSummaryComment } from '../../src/github-side/review/summary-comment.js';
import { REVIEW_SUMMARY_MARKER, runMarker } from '../../src/engine/safety/marker.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubState } from '../fakes/github-server.js';
import { examplePayload } from './payloads.js';

const TOKEN = 'ghs_APPtoken0123456789abcdefghijklmnopq';
const APP = 'my-agent[bot]';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(
  state: Partial<FakeGitHubState> = {},
): Promise<{ fake: FakeGitHub; client: GitHubClient }> {
  fake = await startFakeGitHub({ owner: 'o', repo: 'r', ...state });
  const client = createGitHubClient({
    token: TOKEN,
    baseUrl: fake.url,
    retry: { msPerSecondOfWait: 0, writeSpacingMs: 0 },
  });
  return { fake, client };
}

const viewerCalls = (github: FakeGitHub) =>
  github.calls.filter((call) => call.path === '/graphql').length;

/** An `@agent` comment on issue 1 by `login` (a real issue_comment payload). */
function commentBy(login: string, body = '@agent go'): Trigger {
  const payload = examplePayload('issue_comment', 'created');
  payload.issue.number = 1;
  payload.comment.body = body;
  payload.comment.user.login = payload.sender.login = login;
  payload.comment.user.type = payload.sender.type = login.endsWith('[bot]') ? 'Bot' : 'User';
  const decision = detectTrigger(
    parseEvent({ eventName: 'issue_comment', payload, repository: 'o/r' }),
    {
      triggerPhrase: '@agent',
      labelTrigger: '',
      assigneeTrigger: '',
      prompt: '',
    },
  );
  if (!decision.triggered) throw new Error(decision.reason);
  return decision.trigger;
}

describe('logins', () => {
  it('compares REST logins without case, and normalises GraphQL’s spelling of bots', () => {
    expect(sameLogin('My-Agent[bot]', 'my-agent[bot]')).toBe(true);
    expect(sameLogin('my-agent', 'my-agent[bot]')).toBe(false);
    expect(normalizeLogin('My-Agent[bot]')).toBe('my-agent');
    expect(normalizeLogin('github-actions')).toBe(normalizeLogin(DEFAULT_BOT_LOGIN));
  });
});

describe('viewerLogin', () => {
  it('gives REST’s spelling: an App’s bot gets its [bot] back, a person stays as is', async () => {
    const { client } = await setup({ identities: { [TOKEN]: APP } });
    expect(await viewerLogin(client)).toBe(APP);
    fake!.state.identities[TOKEN] = 'octocat';
    expect(await viewerLogin(client)).toBe('octocat');
    // A token the fake does not know writes as GITHUB_TOKEN does.
    delete fake!.state.identities[TOKEN];
    expect(await viewerLogin(client)).toBe(DEFAULT_BOT_LOGIN);
  });
});

describe('createRunIdentity', () => {
  it('asks nothing until a step needs it, and GitHub at most once', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    const identity = createRunIdentity({ client });
    expect(identity.known()).toBeUndefined();
    expect(fake.calls).toHaveLength(0);
    const answers = await Promise.all([identity.fetch(), identity.resolve(), identity.fetch()]);
    expect(answers).toEqual([APP, APP, APP]);
    expect(identity.known()).toBe(APP);
    expect(viewerCalls(fake)).toBe(1);
  });

  it('a written comment’s author is the identity: no question asked', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    const identity = createRunIdentity({ client });
    identity.learn(APP);
    // The first answer stands.
    identity.learn('someone-else[bot]');
    expect(await identity.resolve()).toBe(APP);
    expect(fake.calls).toHaveLength(0);
  });

  it('when GitHub cannot say: fetch rejects, resolve assumes the Actions bot and warns once', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    fake.state.faults.push({ path: '/graphql', status: 403, count: 10 });
    const warnings: string[] = [];
    const identity = createRunIdentity({ client, warn: (message) => warnings.push(message) });
    await expect(identity.fetch()).rejects.toThrow();
    expect(await identity.resolve()).toBe(DEFAULT_BOT_LOGIN);
    expect(await identity.resolve()).toBe(DEFAULT_BOT_LOGIN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`assuming ${DEFAULT_BOT_LOGIN}`);
    // Asked once; a comment written later still teaches the real login.
    expect(viewerCalls(fake)).toBe(1);
    identity.learn(APP);
    expect(await identity.resolve()).toBe(APP);
  });
});

describe('the gate under an App token', () => {
  it('refuses the App’s own events even when every bot is allowed, and lets other bots pass', async () => {
    const { client } = await setup({ identities: { [TOKEN]: APP } });
    const identity = createRunIdentity({ client });
    const own = await checkGate({ client, identity, trigger: commentBy(APP), allowedBots: ['*'] });
    expect(own).toMatchObject({ allowed: false, reason: expect.stringContaining('own identity') });
    const other = await checkGate({
      client,
      identity,
      trigger: commentBy('renovate[bot]'),
      allowedBots: ['*'],
    });
    expect(other.allowed).toBe(true);
    // The Actions bot is refused without a question.
    const actions = createRunIdentity({ client });
    const byActions = await checkGate({
      client,
      identity: actions,
      trigger: commentBy(DEFAULT_BOT_LOGIN),
      allowedBots: ['*'],
    });
    expect(byActions.allowed).toBe(false);
    expect(actions.known()).toBeUndefined();
  });

  it('refuses a listed bot when GitHub cannot say who the token is', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    fake.state.faults.push({ path: '/graphql', status: 403, count: 10 });
    const decision = await checkGate({
      client,
      identity: createRunIdentity({ client }),
      trigger: commentBy(APP),
      allowedBots: ['*'],
    });
    expect(decision).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('could not learn the token'),
    });
  });

  it('asks nothing for a person with write access', async () => {
    const { client, fake } = await setup({
      identities: { [TOKEN]: APP },
      permissions: { octocat: 'write' },
    });
    const identity = createRunIdentity({ client });
    const decision = await checkGate({
      client,
      identity,
      trigger: commentBy('octocat'),
      allowedBots: [],
    });
    expect(decision.allowed).toBe(true);
    expect(viewerCalls(fake)).toBe(0);
  });
});

describe('own comments under an App token', () => {
  it('the 👀 reaction’s author teaches the login before any comment is looked for', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    const trigger = commentBy('octocat');
    fake.state.comments.push({
      id: Number(trigger.comment!.id),
      issue_number: 1,
      body: trigger.comment!.body,
      user: { login: 'octocat' },
      created_at: 'x',
      updated_at: 'x',
    });
    const identity = createRunIdentity({ client });
    expect(await addEyesReaction(client, trigger, identity)).toBeUndefined();
    expect(identity.known()).toBe(APP);
    expect(viewerCalls(fake)).toBe(0);
  });

  it('a re-run finds the progress comment the App wrote, not a pasted marker', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    fake.state.issues.push({ number: 1, title: 't', body: '', user: { login: 'octocat' } });
    const trigger = commentBy('octocat');
    const first = createRunIdentity({ client });
    const ack = await acknowledge({
      client,
      trigger,
      identity: first,
      runId: '88',
      runAttempt: 1,
      body: 'Working…',
    });
    // The created comment taught the login: no viewer question.
    expect(first.known()).toBe(APP);
    expect(viewerCalls(fake)).toBe(0);
    fake.state.comments.unshift({
      id: 3_500_000_005,
      issue_number: 1,
      body: runMarker(88),
      user: { login: 'other[bot]' },
      created_at: 'x',
      updated_at: 'x',
    });
    const again = await acknowledge({
      client,
      trigger,
      identity: createRunIdentity({ client }),
      runId: '88',
      runAttempt: 2,
      body: 'Retrying…',
    });
    expect(again.comment).toMatchObject({ id: ack.comment!.id, reused: true });
    expect(fake.state.comments.filter((c) => c.body.includes('run:88'))).toHaveLength(2);
  });

  it('the next review edits the App’s sticky summary instead of writing a second one', async () => {
    const { client, fake } = await setup({ identities: { [TOKEN]: APP } });
    fake.state.issues.push({ number: 3, title: 't', body: '', user: { login: 'octocat' } });
    // A summary marker in someone else's comment is not ours.
    fake.state.comments.push({
      id: 3_500_000_009,
      issue_number: 3,
      body: `copied\n${REVIEW_SUMMARY_MARKER}`,
      user: { login: DEFAULT_BOT_LOGIN },
      created_at: 'x',
      updated_at: 'x',
    });
    const open = (body: string) =>
      openSummaryComment({
        client,
        repo: { owner: 'o', repo: 'r' },
        pullNumber: 3,
        identity: createRunIdentity({ client }),
        body: `${body}\n${REVIEW_SUMMARY_MARKER}`,
      });
    const first = await open('first');
    expect(first.reused).toBe(false);
    const second = await open('second');
    expect(second).toMatchObject({ id: first.id, reused: true });
    const ours = fake.state.comments.filter((c) => c.user.login === APP);
    expect(ours.map((c) => c.body.split('\n')[0])).toEqual(['second']);
  });
});
