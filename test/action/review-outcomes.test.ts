/**
 * End to end through the bundle: what became of each finding a review posted
 * (docs/contract.md#review-outcomes). A first review posts three findings; a maintainer
 * answers one "false positive", the author (read access) answers another "won't fix",
 * and a push rewrites the code of the third. The re-review records, in `reviews.json`
 * on the ledger ref, the first dismissed (by whom, why), the second still open, the
 * third fixed; its outputs and step summary say so. `@agent review-stats` then posts
 * the figures with a Mermaid chart for a writer, and nothing for a reader.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import type { FakeGitHubState, FakePull } from '../fakes/github-server.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  type ActionRun,
  TRIGGER_COMMENT_ID,
} from './harness.js';

afterAll(cleanupActionRuns);

const PR = 43;
const LEDGER = 'refs/agent-loop/spend';
const BASE = 'export const NAME = "x";\n';
const V1 = `${BASE}export function add(a, b) {\n  return a - b;\n}\n\nexport const TWICE = 3;\n`;
const BUG = 'This subtracts: `add` must return `a + b`.';
const MAGIC = 'TWICE is 3, not 2.';
const NAMING = 'Name the module after what it does.';
const PERMISSIONS = { octocat: 'write', maintainer: 'write', contributor: 'read' };

async function run(options: {
  body: string;
  login?: string;
  model: Script;
  headFiles?: Record<string, string>;
  after?: ActionRun;
  github?: (earlier: FakeGitHubState | undefined) => Partial<FakeGitHubState>;
  /** A `reviews.json` already on the ledger ref. */
  seed?: object;
  inputs?: Record<string, string>;
}): Promise<ActionRun> {
  const pull: FakePull = {
    number: PR,
    title: 'Math',
    body: 'Adds math.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/outcomes', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const earlier = options.after?.github.state;
  const github: Partial<FakeGitHubState> = {
    pulls: [pull],
    permissions: PERMISSIONS,
    ...(earlier
      ? {
          comments: earlier.comments,
          reviewComments: earlier.reviewComments,
          resolvedThreads: earlier.resolvedThreads,
          reviews: earlier.reviews,
          reactions: earlier.reactions,
          nextId: earlier.nextId,
        }
      : {}),
    ...options.github?.(earlier),
  };
  return runAction({
    event: issueCommentEvent({
      body: options.body,
      ...(options.login ? { login: options.login } : {}),
      issueNumber: PR,
      issueTitle: 'Math',
      pullRequest: true,
      commentId: TRIGGER_COMMENT_ID + (earlier ? earlier.comments.length + 1 : 0),
    }),
    repoFiles: { 'src/math.js': BASE },
    // A daily budget: the spend ledger shares the ref with the outcomes.
    inputs: { budget_daily_usd: '50', ...options.inputs },
    github,
    prepareOrigin: async (origin) => {
      let from = 'main';
      if (options.seed) seedLedger(origin, options.seed);
      if (options.after) {
        // GitHub as the run before left it: its branches and its ledger ref.
        await git(origin, 'fetch', '-q', options.after.origin, '+refs/heads/*:refs/heads/*');
        if (await hasLedger(options.after.origin)) {
          await git(origin, 'fetch', '-q', options.after.origin, `+${LEDGER}:${LEDGER}`);
        }
        from = 'feature/outcomes';
      }
      pull.head.sha = options.headFiles
        ? await pushFiles(origin, {
            ref: 'refs/heads/feature/outcomes',
            from,
            files: options.headFiles,
          })
        : (await git(origin, 'rev-parse', from)).trim();
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      github.pullFiles = { [PR]: pullFilesFromGit(origin, pull.base.sha, pull.head.sha) };
    },
    model: options.model,
  });
}

/** A ledger ref whose commit holds `reviews.json` only, as an earlier run would leave it. */
function seedLedger(origin: string, outcomes: object): void {
  const run = (args: string[], input?: string) =>
    execFileSync('git', ['--git-dir', origin, ...args], { encoding: 'utf8', input }).trim();
  const blob = run(['hash-object', '-w', '--stdin'], JSON.stringify(outcomes));
  const tree = run(['mktree'], `100644 blob ${blob}\treviews.json\n`);
  const commit = run(['commit-tree', tree, '-m', 'seed'], '');
  run(['update-ref', LEDGER, commit]);
}

async function hasLedger(origin: string): Promise<boolean> {
  return (await git(origin, 'for-each-ref', LEDGER)).trim() !== '';
}

interface Recorded {
  pull: number;
  path: string;
  severity: string;
  outcome: string;
  dismissed_by?: string;
  reason?: string;
  posted_at: string;
  decided_at?: string;
}

function outcomesOf(origin: string): Recorded[] {
  const json = execFileSync('git', ['--git-dir', origin, 'show', `${LEDGER}:reviews.json`], {
    encoding: 'utf8',
  });
  return Object.values((JSON.parse(json) as { findings: Record<string, Recorded> }).findings);
}

const finding = (severity: string, line: number, body: string) =>
  toolUse('ReviewComment', { severity, path: 'src/math.js', line, body });
const rootOf = (run: ActionRun, body: string) =>
  run.github.state.reviewComments.find(
    (c) => c.in_reply_to_id === undefined && c.body.includes(body),
  )!;
const STATS_HEAD = '### agent-loop review: the last 30 days';

describe('review outcomes', () => {
  it('records each finding fixed, dismissed or open; review-stats answers a writer, not a reader', async () => {
    const first = await run({
      body: '@agent review',
      headFiles: { 'src/math.js': V1 },
      model: [
        reply(finding('blocking', 3, BUG)),
        reply(finding('important', 6, MAGIC)),
        reply(finding('nit', 2, NAMING)),
        reply(text('Three points.')),
      ],
    });
    expect(first.exitCode, first.stderr).toBe(0);
    expect(outcomesOf(first.origin).map((r) => [r.severity, r.outcome])).toEqual([
      ['blocking', 'open'],
      ['important', 'open'],
      ['nit', 'open'],
    ]);
    expect(first.outputs.findings_fixed).toBe('0');
    expect(first.outputs.findings_dismissed).toBe('0');

    const now = new Date().toISOString();
    const answer = (to: number, login: string, body: string, id: number) => ({
      id,
      pull_number: PR,
      body,
      user: { login },
      path: 'src/math.js',
      in_reply_to_id: to,
      created_at: now,
      updated_at: now,
    });
    const naming = rootOf(first, NAMING);
    const magic = rootOf(first, MAGIC);
    // The bug's line is rewritten; the other two lines stay as they were.
    const second = await run({
      body: '@agent review',
      after: first,
      headFiles: { 'src/math.js': V1.replace('return a - b;', 'return a + b;') },
      github: (earlier) => ({
        reviewComments: [
          ...earlier!.reviewComments,
          answer(naming.id, 'maintainer', 'False positive: the name is fine.', 3_800_000_001),
          // The author has no write access: their "won't fix" dismisses nothing.
          answer(magic.id, 'contributor', "won't fix", 3_800_000_002),
        ],
      }),
      model: [reply(text('Looks fixed.'))],
    });
    expect(second.exitCode, second.stderr).toBe(0);
    const records = outcomesOf(second.origin);
    expect(records.map((r) => [r.severity, r.outcome, r.dismissed_by ?? ''])).toEqual([
      ['blocking', 'fixed', ''],
      ['important', 'open', ''],
      ['nit', 'dismissed', 'maintainer'],
    ]);
    expect(records[2]!.reason).toBe('False positive: the name is fine.');
    expect(records[0]!.decided_at).toBeDefined();
    expect(second.outputs.findings_fixed).toBe('1');
    expect(second.outputs.findings_dismissed).toBe('1');
    // The repository's figures in the step summary.
    expect(second.summary).toContain(STATS_HEAD);
    expect(second.summary).toContain('- Fixed: 1 (33%)');
    // The spend ledger on the same ref keeps its own file.
    const tree = execFileSync(
      'git',
      ['--git-dir', second.origin, 'ls-tree', '--name-only', LEDGER],
      {
        encoding: 'utf8',
      },
    );
    expect(tree.split('\n').filter(Boolean).sort()).toEqual(['reviews.json', 'spend.json']);

    const stats = await run({
      body: '@agent review-stats',
      login: 'maintainer',
      after: second,
      model: [],
    });
    expect(stats.exitCode, stats.stderr).toBe(0);
    expect(stats.outputs.conclusion).toBe('success');
    expect(stats.anthropic.requests).toHaveLength(0);
    const answerBody = stats.github.state.comments.at(-1)!.body;
    expect(answerBody).toContain(STATS_HEAD);
    expect(answerBody).toContain('**3** findings posted: 1 blocking, 1 important, 1 nits.');
    expect(answerBody).toContain('- Dismissed: 1 (33%), the false-positive signal');
    expect(answerBody).toContain('- false positive: 1');
    expect(answerBody).toContain('| `src/math.js` | 3 |');
    expect(answerBody).toContain('```mermaid\npie title What became of the findings');
    expect(answerBody).toContain('  "fixed" : 1');

    const refused = await run({
      body: '@agent review-stats',
      login: 'contributor',
      after: second,
      model: [],
    });
    expect(refused.anthropic.requests).toHaveLength(0);
    expect(refused.outputs.conclusion).not.toBe('success');
    expect(refused.github.state.comments.some((c) => c.body.includes(STATS_HEAD))).toBe(false);
  }, 360_000);

  it('names a path whose findings were mostly dismissed as noisy in the review prompt', async () => {
    const postedAt = new Date().toISOString();
    const dismissed = (n: number) => ({
      pull: 1,
      path: 'src/math.js',
      severity: 'nit',
      posted_at: postedAt,
      outcome: n < 3 ? 'dismissed' : 'fixed',
      decided_at: postedAt,
      ...(n < 3 ? { dismissed_by: 'maintainer', reason: "won't fix" } : {}),
    });
    const review = await run({
      body: '@agent review',
      headFiles: { 'src/math.js': V1 },
      seed: {
        version: 1,
        findings: Object.fromEntries([0, 1, 2, 3].map((n) => [`k${n}`, dismissed(n)])),
      },
      model: [reply(text('Nothing to say.'))],
    });
    expect(review.exitCode, review.stderr).toBe(0);
    const prompt = JSON.stringify(review.anthropic.requests[0]!.body);
    expect(prompt).toContain('## Noisy paths');
    expect(prompt).toContain('- `src/math.js`');
  }, 240_000);

  it('says once that a token with contents: read cannot record them, and posts the review', async () => {
    const review = await run({
      body: '@agent review',
      headFiles: { 'src/math.js': V1 },
      // No budget across runs (it needs contents: write to start at all).
      inputs: { budget_daily_usd: '' },
      github: () => ({
        // The token has contents: read: GitHub refuses the ledger's write (403).
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
            count: 10,
          },
        ],
      }),
      model: [reply(finding('blocking', 3, BUG)), reply(text('One bug.'))],
    });
    expect(review.exitCode, review.stderr).toBe(0);
    expect(review.outputs.conclusion).toBe('success');
    expect(review.github.state.reviews).toHaveLength(1);
    expect(await hasLedger(review.origin)).toBe(false);
    const said = review.stdout
      .split('\n')
      .filter((line) => line.includes('Review outcomes not recorded'));
    expect(said).toEqual([
      "::warning::Review outcomes not recorded: the workflow's token may not write the ledger ref refs/agent-loop/spend (GitHub API 403). The review is posted; give the workflow `permissions: contents: write` to track what becomes of each finding (docs/review.md).",
    ]);
    expect(review.outputs.findings_fixed).toBe('0');
  }, 240_000);
});
