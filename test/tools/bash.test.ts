import { createBashTool } from '../../src/engine/tools/built-in.js';
import { readFileSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadZod } from '../../src/engine/tools/deferred-schema.js';
import { makeContext, makeTempDir, noRedaction, text } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  workspace = makeTempDir();
});
afterEach(() => workspace.cleanup());

function bash(env: NodeJS.ProcessEnv = { PATH: process.env.PATH }, redactSecrets = noRedaction) {
  return createBashTool({ workspaceRoot: workspace.dir, redactSecrets, env });
}

/** True while a process with this pid exists and is not a zombie. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/\) [ZX] /.test(stat);
  } catch {
    return false;
  }
}

describe('Bash', () => {
  it('runs in the workspace, reports the exit code, closes stdin', async () => {
    const tool = bash();
    const ok = await tool.call({ command: 'pwd; echo err >&2' }, makeContext());
    expect(ok.isError).toBe(false);
    expect(text(ok)).toBe(`${workspace.dir}\nerr`);
    const failing = await tool.call({ command: 'echo out; exit 3' }, makeContext());
    expect(failing.isError).toBe(true);
    expect(text(failing)).toBe('out\nExit code 3');
    expect(text(await tool.call({ command: 'cat; echo done' }, makeContext()))).toBe('done');
  });

  it('keeps the working directory between calls but never outside the workspace', async () => {
    mkdirSync(join(workspace.dir, 'sub'));
    const tool = bash();
    await tool.call({ command: 'cd sub' }, makeContext());
    expect(text(await tool.call({ command: 'pwd' }, makeContext()))).toBe(
      join(workspace.dir, 'sub'),
    );
    const escaped = await tool.call({ command: 'cd /' }, makeContext());
    expect(text(escaped)).toMatch(/reset to/);
    expect(text(await tool.call({ command: 'pwd' }, makeContext()))).toBe(workspace.dir);
  });

  it('does not start in a kept folder that became a link out of the workspace', async () => {
    const outside = makeTempDir();
    try {
      mkdirSync(join(workspace.dir, 'sub'));
      const tool = bash();
      await tool.call({ command: 'cd sub' }, makeContext());
      rmSync(join(workspace.dir, 'sub'), { recursive: true });
      symlinkSync(outside.dir, join(workspace.dir, 'sub'));
      expect(text(await tool.call({ command: 'pwd -P' }, makeContext()))).toBe(workspace.dir);
    } finally {
      outside.cleanup();
    }
  });

  it('passes only an allow-listed environment', async () => {
    const env = {
      PATH: process.env.PATH,
      HOME: '/home/runner',
      CI: 'true',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_TOKEN: 'ghs_secret',
      INPUT_ANTHROPIC_API_KEY: 'sk-ant-secret',
      ANTHROPIC_API_KEY: 'sk-ant-secret',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      GITHUB_ENV: '/tmp/env',
      GITHUB_PATH: '/tmp/path',
      GITHUB_OUTPUT: '/tmp/out',
      NPM_TOKEN: 'npm',
      AWS_SECRET_ACCESS_KEY: 'aws',
    };
    const output = text(await bash(env).call({ command: 'env' }, makeContext()));
    expect(output).toContain('GITHUB_REPOSITORY=o/r');
    expect(output).toContain('CI=true');
    for (const name of [
      'GITHUB_TOKEN',
      'INPUT_',
      'ANTHROPIC_API_KEY',
      'ACTIONS_',
      'GITHUB_ENV',
      'GITHUB_PATH',
      'GITHUB_OUTPUT',
      'NPM_TOKEN',
      'AWS_SECRET',
    ]) {
      expect(output).not.toContain(name);
    }
  });

  it('redacts secrets from output', async () => {
    const redact = (value: string) => value.replaceAll('p4ssw0rd-value', '***');
    expect(
      text(await bash(undefined, redact).call({ command: 'echo p4ssw0rd-value' }, makeContext())),
    ).toBe('***');
  });

  it('caps a 50 MB single-line output, keeping the head and counting the rest', async () => {
    const output = text(
      await bash().call({ command: "head -c 52428800 /dev/zero | tr '\\0' a" }, makeContext()),
    );
    expect(output.startsWith('a'.repeat(30_000))).toBe(true);
    expect(output).toContain(`[... ${52_428_800 - 30_000} more characters of output cut]`);
    expect(output.length).toBeLessThan(30_200);
  });

  it('kills the whole tree on timeout: background jobs, setsid, grandchildren', async () => {
    const pidFile = join(workspace.dir, 'pids');
    const command = [
      `sleep 1000 & echo $! >> ${pidFile}`,
      `setsid sleep 1001 & echo $! >> ${pidFile}`,
      `(bash -c 'sleep 1002 & echo $! >> ${pidFile}; wait') &`,
      `nohup setsid bash -c 'sleep 1003 & echo $! >> ${pidFile}; wait' >/dev/null 2>&1 &`,
      'sleep 1000',
    ].join('\n');
    const result = await bash().call({ command, timeout: 2500 }, makeContext());
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/timed out after 2500 ms/);
    const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    expect(pids).toHaveLength(4);
    for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false);
  });

  it('kills background processes when the command ends, and on abort', async () => {
    const pidFile = join(workspace.dir, 'bg');
    const done = await bash().call(
      { command: `setsid sleep 1000 & echo $! > ${pidFile}; echo started` },
      makeContext(),
    );
    expect(text(done)).toBe('started');
    expect(alive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);

    const controller = new AbortController();
    const running = bash().call(
      { command: `sleep 1000 & echo $! > ${pidFile}.2; touch ${pidFile}.ready; wait` },
      makeContext(controller.signal),
    );
    while (!existsSync(`${pidFile}.ready`)) await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const aborted = await running;
    expect(text(aborted)).toMatch(/aborted/);
    expect(alive(Number(readFileSync(`${pidFile}.2`, 'utf8')))).toBe(false);
  });

  it('kills a process that shows its marker only after an exec', async () => {
    // Between the two halves of an exec a process's environment reads empty. This one
    // leaves the session and drops its environment (the command waits until it has), and
    // only 0.1 s later execs into a process with the marker again: the kill must look
    // again, not take the empty environment for a stranger's.
    const pidFile = join(workspace.dir, 'late');
    const ready = join(workspace.dir, 'late.ready');
    const late = `touch ${ready}; sleep 0.1; export AGENT_LOOP_PROCESS_TAG=$AGENT_LOOP_PROCESS_TAG; exec sleep 1000`;
    const done = await bash().call(
      {
        command: `setsid env -i /bin/sh -c "${late}" & echo $! > ${pidFile}; while [ ! -e ${ready} ]; do sleep 0.01; done; echo started`,
      },
      makeContext(),
    );
    expect(text(done)).toBe('started');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    const survived = alive(pid);
    if (survived) process.kill(pid, 'SIGKILL');
    expect(survived).toBe(false);
  });

  it('clamps the timeout to 10 minutes and validates input', async () => {
    const tool = bash();
    expect(text(await tool.call({ command: 'true', timeout: 3_600_000 }, makeContext()))).toMatch(
      /lowered to the maximum, 600000/,
    );
    await loadZod(); // the schema is built on first use, once zod has loaded (the runner waits for it)
    expect(tool.inputSchema.safeParse({ command: 'ls', timeout: -1 }).success).toBe(false);
  });
});
