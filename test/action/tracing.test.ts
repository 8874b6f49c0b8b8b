/**
 * Tracing through the bundled action (dist/index.js) with the fake GitHub and the fake
 * Anthropic API: one trace per run, its root `agent-loop run` (mode, repository, trigger,
 * terminal reason, turns, cost, conclusion) and a child per GitHub request (the octokit
 * hook: route template, status), per model request and per tool call; no token or
 * masked value in anything the collector received; a dead collector changes nothing
 * but one warning.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { deadPort, startOtlpCollector, type OtlpCollector } from '../fakes/otlp-collector.js';
import {
  cleanupActionRuns,
  issueCommentEvent,
  runAction,
  TEST_ANTHROPIC_API_KEY,
  TEST_GITHUB_TOKEN,
} from './harness.js';

afterAll(cleanupActionRuns);

let collector: OtlpCollector | undefined;
afterEach(async () => {
  await collector?.close();
  collector = undefined;
});

/** A value the workflow passes in a secret-named variable: the run masks it everywhere. */
const WEBHOOK_SECRET = 'whsec-5d1e8a0b7c3f29e4';

const question = (env: Record<string, string>) =>
  runAction({
    event: issueCommentEvent({ body: '@agent what does config.txt say?', issueNumber: 42 }),
    inputs: { allowed_tools: 'Read,Grep,Glob' },
    repoFiles: { 'README.md': '# tracing\n', 'config.txt': `webhook ${WEBHOOK_SECRET}\n` },
    model: [
      reply(toolUse('Read', { file_path: 'config.txt' }, 'toolu_01ActionTracingRead0001')),
      reply(text('config.txt holds a webhook secret (masked).')),
    ],
    env: { DEPLOY_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
  });

describe('the action with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports the run, its GitHub requests, model requests and tool calls as one trace', async () => {
    collector = await startOtlpCollector();
    const run = await question({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    try {
      expect(run.exitCode, run.stderr).toBe(0);
      const spans = collector.spans;
      const roots = spans.filter((span) => span.name === 'agent-loop run');
      expect(roots).toHaveLength(1);
      const root = roots[0]!;
      expect(root.parentSpanId).toBe('');
      expect(root.attributes).toMatchObject({
        'agent_loop.mode': 'fix',
        'agent_loop.repository': 'octo-org/octo-repo',
        'agent_loop.trigger': 'issue_comment',
        'agent_loop.event': 'issue_comment',
        'agent_loop.terminal_reason': 'completed',
        'agent_loop.num_turns': 2,
        'agent_loop.total_cost_usd': Number(run.outputs.total_cost_usd),
        'agent_loop.conclusion': 'success',
        'gen_ai.conversation.id': run.outputs.session_id,
      });
      expect(root.resource['service.name']).toBe('agent-loop');
      // Every span is the root's child, in its trace.
      for (const span of spans.filter((candidate) => candidate !== root)) {
        expect(span.traceId, span.name).toBe(root.traceId);
        expect(span.parentSpanId, span.name).toBe(root.spanId);
      }

      const github = spans.filter((span) => span.attributes['http.request.method'] !== undefined);
      // The gate's permission check, as the route template names it.
      const TEMPLATE = '/repos/{owner}/{repo}/collaborators/{username}/permission';
      const permission = github.find((span) => span.name === `GET ${TEMPLATE}`);
      expect(permission, github.map((span) => span.name).join('\n')).toBeDefined();
      expect(permission!.kind).toBe(3);
      expect(permission!.attributes).toMatchObject({
        'http.request.method': 'GET',
        'url.template': TEMPLATE,
        'http.response.status_code': 200,
        'server.address': '127.0.0.1',
      });
      expect(String(permission!.attributes['url.full'])).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/repos\/octo-org\/octo-repo\/collaborators\/octocat\/permission$/,
      );
      // A route written with its values is named by the method alone.
      const comments = github.find((span) =>
        String(span.attributes['url.full']).endsWith('/issues/42/comments?per_page=100'),
      );
      expect(comments?.name).toBe('GET');
      expect(comments?.attributes['url.template']).toBeUndefined();
      // The progress comment is posted and edited: writes are spans too.
      expect(
        github.some((span) => span.name.startsWith('POST ') && span.name.endsWith('/comments')),
      ).toBe(true);

      const chats = spans.filter((span) => span.name.startsWith('chat '));
      expect(chats).toHaveLength(2);
      expect(chats[0]!.attributes).toMatchObject({
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'anthropic',
        'gen_ai.response.finish_reasons': ['tool_use'],
      });
      const tools = spans.filter((span) => span.name.startsWith('execute_tool '));
      expect(tools.map((span) => span.attributes['gen_ai.tool.call.id'])).toEqual([
        'toolu_01ActionTracingRead0001',
      ]);

      const everything = collector.bodies.join('\n');
      for (const secret of [WEBHOOK_SECRET, TEST_GITHUB_TOKEN, TEST_ANTHROPIC_API_KEY]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      await run.cleanup();
    }
  });

  it('runs and reports as usual when the collector is down, with one warning', async () => {
    const port = await deadPort();
    const run = await question({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe('success');
      expect(run.outputs.terminal_reason).toBe('completed');
      const warnings = run.stdout.split('\n').filter((line) => /^::warning::tracing/.test(line));
      expect(warnings, run.stdout).toHaveLength(1);
      expect(run.github.state.comments.at(-1)!.body).toContain('config.txt');
    } finally {
      await run.cleanup();
    }
  });
});
