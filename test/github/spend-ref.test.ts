/**
 * The spend ledger on GitHub (docs/contract.md#budgets-across-runs) through the real client against the fake
 * GitHub, whose Git database routes keep their objects in a real bare repository and
 * move a ref only forward: runs at once race for the ref, the losers read again, and
 * the committed history never holds more than the cap. Every request and answer is
 * checked against GitHub's OpenAPI description (the fake's close fails on a violation).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reserveRun, settleRun } from '../../src/engine/budgets/reservation.js';
import {
  LedgerFormatError,
  parseSpendHistory,
  SPEND_REF,
  windowTotal,
} from '../../src/engine/budgets/spend-history.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { gitHubLedgerStore } from '../../src/github-side/github/spend-ref.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';

const REPO = { owner: 'octo-org', repo: 'octo-repo' };
let fake: FakeGitHub | undefined;
let bare: string | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
  if (bare) rmSync(bare, { recursive: true, force: true });
});

async function setup() {
  bare = mkdtempSync(join(tmpdir(), 'spend-ref-'));
  execFileSync('git', ['init', '-q', '--bare', bare]);
  fake = await startFakeGitHub({ ...REPO, gitRepository: bare });
  const client = createGitHubClient({
    token: 'ghs_spendLedgerTest0123456789',
    baseUrl: fake.url,
    // One client plays every run here: its writes are not spaced a second apart.
    retry: { writeSpacingMs: 0 },
  });
  return { store: gitHubLedgerStore(client, REPO), fake };
}

/** Every ledger the ref has pointed at, oldest first. */
function history(): ReturnType<typeof parseSpendHistory>[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', bare!, ...args], { encoding: 'utf8' });
  return git('rev-list', '--reverse', SPEND_REF)
    .split('\n')
    .filter(Boolean)
    .map((sha) => parseSpendHistory(git('show', `${sha}:spend.json`)));
}

describe('the ledger on refs/agent-loop/spend', () => {
  it('lets runs at once reserve only what the cap holds, each write a fast-forward', async () => {
    const { store } = await setup();
    const caps = { dailyUsd: 10 };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        reserveRun(store, caps, { run: `run-${index}`, requester: 'alice' }, 3, {
          wait: () => new Promise(setImmediate),
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.reserved)).toHaveLength(3);
    const refused = outcomes.find((outcome) => !outcome.reserved);
    expect(refused).toMatchObject({ status: { used: 9, left: 1 } });
    const now = new Date();
    for (const ledger of history()) {
      expect(windowTotal(ledger, { period: 'day' }, now)).toBeLessThanOrEqual(10);
    }
    // The losers lost at GitHub: their ref updates were refused as not fast-forwards.
    const moves = fake!.calls.filter((call) => call.path.includes('/git/ref'));
    expect(moves.length).toBeGreaterThan(3);
    expect(history()).toHaveLength(3);
  });

  it('settles to what a run spent and reads back the same ledger', async () => {
    const { store } = await setup();
    const caps = { dailyUsd: 10, userDailyUsd: 4 };
    const held = await reserveRun(store, caps, { run: 'r1', requester: 'Alice' }, 3);
    if (!held.reserved) throw new Error('not reserved');
    const after = await settleRun(store, caps, held.reservation, 0.42);
    expect(after.map((status) => status.left)).toEqual([9.58, 3.58]);
    const { ledger, version } = await store.read();
    expect(ledger.entries).toEqual([
      expect.objectContaining({ run: 'r1', requester: 'alice', reserved_usd: 3, spent_usd: 0.42 }),
    ]);
    expect(version).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses a ref whose spend.json is not a ledger, saying how to start again', async () => {
    const { store } = await setup();
    const git = (input: string | undefined, ...args: string[]) =>
      execFileSync('git', ['--git-dir', bare!, ...args], { input, encoding: 'utf8' }).trim();
    const blob = git('not json', 'hash-object', '-w', '--stdin');
    const tree = git(`100644 blob ${blob}\tspend.json\n`, 'mktree');
    const commit = git('', 'commit-tree', tree, '-m', 'broken');
    git(undefined, 'update-ref', SPEND_REF, commit);
    const failure = await store.read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LedgerFormatError);
    expect(String(failure)).toMatch(/spend\.json is not JSON.*delete the ref/);
  });
});
