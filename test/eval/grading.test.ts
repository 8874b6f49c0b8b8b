/**
 * What `agent-loop eval` grades (red team, issue 50), through the bundled CLI: `test_command`
 * runs in a fresh checkout of the task's commit with the agent's changes carried over, not in
 * the checkout the agent left. A link the agent leaves where the hidden tests go is never
 * followed (it deleted a host file through it), and files git ignores that the agent rewrote
 * (a test helper `setup_command` made) do not reach the grading.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type RecordedRequest,
} from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const TOOL_USER = uniqueUserName('evalgr');
const folders: string[] = [];

function folder(tag: string): string {
  const path = mkdtempSync(join(tmpdir(), `eval-grading-${tag}-`));
  folders.push(path);
  return path;
}

beforeAll(() => assertDistFresh());
afterAll(() => {
  if (process.getuid?.() === 0) removeUser(TOOL_USER);
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

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

function runEval(tasksFile: string, model: FakeAnthropic, home: string) {
  return new Promise<{ code: number | null; stderr: string; lines: Record<string, unknown>[] }>(
    (done, reject) => {
      const child = spawn(process.execPath, [CLI, 'eval', tasksFile], {
        env: {
          PATH: process.env.PATH,
          HOME: home,
          AGENT_LOOP_HOME: join(home, 'agent-loop'),
          ANTHROPIC_API_KEY: 'sk-ant-test-key-grading-0123',
          ANTHROPIC_BASE_URL: model.url,
          AGENT_LOOP_SANDBOX_USER: TOOL_USER,
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
        done({ code, stderr, lines });
      });
    },
  );
}

/**
 * lib/a.js returns 0 and must return 1; `vendor/` is ignored and made by `setup_command`
 * (a checker the hidden test imports); the hidden test adds test/a.test.mjs.
 */
function fixture() {
  const dir = folder('set');
  const repo = join(dir, 'repo');
  mkdirSync(join(repo, 'lib'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(repo, '.gitignore'), 'vendor/\n');
  writeFileSync(join(repo, 'lib', 'a.js'), 'export function answer() {\n  return 0;\n}\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'buggy start');
  const body = [
    "import { check } from '../vendor/check.mjs';",
    "import { answer } from '../lib/a.js';",
    'check(answer(), 1);',
  ];
  const patch = [
    'diff --git a/test/a.test.mjs b/test/a.test.mjs',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/test/a.test.mjs',
    `@@ -0,0 +1,${body.length} @@`,
    ...body.map((line) => `+${line}`),
    '',
  ].join('\n');
  writeFileSync(join(dir, 'hidden.patch'), patch);
  const checker =
    'export const check = (value, want) => { if (value !== want) { console.error(`got ${value}`); process.exit(1); } };';
  const setup = `mkdir -p vendor && printf '%s\\n' '${checker}' > vendor/check.mjs && chmod -R a+rwX vendor`;
  const task = (id: string) =>
    JSON.stringify({
      id,
      repo: 'repo',
      prompt: `Task ${id}: answer() in lib/a.js must return 1.`,
      test_command: 'node test/a.test.mjs',
      hidden_tests: 'hidden.patch',
      setup_command: setup,
    });
  return { dir, task };
}

function taskOf(request: RecordedRequest): string {
  const messages = request.body.messages as unknown[];
  return /Task (\w+)/.exec(JSON.stringify(messages[0]))?.[1] ?? 'unknown';
}

describe('agent-loop eval grading (bundled CLI)', () => {
  it('follows no link the agent left where the hidden tests go, and grades its fix', async () => {
    const set = fixture();
    const victim = folder('victim');
    writeFileSync(join(victim, 'a.test.mjs'), 'a host file\n');
    const tasks = join(set.dir, 'tasks.jsonl');
    writeFileSync(tasks, `${set.task('link')}\n`);
    const fix = `sed -i 's/return 0/return 1/' lib/a.js && ln -s ${victim} test && echo done`;
    const model = await startFakeAnthropic((request) => {
      const steps = (request.body.messages as { role: string }[]).filter(
        (message) => message.role === 'assistant',
      ).length;
      return steps === 0 ? reply(toolUse('Bash', { command: fix })) : reply(text('Fixed.'));
    });
    try {
      const run = await runEval(tasks, model, folder('home'));
      expect(existsSync(join(victim, 'a.test.mjs')), 'the host file was deleted').toBe(true);
      expect(run.code, run.stderr).toBe(0);
      expect(readFileSync(join(victim, 'a.test.mjs'), 'utf8')).toBe('a host file\n');
      const result = run.lines.find((line) => line.type === 'eval_result');
      expect(result, run.stderr).toMatchObject({
        id: 'link',
        resolved: true,
        changed_files: ['lib/a.js'],
        left_out_files: ['test'],
      });
    } finally {
      await model.close();
    }
  }, 600_000);

  it('does not grade with a test helper the agent rewrote in a folder git ignores', async () => {
    const set = fixture();
    const tasks = join(set.dir, 'tasks.jsonl');
    writeFileSync(tasks, `${set.task('cheat')}\n`);
    const cheat = "printf 'export const check = () => {};\\n' > vendor/check.mjs && echo done";
    const model = await startFakeAnthropic((request) => {
      expect(taskOf(request)).toBe('cheat');
      const steps = (request.body.messages as { role: string }[]).filter(
        (message) => message.role === 'assistant',
      ).length;
      return steps === 0 ? reply(toolUse('Bash', { command: cheat })) : reply(text('Done.'));
    });
    try {
      const run = await runEval(tasks, model, folder('home'));
      expect(run.code, run.stderr).toBe(0);
      const result = run.lines.find((line) => line.type === 'eval_result');
      expect(result, run.stderr).toMatchObject({ id: 'cheat', resolved: false, test_exit_code: 1 });
      expect(result!.test_output).toContain('got 0');
      expect(existsSync(join(set.dir, 'repo', 'vendor'))).toBe(false);
    } finally {
      await model.close();
    }
  }, 600_000);
});
