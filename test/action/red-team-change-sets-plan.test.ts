/**
 * A red-team pass over change sets (docs/contract.md#change-sets) and an approved plan
 * (docs/contract.md#plan-and-approve), through the bundled action as root with
 * `sandbox: required`: the plan names a file of the main repository; when it is approved the
 * hostile scripted model writes in the other repository anyway, with the file tools and from
 * Bash. The other repository is read-only in such a run (the plan names the main one's files
 * only), so none of it lands, nothing is published there, and the run is no failure for it.
 * Needs `npm run build`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type RecordedRequest } from '../fakes/anthropic-server.js';
import { startGitHubFront } from '../fakes/github-repositories.js';
import { git as gitSync, removeTempDirs } from '../git/helpers.js';
import { isRoot, ROOT_REASON } from '../sandbox/helpers.js';
import { folders, LIB, startLibrary, type Library } from './change-set-fixture.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  runAction,
  TRIGGER_COMMENT_ID,
  type ActionRun,
} from './harness.js';
import type { Script } from '../fakes/anthropic-server.js';

afterAll(cleanupActionRuns);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  removeTempDirs();
});

const BRANCH = 'agent/issue-7-typo-in-the-readme';
const PLAN = JSON.stringify({
  summary: 'Fix the typo "teh" in the README.',
  steps: ['Replace "teh" with "the" in README.md'],
  files: ['README.md'],
  commands: [],
  hosts: [],
  budget_usd: 1,
});

/** One run on issue 7 of octo-org/octo-repo, after `earlier` (its comments, pulls, branches). */
function onIssue(lib: Library, body: string, n: number, model: Script, earlier?: ActionRun) {
  const state = earlier?.github.state;
  return runAction({
    event: issueCommentEvent({
      body,
      login: 'maintainer',
      issueNumber: 7,
      issueTitle: 'Typo in the README',
      commentId: TRIGGER_COMMENT_ID + n,
    }),
    repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
    github: {
      permissions: { maintainer: 'write' },
      ...(state
        ? { pulls: state.pulls, nextId: state.nextId, comments: structuredClone(state.comments) }
        : {}),
    },
    prepareOrigin: async (origin) => {
      if (!earlier) return;
      await git(origin, 'fetch', '-q', earlier.origin, '+refs/heads/*:refs/heads/*');
    },
    inputs: { repositories: LIB, self_check: 'false', sandbox: 'required' },
    env: { GITHUB_SERVER_URL: lib.server.url },
    apiFront: (github) => startGitHubFront([github, lib.github]),
    model,
  });
}

describe.skipIf(!isRoot)(`an approved plan and a change set (${ROOT_REASON})`, () => {
  it('publishes nothing in the other repository when the plan names only the main one', async () => {
    const lib = await startLibrary({ login: 'maintainer' }, closers);
    const planned = await onIssue(lib, '@agent plan fix the typo in the README', 0, [
      reply(text(PLAN)),
    ]);
    expect(planned.exitCode, planned.stdout.slice(-3000) + planned.stderr.slice(-3000)).toBe(0);
    expect(planned.outputs.plan_comment_id).not.toBe('');

    const hostile = (request: RecordedRequest, index: number) => {
      const { lib: clone } = folders(request);
      // Outside the plan, in the other repository: the file tools, then Bash.
      if (index === 0)
        return reply(toolUse('Write', { file_path: `${clone}/x.txt`, content: 'x\n' }));
      if (index === 1)
        return reply(toolUse('Bash', { command: `echo b > "${clone}/bash.txt"; echo wrote` }));
      if (index === 2) return reply(toolUse('Read', { file_path: 'README.md' }));
      if (index === 3)
        return reply(
          toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' }),
        );
      return reply(text('Fixed the typo.'));
    };
    const run = await onIssue(lib, '@agent approve', 1, hostile, planned);
    // The run succeeds: the other repository, untouched, is no refusal of its work.
    expect(run.exitCode, run.stdout.slice(-4000)).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.outputs.approved_by).toBe('maintainer');
    // It was read-only from the start, and the report says why.
    expect(run.summary).toContain(
      `\`${LIB}\`: read-only (an approved plan's execution changes only the files the plan names`,
    );
    // The plan's file is published in the main repository.
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toContain('This is the project.');
    // Nothing of the other repository is: no push, no pull request, no other write.
    expect(lib.server.requests.some((r) => r.url.includes('git-receive-pack'))).toBe(false);
    expect(gitSync(lib.bare, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
    expect(lib.github.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(JSON.parse(run.outputs.pr_urls ?? '[]')).toHaveLength(1);
    const clone = join(dirname(run.workspace), 'octo-lib');
    for (const name of ['x.txt', 'bash.txt']) expect(existsSync(join(clone, name))).toBe(false);
    const messages = JSON.stringify(run.anthropic.requests.map((r) => r.body.messages));
    expect(messages).toContain('outside the approved plan');
  });
});
