/** Runs the bundled `agent-loop` command as a user runs it, for the CLI tests. */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const CLI = resolve('dist/cli/index.js');
export const API_KEY = 'sk-ant-test-key-0123456789';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: Record<string, unknown>[];
}

/** Runs the CLI with a clean environment plus `env` (in `cwd`, if given); resolves when it exits. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      ...(cwd ? { cwd } : {}),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ANTHROPIC_API_KEY: API_KEY, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolvePromise({ code, stdout, stderr, lines });
    });
  });
}
