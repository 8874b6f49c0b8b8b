/**
 * A change set end to end, through the bundled action: `@agent` on an issue of
 * octo-org/octo-repo with `repositories` naming octo-org/octo-lib. The library is a bare
 * repository served over git's HTTP protocol (the clone and the push carry the token, as on
 * GitHub: test/fakes/git-http-server.ts) with a fake GitHub of its own behind one API URL
 * (test/fakes/github-repositories.ts). The scripted model changes both repositories; the run
 * opens two linked pull requests, with one report (one progress comment, one step summary)
 * and one bill (one `total_cost_usd`). Needs `npm run build`.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type RecordedRequest } from '../fakes/anthropic-server.js';
import { startGitHubFront } from '../fakes/github-repositories.js';
import { git as gitSync, removeTempDirs } from '../git/helpers.js';
import { LIB, startLibrary } from './change-set-fixture.js';
import { cleanupActionRuns, git, issueCommentEvent, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  removeTempDirs();
});

const MAIN_BRANCH = 'agent/issue-7-add-a-greeting';
const LIB_BRANCH = 'agent/octo-repo-7-add-a-greeting';

/** The library: a bare repository served with the token only, and its own fake GitHub. */
const library = () => startLibrary({}, closers);

/** The library's folder, as the system prompt names it to the model. */
function libraryFolder(request: RecordedRequest): string {
  const found = /(\/[^\s"`'\\]*\/octo-lib)\b/.exec(JSON.stringify(request.body.system));
  if (!found?.[1]) throw new Error('the system prompt names no octo-lib folder');
  return found[1];
}

/** The agent's work: a change in each repository, then its summary. */
function changesBoth(request: RecordedRequest, index: number) {
  if (index === 0)
    return reply(toolUse('Write', { file_path: 'app.txt', content: 'uses greet()\n' }));
  if (index === 1) {
    const file = join(libraryFolder(request), 'greet.txt');
    return reply(toolUse('Write', { file_path: file, content: 'export greet()\n' }));
  }
  return reply(text('Added greet() to the library and used it in the app.'));
}

const botComments = (run: ActionRun) =>
  run.github.state.comments.filter((comment) => comment.user.login.endsWith('[bot]'));

describe('a change set through the action', () => {
  it('two repositories changed: two linked pull requests, one report, one bill', async () => {
    const lib = await library();
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent add a greeting, using the library',
        issueNumber: 7,
        issueTitle: 'Add a greeting',
      }),
      inputs: { repositories: LIB, self_check: 'false' },
      // The clone's and the push's remote is `<server>/<owner>/<name>.git`.
      env: { GITHUB_SERVER_URL: lib.server.url },
      apiFront: (github) => startGitHubFront([github, lib.github]),
      model: changesBoth,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion, run.stdout).toBe('success');

    // Each repository got its branch with its own change.
    expect(await git(run.origin, 'show', `${MAIN_BRANCH}:app.txt`)).toBe('uses greet()\n');
    expect(gitSync(lib.bare, 'show', `${LIB_BRANCH}:greet.txt`)).toBe('export greet()');
    expect(gitSync(lib.bare, 'for-each-ref', 'refs/heads/')).not.toContain(MAIN_BRANCH);

    // A pull request in each, into its default branch, each linking the other.
    expect(run.github.state.pulls).toHaveLength(1);
    expect(lib.github.state.pulls).toHaveLength(1);
    const mainPull = run.github.state.pulls[0]!;
    const libPull = lib.github.state.pulls[0]!;
    expect(libPull).toMatchObject({ head: { ref: LIB_BRANCH }, base: { ref: 'main' } });
    const urls = JSON.parse(run.outputs.pr_urls ?? '[]') as string[];
    expect(urls).toEqual([
      `https://github.example/octo-org/octo-repo/pull/${mainPull.number}`,
      `https://github.example/${LIB}/pull/${libPull.number}`,
    ]);
    expect(run.outputs.pr_url).toBe(urls[0]);
    expect(mainPull.body).toContain('Part of a change set');
    expect(mainPull.body).toContain(urls[1]);
    expect(libPull.body).toContain(urls[0]);
    expect(libPull.body).toMatch(/^Refs octo-org\/octo-repo#7/);

    // One report: one progress comment (on the issue), naming the library's pull request.
    expect(botComments(run)).toHaveLength(1);
    expect(lib.github.state.comments).toEqual([]);
    const report = botComments(run)[0]!.body;
    // (GITHUB_SERVER_URL is the git server here: the posting filter shows the fake's
    // github.example links as text, URL and all.)
    expect(report).toContain(`\`${LIB}\`: opened PR`);
    expect(report).toContain(urls[1]);
    expect(run.summary).toContain(`\`${LIB}\`: opened PR`);
    // One bill: the one loop's cost, for the whole set.
    expect(Number(run.outputs.total_cost_usd)).toBeGreaterThan(0);
    expect(run.anthropic.requests).toHaveLength(3);
    // The token reached git as a header, never the clone's files.
    expect(lib.server.requests.some((r) => r.url.includes('git-receive-pack'))).toBe(true);
  });

  it('a push the library refuses loses nothing in the app, and the report says where its work is', async () => {
    const lib = await library();
    // The library's server refuses every push (a pre-receive hook, as a rule would).
    const hook = join(lib.bare, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "push declined by policy" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent add a greeting, using the library',
        issueNumber: 7,
        issueTitle: 'Add a greeting',
      }),
      inputs: { repositories: LIB, self_check: 'false' },
      env: { GITHUB_SERVER_URL: lib.server.url },
      apiFront: (github) => startGitHubFront([github, lib.github]),
      model: changesBoth,
    });
    // The app's work is published as if alone.
    expect(await git(run.origin, 'show', `${MAIN_BRANCH}:app.txt`)).toBe('uses greet()\n');
    expect(run.github.state.pulls).toHaveLength(1);
    const mainPull = run.github.state.pulls[0]!;
    expect(JSON.parse(run.outputs.pr_urls ?? '[]')).toEqual([
      `https://github.example/octo-org/octo-repo/pull/${mainPull.number}`,
    ]);
    // The library got nothing; its pull request body would have: the app's says why.
    expect(gitSync(lib.bare, 'for-each-ref', 'refs/heads/')).not.toContain(LIB_BRANCH);
    expect(lib.github.state.pulls).toEqual([]);
    expect(mainPull.body).toContain(`\`${LIB}\`: ⚠️ not published:`);
    expect(mainPull.body).toContain('push declined by policy');
    // One report, which names the refusal and where the work stays; the run is not a success.
    const report = botComments(run)[0]!.body;
    expect(report).toContain('a repository refused the work');
    expect(report).toContain(`the work stays committed on branch \`${LIB_BRANCH}\``);
    expect(run.summary).toContain('push declined by policy');
    expect(run.outputs.conclusion).toBe('failure');
  });

  it('staged: nothing is written in either repository, and every write the set would make is shown', async () => {
    const lib = await library();
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent add a greeting, using the library',
        issueNumber: 7,
        issueTitle: 'Add a greeting',
      }),
      inputs: { repositories: LIB, self_check: 'false', staged: 'true' },
      env: { GITHUB_SERVER_URL: lib.server.url },
      apiFront: (github) => startGitHubFront([github, lib.github]),
      model: changesBoth,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(gitSync(lib.bare, 'for-each-ref', 'refs/heads/')).not.toContain(LIB_BRANCH);
    expect(lib.server.requests.some((r) => r.url.includes('git-receive-pack'))).toBe(false);
    expect(run.github.state.pulls).toEqual([]);
    expect(lib.github.state.pulls).toEqual([]);
    expect(lib.github.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    const writes = readFileSync(run.outputs.staged_writes!, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { method: string; route: string });
    const routes = writes.map((write) => `${write.method} ${write.route}`);
    expect(routes).toContain(`POST /repos/${LIB}/pulls`);
    expect(routes).toContain('POST /repos/octo-org/octo-repo/pulls');
    expect(routes.some((route) => route.startsWith(`PATCH /repos/${LIB}/pulls/`))).toBe(true);
  });
});
