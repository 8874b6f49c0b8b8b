/** End to end: `@agent` on a pull request from this repository, and from a fork. */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, git, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const REPO_FILES = { 'src/greet.js': 'export const greet = (name) => `Helo, ${name}`;\n' };

const fixGreeting = () => [
  reply(toolUse('Read', { file_path: 'src/greet.js' })),
  reply(toolUse('Edit', { file_path: 'src/greet.js', old_string: 'Helo', new_string: 'Hello' })),
  reply(text('Fixed the greeting.')),
];

const refs = (origin: string) => git(origin, 'for-each-ref', '--format=%(refname) %(objectname)');

describe('a comment on a pull request from the same repository', () => {
  it('pushes to the PR head branch and opens no PR', async () => {
    let headSha = '';
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent please fix the greeting typo',
        issueNumber: 12,
        issueTitle: 'Add a greeting',
        pullRequest: true,
      }),
      repoFiles: REPO_FILES,
      github: {
        pulls: [
          {
            number: 12,
            title: 'Add a greeting',
            body: 'Adds greet()',
            state: 'open',
            user: { login: 'octocat' },
            head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
            base: { ref: 'main' },
          },
        ],
        pullFiles: { 12: [{ filename: 'src/greet.js', status: 'modified' }] },
      },
      prepareOrigin: async (origin) => {
        headSha = await pushFiles(origin, {
          ref: 'refs/heads/feature/greeting',
          files: { 'NOTES.md': 'feature work\n' },
        });
      },
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.outputs.branch_name).toBe('feature/greeting');
    expect(run.outputs.pr_url ?? '').toBe('');

    // One new commit on the head branch, on top of its previous tip; no agent/ branch.
    expect((await git(run.origin, 'rev-parse', 'feature/greeting~1')).trim()).toBe(headSha);
    expect(await git(run.origin, 'show', 'feature/greeting:src/greet.js')).toContain('Hello,');
    expect(await git(run.origin, 'show', 'feature/greeting:NOTES.md')).toBe('feature work\n');
    expect((await git(run.origin, 'branch', '--list', 'agent/*')).trim()).toBe('');
    expect(await git(run.origin, 'show', 'main:src/greet.js')).toContain('Helo,');

    // No pull request was created or edited.
    expect(
      run.github.calls.filter((c) => c.path.endsWith('/pulls') && c.method === 'POST'),
    ).toEqual([]);
    expect(run.github.state.pulls).toHaveLength(1);

    const final = run.github.state.comments.filter((c) => c.user.login === BOT);
    expect(final).toHaveLength(1);
    expect(final[0]!.issue_number).toBe(12);
    expect(final[0]!.body).toContain('Fixed the greeting.');
    expect(final[0]!.body).toContain('feature/greeting');
  });
});

describe('a comment on a pull request from a fork', () => {
  it('answers read-only: pushes nothing and says so', async () => {
    let before = '';
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent please fix the greeting typo',
        issueNumber: 13,
        issueTitle: 'Greeting from a fork',
        login: 'octocat',
        pullRequest: true,
      }),
      repoFiles: REPO_FILES,
      github: {
        pulls: [
          {
            number: 13,
            title: 'Greeting from a fork',
            body: '',
            state: 'open',
            user: { login: 'stranger' },
            head: { ref: 'patch-1', repo: 'stranger/octo-repo' },
            base: { ref: 'main' },
          },
        ],
      },
      prepareOrigin: async (origin) => {
        // GitHub keeps a fork PR's head under refs/pull/<n>/head of the base repository.
        await pushFiles(origin, {
          ref: 'refs/pull/13/head',
          files: { 'src/greet.js': 'export const greet = (name) => `Helo there, ${name}`;\n' },
        });
        before = await refs(origin);
      },
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);

    expect(run.outputs.conclusion).toBe('success');
    // The agent looked at the fork's code (the PR head), but origin is untouched.
    expect(JSON.stringify(run.anthropic.requests.at(-1)!.body.messages)).toContain('Helo there');
    expect(await refs(run.origin)).toBe(before);
    expect(run.outputs.branch_name ?? '').toBe('');
    expect(run.outputs.pr_url ?? '').toBe('');
    expect(run.github.calls.some((c) => c.path.endsWith('/pulls') && c.method === 'POST')).toBe(
      false,
    );

    const final = run.github.state.comments.filter((c) => c.user.login === BOT);
    expect(final).toHaveLength(1);
    expect(final[0]!.body).toContain('comes from a fork');
    expect(final[0]!.body).toContain('pushed nothing');
    expect(final[0]!.body).toContain('Fixed the greeting.');
  });
});
