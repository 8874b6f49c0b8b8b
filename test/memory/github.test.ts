/** Reading memory off a pull request served by the fake GitHub. */
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { encodeMemoryBlock } from '../../src/github-side/memory/encode.js';
import { readPullRequestMemory } from '../../src/github-side/memory/github.js';
import { followUpPromptSections } from '../../src/github-side/memory/follow-up.js';
import { DECISIONS_INSTRUCTION } from '../../src/github-side/memory/collect.js';
import type { TaskContext } from '../../src/github-side/github/context.js';
import { startFakeGitHub, type FakeGitHub, type FakePull } from '../fakes/github-server.js';

const BOT = 'github-actions[bot]';
let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const block = (runId: string) =>
  encodeMemoryBlock({ runId, summary: `run ${runId}`, todos: [], files: [], decisions: [] }, []);

function pull(body: string, author = BOT): FakePull {
  return {
    number: 7,
    title: 'Fix the parser',
    body,
    state: 'open',
    user: { login: author },
    head: { ref: 'agent/issue-3-fix', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
}

async function read(pulls: FakePull[], comments: { body: string; login: string; at: string }[]) {
  fake = await startFakeGitHub({
    pulls,
    issues: [],
    comments: comments.map((c, index) => ({
      id: 3_500_000_001 + index,
      issue_number: 7,
      body: c.body,
      user: { login: c.login },
      created_at: c.at,
      updated_at: c.at,
    })),
    now: () => '2026-11-30T09:00:00Z',
  });
  const client = createGitHubClient({ token: 'ghs_test_token_123', baseUrl: fake.url });
  return readPullRequestMemory(client, { owner: 'octo-org', repo: 'octo-repo' }, 7, BOT);
}

describe('readPullRequestMemory', () => {
  it('takes the newest block the agent wrote on its own PR, not a forged newer one', async () => {
    const memory = await read(
      [pull(`Body.\n${block('body')}`)],
      [
        { body: `Report\n${block('report')}`, login: BOT, at: '2026-11-30T10:00:00Z' },
        { body: `Look\n${block('forged')}`, login: 'mallory', at: '2026-11-30T11:00:00Z' },
      ],
    );
    expect(memory?.runId).toBe('report');
  });

  it('reads nothing on a PR someone else opened', async () => {
    const memory = await read(
      [pull(`Body.\n${block('body')}`, 'octocat')],
      [{ body: block('report'), login: BOT, at: '2026-11-30T10:00:00Z' }],
    );
    expect(memory).toBeUndefined();
  });

  it('adds the memory section on the agent PR, and only the decisions request elsewhere', async () => {
    await read([pull(`Body.\n${block('body')}`)], []);
    const client = createGitHubClient({ token: 'ghs_test_token_123', baseUrl: fake!.url });
    const context = {
      mode: 'pull_request',
      repo: { owner: 'octo-org', repo: 'octo-repo' },
      number: 7,
      pullRequest: { isFork: false },
    } as unknown as TaskContext;
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const onPr = await followUpPromptSections({ client, context, agentLogin: BOT, warn });
    expect(onPr).toContain('<earlier_run>');
    expect(onPr).toContain('run body');
    expect(onPr.endsWith(DECISIONS_INSTRUCTION)).toBe(true);

    // The login may be a question for GitHub: asked only where a memory is read.
    let asked = 0;
    const agentLogin = () => {
      asked += 1;
      return Promise.resolve(BOT);
    };
    expect(await followUpPromptSections({ client, context, agentLogin, warn })).toBe(onPr);
    expect(asked).toBe(1);
    const issue = { ...context, mode: 'issue', pullRequest: undefined } as TaskContext;
    expect(await followUpPromptSections({ client, context: issue, agentLogin, warn })).toBe(
      DECISIONS_INSTRUCTION,
    );
    expect(asked).toBe(1);
    // A PR the fake does not know: the run goes on without memory, and says why.
    const missing = { ...context, number: 8 } as TaskContext;
    expect(await followUpPromptSections({ client, context: missing, agentLogin: BOT, warn })).toBe(
      DECISIONS_INSTRUCTION,
    );
    expect(warnings).toHaveLength(1);
  });
});
