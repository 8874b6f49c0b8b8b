/**
 * The bundled `agent-loop` command (dist/cli/index.js), run as a user runs it,
 * against the fake Anthropic server through the real SDK.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  hang,
  rateLimited,
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const API_KEY = 'sk-ant-test-key-0123456789';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: Record<string, unknown>[];
}

let server: FakeAnthropic | undefined;
/** Sessions are saved here, not in the home of whoever runs the tests. */
const SESSIONS_HOME = mkdtempSync(join(tmpdir(), 'cli-home-'));
/** As root the CLI sets up its tool boundary; its user is this test's own. */
const TOOL_USER = uniqueUserName('cli');
afterAll(() => {
  if (process.getuid?.() === 0) removeUser(TOOL_USER);
  rmSync(SESSIONS_HOME, { recursive: true, force: true });
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-ws-'));
  writeFileSync(join(dir, 'greeting.txt'), 'hello world\n');
  return dir;
}

function runCli(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: string; onSpawn?: (pid: number) => void } = {},
): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        AGENT_LOOP_HOME: SESSIONS_HOME,
        ANTHROPIC_API_KEY: API_KEY,
        AGENT_LOOP_SANDBOX_USER: TOOL_USER,
        ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
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
    child.stdin.end(options.stdin ?? '');
    options.onSpawn?.(child.pid!);
  });
}

async function withModel(script: Script): Promise<FakeAnthropic> {
  server = await startFakeAnthropic(script);
  return server;
}

describe('agent-loop run (bundled CLI)', () => {
  it('edits a real file and streams init, assistant, user and result lines', async () => {
    const cwd = workspace();
    await withModel([
      reply(toolUse('Read', { file_path: 'greeting.txt' })),
      reply(
        toolUse('Edit', { file_path: 'greeting.txt', old_string: 'world', new_string: 'agents' }),
      ),
      reply(text('Changed the greeting.')),
    ]);
    const run = await runCli([
      'run',
      '--cwd',
      cwd,
      '--output-format',
      'stream-json',
      'Change the greeting',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readFileSync(join(cwd, 'greeting.txt'), 'utf8')).toBe('hello agents\n');
    const kinds = run.lines.map((line) =>
      line.type === 'system' ? `system:${line.subtype}` : line.type,
    );
    expect(kinds).toEqual([
      'system:init',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'result',
    ]);
    const init = run.lines[0]!;
    expect(init).toMatchObject({
      cwd,
      model: 'claude-sonnet-5-5',
      max_turns: 30,
      max_budget_usd: 5,
    });
    expect(init.tools).toEqual(expect.arrayContaining(['Read', 'Edit', 'Bash', 'TodoWrite']));
    const result = run.lines.at(-1)!;
    expect(result).toMatchObject({
      subtype: 'success',
      is_error: false,
      terminal_reason: 'completed',
      num_turns: 3,
      result: 'Changed the greeting.',
    });
    expect(result.total_cost_usd).toBeGreaterThan(0);
    expect(Object.keys(result.modelUsage as object)).toEqual(['claude-sonnet-5-5']);
    expect(run.stdout).not.toContain(API_KEY);
  });

  it.runIf(process.getuid?.() === 0)(
    'hides the compile cache from the tools wherever the agent-loop home is',
    async () => {
      // In /opt (the tools see it; /tmp is replaced, $HOME hidden), open to anyone: only
      // the boundary's hiding keeps the tools from the code a later CLI run executes.
      const home = mkdtempSync('/opt/agent-loop-home-');
      try {
        chmodSync(home, 0o755);
        const cache = join(home, 'compile-cache');
        mkdirSync(cache);
        chmodSync(cache, 0o777);
        writeFileSync(join(cache, 'marker'), 'compiled code\n', { mode: 0o666 });
        await withModel([
          reply(toolUse('Bash', { command: `cat ${cache}/marker; echo "exit=$?"` })),
          reply(text('Done.')),
        ]);
        const args = ['run', '--cwd', workspace(), '--sandbox', 'required'];
        const run = await runCli([...args, '--output-format', 'stream-json', 'Look.'], {
          env: { AGENT_LOOP_HOME: home },
        });
        expect(run.code, run.stderr).toBe(0);
        const results = JSON.stringify(run.lines.filter((line) => line.type === 'user'));
        expect(results).toContain('exit=1');
        expect(results).not.toContain('compiled code');
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    },
  );

  it('prints only the final text by default and the result object with json', async () => {
    await withModel([reply(text('Just text.')), reply(text('Again.'))]);
    const plain = await runCli(['run', '--cwd', workspace(), 'Say something']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe('Just text.\n');
    const json = await runCli(['run', '--cwd', workspace(), '--output-format', 'json', 'Say more']);
    expect(json.lines).toHaveLength(1);
    expect(json.lines[0]).toMatchObject({ type: 'result', result: 'Again.', subtype: 'success' });
  });

  it('reads the prompt from stdin with "-"', async () => {
    const fake = await withModel([reply(text('ok'))]);
    const run = await runCli(['run', '--cwd', workspace(), '-'], { stdin: 'Prompt from stdin' });
    expect(run.code).toBe(0);
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain('Prompt from stdin');
  });

  it('ends with error_max_turns and exit 1 after exactly --max-turns responses', async () => {
    const fake = await withModel(() => reply(toolUse('Glob', { pattern: '*.txt' })));
    const run = await runCli([
      'run',
      '--cwd',
      workspace(),
      '--max-turns',
      '2',
      '--output-format',
      'json',
      'loop',
    ]);
    expect(run.code).toBe(1);
    expect(run.lines[0]).toMatchObject({
      subtype: 'error_max_turns',
      terminal_reason: 'max_turns',
      num_turns: 2,
      is_error: true,
    });
    expect(fake.requests.filter((request) => request.stepIndex >= 0)).toHaveLength(2);
  });

  it('never spends past --max-budget-usd', async () => {
    await withModel(() =>
      reply(toolUse('Glob', { pattern: `*${Math.random()}` }), {
        usage: { output_tokens: 4000, input_tokens: 2000 },
      }),
    );
    const run = await runCli([
      'run',
      '--cwd',
      workspace(),
      '--max-budget-usd',
      '0.2',
      '--output-format',
      'json',
      'spend',
    ]);
    expect(run.code).toBe(1);
    const result = run.lines[0]!;
    expect(result).toMatchObject({
      subtype: 'error_max_budget_usd',
      terminal_reason: 'budget_exhausted',
    });
    expect(result.total_cost_usd as number).toBeLessThanOrEqual(0.2);
    expect(result.num_turns as number).toBeGreaterThan(0);
  });

  it('retries a rate limit and reports it as an api_retry line', async () => {
    await withModel([rateLimited(0), reply(text('after retry'))]);
    const run = await runCli(['run', '--cwd', workspace(), '--output-format', 'stream-json', 'go']);
    expect(run.code).toBe(0);
    const retry = run.lines.find((line) => line.subtype === 'api_retry');
    expect(retry).toMatchObject({ attempt: 1, max_retries: 10, error_status: 429 });
    expect(run.lines.at(-1)).toMatchObject({ result: 'after retry' });
  });

  it('in text mode says each retry on stderr, and each turn with --verbose', async () => {
    await withModel([
      rateLimited(0),
      reply(toolUse('Read', { file_path: 'greeting.txt' })),
      reply(text('It says hello.')),
    ]);
    const run = await runCli(['run', '--cwd', workspace(), '--verbose', 'read it']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('It says hello.\n');
    // --verbose also names the network and the boundary's standing window, each on its own line.
    expect(run.stderr).toMatch(/^agent-loop: network for tool processes: /m);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('agent-loop: '));
    expect(lines[0]).toMatch(/^\[retry 1\/10\] model API error \(429\)/);
    expect(lines[1]).toMatch(/^\[turn 1\] Reading `greeting.txt` · \$\d+\.\d{4}/);
    expect(lines[2]).toMatch(/^\[turn 2\] answer · \$/);
  });

  it('exits 2 naming --effort and the bad value', async () => {
    const run = await runCli(['run', '--effort', 'huge', 'go']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--effort.*huge/);
  });

  it('sends --effort as output_config.effort', async () => {
    await withModel([reply(text('done'))]);
    const run = await runCli(['run', '--cwd', workspace(), '--effort', 'low', 'go']);
    expect(run.code).toBe(0);
    expect(server!.requests[0]!.body.output_config).toEqual({ effort: 'low' });
    expect(server!.requests[0]!.body.thinking).toEqual({ type: 'adaptive', display: 'summarized' });
  });

  it('still writes the result line when stopped by SIGTERM', async () => {
    await withModel([hang()]);
    const run = await runCli(
      ['run', '--cwd', workspace(), '--output-format', 'stream-json', 'wait'],
      {
        // Stopped once the model has the request: the CLI is then surely past setting
        // up its signal handlers, however slow the machine.
        onSpawn: (pid) => {
          const waiting = setInterval(() => {
            if (server!.requests.length === 0) return;
            clearInterval(waiting);
            process.kill(pid, 'SIGTERM');
          }, 20);
        },
      },
    );
    expect(run.code).toBe(1);
    expect(run.lines.at(-1)).toMatchObject({
      type: 'result',
      terminal_reason: 'aborted',
      is_error: true,
    });
  });

  it('ends with terminal_reason timeout at the deadline', async () => {
    await withModel([hang()]);
    const run = await runCli([
      'run',
      '--cwd',
      workspace(),
      '--timeout-minutes',
      '0.02',
      '--output-format',
      'json',
      'wait',
    ]);
    expect(run.code).toBe(1);
    expect(run.lines[0]).toMatchObject({
      terminal_reason: 'timeout',
      subtype: 'error_during_execution',
    });
  });

  it('stops a catastrophic Grep in the JavaScript fallback (no rg on PATH) at the deadline', async () => {
    const cwd = workspace();
    // `(a+)+$` backtracks exponentially on a run of "a"s not at the end of a line:
    // on the event loop it would never return, and no timer could fire.
    writeFileSync(join(cwd, 'evil.txt'), `${'a'.repeat(64)}b\n`);
    // The Grep tool looks for rg on PATH: an empty folder has none.
    const emptyPath = mkdtempSync(join(tmpdir(), 'no-rg-'));
    await withModel([
      // An ordinary search first: the worker answers in the bundle.
      reply(toolUse('Grep', { pattern: 'hel+o', output_mode: 'content' })),
      reply(toolUse('Grep', { pattern: '(a+)+$', output_mode: 'content' })),
      reply(text('unreachable')),
    ]);
    let killer: NodeJS.Timeout | undefined;
    const run = await runCli(
      [
        'run',
        '--cwd',
        cwd,
        '--timeout-minutes',
        '0.05',
        '--output-format',
        'stream-json',
        'Search for it',
      ],
      {
        env: { PATH: emptyPath },
        // A hung run (the old behaviour) must not outlive the test.
        onSpawn: (pid) => (killer = setTimeout(() => process.kill(pid, 'SIGKILL'), 20_000)),
      },
    );
    clearTimeout(killer);
    expect(run.code).toBe(1);
    const toolResults = run.lines
      .filter((line) => line.type === 'user')
      .flatMap((line) => (line.message as { content: Record<string, unknown>[] }).content)
      .filter((block) => block.type === 'tool_result');
    expect(toolResults).toHaveLength(2);
    expect(toolResults[0]).toMatchObject({ content: 'Found 1 line\ngreeting.txt\n1:hello world' });
    expect(toolResults[0]!.is_error).toBeUndefined();
    expect(toolResults[1]).toMatchObject({ is_error: true });
    expect(run.lines.at(-1)).toMatchObject({
      type: 'result',
      terminal_reason: 'timeout',
      is_error: true,
    });
  }, 30_000);

  it('writes the transcript file as it goes', async () => {
    await withModel([reply(toolUse('Glob', { pattern: '*' })), reply(text('done'))]);
    const transcript = join(mkdtempSync(join(tmpdir(), 'transcript-')), 'run.jsonl');
    const run = await runCli(['run', '--cwd', workspace(), '--transcript', transcript, 'list']);
    expect(run.code).toBe(0);
    const lines = readFileSync(transcript, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines[0]!.type).toBe('system');
    expect(lines.at(-1)!.type).toBe('result');
    expect(lines).toHaveLength(5);
  });

  it('exits 2 naming --transcript when the transcript file cannot be created', async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'transcript-')), 'a-file');
    writeFileSync(blocker, '');
    const run = await runCli(['run', '--transcript', join(blocker, 'run.jsonl'), 'x']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('--transcript');
  });

  it('still writes the result line when the transcript cannot be written (disk full)', async () => {
    if (!existsSync('/dev/full')) return;
    await withModel([reply(text('done'))]);
    const run = await runCli([
      'run',
      '--cwd',
      workspace(),
      '--output-format',
      'stream-json',
      '--transcript',
      '/dev/full',
      'hi',
    ]);
    expect(run.code).toBe(0);
    expect(run.lines.at(-1)).toMatchObject({ type: 'result', subtype: 'success' });
    expect(run.stderr).toContain('--transcript');
  });

  it('redacts secret values from every output line and the transcript', async () => {
    await withModel([reply(text(`Found ${API_KEY} and super-secret-value-42 in the logs.`))]);
    const transcript = join(mkdtempSync(join(tmpdir(), 'transcript-')), 'run.jsonl');
    const run = await runCli(
      [
        'run',
        '--cwd',
        workspace(),
        '--output-format',
        'stream-json',
        '--transcript',
        transcript,
        'x',
      ],
      { env: { DEPLOY_TOKEN: 'super-secret-value-42' } },
    );
    expect(run.code).toBe(0);
    for (const output of [run.stdout, readFileSync(transcript, 'utf8')]) {
      expect(output).toContain('Found *** and *** in the logs.');
      expect(output).not.toContain(API_KEY);
      expect(output).not.toContain('super-secret-value-42');
    }
  });

  it.each([
    [['run', '--max-turns', 'abc', 'x'], '--max-turns'],
    [['run', '--max-budget-usd', '-1', 'x'], '--max-budget-usd'],
    [['run', '--output-format', 'xml', 'x'], '--output-format'],
    [['run', '--bogus', 'x'], '--bogus'],
    [['run', '--sandbox', 'maybe', 'x'], '--sandbox'],
    [['run', '--allowed-domains', 'https://example.com', 'x'], '--allowed-domains'],
    [['run', '--cwd', '/definitely/not/here', 'x'], '--cwd'],
    [['run', '--allowed-tools', 'Bash(npm test', 'x'], '--allowed-tools'],
    [['run'], 'prompt'],
    [['walk', 'x'], 'walk'],
  ])('exits 2 with a one-line message naming the problem: %j', async (args, named) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(named);
    expect(run.stdout).toBe('');
  });

  it.each([
    [
      ['--allowed-tools', 'read,KillShell,Grep'],
      ['--allowed-tools', '"read"', 'did you mean Read?'],
    ],
    [
      ['--allowed-tools', 'Read,KillShell'],
      ['--allowed-tools', '"KillShell"', 'unknown tool'],
    ],
    [
      ['--disallowed-tools', 'bash'],
      ['--disallowed-tools', '"bash"', 'did you mean Bash?'],
    ],
    [
      ['--max-turns', '1e9'],
      ['--max-turns', '"1e9"', 'whole number'],
    ],
    [
      ['--max-turns', ''],
      ['--max-turns', 'whole number'],
    ],
    [
      ['--max-budget-usd', '0x10'],
      ['--max-budget-usd', '"0x10"', 'greater than 0'],
    ],
    [
      ['--max-budget-usd', 'Infinity'],
      ['--max-budget-usd', '"Infinity"'],
    ],
    [
      ['--timeout-minutes', '1_000'],
      ['--timeout-minutes', '"1_000"'],
    ],
  ])('exits 2 naming the flag and the value: %j', async (flags, named) => {
    await withModel([reply(text('never'))]);
    const run = await runCli(['run', '--cwd', workspace(), ...flags, 'x']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    for (const part of named) expect(run.stderr).toContain(part);
    expect(server?.requests).toHaveLength(0);
  });

  it('accepts MCP rules and whitespace around a number', async () => {
    await withModel([reply(text('fine'))]);
    const run = await runCli([
      'run',
      '--cwd',
      workspace(),
      '--allowed-tools',
      'Read,mcp__github,mcp__db__query',
      '--max-turns',
      ' 3 ',
      'x',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('--sandbox off: the warning names the flags as the command line spells them', async () => {
    await withModel([reply(text('ok'))]);
    const run = await runCli(['run', '--cwd', workspace(), '--sandbox', 'off', 'Hi']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'agent-loop: warning: The tool boundary is not active (it is turned off (--sandbox off)).',
    );
    expect(run.stderr).toContain('Use --sandbox required to refuse to run without the boundary.');
    expect(run.stderr).not.toContain('sandbox: ');
  });

  it('exits 2 when ANTHROPIC_API_KEY is missing', async () => {
    const run = await runCli(['run', 'x'], { env: { ANTHROPIC_API_KEY: '' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('ANTHROPIC_API_KEY');
  });
});
