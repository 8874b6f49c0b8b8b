/**
 * A local commit recreated on GitHub through the Git database API, so GitHub makes
 * (and signs) the commit itself: its blobs (`POST /git/blobs`), its tree in pieces on
 * the base commit's tree (`POST /git/trees` with `base_tree`), the commit without an
 * author or committer (`POST /git/commits`: GitHub then writes it as the token's
 * identity and signs it, shown as Verified).
 * https://docs.github.com/en/rest/git/blobs · /git/trees · /git/commits · /git/refs
 *
 * The tree GitHub builds must have the very hash of the checked commit's tree: if it
 * differs, nothing is published.
 */
import { diffTree } from '../git/diff-tree.js';
import { runGit, runGitBytes, type GitRepository } from '../git/git-client.js';
import type { GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

/** Tree entries per `POST /git/trees` (each request stays far below GitHub's limits). */
export const TREE_ENTRIES_PER_REQUEST = 100;
/** Blobs uploaded at once. */
const BLOB_CONCURRENCY = 4;

interface TreeEntry {
  path: string;
  mode: '100644' | '100755' | '120000' | '160000' | '040000';
  type: 'blob' | 'commit';
  /** null deletes the path from the base tree. */
  sha: string | null;
}

/** Where the change goes. */
export interface GitDatabaseTarget {
  client: GitHubClient;
  repo: RepoRef;
  repository: GitRepository;
}

/**
 * Creates on GitHub a commit with `localSha`'s tree and message whose parent is `base`
 * (a commit GitHub has); returns the new commit's sha.
 */
export async function createCommitOnGitHub(
  target: GitDatabaseTarget,
  localSha: string,
  base: string,
): Promise<string> {
  const { client, repo, repository } = target;
  const entries = await changedEntries(repository, base, localSha);
  await uploadBlobs(target, entries);
  let tree = (await runGit(repository, ['rev-parse', `${base}^{tree}`])).trim();
  for (let at = 0; at < entries.length; at += TREE_ENTRIES_PER_REQUEST) {
    const { data } = await client.rest.git.createTree({
      owner: repo.owner,
      repo: repo.repo,
      base_tree: tree,
      tree: entries.slice(at, at + TREE_ENTRIES_PER_REQUEST),
    });
    tree = data.sha;
  }
  const expected = (await runGit(repository, ['rev-parse', `${localSha}^{tree}`])).trim();
  if (tree !== expected) {
    throw new Error(`GitHub built tree ${tree}, not the checked commit's tree ${expected}`);
  }
  const message = await runGit(repository, ['show', '-s', '--format=%B', localSha]);
  const { data } = await client.rest.git.createCommit({
    owner: repo.owner,
    repo: repo.repo,
    message: message.replace(/\n+$/, '\n'),
    tree,
    parents: [base],
  });
  return data.sha;
}

/** The paths `localSha` changes against `base`, as tree entries (deletions with a null sha). */
async function changedEntries(
  repository: GitRepository,
  base: string,
  localSha: string,
): Promise<TreeEntry[]> {
  return (await diffTree(repository, base, localSha)).map((change) =>
    change.status === 'D'
      ? { path: change.path, mode: asMode(change.oldMode), type: typeOf(change.oldMode), sha: null }
      : {
          path: change.path,
          mode: asMode(change.newMode),
          type: typeOf(change.newMode),
          sha: change.newSha,
        },
  );
}

function asMode(mode: string): TreeEntry['mode'] {
  if (mode === '100644' || mode === '100755' || mode === '120000' || mode === '160000') {
    return mode;
  }
  throw new Error(`cannot publish a file of mode ${mode} through the API`);
}

function typeOf(mode: string): TreeEntry['type'] {
  return mode === '160000' ? 'commit' : 'blob';
}

/** Uploads each new blob (base64), checking GitHub names it by the same hash. */
async function uploadBlobs(
  target: GitDatabaseTarget,
  entries: readonly TreeEntry[],
): Promise<void> {
  const blobs = [...new Set(entries.filter((e) => e.type === 'blob' && e.sha).map((e) => e.sha!))];
  for (let at = 0; at < blobs.length; at += BLOB_CONCURRENCY) {
    await Promise.all(blobs.slice(at, at + BLOB_CONCURRENCY).map((sha) => uploadBlob(target, sha)));
  }
}

async function uploadBlob(target: GitDatabaseTarget, sha: string): Promise<void> {
  const content = await runGitBytes(target.repository, ['cat-file', 'blob', sha]);
  const { data } = await target.client.rest.git.createBlob({
    owner: target.repo.owner,
    repo: target.repo.repo,
    content: content.toString('base64'),
    encoding: 'base64',
  });
  if (data.sha !== sha) throw new Error(`GitHub stored blob ${sha} as ${data.sha}`);
}

/** The commit `refs/heads/<branch>` is at on GitHub, or undefined when it does not exist. */
export function readBranchHead(
  client: GitHubClient,
  repo: RepoRef,
  branch: string,
): Promise<string | undefined> {
  return readRefHead(client, repo, `heads/${branch}`);
}

/** {@link readBranchHead} for any ref (without `refs/`: `agent-loop/spend`). */
export async function readRefHead(
  client: GitHubClient,
  repo: RepoRef,
  ref: string,
): Promise<string | undefined> {
  try {
    const { data } = await client.rest.git.getRef({ owner: repo.owner, repo: repo.repo, ref });
    return data.object.sha;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/**
 * Points the branch at `sha`: creates it, or moves it only forward (`force: false`: GitHub
 * refuses anything but a fast-forward, so a person's commits pushed meanwhile are never
 * lost). Returns GitHub's message when it refused (422: not a fast-forward, the branch
 * appeared meanwhile, or a rule), undefined when the branch moved.
 */
export function moveBranch(
  client: GitHubClient,
  repo: RepoRef,
  branch: string,
  sha: string,
  exists: boolean,
): Promise<string | undefined> {
  return moveRef(client, repo, `heads/${branch}`, sha, exists);
}

/**
 * {@link moveBranch} for any ref (`ref` without `refs/`: `heads/main`, `agent-loop/spend`).
 * With `sha` a child of the commit the ref was read at, this is a compare-and-swap: a
 * ref that moved meanwhile is no ancestor of `sha`, and GitHub refuses the update.
 */
export async function moveRef(
  client: GitHubClient,
  repo: RepoRef,
  ref: string,
  sha: string,
  exists: boolean,
): Promise<string | undefined> {
  const at = { owner: repo.owner, repo: repo.repo };
  try {
    if (exists) await client.rest.git.updateRef({ ...at, ref, sha, force: false });
    else await client.rest.git.createRef({ ...at, ref: `refs/${ref}`, sha });
    return undefined;
  } catch (error) {
    const refused = error as { status?: number; message?: string };
    if (refused.status === 422) return refused.message ?? 'GitHub refused the update (422)';
    throw error;
  }
}
