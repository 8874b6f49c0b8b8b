/**
 * Emoji-heavy issues, comments and titles through every cut on the GitHub side,
 * against the fake GitHub server (which, like GitHub, refuses a lone surrogate).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fetchContext } from '../../src/github-side/github/context.js';
import { parseEvent } from '../../src/github-side/github/event.js';
import { createGitHubClient, type GitHubClient } from '../../src/github-side/github/octokit.js';
import { fixPrompt } from '../../src/github-side/prompts/fix.js';
import {
  automationPullRequestTitle,
  openOrUpdatePullRequest,
  pullRequestTitle,
} from '../../src/github-side/github/pull-request.js';
import { detectTrigger } from '../../src/github-side/github/trigger.js';
import { GITHUB_BODY_LIMIT, truncateText } from '../../src/engine/safety/markdown-safety.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubState } from '../fakes/github-server.js';
import { emoji, expectWellFormed, expectWellFormedJson } from '../text/well-formed.js';
import { examplePayload } from './payloads.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const repo = { owner: 'Codertocat', repo: 'Hello-World' };

async function setup(state: Partial<FakeGitHubState> = {}): Promise<GitHubClient> {
  fake = await startFakeGitHub({ ...repo, ...state });
  return createGitHubClient({
    token: 'ghs_faketoken1234567890abcdefghijklmnop',
    baseUrl: fake.url,
  });
}

function lastCallBody(): string {
  return JSON.stringify(fake?.calls.at(-1)?.body);
}

describe('the fake GitHub server', () => {
  it('refuses a body with a lone surrogate, as GitHub does', async () => {
    const client = await setup();
    await expect(
      openOrUpdatePullRequest({
        client,
        repo,
        head: 'agent/x',
        base: 'main',
        title: emoji(3).slice(0, 5),
        body: 'b',
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('pull request titles', () => {
  it('a title of 300 emoji is cut whole, within 256 characters, and accepted', async () => {
    const client = await setup();
    for (const [index, title] of [
      pullRequestTitle(emoji(300), 1),
      pullRequestTitle(`x${emoji(300)}`, 1),
      automationPullRequestTitle(`${emoji(300)}\nmore`, '7'),
      automationPullRequestTitle(`# x${'👨‍👩‍👧'.repeat(100)}`, '7'),
    ].entries()) {
      expectWellFormed(title, `title ${index}`);
      expect(title.length).toBeLessThanOrEqual(240);
      expect([...title].length).toBeLessThanOrEqual(256);
      const result = await openOrUpdatePullRequest({
        client,
        repo,
        head: `agent/t${index}`,
        base: 'main',
        title,
        body: 'b',
      });
      expect(result.created).toBe(true);
      expectWellFormedJson(lastCallBody(), 'create pull request');
    }
    expect(pullRequestTitle(emoji(300), 1)).toBe(emoji(120));
    expect(automationPullRequestTitle(emoji(300), '7')).toBe(`${emoji(119)}…`);
  });
});

describe('comment bodies', () => {
  it('a summary of emoji over the body limit is cut whole and posts', async () => {
    const client = await setup({
      issues: [{ number: 1, title: 't', body: 'b', user: { login: 'a' } }],
    });
    for (const prefix of ['', 'x']) {
      const body = truncateText(`${prefix}${emoji(40_000)}`, GITHUB_BODY_LIMIT - 1000);
      expectWellFormed(body);
      expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT - 1000);
      await client.rest.issues.createComment({ ...repo, issue_number: 1, body });
      expectWellFormedJson(lastCallBody(), 'create comment');
    }
  });
});

describe('the prompt built from an emoji-heavy issue', () => {
  it('keeps the end of an issue body over the section limit, and whole project instructions', async () => {
    for (const prefix of ['', 'x']) {
      const body = `${prefix}${emoji(25_000)} the end`;
      const client = await setup({
        issues: [{ number: 1, title: `T ${emoji(3)}`, body, user: { login: 'Codertocat' } }],
        contents: { master: { 'CLAUDE.md': `${prefix}${emoji(15_000)}` } },
      });
      const payload = examplePayload('issue_comment', 'created');
      payload.comment.body = '@agent fix it';
      payload.issue.body = body;
      payload.issue.title = `T ${emoji(3)}`;
      const decision = detectTrigger(
        parseEvent({ eventName: 'issue_comment', payload, repository: 'x/y' }),
        { triggerPhrase: '@agent', labelTrigger: '', assigneeTrigger: '', prompt: '' },
      );
      if (!decision.triggered) throw new Error(decision.reason);
      const context = await fetchContext({ client, trigger: decision.trigger });
      expectWellFormed(context.projectInstructions?.content ?? '', 'project instructions');
      expect(context.projectInstructions?.content).toContain('[… truncated]');
      const prompt = fixPrompt(context);
      expectWellFormed(prompt, 'prompt');
      expect(prompt).toContain('[… earlier part truncated]');
      expect(prompt).toContain(`${emoji(100)} the end`);
      await fake?.close();
      fake = undefined;
    }
  });
});
