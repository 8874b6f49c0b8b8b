import { describe, expect, it } from 'vitest';
import { renderFinalReport, renderStepSummary } from '../../src/github-side/report/final-report.js';
import { createRedactor } from '../../src/engine/safety/markdown-safety.js';

const SECRET = 'tok-SECRET-0123456789abcdef';
const redact = createRedactor([SECRET]);

describe('MCP servers in the final report', () => {
  const view = {
    conclusion: 'success' as const,
    terminalReason: 'completed' as const,
    summary: 'Done.',
    filesChanged: [],
    runId: '7',
    runUrl: 'https://github.com/o/r/actions/runs/7',
    turns: 1,
    costUsd: 0.01,
    durationMs: 1000,
  };

  it('names the servers that were not available, with why, and masks secrets', () => {
    const body = renderFinalReport(
      {
        ...view,
        mcpServers: [
          { name: 'docs', status: 'connected' },
          {
            name: 'tracker',
            status: 'failed',
            error: `it did not start: 401 for ${SECRET}\nretry`,
          },
          { name: 'db', status: 'failed', error: 'the server exited with code 7' },
        ],
      },
      redact,
    );
    expect(body).toContain(
      '> These MCP servers were not available (the run went on without their tools):\n> - `tracker`: it did not start: 401 for *** retry\n> - `db`: the server exited with code 7',
    );
    expect(body).not.toContain('`docs`');
    expect(body).not.toContain(SECRET);
  });

  it('says nothing when every server was up', () => {
    const summary = renderStepSummary(
      { ...view, mcpServers: [{ name: 'docs', status: 'connected' }] },
      redact,
    );
    expect(summary).not.toContain('MCP');
  });
});
