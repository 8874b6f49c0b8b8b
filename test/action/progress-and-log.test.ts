/**
 * End to end: what a maintainer watches while the agent works. The progress comment
 * shows the TodoWrite checklist, the current step, turns, cost and the run link,
 * and is edited at a throttled pace: the test sets the pause between edits (the
 * AGENT_LOOP_COMMENT_INTERVAL_MS hook) and checks the edits the fake server
 * recorded against it, with bounds that a slow machine cannot break. The Actions
 * log has one collapsible group per turn, and workflow commands printed by a tool
 * cannot reach the runner.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { delay, reply, text, toolUse } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, issueCommentEvent, runAction, type ActionRun } from './harness.js';

afterAll(cleanupActionRuns);

const REPO = '/repos/octo-org/octo-repo';
const RUN_LINK = '[View run](https://github.example/octo-org/octo-repo/actions/runs/20512345678)';
/** The progress comment's least pause between edits in this run (3 s in real runs). */
const INTERVAL_MS = 1_500;
/**
 * Each model answer after the first takes this long: the run lasts several pauses,
 * and changes to show come three times as fast, so unpaced edits would be seen.
 */
const TURN_MS = 500;
/** Turns spent reading (a file each) between planning and the fix, to make the run last. */
const READS = 7;
/** Planning, the reads, printing, the edit, the task list, the summary. */
const TURNS = 1 + READS + 4;

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
      env: { AGENT_LOOP_COMMENT_INTERVAL_MS: String(INTERVAL_MS) },
      event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 7 }),
      repoFiles: {
        'README.md': 'teh\n',
        ...Object.fromEntries(
          Array.from({ length: READS }, (_, index) => [`docs/part-${index}.md`, `Part ${index}\n`]),
        ),
      },
      model: [
        reply([text('Planning.'), toolUse('TodoWrite', todos('in_progress', 'pending'))]),
        ...Array.from({ length: READS }, (_, index) =>
          delay(TURN_MS, reply(toolUse('Read', { file_path: `docs/part-${index}.md` }))),
        ),
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
    expect(writes.at(-1)!.method).toBe('PATCH');
    const intermediate = writes.slice(1, -1);
    // TURNS - 1 answers of TURN_MS each, with a change to show after every one: the pause
    // (INTERVAL_MS, or a sixth of the run's age if longer) ends during the run more
    // than once however slow the machine, which only makes the run longer.
    expect(intermediate.length).toBeGreaterThanOrEqual(2);
    // Once the comment exists, edits start at least INTERVAL_MS apart and counted from
    // its creation (only the first may have been sent while it was being created),
    // and an edit reaches the server after it started: edit #k+1 arrives at least
    // k intervals after the creation did. Slow arrivals only make this looser; edits
    // sent as the changes come (every TURN_MS, or as the client's 1 s spacing of
    // writes lets them through) break it within a few edits.
    const created = writes[0]!.at;
    intermediate.forEach((write, index) => {
      expect(write.at - created, `edit #${index + 1}`).toBeGreaterThanOrEqual(index * INTERVAL_MS);
    });
    // An edit follows at least one change to show: three phases (reading the issue,
    // preparing the branch, committing), the turns and two task lists.
    expect(intermediate.length).toBeLessThanOrEqual(3 + TURNS + 2);
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
    expect(bodies.at(-1)).toContain(`Turns: ${TURNS}`);
  });

  it('groups the Actions log by turn', () => {
    const lines = run.stdout.split('\n');
    const groups = lines.filter((line) => line.startsWith('::group::'));
    expect(groups.map((line) => /^::group::Turn (\d+):/.exec(line)?.[1])).toEqual(
      Array.from({ length: TURNS }, (_, index) => String(index + 1)),
    );
    expect(groups[0]).toContain('Updating the task list');
    // Each turn's progress note is in the log.
    expect(lines.filter((line) => /^· Working on step \d+\.$/.test(line))).toHaveLength(TURNS);
    expect(groups[1 + READS]).toContain('printf');
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
