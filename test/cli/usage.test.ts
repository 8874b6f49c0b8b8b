/**
 * `agent-loop usage` (docs/contract.md#budgets-across-runs): the same ledger `@agent usage` reads, from a clone:
 * fetched from origin's refs/agent-loop/spend, by day and by requester.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptySpendHistory,
  serializeSpendHistory,
  withReservation,
  withSettlement,
} from '../../src/engine/budgets/spend-history.js';
import { assertDistFresh } from '../dist-fresh.js';
import { runCli } from './run-cli.js';

const SPEND_REF = 'refs/agent-loop/spend';
let root: string;
let clone: string;
const now = new Date();
const today = now.toISOString().slice(0, 10);

function git(cwd: string, input: string | undefined, ...args: string[]): string {
  return execFileSync('git', ['-C', cwd, ...args], {
    input,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).trim();
}

beforeAll(() => {
  assertDistFresh();
  root = mkdtempSync(join(tmpdir(), 'usage-cli-'));
  const origin = join(root, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', origin]);
  // A ledger as the action leaves it: two settled runs and one still open.
  let ledger = emptySpendHistory();
  for (const [run, requester, spent] of [
    ['a', 'alice', 1.25],
    ['b', 'bob', 0.5],
    ['c', 'alice', null],
  ] as const) {
    ledger = withReservation(ledger, { run, requester, amount: 2 }, now);
    if (spent !== null)
      ledger = withSettlement(
        ledger,
        { run, requester, spent, reservedAt: now.toISOString() },
        now,
      );
  }
  const blob = git(origin, serializeSpendHistory(ledger), 'hash-object', '-w', '--stdin');
  const tree = git(origin, `100644 blob ${blob}\tspend.json\n`, 'mktree');
  const commit = git(origin, 'ledger', 'commit-tree', tree);
  git(origin, undefined, 'update-ref', SPEND_REF, commit);
  clone = join(root, 'clone');
  execFileSync('git', ['clone', '-q', origin, clone]);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('agent-loop usage', () => {
  it("fetches origin's ledger and prints this month by day and by requester", async () => {
    const run = await runCli(['usage', '--cwd', clone], {});
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `agent-loop spending in ${today.slice(0, 7)} (UTC): $3.75 over 3 runs (1 still holding a reservation)`,
    );
    expect(run.stdout).toMatch(new RegExp(`${today}\\s+\\$3\\.75\\s+3 runs`));
    expect(run.stdout).toMatch(/alice\s+\$3\.25\s+2 runs/);
    expect(run.stdout).toMatch(/bob\s+\$0\.50\s+1 run\n/);
  });

  it('prints JSON; with --no-fetch it reads the clone as it is', async () => {
    const fetched = await runCli(['usage', '--cwd', clone, '--json'], {});
    expect(fetched.code, fetched.stderr).toBe(0);
    expect(fetched.lines[0]).toMatchObject({ totalUsd: 3.75, runs: 3, openRuns: 1 });
    // A plain clone does not fetch refs/agent-loop/*: without fetching there is no ledger.
    const plain = join(root, 'plain');
    execFileSync('git', ['clone', '-q', join(root, 'origin.git'), plain]);
    const local = await runCli(['usage', '--cwd', plain, '--json', '--no-fetch'], {});
    expect(local.code, local.stderr).toBe(0);
    expect(local.lines[0]).toMatchObject({ totalUsd: 0, runs: 0 });
  });

  it('says what is wrong: no repository, a bad flag', async () => {
    const notRepo = await runCli(['usage', '--cwd', tmpdir()], {});
    expect(notRepo.code).toBe(1);
    expect(notRepo.stderr).toMatch(/is not a git repository/);
    const badFlag = await runCli(['usage', '--daily'], {});
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toMatch(/^agent-loop: usage: unknown option '--daily'/);
  });
});
