/**
 * End to end: what a maintainer watches while the agent works. The progress comment
 * shows the TodoWrite checklist, the current step, turns, cost and the run link,
 * and is edited at a throttled pace (checked on the fake server's recorded call
 * times). The Actions log has one collapsible group per turn, and workflow
 * commands printed by a tool cannot reach the runner.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { delay, reply, text, toolUse } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, issueCommentEvent, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const RUN_LINK = '[View run](https://github.example/octo-org/octo-repo/actions/runs/4242)';
/** The progress comment's minimum interval between edits (src/main.ts). */
const MIN_INTERVAL_MS = 3_000;
/** Each model answer is this slow, so the run lasts several intervals. */
const TURN_MS = 1_500;

const todos = (first: string, second: string) => ({
  todos: [
    { content: 'Read the README', activeForm: 'Reading the README', status: first },
    { content: 'Fix the typo', activeForm: 'Fixing the typo', status: second },
  ],
});

/** Lines a tool prints that a runner would obey if they reached its log as they are. */
const COMMANDS = [
  '::set-output name=x::y',
  '::add-mask::innocent-looking',
  '::stop-commands::pwned',
  '::error::forged error',
  '##[set-output name=z;]w',
];

describe('a run with a few turns and a task list', () => {
  let run: ActionRun;

  it('runs', async () => {
    const printf = ['first line', ...COMMANDS].join('\\n');
    run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 7 }),
      repoFiles: { 'README.md': 'teh\n' },
      model: [
        reply([text('Planning.'), toolUse('TodoWrite', todos('in_progress', 'pending'))]),
        delay(TURN_MS, reply(toolUse('Read', { file_path: 'README.md' }))),
        delay(TURN_MS, reply(toolUse('Bash', { command: `printf '${printf}\\n'` }))),
        delay(
          TURN_MS,
          reply(toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' })),
        ),
        delay(TURN_MS, reply(toolUse('TodoWrite', todos('completed', 'in_progress')))),
        delay(TURN_MS, reply(text('Fixed the typo.'))),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
  });

  it('edits the progress comment at most once per interval, the final report at once', () => {
    const writes = run.github.calls.filter(
      (c) =>
        (c.method === 'POST' && c.path === `${REPO}/issues/7/comments`) ||
        (c.method === 'PATCH' && /\/issues\/comments\/\d+$/.test(c.path)),
    );
    expect(writes[0]!.method).toBe('POST');
    // Over ~9 s of turns: a few intermediate edits, not one per event.
    const intermediate = writes.slice(1, -1);
    expect(intermediate.length).toBeGreaterThanOrEqual(2);
    expect(intermediate.length).toBeLessThanOrEqual(5);
    // Between the creation and every intermediate edit: at least the interval (a
    // generous lower bound on the server's arrival times).
    for (let index = 1; index < writes.length - 1; index++) {
      const gap = writes[index]!.at - writes[index - 1]!.at;
      expect(gap, `gap before write #${index}`).toBeGreaterThanOrEqual(MIN_INTERVAL_MS - 300);
    }
  });

  it('shows the checklist, the current step, turns, cost and the run link while working', () => {
    const bodies = run.github.calls
      .filter((c) => c.method === 'PATCH')
      .map((c) => (c.body as { body: string }).body);
    const working = bodies.filter((body) => body.includes('agent-loop is working'));
    expect(working.length).toBeGreaterThanOrEqual(2);
    const withList = working.find((body) => body.includes('- [ ] **Reading the README**'));
    expect(withList, working.join('\n=====\n')).toBeDefined();
    expect(withList).toContain('- [ ] Fix the typo');
    expect(withList).toMatch(/\*\*Now:\*\* .+/);
    // The model's progress note (shown thinking, as the current models send it) is there.
    expect(working.some((body) => /\*\*Now:\*\* .+ — Working on step \d+\./.test(body))).toBe(true);
    expect(withList).toMatch(/Turns: [1-9]\d* · Cost: \$\d+\.\d+/);
    expect(withList).toContain(RUN_LINK);
    // The turn count grows between edits.
    const turns = working.map((body) => Number(/Turns: (\d+)/.exec(body)?.[1]));
    expect(turns.at(-1)!).toBeGreaterThan(turns[0]!);
    // The end state is the final report, never "working".
    expect(bodies.at(-1)).toMatch(/^### ✅ agent-loop finished/);
    expect(bodies.at(-1)).toContain('Turns: 6');
  });

  it('groups the Actions log by turn', () => {
    const lines = run.stdout.split('\n');
    const groups = lines.filter((line) => line.startsWith('::group::'));
    expect(groups.map((line) => /^::group::Turn (\d+):/.exec(line)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(groups[0]).toContain('Updating the task list');
    // Each turn's progress note is in the log.
    expect(lines.filter((line) => /^· Working on step \d+\.$/.test(line))).toHaveLength(6);
    expect(groups[2]).toContain('printf');
    expect(lines.filter((line) => line === '::endgroup::')).toHaveLength(groups.length);
  });

  it('prints workflow commands from tool output so that the runner cannot obey them', () => {
    const lines = run.stdout.split(/\r\n|\r|\n/);
    // The tool's output is in the log (escaped), so the absence below means something.
    expect(run.stdout).toContain('name=x::y');
    expect(run.stdout).toContain('innocent-looking');
    for (const command of COMMANDS) {
      // The runner reads a line as a command when its trimmed start is `::`; the old
      // `##[` form anywhere in a line.
      const obeyed = lines.filter((line) =>
        command.startsWith('##[') ? line.includes(command) : line.trimStart() === command,
      );
      expect(obeyed, command).toEqual([]);
    }
    expect(
      lines.some((line) => /^\s*::(set-output|stop-commands|add-mask::innocent)/.test(line)),
    ).toBe(false);
    // And nothing came of them.
    expect(run.outputs.x).toBeUndefined();
  });
});
