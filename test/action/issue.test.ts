/** End to end: `@agent` on an issue, and a re-run of the same workflow run. */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  runAction,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const BRANCH = 'agent/issue-7-typo-in-the-readme';
const MARKER = '<!-- agent-loop:run:20512345678 -->';
const BOT = 'github-actions[bot]';

const fixTypo = () => [
  reply([text('Reading the README.'), toolUse('Read', { file_path: 'README.md' })]),
  reply(
    toolUse('Edit', {
      file_path: 'README.md',
      old_string: 'teh project',
      new_string: 'the project',
    }),
  ),
  reply(text('Fixed the typo "teh" → "the" in README.md.')),
];

function botComments(run: ActionRun) {
  return run.github.state.comments.filter((c) => c.user.login === BOT);
}

describe('an issue comment "@agent fix the typo" from a writer', () => {
  let first: ActionRun;

  it('reacts, reports progress, commits and pushes a branch, opens a PR, and reports', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
      repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
      model: fixTypo(),
    });
    first = run;
    expect(run.exitCode, run.stderr).toBe(0);

    // 👀 on the trigger comment, then exactly one progress comment with the marker.
    expect(run.github.state.reactions).toContainEqual({
      subject: 'issue_comment',
      id: TRIGGER_COMMENT_ID,
      content: 'eyes',
    });
    const posts = run.github.calls.filter((c) => c.method === 'POST' && /\/comments$/.test(c.path));
    expect(posts.map((c) => c.path)).toEqual(['/repos/octo-org/octo-repo/issues/7/comments']);
    expect((posts[0]!.body as { body: string }).body).toContain(MARKER);
    expect(run.github.calls.every((c) => c.authorized)).toBe(true);

    // The model was asked with the request and saw the file it read.
    expect(JSON.stringify(run.anthropic.requests[0]!.body.messages)).toContain('fix the typo');
    expect(run.anthropic.requests).toHaveLength(3);

    // The commit on the issue branch in origin: the fix, by the bot, co-authored by the requester.
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toBe(
      '# Hello\n\nThis is the project.\n',
    );
    expect(await git(run.origin, 'show', 'main:README.md')).toContain('teh project');
    const log = await git(run.origin, 'log', '-1', '--format=%an <%ae>%n%B', BRANCH);
    expect(log).toContain(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>',
    );
    expect(log).toContain('Co-authored-by: octocat <octocat@users.noreply.github.com>');
    expect(await git(run.origin, 'rev-list', '--count', `main..${BRANCH}`)).toBe('1\n');

    // The pull request.
    expect(run.github.state.pulls).toHaveLength(1);
    const pull = run.github.state.pulls[0]!;
    expect(pull.head.ref).toBe(BRANCH);
    expect(pull.base.ref).toBe('main');
    expect(pull.body).toContain('Fixes #7');
    const prUrl = `https://github.example/octo-org/octo-repo/pull/${pull.number}`;

    // The final comment.
    expect(botComments(run)).toHaveLength(1);
    const final = botComments(run)[0]!.body;
    expect(final).toContain('agent-loop finished');
    expect(final).toContain('Fixed the typo "teh" → "the" in README.md.');
    expect(final).toContain('`README.md`');
    expect(final).toContain(prUrl);
    expect(final).toContain('Turns: 3');
    expect(final).toMatch(/Cost: \$\d/);
    expect(final).toContain(MARKER);

    // Outputs.
    const { outputs } = run;
    expect(outputs.conclusion).toBe('success');
    expect(outputs.terminal_reason).toBe('completed');
    expect(outputs.branch_name).toBe(BRANCH);
    expect(outputs.pr_url).toBe(prUrl);
    expect(outputs.comment_id).toBe(String(botComments(run)[0]!.id));
    expect(outputs.num_turns).toBe('3');
    expect(Number(outputs.total_cost_usd)).toBeGreaterThan(0);
    expect(outputs.execution_file?.startsWith(run.runnerTemp)).toBe(true);
    expect(existsSync(outputs.execution_file!)).toBe(true);
    expect(outputs.session_id).toMatch(/\S/);

    // The transcript is stream-json: init first, result last, same session.
    expect(run.transcript[0]).toMatchObject({ type: 'system', subtype: 'init' });
    expect(run.transcript.at(-1)).toMatchObject({
      type: 'result',
      subtype: 'success',
      num_turns: 3,
      session_id: outputs.session_id,
    });
    expect(run.transcript.filter((line) => line.type === 'assistant')).toHaveLength(3);

    // The step summary.
    expect(run.summary).toContain('agent-loop finished');
    expect(run.summary).toContain('Fixed the typo');
    expect(run.summary).not.toContain(MARKER);
  });

  it('on a re-run, updates the same comment and continues the same branch and PR', async () => {
    expect(first, 'the first run must have run').toBeDefined();
    const firstTip = (await git(first.origin, 'rev-parse', BRANCH)).trim();
    const firstState = first.github.state;
    const commentId = botComments(first)[0]!.id;

    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
      repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
      runAttempt: 2,
      github: {
        issues: structuredClone(firstState.issues),
        comments: structuredClone(firstState.comments),
        pulls: structuredClone(firstState.pulls),
        nextId: firstState.nextId,
      },
      // The first attempt pushed its branch.
      prepareOrigin: async (origin) => {
        await git(origin, 'fetch', first.origin, `refs/heads/${BRANCH}:refs/heads/${BRANCH}`);
      },
      model: [
        reply(toolUse('Read', { file_path: 'README.md' })),
        reply(
          toolUse('Edit', {
            file_path: 'README.md',
            old_string: '# Hello',
            new_string: '# Hello, world',
          }),
        ),
        reply(text('Also fixed the heading.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);

    // No second comment: the first one was found by its marker and updated.
    expect(
      run.github.calls.filter((c) => c.method === 'POST' && /\/issues\/7\/comments$/.test(c.path)),
    ).toHaveLength(0);
    expect(botComments(run)).toHaveLength(1);
    expect(botComments(run)[0]!.id).toBe(commentId);
    expect(botComments(run)[0]!.body).toContain('Also fixed the heading.');
    expect(run.outputs.comment_id).toBe(String(commentId));

    // The same branch, continued on top of the first attempt's commit.
    expect(run.outputs.branch_name).toBe(BRANCH);
    expect((await git(run.origin, 'rev-parse', `${BRANCH}~1`)).trim()).toBe(firstTip);
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toBe(
      '# Hello, world\n\nThis is the project.\n',
    );
    expect((await git(run.origin, 'branch', '--list', 'agent/*')).trim().split('\n')).toHaveLength(
      1,
    );

    // The same PR, not a second one.
    expect(run.github.state.pulls).toHaveLength(1);
    expect(run.github.calls.some((c) => c.method === 'POST' && c.path.endsWith('/pulls'))).toBe(
      false,
    );
    expect(run.outputs.pr_url).toBe(
      `https://github.example/octo-org/octo-repo/pull/${firstState.pulls[0]!.number}`,
    );
    expect(run.outputs.conclusion).toBe('success');
  });
});

describe('project instructions on an issue run', () => {
  it('are read from the checkout of the base branch, with no contents API call', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
      repoFiles: {
        'README.md': '# Hello\n\nThis is teh project.\n',
        'CLAUDE.md': 'Second choice.\n',
        'AGENTS.md': 'Always run `make lint` before finishing.\n',
      },
      model: [reply(text('Nothing to do.'))],
    });
    await run.cleanup();
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    const first = JSON.stringify(run.anthropic.requests[0]!.body);
    expect(first).toContain('Always run `make lint` before finishing.');
    expect(first).not.toContain('Second choice.');
    expect(run.github.calls.filter((call) => call.path.includes('/contents/'))).toEqual([]);
    // Before the first model request: the permission check and the discussion, at once.
    const reads = run.github.calls.filter((call) => call.method === 'GET');
    expect(reads.map((call) => call.path).sort()).toEqual([
      '/repos/octo-org/octo-repo/collaborators/octocat/permission',
      '/repos/octo-org/octo-repo/issues/7/comments',
    ]);
  });
});

describe('the start of an issue run', () => {
  it('reads the discussion while the permission check is in flight', async () => {
    // The permission answer waits for the discussion's read to arrive; a run that read
    // the discussion only after the gate would wait for the fallback instead.
    let discussionArrived!: () => void;
    const discussion = new Promise<'discussion'>((resolve) => {
      discussionArrived = () => resolve('discussion');
    });
    let released: string | undefined;
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', login: 'octocat', issueNumber: 7 }),
      repoFiles: { 'README.md': '# Hello\n' },
      github: {
        holdAnswer: (method, path) => {
          if (path.endsWith('/issues/7/comments') && method === 'GET') discussionArrived();
          if (!path.endsWith('/collaborators/octocat/permission')) return undefined;
          const fallback = new Promise<'fallback'>((resolve) =>
            setTimeout(() => resolve('fallback'), 10_000).unref(),
          );
          return Promise.race([discussion, fallback]).then((first) => (released = first));
        },
      },
      model: [reply(text('Nothing to do.'))],
    });
    await run.cleanup();
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(released).toBe('discussion');
  });
});

describe('an issue title with closing references and a memory marker', () => {
  it('reaches the PR title and the commit message neutralised, as in bodies', async () => {
    const title = 'Typo: closes #3 and fixes other/repo#9 <!-- agent-loop:memory:v1 QUJD -->';
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent fix the typo',
        login: 'octocat',
        issueNumber: 7,
        issueTitle: title,
      }),
      repoFiles: { 'README.md': '# Hello\n\nThis is teh project.\n' },
      model: fixTypo(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const pull = run.github.state.pulls[0]!;
    const message = await git(run.origin, 'log', '-1', '--format=%B', pull.head.ref);
    for (const text of [pull.title, message]) {
      expect(text).toContain('closes issue #3');
      expect(text).toContain('fixes issue other/repo#9');
      expect(text).not.toMatch(/(close[sd]?|fix(e[sd])?|resolve[sd]?):?\s+(\S+\/\S+)?#\d/i);
      expect(text).not.toContain('<!-- agent-loop:');
    }
  });
});
