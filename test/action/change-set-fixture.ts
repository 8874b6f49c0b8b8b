/**
 * The other repository of a change set for the tests through the action: octo-org/octo-lib, a bare
 * repository served over git's HTTP protocol with the token only (test/fakes/git-http-server.ts),
 * with its own fake GitHub (test/fakes/github-server.ts, put behind one API URL with the run's
 * own by test/fakes/github-repositories.ts); and the folders a request's system prompt names.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RecordedRequest } from '../fakes/anthropic-server.js';
import { startGitHttpServer, type GitHttpServer } from '../fakes/git-http-server.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { git as gitSync, tempDir } from '../git/helpers.js';
import { TEST_GITHUB_TOKEN } from './harness.js';

export const LIB = 'octo-org/octo-lib';

export interface Library {
  bare: string;
  server: GitHttpServer;
  github: FakeGitHub;
}

export interface LibraryInit {
  /** The requester's permission there (default `write`). */
  permission?: string;
  /** The requester (default `octocat`). */
  login?: string;
  /** Files on its default branch `main` besides lib.txt. */
  files?: Record<string, string>;
  /** Branches on the server, each with its files on top of main. */
  branches?: Record<string, Record<string, string>>;
}

/** Commits `files` in `seed` and pushes them to `ref`. */
function commitFiles(seed: string, files: Record<string, string>, ref: string): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(seed, path)), { recursive: true });
    writeFileSync(join(seed, path), content);
  }
  gitSync(seed, 'add', '-A');
  gitSync(seed, 'commit', '-q', '-m', `seed ${ref}`);
  gitSync(seed, 'push', '-q', 'origin', `HEAD:${ref}`);
}

/** Starts the library; `closers` gets what stops it. */
export async function startLibrary(
  init: LibraryInit,
  closers: (() => Promise<void>)[],
): Promise<Library> {
  const root = tempDir('rt-change-set-');
  mkdirSync(join(root, 'octo-org'));
  const bare = join(root, 'octo-org', 'octo-lib.git');
  gitSync(root, 'init', '-q', '--bare', '-b', 'main', bare);
  const seed = join(root, 'seed');
  gitSync(root, 'clone', '-q', bare, seed);
  commitFiles(seed, { 'lib.txt': 'the library\n', ...init.files }, 'refs/heads/main');
  for (const [branch, files] of Object.entries(init.branches ?? {})) {
    gitSync(seed, 'checkout', '-q', '-b', branch, 'main');
    commitFiles(seed, files, `refs/heads/${branch}`);
  }
  const server = await startGitHttpServer({ projectRoot: root, token: TEST_GITHUB_TOKEN });
  closers.push(() => server.close());
  const github = await startFakeGitHub({
    owner: 'octo-org',
    repo: 'octo-lib',
    gitRepository: bare,
    // The requester's permission there; the token may push (the fake's default).
    permissions: { [init.login ?? 'octocat']: init.permission ?? 'write' },
  });
  closers.push(() => github.close());
  return { bare, server, github };
}

/** The library's folder and the workspace, as the system prompt names them. */
export function folders(request: RecordedRequest): { lib: string; ws: string } {
  const system = JSON.stringify(request.body.system);
  const lib = /(\/[^\s"`'\\]*\/octo-lib)\b/.exec(system)?.[1];
  const ws = /Workspace root \(all paths are relative to it\): ([^\s"\\]+)/.exec(system)?.[1];
  if (!lib || !ws) throw new Error('the system prompt names no octo-lib folder or workspace');
  return { lib, ws };
}

/** The text of the last message of each request (the tool results of the turn before). */
export function lastMessages(requests: readonly RecordedRequest[]): string[] {
  return requests.map((request) =>
    JSON.stringify((request.body.messages as { content: unknown }[]).at(-1)?.content),
  );
}
