/**
 * A re-read of an unchanged file through the bundled CLI and the real loop: the loop gives
 * Read the conversation, so the second Read is a note, and a third one the text again
 * (docs/contract.md#tools). Tool boundary off: the point is the loop's wiring.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reply, startFakeAnthropic, text, toolUse } from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { CLI, runCli } from './run-cli.js';

const folder = mkdtempSync(join(tmpdir(), 'read-unchanged-cli-'));

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('answers the second Read of an unchanged file with a note and the third with its text', async () => {
  const workspace = join(folder, 'ws');
  mkdirSync(workspace);
  writeFileSync(join(workspace, 'a.ts'), 'export const a = 1;\n');
  const read = () => reply([text('Reading.'), toolUse('Read', { file_path: 'a.ts' })]);
  const server = await startFakeAnthropic([read(), read(), read(), reply(text('Done.'))]);
  try {
    const run = await runCli(
      ['run', 'Look at a.ts.', '--cwd', workspace, '--sandbox', 'off', '--output-format', 'json'],
      { AGENT_LOOP_HOME: join(folder, 'home'), ANTHROPIC_BASE_URL: server.url },
    );
    expect(run.code, run.stderr).toBe(0);
    const messages = server.requests.at(-1)!.body.messages as { content: unknown }[];
    const results = messages
      .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
      .filter((block: { type: string }) => block.type === 'tool_result')
      .map((block: { content: unknown }) => JSON.stringify(block.content));
    expect(results).toHaveLength(3);
    expect(results[0]).toContain('1\\texport const a = 1;');
    expect(results[1]).toContain('a.ts is unchanged since your earlier Read');
    expect(results[1]).not.toContain('export const a');
    expect(results[2]).toContain('1\\texport const a = 1;');
  } finally {
    await server.close();
  }
});
