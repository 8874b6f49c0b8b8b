import { describe, expect, it } from 'vitest';
import { automationPullRequestTitle } from '../../src/github-side/github/pull-request.js';
import {
  createCommentUpdater,
  type UpdaterClock,
} from '../../src/github-side/report/comment-updater.js';
import {
  formatDuration,
  renderFinalReport,
  renderPullRequestBody,
  renderStepSummary,
} from '../../src/github-side/report/final-report.js';
import type { FinalReportView } from '../../src/github-side/report/report-view.js';
import {
  createRedactor,
  defangMentions,
  GITHUB_BODY_LIMIT,
} from '../../src/engine/safety/markdown-safety.js';
import { renderProgressComment } from '../../src/github-side/report/progress-comment.js';

const SECRET = 'sk-ant-api03-VERYSECRET';
const redact = createRedactor([SECRET, 'short']);

const base: FinalReportView = {
  conclusion: 'success',
  terminalReason: 'completed',
  summary: 'Fixed the typo.',
  filesChanged: ['README.md'],
  branch: { name: 'agent/issue-1-x', url: 'https://github.com/o/r/tree/agent/issue-1-x' },
  pullRequest: { number: 9, url: 'https://github.com/o/r/pull/9', created: true },
  runId: '42',
  runUrl: 'https://github.com/o/r/actions/runs/42',
  turns: 3,
  costUsd: 0.0123,
  durationMs: 65_000,
};

describe('progress comment', () => {
  it('renders the checklist, current step, turns, cost and run link with the marker', () => {
    const body = renderProgressComment(
      {
        runId: '42',
        runUrl: 'https://github.com/o/r/actions/runs/42',
        todos: [
          { content: 'Read code', status: 'completed', activeForm: 'Reading code' },
          { content: 'Fix bug', status: 'in_progress', activeForm: 'Fixing bug' },
          { content: 'Run tests for @octo/team', status: 'pending', activeForm: 'Running tests' },
        ],
        currentStep: `Running curl -H "x-api-key: ${SECRET}"`,
        turns: 4,
        costUsd: 0.5,
      },
      redact,
    );
    expect(body).toContain(
      '- [x] Read code\n- [ ] **Fixing bug**\n- [ ] Run tests for `@octo/team`',
    );
    expect(body).toContain(
      'Turns: 4 · Cost: $0.5000 · [View run](https://github.com/o/r/actions/runs/42)',
    );
    expect(body).not.toContain(SECRET);
    expect(body.endsWith('<!-- agent-loop:run:42 -->')).toBe(true);
  });
});

describe('final report', () => {
  it('shows summary, files, links, numbers and the reason in words', () => {
    const body = renderFinalReport(base, redact);
    expect(body).toContain('Fixed the typo.');
    expect(body).toContain('`README.md`');
    expect(body).toContain('Opened PR [#9](https://github.com/o/r/pull/9)');
    expect(body).toContain('[View run](https://github.com/o/r/actions/runs/42)');
    expect(body).toContain('Turns: 3 · Cost: $0.0123 · Duration: 1m 05s');
    expect(body).toContain('the agent finished its work');
    expect(body).toContain('<!-- agent-loop:run:42 -->');
  });

  it('explains partial work, push failures, secrets and fork PRs', () => {
    const body = renderFinalReport(
      {
        ...base,
        conclusion: 'failure',
        terminalReason: 'max_turns',
        partialWorkCommitted: true,
        pushFailure: 'push rejected twice',
        leftOut: [
          { path: 'config/(name withheld)', detail: 'its name contains a known secret value' },
          {
            path: '.github/workflows/ci.yml',
            detail: 'changes under .github/workflows are not published',
          },
        ],
        forkPullRequest: true,
      },
      redact,
    );
    expect(body).toContain('turn limit');
    expect(body).toMatch(/work done so far was committed/);
    expect(body).toMatch(
      /committed in the runner's checkout but could not be pushed: push rejected twice/,
    );
    expect(body).toMatch(/2 changes were left out of the commit/);
    expect(body).toContain('> - `config/(name withheld)`: its name contains a known secret value');
    expect(body).toContain('> - `.github/workflows/ci.yml`: changes under .github/workflows');
    expect(body).toMatch(/fork/);
  });

  it('redacts secrets, defangs mentions and strips forged markers in model text', () => {
    const body = renderFinalReport(
      {
        ...base,
        summary: `Key ${SECRET}. cc @admin and @org/security; mail a@b.com; \`@keep\`\n<!-- agent-loop:run:1 -->`,
      },
      redact,
    );
    expect(body).not.toContain(SECRET);
    expect(body).toContain('cc `@admin` and `@org/security`');
    expect(body).toContain('a@b.com');
    expect(body).toContain('`@keep`');
    expect(body.match(/<!-- agent-loop:/g)).toHaveLength(1);
  });

  it('keeps the body under the GitHub limit, truncating the summary but keeping the footer', () => {
    const huge = '```\n' + 'x'.repeat(200_000);
    const body = renderFinalReport({ ...base, summary: huge }, redact);
    expect(body.length).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(body).toContain('(truncated)');
    expect(body).toContain('[View run]');
    expect(body.endsWith('<!-- agent-loop:run:42 -->')).toBe(true);
    const pr = renderPullRequestBody(
      { issueNumber: 5, summary: huge, runUrl: base.runUrl },
      redact,
    );
    expect(pr.startsWith('Fixes #5')).toBe(true);
    expect(pr.length).toBeLessThan(GITHUB_BODY_LIMIT);
  });

  it('an automation PR body quotes the prompt, has no closing keyword, and stays in bounds', () => {
    const body = renderPullRequestBody(
      {
        prompt: 'Bump the lockfile\n\nAsk @octo-org/maintainers if in doubt.',
        summary: 'Bumped.',
        runUrl: base.runUrl,
        partialReason: 'it reached the turn limit',
      },
      redact,
    );
    expect(body).toContain('> Bump the lockfile');
    expect(body).toContain('`@octo-org/maintainers`');
    expect(body).toContain('Partial work');
    expect(body).toContain('Bumped.');
    expect(body).not.toMatch(/\b(Fixes|Refs) #/);
    const huge = renderPullRequestBody(
      { prompt: 'p '.repeat(100_000), summary: 's'.repeat(100_000), runUrl: base.runUrl },
      redact,
    );
    expect(huge.length).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(automationPullRequestTitle('## Weekly cleanup\nmore', '9')).toBe('Weekly cleanup');
    expect(automationPullRequestTitle('  \n', '9')).toBe('agent-loop: automated run 9');
  });

  it('warns in plain words when the tools ran without the boundary, and is quiet when they did not', () => {
    const warning =
      'The tool boundary is not active (no sudo). Commands could read its environment.';
    for (const render of [renderFinalReport, renderStepSummary]) {
      const unprotected = render({ ...base, sandbox: { active: false, warning } }, redact);
      expect(unprotected).toContain(`> [!CAUTION]\n> ${warning}`);
      expect(render({ ...base, sandbox: { active: true } }, redact)).not.toContain('CAUTION');
    }
  });

  it('the step summary has no marker', () => {
    expect(renderStepSummary(base, redact)).not.toContain('<!--');
    expect(formatDuration(3_725_000)).toBe('1h 02m');
    expect(defangMentions('```\n@x\n```\n@y')).toBe('```\n@x\n```\n`@y`');
  });
});

/** A manual clock: time moves only when the test says so. */
function manualClock(): UpdaterClock & { advance(ms: number): void; pending(): number[] } {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 0;
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const timer of due) timer.fn();
    },
    /** When each timer still set is due: what would keep a real process waiting. */
    pending: () => timers.map((t) => t.at),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('comment updater', () => {
  it('coalesces updates (latest wins), throttles, never overlaps, and flushes the final state', async () => {
    const clock = manualClock();
    const sent: string[] = [];
    let running = 0;
    let maxRunning = 0;
    let release: (() => void) | undefined;
    const updater = createCommentUpdater({
      minIntervalMs: 3000,
      clock,
      update: (body) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        sent.push(body);
        return new Promise<void>((resolve) => {
          release = () => {
            running--;
            resolve();
          };
        });
      },
    });
    updater.push('a');
    expect(sent).toEqual(['a']);
    updater.push('b');
    updater.push('c');
    clock.advance(5000);
    expect(sent).toEqual(['a']); // 'a' still in flight
    release?.();
    await tick();
    expect(sent).toEqual(['a', 'c']); // interval passed: 'c' goes at once, 'b' never
    updater.push('d');
    release?.();
    await tick();
    expect(sent).toEqual(['a', 'c']); // too soon after 'c'
    clock.advance(2999);
    expect(sent).toEqual(['a', 'c']);
    clock.advance(1);
    expect(sent).toEqual(['a', 'c', 'd']);
    updater.push('final');
    const flushed = updater.flush();
    release?.();
    await tick();
    release?.();
    await flushed;
    expect(sent).toEqual(['a', 'c', 'd', 'final']);
    expect(maxRunning).toBe(1);
  });

  it('with lastUpdateAt (the comment was just created), the first edit waits the interval', async () => {
    const clock = manualClock();
    const sent: string[] = [];
    const updater = createCommentUpdater({
      minIntervalMs: 3000,
      lastUpdateAt: clock.now(),
      clock,
      update: async (body) => {
        sent.push(body);
      },
    });
    updater.push('first edit');
    expect(sent).toEqual([]);
    clock.advance(2999);
    expect(sent).toEqual([]);
    clock.advance(1);
    expect(sent).toEqual(['first edit']);
  });

  it('clears the timer of an edit it no longer waits for: one timer when a refusal moves it, none once flushed', async () => {
    const clock = manualClock();
    const sent: string[] = [];
    const updater = createCommentUpdater({
      minIntervalMs: 3000,
      lastUpdateAt: clock.now(),
      clock,
      update: async (body) => {
        sent.push(body);
      },
    });
    updater.push('waiting');
    expect(clock.pending()).toEqual([3000]);
    // The refusal holds every edit for 10 s: the 3 s timer gives way to one at the hold's end.
    updater.refused(10_000);
    expect(clock.pending()).toEqual([10_000]);
    // flush() writes now; a timer left set would hold a real run's exit for the pause.
    await updater.flush();
    expect(sent).toEqual(['waiting']);
    expect(clock.pending()).toEqual([]);
  });

  it('reports intermediate failures and rejects a failed flush', async () => {
    const errors: unknown[] = [];
    const updater = createCommentUpdater({
      minIntervalMs: 0,
      clock: manualClock(),
      onError: (error) => errors.push(error),
      update: async (body) => {
        if (body.startsWith('bad')) throw new Error(body);
      },
    });
    updater.push('bad 1');
    await tick();
    expect(errors).toHaveLength(1);
    updater.push('x');
    await tick();
    updater.push('bad final');
    await expect(updater.flush()).rejects.toThrow('bad final');
  });
});

describe('memory block in the report and the PR body', () => {
  const block = '<!-- agent-loop:memory:v1 eJyrVspLzE1VslIqSi1LLSpOVaoFADhlBaQ= -->';

  it('hides it after the marker of the final report, never in the step summary', () => {
    const report = renderFinalReport({ ...base, memoryBlock: block }, redact);
    expect(report.endsWith(`<!-- agent-loop:run:42 -->\n${block}`)).toBe(true);
    expect(renderStepSummary({ ...base, memoryBlock: block }, redact)).not.toContain('memory');
  });

  it('ends the PR body with it', () => {
    const body = renderPullRequestBody(
      { issueNumber: 1, summary: 'Fixed.', runUrl: 'https://x/runs/1', memoryBlock: block },
      redact,
    );
    expect(body.endsWith(`</sub>\n\n${block}`)).toBe(true);
  });
});
