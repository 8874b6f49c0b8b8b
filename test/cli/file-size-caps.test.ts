/**
 * Red team, through the bundled CLI: files past the writing tools' size cap. Huge
 * notebooks used to end the process ("JavaScript heap out of memory", no result
 * line): NotebookEdit and Edit read and re-serialised the whole file and the read
 * state kept its text. Past MAX_EDIT_FILE_BYTES each refuses with the reason, the
 * file is left as it was, and the run goes on to its result line.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EDIT_FILE_BYTES } from '../../src/engine/tools/file-state.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type RecordedRequest,
} from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { CLI, runCli } from './run-cli.js';

const HOME = mkdtempSync(join(tmpdir(), 'size-caps-home-'));
const WORKSPACE = mkdtempSync(join(tmpdir(), 'size-caps-ws-'));
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
  for (const dir of [HOME, WORKSPACE]) rmSync(dir, { recursive: true, force: true });
});

/** A valid nbformat 4 notebook just past the cap: one code cell with a large output. */
function hugeNotebook(): string {
  const output = 'x'.repeat(MAX_EDIT_FILE_BYTES);
  const notebook = {
    cells: [
      {
        cell_type: 'code',
        id: 'c1',
        metadata: {},
        execution_count: 1,
        outputs: [{ output_type: 'stream', name: 'stdout', text: [output] }],
        source: ['print(1)\n'],
      },
    ],
    metadata: {},
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(notebook, null, 1)}\n`;
}

function toolResults(request: RecordedRequest): { content: unknown; is_error?: boolean }[] {
  const last = request.body.messages.at(-1);
  const content = Array.isArray(last?.content) ? last.content : [];
  return (content as { type: string; content: unknown; is_error?: boolean }[]).filter(
    (block) => block.type === 'tool_result',
  );
}

describe('writing tools past their size cap', () => {
  it('NotebookEdit and Edit refuse a file past the cap with the reason; the run prints its result line', async () => {
    const notebook = hugeNotebook();
    writeFileSync(join(WORKSPACE, 'huge.ipynb'), notebook);
    const log = `${'line of a large log\n'.repeat(Math.ceil(MAX_EDIT_FILE_BYTES / 20) + 10)}`;
    writeFileSync(join(WORKSPACE, 'huge.log'), log);
    expect(statSync(join(WORKSPACE, 'huge.ipynb')).size).toBeGreaterThan(MAX_EDIT_FILE_BYTES);
    expect(statSync(join(WORKSPACE, 'huge.log')).size).toBeGreaterThan(MAX_EDIT_FILE_BYTES);
    server = await startFakeAnthropic([
      // Read first (in parts: Read returns at most 256 KB at once), as both tools require.
      reply([
        toolUse('Read', { file_path: 'huge.ipynb', offset: 1, limit: 5 }),
        toolUse('Read', { file_path: 'huge.log', offset: 1, limit: 5 }),
      ]),
      reply(
        toolUse('NotebookEdit', { notebook_path: 'huge.ipynb', cell_id: 'c1', new_source: 'y' }),
      ),
      reply(
        toolUse('Edit', {
          file_path: 'huge.log',
          old_string: 'line of a large log\n',
          new_string: 'a changed line\n',
        }),
      ),
      reply(text('Both files are too large to change here.')),
    ]);
    const run = await runCli(
      ['run', '--output-format', 'stream-json', '--cwd', WORKSPACE, '--sandbox', 'off', 'Tidy'],
      { AGENT_LOOP_HOME: HOME, ANTHROPIC_BASE_URL: server.url },
    );
    expect(run.code, run.stderr).toBe(0);
    const result = run.lines.at(-1)!;
    expect(result).toMatchObject({ type: 'result', subtype: 'success', is_error: false });

    const requests = server.requests.filter((request) => request.stepIndex >= 0);
    expect(requests).toHaveLength(4);
    const [notebookEdit] = toolResults(requests[2]!);
    expect(notebookEdit!.is_error).toBe(true);
    expect(JSON.stringify(notebookEdit!.content)).toContain(
      `huge.ipynb is ${notebook.length} bytes, more than the 10 MB (${MAX_EDIT_FILE_BYTES} bytes) NotebookEdit changes at once`,
    );
    const [edit] = toolResults(requests[3]!);
    expect(edit!.is_error).toBe(true);
    expect(JSON.stringify(edit!.content)).toContain(
      `huge.log is ${log.length} bytes, more than the 10 MB (${MAX_EDIT_FILE_BYTES} bytes) Edit changes at once`,
    );
    // Neither file was rewritten.
    expect(readFileSync(join(WORKSPACE, 'huge.ipynb'), 'utf8')).toBe(notebook);
    expect(readFileSync(join(WORKSPACE, 'huge.log'), 'utf8')).toBe(log);
  });
});
