/**
 * The one place that runs git for the action. The agent can write files the
 * action's git would read (`~/.gitconfig`, `.git/config`, `.git/hooks`, a `.git`
 * file pointing elsewhere) and those would run code or send the token elsewhere
 * once the credentials are back. So every command here:
 *
 * - reads no global or system config (`GIT_CONFIG_GLOBAL=/dev/null`,
 *   `GIT_CONFIG_NOSYSTEM=1`) and gets `/dev/null` as HOME (nothing to read there);
 * - gets an environment built from an allow-list, never the process environment
 *   (no API key, no token, no `GIT_*` variable of the runner);
 * - names the repository explicitly (`GIT_DIR`, `GIT_COMMON_DIR`, `GIT_WORK_TREE`)
 *   when it has one, so a `.git` file or a `commondir` the agent planted is ignored;
 * - overrides, with `-c`, every setting that runs a program or that could run one
 *   (hooks, fsmonitor, pager, askpass, credential helpers, editors, gpg,
 *   background maintenance) and allows only the file and http(s) transports.
 *
 * The clone's own `.git/config` is written back byte for byte before the action
 * runs git after the loop (see credentials.ts), so its other entries
 * (`url.*.insteadOf`, filters, includes) are the ones from before the agent ran.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { execFile } from 'node:child_process';
import { errorMessage } from '../../engine/text/error-message.js';

/** The commit identity the action uses (GitHub's Actions bot). */
export const BOT_IDENTITY = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
} as const;

/** The bot as author and committer, for `git commit-tree`. */
export function identityEnvironment(): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: BOT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: BOT_IDENTITY.email,
    GIT_COMMITTER_NAME: BOT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: BOT_IDENTITY.email,
  };
}

/** A repository located before the agent ran: these paths are not re-read from the workspace. */
export interface GitRepository {
  /** The working tree (the checkout). */
  workTree: string;
  /** Absolute `$GIT_DIR`. */
  gitDir: string;
  /** Absolute common directory (config, objects, refs); equals `gitDir` outside linked worktrees. */
  commonDir: string;
}

/** Per-command additions. */
export interface GitRunOptions {
  /** Extra environment of this one command (e.g. `GIT_INDEX_FILE`, `GIT_CONFIG_COUNT`…). */
  env?: Record<string, string>;
  /** Written to the command's stdin. */
  input?: string;
}

/** A git command that failed: its arguments and stderr (credentials in URLs removed). */
export class GitCommandError extends AgentLoopError<'git_command'> {
  override readonly name = 'GitCommandError';
  get kind() {
    return 'git_command' as const;
  }
}

/**
 * Settings given on every command line. They come after every config file, so
 * they win over whatever a file says (multi-valued keys like `credential.helper`
 * are reset by an empty value).
 */
export const SAFE_CONFIG: readonly string[] = [
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  'core.untrackedCache=false',
  'core.pager=cat',
  'core.editor=true',
  'sequence.editor=true',
  'core.askPass=',
  'core.sshCommand=false',
  'credential.helper=',
  'commit.gpgSign=false',
  'tag.gpgSign=false',
  'push.gpgSign=false',
  'gc.auto=0',
  'maintenance.auto=false',
  'fetch.recurseSubmodules=false',
  'push.recurseSubmodules=no',
  'submodule.recurse=false',
  'protocol.allow=never',
  'protocol.file.allow=always',
  'protocol.https.allow=always',
  'protocol.http.allow=always',
  'log.showSignature=false',
  `user.name=${BOT_IDENTITY.name}`,
  `user.email=${BOT_IDENTITY.email}`,
];

/** The action's own variables a git process may inherit (network setup of the runner). */
const INHERITED = [
  'PATH',
  'TMPDIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  // A GitHub Enterprise Server with its own CA: global config is not read, these are.
  'GIT_SSL_CAINFO',
  'GIT_SSL_CAPATH',
];

/**
 * git's HOME and XDG_CONFIG_HOME: not a directory, so there is nothing in it to
 * read and nowhere for anyone to write (git ignores the missing files quietly).
 */
const GIT_HOME = '/dev/null';

/**
 * The environment of one git command: an allow-list of the action's own
 * variables, git's config isolation, no prompts, and `extra` on top.
 */
export function gitEnvironment(
  repository: GitRepository | undefined,
  extra: Record<string, string> = {},
  parent: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = parent[name];
    if (value !== undefined) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  Object.assign(env, {
    HOME: GIT_HOME,
    XDG_CONFIG_HOME: GIT_HOME,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    // Set and empty: git then ignores core.askPass and SSH_ASKPASS too.
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GIT_PAGER: 'cat',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_OPTIONAL_LOCKS: '0',
  });
  if (repository) {
    env.GIT_DIR = repository.gitDir;
    env.GIT_COMMON_DIR = repository.commonDir;
    env.GIT_WORK_TREE = repository.workTree;
  }
  return { ...env, ...extra };
}

/** The full argument list: `--no-pager`, the safe config, `safe.directory`, then `args`. */
export function gitArguments(cwd: string, args: readonly string[]): string[] {
  const config = [...SAFE_CONFIG, `safe.directory=${cwd}`];
  return ['--no-pager', ...config.flatMap((entry) => ['-c', entry]), ...args];
}

/**
 * Runs `git args` for `target` (a located repository, or a plain directory for
 * commands that run before one is located) and returns stdout. Throws a
 * {@link GitCommandError} with git's message on failure.
 */
export async function runGit(
  target: GitRepository | string,
  args: readonly string[],
  options: GitRunOptions = {},
): Promise<string> {
  return (await runGitBytes(target, args, options)).toString('utf8');
}

/** {@link runGit} with stdout as bytes (blob contents). */
export function runGitBytes(
  target: GitRepository | string,
  args: readonly string[],
  options: GitRunOptions = {},
): Promise<Buffer> {
  const repository = typeof target === 'string' ? undefined : target;
  const cwd = typeof target === 'string' ? target : target.workTree;
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      'git',
      gitArguments(cwd, args),
      {
        cwd,
        env: gitEnvironment(repository, options.env),
        maxBuffer: 256 * 1024 * 1024,
        encoding: 'buffer',
      },
      (error, stdout, stderr) => {
        if (!error) return resolvePromise(stdout);
        const detail = (stderr.toString('utf8') || error.message).trim();
        reject(
          new GitCommandError(
            `git ${args.find((arg) => !arg.startsWith('-')) ?? ''}: ${gitErrorMessage(detail)}`,
            { cause: error },
          ),
        );
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

/**
 * Locates the repository at `workTree` (before the agent runs): its git and
 * common directories as absolute paths, kept for every later command.
 */
export async function locateRepository(workTree: string): Promise<GitRepository> {
  const out = await runGit(workTree, [
    'rev-parse',
    '--path-format=absolute',
    '--show-toplevel',
    '--git-dir',
    '--git-common-dir',
  ]);
  const [top, gitDir, commonDir] = out.split('\n');
  if (!top || !gitDir || !commonDir) throw new GitCommandError(`not a git checkout: ${workTree}`);
  return { workTree: top, gitDir, commonDir };
}

/** The message of a git failure with credentials in URLs removed. */
export function gitErrorMessage(error: unknown): string {
  const text = errorMessage(error);
  return text.replace(/(https?:\/\/)[^/@\s]+@/g, '$1***@').trim();
}
