/**
 * A review run whose MCP server failed says so, with why, where the reviewer
 * looks: the pull request's summary comment (the review's final report) and the
 * step summary, besides system/init.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';

describe('a review with an MCP server that failed', () => {
  it('names the server and its reason in the summary comment and the step summary', async () => {
    const pull: FakePull = {
      number: 21,
      title: 'Fix the greeting',
      body: 'Fixes the typo.',
      state: 'open',
      user: { login: 'contributor' },
      head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
      base: { ref: 'main' },
    };
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent review',
        issueNumber: 21,
        issueTitle: 'Fix the greeting',
        pullRequest: true,
      }),
      repoFiles: { 'README.md': '# sample\n' },
      // Inline: a file in the workspace would come from the pull request's head.
      inputs: {
        mcp_config: JSON.stringify({
          mcpServers: { broken: { command: process.execPath, args: ['-e', 'process.exit(9)'] } },
        }),
      },
      github: {
        pulls: [pull],
        pullFiles: {
          21: [{ filename: 'README.md', status: 'modified', additions: 1, deletions: 1 }],
        },
      },
      prepareOrigin: async (origin) => {
        pull.head.sha = await pushFiles(origin, {
          ref: 'refs/heads/feature/greeting',
          files: { 'README.md': '# sample!\n' },
        });
      },
      model: [reply(text('The change is fine.'))],
    });
    expect(run.exitCode, run.stderr + run.stdout.slice(-2500)).toBe(0);
    expect(run.transcript[0]!.mcp_servers).toEqual([
      {
        name: 'broken',
        status: 'failed',
        error: 'it did not start: the server exited with code 9',
      },
    ]);
    const summaryComment =
      run.github.state.comments.filter((comment) => comment.user.login === BOT).at(-1)?.body ?? '';
    for (const report of [summaryComment, run.summary]) {
      expect(report).toContain('These MCP servers were not available');
      expect(report).toContain('`broken`: it did not start: the server exited with code 9');
    }
  });
});
