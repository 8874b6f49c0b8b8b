/**
 * End to end through the bundled action: the self-check before publishing (docs/self-check.md).
 * A scripted fix whose first attempt breaks the repository's test is caught before anything is
 * pushed, sent back, and published passing with its checks listed; a failure the base commit
 * has too is reported as such and never sent back; a fix that never passes is published as a
 * draft that says why; the checks run as the tool user inside the boundary (when the host
 * allows one: as root here); `self_check: false` says it skipped.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { memoryPayloads } from '../../src/github-side/memory/block.js';
import { decodeMemoryPayload } from '../../src/github-side/memory/decode.js';
import {
  cleanupActionRuns,
  git,
  HARNESS_TOOL_USER,
  issueCommentEvent,
  runAction,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const BRANCH = 'agent/issue-7-typo-in-the-readme';

/** The repository: a README with a typo, and a test that checks value.txt (and says who ran it). */
const REPO_FILES = {
  'README.md': '# Hello\n\nThis is teh project.\n',
  'value.txt': 'ok\n',
  'test.sh':
    'echo "checked as $(id -un)"\ntest "$(cat value.txt)" = ok || { echo "value.txt is $(cat value.txt), want ok"; exit 1; }\n',
  'package.json': JSON.stringify({ name: 'demo', private: true, scripts: { test: 'sh test.sh' } }),
};

/** Who runs the checks: the boundary's tool user as root, else this user. */
const CHECK_USER =
  process.getuid?.() === 0 ? HARNESS_TOOL_USER : (process.env.USER ?? process.env.LOGNAME ?? '');

/** Fixes the typo and, by mistake, breaks value.txt; then says it is done. */
const brokenFix = () => [
  reply([text('Reading the README.'), toolUse('Read', { file_path: 'README.md' })]),
  reply([
    toolUse('Edit', {
      file_path: 'README.md',
      old_string: 'teh project',
      new_string: 'the project',
    }),
    toolUse('Bash', { command: 'echo broken > value.txt' }),
  ]),
  reply(text('Fixed the typo.')),
];

const event = () => issueCommentEvent({ body: '@agent fix the typo', issueNumber: 7 });

function pullRequestCreation(run: ActionRun): { draft?: boolean; body: string } {
  const call = run.github.calls.find(
    (entry) => entry.method === 'POST' && /\/pulls$/.test(entry.path),
  );
  expect(call, 'a pull request was opened').toBeDefined();
  return call!.body as { draft?: boolean; body: string };
}

const selfCheckLines = (run: ActionRun) =>
  run.transcript.filter((line) => line.type === 'system' && line.subtype === 'self_check');

describe('the self-check before publishing', () => {
  it('catches a fix that breaks the test before pushing, sends it back, and publishes it passing', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: REPO_FILES,
      model: [
        ...brokenFix(),
        reply(toolUse('Bash', { command: 'echo ok > value.txt' })),
        reply(text('Fixed the typo, and put value.txt back.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(5);
    // The fourth request carries the failure: the command and the end of its output.
    const feedback = JSON.stringify(run.anthropic.requests[3]!.body.messages.at(-1));
    expect(feedback).toContain('Self-check before publishing (round 1 of 2)');
    expect(feedback).toContain('npm run test');
    expect(feedback).toContain('value.txt is broken, want ok');
    // One commit, with the fix and without the breakage: nothing was pushed before the check.
    expect(await git(run.origin, 'rev-list', '--count', `main..${BRANCH}`)).toBe('1\n');
    expect(await git(run.origin, 'show', `${BRANCH}:value.txt`)).toBe('ok\n');
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toContain('the project');

    const pull = pullRequestCreation(run);
    expect(pull.draft).toBe(false);
    expect(pull.body).toContain('### Checked before publishing');
    expect(pull.body).toMatch(/\| `npm run test` \| ✅ passed \| [\d.]+ (ms|s) \|/);
    expect(run.outputs.self_check).toBe('passed');
    expect(run.summary).toContain('### Checked before publishing');
    const final = run.github.state.comments.at(-1)!.body;
    expect(final).toContain('### Checked before publishing');

    expect(selfCheckLines(run).map((line) => [line.round, line.sent_back])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(run.transcript.at(-1)).toMatchObject({
      type: 'result',
      self_check: { status: 'passed', rounds: 2 },
    });
  });

  it('reports a failure the base commit has too as failing before, without sending it back', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: { ...REPO_FILES, 'lint.sh': 'echo "lint: an old problem"; exit 1\n' },
      inputs: { check_commands: 'npm run test\nsh lint.sh' },
      model: [
        reply([text('Reading the README.'), toolUse('Read', { file_path: 'README.md' })]),
        reply(
          toolUse('Edit', {
            file_path: 'README.md',
            old_string: 'teh project',
            new_string: 'the project',
          }),
        ),
        reply(text('Fixed the typo.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(3);
    expect(run.outputs.self_check).toBe('passed');
    const pull = pullRequestCreation(run);
    expect(pull.draft).toBe(false);
    expect(pull.body).toContain('| `sh lint.sh` | ➖ failed before this change too');
    expect(selfCheckLines(run)).toHaveLength(1);
  });

  it('publishes a fix that never passes as a draft that says what fails, checked as the tool user', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: REPO_FILES,
      inputs: { self_check_rounds: '1' },
      model: [...brokenFix(), reply(text('I could not fix value.txt.'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(4);
    expect(run.outputs.self_check).toBe('failed');
    const pull = pullRequestCreation(run);
    expect(pull.draft).toBe(true);
    expect(pull.body).toContain('Fixes #7');
    expect(pull.body).toContain("Draft: the repository's checks still fail");
    expect(pull.body).toContain('| `npm run test` | ❌ failed (exit code 1)');
    expect(pull.body).toContain('value.txt is broken, want ok');
    // The check ran as the tool user inside the boundary (this user without one).
    expect(pull.body).toContain(`checked as ${CHECK_USER}`);
    // The run's memory for a follow-up on the draft starts from what fails.
    const [payload] = memoryPayloads(pull.body);
    const memory = decodeMemoryPayload(payload!);
    expect(memory.summary).toContain('Checks still failing when this run published');
    expect(memory.summary).toContain('value.txt is broken, want ok');
  });

  it('says it skipped when self_check is false, and runs no check', async () => {
    const run = await runAction({
      event: event(),
      repoFiles: REPO_FILES,
      inputs: { self_check: 'false' },
      model: brokenFix(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(3);
    expect(run.outputs.self_check).toBe('skipped');
    const pull = pullRequestCreation(run);
    expect(pull.draft).toBe(false);
    expect(pull.body).toContain('Not checked: the self_check input is false.');
    expect(selfCheckLines(run)).toHaveLength(0);
  });
});
