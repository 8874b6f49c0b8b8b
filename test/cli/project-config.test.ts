/**
 * The working tree's Claude Code configuration through the bundled CLI, against
 * the fake Anthropic server: `.claude/settings.json` rules apply, system/init and
 * the result list what was loaded, `--no-project-config` turns it off, and a
 * broken settings file stops the run before any model request, naming the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { runCli } from './run-cli.js';

let server: FakeAnthropic | undefined;
const home = mkdtempSync(join(tmpdir(), 'cli-project-home-'));
const folders: string[] = [home];
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cli-project-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const readsEnv: Script = (request) => {
  const messages = (request.body as { messages: unknown[] }).messages;
  if (messages.length === 1) return reply(toolUse('Read', { file_path: '.env' }));
  return reply(text('done'));
};

async function run(cwd: string, extra: string[] = []) {
  server = await startFakeAnthropic(readsEnv);
  return runCli(
    [
      'run',
      'Read the env file.',
      '--cwd',
      cwd,
      '--output-format',
      'stream-json',
      '--sandbox',
      'off',
      ...extra,
    ],
    { ANTHROPIC_BASE_URL: server.url, AGENT_LOOP_HOME: home },
  );
}

const files = {
  '.claude/settings.json': JSON.stringify({ permissions: { deny: ['Read(./.env)'] } }),
  '.env': 'API_TOKEN=value-from-env-file\n',
};

describe('the CLI and .claude/settings.json', () => {
  it('denies what the settings deny, and lists what it loaded', async () => {
    const cwd = tree(files);
    const result = await run(cwd);
    expect(result.code, result.stderr).toBe(0);
    const init = result.lines[0] as { project_config?: { files: string[]; source: string } };
    expect(init.project_config).toMatchObject({ files: ['.claude/settings.json'] });
    expect(init.project_config!.source).toContain(cwd);
    const end = result.lines.at(-1) as { permission_denials: unknown[]; project_config?: unknown };
    expect(end.permission_denials).toHaveLength(1);
    expect(end.project_config).toEqual(init.project_config);
    expect(JSON.stringify(server!.requests.map((request) => request.body))).not.toContain(
      'value-from-env-file',
    );
  });

  it('--no-project-config reads none of it', async () => {
    const cwd = tree(files);
    const result = await run(cwd, ['--no-project-config']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.lines[0]).not.toHaveProperty('project_config');
    expect(JSON.stringify(server!.requests.map((request) => request.body))).toContain(
      'value-from-env-file',
    );
  });

  it('runs a slash command as the prompt, and names the known ones for an unknown command', async () => {
    const cwd = tree({
      '.claude/commands/explain.md':
        '---\ndescription: Explains a file\nallowed-tools: Read\n---\nEXPLAIN COMMAND: explain $1 in detail.\n',
    });
    server = await startFakeAnthropic(readsEnv);
    const unknown = await runCli(['run', '/x now', '--cwd', cwd, '--sandbox', 'off'], {
      ANTHROPIC_BASE_URL: server.url,
      AGENT_LOOP_HOME: home,
    });
    expect(unknown.code, unknown.stderr).toBe(2);
    expect(unknown.stderr).toContain("Unknown command /x: the repository's commands are /explain.");
    expect(server.requests).toHaveLength(0);

    const ran = await runCli(
      [
        'run',
        '/explain README.md',
        '--cwd',
        cwd,
        '--output-format',
        'stream-json',
        '--sandbox',
        'off',
      ],
      { ANTHROPIC_BASE_URL: server.url, AGENT_LOOP_HOME: home },
    );
    expect(ran.code, ran.stderr).toBe(0);
    const first = JSON.stringify(server.requests[0]!.body);
    expect(first).toContain('EXPLAIN COMMAND: explain README.md in detail.');
    const init = ran.lines[0] as { project_config?: { command?: string } };
    expect(init.project_config?.command).toBe('explain');
  });

  it('a broken settings file stops the run before the model, naming the file', async () => {
    const cwd = tree({ '.claude/settings.json': '{"permissions": {"deny": "Bash"}}' });
    const result = await run(cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '.claude/settings.json: permissions.deny must be a list of rule strings',
    );
    expect(result.stderr).toContain('--no-project-config');
    expect(server!.requests).toHaveLength(0);
  });
});

/** A root CLAUDE.md importing docs/rules.md, which imports docs/more.md; a link out of the repository. */
const ROOT_INSTRUCTIONS = {
  'CLAUDE.md': '# Project\nROOT-RULE: use tabs.\nSee @docs/rules.md and @../outside.md.\n',
  'docs/rules.md': 'RULES-RULE: no semicolons. Also @more.md\n',
  'docs/more.md': 'MORE-RULE: name tests after behaviour.\n',
};

describe('the root CLAUDE.md', () => {
  it('reaches the first request with its @imports, inside the repository only', async () => {
    const cwd = tree(ROOT_INSTRUCTIONS);
    writeFileSync(join(dirname(cwd), 'outside.md'), 'OUTSIDE-RULE\n');
    folders.push(join(dirname(cwd), 'outside.md'));
    const result = await run(cwd);
    expect(result.code, result.stderr).toBe(0);
    const first = JSON.stringify(server!.requests[0]!.body);
    for (const rule of ['ROOT-RULE', 'RULES-RULE', 'MORE-RULE']) expect(first).toContain(rule);
    expect(first).not.toContain('OUTSIDE-RULE');
  });
});
