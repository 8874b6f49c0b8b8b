/**
 * Big pull requests: a 200-file PR against a 20-file PR, each reviewed the way
 * the action does (scope → file groups → sub-loops in parallel under one dollar
 * cap → merged findings), with a fake model of fixed latency that reads and
 * comments on 5 files per answer. Wall time and dollar cost are shown as ratios
 * to the 20-file review; the 200-file PR in a single loop is shown beside them
 * as the reference the parallel groups are meant to beat (target: ≤ 2× wall time).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runSession } from '../src/loop/session.js';
import {
  DEFAULT_GROUP_LIMITS,
  groupInstructions,
  groupLabel,
  splitIntoGroups,
  type GroupLimits,
} from '../src/review/groups.js';
import type { PullFile } from '../src/review/incremental.js';
import { drainSession, runGroupsInParallel } from '../src/review/parallel.js';
import { selectScope } from '../src/review/scope.js';
import { createReviewCommentTool } from '../src/review/comment-tool.js';
import { collectFinding } from '../src/review/review-run.js';
import type { ReviewFinding } from '../src/tools/types.js';
import { fakeReviewModel } from '../test/review/fake-review-model.js';
import { printTable, ratio } from './table.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const FILES_PER_TURN = 5;
const MAX_BUDGET_USD = 5;

interface Measured {
  wallMs: number;
  costUsd: number;
  groups: number;
  comments: number;
  requests: number;
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
    const scope = selectScope(pullRequest(root, count), { reviewPaths: [], reviewIgnore: [] });
    const groups = splitIntoGroups(scope.reviewed, limits);
    const model = fakeReviewModel({ latencyMs: LATENCY_MS, filesPerTurn: FILES_PER_TURN });
    const started = performance.now();
    const merged = await runGroupsInParallel<PullFile[], ReviewFinding>({
      groups,
      maxBudgetUsd: MAX_BUDGET_USD,
      label: groupLabel,
      sameFinding: (a, b) => a.path === b.path && a.line === b.line && a.body === b.body,
      run: async (group, index, budget) => {
        const findings: ReviewFinding[] = [];
        const tool = createReviewCommentTool(group, { maxFindings: 500 });
        const list = group.map((file) => `- \`${file.filename}\``).join('\n');
        const result = await drainSession(
          runSession({
            prompt: `Review this pull request.\n${list}\n\n${groupInstructions(group, index, groups.length)}`,
            workspaceRoot: root,
            model: 'claude-sonnet-5-5',
            maxTurns: 200,
            maxBudgetUsd: MAX_BUDGET_USD,
            budgetPool: budget,
            timeoutMinutes: 10,
            allowedTools: [],
            disallowedTools: ['Write', 'Edit', 'Bash'],
            extraTools: [tool],
            callModel: model,
            secrets: [],
            ripgrepPath: null,
            toolResultDirectory: join(root, '.tool-results'),
          }),
          (event) => collectFinding(event, findings),
        );
        return { result, findings };
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
      comments: merged.findings.length,
      requests: model.requests,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const single: GroupLimits = { maxGroupTokens: Infinity, maxGroupFiles: Infinity, maxGroups: 1 };
  const small = await review(20, DEFAULT_GROUP_LIMITS);
  const large = await review(200, DEFAULT_GROUP_LIMITS);
  const sequential = await review(200, single);
  const row = (name: string, m: Measured) => [
    name,
    m.groups,
    m.requests,
    m.comments,
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
      'wall time',
      'wall ratio',
      'cost',
      'cost ratio',
    ],
    [
      row('20-file PR (reference)', small),
      row('200-file PR, parallel groups', large),
      row('200-file PR, one loop', sequential),
    ],
  );
  console.log(
    `\nFake model: ${LATENCY_MS} ms per request, ${FILES_PER_TURN} files read or commented per answer; cap $${MAX_BUDGET_USD} split among the groups.`,
  );
}
