/**
 * `agent-loop eval` through the bundled CLI (dist/cli/index.js): real git repositories,
 * the real SDK against the fake Anthropic server, scripted trajectories per task.
 */
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  waitFor,
  type FakeAnthropic,
  type RecordedRequest,
  type Step,
} from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const API_KEY = 'sk-ant-test-key-eval-0123456789';
const HOME = mkdtempSync(join(tmpdir(), 'eval-home-'));
const TOOL_USER = uniqueUserName('eval');
let server: FakeAnthropic | undefined;

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  if (process.getuid?.() === 0) removeUser(TOOL_USER);
  rmSync(HOME, { recursive: true, force: true });
});

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: Record<string, unknown>[];
}

function runCli(args: string[]): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        AGENT_LOOP_HOME: HOME,
        ANTHROPIC_API_KEY: API_KEY,
        AGENT_LOOP_SANDBOX_USER: TOOL_USER,
        ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolvePromise({ code, stdout, stderr, lines });
    });
  });
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Fixture',
      GIT_AUTHOR_EMAIL: 'fixture@example.com',
      GIT_COMMITTER_NAME: 'Fixture',
      GIT_COMMITTER_EMAIL: 'fixture@example.com',
    },
  });
}

const TASKS = ['t1', 't2', 't3', 't4', 't5'];
const hiddenMarker = (id: string) => `HIDDEN-MARKER-${id}-93c1f0`;

/**
 * A repository with one bug per task (lib/tN.js returns N - 1), committed as
 * "buggy start", then a later "upstream fix" commit the tasks must never see.
 * Each task's hidden test (a patch adding test/tN.test.mjs) fails on the bug.
 */
function fixture(): { dir: string; repo: string; buggy: string } {
  const dir = mkdtempSync(join(tmpdir(), 'eval-set-'));
  const repo = join(dir, 'repo');
  mkdirSync(join(repo, 'lib'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'package.json'), '{ "type": "module" }\n');
  TASKS.forEach((id, index) => {
    writeFileSync(
      join(repo, 'lib', `${id}.js`),
      `export function answer() {\n  return ${index};\n}\n`,
    );
  });
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'buggy start');
  const buggy = git(repo, 'rev-parse', 'HEAD').trim();
  TASKS.forEach((id, index) => {
    writeFileSync(
      join(repo, 'lib', `${id}.js`),
      `export function answer() {\n  return ${index + 1};\n}\n`,
    );
  });
  git(repo, 'commit', '-q', '-am', 'upstream fix');
  mkdirSync(join(dir, 'hidden'));
  TASKS.forEach((id, index) => {
    const body = [
      `// ${hiddenMarker(id)}`,
      `import { answer } from '../lib/${id}.js';`,
      `if (answer() !== ${index + 1}) { console.error('answer() is ' + answer()); process.exit(1); }`,
    ];
    const patch = [
      `diff --git a/test/${id}.test.mjs b/test/${id}.test.mjs`,
      'new file mode 100644',
      '--- /dev/null',
      `+++ b/test/${id}.test.mjs`,
      `@@ -0,0 +1,${body.length} @@`,
      ...body.map((line) => `+${line}`),
      '',
    ].join('\n');
    writeFileSync(join(dir, 'hidden', `${id}.patch`), patch);
  });
  return { dir, repo, buggy };
}

function taskLine(id: string, buggy: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id,
    repo: 'repo',
    commit: buggy,
    prompt: `Task ${id}: answer() in lib/${id}.js returns the wrong number. Fix it.`,
    test_command: `node test/${id}.test.mjs`,
    hidden_tests: `hidden/${id}.patch`,
    ...extra,
  });
}

function writeTasks(dir: string, lines: string[], name = 'tasks.jsonl'): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Which task a request belongs to, and how far its conversation is. */
function locate(request: RecordedRequest): { id: string; step: number } {
  const messages = request.body.messages as { role: string }[];
  const id = /Task (t\d)/.exec(JSON.stringify(messages[0]))?.[1] ?? 'unknown';
  return { id, step: messages.filter((message) => message.role === 'assistant').length };
}

/** t1–t3 fix their bug; t4 looks for what it must not see and gives up; t5 gives up. */
function trajectory(id: string, step: number, probe: string[] = []): Step {
  const index = TASKS.indexOf(id);
  if (index >= 0 && index < 3) {
    const file = `lib/${id}.js`;
    if (step === 0) return reply(toolUse('Read', { file_path: file }));
    if (step === 1) {
      return reply(
        toolUse('Edit', {
          file_path: file,
          old_string: `return ${index};`,
          new_string: `return ${index + 1};`,
        }),
      );
    }
    return reply(text(`Fixed ${file}.`));
  }
  if (id === 't4' && step === 0 && probe.length > 0) {
    return reply(toolUse('Bash', { command: probe.join('; ') }));
  }
  return reply(text('I could not find the bug.'));
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      const stat = statSync(full);
      hash.update(`${full}\0${stat.mode}\0${stat.mtimeMs}\0`);
      if (stat.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function readJsonLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function byId(
  lines: Record<string, unknown>[],
  type: string,
): Map<string, Record<string, unknown>> {
  return new Map(
    lines.filter((line) => line.type === type).map((line) => [line.id as string, line]),
  );
}

describe('agent-loop eval (bundled CLI)', () => {
  it('resolves 3 of 5 tasks: resolve_rate 0.6, costs summed, hidden tests never reach the model, the source untouched', async () => {
    const set = fixture();
    const tasks = writeTasks(
      set.dir,
      TASKS.map((id) => taskLine(id, set.buggy)),
    );
    const probe = [
      'git log --all --oneline',
      `cat ${join(set.dir, 'hidden', 't4.patch')}`,
      `cat ${join(set.repo, 'lib', 't4.js')}`,
      'ls test',
      'echo probe-ran',
    ];
    server = await startFakeAnthropic((request) => {
      const { id, step } = locate(request);
      return trajectory(id, step, probe);
    });
    const before = hashTree(set.repo);
    const out = join(set.dir, 'results.jsonl');
    const run = await runCli(['eval', tasks, '--out', out]);
    expect(run.stderr).not.toContain('internal error');
    expect(run.code).toBe(0);

    const summary = run.lines.at(-1)!;
    expect(summary).toMatchObject({ type: 'eval_summary', tasks: 5, resolved: 3, errors: 0 });
    expect(summary.resolve_rate).toBe(0.6);
    const results = readJsonLines(out);
    expect(results.map((result) => result.id).sort()).toEqual(TASKS);
    const resolved = Object.fromEntries(results.map((result) => [result.id, result.resolved]));
    expect(resolved).toEqual({ t1: true, t2: true, t3: true, t4: false, t5: false });
    const costs = results.map((result) => result.total_cost_usd as number);
    expect(costs.every((cost) => cost > 0)).toBe(true);
    expect(summary.total_cost_usd).toBeCloseTo(
      costs.reduce((sum, cost) => sum + cost, 0),
      8,
    );
    expect(results.find((result) => result.id === 't1')).toMatchObject({
      terminal_reason: 'completed',
      num_turns: 3,
      commit: set.buggy,
      test_exit_code: 0,
    });
    expect(results.find((result) => result.id === 't5')).toMatchObject({
      num_turns: 1,
      test_exit_code: 1,
    });
    expect(summary.total_turns).toBe(3 * 3 + 2 + 1);
    // The stdout result lines are the file's lines.
    expect([...byId(run.lines, 'eval_result').keys()].sort()).toEqual(TASKS);

    // Nothing of the hidden tests, nor the later fix, ever reached the model...
    const sent = server.requests.map((request) => request.rawBody).join('\n');
    for (const id of TASKS) {
      expect(sent).not.toContain(hiddenMarker(id));
      expect(sent).not.toContain(`${id}.test.mjs`);
    }
    expect(sent).not.toContain('upstream fix');
    expect(sent).not.toContain('return 4;');
    // ...though the probe ran and its output was sent back.
    expect(sent).toContain('probe-ran');
    expect(sent).toContain('buggy start');
    // The source repository is exactly as it was: no worktree, ref, object or file added.
    expect(hashTree(set.repo)).toBe(before);
    expect(git(set.repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    expect(readFileSync(join(set.repo, 'lib', 't1.js'), 'utf8')).toContain('return 1;');
  }, 900_000);

  it('records a crashing task with its error and goes on with the others', async () => {
    const set = fixture();
    const tasks = writeTasks(set.dir, [
      taskLine('missing-repo', set.buggy, {
        repo: 'no-such-repo',
        hidden_tests: 'hidden/t1.patch',
      }),
      taskLine('t1', set.buggy),
      taskLine('bad-setup', set.buggy, {
        setup_command: 'echo preparing; exit 3',
        hidden_tests: 'hidden/t1.patch',
      }),
      taskLine('bad-commit', set.buggy, { commit: 'deadbeef', hidden_tests: 'hidden/t1.patch' }),
    ]);
    server = await startFakeAnthropic((request) => {
      const { id, step } = locate(request);
      return trajectory(id, step);
    });
    const run = await runCli(['eval', tasks]);
    // Tasks crashed: the evaluation says so in its exit status (docs/contract.md#eval).
    expect(run.code).toBe(1);
    const results = byId(run.lines, 'eval_result');
    expect(results.get('t1')).toMatchObject({ resolved: true });
    expect(results.get('missing-repo')).toMatchObject({
      resolved: false,
      terminal_reason: null,
      num_turns: 0,
    });
    expect(results.get('missing-repo')!.error).toMatch(/no-such-repo does not exist/);
    expect(results.get('bad-setup')!.error).toBe('setup_command failed (exit 3): preparing');
    expect(results.get('bad-commit')!.error).toMatch(/commit "deadbeef" is not in/);
    expect(run.lines.at(-1)).toMatchObject({
      tasks: 4,
      resolved: 1,
      errors: 3,
      resolve_rate: 0.25,
    });
    // Only t1 ever reached the model.
    expect(new Set(server.requests.map((request) => locate(request).id))).toEqual(new Set(['t1']));
  }, 900_000);

  it('names the bad line of a tasks file and runs nothing', async () => {
    const set = fixture();
    server = await startFakeAnthropic(() => reply(text('never')));
    const tasks = writeTasks(set.dir, [
      taskLine('t1', set.buggy),
      '{"id": "t2", "repo": "repo", "prompt": "x"}',
    ]);
    const run = await runCli(['eval', tasks]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`agent-loop: ${tasks}:2: "test_command" is missing\n`);
    const typo = writeTasks(
      set.dir,
      [taskLine('t1', set.buggy, { hidden_test: 'x' })],
      'typo.jsonl',
    );
    const second = await runCli(['eval', typo]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`${typo}:1: unknown field "hidden_test"`);
    expect(server.requests).toHaveLength(0);
  }, 900_000);

  it('--resume runs only the tasks the results file lacks, and refuses to overwrite without it', async () => {
    const set = fixture();
    const tasks = writeTasks(
      set.dir,
      TASKS.map((id) => taskLine(id, set.buggy)),
    );
    const out = join(set.dir, 'results.jsonl');
    // An earlier run finished t1 and t4, and was killed while writing t2's line.
    writeFileSync(
      out,
      [
        JSON.stringify({
          id: 't1',
          resolved: true,
          terminal_reason: 'completed',
          num_turns: 3,
          total_cost_usd: 0.5,
          duration_ms: 1000,
        }),
        JSON.stringify({
          id: 't4',
          resolved: false,
          terminal_reason: 'completed',
          num_turns: 1,
          total_cost_usd: 0.25,
          duration_ms: 1000,
        }),
        '{"id":"t2","resolved":tr',
      ].join('\n'),
    );
    server = await startFakeAnthropic((request) => {
      const { id, step } = locate(request);
      return trajectory(id, step);
    });
    const refused = await runCli(['eval', tasks, '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/already holds 2 results: pass --resume/);
    expect(server.requests).toHaveLength(0);

    const run = await runCli(['eval', tasks, '--out', out, '--resume']);
    expect(run.code).toBe(0);
    expect(new Set(server.requests.map((request) => locate(request).id))).toEqual(
      new Set(['t2', 't3', 't5']),
    );
    expect([...byId(run.lines, 'eval_task_started').keys()].sort()).toEqual(['t2', 't3', 't5']);
    const summary = run.lines.at(-1)!;
    expect(summary).toMatchObject({ tasks: 5, resolved: 3, resolve_rate: 0.6 });
    const lines = readJsonLines(out);
    // The line cut short is gone; the two earlier results are kept as they were.
    expect(lines.slice(0, 2).map((line) => line.id)).toEqual(['t1', 't4']);
    expect(
      lines
        .slice(2)
        .map((line) => line.id)
        .sort(),
    ).toEqual(['t2', 't3', 't5']);
    const newCost = lines.slice(2).reduce((sum, line) => sum + (line.total_cost_usd as number), 0);
    expect(summary.total_cost_usd).toBeCloseTo(0.75 + newCost, 8);
  }, 900_000);

  it('--jobs 2 runs two tasks at once and gives the results of --jobs 1', async () => {
    const set = fixture();
    const tasks = writeTasks(
      set.dir,
      ['t1', 't2', 't5'].map((id) => taskLine(id, set.buggy)),
    );
    server = await startFakeAnthropic((request) => {
      const { id, step } = locate(request);
      return trajectory(id, step);
    });
    const serial = await runCli(['eval', tasks, '--jobs', '1']);
    expect(serial.code).toBe(0);
    await server.close();

    // t1's first answer is held until t2's first request arrives: only two tasks in
    // flight at once can finish this evaluation.
    let seenT2!: () => void;
    const t2Arrived = new Promise<void>((resolvePromise) => (seenT2 = resolvePromise));
    server = await startFakeAnthropic((request) => {
      const { id, step } = locate(request);
      if (id === 't2' && step === 0) seenT2();
      if (id === 't1' && step === 0) return waitFor(t2Arrived, trajectory(id, step));
      return trajectory(id, step);
    });
    const parallel = await runCli(['eval', tasks, '--jobs', '2']);
    expect(parallel.code).toBe(0);
    const kinds = parallel.lines.map(
      (line) => `${line.type as string}:${(line.id as string) ?? ''}`,
    );
    expect(kinds.slice(0, 2)).toEqual(['eval_task_started:t1', 'eval_task_started:t2']);
    const firstT2 = server.requests.findIndex((request) => locate(request).id === 't2');
    const lastT1 = server.requests.findLastIndex((request) => locate(request).id === 't1');
    expect(firstT2).toBeLessThan(lastT1);

    const outcome = (run: CliRun) =>
      [...byId(run.lines, 'eval_result').values()]
        .map((result) => ({
          id: result.id,
          resolved: result.resolved,
          terminal_reason: result.terminal_reason,
          num_turns: result.num_turns,
          test_exit_code: result.test_exit_code,
        }))
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(outcome(parallel)).toEqual(outcome(serial));
    const pick = (run: CliRun) => {
      const { tasks: count, resolved, resolve_rate } = run.lines.at(-1)!;
      return { count, resolved, resolve_rate };
    };
    expect(pick(parallel)).toEqual(pick(serial));
  }, 900_000);

  it('--compare shows both runs, the tasks that changed and an exact McNemar p-value', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-compare-'));
    const line = (id: string, resolved: boolean, cost: number) =>
      JSON.stringify({
        id,
        resolved,
        terminal_reason: 'completed',
        num_turns: 2,
        total_cost_usd: cost,
        duration_ms: 10,
      });
    const a = join(dir, 'a.jsonl');
    const b = join(dir, 'b.jsonl');
    // 10 tasks: b fixes 8 that a missed, a fixes 1 that b missed; 2 agree; one task only in b.
    const ids = Array.from({ length: 10 }, (_, index) => `task-${index}`);
    writeFileSync(
      a,
      `${ids.map((id, index) => line(id, index === 7 || index === 9, 0.1)).join('\n')}\n`,
    );
    writeFileSync(
      b,
      `${ids.map((id, index) => line(id, index !== 7, 0.2)).join('\n')}\n${line('extra', true, 1)}\n`,
    );
    const run = await runCli(['eval', '--compare', a, b]);
    expect(run.code).toBe(0);
    const comparison = run.lines.at(-1)!;
    expect(comparison).toMatchObject({
      type: 'eval_compare',
      paired: 10,
      b_only: ['task-0', 'task-1', 'task-2', 'task-3', 'task-4', 'task-5', 'task-6', 'task-8'],
      a_only: ['task-7'],
      unpaired: { a: [], b: ['extra'] },
    });
    // 8 vs 1 discordant: 2 · (C(9,0) + C(9,1)) / 2^9 = 20/512.
    expect(comparison.p_value).toBeCloseTo(20 / 512, 12);
    expect(comparison.a).toMatchObject({ resolved: 2, resolve_rate: 0.2 });
    expect(comparison.b).toMatchObject({ resolved: 9, resolve_rate: 0.9, total_cost_usd: 2 });
    expect(run.stdout).toContain('resolve rate');
    expect(run.stdout).toContain('20.0%');
    expect(run.stdout).toContain('90.0%');
    expect(run.stdout).toContain(`resolved only in ${a} (1): task-7`);
    expect(run.stdout).toContain('p = 0.0391');
    rmSync(dir, { recursive: true, force: true });
  }, 900_000);

  it('the shipped examples/eval set: each hidden test fails as the task starts, and the upstream fix resolves it', async () => {
    const tasks = resolve('examples/eval/tasks.jsonl');
    const source = 'const matchOperatorsRegex = /[|\\\\{}()[\\]^$+*?.]/g;';
    server = await startFakeAnthropic((request) => {
      const messages = request.body.messages as { role: string }[];
      const step = messages.filter((message) => message.role === 'assistant').length;
      if (!JSON.stringify(messages[0]).includes('character class')) return reply(text('No idea.'));
      if (step === 0) return reply(toolUse('Read', { file_path: 'index.js' }));
      if (step === 1) {
        return reply(
          toolUse('Edit', {
            file_path: 'index.js',
            old_string: source,
            new_string: source.replace('.]/g', '.-]/g'),
          }),
        );
      }
      return reply(text('Escaped `-` too.'));
    });
    const run = await runCli(['eval', tasks, '--jobs', '3']);
    expect(run.code).toBe(0);
    const results = byId(run.lines, 'eval_result');
    expect(
      Object.fromEntries(
        [...results].map(([id, result]) => [
          id,
          [result.resolved, result.test_exit_code, result.error],
        ]),
      ),
    ).toEqual({
      'camelcase-112': [false, 1, undefined],
      'balanced-match-26': [false, 1, undefined],
      'escape-string-regexp-9': [true, 0, undefined],
    });
    expect(results.get('camelcase-112')!.commit).toBe('c9fa59df2e32611c5c71d0f219f661fa8e1dfdf8');
  }, 900_000);
});
