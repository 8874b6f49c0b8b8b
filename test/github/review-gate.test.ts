/** The gate of an automatic review: who gets one, on real pull_request payloads. */
import { afterEach, describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/github-side/github/event.js';
import { createRunIdentity } from '../../src/github-side/github/identity.js';
import { checkGate } from '../../src/github-side/github/gate.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { detectTrigger, type Trigger } from '../../src/github-side/github/trigger.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { examplePayload } from './payloads.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

interface Case {
  eventName?: 'pull_request' | 'pull_request_target';
  author?: string;
  authorType?: string;
  sender?: string;
  fork?: boolean;
}

function trigger(options: Case): Trigger {
  const payload = examplePayload('pull_request', 'opened');
  payload.repository.full_name = 'o/r';
  payload.pull_request.draft = false;
  payload.pull_request.user.login = options.author ?? 'maintainer';
  payload.pull_request.user.type = options.authorType ?? 'User';
  payload.sender.login = options.sender ?? options.author ?? 'maintainer';
  payload.sender.type = options.authorType ?? 'User';
  payload.pull_request.head.repo.full_name = options.fork ? 'stranger/r' : 'o/r';
  const event = parseEvent({
    eventName: options.eventName ?? 'pull_request',
    payload,
    repository: 'o/r',
  });
  const decision = detectTrigger(event, {
    triggerPhrase: '@agent',
    labelTrigger: '',
    assigneeTrigger: '',
    prompt: '',
  });
  if (!decision.triggered) throw new Error(decision.reason);
  return decision.trigger;
}

async function gate(
  options: Case,
  permissions: Record<string, string>,
  allowedBots: string[] = [],
) {
  fake = await startFakeGitHub({ owner: 'o', repo: 'r', permissions });
  const client = createGitHubClient({ token: 'ghs_x', baseUrl: fake.url });
  return checkGate({
    client,
    trigger: trigger(options),
    allowedBots,
    identity: createRunIdentity({ client }),
  });
}

describe('automatic review gate', () => {
  it('a same-repository PR by someone with write access is reviewed', async () => {
    expect(await gate({}, { maintainer: 'write' })).toMatchObject({ allowed: true });
  });

  it('the sender of a push is checked too', async () => {
    const decision = await gate(
      { author: 'maintainer', sender: 'reader' },
      { maintainer: 'write', reader: 'read' },
    );
    expect(decision).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('sent by reader'),
    });
  });

  it('a fork PR by an outsider: refused under pull_request, with the way to get one', async () => {
    const decision = await gate({ author: 'stranger', fork: true }, { stranger: 'read' });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toContain('pull_request_target');
    expect(decision.reason).toContain('@agent review');
  });

  it('a fork PR by an outsider: reviewed under pull_request_target (read-only, no code run)', async () => {
    const decision = await gate(
      { author: 'stranger', fork: true, eventName: 'pull_request_target' },
      { stranger: 'read' },
    );
    expect(decision).toMatchObject({
      allowed: true,
      reason: expect.stringContaining('running none of their code'),
    });
  });

  it('an outsider cannot get one for a same-repository head (not possible without write) ', async () => {
    const decision = await gate(
      { author: 'stranger', eventName: 'pull_request_target' },
      { stranger: 'read' },
    );
    expect(decision.allowed).toBe(false);
  });

  it('bots need allowed_bots, even under pull_request_target', async () => {
    const bot = { author: 'dependabot[bot]', authorType: 'Bot', fork: true };
    expect(await gate({ ...bot, eventName: 'pull_request_target' }, {})).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('allowed_bots'),
    });
    expect(await gate(bot, {}, ['dependabot'])).toMatchObject({ allowed: true });
  });

  it('the action never reviews its own pushes', async () => {
    const decision = await gate({ author: 'github-actions[bot]', authorType: 'Bot' }, {}, ['*']);
    expect(decision).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('own identity'),
    });
  });

  it('a permission API error refuses, also for forks under pull_request_target', async () => {
    const decision = await gate(
      { author: 'stranger', fork: true, eventName: 'pull_request_target' },
      {},
    );
    expect(decision.allowed).toBe(false);
  });
});
