/**
 * The bundled `agent-loop run` (dist/cli/index.js) and its network (docs/network.md): by
 * default the hosts the user's own npm installs from (pointed at a registry by its own
 * variable or its user configuration), said with --verbose; `--allowed-domains none` says no
 * network. Live: a scripted model's Bash `curl` reaches a fake registry the test serves on
 * 127.0.0.2 (the runner's configured registry, port and all) through the boundary's egress
 * proxy by default, and is refused with `none`; a `.npmrc` in the checkout naming another
 * registry does not open it. The first request does not wait for the package managers; the
 * boundary's set-up asks them once it has left, and the first tool call waits for them.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  reply,
  startFakeAnthropic,
  text,
  toolUse,
  type FakeAnthropic,
  type Script,
  type Step,
} from '../fakes/anthropic-server.js';
import { startFakeRegistry, type FakeRegistry } from '../fakes/package-registry.js';
import { isRoot, removeUser, ROOT_REASON, uniqueUserName } from '../sandbox/helpers.js';
import { assertDistFresh } from '../dist-fresh.js';

const CLI = resolve('dist/cli/index.js');
const HOME = mkdtempSync(join(tmpdir(), 'cli-network-home-'));
const TOOL_USER = uniqueUserName('cnet');
const HAS_CURL = spawnSync('curl', ['--version']).status === 0;
let server: FakeAnthropic | undefined;

beforeAll(assertDistFresh);
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => {
  if (isRoot) removeUser(TOOL_USER);
  rmSync(HOME, { recursive: true, force: true });
});

interface RunInput {
  flags?: string[];
  /** Variables besides the run's own (the runner's package manager settings). */
  env?: Record<string, string>;
  /** The checkout's files (the run's folder, and where the CLI starts). */
  files?: Record<string, string>;
  script?: Script;
}

/** `agent-loop run --verbose` in a fresh folder, started from that folder. */
async function run(input: RunInput = {}): Promise<{ status: number | null; stderr: string }> {
  server = await startFakeAnthropic(input.script ?? [reply(text('ok'))]);
  const cwd = mkdtempSync(join(HOME, 'ws-'));
  for (const [name, body] of Object.entries({ 'README.md': '# x\n', ...input.files })) {
    writeFileSync(join(cwd, name), body);
  }
  const flags = input.flags ?? [];
  // Asynchronously: the fake model server answers from this process.
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI, 'run', '--cwd', cwd, '--verbose', '--output-format', 'json', ...flags, 'Hi'],
      {
        cwd,
        env: {
          PATH: process.env.PATH,
          HOME,
          AGENT_LOOP_HOME: join(HOME, 'agent-loop'),
          ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
          ANTHROPIC_BASE_URL: server!.url,
          AGENT_LOOP_SANDBOX_USER: TOOL_USER,
          ...(input.env ?? { npm_config_registry: 'https://registry.example.test/' }),
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
      (error, _stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
        done({ status: code, stderr });
      },
    );
  });
}

describe('agent-loop run --allowed-domains', () => {
  it("allows the user's package registries by default and names them", async () => {
    const result = await run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /agent-loop: network for tool processes: [^\n]*registry\.example\.test/,
    );
  });

  it('none: no network', async () => {
    const result = await run({ flags: ['--allowed-domains', 'none'] });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('agent-loop: network for tool processes: no network');
    expect(result.stderr).not.toContain('registry.example.test');
  });

  it('none mixed with a host: a clear error, exit 2', async () => {
    const result = await run({ flags: ['--allowed-domains', 'none,example.com'] });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--allowed-domains: "none" means no network');
  });
});

/** The scripted model: one Bash call of `command`, then a last word. */
const curlScript = (command: string): Step[] => [
  reply(toolUse('Bash', { command })),
  reply(text('Done.')),
];

/** The tool result the model got back (the last message of the second request). */
function toolResult(): string {
  const second = server!.requests.find((request) => request.stepIndex === 1);
  return JSON.stringify(second?.body.messages.at(-1)?.content ?? '');
}

/** The hosts the --verbose line says the run allows. */
function allowedHosts(stderr: string): string[] {
  return (/network for tool processes: ([^\n]*)/.exec(stderr)?.[1] ?? '').split(', ');
}

const curl = (url: string) => `curl -sS --max-time 20 ${url}left-pad; echo " curl-exit=$?"`;

describe.skipIf(!isRoot || !HAS_CURL)(
  `a Bash curl to the runner's registry (${ROOT_REASON})`,
  () => {
    let registry: FakeRegistry;
    let other: FakeRegistry;

    beforeAll(async () => {
      registry = await startFakeRegistry('127.0.0.2');
      other = await startFakeRegistry('127.0.0.3');
    });
    afterAll(async () => {
      await registry?.close();
      await other?.close();
    });

    it('gets 200 by default: the configured registry, its port included, is allowed', async () => {
      const before = registry.hits();
      const result = await run({
        env: { npm_config_registry: registry.url },
        script: curlScript(curl(registry.url)),
      });
      expect(result.status, result.stderr).toBe(0);
      expect(toolResult()).toContain('registry-at-127.0.0.2');
      expect(toolResult()).toContain('curl-exit=0');
      expect(registry.hits() - before).toBe(1);
      expect(allowedHosts(result.stderr)).toContain(registry.address);
    });

    it('is refused with --allowed-domains none', async () => {
      const before = registry.hits();
      const result = await run({
        flags: ['--allowed-domains', 'none'],
        env: { npm_config_registry: registry.url },
        script: curlScript(curl(registry.url)),
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toContain('agent-loop: network for tool processes: no network');
      expect(toolResult(), result.stderr).not.toContain('registry-at-');
      expect(toolResult()).not.toContain('curl-exit=0');
      expect(registry.hits() - before).toBe(0);
    });

    it("a checkout's .npmrc naming another registry does not open it", async () => {
      // The runner's own (user) configuration names the registry; the checkout's project
      // configuration, which npm would prefer when asked from the checkout, names another.
      writeFileSync(join(HOME, '.npmrc'), `registry=${registry.url}\n`);
      try {
        const result = await run({
          env: {},
          files: {
            'package.json': '{ "name": "sample", "version": "1.0.0" }\n',
            '.npmrc': `registry=${other.url}\n`,
          },
          script: curlScript(`${curl(other.url)}; ${curl(registry.url)}`),
        });
        expect(result.status, result.stderr).toBe(0);
        expect(allowedHosts(result.stderr)).toContain(registry.address);
        expect(allowedHosts(result.stderr).join()).not.toContain('127.0.0.3');
        expect(toolResult()).toContain('127.0.0.3 is not in allowed_domains');
        expect(toolResult()).toContain('registry-at-127.0.0.2');
        expect(toolResult()).not.toContain('registry-at-127.0.0.3');
        expect(other.hits()).toBe(0);
      } finally {
        rmSync(join(HOME, '.npmrc'), { force: true });
      }
    });

    it('asks npm only once the first request has left; the first tool call waits for its answer', async () => {
      const bin = mkdtempSync(join(HOME, 'bin-'));
      const [release, answered] = [join(bin, 'release'), join(bin, 'answered')];
      // An npm that answers only once the model has been asked: were it asked before the
      // first request, it would be given up on (its time limit) and the registry not allowed.
      const npm = [
        '#!/bin/sh',
        `while [ ! -e ${release} ]; do sleep 0.05; done`,
        `touch ${answered}`,
        `echo ${registry.url}`,
      ];
      writeFileSync(join(bin, 'npm'), `${npm.join('\n')}\n`, { mode: 0o755 });
      let answeredBeforeFirstRequest: boolean | undefined;
      const steps = curlScript(curl(registry.url));
      const result = await run({
        env: { PATH: `${bin}:${process.env.PATH}` },
        script: (_request, index) => {
          if (index === 0) {
            answeredBeforeFirstRequest = existsSync(answered);
            writeFileSync(release, '');
          }
          return steps[index] ?? reply(text('No more.'));
        },
      });
      expect(result.status, result.stderr).toBe(0);
      expect(answeredBeforeFirstRequest).toBe(false);
      expect(toolResult()).toContain('registry-at-127.0.0.2');
      expect(allowedHosts(result.stderr)).toContain(registry.address);
    });
  },
);
