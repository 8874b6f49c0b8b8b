/**
 * `.claude/settings.json` permission rules in a run: read from a real folder,
 * joined with the run's own rules; deny wins everywhere, `ask` is a denial in a
 * headless run and is listed in permission_denials.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  InitEvent,
  LoopEvent,
  ResultEvent,
  UserEvent,
} from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { withOverrides, type SessionOverrides } from '../session/overrides.js';
import { directoryProjectFiles } from '../../src/engine/project/directory-files.js';
import { loadProjectConfig } from '../../src/engine/project/load.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'project-rules-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function run(
  root: string,
  steps: Parameters<typeof scriptedModel>[0],
  extra: SessionOverrides = {},
) {
  const project = await loadProjectConfig(directoryProjectFiles(root));
  const model = scriptedModel(steps);
  const { events, value } = await drain<LoopEvent, ResultEvent>(
    runSession(
      withOverrides(
        {
          prompt: 'Work.',
          workspaceRoot: root,
          model: { id: 'claude-sonnet-4-0', call: model.callModel },
          limits: { maxTurns: 6, maxBudgetUsd: 1, timeoutMinutes: 5 },
          tools: {
            allowedTools: [],
            disallowedTools: [],
            toolResultDirectory: join(root, '..', `${root.split('/').at(-1)}-results`),
            ripgrepPath: null,
          },
          host: { secrets: [], env: { PATH: process.env.PATH } },
          project,
        },
        extra,
      ),
    ),
  );
  const init = events.find(
    (event): event is InitEvent => event.type === 'system' && event.subtype === 'init',
  )!;
  const results = events
    .filter((event): event is UserEvent => event.type === 'user')
    .flatMap((event) => (Array.isArray(event.message.content) ? event.message.content : []))
    .filter((block) => block.type === 'tool_result')
    .map((block) => ({
      isError: block.is_error === true,
      text: typeof block.content === 'string' ? block.content : JSON.stringify(block.content),
    }));
  return { init, results, result: value };
}

const SETTINGS = JSON.stringify({
  permissions: {
    allow: ['Bash(git status)'],
    deny: ['Read(./.env)', 'Edit(src/generated/**)'],
    ask: ['Bash(git push:*)'],
  },
  model: 'ignored: a Claude Code setting agent-loop has no use for',
});

describe('permission rules from .claude/settings.json', () => {
  it('denies what deny and ask rules name, lists the denials, and lets the rest run', async () => {
    const root = repository({
      '.claude/settings.json': SETTINGS,
      '.env': 'TOKEN=1',
      'src/generated/api.ts': 'old\n',
      'docs/a.md': 'hello\n',
    });
    const { init, results, result } = await run(root, [
      reply([
        toolUse('Read', { file_path: '.env' }, 'toolu_env'),
        toolUse('Read', { file_path: 'docs/a.md' }, 'toolu_doc'),
      ]),
      reply([
        toolUse('Write', { file_path: 'src/generated/api.ts', content: 'new\n' }, 'toolu_gen'),
      ]),
      reply([toolUse('Bash', { command: 'git push origin main' }, 'toolu_push')]),
      reply('done'),
    ]);
    expect(init.project_config).toMatchObject({ files: ['.claude/settings.json'] });
    expect(results[0]).toMatchObject({
      isError: true,
      text: expect.stringContaining('Read(./.env)'),
    });
    expect(results[1]).toMatchObject({ isError: false, text: expect.stringContaining('hello') });
    expect(results[2]).toMatchObject({
      isError: true,
      text: expect.stringContaining('Edit(src/generated/**)'),
    });
    expect(results[3]).toMatchObject({
      isError: true,
      text: expect.stringContaining('needs approval'),
    });
    expect(readFileSync(join(root, 'src/generated/api.ts'), 'utf8')).toBe('old\n');
    expect(result.permission_denials.map((denial) => denial.tool_use_id)).toEqual([
      'toolu_env',
      'toolu_gen',
      'toolu_push',
    ]);
  });

  it("widens the run's allow list with the repository's, and a run's deny beats a repository's allow", async () => {
    const root = repository({ '.claude/settings.json': SETTINGS, 'a.txt': 'a\n' });
    const { init, results } = await run(
      root,
      [
        reply([toolUse('Bash', { command: 'git status' }, 'toolu_status')]),
        reply([toolUse('Bash', { command: 'ls' }, 'toolu_ls')]),
        reply('done'),
      ],
      {
        tools: { allowedTools: ['Read'] },
      },
    );
    // Listed though not allowed (Claude Code's semantics): a call is denied, not hidden.
    expect(init.tools).toContain('Bash');
    expect(results[0]!.text).not.toContain('not in the allowed tools');
    expect(results[1]).toMatchObject({ isError: true, text: expect.stringContaining('allowed') });

    const denied = await run(
      root,
      [reply([toolUse('Bash', { command: 'git status' })]), reply('done')],
      {
        tools: { allowedTools: ['Read'], disallowedTools: ['Bash(git:*)'] },
      },
    );
    expect(denied.results[0]).toMatchObject({
      isError: true,
      text: expect.stringContaining('Bash(git:*)'),
    });
  });

  it('a broken settings file is an error naming it and the rule, not a file skipped', async () => {
    const bad = repository({
      '.claude/settings.json': JSON.stringify({ permissions: { deny: ['read(./.env)'] } }),
    });
    await expect(loadProjectConfig(directoryProjectFiles(bad))).rejects.toThrow(
      /\.claude\/settings\.json: permissions\.deny: Invalid permission rule "read\(\.\/\.env\)".*did you mean Read/,
    );
    const notJson = repository({ '.claude/settings.json': '{ "permissions": ' });
    await expect(loadProjectConfig(directoryProjectFiles(notJson))).rejects.toThrow(
      /\.claude\/settings\.json is not valid JSON/,
    );
  });

  it("keeps rules for Claude Code's own tools out and lists them; Task is Agent", async () => {
    const root = repository({
      '.claude/settings.json': JSON.stringify({
        permissions: { allow: ['MultiEdit', 'LS(src)'], deny: ['Task'] },
      }),
    });
    const config = await loadProjectConfig(directoryProjectFiles(root));
    expect(config.permissions.deny).toEqual(['Agent']);
    expect(config.ignoredRules).toEqual(['MultiEdit', 'LS(src)']);
  });
});
