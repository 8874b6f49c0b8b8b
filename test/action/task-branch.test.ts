/**
 * End to end, with the bundled action and a bare origin: a scheduled or
 * dispatched task keeps one branch (`agent/task-<slug>`) and one pull request
 * across runs; a person's commit on it survives; a base that moved on is taken
 * in; a run with nothing to change leaves everything as it was.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeGitHubState } from '../fakes/github-server.js';
import { repositoryDispatchEvent } from '../github/maintenance-payloads.js';
import { examplePayload } from '../github/payloads.js';
import { cleanupActionRuns, git, pushFiles, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const BRANCH = 'agent/task-changelog';
const PROMPT = 'Keep the changelog current\n\nReplace every TODO in CHANGELOG.md with a date.';
const FILES = { 'CHANGELOG.md': '## 1.0.0 (TODO)\n', 'NOTES.md': 'TODO\n' };

function dispatchEvent() {
  const payload = examplePayload('workflow_dispatch');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  payload.sender.login = 'octocat';
  return { name: 'workflow_dispatch', payload };
}

/** The model edits `file` (TODO → `date`) and sums up. */
const edit = (file: string, date: string) => [
  reply(toolUse('Read', { file_path: file })),
  reply(toolUse('Edit', { file_path: file, old_string: 'TODO', new_string: date })),
  reply(text(`Dated ${file} ${date}.`)),
];

/** A later run of the task: the origin and GitHub as the earlier run left them. */
function continuing(earlier: ActionRun, prepare?: (origin: string) => Promise<void>) {
  return {
    prepareOrigin: async (origin: string) => {
      await git(origin, 'fetch', '-q', earlier.origin, '+refs/heads/*:refs/heads/*');
      await prepare?.(origin);
    },
    github: { pulls: structuredClone(earlier.github.state.pulls) } as Partial<FakeGitHubState>,
  };
}

const pullCalls = (run: ActionRun, method: string) =>
  run.github.calls.filter((c) => c.method === method && /\/pulls(\/\d+)?$/.test(c.path));

describe('one branch and one pull request per task', () => {
  it('two runs add two commits to one branch and refresh one PR; a re-run with nothing to change touches nothing', async () => {
    const inputs = { prompt: PROMPT, task_name: 'changelog' };
    const first = await runAction({
      event: dispatchEvent(),
      inputs,
      repoFiles: FILES,
      model: edit('CHANGELOG.md', '2025-01-01'),
    });
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.outputs.branch_name).toBe(BRANCH);
    expect(pullCalls(first, 'POST')).toHaveLength(1);
    const pr = first.github.state.pulls[0]!;
    expect(pr.head.ref).toBe(BRANCH);
    // The task's name, not the prompt's first line, titles its pull request.
    expect(pr.title).toBe('changelog');

    const second = await runAction({
      event: { name: 'schedule', payload: { schedule: '0 3 * * 1' } },
      actor: 'octocat',
      runId: '5151',
      inputs,
      repoFiles: FILES,
      model: edit('NOTES.md', '2025-02-02'),
      ...continuing(first),
    });
    expect(second.exitCode, second.stderr).toBe(0);
    expect(second.outputs.branch_name).toBe(BRANCH);
    expect(await git(second.origin, 'rev-list', '--count', `main..${BRANCH}`)).toBe('2\n');
    expect(await git(second.origin, 'show', `${BRANCH}:CHANGELOG.md`)).toBe(
      '## 1.0.0 (2025-01-01)\n',
    );
    expect(await git(second.origin, 'show', `${BRANCH}:NOTES.md`)).toBe('2025-02-02\n');
    expect(await git(second.origin, 'log', '-1', '--format=%B', BRANCH)).toMatch(
      /^Agent-Loop: task changelog$/m,
    );
    // No second PR: the open one got the new body.
    expect(pullCalls(second, 'POST')).toEqual([]);
    const patched = pullCalls(second, 'PATCH');
    expect(patched).toHaveLength(1);
    expect(patched[0]!.path).toBe(`${REPO}/pulls/${pr.number}`);
    expect((patched[0]!.body as { body: string }).body).toContain('Dated NOTES.md 2025-02-02.');
    expect(second.outputs.pr_url).toBe(first.outputs.pr_url);
    expect(second.github.state.pulls).toHaveLength(1);

    // A re-run attempt of the second run: same branch, same PR; nothing left to change.
    const rerun = await runAction({
      event: { name: 'schedule', payload: { schedule: '0 3 * * 1' } },
      actor: 'octocat',
      runId: '5151',
      runAttempt: 2,
      inputs,
      repoFiles: FILES,
      model: [
        reply(toolUse('Grep', { pattern: 'TODO' })),
        reply(text('Every TODO already has a date; nothing to change.')),
      ],
      ...continuing(second),
    });
    expect(rerun.exitCode, rerun.stderr).toBe(0);
    expect(rerun.outputs.conclusion).toBe('success');
    expect(await git(rerun.origin, 'rev-parse', BRANCH)).toBe(
      await git(second.origin, 'rev-parse', BRANCH),
    );
    expect(pullCalls(rerun, 'POST')).toEqual([]);
    expect(pullCalls(rerun, 'PATCH')).toEqual([]);
    expect(rerun.summary).toMatch(/nothing to change/i);
    expect(rerun.summary).toContain('no commit');
    // The task's branch was named in the prompt, with its earlier work.
    expect(JSON.stringify(rerun.anthropic.requests[0]!.body.messages)).toContain(BRANCH);
  });

  it("a person's commit on the task branch survives the next run", async () => {
    const inputs = { prompt: PROMPT, task_name: 'changelog' };
    const first = await runAction({
      event: dispatchEvent(),
      inputs,
      repoFiles: FILES,
      model: edit('CHANGELOG.md', '2025-01-01'),
    });
    expect(first.exitCode, first.stderr).toBe(0);
    let theirs = '';
    const second = await runAction({
      event: dispatchEvent(),
      runId: '5252',
      inputs,
      repoFiles: FILES,
      model: edit('NOTES.md', '2025-02-02'),
      ...continuing(first, async (origin) => {
        theirs = await pushFiles(origin, {
          ref: `refs/heads/${BRANCH}`,
          from: BRANCH,
          files: { 'PERSON.md': 'written by a person\n' },
          message: 'person: add PERSON.md',
        });
        // main moves on too: with a person's commit on the branch it is not rebased.
        await pushFiles(origin, { ref: 'refs/heads/main', files: { 'MAIN.md': 'newer main\n' } });
      }),
    });
    expect(second.exitCode, second.stderr).toBe(0);
    expect(await git(second.origin, 'rev-parse', `${BRANCH}~1`)).toBe(`${theirs}\n`);
    expect(await git(second.origin, 'show', `${BRANCH}:PERSON.md`)).toBe('written by a person\n');
    expect(await git(second.origin, 'show', `${BRANCH}:NOTES.md`)).toBe('2025-02-02\n');
    expect(pullCalls(second, 'POST')).toEqual([]);
  });

  it('a base that moved on is taken in when the branch holds only the agent commits', async () => {
    const inputs = { prompt: PROMPT, task_name: 'changelog' };
    const first = await runAction({
      event: dispatchEvent(),
      inputs,
      repoFiles: FILES,
      model: edit('CHANGELOG.md', '2025-01-01'),
    });
    expect(first.exitCode, first.stderr).toBe(0);
    let newMain = '';
    const second = await runAction({
      event: dispatchEvent(),
      runId: '5353',
      inputs,
      repoFiles: FILES,
      model: edit('NOTES.md', '2025-02-02'),
      ...continuing(first, async (origin) => {
        newMain = await pushFiles(origin, {
          ref: 'refs/heads/main',
          files: { 'MAIN.md': 'newer main\n' },
        });
      }),
    });
    expect(second.exitCode, second.stderr).toBe(0);
    // Rebased: the new main is under both agent commits, nothing else is.
    expect(await git(second.origin, 'merge-base', 'main', BRANCH)).toBe(`${newMain}\n`);
    expect(await git(second.origin, 'rev-list', '--count', `main..${BRANCH}`)).toBe('2\n');
    expect(await git(second.origin, 'show', `${BRANCH}:CHANGELOG.md`)).toBe(
      '## 1.0.0 (2025-01-01)\n',
    );
    expect(await git(second.origin, 'show', `${BRANCH}:MAIN.md`)).toBe('newer main\n');
  });
});

describe('repository_dispatch', () => {
  it('runs client_payload.prompt on the branch named after it', async () => {
    const run = await runAction({
      event: repositoryDispatchEvent({ prompt: 'Date the changelog\n\nReplace TODO.' }),
      repoFiles: FILES,
      model: edit('CHANGELOG.md', '2025-03-03'),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.branch_name).toBe('agent/task-date-the-changelog-replace-todo');
    expect(JSON.stringify(run.anthropic.requests[0]!.body.messages)).toContain('Replace TODO.');
    expect(run.github.state.pulls.map((p) => p.head.ref)).toEqual([
      'agent/task-date-the-changelog-replace-todo',
    ]);
  });
});
