/**
 * End to end through the bundle: plan and approve on a pull request from the same
 * repository (docs/contract.md#plan-and-approve). The plan reads the PR's head, not the
 * base; the approval runs bound to the plan and commits on the PR's own branch, opening
 * no new pull request and leaving the base alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const HEAD = 'feature/greeting';
const PR = 12;
const PLAN_MARKER = /<!-- agent-loop:plan:([0-9a-f]{64}):[A-Za-z0-9_-]+ -->/;
/** Only on the PR's branch: a plan that read the base could not have seen it. */
const HEAD_FILES = { 'src/greet.js': 'export const greet = (name) => `Helo, ${name}`;\n' };

const PULL: FakePull = {
  number: PR,
  title: 'Add a greeting',
  body: 'Adds greet()',
  state: 'open',
  user: { login: 'octocat' },
  head: { ref: HEAD, repo: 'octo-org/octo-repo' },
  base: { ref: 'main' },
};

const planAnswer = JSON.stringify({
  summary: 'Fix the typo "Helo" in the greeting.',
  steps: ['Replace "Helo" with "Hello" in src/greet.js'],
  files: ['src/greet.js'],
  commands: [],
  hosts: [],
  budget_usd: 1,
});

/** A run on PR 12, whose head branch holds the greeting; after `earlier` when given. */
function onPull(options: {
  body: string;
  commentNumber: number;
  model: Parameters<typeof runAction>[0]['model'];
  earlier?: ActionRun;
}): Promise<ActionRun> {
  const earlier = options.earlier?.github.state;
  const github: Partial<FakeGitHubState> = {
    permissions: { maintainer: 'write' },
    pulls: earlier ? earlier.pulls : [PULL],
    pullFiles: { [PR]: [{ filename: 'src/greet.js', status: 'added' }] },
    comments: earlier ? structuredClone(earlier.comments) : [],
    ...(earlier ? { nextId: earlier.nextId } : {}),
  };
  return runAction({
    event: issueCommentEvent({
      body: options.body,
      login: 'maintainer',
      issueNumber: PR,
      issueTitle: PULL.title,
      pullRequest: true,
      commentId: TRIGGER_COMMENT_ID + options.commentNumber,
    }),
    repoFiles: { 'README.md': '# Hello\n' },
    github,
    prepareOrigin: async (origin) => {
      await pushFiles(origin, { ref: `refs/heads/${HEAD}`, files: HEAD_FILES });
    },
    model: options.model,
  });
}

const planComments = (run: ActionRun) =>
  run.github.state.comments.filter((c) => c.user.login === BOT && PLAN_MARKER.test(c.body));

describe('@agent plan and @agent approve on a pull request', () => {
  it("plans from the PR's head, then commits the approved plan on the PR's branch", async () => {
    const planned = await onPull({
      body: '@agent plan fix the greeting typo',
      commentNumber: 0,
      model: [reply(toolUse('Read', { file_path: 'src/greet.js' })), reply(text(planAnswer))],
    });
    expect(planned.exitCode, planned.stderr).toBe(0);
    expect(planned.outputs.conclusion).toBe('success');
    // The plan read the head's file (the base has none).
    expect(JSON.stringify(planned.anthropic.requests[1]!.body.messages)).toContain('Helo, ');
    const plans = planComments(planned);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.issue_number).toBe(PR);
    expect(plans[0]!.body).toContain(`**Commits go to:** \`${HEAD}\`, this pull request's branch`);
    const headBefore = (await git(planned.origin, 'rev-parse', HEAD)).trim();

    const approved = await onPull({
      earlier: planned,
      body: '@agent approve',
      commentNumber: 1,
      model: [
        reply(toolUse('Read', { file_path: 'src/greet.js' })),
        reply(
          toolUse('Edit', { file_path: 'src/greet.js', old_string: 'Helo', new_string: 'Hello' }),
        ),
        reply(toolUse('Write', { file_path: 'README.md', content: '# Changed\n' })),
        reply(text('Fixed the greeting.')),
      ],
    });
    expect(approved.exitCode, approved.stderr).toBe(0);
    expect(approved.outputs.conclusion, approved.stdout.slice(-3000)).toBe('success');
    expect(approved.outputs.approved_by).toBe('maintainer');
    expect(approved.outputs.plan_comment_id).toBe(String(plans[0]!.id));
    expect(approved.outputs.branch_name).toBe(HEAD);
    // One commit on the PR's branch, on top of the tip the plan saw; the base untouched.
    expect((await git(approved.origin, 'rev-parse', `${HEAD}~1`)).trim()).toBe(headBefore);
    expect(await git(approved.origin, 'show', `${HEAD}:src/greet.js`)).toContain('Hello, ');
    expect(await git(approved.origin, 'show', `${HEAD}:README.md`)).toBe('# Hello\n');
    expect(await git(approved.origin, 'show', 'main:README.md')).toBe('# Hello\n');
    expect((await git(approved.origin, 'branch', '--list', 'agent/*')).trim()).toBe('');
    // No new pull request; the write outside the plan was denied and listed.
    expect(approved.github.state.pulls).toHaveLength(1);
    const denials = approved.transcript.at(-1)!.permission_denials as { tool_name: string }[];
    expect(denials.map((d) => d.tool_name)).toEqual(['Write']);
  }, 240_000);
});
