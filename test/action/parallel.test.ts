import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import type { ReviewFinding } from '../../src/github-side/review/finding.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSession } from '../../src/engine/session/session.js';
import {
  groupInstructions,
  groupLabel,
  splitIntoGroups,
} from '../../src/github-side/review/groups.js';
import type { PullFile } from '../../src/github-side/github/context.js';
import { drainSession, runGroupsInParallel } from '../../src/github-side/action/parallel.js';
import { createReviewCommentTool } from '../../src/github-side/review/comment-tool.js';
import { collectFinding } from '../../src/github-side/review/review-run.js';

import { fakeReviewModel } from '../review/fake-review-model.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function result(costUsd: number, overrides: Partial<ResultEvent> = {}): ResultEvent {
  return {
    type: 'result',
    subtype: 'success',
    is_error: false,
    terminal_reason: 'completed',
    num_turns: 2,
    total_cost_usd: costUsd,
    usage: {
      input_tokens: 10,
      output_tokens: 5,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
    duration_ms: 1,
    duration_api_ms: 1,
    result: 'summary',
    session_id: 's',
    permission_denials: [],
    modelUsage: {},
    uuid: 'u',
    ...overrides,
  };
}

describe('runGroupsInParallel', () => {
  it('keeps a finding once when two groups make the same point', () => {
    // Both groups' loops report into the review's one list (review-state.ts observeFinding).
    const finding = (body: string, line = 3): ReviewFinding => ({
      path: 'src/a.ts',
      line,
      side: 'RIGHT',
      severity: 'important',
      body,
      inDiff: true,
    });
    const event = (comment: ReviewFinding) =>
      ({ type: 'system', subtype: 'review_comment', comment }) as unknown as LoopEvent;
    const findings: ReviewFinding[] = [];
    const added = [
      finding('Off by one.'),
      finding('Off by one.\n'),
      finding('Off by one.', 4),
      finding('Unchecked error.'),
    ].map((one) => collectFinding(event(one), findings));
    expect(added).toEqual([true, false, true, true]);
    expect(findings.map((kept) => `${kept.line} ${kept.body}`)).toEqual([
      '3 Off by one.',
      '4 Off by one.',
      '3 Unchecked error.',
    ]);
  });

  it('ends partial, naming the group, when a group fails; the others still count', async () => {
    const merged = await runGroupsInParallel({
      groups: ['ok', 'turns', 'throws'],
      maxBudgetUsd: 3,
      label: (g) => g,
      run: async (group) => {
        if (group === 'throws') throw new Error('socket hang up');
        if (group === 'turns') {
          return {
            result: result(0.2, {
              is_error: true,
              subtype: 'error_max_turns',
              terminal_reason: 'max_turns',
            }),
          };
        }
        return { result: result(0.1) };
      },
    });
    expect(merged.result.is_error).toBe(true);
    expect(merged.result.terminal_reason).toBe('max_turns');
    expect(merged.result.errors).toEqual(['turns: max_turns', 'throws: socket hang up']);
  });
});

describe('parallel sub-loops (real sessions, fake model)', () => {
  function workspace(count: number): { root: string; files: PullFile[] } {
    const root = mkdtempSync(join(tmpdir(), 'agent-review-parallel-'));
    dirs.push(root);
    const files: PullFile[] = [];
    for (let i = 0; i < count; i++) {
      const path = `pkg${i % 5}/file${i}.ts`;
      const text = `export const value${i} = ${i};\n`;
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
      files.push({
        filename: path,
        status: 'added',
        additions: 1,
        deletions: 0,
        patch: `@@ -0,0 +1 @@\n+${text.trimEnd()}`,
      });
    }
    return { root, files };
  }

  async function review(count: number, maxBudgetUsd: number) {
    const { root, files } = workspace(count);
    const groups = splitIntoGroups(files, {
      maxGroupTokens: 30_000,
      maxGroupFiles: 10,
      maxGroups: 4,
    });
    const model = fakeReviewModel({ latencyMs: 5 });
    // The groups' findings go to one list, as the review's state collects them.
    const findings: ReviewFinding[] = [];
    const merged = await runGroupsInParallel<PullFile[]>({
      groups,
      maxBudgetUsd,
      label: groupLabel,
      run: async (group, index, budget) => {
        const tool = createReviewCommentTool(group);
        const list = group.map((file) => `- \`${file.filename}\``).join('\n');
        const result = await drainSession(
          runSession({
            prompt: `Review these files:\n${list}\n\n${groupInstructions(group, index, groups.length)}`,
            workspaceRoot: root,
            model: { id: 'claude-sonnet-5-5', call: model },
            limits: { maxTurns: 10, maxBudgetUsd, spendCap: budget.spendCap, timeoutMinutes: 5 },
            tools: {
              allowedTools: [],
              disallowedTools: ['Write', 'Edit', 'Bash'],
              extraTools: [tool],
              ripgrepPath: null,
              toolResultDirectory: join(root, '..', `${root.split('/').pop()}-results`),
            },
            host: { secrets: [] },
          }),
          (event) => collectFinding(event, findings),
        );
        return { result };
      },
    });
    return { merged, groups, model, findings };
  }

  it('reviews every file of a 30-file PR in 3 groups and merges one comment per file', async () => {
    const { merged, groups, findings } = await review(30, 5);
    expect(groups).toHaveLength(3);
    expect(merged.result.is_error).toBe(false);
    expect(findings).toHaveLength(30);
    expect(new Set(findings.map((f) => f.path)).size).toBe(30);
    expect(merged.result.num_turns).toBe(9);
  });

  it('draws from one ledger: a cap a fixed split would starve lets every group work', async () => {
    // A group's first request may cost about $0.045 at worst (its bytes at the cache-write
    // rate, 1,024 output tokens): $0.06 / 3 would fit none, the shared ledger fits them all.
    const { merged } = await review(30, 0.06);
    expect(merged.result.total_cost_usd).toBeLessThanOrEqual(0.06);
    expect(merged.groups.every((group) => group.result.num_turns > 0)).toBe(true);
  });

  it('ends the groups the money did not reach budget_exhausted, within the cap', async () => {
    const { merged } = await review(30, 0.05);
    expect(merged.result.total_cost_usd).toBeLessThanOrEqual(0.05);
    expect(merged.groups.map((group) => group.result.terminal_reason)).toContain(
      'budget_exhausted',
    );
    expect(merged.result.is_error).toBe(true);
    expect(merged.result.terminal_reason).toBe('budget_exhausted');
  });
});
