/**
 * The plan gate on the command line, through the bundled CLI and the fake
 * Anthropic server: `agent-loop plan` runs read-only and writes the checked plan
 * to a file; `agent-loop run --plan <file>` is held to it (a write outside it is
 * denied and listed) and writes an amended plan when the agent asks for more.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const HOME = mkdtempSync(join(tmpdir(), 'cli-plan-home-'));
const WORKSPACE = mkdtempSync(join(tmpdir(), 'cli-plan-ws-'));
const PLAN = join(WORKSPACE, '..', `${WORKSPACE.split('/').at(-1)}-plan.json`);

let server: FakeAnthropic | undefined;
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
  writeFileSync(join(WORKSPACE, 'README.md'), 'This is teh project.\n');
  writeFileSync(join(WORKSPACE, 'app.js'), 'export const app = 1;\n');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  for (const path of [HOME, WORKSPACE, PLAN, PLAN.replace(/\.json$/, '.amended.json')]) {
    rmSync(path, { recursive: true, force: true });
  }
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME,
        AGENT_LOOP_HOME: HOME,
        ANTHROPIC_API_KEY: 'sk-ant-test-key-plan-0123456789',
        ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const common = ['--cwd', WORKSPACE, '--sandbox', 'off', '--output-format', 'json'];
const toolNames = (index: number) =>
  (server!.requests[index]!.body.tools as { name: string }[]).map((tool) => tool.name);

describe('agent-loop plan, then run --plan', () => {
  it('plans read-only and writes the checked plan', async () => {
    server = await startFakeAnthropic([
      reply(
        text(
          JSON.stringify({
            summary: 'Fix the typo.',
            steps: ['Replace teh'],
            files: ['README.md'],
            commands: [],
            hosts: [],
            budget_usd: 1,
          }),
        ),
      ),
    ]);
    const result = await runCli(['plan', ...common, '--out', PLAN, 'fix the typo']);
    expect(result.code, result.stderr).toBe(0);
    expect(toolNames(0)).not.toContain('Write');
    expect(toolNames(0)).not.toContain('Edit');
    expect(toolNames(0)).not.toContain('Bash');
    const plan = JSON.parse(readFileSync(PLAN, 'utf8')) as Record<string, unknown>;
    expect(plan).toMatchObject({ version: 1, request: 'fix the typo', files: ['README.md'] });
    expect(result.stderr).toContain(`written to ${PLAN}`);
  });

  it('runs bound to the plan: a write outside it is denied, and AmendPlan writes the amended plan', async () => {
    server = await startFakeAnthropic([
      reply(toolUse('Read', { file_path: 'README.md' })),
      reply(toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' })),
      reply(toolUse('Write', { file_path: 'app.js', content: 'export const app = 2;\n' })),
      reply(
        toolUse('AmendPlan', {
          reason: 'app.js needs the new name too.',
          files: ['app.js'],
          commands: [],
          hosts: [],
          budget_usd: 1,
        }),
      ),
      reply(text('Fixed the README; app.js needs the amended plan.')),
    ]);
    const result = await runCli(['run', ...common, '--plan', PLAN, 'fix the typo']);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(WORKSPACE, 'README.md'), 'utf8')).toBe('This is the project.\n');
    expect(readFileSync(join(WORKSPACE, 'app.js'), 'utf8')).toBe('export const app = 1;\n');
    const last = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as {
      permission_denials: { tool_name: string }[];
    };
    expect(last.permission_denials.map((denial) => denial.tool_name)).toEqual(['Write']);
    // The result line says how the run ended: work kept, an amended plan waiting.
    expect(last).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      terminal_reason: 'needs_approval',
    });
    const amended = JSON.parse(
      readFileSync(PLAN.replace(/\.json$/, '.amended.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(amended.files).toEqual(['README.md', 'app.js']);
    expect(amended.reason).toBe('app.js needs the new name too.');
    expect(result.stderr).toContain('needs_approval');
  });

  it('refuses a file that is not a plan', async () => {
    const bad = join(WORKSPACE, 'not-a-plan.json');
    writeFileSync(bad, '{"version": 1, "files": "README.md"}');
    const result = await runCli(['run', ...common, '--plan', bad, 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--plan: .* is not a usable plan: "steps" must be a list/);
  });
});
