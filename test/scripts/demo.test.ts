/**
 * The demos as a new user runs them: `npm run demo:cli` (the bundled command against
 * the scripted model) says what started it and that the model is scripted, keeps its
 * session in a temporary AGENT_LOOP_HOME, and leaves no temporary folder behind, also
 * when it fails. `npm run demo` says what it does as it goes, and the figures the README
 * quotes from it are the ones it produces (`npm run docs` copies them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
import { assertDistFresh } from '../dist-fresh.js';
import { docPage } from '../support/doc-pages.js';
// @ts-expect-error: a plain ES module script, without types
import { regenerate } from '../../scripts/docs.mjs';

const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/**
 * Runs `tsx <args>` in the repository with TMPDIR (and HOME) set to fresh folders; with
 * `systemTmp`, without TMPDIR, as `npm run docs` runs the demo whose figures the README
 * quotes (the temporary folders' paths are in the prompt, so their length counts).
 */
function runTsx(args: string[], systemTmp = false) {
  const tmp = mkdtempSync(join(tmpdir(), 'agent-loop-demo-test-tmp-'));
  const home = mkdtempSync(join(tmpdir(), 'agent-loop-demo-test-home-'));
  roots.push(tmp, home);
  // As a user runs it: not inside vitest (the harness the demo imports checks VITEST).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        name !== 'AGENT_LOOP_HOME' &&
        !name.startsWith('VITEST') &&
        !(systemTmp && ['TMPDIR', 'TMP', 'TEMP'].includes(name)),
    ),
  );
  const result = spawnSync(TSX, args, {
    cwd: REPO_ROOT,
    env: { ...env, ...(systemTmp ? {} : { TMPDIR: tmp }), HOME: home },
    encoding: 'utf8',
    timeout: 100_000,
  });
  return { ...result, tmp, home };
}

/** What is left in a TMPDIR, but tsx's own compile cache (`tsx-<uid>`). */
const leftIn = (tmp: string) => readdirSync(tmp).filter((name) => !/^tsx-\d+$/.test(name));

describe('the demos', () => {
  it('demo:cli shows what the command prints and resumes its session, and leaves nothing', () => {
    assertDistFresh();
    const run = runTsx(['scripts/demo-cli.ts']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('What started the run');
    expect(run.stdout).toContain('agent-loop run --verbose --cwd ');
    expect(run.stdout).toContain('The add() test fails. Fix it.');
    // What a user sees in text mode: the answer, the turns and the session to resume.
    expect(run.stdout).toMatch(/stdout \(the answer\):\n {2}Fixed `add` in math\.js/);
    expect(run.stdout).toMatch(/^ {2}\[turn 2\] Editing `math\.js`/m);
    // The scripted model's words say they are scripted.
    expect(run.stdout).toMatch(/^ {2}\[turn 2\] .* · \[scripted demo model, reply 2 of 5\] /m);
    expect(run.stdout).not.toMatch(/Working on step/);
    const session =
      /^ {2}\[session ([0-9a-f-]{36})\] continue it with: agent-loop run --resume \1 /m.exec(
        run.stdout,
      )?.[1];
    expect(session).toBeDefined();
    expect(run.stdout).toContain(`--resume ${session} "Also say which file you changed`);
    expect(run.stdout).toMatch(/stdout \(the answer\):\n {2}I changed math\.js/);
    expect(run.stdout).toMatch(/earlier conversation back: 9 messages/);
    expect(run.stdout).toMatch(/The model is scripted.*\n.*no API key, no network/);
    const home = /AGENT_LOOP_HOME, temporary\): (\S+)/.exec(run.stdout)?.[1];
    expect(home?.startsWith(run.tmp)).toBe(true);
    // The session went to the temporary home, not to ~/.agent-loop, and is gone with it.
    expect(existsSync(join(run.home, '.agent-loop'))).toBe(false);
    expect(leftIn(run.tmp)).toEqual([]);
  });

  it('demo shows the request, then the comment and PR as a reader sees them, and leaves nothing', () => {
    assertDistFresh();
    const out = mkdtempSync(join(tmpdir(), 'agent-loop-demo-test-out-'));
    roots.push(out);
    const run = runTsx(['scripts/demo.ts', '--figures', join(out, 'figures.json')], true);
    expect(run.status, run.stderr).toBe(0);
    // It says what it is doing as it goes: each request to the scripted model, in order.
    const asks = [...run.stdout.matchAll(/asks the scripted model \(request (\d+) of 8\)/g)];
    expect(asks.map((match) => Number(match[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(run.stdout.indexOf('(request 8 of 8)')).toBeLessThan(
      run.stdout.indexOf('Action exited'),
    );
    // The scripted model's words say they are scripted, also where the progress comment shows them.
    expect(run.stdout).toMatch(/\*\*Now:\*\* .* — \[scripted demo model, reply \d of 8\]/);
    expect(run.stdout).not.toMatch(/Working on step/);
    // The README quotes the figures this run produced (`npm run docs` rewrites them).
    const figures = JSON.parse(readFileSync(join(out, 'figures.json'), 'utf8')) as {
      turns: number;
      total_cost_usd: number;
      blocks: Record<string, string>;
    };
    expect(Object.keys(figures.blocks).sort()).toEqual([
      'npm run demo: costs',
      'npm run demo: report',
    ]);
    expect(figures.blocks['npm run demo: report']).toContain(
      `Turns: ${figures.turns} · Cost: $${figures.total_cost_usd.toFixed(4)} · Stopped`,
    );
    const readme = docPage('README.md');
    expect(readme).toContain('<!-- generated: npm run demo: report -->');
    expect(
      regenerate(readme, figures.blocks),
      'the README quotes other figures than `npm run demo` produces: run `npm run docs`',
    ).toBe(readme);
    const start = run.stdout.slice(run.stdout.indexOf('What started the run'));
    expect(start).toMatch(/commented on [\w-]+\/[\w-]+#\d+ .*:\n {2}@agent fix the failing test\n/);
    expect(start).toMatch(/The model is scripted.*\n.*no API key, no network/);
    // Its temporary folders (the session's, the run's) are gone when it ends.
    const home = /AGENT_LOOP_HOME, temporary\): (\S+)/.exec(run.stdout)?.[1];
    const runRoot = /execution_file: (\S+)\/runner-temp\//.exec(run.stdout)?.[1];
    for (const folder of [home, runRoot]) {
      expect(folder).toMatch(/\/agent-loop-(demo-home|action)-\w+$/);
      expect(existsSync(folder!)).toBe(false);
    }
    expect(run.stdout).toContain('conclusion: success');
    // The comment and the pull request as a reader sees them: no hidden marker or memory block.
    const seen = run.stdout.slice(run.stdout.indexOf('What Codertocat sees'));
    expect(seen).toContain('👀');
    expect(seen).toContain('When it is done:\n\n### ✅ agent-loop finished');
    expect(seen).toContain('▸ Files changed (1) (collapsed)');
    expect(seen).toMatch(/━━━ The pull request[^\n]*\n[\s\S]*Fixes #1/);
    const shown = seen.slice(0, seen.indexOf('The step summary'));
    expect(shown).not.toContain('<!--');
    expect(shown).not.toContain('agent-loop:memory');
  }, 120_000);

  it('a demo that fails still removes its temporary folders', () => {
    const script = [
      "import { demoTempDir } from './scripts/demo-temp.ts';",
      "const dir = demoTempDir('probe');",
      'console.log(dir);',
      "throw new Error('the demo failed');",
    ].join('\n');
    const run = runTsx(['--eval', script]);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('the demo failed');
    const dir = run.stdout.trim();
    expect(dir.startsWith(join(run.tmp, 'agent-loop-demo-probe-'))).toBe(true);
    expect(existsSync(dir)).toBe(false);
    expect(leftIn(run.tmp)).toEqual([]);
  });
});
