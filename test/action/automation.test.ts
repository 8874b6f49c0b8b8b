/**
 * End to end: scheduled and manual runs with the `prompt` input. There is no issue
 * to comment on; the work ends in the task's pushed `agent/task-<slug>` branch (the
 * slug of the prompt without `task_name`) and, with
 * create_pr, a pull request a maintainer can review (no `Fixes`: nothing to close).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { examplePayload } from '../github/payloads.js';
import { cleanupActionRuns, git, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const BRANCH = 'agent/task-refresh-the-changelog-date-replace-the';
const PROMPT =
  'Refresh the changelog date\n\nReplace the TODO date in CHANGELOG.md with 2025-01-01.';
const SUMMARY = 'Set the release date in CHANGELOG.md to 2025-01-01.';

const updateChangelog = () => [
  reply(toolUse('Read', { file_path: 'CHANGELOG.md' })),
  reply(
    toolUse('Edit', { file_path: 'CHANGELOG.md', old_string: 'TODO', new_string: '2025-01-01' }),
  ),
  reply(text(SUMMARY)),
];

function workflowDispatchEvent() {
  const payload = examplePayload('workflow_dispatch');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  payload.sender.login = 'octocat';
  return { name: 'workflow_dispatch', payload };
}

describe('workflow_dispatch with a prompt', () => {
  it('pushes the task branch and opens a PR titled after the prompt, with prompt and summary', async () => {
    const run = await runAction({
      event: workflowDispatchEvent(),
      inputs: { prompt: PROMPT },
      repoFiles: { 'CHANGELOG.md': '## 1.0.0 (TODO)\n' },
      model: updateChangelog(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');

    // The model got the prompt as the request.
    expect(JSON.stringify(run.anthropic.requests[0]!.body.messages)).toContain(
      'Replace the TODO date in CHANGELOG.md',
    );

    // The branch in origin, from main, with the change.
    expect(run.outputs.branch_name).toBe(BRANCH);
    expect(await git(run.origin, 'show', `${BRANCH}:CHANGELOG.md`)).toBe('## 1.0.0 (2025-01-01)\n');
    expect(await git(run.origin, 'rev-list', '--count', `main..${BRANCH}`)).toBe('1\n');
    expect(await git(run.origin, 'show', 'main:CHANGELOG.md')).toBe('## 1.0.0 (TODO)\n');

    // The pull request: title = the prompt's first line; body = prompt + summary; no Fixes.
    const created = run.github.calls.filter(
      (c) => c.method === 'POST' && c.path === `${REPO}/pulls`,
    );
    expect(created).toHaveLength(1);
    const request = created[0]!.body as {
      title: string;
      body: string;
      head: string;
      base: string;
      draft: boolean;
    };
    expect(request).toMatchObject({
      title: 'Refresh the changelog date',
      head: BRANCH,
      base: 'main',
      draft: false,
    });
    expect(request.body).toContain('> Replace the TODO date in CHANGELOG.md with 2025-01-01.');
    expect(request.body).toContain(SUMMARY);
    expect(request.body).toContain(
      'https://github.example/octo-org/octo-repo/actions/runs/20512345678',
    );
    expect(request.body).not.toMatch(/\b(Fixes|Closes|Resolves|Refs) #/i);
    const pull = run.github.state.pulls[0]!;
    expect(run.outputs.pr_url).toBe(
      `https://github.example/octo-org/octo-repo/pull/${pull.number}`,
    );

    // Nowhere to comment: no comment, no reaction; the step summary has the report.
    expect(run.github.calls.filter((c) => /comments|reactions/.test(c.path))).toEqual([]);
    expect(run.outputs.comment_id).toBe('');
    expect(run.summary).toContain(SUMMARY);
    expect(run.summary).toContain(pull.number.toString());
  });
});

describe('schedule with a prompt', () => {
  it('with create_pr false: the branch is pushed, no pull request', async () => {
    const run = await runAction({
      event: {
        name: 'schedule',
        // A schedule payload carries hardly more than the cron line.
        payload: { schedule: '0 3 * * 1' },
      },
      actor: 'octocat',
      inputs: { prompt: PROMPT, create_pr: 'false' },
      repoFiles: { 'CHANGELOG.md': '## 1.0.0 (TODO)\n' },
      model: updateChangelog(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.outputs.branch_name).toBe(BRANCH);
    expect(await git(run.origin, 'show', `${BRANCH}:CHANGELOG.md`)).toBe('## 1.0.0 (2025-01-01)\n');
    expect(run.github.calls.filter((c) => c.path === `${REPO}/pulls`)).toEqual([]);
    expect(run.outputs.pr_url).toBe('');
  });

  it('without a prompt: skipped, no model call', async () => {
    const run = await runAction({
      event: { name: 'schedule', payload: { schedule: '0 3 * * 1' } },
      actor: 'octocat',
      model: updateChangelog(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.github.calls).toEqual([]);
  });
});
