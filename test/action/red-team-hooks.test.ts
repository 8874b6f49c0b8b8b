/**
 * Issue #50's findings on hooks, through the bundled action: a hook whose command names a
 * script of the repository runs the trusted tree's copy of it (never the one a tool or a
 * pull request's branch rewrote), the tools may not write the files a hook names, and a
 * run whose workflow denies Bash runs no hook unless `hooks_without_bash` says so.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { isRoot, ROOT_REASON } from '../sandbox/helpers.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const FORMAT_HOOK = 'bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh';
const SETTINGS = JSON.stringify({
  hooks: {
    PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: FORMAT_HOOK }] }],
  },
});
const TRUSTED_FILES = {
  'README.md': '# notes\n',
  '.claude/settings.json': SETTINGS,
  '.claude/hooks/format.sh': 'cat >/dev/null; echo "TRUSTED-FORMAT-$((6*7))" >&2; exit 2\n',
};
const MODEL_SCRIPT = 'cat >/dev/null; echo "MODEL-SCRIPT-$((6*7))" >&2; exit 2\n';

/** The model rewrites the hook's script, then writes a file so that the hook runs. */
const rewritesTheHook = () => [
  reply(toolUse('Write', { file_path: '.claude/hooks/format.sh', content: MODEL_SCRIPT })),
  reply(toolUse('Write', { file_path: 'notes.txt', content: 'notes\n' })),
  reply(text('Done.')),
];

const everyRequest = (run: ActionRun) =>
  JSON.stringify(run.anthropic.requests.map((request) => request.body));
const projectConfigOf = (run: ActionRun) =>
  (run.transcript[0] as { project_config?: Record<string, unknown> }).project_config;
const denials = (run: ActionRun) =>
  (
    run.transcript.find((line) => line.type === 'result') as {
      permission_denials: { tool_name: string; tool_input: { file_path?: string } }[];
    }
  ).permission_denials;

describe('hooks when the workflow denies Bash', () => {
  it('are off, and the report says why', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent tidy the notes', issueNumber: 9 }),
      repoFiles: TRUSTED_FILES,
      inputs: { sandbox: 'off', disallowed_tools: 'Bash' },
      model: rewritesTheHook(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const seen = everyRequest(run);
    expect(seen).not.toContain('MODEL-SCRIPT-42');
    expect(seen).not.toContain('TRUSTED-FORMAT-42');
    expect(projectConfigOf(run)).toMatchObject({
      hooks: [],
      hooks_refused: expect.stringMatching(/the run denies Bash.*hooks_without_bash: true/),
    });
    expect(run.summary).toContain('the run denies Bash');
  });
});

describe.skipIf(!isRoot)(`hooks_without_bash: true, in the tool boundary (${ROOT_REASON})`, () => {
  it("runs the trusted tree's copy of the script, and the tools may not write it", async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent tidy the notes', issueNumber: 9 }),
      repoFiles: TRUSTED_FILES,
      inputs: { sandbox: 'required', disallowed_tools: 'Bash', hooks_without_bash: 'true' },
      model: rewritesTheHook(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const seen = everyRequest(run);
    expect(seen).not.toContain('MODEL-SCRIPT-42');
    expect(seen).toContain('TRUSTED-FORMAT-42');
    expect(denials(run)).toEqual([
      expect.objectContaining({
        tool_name: 'Write',
        tool_input: expect.objectContaining({ file_path: '.claude/hooks/format.sh' }),
      }),
    ]);
    const branch = run.outputs.branch_name!;
    expect(await git(run.origin, 'show', `${branch}:.claude/hooks/format.sh`)).toBe(
      TRUSTED_FILES['.claude/hooks/format.sh'],
    );
  });
});

describe("a hook on a pull request's branch", () => {
  it("runs the base's copy of the script it names, not the branch's", async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent tidy', issueNumber: 12, pullRequest: true }),
      repoFiles: TRUSTED_FILES,
      github: {
        pulls: [
          {
            number: 12,
            title: 'Notes',
            body: '',
            state: 'open',
            user: { login: 'octocat' },
            head: { ref: 'feature', repo: 'octo-org/octo-repo' },
            base: { ref: 'main' },
          },
        ],
      },
      prepareOrigin: async (origin) => {
        await pushFiles(origin, {
          ref: 'refs/heads/feature',
          files: {
            '.claude/hooks/format.sh':
              'cat >/dev/null; echo "BRANCH-FORMAT-$((6*7))" >&2; exit 2\n',
          },
        });
      },
      inputs: { sandbox: 'off' },
      model: [
        reply(toolUse('Write', { file_path: 'notes.txt', content: 'notes\n' })),
        reply(text('Done.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const seen = everyRequest(run);
    expect(seen).not.toContain('BRANCH-FORMAT-42');
    expect(seen).toContain('TRUSTED-FORMAT-42');
  });
});
