/**
 * `mcp_config` through the bundled action: the real fake MCP server (stdio,
 * inside the tool boundary when the test runs as root), a server that fails to
 * start, and a configuration file on a pull request's head that is refused.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { bundleFakeMcpServer } from '../fakes/mcp-server.js';
import { serverUserName } from '../../src/engine/sandbox/server-user.js';
import { isRoot, uidOf } from '../sandbox/helpers.js';
import {
  cleanupActionRuns,
  HARNESS_TOOL_USER,
  issueCommentEvent,
  pushFiles,
  runAction,
  TEST_ANTHROPIC_API_KEY,
  TEST_GITHUB_TOKEN,
  type ActionRun,
} from './harness.js';

// Bundled outside /tmp: as root the server runs inside the tool boundary, whose user has a /tmp of its own.
const server = bundleFakeMcpServer();
afterAll(async () => {
  server.remove();
  await cleanupActionRuns();
});

const BOT = 'github-actions[bot]';

function mcpConfig(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    mcpServers: {
      fake: { command: process.execPath, args: server.args, env: { GREETING: 'hi' } },
      ...extra,
    },
  });
}

function finalComment(run: ActionRun): string {
  return (
    run.github.state.comments.filter((comment) => comment.user.login === BOT).at(-1)?.body ?? ''
  );
}

/** The tool results the model was sent in its request number `index`. */
function toolResults(run: ActionRun, index: number): { content: unknown; is_error?: boolean }[] {
  const body = run.anthropic.requests[index]!.body as { messages: { content: unknown }[] };
  const last = body.messages.at(-1)!.content as { type: string }[];
  return last.filter((block) => block.type === 'tool_result') as never;
}

describe('mcp_config in the action', () => {
  it('offers the servers’ tools, keeps secrets from them and reports a server that failed', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent look it up', issueNumber: 21 }),
      repoFiles: {
        'README.md': '# sample\n',
        '.github/mcp.json': mcpConfig({
          broken: { command: process.execPath, args: ['-e', 'process.exit(9)'] },
        }),
      },
      inputs: { mcp_config: '.github/mcp.json', allowed_tools: 'Read,mcp__fake' },
      model: [
        reply([
          toolUse('mcp__fake__echo', { text: 'hello' }),
          toolUse('mcp__fake__environment', {}),
        ]),
        reply(text('Looked it up.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    const init = run.transcript[0]!;
    expect(init.mcp_servers).toEqual([
      { name: 'fake', status: 'connected' },
      {
        name: 'broken',
        status: 'failed',
        error: 'it did not start: the server exited with code 9',
      },
    ]);
    expect(run.stdout).toContain(
      'MCP server "broken" is not available: it did not start: the server exited with code 9',
    );
    expect(init.tools).toEqual(expect.arrayContaining(['Read', 'mcp__fake__echo']));
    const [echo, environment] = toolResults(run, 1);
    expect(echo!.content).toBe('echo: hello');
    const seen = JSON.parse(environment!.content as string) as {
      names: string[];
      GREETING: string;
      uid: number;
    };
    expect(seen.GREETING).toBe('hi');
    // As root the boundary is up: the server runs as the servers' own user, not the tools'.
    expect(seen.uid).toBe(isRoot ? uidOf(serverUserName(HARNESS_TOOL_USER)) : process.getuid?.());
    for (const name of [
      'ANTHROPIC_API_KEY',
      'INPUT_ANTHROPIC_API_KEY',
      'INPUT_GITHUB_TOKEN',
      'GITHUB_TOKEN',
    ]) {
      expect(seen.names).not.toContain(name);
    }
    const seenByModel = JSON.stringify(run.anthropic.requests.map((request) => request.body));
    expect(seenByModel).not.toContain(TEST_ANTHROPIC_API_KEY);
    expect(seenByModel).not.toContain(TEST_GITHUB_TOKEN);
    for (const report of [finalComment(run), run.summary]) {
      expect(report).toContain('These MCP servers were not available');
      expect(report).toContain('`broken`: it did not start: the server exited with code 9');
    }
  });

  it("refuses a configuration file from a pull request's head and starts nothing", async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'mcp-marker-')), 'started');
    const config = JSON.stringify({
      mcpServers: {
        planted: {
          command: process.execPath,
          args: ['-e', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`],
        },
      },
    });
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent please tidy up',
        issueNumber: 22,
        issueTitle: 'Tidy',
        pullRequest: true,
      }),
      repoFiles: { 'README.md': '# sample\n' },
      github: {
        pulls: [
          {
            number: 22,
            title: 'Tidy',
            body: '',
            state: 'open',
            user: { login: 'octocat' },
            head: { ref: 'feature/tidy', repo: 'octo-org/octo-repo' },
            base: { ref: 'main' },
          },
        ],
      },
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/heads/feature/tidy', files: { '.mcp.json': config } });
      },
      // Off, so that the marker would be seen were the planted server ever started.
      inputs: { mcp_config: '.mcp.json', sandbox: 'off' },
      model: [reply(text('Nothing to do.'))],
    });
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.anthropic.requests).toHaveLength(0);
    expect(existsSync(marker)).toBe(false);
    expect(finalComment(run)).toContain(
      'Reading mcp_config failed: Input mcp_config: ".mcp.json" is inside the workspace, which holds a pull request',
    );
  });
});
