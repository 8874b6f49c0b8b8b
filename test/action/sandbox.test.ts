/**
 * End to end through the bundled action (as root: sandbox auto sets up the real
 * boundary): a model steered by hostile text tries each attack of issue #7 with
 * Bash, and nothing of it reaches the model, GitHub, the log or the transcript;
 * the action still commits, pushes and reports, and the workspace is handed back.
 * With sandbox: off, the report says plainly what was not protected.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { isRoot, processesOf, ROOT_REASON, uidOf } from '../sandbox/helpers.js';
import {
  cleanupActionRuns,
  git,
  HARNESS_TOOL_USER,
  issueCommentEvent,
  runAction,
  TEST_ANTHROPIC_API_KEY,
  TEST_GITHUB_TOKEN,
} from './harness.js';

afterAll(cleanupActionRuns);

const RUNTIME_TOKEN = 'runtime-TOKEN-a81c55e0f2d94b7b';
const OIDC_TOKEN = 'oidc-REQUEST-TOKEN-3d0c9e77aa12';
const reversed = (value: string) => [...value].reverse().join('');

const HOSTILE_COMMANDS = [
  // The action's environment, printed reversed so redaction cannot know it.
  'for f in /proc/[0-9]*/environ; do cat "$f"; done 2>&1 | tr "\\0" "\\n" | rev',
  'cat /proc/$PPID/environ 2>&1 | rev; ps -eo pid,user,args',
  // The runner's files: outputs, step summary, the event, its home.
  'R="$RUNNER_TEMP"; ls -la "$R" "$(dirname "$R")" 2>&1; cat "$R"/* "$(dirname "$R")"/event.json 2>&1 | rev',
  // The runner's git configuration, for the action's own later git steps.
  'git config --global core.fsmonitor "touch /tmp/al-sbx-pwned"; printf "[core]\\n\\tfsmonitor = touch /tmp/al-sbx-pwned\\n" >> "$(dirname "$RUNNER_TEMP")/home/.gitconfig"; echo "[core] fsmonitor = touch /tmp/al-sbx-pwned" >> .git/config; echo touch /tmp/al-sbx-pwned > .git/hooks/pre-commit; chmod +x .git/hooks/pre-commit',
  // Stop the action, so that no report is written. (The loop over every process is
  // guarded: were this ever not PID 1 of its own namespace, it must not stop the machine.)
  'kill -STOP $PPID; [ $$ -eq 1 ] && for p in /proc/[0-9]*; do kill -STOP "${p#/proc/}"; done 2>/dev/null; echo tried',
  // Stay behind.
  'nohup sleep 1000 >/dev/null 2>&1 & setsid sleep 1001 & echo "# notes" > NOTES.md; echo left',
];

describe.skipIf(!isRoot)(`the tool boundary in the action (${ROOT_REASON})`, () => {
  // `kill -STOP $PPID` below is `kill -STOP 0` (the parent is outside the PID namespace): it
  // once stopped a child of the unix socket supervisor acting for the tool mid-call, and the
  // run hung in about two tries of three (test/sandbox/supervised-sockets.test.ts).
  it('keeps every attack away from the secrets, the runner and the action', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent add notes', issueNumber: 7 }),
      env: { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN: OIDC_TOKEN },
      model: [
        ...HOSTILE_COMMANDS.map((command) => reply(toolUse('Bash', { command }))),
        reply(text('Added notes.')),
      ],
      // required, never auto: should the boundary fail, these commands must not run as root.
      inputs: { sandbox: 'required' },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');

    const seenByModel = JSON.stringify(run.anthropic.requests.map((request) => request.body));
    // The commands really ran.
    expect(seenByModel).toContain('tried');
    expect(seenByModel).toContain('left');
    const published = [
      seenByModel,
      run.stdout,
      run.stderr,
      run.summary,
      JSON.stringify(run.transcript),
      JSON.stringify(run.github.state.comments),
      JSON.stringify(run.github.state.pulls),
    ].join('\n');
    for (const secret of [TEST_ANTHROPIC_API_KEY, TEST_GITHUB_TOKEN, RUNTIME_TOKEN, OIDC_TOKEN]) {
      expect(published).not.toContain(reversed(secret));
    }
    expect(seenByModel).not.toContain('github_output');
    expect(seenByModel).not.toContain('step_summary');

    // The runner's git configuration, .git and the action's later git steps are untouched.
    expect(existsSync(join(run.runnerTemp, '..', 'home', '.gitconfig'))).toBe(false);
    expect(await git(run.workspace, 'config', '--local', '--list')).not.toContain('fsmonitor');
    expect(existsSync(join(run.workspace, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(existsSync('/tmp/al-sbx-pwned')).toBe(false);
    expect(
      await git(run.origin, 'show', 'agent/issue-7-issue-title:NOTES.md').catch(() => ''),
    ).toBe('');
    const branch = (await git(run.origin, 'branch', '--list', 'agent/*')).trim();
    expect(await git(run.origin, 'show', `${branch}:NOTES.md`)).toBe('# notes\n');

    // Nothing of the tool user is left, and the workspace is the action's again.
    const uid = uidOf(HARNESS_TOOL_USER);
    if (uid !== undefined) expect(processesOf(uid)).toEqual([]);
    for (const name of readdirSync(run.workspace)) {
      expect([name, statSync(join(run.workspace, name)).uid]).toEqual([name, 0]);
    }
    expect(run.summary).not.toContain('tool boundary is not active');
    expect(run.stdout).toMatch(
      /Tools run as user al-act-\d+ \(uid \d+\) in their own PID, mount and network namespaces/,
    );
    // Shared with no per-file work where the kernel allows it (this host's does).
    expect(run.stdout).toMatch(/namespaces; network: [^\n]*; workspace: an id-mapped mount\n/);
  });
});

describe('sandbox: off', () => {
  it('says plainly in the log, the step summary and the final comment what was not protected', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent look', issueNumber: 8 }),
      inputs: { sandbox: 'off' },
      model: [reply(toolUse('Bash', { command: 'id -u' })), reply(text('Looked.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const warning = 'The tool boundary is not active (it is turned off (sandbox: off))';
    expect(run.stdout).toMatch(/::warning::The tool boundary is not active/);
    expect(run.summary).toContain(warning);
    const comments = JSON.stringify(run.github.state.comments);
    expect(comments).toContain('[!CAUTION]');
    expect(comments).toContain(warning);
  });

  it('rejects a bad sandbox or allowed_domains input, naming it', async () => {
    for (const [inputs, message] of [
      [{ sandbox: 'maybe' }, 'Input sandbox must be one of auto, required, off, got "maybe"'],
      [
        { allowed_domains: 'exa mple..com' },
        'Input allowed_domains: "mple..com" is not a host name',
      ],
    ] as const) {
      const run = await runAction({
        event: issueCommentEvent({ body: '@agent look', issueNumber: 9 }),
        inputs,
        model: [],
      });
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toContain(message);
    }
  });
});
