/**
 * End to end through the bundled action: the network a run's tool processes get when
 * allowed_domains is unset (docs/network.md). A writer's fix gets the hosts the runner's
 * own npm installs from (pointed at a .test registry by npm's own variable); a fix on a
 * fork's code and a review get none. The log and the report say which. Live: a writer's
 * fix's Bash `curl` reaches a fake registry the runner's npm names (127.0.0.2, its own port)
 * through the boundary's egress proxy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { startFakeRegistry } from '../fakes/package-registry.js';
import type { FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const REGISTRY = { npm_config_registry: 'https://registry.example.test/' };
const REPO_FILES = { 'src/greet.js': 'export const greet = (name) => `Helo, ${name}`;\n' };
const fixGreeting = () => [
  reply(toolUse('Bash', { command: 'cat src/greet.js' })),
  reply(text('Fixed the greeting.')),
];

const finalReport = (run: Awaited<ReturnType<typeof runAction>>) =>
  run.github.state.comments.filter((c) => c.user.login === BOT).at(-1)?.body ?? '';

const fork = (number: number, repo: string): FakePull => ({
  number,
  title: 'Greeting',
  body: '',
  state: 'open',
  user: { login: 'stranger' },
  head: { ref: 'patch-1', repo },
  base: { ref: 'main' },
});

describe('allowed_domains left unset', () => {
  it.skipIf(process.getuid?.() !== 0 || spawnSync('curl', ['--version']).status !== 0)(
    "lets a writer's fix curl the runner's registry (needs root and curl)",
    async () => {
      const registry = await startFakeRegistry('127.0.0.2');
      try {
        const run = await runAction({
          event: issueCommentEvent({ body: '@agent install left-pad', issueNumber: 8 }),
          env: { npm_config_registry: registry.url },
          repoFiles: REPO_FILES,
          model: [
            reply(toolUse('Bash', { command: `curl -sS --max-time 20 ${registry.url}left-pad` })),
            reply(text('Fetched it.')),
          ],
        });
        expect(run.exitCode, run.stderr).toBe(0);
        const result = JSON.stringify(run.anthropic.requests[1]?.body.messages.at(-1)?.content);
        expect(result).toContain('registry-at-127.0.0.2');
        expect(registry.hits()).toBe(1);
        expect(run.stdout).toContain(`Network for tool processes: ${registry.address}`);
      } finally {
        await registry.close();
      }
    },
  );

  it.skipIf(process.getuid?.() !== 0 || spawnSync('curl', ['--version']).status !== 0)(
    'asks npm only once the first request has left; the first tool call waits for its answer',
    async () => {
      const registry = await startFakeRegistry('127.0.0.2');
      const bin = mkdtempSync(join(tmpdir(), 'action-npm-'));
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
      const steps = [
        reply(toolUse('Bash', { command: `curl -sS --max-time 20 ${registry.url}left-pad` })),
        reply(text('Fetched it.')),
      ];
      try {
        const run = await runAction({
          event: issueCommentEvent({ body: '@agent install left-pad', issueNumber: 9 }),
          env: { PATH: `${bin}:${process.env.PATH}` },
          repoFiles: REPO_FILES,
          model: (_request, index) => {
            if (index === 0) {
              answeredBeforeFirstRequest = existsSync(answered);
              writeFileSync(release, '');
            }
            return steps[index] ?? reply(text('No more.'));
          },
        });
        expect(run.exitCode, run.stderr).toBe(0);
        expect(answeredBeforeFirstRequest).toBe(false);
        const result = JSON.stringify(run.anthropic.requests[1]?.body.messages.at(-1)?.content);
        expect(result).toContain('registry-at-127.0.0.2');
        expect(run.stdout).toContain(`Network for tool processes: ${registry.address}`);
        expect(finalReport(run)).toContain(registry.address);
      } finally {
        await registry.close();
        rmSync(bin, { recursive: true, force: true });
      }
    },
  );

  it("gives a writer's fix the runner's package registries, named in the log and the report", async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the greeting', issueNumber: 7 }),
      env: REGISTRY,
      repoFiles: REPO_FILES,
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Network for tool processes: [^\n]*registry\.example\.test/);
    expect(finalReport(run)).toMatch(/Network for tool processes: [^\n]*registry\.example\.test/);
  });

  it("gives a fix on a fork's code no network", async () => {
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent fix the greeting',
        issueNumber: 13,
        issueTitle: 'Greeting',
        pullRequest: true,
      }),
      env: REGISTRY,
      repoFiles: REPO_FILES,
      github: { pulls: [fork(13, 'stranger/octo-repo')] },
      prepareOrigin: async (origin) => {
        await pushFiles(origin, { ref: 'refs/pull/13/head', files: REPO_FILES });
      },
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain('Network for tool processes: no network');
    expect(run.stdout).not.toContain('registry.example.test');
    expect(finalReport(run)).toContain('Network for tool processes: no network.');
  });

  it('gives a review no network', async () => {
    const pull = {
      ...fork(21, 'octo-org/octo-repo'),
      head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
    };
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent review',
        issueNumber: 21,
        issueTitle: 'Greeting',
        pullRequest: true,
      }),
      env: REGISTRY,
      repoFiles: { 'README.md': '# sample\n' },
      github: {
        pulls: [pull],
        pullFiles: {
          21: [{ filename: 'README.md', status: 'modified', additions: 1, deletions: 1 }],
        },
      },
      prepareOrigin: async (origin) => {
        (pull.head as { sha?: string }).sha = await pushFiles(origin, {
          ref: 'refs/heads/feature/greeting',
          files: { 'README.md': '# sample!\n' },
        });
      },
      model: () => reply(text('Looks good.')),
    });
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(run.stdout).toContain('Network for tool processes: no network');
    expect(run.stdout).not.toContain('registry.example.test');
  });
});
