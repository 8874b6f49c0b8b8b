/**
 * Saved sessions through the bundled CLI: every run is saved as it goes, `--resume`
 * and `--continue` send the earlier conversation first (the fake Anthropic server
 * refuses a thinking block whose prefix changed, as the real API does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
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
  hang,
  httpError,
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';

const CLI = resolve('dist/cli/index.js');
const scratch = mkdtempSync(join(tmpdir(), 'cli-sessions-'));
let server: FakeAnthropic | undefined;

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface CliRun {
  code: number | null;
  stderr: string;
  lines: Record<string, unknown>[];
}

function folder(prefix: string): string {
  return mkdtempSync(join(scratch, prefix));
}

function workspace(): string {
  const dir = folder('ws-');
  writeFileSync(join(dir, 'notes.txt'), 'the build uses make\n');
  return dir;
}

function runCli(
  home: string,
  args: string[],
  stdin = '',
  onSpawn?: (child: ChildProcess) => void,
): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
        AGENT_LOOP_HOME: home,
        ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
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
      resolvePromise({ code, stderr, lines });
    });
    child.stdin.end(stdin);
    onSpawn?.(child);
  });
}

function run(home: string, cwd: string, extra: string[], prompt: string, stdin?: string) {
  const args = ['run', '--cwd', cwd, '--sandbox', 'off', '--output-format', 'stream-json'];
  return runCli(home, [...args, ...extra, prompt], stdin);
}

async function withModel(script: Script): Promise<FakeAnthropic> {
  server = await startFakeAnthropic(script);
  return server;
}

/** Stderr lines other than the warning that --sandbox off is meant to give. */
function problems(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line !== '' && !line.includes('tool boundary'));
}

function sessionIdOf(result: CliRun): string {
  return String(result.lines.at(-1)!.session_id);
}

/** A request's messages without the cache breakpoints, which move from request to request. */
function messagesOf(request: { body: { messages: unknown[] } }): unknown[] {
  return JSON.parse(
    JSON.stringify(request.body.messages, (key, value: unknown) =>
      key === 'cache_control' ? undefined : value,
    ),
  ) as unknown[];
}

describe('agent-loop sessions (bundled CLI)', () => {
  it('saves the run as it goes and --resume sends the earlier messages unchanged', async () => {
    const home = folder('home-');
    const cwd = workspace();
    const fake = await withModel([
      reply(toolUse('Read', { file_path: 'notes.txt' })),
      reply(text('The build uses make.')),
      reply(text('You asked how the project builds.')),
    ]);
    const first = await run(home, cwd, [], 'How does this project build?');
    expect(first.code).toBe(0);
    const id = sessionIdOf(first);

    const directory = join(home, 'sessions');
    const file = join(directory, `${id}.jsonl`);
    expect(statSync(directory).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = readFileSync(file, 'utf8').trim().split('\n');
    expect(saved.at(-1)).toContain('"type":"result"');
    expect(saved.join('\n')).toContain('How does this project build?');

    const second = await run(home, cwd, ['--resume', id], 'What did I ask?');
    expect(problems(second.stderr)).toEqual([]);
    expect(second.code).toBe(0);
    const newId = sessionIdOf(second);
    expect(newId).not.toBe(id);

    // The earlier run's last request, its answer, then the new prompt: byte for byte,
    // thinking blocks included (the fake would have refused a changed prefix).
    const earlier = messagesOf(fake.requests[1]!);
    const answer = first.lines.filter((line) => line.type === 'assistant').at(-1)!;
    const resumed = messagesOf(fake.requests[2]!);
    expect(resumed.slice(0, earlier.length)).toEqual(earlier);
    const answerContent = (answer.message as { content: { type: string; text?: string }[] })
      .content;
    expect(resumed[earlier.length]).toEqual({
      role: 'assistant',
      content: answerContent.map((block) =>
        block.type === 'text' ? { type: 'text', text: block.text } : block,
      ),
    });
    expect(answerContent.some((block) => block.type === 'thinking')).toBe(true);
    expect(resumed.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'text', text: 'What did I ask?' }],
    });
    expect(fake.requests.every((request) => request.rejected === undefined)).toBe(true);

    // The new session's file starts with the old one, unchanged, and the old file stays.
    const continued = readFileSync(join(directory, `${newId}.jsonl`), 'utf8').split('\n');
    expect(continued.slice(0, saved.length)).toEqual(saved);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toEqual(saved);
  });

  it('resumes a run that was killed mid-way from what it had saved', async () => {
    const home = folder('home-');
    const cwd = workspace();
    const fake = await withModel([
      reply(toolUse('Read', { file_path: 'notes.txt' })),
      hang(),
      reply(text('Resumed.')),
    ]);
    const args = ['run', '--cwd', cwd, '--sandbox', 'off', '--output-format', 'stream-json'];
    const killed = await runCli(home, [...args, 'Read the notes'], '', (child) => {
      const timer = setInterval(() => {
        if (fake.requests.length < 2) return;
        clearInterval(timer);
        child.kill('SIGKILL');
      }, 20);
    });
    expect(killed.code).toBeNull();
    const init = killed.lines.find((line) => line.subtype === 'init')!;

    const resumed = await run(home, cwd, ['--resume', String(init.session_id)], 'Go on');
    expect(problems(resumed.stderr)).toEqual([]);
    expect(resumed.code).toBe(0);
    // What the killed run last sent, then the new prompt joined to its tool results.
    const before = messagesOf(fake.requests[1]!);
    const after = messagesOf(fake.requests[2]!);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
    const last = after.at(-1) as { role: string; content: { type: string }[] };
    expect(last.content.map((block) => block.type)).toEqual(['tool_result', 'text']);
  });

  it('--resume of a session that needed drop_block sends it from the first request', async () => {
    const home = folder('home-');
    const cwd = workspace();
    const fake = await withModel([reply(text('first answer')), reply(text('resumed answer'))]);
    const first = await run(home, cwd, [], 'a task whose history was refused once');
    expect(first.code).toBe(0);
    const id = sessionIdOf(first);
    // The line the loop saves when the prefix check refused a request and it was sent
    // again with drop_block (see test/loop/api-endings.test.ts for the refusal itself).
    const file = join(home, 'sessions', `${id}.jsonl`);
    const saved = readFileSync(file, 'utf8').trim().split('\n');
    const retry = {
      type: 'system',
      subtype: 'api_retry',
      attempt: 1,
      max_retries: 1,
      retry_delay_ms: 0,
      error_status: 400,
      error:
        'messages.1.content.0: Invalid `signature` in `thinking` block. The block is bound to a different conversation.',
      reason: 'thinking_prefix_mismatch',
      prefix_mismatch_behavior: 'drop_block',
      session_id: id,
      uuid: '7f1c2d9e-5b3a-4c8e-9f21-6a0d4e8b3c57',
    };
    saved.splice(saved.length - 1, 0, JSON.stringify(retry));
    writeFileSync(file, `${saved.join('\n')}\n`);

    const resumed = await run(home, cwd, ['--resume', id], 'go on');
    expect(problems(resumed.stderr)).toEqual([]);
    expect(resumed.code).toBe(0);
    expect(fake.requests[0]!.body.thinking.block_binding).toBeUndefined();
    const next = fake.requests[1]!;
    expect(next.rejected).toBeUndefined();
    expect(next.body.thinking.block_binding).toEqual({ prefix_mismatch_behavior: 'drop_block' });
    expect(next.headers['anthropic-beta']).toContain('thinking-binding-controls-2026-08-01');
  });

  it('--continue picks the most recent session of the same --cwd', async () => {
    const home = folder('home-');
    const [alpha, beta] = [workspace(), workspace()];
    const fake = await withModel([
      reply(text('alpha done')),
      reply(text('beta done')),
      reply(text('continuing alpha')),
    ]);
    expect((await run(home, alpha, [], 'task for alpha')).code).toBe(0);
    expect((await run(home, beta, [], 'task for beta')).code).toBe(0);
    const continued = await run(home, alpha, ['--continue'], 'and now?');
    expect(continued.code).toBe(0);
    const sent = JSON.stringify(fake.requests[2]!.body.messages);
    expect(sent).toContain('task for alpha');
    expect(sent).toContain('alpha done');
    expect(sent).not.toContain('task for beta');
  });

  it('a run that never reached its first turn saves no session for --continue', async () => {
    const home = folder('home-');
    const cwd = workspace();
    await withModel((request) =>
      JSON.stringify(request.body.messages).includes('earlier task')
        ? reply(text('earlier run done'))
        : httpError(401, 'authentication_error', 'invalid x-api-key'),
    );
    const earlier = await run(home, cwd, [], 'earlier task');
    expect(earlier.code).toBe(0);
    const refused = await run(home, cwd, [], 'refused task');
    expect(refused.code).toBe(1);
    expect(refused.lines.at(-1)).toMatchObject({ terminal_reason: 'model_error', num_turns: 0 });
    // Only the earlier run's file: the refused run left nothing to continue from.
    expect(readdirSync(join(home, 'sessions'))).toEqual([`${sessionIdOf(earlier)}.jsonl`]);

    const fresh = folder('home-');
    const alone = await run(fresh, cwd, [], 'refused again');
    expect(alone.code).toBe(1);
    expect(existsSync(join(fresh, 'sessions', `${sessionIdOf(alone)}.jsonl`))).toBe(false);
    const nothing = await run(fresh, cwd, ['--continue'], 'go on');
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain(`--continue: no saved session for ${cwd}`);
  });

  it('refuses an unknown id, a path as id, another workspace and --continue with nothing', async () => {
    const home = folder('home-');
    const cwd = workspace();
    const unknown = '0b7f9a53-3c1e-4d5e-9f00-123456789abc';
    const missing = await run(home, cwd, ['--resume', unknown], 'go on');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      new RegExp(`^agent-loop: --resume: no saved session "${unknown}"`),
    );

    const traversal = await run(home, cwd, ['--resume', '../../etc/passwd'], 'go on');
    expect(traversal.code).toBe(2);
    expect(traversal.stderr).toContain('--resume: "../../etc/passwd" is not a session id');

    const nothing = await run(home, cwd, ['--continue'], 'go on');
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain(`--continue: no saved session for ${cwd}`);

    await withModel([reply(text('done'))]);
    const first = await run(home, cwd, [], 'first');
    const elsewhere = await run(home, workspace(), ['--resume', sessionIdOf(first)], 'go on');
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain(`worked in ${cwd}`);
  });

  it('compacts a resumed session that no longer fits the model', async () => {
    const home = folder('home-');
    const cwd = workspace();
    const fake = await withModel([
      reply(text('Read it all.')),
      reply(text('<summary>The user pasted a long log; nothing is pending.</summary>')),
      reply(text('Continuing from the summary.')),
      reply(text('still here')),
    ]);
    // About 200k tokens: fits a 1M-token model, not a 200k one.
    const longPrompt = `Here is the log:\n${'x'.repeat(800_000)}`;
    const first = await run(home, cwd, [], '-', longPrompt);
    expect(first.code).toBe(0);

    const second = await run(
      home,
      cwd,
      ['--resume', sessionIdOf(first), '--model', 'claude-haiku-4-5'],
      'Go on',
    );
    expect(problems(second.stderr)).toEqual([]);
    expect(second.code).toBe(0);
    const kinds = second.lines.map((line) => String(line.subtype ?? line.type));
    expect(kinds).toContain('compact_boundary');
    const afterCompaction = JSON.stringify(fake.requests[2]!.body.messages);
    expect(afterCompaction).toContain('The user pasted a long log');
    expect(afterCompaction).not.toContain('x'.repeat(1000));

    // The compacted session resumes from its summary, not from the long prompt.
    const again = await run(home, cwd, ['--resume', sessionIdOf(second)], 'Anything left?');
    expect(again.code).toBe(0);
    const sent = JSON.stringify(fake.requests[3]!.body.messages);
    expect(sent).toContain('The user pasted a long log');
    expect(sent).not.toContain('x'.repeat(1000));
  });
});
