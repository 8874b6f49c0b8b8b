/** Finding and running ripgrep (`rg`) for Glob and Grep. */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The `rg` executable on `PATH`, or null when there is none. */
export function findRipgrep(env: NodeJS.ProcessEnv = process.env): string | null {
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (!folder) continue;
    const candidate = join(folder, process.platform === 'win32' ? 'rg.exe' : 'rg');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return null;
}

/** Flags that make ripgrep walk exactly like the fallback walker, whatever the user's config. */
export const RIPGREP_WALK_FLAGS = [
  '--no-config',
  '--hidden',
  '--no-ignore-global',
  '--no-ignore-dot',
  '--color',
  'never',
];

/**
 * Runs ripgrep and hands each stdout line (without its `\n`, or `separator`) to
 * `onLine` as soon as it arrives; when `onLine` returns false ripgrep is stopped.
 * Resolves with the exit code and stderr.
 */
export function runRipgrep(
  rgPath: string,
  args: string[],
  cwd: string,
  signal: AbortSignal | undefined,
  onLine: (line: string) => boolean,
  separator = '\n',
): Promise<{ code: number | null; stderr: string; stopped: boolean }> {
  return new Promise((resolve, reject) => {
    // rg needs no secrets: an empty environment keeps RIPGREP_CONFIG_PATH and the rest out.
    const child = spawn(rgPath, args, { cwd, env: {}, stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stopped = false;
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stopped) return;
      // Only the last piece can be incomplete: no rescanning of earlier chunks.
      const lines = (pending + chunk).split(separator);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!onLine(line)) {
          stopped = true;
          child.kill('SIGKILL');
          return;
        }
      }
    });
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 10_000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (!stopped && pending.length > 0) onLine(pending);
      resolve({ code, stderr, stopped });
    });
  });
}
