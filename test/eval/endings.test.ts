/**
 * How `agent-loop eval` ends (docs/contract.md#eval), through the bundled CLI: exit 2 before
 * any task without model credentials, 1 when a task crashed (a task whose every
 * model request was refused among them), 0 when every task ran, resolved or not;
 * `--compare` refuses a missing or foreign file and anything but two files.
 */
import { spawn, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  httpError,
  reply,
  startFakeAnthropic,
  text,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const API_KEY = 'sk-ant-test-key-eval-endings-0123456789';
const HOME = mkdtempSync(join(tmpdir(), 'eval-endings-home-'));
const TOOL_USER = uniqueUserName('evalend');
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

function runCli(args: string[], credentials = true): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        AGENT_LOOP_HOME: HOME,
        AGENT_LOOP_SANDBOX_USER: TOOL_USER,
        ...(credentials ? { ANTHROPIC_API_KEY: API_KEY } : {}),
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

/** A repository whose test always fails, and tasks on it named by `ids`. */
function taskSet(ids: string[]): { dir: string; tasks: string } {
  const dir = mkdtempSync(join(tmpdir(), 'eval-endings-'));
  const repo = join(dir, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'check.sh'), 'exit 1\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'start');
  const commit = git(repo, 'rev-parse', 'HEAD').trim();
  const lines = ids.map((id) =>
    JSON.stringify({
      id,
      repo: 'repo',
      commit,
      prompt: `Task ${id}.`,
      test_command: 'sh check.sh',
    }),
  );
  const tasks = join(dir, 'tasks.jsonl');
  writeFileSync(tasks, `${lines.join('\n')}\n`);
  return { dir, tasks };
}

const taskOf = (body: Record<string, unknown>) =>
  /Task (\S+)\./.exec(JSON.stringify(body.messages))?.[1];

describe('agent-loop eval: endings', () => {
  it('without credentials exits 2 before any task, with the message `run` gives', async () => {
    const set = taskSet(['t1']);
    server = await startFakeAnthropic(() => reply(text('never')));
    const run = await runCli(['run', 'hello'], false);
    const evaluation = await runCli(['eval', set.tasks, '--out', join(set.dir, 'r.jsonl')], false);
    expect(run.code).toBe(2);
    expect(evaluation.code).toBe(2);
    expect(evaluation.stderr).toBe(run.stderr);
    expect(evaluation.stderr).toMatch(/^agent-loop: .*ANTHROPIC_API_KEY/);
    expect(evaluation.lines).toEqual([]);
    expect(existsSync(join(set.dir, 'r.jsonl'))).toBe(false);
    expect(readdirSync(join(set.dir, 'repo'))).toEqual(['.git', 'check.sh']);
    expect(server.requests).toHaveLength(0);
    rmSync(set.dir, { recursive: true, force: true });
  }, 300_000);

  it('a task whose every model request is refused crashed with the reason: exit 1; unresolved alone: exit 0', async () => {
    const set = taskSet(['refused', 'gives-up']);
    server = await startFakeAnthropic((request) =>
      taskOf(request.body) === 'refused'
        ? httpError(
            403,
            'permission_error',
            'Your API key does not have permission to use this model',
          )
        : reply(text('I could not do it.')),
    );
    const both = await runCli(['eval', set.tasks]);
    expect(both.code).toBe(1);
    const results = new Map(
      both.lines.filter((line) => line.type === 'eval_result').map((line) => [line.id, line]),
    );
    expect(results.get('refused')).toMatchObject({
      resolved: false,
      terminal_reason: 'model_error',
      num_turns: 0,
    });
    expect(results.get('refused')!.error).toMatch(
      /^the agent could not use the model: .*does not have permission/,
    );
    expect(results.get('refused')).not.toHaveProperty('test_exit_code');
    expect(results.get('gives-up')).toMatchObject({ resolved: false, test_exit_code: 1 });
    expect(results.get('gives-up')).not.toHaveProperty('error');
    expect(both.lines.at(-1)).toMatchObject({ type: 'eval_summary', errors: 1, resolved: 0 });

    const unresolvedOnly = join(set.dir, 'gives-up.jsonl');
    writeFileSync(unresolvedOnly, readFileSync(set.tasks, 'utf8').split('\n')[1]! + '\n');
    const alone = await runCli(['eval', unresolvedOnly]);
    expect(alone.lines.at(-1)).toMatchObject({ errors: 0, resolved: 0, tasks: 1 });
    expect(alone.code).toBe(0);
    rmSync(set.dir, { recursive: true, force: true });
  }, 600_000);

  it('--compare exits 2 naming a missing or foreign file, and takes exactly two', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-endings-compare-'));
    const good = join(dir, 'good.jsonl');
    writeFileSync(
      good,
      `${JSON.stringify({ id: 'a', resolved: true, terminal_reason: 'completed', num_turns: 1, total_cost_usd: 0.1, duration_ms: 5 })}\n`,
    );
    const missing = join(dir, 'missing.jsonl');
    const foreign = join(dir, 'tasks.jsonl');
    writeFileSync(foreign, '{"id":"a","repo":"r","prompt":"p","test_command":"t"}\n');
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '');

    const noFile = await runCli(['eval', '--compare', good, missing]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toBe(`agent-loop: ${missing}: no such results file\n`);
    expect(noFile.stdout).toBe('');
    const notResults = await runCli(['eval', '--compare', foreign, good]);
    expect(notResults.code).toBe(2);
    expect(notResults.stderr).toContain(
      `agent-loop: ${foreign}:1: "resolved" must be true or false`,
    );
    const nothing = await runCli(['eval', '--compare', good, empty]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain(`${empty}: not a results file`);
    for (const args of [[good], [good, good, good], [good, '--out', good]]) {
      const wrong = await runCli(['eval', '--compare', ...args]);
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.stderr, args.join(' ')).toMatch(/--compare (needs|takes) .*two results files/);
    }
    const fine = await runCli(['eval', '--compare', good, good]);
    expect(fine.code).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  }, 300_000);
});
