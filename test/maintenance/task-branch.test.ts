/**
 * Task branches and CI-fix attempts on real repositories with a bare origin: the
 * agent's commits are recognised by their trailer, a branch holding only those is
 * rebased onto a base that moved on and pushed with a lease, a person's commit is
 * never rewritten (not even when it lands during the run), and the CI-fix count
 * restarts at a person's commit.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitWork } from '../../src/github-side/git/commit.js';
import { pushCommit } from '../../src/github-side/git/push.js';
import { prepareWorkspace, type PreparedWorkspace } from '../../src/github-side/git/workspace.js';
import {
  agentTrailer,
  listCommits,
  readAgentMark,
} from '../../src/github-side/maintenance/agent-commits.js';
import {
  attemptLimitReason,
  countCiFixAttempts,
} from '../../src/github-side/maintenance/attempts.js';
import {
  rebaseTaskBranch,
  taskBranchName,
  taskSlug,
} from '../../src/github-side/maintenance/task-branch.js';
import { git, removeTempDirs, repos, tempDir } from '../git/helpers.js';

afterEach(removeTempDirs);

const BRANCH = 'agent/task-refresh-deps';
const TASK = agentTrailer({ kind: 'task', slug: 'refresh-deps' });

/** One agent run: check out the task branch, write `files`, commit with the trailer, push. */
async function agentRun(
  work: string,
  files: Record<string, string>,
  trailer = TASK,
  branch = BRANCH,
): Promise<PreparedWorkspace & { pushed: string }> {
  const ws = await prepareWorkspace(work, { kind: 'new-branch', branch, base: 'main' });
  for (const [path, content] of Object.entries(files)) writeFileSync(join(work, path), content);
  const commit = await commitWork({
    repository: ws.repository,
    startSha: ws.startSha,
    message: 'agent: refresh deps',
    secrets: [],
    trailers: [trailer],
    branch,
  });
  if (commit.status !== 'committed') throw new Error('nothing committed');
  const push = await pushCommit({
    repository: ws.repository,
    sha: commit.sha,
    branch,
    remoteUrl: ws.remoteUrl,
    protectedBranches: ['main'],
  });
  if (push.status !== 'pushed') throw new Error(`push: ${JSON.stringify(push)}`);
  return { ...ws, pushed: push.sha };
}

/** A person commits `files` to `ref` of origin (from a clone of their own). */
function personPushes(origin: string, ref: string, files: Record<string, string>): string {
  const clone = join(tempDir('agent-person-'), 'clone');
  git(origin, 'clone', '-q', '--branch', ref, origin, clone);
  for (const [path, content] of Object.entries(files)) writeFileSync(join(clone, path), content);
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', `person edits ${Object.keys(files).join(', ')}`);
  git(clone, 'push', '-q', 'origin', `HEAD:refs/heads/${ref}`);
  return git(clone, 'rev-parse', 'HEAD');
}

describe('task branch names', () => {
  it('slug of task_name, else of the prompt, else a digest', () => {
    expect(taskSlug('Weekly: refresh deps!', 'ignored')).toBe('weekly-refresh-deps');
    expect(taskSlug('', 'Refresh the dependencies\n\nRun npm update')).toBe(
      'refresh-the-dependencies-run-npm-update',
    );
    expect(taskSlug('', '依存関係を更新')).toMatch(/^[0-9a-f]{12}$/);
    expect(taskSlug('', '依存関係を更新')).toBe(taskSlug('', '依存関係を更新'));
    expect(taskBranchName('agent/', 'docs sync', '')).toBe('agent/task-docs-sync');
  });
});

describe('agent commit marks', () => {
  it('reads the trailer back; a commit without the bot author has no mark', async () => {
    // A workflow-run id of today's size (past 2^32) reads back as the same string.
    const runId = '19876543210';
    expect(readAgentMark(`x\n\n${agentTrailer({ kind: 'ci-fix', runId })}`)).toEqual({
      kind: 'ci-fix',
      runId,
    });
    expect(readAgentMark('Agent-Loop: something else')).toBeUndefined();
    const { origin, work } = repos();
    await agentRun(work, { 'deps.txt': 'v2\n' });
    personPushes(origin, BRANCH, { 'notes.txt': 'mine\n' });
    git(work, 'fetch', '-q', 'origin');
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    const commits = await listCommits(ws.repository, [`origin/main..${ws.startSha}`]);
    expect(commits.map((c) => c.mark?.kind ?? 'person')).toEqual(['person', 'task']);
  });
});

describe('rebaseTaskBranch', () => {
  it('base moved on, only agent commits: rebased, pushed with a lease, the old work kept', async () => {
    const { origin, work } = repos();
    const first = await agentRun(work, { 'deps.txt': 'v2\n' });
    personPushes(origin, 'main', { 'README.md': 'hello, newer\n' });

    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    expect(ws.startSha).toBe(first.pushed);
    const start = await rebaseTaskBranch({ ...ws, branch: BRANCH, base: 'main' });
    expect(start).toMatchObject({ rebased: true, replaceOnlyIfAt: first.pushed, othersCommits: 0 });
    expect(git(work, 'rev-parse', 'HEAD')).toBe(start.startSha);
    expect(git(work, 'rev-parse', 'HEAD~1')).toBe(git(origin, 'rev-parse', 'main'));

    writeFileSync(join(work, 'deps.txt'), 'v3\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: start.startSha,
      message: 'agent: refresh deps',
      secrets: [],
      trailers: [TASK],
    });
    if (commit.status !== 'committed') throw new Error('nothing committed');
    const push = await pushCommit({
      repository: ws.repository,
      sha: commit.sha,
      branch: BRANCH,
      remoteUrl: ws.remoteUrl,
      protectedBranches: ['main'],
      replaceOnlyIfAt: start.replaceOnlyIfAt!,
    });
    expect(push).toMatchObject({ status: 'pushed', sha: commit.sha, rebased: false });
    expect(git(origin, 'rev-list', '--count', `main..${BRANCH}`)).toBe('2');
    expect(git(origin, 'show', `${BRANCH}:README.md`)).toBe('hello, newer');
    expect(git(origin, 'show', `${BRANCH}:deps.txt`)).toBe('v3');
  });

  it('a person committed on the branch: not rebased, their commit stays under the new one', async () => {
    const { origin, work } = repos();
    await agentRun(work, { 'deps.txt': 'v2\n' });
    const theirs = personPushes(origin, BRANCH, { 'notes.txt': 'mine\n' });
    personPushes(origin, 'main', { 'README.md': 'hello, newer\n' });

    const run = await agentRun(work, { 'deps.txt': 'v3\n' });
    const start = await rebaseTaskBranch({
      ...run,
      startSha: theirs,
      branch: BRANCH,
      base: 'main',
    });
    expect(start).toMatchObject({ rebased: false, othersCommits: 1, startSha: theirs });
    expect(start.description).toMatch(/1 commit by others/);
    expect(git(origin, 'rev-parse', `${BRANCH}~1`)).toBe(theirs);
    expect(git(origin, 'show', `${BRANCH}:notes.txt`)).toBe('mine');
  });

  it('a person pushes during the run: the lease fails and the merge retry keeps their commit', async () => {
    const { origin, work } = repos();
    await agentRun(work, { 'deps.txt': 'v2\n' });
    personPushes(origin, 'main', { 'README.md': 'hello, newer\n' });
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    const start = await rebaseTaskBranch({ ...ws, branch: BRANCH, base: 'main' });
    expect(start.rebased).toBe(true);

    const theirs = personPushes(origin, BRANCH, { 'notes.txt': 'mine\n' });
    writeFileSync(join(work, 'deps.txt'), 'v3\n');
    const commit = await commitWork({
      repository: ws.repository,
      startSha: start.startSha,
      message: 'agent: refresh deps',
      secrets: [],
      trailers: [TASK],
    });
    if (commit.status !== 'committed') throw new Error('nothing committed');
    const push = await pushCommit({
      repository: ws.repository,
      sha: commit.sha,
      branch: BRANCH,
      remoteUrl: ws.remoteUrl,
      protectedBranches: ['main'],
      replaceOnlyIfAt: start.replaceOnlyIfAt!,
    });
    expect(push).toMatchObject({ status: 'pushed', rebased: true });
    expect(git(origin, 'rev-parse', `${BRANCH}~1`)).toBe(theirs);
    expect(git(origin, 'show', `${BRANCH}:notes.txt`)).toBe('mine');
    expect(git(origin, 'show', `${BRANCH}:deps.txt`)).toBe('v3');
  });

  it('a conflicting base: the rebase is aborted and the branch continued as it is', async () => {
    const { origin, work } = repos();
    const first = await agentRun(work, { 'README.md': 'agent version\n' });
    personPushes(origin, 'main', { 'README.md': 'main version\n' });
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    const start = await rebaseTaskBranch({ ...ws, branch: BRANCH, base: 'main' });
    expect(start).toMatchObject({ rebased: false, startSha: first.pushed });
    expect(start.description).toMatch(/conflict/);
    expect(git(work, 'rev-parse', 'HEAD')).toBe(first.pushed);
    expect(git(work, 'status', '--porcelain')).toBe('');
  });

  it('up to date with the base: continued, nothing to rebase', async () => {
    const { work } = repos();
    const first = await agentRun(work, { 'deps.txt': 'v2\n' });
    const ws = await prepareWorkspace(work, { kind: 'new-branch', branch: BRANCH, base: 'main' });
    const start = await rebaseTaskBranch({ ...ws, branch: BRANCH, base: 'main' });
    expect(start).toMatchObject({ rebased: false, startSha: first.pushed, othersCommits: 0 });
  });
});

describe('CI-fix attempts', () => {
  const fix = (runId: number) =>
    agentTrailer({ kind: 'ci-fix', runId: String(19_876_543_200 + runId) });

  it('counts the agent fixes at the head; a person commit starts again', async () => {
    const { origin, work } = repos();
    const branch = 'feature';
    personPushes(origin, 'main', { 'a.txt': '0\n' });
    git(origin, 'branch', branch, 'main');
    await agentRun(work, { 'a.txt': '1\n' }, fix(1), branch);
    let ws = await agentRun(work, { 'a.txt': '2\n' }, fix(2), branch);
    expect(await countCiFixAttempts(ws.repository, ws.pushed, 2)).toBe(2);
    expect(attemptLimitReason(2, 2, branch)).toMatch(
      /already pushed 2 CI fixes in a row to feature/,
    );
    expect(attemptLimitReason(1, 2, branch)).toBeUndefined();

    personPushes(origin, branch, { 'b.txt': 'person\n' });
    ws = await agentRun(work, { 'a.txt': '3\n' }, fix(3), branch);
    expect(await countCiFixAttempts(ws.repository, ws.pushed, 2)).toBe(1);
    // A task commit is not a CI fix.
    ws = await agentRun(work, { 'a.txt': '4\n' }, TASK, branch);
    expect(await countCiFixAttempts(ws.repository, ws.pushed, 2)).toBe(0);
  });
});
