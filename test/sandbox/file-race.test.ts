/**
 * Issue #19, item 2: a tool user's process, alive during the run inside the real
 * boundary, swaps a workspace folder for a link to the runner's home over and
 * over while the file tools run as the action's user. Whatever the timing, no
 * Read, Glob or Grep ever returns anything from outside the workspace and no
 * Write or Edit ever lands outside it (bounded loops; the assertions never
 * depend on how the race went, only on its having happened: some reads meet the swap).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox, type SpawnedTool } from '../../src/engine/sandbox/index.js';
import { createTools } from '../../src/engine/tools/index.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { makeContext, noRedaction, text } from '../tools/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  removeUser,
  ROOT_REASON,
  uniqueUserName,
  type FakeRunner,
} from './helpers.js';

const SECRET = 'outside-SECRET-4d1e88a2c9';
const ROUNDS = { read: 300, write: 150, edit: 60, search: 20 };

/** Swaps `dir` for a link to `target` and back, as fast as it can, until killed. */
const RACER = `
const fs = require('fs');
process.chdir(process.argv[1]);
const target = process.argv[2];
// Each state is held for a random spin of up to ~0.2 ms, to straddle a check and its use.
const spin = () => { const end = process.hrtime.bigint() + BigInt(Math.floor(Math.random() * 200000)); while (process.hrtime.bigint() < end); };
for (;;) {
  try { fs.renameSync('dir', 'dir.real'); } catch {}
  try { fs.symlinkSync(target, 'dir'); } catch {}
  spin();
  try { fs.unlinkSync('dir'); } catch {}
  try { fs.renameSync('dir.real', 'dir'); } catch {}
  spin();
}`;

describe.skipIf(!isRoot)(`file tools raced by a tool-user process (${ROOT_REASON})`, () => {
  const user = uniqueUserName('race');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let racer: SpawnedTool;
  let tools: Map<string, Tool>;
  let outside: string;

  beforeAll(async () => {
    runner = makeFakeRunner(SECRET);
    // The runner's private folder, readable by the action's user only.
    outside = join(runner.home, 'private');
    mkdirSync(outside, { mode: 0o700 });
    writeFileSync(join(outside, 'secret.txt'), `${SECRET}\n`, { mode: 0o600 });
    writeFileSync(join(outside, 'config.txt'), 'value = 1\n', { mode: 0o600 });
    writeFileSync(join(outside, `only-outside-${SECRET}.txt`), 'x', { mode: 0o600 });
    mkdirSync(join(runner.workspace, 'dir'));
    writeFileSync(join(runner.workspace, 'dir', 'secret.txt'), 'inside\n');
    writeFileSync(join(runner.workspace, 'dir', 'config.txt'), 'value = 1\n');
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
    const list = createTools({
      workspaceRoot: runner.workspace,
      redactSecrets: noRedaction,
      env: { PATH: process.env.PATH },
      spawner: sandbox.spawner,
    });
    tools = new Map(list.map((tool) => [tool.name, tool]));
    racer = await sandbox.spawner.spawn({
      file: process.execPath,
      args: ['-e', RACER, runner.workspace, outside],
      cwd: runner.workspace,
      env: { PATH: '/usr/bin:/bin' },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
  });

  afterAll(async () => {
    await racer?.kill();
    racer?.release();
    await sandbox?.close();
    removeUser(user);
    runner?.cleanup();
  });

  const call = async (name: string, input: Record<string, unknown>, context = makeContext()) =>
    text(await tools.get(name)!.call(input as never, context));

  it('never reads, lists or searches a file outside the workspace', async () => {
    const reads: string[] = [];
    const secretReads: string[] = [];
    for (let round = 0; round < ROUNDS.read; round++) {
      secretReads.push(await call('Read', { file_path: 'dir/secret.txt' }));
      if (round % 2 === 0) reads.push(await call('Read', { file_path: 'dir/nothere.txt' }));
    }
    reads.push(...secretReads);
    const searches: string[] = [];
    for (let round = 0; round < ROUNDS.search; round++) {
      searches.push(await call('Glob', { pattern: '**/*.txt' }));
      searches.push(await call('Grep', { pattern: 'SECRET', output_mode: 'content' }));
      searches.push(await call('Grep', { pattern: '.', path: 'dir', output_mode: 'content' }));
    }
    const leaked = (outputs: string[]) => outputs.filter((output) => output.includes(SECRET));
    expect({ reads: leaked(reads), searches: leaked(searches) }).toEqual({
      reads: [],
      searches: [],
    });
    // The race happened: some reads met the link (or the gap between the swaps) and were
    // refused; a racer that never ran would leave every read a success, and the test
    // would prove nothing. (How many depends on the machine's scheduling.)
    const found = secretReads.filter((output) => output.includes('inside')).length;
    expect(found, 'no read met the swapped folder: the race did not happen').toBeLessThan(
      secretReads.length,
    );
  });

  it('never writes or edits a file outside the workspace', async () => {
    for (let round = 0; round < ROUNDS.write; round++) {
      await call('Write', { file_path: `dir/new-${round}.txt`, content: `written ${round}\n` });
    }
    for (let round = 0; round < ROUNDS.edit; round++) {
      const context = makeContext();
      await call('Read', { file_path: 'dir/config.txt' }, context);
      await call(
        'Edit',
        { file_path: 'dir/config.txt', old_string: 'value = 1', new_string: 'value = 2' },
        context,
      );
      await call(
        'Edit',
        { file_path: 'dir/config.txt', old_string: 'value = 2', new_string: 'value = 1' },
        context,
      );
    }
    expect(readdirSync(outside).sort()).toEqual(
      ['config.txt', `only-outside-${SECRET}.txt`, 'secret.txt'].sort(),
    );
    expect(readFileSync(join(outside, 'config.txt'), 'utf8')).toBe('value = 1\n');
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe(`${SECRET}\n`);
  });

  it('leaves the raced folder usable once the racer is gone', async () => {
    await racer.kill();
    // The racer died anywhere in its loop (and Write may have made a new dir/): start clean.
    for (const name of ['dir', 'dir.real'])
      rmSync(join(runner.workspace, name), { recursive: true, force: true });
    mkdirSync(join(runner.workspace, 'dir'));
    writeFileSync(join(runner.workspace, 'dir', 'secret.txt'), 'inside\n');
    expect(await call('Read', { file_path: 'dir/secret.txt' })).toContain('inside');
  });
});
