/**
 * A stdio MCP server is a tool process: inside the real boundary (as root, with
 * a user of this test's own) it runs as the tool user, sees only its configured
 * environment, and is gone with everything it started when the run ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InitEvent,
  LoopEvent,
  ResultEvent,
  UserEvent,
} from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import { openSandbox, type Sandbox } from '../../src/engine/sandbox/index.js';
import { serverUserName } from '../../src/engine/sandbox/server-user.js';
import { bundleFakeMcpServer } from '../fakes/mcp-server.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';
import {
  isRoot,
  makeFakeRunner,
  processesOf,
  removeUser,
  ROOT_REASON,
  uidOf,
  uniqueUserName,
  type FakeRunner,
} from '../sandbox/helpers.js';

const SECRET = 'planted-MCP-SECRET-4b1d9e7c2a';

describe.skipIf(!isRoot)(`a stdio MCP server inside the tool boundary (${ROOT_REASON})`, () => {
  const user = uniqueUserName('mcp');
  let runner: FakeRunner;
  let sandbox: Sandbox;
  let server: ReturnType<typeof bundleFakeMcpServer>;

  beforeAll(async () => {
    runner = makeFakeRunner(SECRET);
    server = bundleFakeMcpServer();
    // required, never auto: should the boundary fail, nothing runs as root.
    sandbox = await openSandbox({
      mode: 'required',
      allowedDomains: parseAllowedDomains(''),
      workspace: runner.workspace,
      hide: [runner.home, runner.runnerTemp],
      userName: user,
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    removeUser(user);
    runner?.cleanup();
    server?.remove();
  });

  it('runs as the tool user with only its configured environment, and leaves nothing behind', async () => {
    const model = scriptedModel([
      reply([toolUse('mcp__fake__environment', {}), toolUse('mcp__fake__echo', { text: 'in' })]),
      reply('done'),
    ]);
    const { events, value } = await drain<LoopEvent, ResultEvent>(
      runSession({
        prompt: 'Look around.',
        workspaceRoot: runner.workspace,
        model: { id: 'claude-sonnet-4-0', call: model.callModel },
        limits: { maxTurns: 3, maxBudgetUsd: 1, timeoutMinutes: 5 },
        tools: { allowedTools: [], disallowedTools: [], ripgrepPath: null },
        host: {
          secrets: [SECRET],
          env: { PATH: process.env.PATH, HOME: runner.home, ANTHROPIC_API_KEY: SECRET },
          spawner: sandbox.spawner,
        },
        mcp: {
          servers: [
            {
              name: 'fake',
              type: 'stdio',
              command: process.execPath,
              args: server.args,
              env: { GREETING: 'from the config' },
            },
          ],
          startupTimeoutMs: 60_000,
        },
      }),
    );
    const init = events.find(
      (event): event is InitEvent => event.type === 'system' && event.subtype === 'init',
    );
    expect(init?.mcp_servers, JSON.stringify(value.mcp_servers)).toEqual([
      { name: 'fake', status: 'connected' },
    ]);
    const results = events
      .filter((event): event is UserEvent => event.type === 'user')
      .flatMap((event) => (Array.isArray(event.message.content) ? event.message.content : []));
    const first = results[0] as { content: string };
    const seen = JSON.parse(first.content) as { names: string[]; GREETING: string; uid: number };
    expect(seen.uid).toBe(uidOf(serverUserName(user)));
    expect(seen.uid).not.toBe(uidOf(user));
    expect(seen.GREETING).toBe('from the config');
    expect(seen.names).not.toContain('ANTHROPIC_API_KEY');
    expect(seen.names).toEqual(expect.arrayContaining(['GREETING', 'HOME', 'PATH']));
    expect(JSON.stringify(results)).not.toContain(SECRET);
    expect(value.terminal_reason).toBe('completed');
    expect(processesOf(uidOf(user)!)).toEqual([]);
    expect(processesOf(uidOf(serverUserName(user))!)).toEqual([]);
  });
});
