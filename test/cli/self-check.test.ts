/**
 * `--self-check` through the bundled CLI (dist/cli/index.js) against the fake Anthropic server, in
 * a real git repository: a change that breaks the repository's test is sent back once, the
 * stream-json has a `system` / `self_check` line per round and the result line says how it ended;
 * a folder without a commit is a usage error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const HOME = mkdtempSync(join(tmpdir(), 'cli-self-check-home-'));
const folders: string[] = [HOME];
let server: FakeAnthropic | undefined;

beforeAll(() => assertDistFresh());
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function repository(): string {
  const root = mkdtempSync(join(tmpdir(), 'cli-self-check-'));
  folders.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root });
  git('init', '-q', '-b', 'main');
  writeFileSync(join(root, 'value.txt'), 'ok\n');
  writeFileSync(
    join(root, 'test.sh'),
    'test "$(cat value.txt)" = ok || { echo "value.txt is $(cat value.txt), want ok"; exit 1; }\n',
  );
  writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { test: 'sh test.sh' } }));
  git('add', '-A');
  git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base');
  return root;
}

const run = (cwd: string, ...flags: string[]) =>
  runCli(
    ['run', '--cwd', cwd, '--sandbox', 'off', '--allowed-tools', 'Bash', ...flags, 'Change it.'],
    { HOME, AGENT_LOOP_HOME: HOME, ...(server ? { ANTHROPIC_BASE_URL: server.url } : {}) },
  );

describe('agent-loop run --self-check', () => {
  it('sends a new failure back, then reports the checks on the self_check lines and the result', async () => {
    server = await startFakeAnthropic([
      reply(toolUse('Bash', { command: 'echo broken > value.txt; echo new > new.txt' })),
      reply(text('Done.')),
      reply(toolUse('Bash', { command: 'echo ok > value.txt' })),
      reply(text('Done, and the test passes.')),
    ]);
    const cwd = repository();
    const cli = await run(cwd, '--self-check', '--output-format', 'stream-json');
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.stringify(server.requests[2]!.body.messages.at(-1))).toContain(
      'value.txt is broken, want ok',
    );
    const rounds = cli.lines.filter((line) => line.subtype === 'self_check');
    expect(rounds).toMatchObject([
      {
        type: 'system',
        round: 1,
        sent_back: true,
        checks: [{ command: 'npm run test', status: 'failed' }],
      },
      { type: 'system', round: 2, sent_back: false, checks: [{ status: 'passed' }] },
    ]);
    expect(cli.stderr).not.toContain('[self-check'); // stream-json has its own lines
    expect(cli.lines.at(-1)).toMatchObject({
      type: 'result',
      terminal_reason: 'completed',
      num_turns: 4,
      self_check: { status: 'passed', rounds: 2 },
    });
  });

  it('has no self_check without the flag, and refuses a folder without a commit', async () => {
    server = await startFakeAnthropic([
      reply(toolUse('Bash', { command: 'echo broken > value.txt' })),
      reply(text('Done.')),
    ]);
    const cli = await run(repository(), '--output-format', 'json');
    expect(cli.code, cli.stderr).toBe(0);
    expect(server.requests).toHaveLength(2);
    expect(cli.lines.at(-1)).not.toHaveProperty('self_check');

    const empty = mkdtempSync(join(tmpdir(), 'cli-self-check-empty-'));
    folders.push(empty);
    // In text mode each round is a line on stderr: the checks may take minutes.
    await server.close();
    server = await startFakeAnthropic([
      reply(toolUse('Bash', { command: 'echo broken > value.txt' })),
      reply(text('Done.')),
      reply(toolUse('Bash', { command: 'echo ok > value.txt' })),
      reply(text('Fixed.')),
    ]);
    const textMode = await run(repository(), '--self-check');
    expect(textMode.stdout).toBe('Fixed.\n');
    expect(textMode.stderr).toContain(
      '[self-check 1] 0 passed, 1 failed: sent back to the agent\n',
    );
    expect(textMode.stderr).toContain('[self-check 2] 1 passed, 0 failed\n');

    const refused = await run(empty, '--self-check');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--self-check:');
    expect(refused.stderr).toContain('not in a git repository with a commit');
  });
});
