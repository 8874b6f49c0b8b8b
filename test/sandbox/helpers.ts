/**
 * Real parts for sandbox tests: a unique tool user (removed afterwards, with any
 * process it still has), a runner-like folder layout with planted secrets, and
 * a /proc scan for a user's processes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverUserName } from '../../src/engine/sandbox/server-user.js';
import { setuidFilter } from '../../src/engine/sandbox/setuid-filter.js';
import { bundleForOthers, type BundleForOthers } from '../support/bundle-for-others.js';

export const isRoot = process.getuid?.() === 0;
export const ROOT_REASON = 'needs root: creates a user and namespaces';

/** A user name unique to this test process (≤ 32 characters). */
export function uniqueUserName(tag: string): string {
  return `al-${tag}-${process.pid}`.slice(0, 32);
}

/** The uid of `name`, or undefined when there is no such user. */
export function uidOf(name: string): number | undefined {
  try {
    return Number(
      execFileSync('id', ['-u', name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    return undefined;
  }
}

/** Live (non-zombie) processes whose real uid is `uid`. */
export function processesOf(uid: number): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const uidLine = /^Uid:\s+(\d+)/m.exec(status);
      const state = /^State:\s+(\S)/m.exec(status);
      if (Number(uidLine?.[1]) !== uid || state?.[1] === 'Z') continue;
      found.push({ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8') });
    } catch {
      // gone
    }
  }
  return found;
}

/**
 * Kills what is left of the test user's processes and deletes the user, and the
 * same for its MCP servers' user (`<name>-mcp`), which the boundary makes when a
 * server starts.
 */
export function removeUser(name: string): void {
  removeOneUser(serverUserName(name));
  removeOneUser(name);
}

function removeOneUser(name: string): void {
  const uid = uidOf(name);
  if (uid === undefined) return;
  for (const { pid } of processesOf(uid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  try {
    execFileSync('userdel', [name], { stdio: 'ignore' });
  } catch {
    // already gone
  }
}

/** A runner-like layout: a closed root, the runner's home and temp with secrets, a git workspace. */
export interface FakeRunner {
  root: string;
  home: string;
  runnerTemp: string;
  workspace: string;
  /** A value planted in the home, RUNNER_TEMP and a command file. */
  secret: string;
  cleanup(): void;
}

export function makeFakeRunner(secret: string): FakeRunner {
  const root = mkdtempSync('/tmp/al-sbx-runner-');
  const home = join(root, 'home');
  const runnerTemp = join(home, 'work', '_temp');
  const workspace = join(home, 'work', 'repo', 'repo');
  mkdirSync(join(runnerTemp, '_runner_file_commands'), { recursive: true });
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = runner\n', { mode: 0o644 });
  writeFileSync(join(home, 'notes.txt'), `home ${secret}\n`, { mode: 0o644 });
  writeFileSync(join(runnerTemp, '_runner_file_commands', 'set_env_1'), `TOKEN=${secret}\n`, {
    mode: 0o644,
  });
  writeFileSync(join(workspace, 'README.md'), '# repo\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: workspace,
      stdio: 'ignore',
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'initial');
  return {
    root,
    home,
    runnerTemp,
    workspace,
    secret,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

const CLI_SOURCE = resolve('src/cli/index.ts');

/**
 * The `agent-loop` CLI built from the current sources into a file any user can
 * read (see bundleForOthers): another user cannot be assumed to enter the checkout.
 */
export function bundleCli(): BundleForOthers {
  return bundleForOthers(CLI_SOURCE, 'agent-loop.mjs', 'cli');
}

/** What a CLI run printed and how it exited. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `agent-loop` CLI (`cli`, from {@link bundleCli}) as another user, as a
 * runner would start it: `setpriv` to `user` (`--init-groups` keeps its groups,
 * e.g. for sudo), in `cwd`, with exactly `env`.
 */
export function runCliAs(
  cli: BundleForOthers,
  user: { id: string | number; initGroups: boolean },
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CliRun> {
  return new Promise((done, reject) => {
    const child = spawn(
      'setpriv',
      [
        `--reuid=${user.id}`,
        `--regid=${user.id}`,
        user.initGroups ? '--init-groups' : '--clear-groups',
        '--',
        process.execPath,
        cli.file,
        ...args,
      ],
      { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** How long a tool run by asToolUnder may take before it is killed. */
const TOOL_TIMEOUT_MS = 60_000;

/**
 * Runs perl with `args` as `nobody` under the filter supervised by the
 * supervisor listening at `supervisor`, in `cwd`; resolves with its stdout
 * (killed after a minute, so a call left unanswered fails the test, never hangs it).
 */
export function asToolUnder(supervisor: string, cwd: string, args: string[]): Promise<string> {
  const filter = setuidFilter('/usr/bin/perl', process.arch, supervisor);
  if ('missing' in filter) return Promise.reject(new Error(filter.missing));
  const words = ['--reuid=65534', '--regid=65534', '--clear-groups', '--no-new-privs', '--'];
  const child = spawn('setpriv', [...words, ...filter.words, '/usr/bin/perl', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
  let out = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out.trim());
      else reject(new Error(`tool exited ${code}: ${errors.trim()}`));
    });
  });
}
