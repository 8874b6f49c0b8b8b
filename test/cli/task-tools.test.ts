/**
 * The tools for bigger tasks (Agent, background Bash and TaskStop, WebSearch and
 * WebFetch, NotebookEdit) through the bundled CLI, against the fake Anthropic API
 * and the real SDK.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { costOfUsage, modelInfo } from '../../src/engine/model/pricing.js';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type BlockSpec,
  type FakeAnthropic,
  type RecordedRequest,
  type Script,
  type Step,
} from '../fakes/anthropic-server.js';
import { assertDistFresh } from '../dist-fresh.js';
import { isRoot, removeUser, uniqueUserName } from '../sandbox/helpers.js';
import { CLI, runCli, type CliRun } from './run-cli.js';

const HOME = mkdtempSync(join(tmpdir(), 'task-tools-home-'));
const TOOL_USER = uniqueUserName('tasks');
let server: FakeAnthropic | undefined;
const workspaces: string[] = [];

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  assertDistFresh();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  if (isRoot) removeUser(TOOL_USER);
  for (const dir of [HOME, ...workspaces]) rmSync(dir, { recursive: true, force: true });
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'task-tools-ws-'));
  workspaces.push(dir);
  writeFileSync(join(dir, 'notes.txt'), 'alpha\n');
  return dir;
}

async function run(script: Script, args: string[]): Promise<CliRun> {
  server = await startFakeAnthropic(script);
  return runCli(['run', '--output-format', 'stream-json', ...args], {
    AGENT_LOOP_HOME: HOME,
    AGENT_LOOP_SANDBOX_USER: TOOL_USER,
    ANTHROPIC_BASE_URL: server.url,
  });
}

/** The first user message's text: which loop (run or sub-agent) sent the request. */
function firstPrompt(request: RecordedRequest): string {
  const content = request.body.messages[0].content as { type: string; text?: string }[];
  return content.map((block) => block.text ?? '').join('');
}

/** Every tool_result text of the request's last message. */
function lastResults(request: RecordedRequest): string {
  const last = request.body.messages.at(-1);
  return JSON.stringify(last?.content ?? '');
}

function toolNames(request: RecordedRequest): string[] {
  return ((request.body.tools ?? []) as { name: string }[]).map((tool) => tool.name);
}

function result(run: CliRun): Record<string, unknown> {
  const last = run.lines.at(-1)!;
  expect(last.type).toBe('result');
  return last;
}

describe('Agent (sub-agents)', () => {
  it("lists a sub-agent's refused calls in the run's permission_denials", async () => {
    const cwd = workspace();
    const cli = await run(
      [
        reply(
          toolUse(
            'Agent',
            { description: 'Look around', prompt: 'SUB list the files' },
            'toolu_ag',
          ),
        ),
        reply(toolUse('Bash', { command: 'ls' }, 'toolu_sub_bash')),
        reply(text('I may not run commands.')),
        reply(text('Done.')),
      ],
      ['--cwd', cwd, '--sandbox', 'off', '--allowed-tools', 'Read,Agent', 'Look around'],
    );
    expect(cli.code, cli.stderr).toBe(0);
    expect(result(cli).permission_denials).toEqual([
      { tool_name: 'Bash', tool_use_id: 'toolu_sub_bash', tool_input: { command: 'ls' } },
    ]);
  });

  it('runs two sub-agents at once and returns their answers; Explore gets no writing tool', async () => {
    let arrivedA!: () => void;
    let arrivedB!: () => void;
    const a = new Promise<void>((resolve) => (arrivedA = resolve));
    const b = new Promise<void>((resolve) => (arrivedB = resolve));
    // Each sub-agent's answer waits until the other's request has arrived: run one
    // after the other, they would never both arrive. Only an arrival counts; the
    // fallback timer only lets a one-at-a-time run end (and fail) instead of hang.
    const fallback = (other: Promise<void>) =>
      Promise.race([
        other.then(() => 1),
        new Promise<number>((resolve) => setTimeout(() => resolve(0), 15_000).unref()),
      ]);
    let overlapped = 0;
    const script: Script = (request) => {
      const prompt = firstPrompt(request);
      if (prompt.startsWith('SUB-A')) {
        arrivedA();
        return {
          type: 'wait',
          until: fallback(b).then((arrived) => void (overlapped += arrived)),
          then: reply(text('Answer A: 3 callers')),
        };
      }
      if (prompt.startsWith('SUB-B')) {
        arrivedB();
        return {
          type: 'wait',
          until: fallback(a).then((arrived) => void (overlapped += arrived)),
          then: reply(text('Answer B: no config')),
        };
      }
      if (request.body.messages.length === 1) {
        return reply([
          toolUse(
            'Agent',
            { description: 'Find callers', prompt: 'SUB-A find callers', subagent_type: 'Explore' },
            'toolu_agent_a',
          ),
          toolUse(
            'Agent',
            { description: 'Check config', prompt: 'SUB-B check config' },
            'toolu_agent_b',
          ),
        ]);
      }
      return reply(text('Both sub-agents answered.'));
    };
    const cli = await run(script, ['--cwd', workspace(), 'Investigate']);
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    const requests = server!.requests.filter((request) => request.stepIndex >= 0);
    const subA = requests.find((request) => firstPrompt(request).startsWith('SUB-A'))!;
    const subB = requests.find((request) => firstPrompt(request).startsWith('SUB-B'))!;
    expect(toolNames(subA).sort()).toEqual(['Glob', 'Grep', 'Read']);
    expect(toolNames(subB)).not.toContain('Agent');
    expect(toolNames(subB)).toEqual(expect.arrayContaining(['Bash', 'Edit', 'Write']));
    // Both answers were waiting on each other: they were in flight at the same time.
    const final = requests.at(-1)!;
    expect(lastResults(final)).toContain('Answer A: 3 callers');
    expect(lastResults(final)).toContain('Answer B: no config');
    expect(overlapped).toBe(2);

    const subLines = cli.lines.filter((line) => typeof line.parent_tool_use_id === 'string');
    expect(new Set(subLines.map((line) => line.parent_tool_use_id))).toEqual(
      new Set(['toolu_agent_a', 'toolu_agent_b']),
    );
    expect(
      subLines.every(
        (line) =>
          line.type === 'assistant' || line.type === 'user' || line.subtype === 'sub_agent_result',
      ),
    ).toBe(true);
    // Each sub-agent's own turns on its last line; the run's num_turns is its own.
    const ended = subLines.filter((line) => line.subtype === 'sub_agent_result');
    expect(ended.map((line) => line.num_turns)).toEqual([1, 1]);
    const outcome = result(cli);
    // Two turns of the run; the sub-agents' costs in the totals.
    expect(outcome.num_turns).toBe(2);
    const usage = outcome.usage as Record<string, number>;
    const expected = costOfUsage('claude-sonnet-5-5', usage);
    expect(outcome.total_cost_usd).toBeCloseTo(expected, 5);
    const model = (outcome.modelUsage as Record<string, { costUSD: number }>)['claude-sonnet-5-5']!;
    expect(model.costUSD).toBeCloseTo(expected, 5);
  });

  it('stops a sub-agent at the shared dollar cap, and the run with it', async () => {
    const budget = 0.31;
    // The sub-agent's first answer spends almost all of the run's budget: as much output
    // as it may, never more than its max_tokens (the API never bills past it).
    const price = modelInfo('claude-sonnet-5-5').prices.output;
    const heavy = Math.floor((0.96 * budget * 1_000_000) / price);
    const script: Script = (request) => {
      if (firstPrompt(request).startsWith('SUB')) {
        const output = Math.min(heavy, request.body.max_tokens as number);
        const pattern = `*${request.body.messages.length}.txt`;
        return reply(toolUse('Glob', { pattern }), { usage: { output_tokens: output } });
      }
      if (request.body.messages.length === 1) {
        return reply(
          toolUse('Agent', { description: 'Spend', prompt: 'SUB spend it all' }, 'toolu_spend'),
        );
      }
      // The run goes on with what is left, each answer taking all it may, until none fits.
      return reply(toolUse('Glob', { pattern: `*${request.body.messages.length}*` }), {
        usage: { output_tokens: request.body.max_tokens as number },
      });
    };
    const cli = await run(script, ['--cwd', workspace(), '--max-budget-usd', String(budget), 'Go']);
    expect(cli.code).toBe(1);
    const outcome = result(cli);
    expect(outcome.terminal_reason).toBe('budget_exhausted');
    // Reserved at the US-inference rate (1.1x) and the input at its byte bound.
    expect(outcome.total_cost_usd).toBeGreaterThan(0.25);
    expect(outcome.total_cost_usd).toBeLessThanOrEqual(budget);
    // The sub-agent went on with what was left until its next request no longer fitted.
    const answered = server!.requests.filter((request) => request.stepIndex >= 0);
    expect(cli.lines).toContainEqual(
      expect.objectContaining({ subtype: 'sub_agent_result', terminal_reason: 'budget_exhausted' }),
    );
    // The ledger let the sub-agent's request spend most of it.
    expect(((answered[1]!.body.max_tokens as number) * price) / 1e6).toBeGreaterThan(0.75 * budget);
    const toolResult = cli.lines.find(
      (line) => line.type === 'user' && line.parent_tool_use_id === null,
    );
    expect(JSON.stringify(toolResult)).toContain('budget_exhausted');
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The output file path a background Bash call reported. */
function outputPathIn(request: RecordedRequest): string | undefined {
  return /Output is being written to: (\S+)/
    .exec(JSON.stringify(request.body.messages))?.[1]
    ?.replace(/\\n.*$/, '');
}

function processesWith(token: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      if (/^State:\s+Z/m.test(status)) continue;
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(token)) found.push(Number(name));
    } catch {
      // gone
    }
  }
  return found;
}

describe('background Bash and TaskStop', () => {
  const modes = [
    { mode: 'off', label: 'without the boundary' },
    // The boundary: one set of namespaces per run, so the later call shares the server's loopback.
    ...(isRoot ? [{ mode: 'required', label: 'inside the boundary (needs root)' }] : []),
  ];
  it.each(modes)(
    'starts a server, queries it from a later call, reads its output file and stops it, $label',
    async ({ mode }) => {
      const port = await freePort();
      const token = `bg-${process.pid}-${Date.now()}`;
      const serverCode = `require('http').createServer((q,s)=>s.end('pong')).listen(${port},'127.0.0.1',()=>console.log('listening on ${port}'))`;
      const steps: ((request: RecordedRequest) => Step)[] = [
        () =>
          reply(
            toolUse('Bash', {
              command: `echo shared > /tmp/${token}; node -e "${serverCode}"`,
              run_in_background: true,
              description: 'test server',
            }),
          ),
        () =>
          reply(
            toolUse('Bash', {
              command: `for i in $(seq 100); do curl -s http://127.0.0.1:${port}/ && break; sleep 0.1; done; echo; cat /tmp/${token}; echo "uid=$(id -u) run=$(ls -A /run | tr '\\n' ,)."`,
            }),
          ),
        (request) => reply(toolUse('Read', { file_path: outputPathIn(request)! })),
        () => reply(toolUse('TaskStop', { task_id: 'bash_1' })),
        () =>
          reply(
            toolUse('Bash', {
              command: `curl -s -m 5 http://127.0.0.1:${port}/ || echo refused`,
            }),
          ),
        () => reply(text('Server checked.')),
      ];
      const cwd = workspace();
      const cli = await run(
        (request, index) => steps[index]!(request),
        ['--cwd', cwd, '--sandbox', mode, 'Check the server'],
      );
      rmSync(`/tmp/${token}`, { force: true });
      if (mode === 'required') expect(cli.stderr).toBe('');
      expect(cli.code).toBe(0);
      const requests = server!.requests.filter((request) => request.stepIndex >= 0);
      expect(lastResults(requests[1]!)).toContain('Command running in background with ID: bash_1');
      const queried = lastResults(requests[2]!);
      expect(queried).toContain('pong');
      // The same /tmp (the run's own inside the boundary), and the tool user inside it.
      expect(queried).toContain('shared');
      if (mode === 'required') {
        expect(queried).not.toContain('uid=0 ');
        // The run's own /run: none of the host's sockets or folders (dbus, systemd, sudo).
        expect(queried).toMatch(/run=((lock|mount),)*\./);
      }
      expect(lastResults(requests[3]!)).toContain(`listening on ${port}`);
      expect(lastResults(requests[4]!)).toContain('Stopped task bash_1');
      expect(lastResults(requests[5]!)).toContain('refused');
      expect(existsSync(outputPathIn(requests[1]!)!)).toBe(false);
    },
  );

  it('tells the model when a task ends, and leaves no process or output behind', async () => {
    const token = `agentloop${process.pid}${Date.now()}`;
    const script: Script = (request, index) => {
      if (index === 0) {
        return reply([
          toolUse('Bash', { command: `echo finished-${token}; exit 3`, run_in_background: true }),
          toolUse('Bash', {
            command: `exec -a ${token}-sleeper sleep 900`,
            run_in_background: true,
          }),
        ]);
      }
      if (lastResults(request).includes('task-notification')) return reply(text('Done.'));
      return reply(toolUse('Bash', { command: 'sleep 0.2' }));
    };
    const cli = await run(script, ['--cwd', workspace(), '--max-turns', '30', 'Start things']);
    expect(cli.code).toBe(0);
    const requests = server!.requests.filter((request) => request.stepIndex >= 0);
    const told = lastResults(requests.at(-1)!);
    expect(told).toContain('Background task bash_1');
    expect(told).toContain('exited with code 3');
    expect(told).toContain(`finished-${token}`);
    expect(told).not.toContain('bash_2');
    // The sleep was still running when the run ended: it is gone, and its output file too.
    expect(processesWith(token)).toEqual([]);
    expect(existsSync(outputPathIn(requests[1]!)!)).toBe(false);
  });
});

/** The web request's answer: a search, a pause, then the answer (as the API streams it). */
function webAnswer(request: RecordedRequest): Step {
  const last = request.body.messages.at(-1);
  const serverUse: BlockSpec = {
    type: 'server_tool_use',
    id: 'srvtoolu_01',
    name: 'web_search',
    input: { query: 'vitest 4 release' },
  };
  if (last.role === 'user') {
    return reply(
      [
        serverUse,
        {
          type: 'server_tool_result',
          block: {
            type: 'web_search_tool_result',
            tool_use_id: 'srvtoolu_01',
            content: [
              {
                type: 'web_search_result',
                title: 'Vitest 4 is out',
                url: 'https://vitest.dev/blog/vitest-4',
                encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5',
                page_age: 'October 22, 2026',
              },
            ],
          },
        },
      ],
      {
        stopReason: 'pause_turn',
        usage: { server_tool_use: { web_search_requests: 1, web_fetch_requests: 0 } },
      },
    );
  }
  return reply(text('Vitest 4 was released in October.'), {
    usage: { server_tool_use: { web_search_requests: 1, web_fetch_requests: 0 } },
  });
}

describe('WebSearch and WebFetch', () => {
  it('are absent unless allowed_tools names them', async () => {
    const cli = await run([reply(text('No web.'))], ['--cwd', workspace(), 'Hi']);
    expect(cli.code).toBe(0);
    expect(toolNames(server!.requests[0]!)).not.toContain('WebSearch');
    expect(toolNames(server!.requests[0]!)).not.toContain('WebFetch');
    expect(toolNames(server!.requests[0]!)).toContain('Agent');
  });

  it('searches through the API server tool, continues after pause_turn and prices the searches', async () => {
    const script: Script = (request) => {
      const types = ((request.body.tools ?? []) as { type?: string }[]).map((tool) => tool.type);
      if (types.includes('web_search_20250305')) return webAnswer(request);
      if (request.body.messages.length === 1) {
        return reply(
          toolUse('WebSearch', { query: 'vitest 4 release', allowed_domains: ['vitest.dev'] }),
        );
      }
      return reply(text('Vitest 4 is out (https://vitest.dev/blog/vitest-4).'));
    };
    const cli = await run(script, [
      '--cwd',
      workspace(),
      '--allowed-tools',
      'Read,WebSearch,WebFetch',
      'When was Vitest 4 released?',
    ]);
    expect(cli.code).toBe(0);
    const requests = server!.requests.filter((request) => request.stepIndex >= 0);
    // As in Claude Code, tools no rule allows stay listed (their calls are denied): the web
    // tools are offered because allowed_tools names them.
    expect(toolNames(requests[0]!)).toEqual(
      expect.arrayContaining(['Read', 'WebFetch', 'WebSearch']),
    );
    const web = requests.filter((request) => toolNames(request).includes('web_search'));
    expect(web).toHaveLength(2);
    expect(web[0]!.body.tools[0]).toMatchObject({
      type: 'web_search_20250305',
      name: 'web_search',
      allowed_domains: ['vitest.dev'],
    });
    // After pause_turn the conversation goes back as it was, ending with the paused turn.
    expect(web[1]!.body.messages.at(-1).role).toBe('assistant');
    expect(JSON.stringify(web[1]!.body.messages.at(-1).content)).toContain('srvtoolu_01');
    const answer = lastResults(requests.at(-1)!);
    expect(answer).toContain('https://vitest.dev/blog/vitest-4');
    expect(answer).toContain('Vitest 4 was released in October.');
    const outcome = result(cli);
    const usage = outcome.usage as Record<string, number>;
    // Two searches at $10 per 1,000, on top of every request's tokens.
    expect(outcome.total_cost_usd).toBeCloseTo(costOfUsage('claude-sonnet-5-5', usage) + 0.02, 5);
    const model = (outcome.modelUsage as Record<string, { webSearchRequests: number }>)[
      'claude-sonnet-5-5'
    ]!;
    expect(model.webSearchRequests).toBe(2);
    expect(outcome.num_turns).toBe(2);
  });
});

describe('NotebookEdit', () => {
  it('replaces, inserts and deletes cells, keeping valid nbformat JSON', async () => {
    const cwd = workspace();
    const notebook = {
      cells: [
        {
          cell_type: 'code',
          id: 'c1',
          metadata: {},
          execution_count: 4,
          outputs: [{ output_type: 'stream', name: 'stdout', text: ['1\n'] }],
          source: ['print(1)\n'],
        },
        { cell_type: 'markdown', id: 'm1', metadata: {}, source: ['# Title\n'] },
      ],
      metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' } },
      nbformat: 4,
      nbformat_minor: 5,
    };
    writeFileSync(join(cwd, 'analysis.ipynb'), `${JSON.stringify(notebook, null, 1)}\n`);
    const cli = await run(
      [
        reply(
          toolUse('NotebookEdit', {
            notebook_path: 'analysis.ipynb',
            cell_id: 'c1',
            new_source: 'x',
          }),
        ),
        reply(toolUse('Read', { file_path: 'analysis.ipynb' })),
        reply(
          toolUse('NotebookEdit', {
            notebook_path: 'analysis.ipynb',
            cell_id: 'c1',
            new_source: 'print(2)\nprint(3)',
          }),
        ),
        reply(
          toolUse('NotebookEdit', {
            notebook_path: 'analysis.ipynb',
            cell_id: 'cell-1',
            new_source: 'More text',
            cell_type: 'markdown',
            edit_mode: 'insert',
          }),
        ),
        reply(
          toolUse('NotebookEdit', {
            notebook_path: 'analysis.ipynb',
            cell_id: 'm1',
            new_source: '',
            edit_mode: 'delete',
          }),
        ),
        reply(text('Notebook updated.')),
      ],
      ['--cwd', cwd, 'Update the notebook'],
    );
    expect(cli.code).toBe(0);
    const requests = server!.requests.filter((request) => request.stepIndex >= 0);
    expect(lastResults(requests[1]!)).toContain('has not been read yet');
    const edited = JSON.parse(readFileSync(join(cwd, 'analysis.ipynb'), 'utf8'));
    expect(edited.nbformat).toBe(4);
    expect(edited.metadata.kernelspec.name).toBe('python3');
    expect(edited.cells).toHaveLength(2);
    expect(edited.cells[0]).toEqual({
      cell_type: 'code',
      id: 'c1',
      metadata: {},
      execution_count: null,
      outputs: [],
      source: ['print(2)\n', 'print(3)'],
    });
    expect(edited.cells[1]).toMatchObject({ cell_type: 'markdown', source: ['More text'] });
    expect(edited.cells[1].id).toMatch(/^[0-9a-f]{8}$/);
    expect(edited.cells[1]).not.toHaveProperty('outputs');
  });
});
