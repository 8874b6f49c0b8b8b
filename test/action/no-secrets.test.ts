/**
 * Runs GitHub starts without secrets (docs/contract.md#action-triggers): a fork's and Dependabot's
 * `pull_request` have no model credentials and end skipped with a notice, never a failed
 * job; a writer's real request without credentials still fails with the clear message.
 * Through the bundled action with @octokit/webhooks-examples payloads.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import { examplePayload, type Payload } from '../github/payloads.js';
import { cleanupActionRuns, issueCommentEvent, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);

const PR = 31;

/** A `pull_request.opened` webhook of octo-org/octo-repo, from `head` by `author`. */
function pullRequestOpened(head: string, author: string): { name: string; payload: Payload } {
  const payload = examplePayload('pull_request', 'opened');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  const pull = payload.pull_request;
  pull.number = PR;
  pull.draft = false;
  pull.user.login = author;
  pull.user.type = author.endsWith('[bot]') ? 'Bot' : 'User';
  pull.head.ref = 'feature/sum';
  pull.head.repo.full_name = head;
  pull.base.ref = 'main';
  pull.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = author;
  payload.sender.type = pull.user.type;
  return { name: 'pull_request', payload };
}

/** Every line the runner reads as a workflow command of `kind` (notice, error, ...). */
const commands = (run: ActionRun, kind: string): string[] =>
  run.stdout.split('\n').filter((line) => line.startsWith(`::${kind}::`));

describe('a run GitHub gave no secrets', () => {
  it.each([
    ['a fork', 'stranger/octo-repo', 'stranger', 'stranger', /pull_request run from a fork/],
    [
      'Dependabot',
      'octo-org/octo-repo',
      'dependabot[bot]',
      'dependabot[bot]',
      /pull_request run that Dependabot started/,
    ],
  ])(
    "%s's pull request without credentials ends skipped, exit 0, with a notice that says how to review it",
    async (_who, head, author, actor, why) => {
      const run = await runAction({
        event: pullRequestOpened(head, author),
        actor,
        model: [reply(text('never'))],
        inputs: { anthropic_api_key: '' },
        env: {
          GITHUB_ACTION_REPOSITORY: 'your-org/agent-loop',
          GITHUB_ACTION_REF: 'v0',
        },
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe('skipped');
      expect(commands(run, 'error')).toEqual([]);
      const notices = commands(run, 'notice');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(why);
      expect(notices[0]).toContain('no model credentials');
      expect(notices[0]).toContain('pull_request_target');
      expect(notices[0]).toContain(
        'https://github.example/your-org/agent-loop/blob/v0/docs/review.md#forks-and-dependabot',
      );
      // Nothing reached the model, and nothing was written to GitHub.
      expect(run.anthropic.requests).toHaveLength(0);
      expect(run.github.calls.filter((call) => call.method !== 'GET')).toEqual([]);
      await run.cleanup();
    },
  );

  it('a request the gate refuses, without credentials, is skipped as it would have been', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix this', login: 'stranger', issueNumber: 7 }),
      github: { permissions: { stranger: 'read' } },
      model: [reply(text('never'))],
      inputs: { anthropic_api_key: '' },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(commands(run, 'error')).toEqual([]);
    expect(commands(run, 'notice').join('\n')).toMatch(
      /agent-loop skipped: .*stranger.*no model credentials/,
    );
    expect(run.anthropic.requests).toHaveLength(0);
    await run.cleanup();
  });

  it("a writer's request without credentials still fails with the clear message", async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix this', login: 'octocat', issueNumber: 7 }),
      model: [reply(text('never'))],
      inputs: { anthropic_api_key: '' },
    });
    expect(run.exitCode).toBe(1);
    expect(commands(run, 'error').join('\n')).toMatch(
      /No credentials for the model: set input anthropic_api_key/,
    );
    expect(run.anthropic.requests).toHaveLength(0);
    await run.cleanup();
  });
});
