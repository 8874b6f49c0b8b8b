/**
 * `--add-dir <path>` through the bundled CLI and the real SDK against the fake Anthropic
 * server (docs/contract.md#change-sets): a folder beside the working folder, named relative to
 * the current directory, is named in the system prompt and the init line, and the model reads
 * and edits a file there by its absolute path; a bad one is a usage error (exit 2) before the
 * model is asked.
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';
import { isRoot, removeUser, ROOT_REASON, uniqueUserName } from '../sandbox/helpers.js';

const ROOT = realpathSync(mkdtempSync(join(tmpdir(), 'cli-add-dir-')));
const HOME = join(ROOT, 'home');
const APP = join(ROOT, 'app');
const LIB = join(ROOT, 'lib');

let server: FakeAnthropic | undefined;
beforeAll(() => {
  assertDistFresh();
  for (const folder of [HOME, APP, join(LIB, 'src')]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(APP, 'main.ts'), 'import { greet } from "../lib/src/greet";\n');
  writeFileSync(join(LIB, 'src/greet.ts'), 'export const greet = () => "hello";\n');
  writeFileSync(join(ROOT, 'file.txt'), 'not a folder\n');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  if (isRoot) removeUser(TOOL_USER);
  rmSync(ROOT, { recursive: true, force: true });
});

const env = () => ({
  HOME,
  AGENT_LOOP_HOME: HOME,
  ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}),
});
const base = ['--cwd', '.', '--output-format', 'stream-json'];
const TOOL_USER = uniqueUserName('cadd');

describe('agent-loop run --add-dir', () => {
  it('lets the model read and edit a file in ../lib by its absolute path', async () => {
    const greet = join(LIB, 'src/greet.ts');
    server = await startFakeAnthropic([
      reply(toolUse('Read', { file_path: greet })),
      reply(toolUse('Edit', { file_path: greet, old_string: '"hello"', new_string: '"hi"' })),
      reply(text('Changed the greeting in lib.')),
    ]);
    const run = await runCli(
      ['run', 'Say hi in lib', '--add-dir', '../lib', '--sandbox', 'off', ...base],
      env(),
      APP,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(greet, 'utf8')).toBe('export const greet = () => "hi";\n');
    const init = run.lines.find((line) => line.subtype === 'init');
    expect(init?.cwd).toBe(APP);
    expect(init?.added_dirs).toEqual([{ path: LIB, label: 'lib', read_only: false }]);
    const system = JSON.stringify(server.requests[0]!.body.system);
    expect(system).toContain(`  - lib: ${LIB}`);
    const results = run.lines
      .filter((line) => line.type === 'user')
      .map((line) => JSON.stringify(line));
    expect(results[0]).toContain('hello');
    expect(results[1]).not.toContain('is_error":true');
    expect(run.lines.at(-1)?.subtype).toBe('success');
  });

  it.skipIf(!isRoot)(
    `reaches the folder from Bash inside the boundary (${ROOT_REASON})`,
    async () => {
      server = await startFakeAnthropic([
        reply(toolUse('Bash', { command: `pwd; echo via-bash > ${LIB}/bash.txt && id -un` })),
        reply(text('Wrote it.')),
      ]);
      const flags = ['--sandbox', 'required', '--allowed-domains', 'none'];
      const run = await runCli(
        ['run', 'Write in lib', '--add-dir', '../lib', ...base, ...flags],
        { ...env(), AGENT_LOOP_SANDBOX_USER: TOOL_USER },
        APP,
      );
      expect(run.code, run.stderr).toBe(0);
      const result = JSON.stringify(run.lines.find((line) => line.type === 'user'));
      expect(result).toContain(`${APP}\\n${TOOL_USER}`);
      expect(readFileSync(join(LIB, 'bash.txt'), 'utf8')).toBe('via-bash\n');
    },
  );

  it('refuses a path that is not a folder, the working folder or one inside it (exit 2)', async () => {
    server = await startFakeAnthropic([reply(text('never'))]);
    mkdirSync(join(APP, 'inner'), { recursive: true });
    const cases: [string, string][] = [
      ['../missing', '--add-dir: "../missing" is not a directory'],
      ['../file.txt', '--add-dir: "../file.txt" is not a directory'],
      ['.', '--add-dir: "." is the working folder (--cwd) itself'],
      ['inner', '--add-dir: "inner" is inside the working folder'],
      ['..', '--add-dir: ".." contains the working folder'],
    ];
    for (const [path, message] of cases) {
      const run = await runCli(['run', 'x', '--add-dir', path, ...base], env(), APP);
      expect(run.code, path).toBe(2);
      expect(run.stderr).toContain(message);
    }
    expect(server.requests).toHaveLength(0);
  });
});
