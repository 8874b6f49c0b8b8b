/** The step summary: the run at a glance, with its tool calls collected from loop events. */
import { describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import { createRedactor } from '../../src/engine/safety/secrets.js';
import { renderStepSummary } from '../../src/github-side/report/final-report.js';
import { codeCell, type StepSummaryView } from '../../src/github-side/report/step-summary.js';
import { createToolCallLog } from '../../src/github-side/report/tool-calls.js';

const SECRET = 'ghs_summarysecret0123456789';
const redact = createRedactor([SECRET]);

function assistant(uses: { id: string; name: string; input: unknown }[]): LoopEvent {
  return {
    type: 'assistant',
    message: {
      id: 'msg',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-5-5',
      content: uses.map((use) => ({ type: 'tool_use', ...use })),
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
    parent_tool_use_id: null,
    session_id: 's',
    uuid: 'u',
  } as unknown as LoopEvent;
}

function results(entries: { id: string; error?: boolean }[]): LoopEvent {
  return {
    type: 'user',
    message: {
      role: 'user',
      content: entries.map((entry) => ({
        type: 'tool_result',
        tool_use_id: entry.id,
        content: 'x',
        ...(entry.error ? { is_error: true } : {}),
      })),
    },
    parent_tool_use_id: null,
    session_id: 's',
    uuid: 'u',
  };
}

describe('createToolCallLog', () => {
  it('records tool, target, outcome and the time until the result came back', () => {
    let clock = 1_000;
    const log = createToolCallLog(() => clock);
    log.add(assistant([{ id: 'a', name: 'Read', input: { file_path: 'src/app.ts' } }]));
    clock += 1_500;
    log.add(results([{ id: 'a' }]));
    log.add(
      assistant([
        { id: 'b', name: 'Grep', input: { pattern: 'TODO', path: 'src' } },
        { id: 'c', name: 'Bash', input: { command: 'npm test' } },
        { id: 'd', name: 'Bash', input: { command: 'rm -rf /' } },
      ]),
    );
    clock += 4_000;
    log.add(results([{ id: 'b' }, { id: 'c', error: true }, { id: 'd', error: true }]));
    log.add(assistant([{ id: 'e', name: 'Edit', input: { file_path: 'x.ts' } }]));
    log.add({
      type: 'result',
      permission_denials: [{ tool_name: 'Bash', tool_use_id: 'd', tool_input: {} }],
    } as unknown as ResultEvent);
    expect(log.calls()).toMatchObject([
      { tool: 'Read', target: 'src/app.ts', outcome: 'ok', durationMs: 1_500, sharedWith: 0 },
      { tool: 'Grep', target: 'TODO in src', outcome: 'ok', durationMs: 4_000, sharedWith: 2 },
      { tool: 'Bash', target: 'npm test', outcome: 'error' },
      { tool: 'Bash', target: 'rm -rf /', outcome: 'denied' },
      { tool: 'Edit', target: 'x.ts', outcome: 'not run' },
    ]);
  });
});

const base: StepSummaryView = {
  conclusion: 'success',
  terminalReason: 'completed',
  summary: 'Fixed the typo.',
  filesChanged: ['README.md', 'docs/a|b.md'],
  branch: { name: 'agent/issue-7', url: 'https://github.test/o/r/tree/agent/issue-7' },
  pullRequest: { number: 12, url: 'https://github.test/o/r/pull/12', created: true },
  runId: '42',
  runUrl: 'https://github.test/o/r/actions/runs/42',
  turns: 3,
  costUsd: 0.1234,
  durationMs: 65_000,
  provider: 'Amazon Bedrock (eu-west-1)',
  modelUsage: {
    'us.anthropic.claude-sonnet-4-5-20250929-v1:0': {
      inputTokens: 12_000,
      outputTokens: 900,
      cacheReadInputTokens: 5_000,
      cacheCreationInputTokens: 2_000,
      webSearchRequests: 0,
      costUSD: 0.1234,
      contextWindow: 200_000,
    },
  },
  toolCalls: [
    { id: 'a', tool: 'Read', target: 'README.md', outcome: 'ok', durationMs: 200, sharedWith: 0 },
    {
      id: 'b',
      tool: 'Bash',
      target: `curl -H "token: ${SECRET}" x | grep \`id\`\n<!-- agent-loop:run:1 -->`,
      outcome: 'error',
      durationMs: 3_000,
      sharedWith: 1,
    },
  ],
};

describe('renderStepSummary', () => {
  const summary = renderStepSummary(base, redact);

  it('shows the conclusion, turns, cost, duration and provider at a glance', () => {
    expect(summary).toMatch(/^### ✅ agent-loop finished\n/);
    expect(summary).toContain('| Conclusion | success (');
    expect(summary).toContain('| Turns | 3 |');
    expect(summary).toContain('| Cost | $0.12');
    expect(summary).toContain('| Duration | 1m 05s |');
    expect(summary).toContain('| Model provider | Amazon Bedrock (eu-west-1) |');
  });

  it('has the cost by model and one row per tool call', () => {
    expect(summary).toContain(
      '| `us.anthropic.claude-sonnet-4-5-20250929-v1:0` | 12,000 | 900 | 5,000 | 2,000 |',
    );
    expect(summary).toContain('| 1 | Read | `README.md` | ✅ ok | 0s |');
    expect(summary).toMatch(/\| 2 \| Bash \| `.*` \| ❌ error \| 3s \(with 1 more\) \|/);
  });

  it('redacts and escapes targets: one line, no closing backtick, pipes escaped, no marker', () => {
    const bashRow = summary.split('\n').find((line) => line.startsWith('| 2 |'))!;
    expect(bashRow).not.toContain(SECRET);
    expect(bashRow).toContain('***');
    expect(bashRow).toContain("x \\| grep 'id'");
    expect(bashRow).not.toContain('<!-- agent-loop:');
    // Every pipe in the row is a cell border or escaped: six cells.
    expect(bashRow.split(/(?<!\\)\|/)).toHaveLength(7);
    expect(codeCell('a`b|c\nd', (text) => text)).toBe("`a'b\\|c d`");
  });

  it('lists files changed and links to the PR, branch and run, then the summary', () => {
    expect(summary).toContain('#### Files changed (2)\n\n- `README.md`\n- `docs/a\\|b.md`');
    expect(summary).toContain('[#12](https://github.test/o/r/pull/12) (opened)');
    expect(summary).toContain('(https://github.test/o/r/tree/agent/issue-7)');
    expect(summary).toContain('[42](https://github.test/o/r/actions/runs/42)');
    expect(summary).toMatch(/#### Summary\n\nFixed the typo\.\n$/);
  });

  it('a failed run says why it stopped and what was not run', () => {
    const failed = renderStepSummary(
      {
        ...base,
        conclusion: 'failure',
        terminalReason: 'budget_exhausted',
        toolCalls: [{ id: 'x', tool: 'Edit', target: 'a.ts', outcome: 'not run', sharedWith: 0 }],
      },
      redact,
    );
    expect(failed).toMatch(/^### ⚠️ agent-loop stopped: /);
    expect(failed).toContain('| 1 | Edit | `a.ts` | ⏹️ not run |  |');
  });
});
