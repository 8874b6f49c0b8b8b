/**
 * Builds the one commit the action publishes: the working tree as the agent left
 * it, on top of the commit the run started from, as the Actions bot with the
 * requester as co-author. The agent's own commits are not part of the history
 * (their content is in the tree), so nothing reaches the remote that the checks
 * below did not see. Every changed path is checked (publish-checks.ts), and kept
 * to the run's scope when it has one (an approved plan's files); a path that fails
 * keeps its start content in the commit and is listed, the rest is committed.
 *
 * Built with a temporary index (`GIT_INDEX_FILE`), `write-tree` and
 * `commit-tree`: the agent's index, HEAD, branches and hooks play no part.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { withSshSigningKey } from './ssh-signing.js';
import { join } from 'node:path';
import { createSecretScanner, type SecretScanner } from '../../engine/safety/secret-scan.js';
import { readBlobs } from './blob-reader.js';
import { diffTree } from './diff-tree.js';
import { identityEnvironment, runGit, type GitRepository } from './git-client.js';
import {
  checkChange,
  DEFAULT_MAX_FILE_BYTES,
  GITLINK_MODE,
  MISSING_MODE,
  nestedRepository,
  outsideScope,
  SYMLINK_MODE,
  type LeftOutPath,
  type PathScope,
  type TreeChange,
} from './publish-checks.js';
import { privateToAnother, type ActionOwner } from './private-files.js';
import { isValidBranchName } from './ref-name.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** What to commit. */
export interface CommitInput {
  repository: GitRepository;
  /** HEAD before the agent ran: the parent of the commit. */
  startSha: string;
  /** Subject (and optional body) of the commit message. */
  message: string;
  /** GitHub login of whoever asked; becomes a Co-authored-by trailer. */
  coAuthor?: string;
  /** More `Key: value` trailers (e.g. the mark later runs recognise the agent's commits by). */
  trailers?: readonly string[];
  /** Values that must never be published (API key, tokens…). */
  secrets: readonly string[];
  /** Publish changes under `.github/workflows/` (input allow_workflow_changes). */
  allowWorkflowChanges?: boolean;
  /** Files larger than this are left out (default 100 MiB, GitHub's limit). */
  maxFileBytes?: number;
  /**
   * The work branch: moved to the new commit in the checkout (HEAD on it, the
   * index matching it, files untouched), so the work is committed locally even
   * when the push fails.
   */
  branch?: string;
  /** `commit_signing: ssh`: the private key that signs the commit (see ssh-signing.ts). */
  sshSigningKey?: string;
  /** The action's user and group (default: this process's): another user's private files are left out. */
  owner?: ActionOwner;
  /** Only changes to paths in it are committed (an approved plan's files); the others are left out. */
  scope?: PathScope;
}

/** The outcome; `files` are the paths the commit changes, `leftOut` those it does not carry. */
export type CommitOutcome =
  | { status: 'committed'; sha: string; files: string[]; leftOut: LeftOutPath[] }
  | { status: 'nothing'; files: []; leftOut: LeftOutPath[] };

/** Commits the working tree on top of `startSha`, leaving out what may not be published. */
export async function commitWork(input: CommitInput): Promise<CommitOutcome> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-index-'));
  try {
    return await buildCommit(input, { GIT_INDEX_FILE: join(scratch, 'index') });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function buildCommit(
  input: CommitInput,
  env: Record<string, string>,
): Promise<CommitOutcome> {
  const { repository, startSha } = input;
  const git = (args: string[], stdin?: string) =>
    runGit(repository, args, { env, ...(stdin !== undefined ? { input: stdin } : {}) });
  const scan = createSecretScanner(input.secrets);
  await git(['read-tree', startSha]);
  const unaddable = await addAll(git, scan);
  const agentTree = (await git(['write-tree'])).trim();
  const changes = await diffTree(repository, startSha, agentTree);

  const policy = {
    scan,
    allowWorkflowChanges: input.allowWorkflowChanges ?? false,
    maxFileBytes: input.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
  };
  const reader = await readBlobs(
    repository,
    changes.filter((change) => change.newMode !== MISSING_MODE).map((change) => change.newSha),
  );
  const leftOut: LeftOutPath[] = [...unaddable];
  const restore: TreeChange[] = [];
  const owner = input.owner ?? { uid: process.getuid?.() ?? -1, gid: process.getgid?.() ?? -1 };
  const folders = new Map<string, string | undefined>();
  for (const change of changes) {
    const problem =
      outsideScope(change, input.scope, scan) ??
      privateFile(repository, change, owner, folders, scan) ??
      (await checkChange(change, policy, reader));
    if (!problem) continue;
    leftOut.push(plantedRepository(repository, change, scan) ?? problem);
    restore.push(change);
  }
  let tree = agentTree;
  if (restore.length > 0) {
    await git(['update-index', '-z', '--index-info'], restore.map(startEntry).join(''));
    tree = (await git(['write-tree'])).trim();
  }
  const startTree = (await git(['rev-parse', `${startSha}^{tree}`])).trim();
  if (tree === startTree) return { status: 'nothing', files: [], leftOut };

  const text = commitMessage(input.message, input.coAuthor, input.trailers);
  const message = scan(text).length > 0 ? 'Changes by agent-loop' : text;
  const commitTree = async (signing: Record<string, string> | undefined) =>
    (
      await runGit(
        repository,
        ['commit-tree', signing ? '-S' : '--no-gpg-sign', tree, '-p', startSha, '-F', '-'],
        { env: { ...env, ...identityEnvironment(), ...signing }, input: `${message}\n` },
      )
    ).trim();
  const sha = input.sshSigningKey
    ? await withSshSigningKey(input.sshSigningKey, commitTree)
    : await commitTree(undefined);
  const files = (await diffTree(repository, startSha, sha)).map((change) => change.path);
  if (input.branch && isValidBranchName(input.branch))
    await recordLocally(repository, input.branch, sha);
  return { status: 'committed', sha, files, leftOut };
}

/** A file with new content that another user keeps to themselves (private-files.ts). */
function privateFile(
  repository: GitRepository,
  change: TreeChange,
  owner: ActionOwner,
  folders: Map<string, string | undefined>,
  scan: SecretScanner,
): LeftOutPath | undefined {
  if ([MISSING_MODE, GITLINK_MODE, SYMLINK_MODE].includes(change.newMode)) return undefined;
  const why = privateToAnother(repository.workTree, change.path, owner, folders);
  if (!why) return undefined;
  const shown = scan(change.path).length > 0 ? '(name withheld)' : change.path;
  return { path: change.path, displayPath: shown, reason: 'unreadable', detail: why };
}

/**
 * A new gitlink whose folder holds its own `.git` is a folder git dropped (its
 * files never reached the index), not a submodule the agent meant to add.
 */
function plantedRepository(
  repository: GitRepository,
  change: TreeChange,
  scan: SecretScanner,
): LeftOutPath | undefined {
  if (change.newMode !== GITLINK_MODE || change.oldMode === GITLINK_MODE) return undefined;
  if (!existsSync(join(repository.workTree, change.path, '.git'))) return undefined;
  return nestedRepository(change.path, scan);
}

/**
 * Puts `branch` at `sha` in the checkout, HEAD on it and the index matching it;
 * the working tree is left as the agent left it (left-out files show as changed).
 * Best effort: a lock file the agent left behind must not cost the push.
 */
async function recordLocally(repository: GitRepository, branch: string, sha: string) {
  try {
    await runGit(repository, ['update-ref', `refs/heads/${branch}`, sha]);
    await runGit(repository, ['symbolic-ref', 'HEAD', `refs/heads/${branch}`]);
    await runGit(repository, ['reset', '-q', '--no-refresh']);
  } catch {
    // The commit exists in the object store either way; the push names it.
  }
}

/**
 * `git add --all` into the temporary index. A path git cannot add (an embedded
 * repository without a commit, an unreadable file) must not cost the rest of the
 * work: the others are added (`--ignore-errors`) and those paths are listed.
 */
async function addAll(
  git: (args: string[]) => Promise<string>,
  scan: SecretScanner,
): Promise<LeftOutPath[]> {
  try {
    await git(['add', '--all']);
    return [];
  } catch {
    try {
      await git(['add', '--all', '--ignore-errors']);
      return [];
    } catch (error) {
      const message = errorMessage(error);
      const nested = [...message.matchAll(NO_COMMIT)].map((match) => match[1]!);
      const paths = new Set<string>();
      for (const pattern of UNADDABLE) {
        for (const match of message.matchAll(pattern)) if (match[1]) paths.add(match[1]);
      }
      if (paths.size === 0 && nested.length === 0) paths.add('(some files)');
      const unreadable = [...paths].map((path) => ({
        path,
        displayPath: scan(path).length > 0 ? '(name withheld)' : path,
        reason: 'unreadable' as const,
        detail: 'git could not add it (an unreadable file)',
      }));
      return [...new Set(nested)].map((path) => nestedRepository(path, scan)).concat(unreadable);
    }
  }
}

/** How `git add` names a path it could not add. */
const NO_COMMIT = /error: '([^'\n]+)' does not have a commit checked out/g;
const UNADDABLE = [/error: open\("([^"\n]+)"\)/g, /unable to index file '([^'\n]+)'/g];

/** An `update-index --index-info` record putting `change.path` back as it was (mode 0 removes it). */
function startEntry(change: TreeChange): string {
  const mode = change.oldMode === MISSING_MODE ? '0' : change.oldMode;
  return `${mode} ${change.oldSha}\t${change.path}\0`;
}

/**
 * The message with its trailers in one final paragraph: `trailers` (single-line
 * `Key: value`) and `Co-authored-by: login <login@users.noreply.github.com>`.
 */
export function commitMessage(
  message: string,
  coAuthor?: string,
  trailers: readonly string[] = [],
): string {
  const text = message.trim() || 'Changes by agent-loop';
  const lines = trailers.filter((line) => /^[A-Za-z0-9-]+: [^\r\n]+$/.test(line));
  if (coAuthor && /^[A-Za-z0-9-]+(\[bot\])?$/.test(coAuthor))
    lines.push(`Co-authored-by: ${coAuthor} <${coAuthor}@users.noreply.github.com>`);
  return lines.length > 0 ? `${text}\n\n${lines.join('\n')}` : text;
}
