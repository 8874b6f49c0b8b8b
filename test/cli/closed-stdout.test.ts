/** `agent-loop run ... | head -1`: the reader leaves early, the run does not crash. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { removeUser, uniqueUserName } from '../sandbox/helpers.js';

let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
});
/** As root the CLI sets up its tool boundary; its user is this test's own. */
const TOOL_USER = uniqueUserName('pipe');
afterAll(() => {
  if (process.getuid?.() === 0) removeUser(TOOL_USER);
});

describe('agent-loop run with a reader that closes early', () => {
  it('finishes the run, writes the transcript and exits 0', async () => {
    server = await startFakeAnthropic([
      reply(toolUse('Glob', { pattern: '*' })),
      reply(toolUse('Glob', { pattern: '**/*' })),
      reply(text('done')),
    ]);
    const cwd = mkdtempSync(join(tmpdir(), 'pipe-ws-'));
    const transcript = join(mkdtempSync(join(tmpdir(), 'pipe-tr-')), 'run.jsonl');
    const child = spawn(
      process.execPath,
      [
        resolve('dist/cli/index.js'),
        'run',
        '--cwd',
        cwd,
        '--output-format',
        'stream-json',
        '--transcript',
        transcript,
        'go',
      ],
      {
        env: {
          PATH: process.env.PATH,
          ANTHROPIC_API_KEY: 'sk-test-pipe-0000',
          AGENT_LOOP_HOME: join(dirname(transcript), 'agent-loop-home'),
          ANTHROPIC_BASE_URL: server.url,
          AGENT_LOOP_SANDBOX_USER: TOOL_USER,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // Read the first line, then go away like `head -1`.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = readFileSync(transcript, 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ type: 'result', subtype: 'success' });
  });
});
