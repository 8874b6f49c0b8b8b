/**
 * Issue #19, item 6: inside a memory cgroup of 1.5 GB, a tool call that starts
 * thirty 60 MB processes ends (its processes are killed) while the action, the
 * real CLI with the boundary required, lives on and writes its report.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text as textBlock,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { boundedCgroup } from '../support/memory-cgroup.js';
import { isRoot, makeFakeRunner, ROOT_REASON, type FakeRunner } from './helpers.js';

const LIMIT_BYTES = 1536 * 1024 * 1024;
const HOGS = 30;
/** Thirty processes holding 60 MB each (tail keeps the last 60 MB of a pipe that stays open). */
const HOG_COMMAND = `for i in $(seq ${HOGS}); do { head -c 60M /dev/zero; sleep 8; } | tail -c 60M > /dev/null & done; wait; echo hogs-done`;

describe.skipIf(!isRoot)(`tools under memory pressure (${ROOT_REASON})`, () => {
  const name = `al-oom-${process.pid}`;
  let group: ReturnType<typeof boundedCgroup>;
  let runner: FakeRunner;
  let server: FakeAnthropic;

  beforeAll(async () => {
    group = boundedCgroup(name, LIMIT_BYTES);
    runner = makeFakeRunner('unused');
    server = await startFakeAnthropic([
      reply(toolUse('Bash', { command: HOG_COMMAND, timeout: 120_000 })),
      reply(textBlock('report: the hogs are gone')),
    ]);
  });

  afterAll(async () => {
    await server?.close();
    group?.remove();
    runner?.cleanup();
  });

  it('ends the tool call, not the action, and the report is written', async () => {
    if (!group) throw new Error('no memory cgroup on this host');
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (done) => {
        const child = spawn(
          'sh',
          [
            '-c',
            'echo $$ > "$1/cgroup.procs" && shift && exec "$@"',
            'sh',
            group!.procs,
            process.execPath,
            '--import',
            resolve('node_modules/tsx/dist/loader.mjs'),
            resolve('src/cli/index.ts'),
            'run',
            '--sandbox',
            'required',
            '--output-format',
            'stream-json',
            'use memory',
          ],
          {
            cwd: runner.workspace,
            env: {
              PATH: process.env.PATH,
              HOME: runner.home,
              ANTHROPIC_API_KEY: 'sk-ant-oom-test',
              ANTHROPIC_BASE_URL: server.url,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('close', (code) => done({ code, stdout, stderr }));
      },
    );
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    const lines = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; result?: string; is_error?: boolean });
    const result = lines.find((line) => line.type === 'result');
    expect(result).toMatchObject({ is_error: false, result: 'report: the hogs are gone' });
  }, 300_000);
});
