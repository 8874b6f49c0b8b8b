/** The review's summary comment names the MCP servers the run went without, and why. */
import { describe, expect, it } from 'vitest';
import {
  renderReviewSummary,
  type ReviewSummaryView,
} from '../../src/github-side/review/render-summary.js';
import { createRedactor } from '../../src/engine/safety/markdown-safety.js';

const SECRET = 'tok-SECRET-0123456789abcdef';
const redact = createRedactor([SECRET]);

const finished: ReviewSummaryView = {
  state: 'complete',
  headSha: 'a'.repeat(40),
  runUrl: 'https://github.com/o/r/actions/runs/19876543210',
  origin: 'Requested by `@octocat`',
  counts: { blocking: 0, important: 1, nit: 0 },
  review: { url: 'https://github.com/o/r/pull/5#pullrequestreview-3600000001' },
  turns: 3,
  costUsd: 0.05,
};

describe('MCP servers in the review summary', () => {
  it('lists each failed server with its reason, masked, and not the connected ones', () => {
    const body = renderReviewSummary(
      {
        ...finished,
        mcpServers: [
          { name: 'docs', status: 'connected' },
          {
            name: 'tracker',
            status: 'failed',
            error: `blocked: the egress proxy refused mcp.internal.example (token ${SECRET})`,
          },
        ],
      },
      redact,
    );
    expect(body).toContain(
      '> These MCP servers were not available (the run went on without their tools):\n> - `tracker`: blocked: the egress proxy refused mcp.internal.example (token ***)',
    );
    expect(body).not.toContain('`docs`');
    expect(body).not.toContain(SECRET);
  });

  it('a failed review says it too; with every server up there is no note', () => {
    const failed = renderReviewSummary(
      {
        ...finished,
        state: 'failed',
        errors: ['The model API answered 529'],
        mcpServers: [{ name: 'db', status: 'failed', error: 'the server exited with code 7' }],
      },
      redact,
    );
    expect(failed).toContain('> - `db`: the server exited with code 7');
    const fine = renderReviewSummary(
      { ...finished, mcpServers: [{ name: 'docs', status: 'connected' }] },
      redact,
    );
    expect(fine).not.toContain('MCP servers were not available');
  });
});
