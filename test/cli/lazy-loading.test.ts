/**
 * What a plain run of the bundled CLI loads, traced module by module (the load hooks of
 * test/support/load-trace.mjs): commander only when the command line is not a plain run
 * (help, the version, a mistake), since src/cli/run-flags.ts reads a plain one. Nothing
 * here is timed: the trace lists every module the whole run loaded.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { runCli } from './run-cli.js';

const folder = mkdtempSync(join(tmpdir(), 'cli-lazy-'));
/** Beside the run's folder: a home inside it keeps no cache (src/cli/home.ts). */
const home = mkdtempSync(join(tmpdir(), 'cli-lazy-home-'));
const HOOKS = pathToFileURL(resolve('test/support/load-trace.mjs')).href;
let server: FakeAnthropic | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

/** The dist/ chunks whose text has this source module in it. */
function chunksOf(source: string): string[] {
  const chunks = resolve('dist', 'chunks');
  return readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(join(chunks, name), 'utf8').includes(`// ${source}\n`))
    .map((name) => pathToFileURL(join(chunks, name)).href);
}

/** Runs the CLI; resolves with the modules it loaded. */
async function loadedBy(args: string[], name: string, env: NodeJS.ProcessEnv = {}) {
  const trace = join(folder, `${name}.trace`);
  const run = await runCli(args, {
    NODE_OPTIONS: `--import=${HOOKS}`,
    AGENT_LOOP_LOAD_TRACE: trace,
    AGENT_LOOP_HOME: home,
    ...env,
  });
  return { run, loaded: readFileSync(trace, 'utf8').split('\n').filter(Boolean) };
}

describe('the modules a CLI run loads', () => {
  const commander = chunksOf('node_modules/commander/lib/command.js');

  it('finds commander in a chunk of its own', () => {
    expect(commander).toHaveLength(1);
  });

  it('a plain run reads its command line without commander', async () => {
    server = await startFakeAnthropic(() => reply(text('Hello.')));
    const { run, loaded } = await loadedBy(
      ['run', 'Say hello.', '--cwd', folder, '--sandbox', 'off', '--output-format', 'json'],
      'plain',
      { ANTHROPIC_BASE_URL: server.url },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.lines.at(-1)).toMatchObject({ type: 'result', result: 'Hello.' });
    expect(server.requests).toHaveLength(1);
    expect(loaded.some((url) => url.endsWith('/dist/cli/index.js'))).toBe(true);
    expect(loaded.filter((url) => commander.includes(url))).toEqual([]);
  });

  it('--version loads no node:crypto: the compile caches load it when they sign', async () => {
    const { run, loaded } = await loadedBy(['--version'], 'version');
    expect(run.code, run.stderr).toBe(0);
    expect(loaded.some((url) => url.endsWith('/dist/cli/index.js'))).toBe(true);
    expect(loaded.filter((url) => /^node:/.test(url))).not.toContain('node:crypto');
  });

  it('help and a mistake are commander’s', async () => {
    for (const [name, args] of [
      ['help', ['--help']],
      ['mistake', ['run', 'x', '--max-turns', 'none']],
    ] as const) {
      const { run, loaded } = await loadedBy([...args], name);
      expect(run.code, name).toBe(name === 'help' ? 0 : 2);
      expect(
        loaded.filter((url) => commander.includes(url)),
        name,
      ).toEqual(commander);
    }
  });
});
