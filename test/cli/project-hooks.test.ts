/**
 * The hooks of `.claude/settings.json` through the bundled CLI, as real processes (shell
 * scripts in a temporary repository), against the fake Anthropic server: SessionStart and
 * UserPromptSubmit add context to the first request, a PreToolUse hook blocks Bash `rm`
 * (the call is denied and listed), a PostToolUse hook adds context (its secret redacted),
 * and a Stop hook makes the model go on exactly once.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
} from '../fakes/anthropic-server.js';
import { API_KEY, runCli } from './run-cli.js';

let server: FakeAnthropic | undefined;
const home = mkdtempSync(join(tmpdir(), 'cli-hooks-home-'));
const folders: string[] = [home];
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cli-hooks-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const hook = (script: string, extra: Record<string, unknown> = {}) => ({
  type: 'command',
  command: `bash "$CLAUDE_PROJECT_DIR/.claude/hooks/${script}"`,
  ...extra,
});

/** Every hook writes its stdin JSON to hooks.log (one line each), then answers. */
const LOG = 'printf "%s\\n" "$input" >> "$CLAUDE_PROJECT_DIR/hooks.log"';
const SCRIPTS = {
  '.claude/hooks/session-start.sh': `input=$(cat)\n${LOG}\necho "SESSION-START-CONTEXT: the main branch is trunk, key $(cat "$CLAUDE_PROJECT_DIR/.claude/hooks/token.txt")"\n`,
  '.claude/hooks/prompt.sh': `input=$(cat)\n${LOG}\necho '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"PROMPT-CONTEXT: answer in English"}}'\n`,
  '.claude/hooks/no-rm.sh': `input=$(cat)\n${LOG}\nif printf '%s' "$input" | grep -q '"command":"rm '; then\n  echo "rm is not allowed here; move files to trash/ instead" >&2\n  exit 2\nfi\nexit 0\n`,
  '.claude/hooks/post.sh': `input=$(cat)\n${LOG}\necho "{\\"hookSpecificOutput\\":{\\"hookEventName\\":\\"PostToolUse\\",\\"additionalContext\\":\\"POST-CONTEXT: formatter ran, token $(cat "$CLAUDE_PROJECT_DIR/.claude/hooks/token.txt")\\"}}"\n`,
  // The key the CLI runs with: a hook that prints it must not get it past the redactor.
  '.claude/hooks/token.txt': API_KEY,
  '.claude/hooks/stop.sh': `input=$(cat)\n${LOG}\nif printf '%s' "$input" | grep -q '"stop_hook_active":false'; then\n  echo "Run the tests before you stop." >&2\n  exit 2\nfi\nexit 0\n`,
  'important.txt': 'keep me\n',
};

const SETTINGS = {
  hooks: {
    SessionStart: [{ hooks: [hook('session-start.sh')] }],
    UserPromptSubmit: [{ hooks: [hook('prompt.sh')] }],
    PreToolUse: [{ matcher: 'Bash', hooks: [hook('no-rm.sh')] }],
    PostToolUse: [{ matcher: 'Read|Bash', hooks: [hook('post.sh', { timeout: 30 })] }],
    Stop: [{ hooks: [hook('stop.sh')] }],
  },
};

async function run(cwd: string, script: Script) {
  server = await startFakeAnthropic(script);
  return runCli(
    ['run', 'Tidy up.', '--cwd', cwd, '--output-format', 'stream-json', '--sandbox', 'off'],
    { ANTHROPIC_BASE_URL: server.url, AGENT_LOOP_HOME: home },
  );
}

function logged(cwd: string): Record<string, unknown>[] {
  return readFileSync(join(cwd, 'hooks.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the CLI runs the hooks of .claude/settings.json', () => {
  it('runs every event with Claude Code’s input, exit codes and answers', async () => {
    const cwd = tree({ '.claude/settings.json': JSON.stringify(SETTINGS), ...SCRIPTS });
    const steps: Script = [
      reply(toolUse('Bash', { command: 'rm -rf important.txt' }, 'toolu_rm')),
      reply(toolUse('Bash', { command: 'echo hello; cat .claude/hooks/token.txt' }, 'toolu_echo')),
      reply(text('All tidy.')),
      reply(text('Tests ran; all tidy.')),
    ];
    const result = await run(cwd, steps);
    expect(result.code, result.stderr).toBe(0);
    const bodies = server!.requests.map((request) => JSON.stringify(request.body));
    expect(bodies).toHaveLength(4);
    // After the prompt: SessionStart's context, then UserPromptSubmit's.
    expect(bodies[0]).toMatch(
      /Tidy up\..*SESSION-START-CONTEXT: the main branch is trunk, key .*PROMPT-CONTEXT: answer in English/,
    );
    // PreToolUse exit 2: the call did not run, stderr is its error.
    expect(existsSync(join(cwd, 'important.txt'))).toBe(true);
    expect(bodies[1]).toContain('rm is not allowed here; move files to trash/ instead');
    // PostToolUse additionalContext joins the result, the token in it redacted.
    expect(bodies[2]).toContain('hello');
    expect(bodies[2]).toContain('POST-CONTEXT: formatter ran, token');
    // The Stop hook's reason, once.
    expect(bodies[3]).toContain('Stop hook feedback:\\nRun the tests before you stop.');
    for (const body of bodies) expect(body).not.toContain(API_KEY);
    expect(result.stdout).not.toContain(API_KEY);

    const end = result.lines.at(-1) as Record<string, unknown>;
    expect(end).toMatchObject({ terminal_reason: 'completed', result: 'Tests ran; all tidy.' });
    expect(end.permission_denials).toEqual([
      {
        tool_name: 'Bash',
        tool_use_id: 'toolu_rm',
        tool_input: { command: 'rm -rf important.txt' },
      },
    ]);
    const responses = result.lines.filter((line) => line.subtype === 'hook_response');
    expect(responses.map((line) => `${String(line.hook_event)}:${String(line.outcome)}`)).toEqual([
      'SessionStart:success',
      'UserPromptSubmit:success',
      'PreToolUse:blocking',
      'PreToolUse:success',
      'PostToolUse:success',
      'Stop:blocking',
      'Stop:success',
    ]);

    const inputs = logged(cwd);
    const sessionId = end.session_id;
    for (const input of inputs) expect(input).toMatchObject({ session_id: sessionId, cwd });
    expect(inputs.map((input) => input.hook_event_name)).toEqual([
      'SessionStart',
      'UserPromptSubmit',
      'PreToolUse',
      'PreToolUse',
      'PostToolUse',
      'Stop',
      'Stop',
    ]);
    expect(inputs[0]).toMatchObject({ source: 'startup' });
    expect(inputs[1]).toMatchObject({ prompt: 'Tidy up.' });
    expect(inputs[2]).toMatchObject({
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf important.txt' },
      tool_use_id: 'toolu_rm',
    });
    expect(inputs[4]).toMatchObject({ tool_name: 'Bash', tool_response: { is_error: false } });
    expect(JSON.stringify(inputs[4]!.tool_response)).toContain('hello');
    expect(inputs.slice(5).map((input) => input.stop_hook_active)).toEqual([false, true]);
    // The hooks run as the tool user: what they are given is redacted as the model's view is.
    expect(readFileSync(join(cwd, 'hooks.log'), 'utf8')).not.toContain(API_KEY);
  });

  it('a Stop hook that always blocks continues the loop once only', async () => {
    const cwd = tree({
      '.claude/settings.json': JSON.stringify({ hooks: { Stop: [{ hooks: [hook('stop.sh')] }] } }),
      '.claude/hooks/stop.sh': `input=$(cat)\n${LOG}\necho '{"decision":"block","reason":"Not yet: check the docs."}'\n`,
    });
    const result = await run(cwd, [reply(text('Done.')), reply(text('Docs checked. Done.'))]);
    expect(result.code, result.stderr).toBe(0);
    expect(server!.requests).toHaveLength(2);
    expect(JSON.stringify(server!.requests[1]!.body)).toContain('Not yet: check the docs.');
    expect(result.lines.at(-1)).toMatchObject({ terminal_reason: 'completed' });
    expect(logged(cwd).map((input) => input.stop_hook_active)).toEqual([false, true]);
  });

  it('a resumed session sends the first message exactly as the model first got it', async () => {
    const cwd = tree({
      '.claude/settings.json': JSON.stringify({
        hooks: { SessionStart: [{ hooks: [hook('start.sh')] }] },
      }),
      '.claude/hooks/start.sh':
        'input=$(cat)\necho "STARTED-AS: $input" | grep -o \'"source":"[a-z]*"\'\n',
    });
    server = await startFakeAnthropic([reply(text('First.')), reply(text('Second.'))]);
    const env = { ANTHROPIC_BASE_URL: server.url, AGENT_LOOP_HOME: home };
    const args = ['--cwd', cwd, '--output-format', 'stream-json', '--sandbox', 'off'];
    const first = await runCli(['run', 'Tidy up.', ...args], env);
    expect(first.code, first.stderr).toBe(0);
    const sessionId = String(first.lines.at(-1)!.session_id);
    const second = await runCli(['run', 'Again.', '--resume', sessionId, ...args], env);
    expect(second.code, second.stderr).toBe(0);
    const texts = (index: number) =>
      (server!.requests[index]!.body.messages as { content: { text?: string }[] }[]).map(
        (message) => message.content.map((block) => block.text ?? ''),
      );
    expect(texts(0)).toEqual([
      ['Tidy up.', 'SessionStart hook additional context: "source":"startup"'],
    ]);
    expect(texts(1)[0]).toEqual(texts(0)[0]);
    expect(texts(1).at(-1)).toEqual([
      'Again.',
      'SessionStart hook additional context: "source":"resume"',
    ]);
  });

  it('a UserPromptSubmit hook that blocks stops the run before any model request', async () => {
    const cwd = tree({
      '.claude/settings.json': JSON.stringify({
        hooks: { UserPromptSubmit: [{ hooks: [hook('prompt.sh')] }] },
      }),
      '.claude/hooks/prompt.sh':
        'cat > /dev/null\necho "Prompts about tidying are refused." >&2\nexit 2\n',
    });
    const result = await run(cwd, [reply(text('never'))]);
    expect(result.code).toBe(1);
    expect(server!.requests).toHaveLength(0);
    const end = result.lines.at(-1) as { terminal_reason: string; errors: string[] };
    expect(end.terminal_reason).toBe('hook_stopped');
    expect(end.errors.join('\n')).toContain('Prompts about tidying are refused.');
  });
});
