/** Real repositories for the git tests: a bare origin with `main`, and checkouts of it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ID = [
  '-c',
  'user.name=Tester',
  '-c',
  'user.email=t@example.com',
  '-c',
  'init.defaultBranch=main',
  '-c',
  'protocol.file.allow=always',
];

/** Runs the test's own git (its config isolated from the machine's), returns trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...ID, ...args], {
    cwd,
    encoding: 'utf8',
    // Piped, not inherited: git's notes ("cloned an empty repository") stay out of the
    // test output, and a failure's message still carries them.
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    },
  }).trim();
}

/** Temporary directories made by {@link tempDir}, removed by {@link removeTempDirs}. */
const dirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A bare `origin.git` with one commit on main (README.md), and a clone `work` of it. */
export function repos(): { root: string; origin: string; work: string } {
  const root = tempDir('agent-git-');
  const origin = join(root, 'origin.git');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  const seed = join(root, 'seed');
  git(root, 'clone', '-q', origin, seed);
  writeFileSync(join(seed, 'README.md'), 'hello\n');
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'init');
  git(seed, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
  const work = join(root, 'work');
  git(root, 'clone', '-q', origin, work);
  return { root, origin, work };
}

/**
 * Every object in `repository`'s store (reachable or not) as one text, with the
 * paths of the reachable ones: to look for a secret in everything a push delivered.
 */
export function everyObject(repository: string): string {
  const listing = git(repository, 'rev-list', '--objects', '--all');
  const ids = git(
    repository,
    'cat-file',
    '--batch-all-objects',
    '--batch-check=%(objectname)',
  ).split('\n');
  // `cat-file -p` shows blobs, trees (with names) and commits (with messages).
  return [listing, ...ids.filter(Boolean).map((id) => git(repository, 'cat-file', '-p', id))].join(
    '\n',
  );
}
