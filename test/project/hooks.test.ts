/**
 * Hooks of `.claude/settings.json` in a session, as real shell processes: the matchers, the
 * JSON answers (`permissionDecision` deny / ask, `continue: false`), a non-blocking failure,
 * the per-hook timeout, and the redaction of what a hook is given and what it prints.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LoopEvent, ResultEvent, UserEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { matchesHook } from '../../src/engine/project/hooks.js';
import { directoryProjectFiles } from '../../src/engine/project/directory-files.js';
import { loadProjectConfig } from '../../src/engine/project/load.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const SECRET = 'SECRET-VALUE-0123456789abcdef';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A tool that returns the secret as is (a tool that does not redact its own output). */
const leak: Tool<{ text: string }> = {
  name: 'Leak',
  description: 'Returns a value.',
  inputSchema: z.object({ text: z.string() }),
  isConcurrencySafe: () => false,
  call: async (input) => ({ content: `${input.text}: ${SECRET}` }),
};

async function run(
  hooks: Record<string, unknown>,
  steps: Parameters<typeof scriptedModel>[0],
  env: NodeJS.ProcessEnv = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'project-hooks-'));
  folders.push(root);
  const settings = join(root, '.claude/settings.json');
  mkdirSync(dirname(settings), { recursive: true });
  writeFileSync(settings, JSON.stringify({ hooks }));
  const model = scriptedModel(steps);
  const { events, value } = await drain<LoopEvent, ResultEvent>(
    runSession({
      prompt: 'Work.',
      workspaceRoot: root,
      model: { id: 'claude-sonnet-4-0', call: model.callModel },
      limits: { maxTurns: 6, maxBudgetUsd: 1, timeoutMinutes: 5 },
      tools: {
        allowedTools: [],
        disallowedTools: [],
        toolResultDirectory: join(root, '..', `${root.split('/').at(-1)}-results`),
        ripgrepPath: null,
        extraTools: [leak],
      },
      host: { secrets: [SECRET], env: { PATH: process.env.PATH, ...env } },
      project: await loadProjectConfig(directoryProjectFiles(root)),
    }),
  );
  const results = events
    .filter((event): event is UserEvent => event.type === 'user')
    .flatMap((event) => (Array.isArray(event.message.content) ? event.message.content : []))
    .filter((block) => block.type === 'tool_result')
    .map((block) => JSON.stringify(block.content));
  const responses = events.filter(
    (event) => event.type === 'system' && event.subtype === 'hook_response',
  );
  return { root, result: value, results, responses, requests: model.requests };
}

const command = (script: string, timeout?: number) => ({
  type: 'command',
  command: script,
  ...(timeout === undefined ? {} : { timeout }),
});

describe('hooks in a session', () => {
  it('matches tool names as Claude Code does', () => {
    expect(matchesHook('', 'Bash')).toBe(true);
    expect(matchesHook('*', 'Bash')).toBe(true);
    expect(matchesHook('Edit|Write', 'Write')).toBe(true);
    expect(matchesHook('Edit|Write', 'WriteFile')).toBe(false);
    expect(matchesHook('Bash', 'BashOutput')).toBe(false);
    expect(matchesHook('mcp__.*', 'mcp__github__create_issue')).toBe(true);
    expect(matchesHook('Notebook.*', 'Read')).toBe(false);
    expect(matchesHook('(', 'Read')).toBe(false);
  });

  it('a JSON deny and an ask are denials the model reads and the result lists', async () => {
    const deny = `cat >/dev/null; echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no leaking on Fridays"}}'`;
    const ask = `cat >/dev/null; echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"a person must approve"}}'`;
    const { result, results } = await run(
      {
        PreToolUse: [
          { matcher: 'Leak', hooks: [command(deny)] },
          { matcher: '^Gl', hooks: [command(ask)] },
        ],
      },
      [
        reply([toolUse('Leak', { text: 'a' }, 'toolu_leak'), toolUse('Glob', { pattern: '*' })]),
        reply('ok'),
      ],
    );
    expect(results[0]).toContain('no leaking on Fridays');
    expect(results[1]).toContain('a person must approve');
    expect(results[1]).toContain('no one to ask');
    expect(result.permission_denials.map((denial) => denial.tool_name)).toEqual(['Leak', 'Glob']);
  });

  it('a failing or slow hook does not block; its input and output are redacted', async () => {
    const { root, result, results, responses } = await run(
      {
        PreToolUse: [{ matcher: 'Leak', hooks: [command('exit 1'), command('sleep 30', 0.5)] }],
        PostToolUse: [
          {
            matcher: 'Leak',
            hooks: [command(`cat > "$CLAUDE_PROJECT_DIR/post.json"; echo "printed ${SECRET}"`)],
          },
        ],
      },
      [reply([toolUse('Leak', { text: 'value' })]), reply('ok')],
    );
    expect(result.permission_denials).toEqual([]);
    expect(results[0]).toContain('value: ');
    const given = readFileSync(join(root, 'post.json'), 'utf8');
    expect(JSON.parse(given)).toMatchObject({ hook_event_name: 'PostToolUse', tool_name: 'Leak' });
    expect(given).not.toContain(SECRET);
    expect(responses.map((line) => (line as { outcome: string }).outcome)).toEqual([
      'error',
      'timeout',
      'success',
    ]);
    expect(JSON.stringify(responses)).toContain('printed ');
    expect(JSON.stringify(responses)).not.toContain(SECRET);
  });

  it('a hook reads no ~/.bashrc (its stdin is a socket, which bash takes for rshd)', async () => {
    const home = mkdtempSync(join(tmpdir(), 'project-hooks-home-'));
    folders.push(home);
    writeFileSync(join(home, '.bashrc'), 'echo BASHRC-RAN >&2\n');
    const { responses } = await run(
      { UserPromptSubmit: [{ hooks: [command('cat >/dev/null; echo "home is $HOME"')] }] },
      [reply('ok')],
      { HOME: home },
    );
    expect(JSON.stringify(responses)).toContain(`home is ${home}`);
    expect(JSON.stringify(responses)).not.toContain('BASHRC-RAN');
  });

  it('continue: false ends the run with the stop reason', async () => {
    const stop = `cat >/dev/null; echo '{"continue":false,"stopReason":"the build is broken"}'`;
    const { result, requests } = await run(
      { PostToolUse: [{ matcher: '', hooks: [command(stop)] }] },
      [reply([toolUse('Leak', { text: 'a' })]), reply('never')],
    );
    expect(result.terminal_reason).toBe('hook_stopped');
    expect(result.errors?.join('\n')).toContain('the build is broken');
    expect(requests).toHaveLength(1);
  });
});
