/**
 * Big pull requests: a 120-file PR against a 20-file PR, each reviewed the way
 * the action does (scope → file groups sized from the model's context window →
 * sub-loops in parallel drawing from one dollar pool → merged findings), with a
 * fake model of fixed latency that reads and comments on 5 files per answer.
 * Coverage is the share of the PR's files the reviewers commented on (each file
 * gets one comment when its diff reached a reviewer). Wall time and dollar cost
 * are shown as ratios to the 20-file review (target: ≤ 2× wall time, 100 %
 * coverage in both); the 120-file PR in a single loop is the reference beside them.
 */
import type { UsageTotals } from '../src/engine/events/stream.js';
import type { ReviewFinding } from '../src/github-side/review/finding.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runSession } from '../src/engine/session/session.js';
import {
  groupInstructions,
  groupLabel,
  reviewGroupLimits,
  splitIntoGroups,
  type GroupLimits,
} from '../src/github-side/review/groups.js';
import type { PullFile } from '../src/github-side/github/context.js';
import { drainSession, runGroupsInParallel } from '../src/github-side/action/parallel.js';
import { selectScope } from '../src/github-side/review/scope.js';
import { createReviewCommentTool } from '../src/github-side/review/comment-tool.js';
import { collectFinding } from '../src/github-side/review/review-run.js';

import { fakeReviewModel } from '../test/review/fake-review-model.js';
import { printTable, ratio } from './table.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const FILES_PER_TURN = 5;
const MAX_BUDGET_USD = 5;
const MODEL = 'claude-sonnet-5-5';

interface Measured {
  wallMs: number;
  costUsd: number;
  groups: number;
  comments: number;
  requests: number;
  /** Files commented on / files to review. */
  coverage: number;
  /** The tokens of every request, summed (the README's cost table quotes them). */
  usage: UsageTotals;
}

function pullRequest(root: string, count: number): PullFile[] {
  const files: PullFile[] = [];
  for (let i = 0; i < count; i++) {
    const path = `packages/p${Math.floor(i / 20)}/src/module${i}.ts`;
    const lines = Array.from({ length: 30 }, (_, n) => `export const v${i}_${n} = ${n} * ${i};`);
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${lines.join('\n')}\n`);
    files.push({
      filename: path,
      status: 'added',
      additions: lines.length,
      deletions: 0,
      patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join('\n')}`,
    });
  }
  // A lockfile rides along, as in most dependency-touching PRs: summarized, not read.
  files.push({
    filename: 'package-lock.json',
    status: 'modified',
    additions: 900,
    deletions: 700,
    patch: '@@ -1 +1 @@\n-a\n+b',
  });
  return files;
}

async function review(count: number, limits: GroupLimits): Promise<Measured> {
  const root = mkdtempSync(join(tmpdir(), 'agent-review-bench-'));
  try {
    const scope = selectScope(pullRequest(root, count), {
      reviewPaths: [],
      reviewIgnore: [],
      diffBudgetTokens: limits.maxGroups * limits.maxGroupTokens,
    });
    const groups = splitIntoGroups(scope.reviewed, limits);
    const model = fakeReviewModel({ latencyMs: LATENCY_MS, filesPerTurn: FILES_PER_TURN });
    const started = performance.now();
    // Every group's findings go to one list, as the review's state collects them.
    const findings: ReviewFinding[] = [];
    const merged = await runGroupsInParallel<PullFile[]>({
      groups,
      maxBudgetUsd: MAX_BUDGET_USD,
      label: groupLabel,
      run: async (group, index, budget) => {
        const tool = createReviewCommentTool(group, { maxFindings: 500 });
        const list = group.map((file) => `- \`${file.filename}\``).join('\n');
        const result = await drainSession(
          runSession({
            prompt: `Review this pull request.\n${list}\n\n${groupInstructions(group, index, groups.length)}`,
            workspaceRoot: root,
            model: { id: MODEL, call: model },
            limits: {
              maxTurns: 200,
              maxBudgetUsd: MAX_BUDGET_USD,
              spendCap: budget.spendCap,
              timeoutMinutes: 10,
            },
            tools: {
              allowedTools: [],
              disallowedTools: ['Write', 'Edit', 'Bash'],
              extraTools: [tool],
              ripgrepPath: null,
              toolResultDirectory: join(root, '.tool-results'),
            },
            host: { secrets: [] },
          }),
          (event) => collectFinding(event, findings),
        );
        return { result };
      },
    });
    if (merged.result.is_error) {
      throw new Error(
        `bench review ended ${merged.result.terminal_reason}: ${merged.result.errors?.join('; ')}`,
      );
    }
    return {
      wallMs: performance.now() - started,
      costUsd: merged.result.total_cost_usd,
      groups: groups.length,
      comments: findings.length,
      requests: model.requests,
      coverage: new Set(findings.map((f) => f.path)).size / count,
      usage: merged.result.usage,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const single: GroupLimits = { maxGroupTokens: Infinity, maxGroupFiles: Infinity, maxGroups: 1 };
  const limits = reviewGroupLimits(MODEL);
  const small = await review(20, limits);
  const large = await review(120, limits);
  const sequential = await review(120, single);
  const row = (name: string, m: Measured) => [
    name,
    m.groups,
    m.requests,
    m.comments,
    `${Math.round(m.coverage * 100)} %`,
    `${(m.wallMs / 1000).toFixed(1)} s`,
    ratio(m.wallMs, small.wallMs),
    `$${m.costUsd.toFixed(3)}`,
    ratio(m.costUsd, small.costUsd),
  ];
  printTable(
    [
      'review',
      'groups',
      'model requests',
      'comments',
      'coverage',
      'wall time',
      'wall ratio',
      'cost',
      'cost ratio',
    ],
    [
      row('20-file PR (reference)', small),
      row('120-file PR, parallel groups', large),
      row('120-file PR, one loop', sequential),
    ],
  );
  const tokens = ({ usage }: Measured) =>
    `input ${usage.input_tokens}, cache writes ${usage.cache_creation_input_tokens}, cache reads ${usage.cache_read_input_tokens}, output ${usage.output_tokens}`;
  console.log(`\nTokens, 20-file PR: ${tokens(small)}; 120-file PR in groups: ${tokens(large)}.`);
  console.log(
    `Fake model: ${LATENCY_MS} ms per request, ${FILES_PER_TURN} files read or commented per answer; one $${MAX_BUDGET_USD} pool the groups draw from.`,
  );
}
