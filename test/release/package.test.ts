/**
 * The command installs the way the README says: `npm pack` makes a package of the
 * bundled dist/, and `npm install -g` of it into an empty prefix works offline (the
 * package has no dependencies to fetch) and gives a working `agent-loop`, which then
 * runs a task against the fake Anthropic API from a folder far from this checkout.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
import { assertDistFresh } from '../dist-fresh.js';
import { reply, startFakeAnthropic, text, toolUse } from '../fakes/anthropic-server.js';

const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
};

interface Packed {
  filename: string;
  files: { path: string }[];
}

/** An environment with nothing of this checkout: its own HOME and npm cache, offline. */
function isolatedEnv(root: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: join(root, 'home'),
    npm_config_cache: join(root, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/** Spawns the installed command asynchronously (the fake model answers from this process). */
function agentLoop(bin: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(bin, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the packed command', () => {
  let root: string;
  let packed: Packed;
  let bin: string;

  beforeAll(async () => {
    assertDistFresh();
    root = mkdtempSync(join(tmpdir(), 'agent-loop-package-'));
    const env = isolatedEnv(root);
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', root], {
      cwd: REPO_ROOT,
      env,
    });
    packed = (JSON.parse(stdout) as Packed[])[0]!;
    const prefix = join(root, 'prefix');
    await run('npm', ['install', '-g', '--prefix', prefix, join(root, packed.filename)], {
      cwd: root,
      env,
    });
    bin = join(prefix, 'bin', 'agent-loop');
  }, 180_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('declares no dependency to install: dist/ is bundled', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('holds the bundles, action.yml and the notices, and none of the sources', () => {
    const paths = packed.files.map((file) => file.path);
    expect(packed.filename).toBe(`agent-loop-${pkg.version}.tgz`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'action.yml',
        'dist/cli/index.js',
        'dist/index.js',
        'dist/licenses.txt',
      ]),
    );
    expect(paths.filter((path) => !/^(dist\/|[\w.-]+$)/.test(path))).toEqual([]);
  });

  it('installs offline into an empty prefix and prints its version', async () => {
    const { stdout } = await run(bin, ['--version'], { env: isolatedEnv(root) });
    expect(stdout.trim()).toBe(pkg.version);
  });

  it('installs from a clone as well (npm install -g ./agent-loop)', async () => {
    const prefix = join(root, 'prefix-from-clone');
    await run('npm', ['install', '-g', '--prefix', prefix, REPO_ROOT], {
      cwd: root,
      env: isolatedEnv(root),
    });
    const { stdout } = await run(join(prefix, 'bin', 'agent-loop'), ['--version'], {
      env: isolatedEnv(root),
    });
    expect(stdout.trim()).toBe(pkg.version);
  });

  it('runs a task against the model API, from a folder of its own', async () => {
    const project = join(root, 'project');
    const model = await startFakeAnthropic([
      reply(toolUse('Write', { file_path: 'hello.txt', content: 'hello\n' })),
      reply(text('Wrote hello.txt.')),
    ]);
    try {
      await run('mkdir', ['-p', project]);
      writeFileSync(join(project, 'README.md'), '# project\n');
      const env = {
        ...isolatedEnv(root),
        ANTHROPIC_API_KEY: 'sk-ant-test-package-0123456789',
        ANTHROPIC_BASE_URL: model.url,
        AGENT_LOOP_HOME: join(root, 'agent-loop-home'),
      };
      const result = await agentLoop(
        bin,
        ['run', '--output-format', 'json', 'Write hello.txt'],
        env,
        project,
      );
      expect(result.code, result.stderr).toBe(0);
      const line = JSON.parse(result.stdout) as Record<string, unknown>;
      expect(line).toMatchObject({
        type: 'result',
        subtype: 'success',
        result: 'Wrote hello.txt.',
      });
      expect(readFileSync(join(project, 'hello.txt'), 'utf8')).toBe('hello\n');
      expect(model.requests).toHaveLength(2);
    } finally {
      await model.close();
    }
  });
});
