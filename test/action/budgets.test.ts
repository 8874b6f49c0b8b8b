/**
 * Budgets across runs through the bundled action (docs/contract.md#budgets-across-runs): each run reserves its
 * max_budget_usd in the ledger on refs/agent-loop/spend before its first model request
 * and settles to what the API billed; a run that does not fit makes no model request and
 * fails with quota_exhausted; runs at once race for the ref and never both take the last
 * dollars; a killed run's reservation counts at what it reserved, also once it expired;
 * an edited comment is charged to its editor; `@agent usage` reports it.
 * The fake model bills each run $0.45 (200,000 input and 5,000 output tokens of Sonnet
 * 5.5 at $2 and $10 per million).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  makeOrigin,
  runAction,
  type ActionRun,
  type ActionRunOptions,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const SPEND_REF = 'refs/agent-loop/spend';
const FILES = { 'README.md': '# Budgets\n' };
/** What one run is billed: 200,000 × $2/M + 5,000 × $10/M. */
const RUN_COST = 0.45;
const billed = () =>
  reply(text('Nothing needs to change.'), {
    usage: {
      input_tokens: 200_000,
      output_tokens: 5_000,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  });

interface RunOptions {
  body?: string;
  login?: string;
  issueNumber?: number;
  /** The run before, whose origin holds the ledger so far. */
  after?: ActionRun;
  inputs?: Record<string, string>;
  extra?: Partial<ActionRunOptions>;
}

function runWithBudgets(options: RunOptions): Promise<ActionRun> {
  const login = options.login ?? 'maintainer';
  const after = options.after;
  return runAction({
    event: issueCommentEvent({
      body: options.body ?? '@agent look at the README',
      login,
      issueNumber: options.issueNumber ?? 7,
      commentId: TRIGGER_COMMENT_ID + (options.issueNumber ?? 7),
    }),
    repoFiles: FILES,
    inputs: { max_budget_usd: '0.6', budget_daily_usd: '1.9', ...options.inputs },
    github: { permissions: { [login]: 'write' } },
    model: [billed()],
    ...(after
      ? {
          prepareOrigin: async (origin: string) => {
            // GitHub as the run before left it: the ledger ref moved on.
            await git(origin, 'fetch', '-q', after.origin, `+${SPEND_REF}:${SPEND_REF}`);
          },
        }
      : {}),
    ...options.extra,
  });
}

function ledgerOf(origin: string): {
  entries: { requester: string; reserved_usd: number; spent_usd: number | null }[];
} {
  const json = execFileSync('git', ['--git-dir', origin, 'show', `${SPEND_REF}:spend.json`], {
    encoding: 'utf8',
  });
  return JSON.parse(json);
}

const finalComment = (run: ActionRun) =>
  run.github.state.comments.filter((comment) => comment.body.includes('agent-loop')).at(-1)?.body ??
  '';

describe('budgets across runs', () => {
  it('refuses the fourth run of a day before any model request, and @agent usage counts the three', async () => {
    const runs: ActionRun[] = [];
    for (const login of ['maintainer', 'maintainer', 'reviewer']) {
      const run = await runWithBudgets({ login, ...(runs.length ? { after: runs.at(-1)! } : {}) });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.anthropic.requests).toHaveLength(1);
      runs.push(run);
    }
    // Each run reserved its $0.60 and settled to the $0.45 it was billed.
    expect(ledgerOf(runs[2]!.origin).entries).toEqual([
      expect.objectContaining({ requester: 'maintainer', reserved_usd: 0.6, spent_usd: RUN_COST }),
      expect.objectContaining({ requester: 'maintainer', reserved_usd: 0.6, spent_usd: RUN_COST }),
      expect.objectContaining({ requester: 'reviewer', reserved_usd: 0.6, spent_usd: RUN_COST }),
    ]);
    // The issue is read while the run's budget is reserved, not after: its read reaches
    // GitHub before the reservation's ref update does.
    for (const run of runs) {
      const calls = run.github.calls.map((call) => `${call.method} ${call.path}`);
      const issueRead = calls.findIndex((call) => /^GET \S+\/issues\/7\/comments$/.test(call));
      const reserved = calls.findIndex((call) => /^(POST|PATCH) \S+\/git\/refs\b/.test(call));
      expect(issueRead, calls.join('\n')).toBeGreaterThanOrEqual(0);
      expect(reserved, calls.join('\n')).toBeGreaterThan(issueRead);
    }
    // The step summary says what is left today.
    expect(runs[2]!.summary).toContain("The repository's daily budget: $0.55 left of $1.90");

    // $1.35 spent, $0.55 left: the fourth run's $0.60 does not fit.
    const fourth = await runWithBudgets({ after: runs[2]! });
    expect(fourth.anthropic.requests).toHaveLength(0);
    expect(fourth.exitCode).not.toBe(0);
    expect(fourth.outputs.conclusion).toBe('failure');
    expect(fourth.outputs.terminal_reason).toBe('quota_exhausted');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(finalComment(fourth)).toContain(
      `The repository's daily budget (budget_daily_usd: $1.90) has $0.55 left, less than this run's max_budget_usd of $0.60. It resets at ${tomorrow} 00:00 UTC.`,
    );
    // Nothing was reserved for the refused run.
    expect(ledgerOf(fourth.origin).entries).toHaveLength(3);

    const usage = await runWithBudgets({ body: '@agent usage', after: fourth });
    expect(usage.exitCode, usage.stderr).toBe(0);
    expect(usage.outputs.conclusion).toBe('success');
    expect(usage.anthropic.requests).toHaveLength(0);
    const answer = usage.github.state.comments.at(-1)!.body;
    const month = new Date().toISOString().slice(0, 7);
    expect(answer).toContain(`### agent-loop spending in ${month} (UTC)`);
    expect(answer).toContain('**$1.35** over 3 runs.');
    expect(answer).toContain('| `maintainer` | $0.90 | 2 |');
    expect(answer).toContain('| `reviewer` | $0.45 | 1 |');
    expect(answer).toContain("- The repository's daily budget: $0.55 left of $1.90");
  }, 600_000);

  it('lets only one of two simultaneous runs take the last room of a cap', async () => {
    const origin = await makeOrigin(FILES);
    const inputs = { budget_daily_usd: '1' };
    const [a, b] = await Promise.all([
      runWithBudgets({ issueNumber: 7, inputs, extra: { origin } }),
      runWithBudgets({ issueNumber: 8, inputs, extra: { origin } }),
    ]);
    const ran = [a, b].filter((run) => run.anthropic.requests.length > 0);
    const refused = [a, b].filter((run) => run.outputs.terminal_reason === 'quota_exhausted');
    expect(ran).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.anthropic.requests).toHaveLength(0);
    expect(finalComment(refused[0]!)).toMatch(
      /has \$0\.40 left, less than this run's max_budget_usd of \$0\.60; \$0\.60 of it is spent or held by 1 run still open/,
    );
    expect(ledgerOf(origin).entries).toEqual([
      expect.objectContaining({ reserved_usd: 0.6, spent_usd: RUN_COST }),
    ]);
  }, 600_000);

  it("counts a killed run's reservation at what it reserved, also once it expired", async () => {
    // The monthly cap: the reservation aged 6 h 1 min stays in this UTC month (except in the
    // first six hours of a month's first day, when it would land in the month before).
    const inputs = { budget_daily_usd: '', budget_monthly_usd: '1' };
    const killed = await runWithBudgets({
      inputs,
      // The runner's job is killed while the model answers: nothing settles.
      extra: { signals: [{ signal: 'SIGKILL', onModelRequest: 1 }] },
    });
    expect(killed.exitSignal).toBe('SIGKILL');
    expect(ledgerOf(killed.origin).entries).toEqual([
      expect.objectContaining({ reserved_usd: 0.6, spent_usd: null }),
    ]);
    const blocked = await runWithBudgets({ inputs, after: killed });
    expect(blocked.outputs.terminal_reason).toBe('quota_exhausted');
    expect(blocked.anthropic.requests).toHaveLength(0);
    expect(finalComment(blocked)).toContain('held by 1 run still open');

    // Six hours on: the same ledger, its reservation made 6 h 1 min ago. The killed run may
    // have spent all of it before it died: it still counts, as spent.
    const aged = await runWithBudgets({
      inputs,
      after: blocked,
      extra: {
        prepareOrigin: async (origin) => {
          await git(origin, 'fetch', '-q', blocked.origin, `+${SPEND_REF}:${SPEND_REF}`);
          ageLedger(origin, 6 * 60 + 1);
        },
      },
    });
    expect(aged.outputs.terminal_reason).toBe('quota_exhausted');
    expect(aged.anthropic.requests).toHaveLength(0);
    expect(finalComment(aged)).toContain(
      "The repository's monthly budget (budget_monthly_usd: $1.00) has $0.40 left, less than this run's max_budget_usd of $0.60; 1 run that never settled (killed) counts at what it reserved.",
    );
  }, 600_000);

  it('charges an edited comment to the editor who sent it, naming both in the ledger', async () => {
    // `author` wrote a comment; `editor` (also a writer) edited the trigger phrase into it.
    const event = issueCommentEvent({
      body: '@agent look at the README',
      login: 'author',
      commentId: TRIGGER_COMMENT_ID + 20,
    });
    event.payload.action = 'edited';
    event.payload.changes = { body: { from: 'Looks good' } };
    event.payload.sender = { ...event.payload.sender, login: 'editor', type: 'User' };
    const permissions = { author: 'write', editor: 'write' };
    const inputs = { budget_daily_usd: '', budget_user_daily_usd: '1' };
    const edited = await runWithBudgets({ inputs, extra: { event, github: { permissions } } });
    expect(edited.exitCode, edited.stderr).toBe(0);
    expect(edited.anthropic.requests).toHaveLength(1);
    expect(ledgerOf(edited.origin).entries).toEqual([
      expect.objectContaining({ requester: 'editor', author: 'author', spent_usd: RUN_COST }),
    ]);
    // The editor's own next request finds their daily budget spent ($0.45 + $0.60 > $1).
    const next = await runWithBudgets({
      login: 'editor',
      inputs,
      after: edited,
      extra: { github: { permissions } },
    });
    expect(next.anthropic.requests).toHaveLength(0);
    expect(next.outputs.terminal_reason).toBe('quota_exhausted');
    expect(finalComment(next)).toContain(
      "Editor's daily budget (budget_user_daily_usd: $1.00) has $0.55 left",
    );
  }, 600_000);

  it('fails closed when the ledger cannot be written, with no model request', async () => {
    const run = await runWithBudgets({
      extra: {
        github: {
          permissions: { maintainer: 'write' },
          // A token with contents: read (GitHub answers 403 to the write).
          faults: [
            {
              method: 'POST',
              path: /\/git\/trees$/,
              status: 403,
              body: {
                message: 'Resource not accessible by integration',
                documentation_url: 'https://docs.github.com/rest/git/trees#create-a-tree',
                status: '403',
              },
              count: 1,
            },
          ],
        },
      },
    });
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.outputs.conclusion).toBe('failure');
    expect(finalComment(run)).toContain(
      "Could not reserve this run's budget in refs/agent-loop/spend of octo-org/octo-repo, so it did not start (the budgets need `contents: write`)",
    );
  }, 600_000);
});

/** Moves every reservation of the ledger on `origin` back by `minutes`, as time would. */
function ageLedger(origin: string, minutes: number): void {
  const gitIn = (input: string | undefined, ...args: string[]) =>
    execFileSync('git', ['--git-dir', origin, ...args], { input, encoding: 'utf8' }).trim();
  const ledger = JSON.parse(gitIn(undefined, 'show', `${SPEND_REF}:spend.json`));
  for (const entry of ledger.entries) {
    entry.reserved_at = new Date(Date.parse(entry.reserved_at) - minutes * 60_000).toISOString();
  }
  const blob = gitIn(JSON.stringify(ledger), 'hash-object', '-w', '--stdin');
  const tree = gitIn(`100644 blob ${blob}\tspend.json\n`, 'mktree');
  const parent = gitIn(undefined, 'rev-parse', SPEND_REF);
  const commit = gitIn('aged', 'commit-tree', tree, '-p', parent);
  gitIn(undefined, 'update-ref', SPEND_REF, commit);
}
