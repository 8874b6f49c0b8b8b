/** The report renderers' cuts (step line, progress line, comment body) on emoji. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyToolResultBudget,
  toolResultText,
} from '../../src/engine/context/tool-result-budget.js';
import { renderProgressComment } from '../../src/github-side/report/progress-comment.js';
import { describeToolStep } from '../../src/github-side/report/step.js';
import { GITHUB_BODY_LIMIT, truncateText } from '../../src/engine/safety/markdown-safety.js';
import { conversation } from '../context/conversation.js';
import { emoji, expectWellFormed } from '../text/well-formed.js';

describe('cuts in reports, on emoji', () => {
  it('the step line keeps whole emoji and ends with a marker', () => {
    for (const prefix of ['', 'x']) {
      const step = describeToolStep('Bash', { command: `${prefix}${emoji(200)}` });
      expectWellFormed(step);
      expect(step).toMatch(/^Running `x?(🙂)+…`$/u);
      const described = describeToolStep('Bash', {
        description: `${prefix}${emoji(200)}`,
        command: 'ls',
      });
      expectWellFormed(described);
    }
  });

  it('the progress line and a body over the limit keep whole clusters', () => {
    const body = renderProgressComment(
      {
        runId: '1',
        runUrl: 'https://github.example/o/r/actions/runs/1',
        todos: [],
        currentStep: `x${'👨‍👩‍👧'.repeat(100)}`,
        turns: 1,
        costUsd: 0,
      },
      (text) => text,
    );
    expectWellFormed(body);
    expect(body).toMatch(/\*\*Now:\*\* x(👨‍👩‍👧)+\n/u);
    const cut = truncateText(`x${'🇫🇷'.repeat(20_000)}`, GITHUB_BODY_LIMIT - 1000);
    expect(cut).toMatch(/^x(🇫🇷)+\n\n… \(truncated\)$/u);
  });

  it("a huge tool result's preview keeps whole emoji", () => {
    const messages = conversation([{ name: 'Mcp', input: {}, result: `x${emoji(30_000)}` }]);
    const directory = mkdtempSync(join(tmpdir(), 'budget-unicode-'));
    const { messages: out } = applyToolResultBudget(messages, new Map(), { directory });
    rmSync(directory, { recursive: true, force: true });
    const block = (out.at(-1)!.content as { type: string }[])[0] as Parameters<
      typeof toolResultText
    >[0];
    const replaced = toolResultText(block);
    expectWellFormed(replaced);
    expect(replaced).toMatch(/--- preview ---\nx(🙂)+\n--- end of preview ---/u);
  });
});
