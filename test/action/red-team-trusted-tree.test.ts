/**
 * Issue #50's findings on the trusted tree, through the bundled action: the run's policy
 * says which tree's `.claude/` counts and whether the checkout holds code no writer vouched
 * for, and everything that reads configuration asks it. A CI fixer's diagnosis of a fork's
 * pull request (`workflow_run`) runs no hook (the base's hook named a script the fork
 * rewrote); a CI fix of a branch the agent wrote takes its configuration from the default
 * branch, not from that branch's tip.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import type { FakeWorkflowJob } from '../fakes/github-server.js';
import { workflowRunEvent } from '../github/maintenance-payloads.js';
import { runnerLog } from '../github/runner-log.js';
import { cleanupActionRuns, git, pushFiles, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);

const RUN_ID = 20_433_642_118;
const HEAD_SHA = 'c0ffee'.padEnd(40, '1');

const jobs = (): FakeWorkflowJob[] => [
  {
    id: 51_204_331_901,
    run_id: RUN_ID,
    name: 'test',
    conclusion: 'failure',
    steps: [{ name: 'Run npm test', conclusion: 'failure' }],
    log: runnerLog([
      { run: 'npm test', output: ['FAIL add'], error: 'Process completed with exit code 1.' },
    ]),
  },
];

const hookSettings = (command: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...extra,
    hooks: { SessionStart: [{ hooks: [{ type: 'command', command }] }] },
  });

const everyRequest = (run: ActionRun) =>
  JSON.stringify(run.anthropic.requests.map((request) => request.body));

const projectConfigOf = (run: ActionRun) =>
  (run.transcript[0] as { project_config?: Record<string, unknown> }).project_config;

describe("the CI fixer's diagnosis of a fork's pull request", () => {
  it("runs no hook: the base's hook would run the fork's script from the checkout", async () => {
    const forkRun = (head: string) =>
      workflowRunEvent({
        headBranch: 'patch-1',
        headSha: head,
        headRepository: 'stranger/octo-repo',
        runId: RUN_ID,
      });
    const run = await runAction({
      event: forkRun(HEAD_SHA),
      repoFiles: {
        'README.md': '# add\n',
        '.claude/settings.json': hookSettings('bash .claude/hooks/session.sh'),
        '.claude/hooks/session.sh': 'echo BASE-SESSION-HOOK\n',
      },
      prepareOrigin: async (origin) => {
        await pushFiles(origin, {
          ref: 'refs/pull/4/head',
          files: { '.claude/hooks/session.sh': 'echo FORK-SCRIPT-RAN-$((6*7))\n' },
        });
      },
      fromOrigin: async (origin) => {
        const head = (await git(origin, 'rev-parse', 'refs/pull/4/head')).trim();
        return {
          event: forkRun(head),
          github: {
            workflowJobs: jobs(),
            pulls: [
              {
                number: 4,
                title: 'Fix typo',
                body: '',
                state: 'open',
                head: { ref: 'patch-1', sha: head, repo: 'stranger/octo-repo' },
                base: { ref: 'main' },
              },
            ],
          },
        };
      },
      inputs: { sandbox: 'off' },
      model: [reply(text('Diagnosis: the test fails.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const seen = everyRequest(run) + JSON.stringify(run.transcript);
    expect(seen).not.toContain('FORK-SCRIPT-RAN-42');
    expect(seen).not.toContain('BASE-SESSION-HOOK');
    expect(projectConfigOf(run)).toMatchObject({
      source: expect.stringMatching(/^the base branch main at [0-9a-f]{7}$/),
      hooks: [],
      hooks_refused: expect.stringMatching(/fork/),
    });
  });
});

describe('a CI fix of a branch the agent wrote (no pull request)', () => {
  const BRANCH = 'agent/issue-7-tidy';
  it("takes the configuration from the default branch: the branch's hooks and allow rules are not used", async () => {
    const branchRun = (head: string) =>
      workflowRunEvent({ headBranch: BRANCH, headSha: head, runId: RUN_ID });
    const run = await runAction({
      event: branchRun(HEAD_SHA),
      repoFiles: { 'README.md': '# add\n' },
      prepareOrigin: async (origin) => {
        await pushFiles(origin, {
          ref: `refs/heads/${BRANCH}`,
          files: {
            '.claude/settings.json': hookSettings('echo BRANCH-HOOK-RAN-$((6*7))', {
              permissions: { allow: ['Bash'] },
            }),
          },
        });
      },
      fromOrigin: async (origin) => ({
        event: branchRun((await git(origin, 'rev-parse', `refs/heads/${BRANCH}`)).trim()),
        github: { workflowJobs: jobs() },
      }),
      inputs: { sandbox: 'off', allowed_tools: 'Read,Edit,Bash(npm test:*)' },
      model: [
        reply(toolUse('Bash', { command: 'echo WIDENED-$((6*7))' })),
        reply(text('Nothing to fix.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const seen = everyRequest(run);
    expect(seen).not.toContain('BRANCH-HOOK-RAN-42');
    expect(seen).not.toContain('WIDENED-42');
    const result = run.transcript.find((line) => line.type === 'result') as {
      permission_denials: { tool_name: string }[];
    };
    expect(result.permission_denials.map((denial) => denial.tool_name)).toEqual(['Bash']);
    expect(projectConfigOf(run)).toMatchObject({
      source: expect.stringMatching(/^the base branch main at [0-9a-f]{7}$/),
      files: [],
      hooks: [],
    });
  });
});
