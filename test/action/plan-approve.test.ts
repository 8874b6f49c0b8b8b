/**
 * End to end through the bundle: plan, approve, then execute exactly the plan
 * (docs/contract.md#plan-and-approve). `@agent plan` runs read-only and posts one plan comment (its
 * structured answer checked, one corrective turn); `@agent approve` from a writer
 * runs it bound (a write outside it denied and listed in the PR body); a reader's
 * approval, an edited plan and a superseded one are refused with the reason; an
 * amended plan, approved, continues the work on the same branch.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeComment, FakeGitHubState } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  runAction,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const BRANCH = 'agent/issue-7-typo-in-the-readme';
const README = '# Hello\n\nThis is teh project.\n';
const PACKAGE = '{\n  "name": "app",\n  "scripts": {}\n}\n';
const PLAN_MARKER = /<!-- agent-loop:plan:([0-9a-f]{64}):[A-Za-z0-9_-]+ -->/;

const planAnswer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    summary: 'Fix the typo "teh" in the README.',
    steps: ['Replace "teh" with "the" in README.md'],
    files: ['README.md'],
    commands: [],
    hosts: [],
    budget_usd: 1,
    ...overrides,
  });

/** Runs the action on issue 7 after `earlier` (its comments, pull requests and branches). */
function onIssue(options: {
  body: string;
  login?: string;
  commentNumber: number;
  model: Parameters<typeof runAction>[0]['model'];
  earlier?: ActionRun;
  comments?: (comments: FakeComment[]) => FakeComment[];
  permissions?: Record<string, string>;
  inputs?: Record<string, string>;
}): Promise<ActionRun> {
  const earlier = options.earlier?.github.state;
  const comments = earlier ? structuredClone(earlier.comments) : [];
  const github: Partial<FakeGitHubState> = {
    permissions: options.permissions ?? { maintainer: 'write', lead: 'admin', reader: 'read' },
    ...(earlier ? { pulls: earlier.pulls, nextId: earlier.nextId } : {}),
    comments: options.comments ? options.comments(comments) : comments,
  };
  return runAction({
    event: issueCommentEvent({
      body: options.body,
      login: options.login ?? 'maintainer',
      issueNumber: 7,
      commentId: TRIGGER_COMMENT_ID + options.commentNumber,
    }),
    repoFiles: {
      'README.md': README,
      'src/app.js': 'export const app = 1;\n',
      'package.json': PACKAGE,
    },
    github,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    prepareOrigin: async (origin) => {
      if (!options.earlier) return;
      const heads = (
        await git(options.earlier.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads')
      )
        .split('\n')
        .filter(Boolean);
      await git(
        origin,
        'fetch',
        '-q',
        options.earlier.origin,
        ...heads.map((ref) => `+${ref}:${ref}`),
      );
    },
    model: options.model,
  });
}

const planComments = (run: ActionRun) =>
  run.github.state.comments.filter((c) => c.user.login === BOT && PLAN_MARKER.test(c.body));
const branches = async (run: ActionRun) =>
  (await git(run.origin, 'for-each-ref', '--format=%(refname:short)', 'refs/heads'))
    .trim()
    .split('\n');
const toolResults = (run: ActionRun) =>
  JSON.stringify(run.anthropic.requests.map((request) => request.body.messages));
/** The run's own final report: the newest progress comment. */
const finalReport = (run: ActionRun) =>
  run.github.state.comments.findLast(
    (c) =>
      c.user.login === BOT && c.body.includes('<!-- agent-loop:run:') && !PLAN_MARKER.test(c.body),
  )?.body ?? '';

describe('@agent plan, then @agent approve', () => {
  let planned: ActionRun;

  it('posts one plan comment from a read-only run, after one corrective turn, and pushes nothing', async () => {
    planned = await onIssue({
      body: '@agent plan fix the typo in the README',
      commentNumber: 0,
      model: [
        reply(toolUse('Read', { file_path: 'README.md' })),
        // Over the run's $5 and leaving the repository: corrected once.
        reply(text(planAnswer({ budget_usd: 50, files: ['../outside.txt'] }))),
        reply(text(planAnswer())),
      ],
    });
    expect(planned.exitCode, planned.stderr).toBe(0);
    expect(planned.outputs.conclusion).toBe('success');
    // Read-only: the tools that write are not offered.
    const tools = (planned.anthropic.requests[0]!.body.tools as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tools).toContain('Read');
    expect(tools).not.toContain('Write');
    expect(tools).not.toContain('Edit');
    expect(tools).not.toContain('NotebookEdit');
    // The corrective turn named both problems.
    const correction = JSON.stringify(planned.anthropic.requests[2]!.body.messages.at(-1));
    expect(correction).toContain('above the run');
    expect(correction).toContain('leaves the repository');

    const plans = planComments(planned);
    expect(plans).toHaveLength(1);
    const plan = plans[0]!;
    expect(plan.body).toContain('`README.md`');
    expect(plan.body).toContain('**Budget:** $1');
    expect(plan.body).not.toContain('Commits go to');
    expect(plan.body).toContain('`@agent approve`');
    expect(planned.outputs.plan_comment_id).toBe(String(plan.id));
    expect(planned.outputs.approved_by).toBe('');
    // Nothing pushed, no pull request; the report links the plan.
    expect(await branches(planned)).toEqual(['main']);
    expect(planned.github.state.pulls).toHaveLength(0);
    expect(finalReport(planned)).toContain('Posted [a plan]');
  }, 240_000);

  it("runs a writer's approval within the plan: a write outside it is denied and listed", async () => {
    const run = await onIssue({
      earlier: planned,
      body: '@agent approve',
      commentNumber: 1,
      model: [
        reply(toolUse('Read', { file_path: 'README.md' })),
        reply(toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' })),
        reply(toolUse('Write', { file_path: 'src/app.js', content: 'export const app = 2;\n' })),
        reply(text('Fixed the typo in README.md.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion, run.stdout.slice(-3000)).toBe('success');
    const plan = planComments(planned)[0]!;
    expect(run.outputs.plan_comment_id).toBe(String(plan.id));
    expect(run.outputs.approved_by).toBe('maintainer');
    // The plan's file changed; the one outside it did not.
    expect(await branches(run), run.stdout.slice(-4000)).toContain(BRANCH);
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toContain('This is the project.');
    expect(await git(run.origin, 'show', `${BRANCH}:src/app.js`)).toBe('export const app = 1;\n');
    expect(toolResults(run)).toContain('outside the approved plan');
    const denials = run.transcript.at(-1)!.permission_denials as { tool_name: string }[];
    expect(denials.map((d) => d.tool_name)).toEqual(['Write']);
    // The pull request links the plan, names the approver and lists the denied call.
    const pull = run.github.state.pulls.find((p) => p.head.ref === BRANCH)!;
    expect(pull.body).toContain(`#issuecomment-${plan.id}`);
    expect(pull.body).toContain('approved by `@maintainer`');
    expect(pull.body).toContain('`Write src/app.js`');
  }, 240_000);

  it('refuses an approval from someone without write access, and says so', async () => {
    const run = await onIssue({
      earlier: planned,
      body: '@agent approve',
      login: 'reader',
      commentNumber: 2,
      model: [],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    const answer = run.github.state.comments.find((c) => c.body.includes('Not an approval'));
    expect(answer?.body).toContain('reader has "read" permission');
    expect(await branches(run)).toEqual(['main']);
  }, 240_000);

  it("refuses an approval from a bot, even one in allowed_bots: approvals are a person's", async () => {
    const run = await onIssue({
      earlier: planned,
      body: '@agent approve',
      login: 'deploy-bot[bot]',
      commentNumber: 7,
      inputs: { allowed_bots: 'deploy-bot' },
      model: [reply(text('Executed the plan.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.outputs.approved_by).toBe('');
    expect(finalReport(run)).toMatch(
      /Not an approval of \[the plan\]\([^)]+\): `@deploy-bot\[bot\]` is a bot/,
    );
    expect(await branches(run)).toEqual(['main']);
    expect(run.github.state.pulls).toHaveLength(0);
  }, 240_000);

  it('refuses an edited plan, and says so', async () => {
    const run = await onIssue({
      earlier: planned,
      body: '@agent approve',
      commentNumber: 3,
      comments: (comments) =>
        comments.map((c) =>
          PLAN_MARKER.test(c.body) ? { ...c, last_edited_at: new Date().toISOString() } : c,
        ),
      model: [],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(finalReport(run)).toMatch(
      /Not an approval of \[the plan\]\([^)]+\): the plan was edited/,
    );
    expect(await branches(run)).toEqual(['main']);
  }, 240_000);

  it('refuses a superseded plan, and says which plan supersedes it', async () => {
    const old = planComments(planned)[0]!;
    const newer: FakeComment = {
      ...old,
      id: old.id + 1_000,
      created_at: new Date(Date.parse(old.created_at) + 1_000).toISOString(),
    };
    const run = await onIssue({
      earlier: planned,
      body: `@agent approve https://github.example/octo-org/octo-repo/issues/7#issuecomment-${old.id}`,
      commentNumber: 4,
      comments: (comments) => [...comments, newer],
      model: [],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(finalReport(run)).toContain('superseded by a newer plan');
    expect(finalReport(run)).toContain(`#issuecomment-${newer.id}`);
  }, 240_000);

  it('posts an amended plan and stops needs_approval; approving it continues on the same branch', async () => {
    const stopped = await onIssue({
      earlier: planned,
      body: '@agent approve',
      commentNumber: 5,
      model: [
        reply(toolUse('Read', { file_path: 'README.md' })),
        reply(toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' })),
        reply(toolUse('Bash', { command: 'wc -l README.md' })),
        reply(
          toolUse('AmendPlan', {
            reason: 'Counting the lines checks the edit kept the file whole.',
            files: [],
            commands: ['Bash(wc -l README.md)'],
            hosts: [],
            budget_usd: 1,
          }),
        ),
        reply(text('Fixed the typo; the line count needs the amended plan.')),
      ],
    });
    expect(stopped.exitCode, stopped.stderr).toBe(0);
    expect(stopped.outputs.terminal_reason).toBe('needs_approval');
    // The transcript's result line agrees with the output.
    expect(stopped.transcript.at(-1)).toMatchObject({
      type: 'result',
      terminal_reason: 'needs_approval',
      is_error: false,
    });
    expect(stopped.outputs.conclusion).toBe('success');
    // The work so far is pushed; no pull request yet.
    expect(await git(stopped.origin, 'show', `${BRANCH}:README.md`)).toContain('the project');
    expect(stopped.github.state.pulls).toHaveLength(0);
    const plans = planComments(stopped);
    expect(plans).toHaveLength(2);
    const amended = plans[1]!;
    expect(amended.body).toContain('### Amended plan');
    expect(amended.body).toContain('`Bash(wc -l README.md)` (new)');
    expect(amended.body).toContain('`Bash wc -l README.md`');
    expect(finalReport(stopped)).toContain(`#issuecomment-${amended.id}`);

    const continued = await onIssue({
      earlier: stopped,
      body: '@agent approve',
      login: 'lead',
      commentNumber: 6,
      model: [
        reply(toolUse('Bash', { command: 'wc -l README.md' })),
        reply(text('Checked: README.md has 3 lines.')),
      ],
    });
    expect(continued.exitCode, continued.stderr).toBe(0);
    expect(continued.outputs.conclusion, continued.stdout.slice(-3000)).toBe('success');
    expect(continued.outputs.terminal_reason).toBe('completed');
    expect(continued.outputs.plan_comment_id).toBe(String(amended.id));
    expect(continued.outputs.approved_by).toBe('maintainer,lead');
    expect(toolResults(continued)).toContain('3 README.md');
    expect(continued.transcript.at(-1)!.permission_denials).toEqual([]);
    // The same branch, with the first run's commit; now a pull request.
    expect(await git(continued.origin, 'show', `${BRANCH}:README.md`)).toContain('the project');
    const pull = continued.github.state.pulls.find((p) => p.head.ref === BRANCH)!;
    expect(pull.body).toContain(`#issuecomment-${amended.id}`);
    expect(pull.body).toContain('approved by `@maintainer`, `@lead`');
  }, 240_000);
});

describe("a plan's execution publishes only the plan's files", () => {
  it('leaves out what a plan command changed outside the globs, and lists it', async () => {
    // The plan may change README.md and its own script, and run that script.
    const planned = await onIssue({
      body: '@agent plan fix the typo in the README with a script',
      commentNumber: 10,
      model: [
        reply(
          text(
            planAnswer({
              files: ['README.md', 'tools/fix.sh'],
              commands: ['Bash(sh tools/fix.sh)'],
            }),
          ),
        ),
      ],
    });
    expect(planned.exitCode, planned.stderr).toBe(0);
    expect(planComments(planned)).toHaveLength(1);

    // The script the model writes (a plan file) fixes the README, and also adds an install
    // hook and a new script: neither path is in the plan's globs.
    const script = [
      "sed -i 's/teh/the/' README.md",
      'mkdir -p scripts',
      "printf 'process.exit(0)\\n' > scripts/setup.js",
      'printf \'{"name":"app","scripts":{"postinstall":"node scripts/setup.js"}}\\n\' > package.json',
      '',
    ].join('\n');
    const run = await onIssue({
      earlier: planned,
      body: '@agent approve',
      commentNumber: 11,
      model: [
        reply(toolUse('Write', { file_path: 'tools/fix.sh', content: script })),
        reply(toolUse('Bash', { command: 'sh tools/fix.sh' })),
        reply(text('Fixed the typo with tools/fix.sh.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion, run.stdout.slice(-3000)).toBe('success');
    expect(run.transcript.at(-1)!.permission_denials).toEqual([]);
    // The plan's files are published; the others keep their content from before the run.
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toContain('This is the project.');
    expect(await git(run.origin, 'show', `${BRANCH}:tools/fix.sh`)).toBe(script);
    expect(await git(run.origin, 'show', `${BRANCH}:package.json`)).toBe(PACKAGE);
    expect(await git(run.origin, 'ls-tree', '-r', '--name-only', BRANCH)).not.toContain(
      'scripts/setup.js',
    );
    // Both are listed as outside the approved plan, in the report and the pull request.
    const report = finalReport(run);
    expect(report).toContain('2 changes were left out of the commit');
    expect(report).toContain(
      '`package.json`: outside the approved plan (its files: README.md, tools/fix.sh)',
    );
    expect(report).toContain('`scripts/setup.js`: outside the approved plan');
    const pull = run.github.state.pulls.find((p) => p.head.ref === BRANCH)!;
    expect(pull.body).toContain('Changes left out of the commit, outside the approved plan:');
    expect(pull.body).toContain('- `package.json`');
    expect(pull.body).toContain('- `scripts/setup.js`');
  }, 240_000);
});
