/**
 * MCP stdio servers inside the boundary share nothing with the tools' processes:
 * they run as a user of their own, with a home and a /tmp of their own (mode
 * 0700), so a Bash call cannot plant configuration (a `~/.gitconfig` hook, files
 * in /tmp) that a server then runs with the token its configuration gave it.
 * Servers are usually staged outside the workspace (a setup step's script under
 * RUNNER_TEMP or /tmp, a global npm install, a tool cache in the runner's home),
 * in folders the boundary hides: what a server's command line names is bound
 * back, read-only, for that server alone.
 *
 * The workspace is the one thing both see. What of it git would run, a server's
 * git does not: the tools cannot write `.git` (it is read-only to them), a
 * repository they make inside the workspace (`sub/.git` with a `core.fsmonitor`
 * command) is not the servers' user's and is refused by git's ownership check,
 * since the servers' safe.directory list holds the workspace alone (whatever a
 * system config lists, `*` included, is reset), and hooks and fsmonitor are off.
 */
import {
  accessSync,
  closeSync,
  constants,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { delimiter, dirname, isAbsolute, resolve, sep } from 'node:path';

const SAFE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** The servers' user for a tool user (`<tool user>-mcp`, at most 32 characters). */
export function serverUserName(toolUser: string): string {
  return `${toolUser.slice(0, 28)}-mcp`;
}

/**
 * Set-up, run as root. Arguments: server user, base, action uid, tool uid.
 * Makes `$base/servers/{home,tmp}` the servers' own; prints "uid gid".
 */
export const SERVER_SETUP_SCRIPT = `set -eu
PATH=${SAFE_PATH}
user=$1 base=$2 auid=$3 tuid=$4
if ! getent passwd "$user" >/dev/null; then
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$user"
fi
uid=$(id -u "$user")
gid=$(id -g "$user")
if [ "$uid" -eq 0 ] || [ "$uid" -eq "$auid" ] || [ "$uid" -eq "$tuid" ]; then
  echo "the MCP servers' user $user must be another, unprivileged user (uid $uid)" >&2
  exit 3
fi
install -d -o 0 -g 0 -m 0755 "$base/servers"
install -d -o "$uid" -g "$gid" -m 0700 "$base/servers/home" "$base/servers/tmp"
echo "$uid $gid"
`;

/**
 * `env` plus command-line git configuration (GIT_CONFIG_COUNT, after any the
 * server's configuration sets): safe.directory is reset and then lists only the
 * workspace's paths, core.hooksPath is /dev/null and core.fsmonitor is off.
 */
export function serverGitEnvironment(
  env: NodeJS.ProcessEnv,
  workspaces: readonly string[],
): NodeJS.ProcessEnv {
  const entries: [string, string][] = [
    ['safe.directory', ''],
    ...[...new Set(workspaces)].map((path): [string, string] => ['safe.directory', path]),
    ['core.hooksPath', '/dev/null'],
    ['core.fsmonitor', 'false'],
  ];
  const given = Number.parseInt(env.GIT_CONFIG_COUNT ?? '', 10);
  const first = Number.isInteger(given) && given > 0 ? given : 0;
  const result: NodeJS.ProcessEnv = { ...env, GIT_CONFIG_COUNT: String(first + entries.length) };
  entries.forEach(([key, value], index) => {
    result[`GIT_CONFIG_KEY_${first + index}`] = key;
    result[`GIT_CONFIG_VALUE_${first + index}`] = value;
  });
  return result;
}

/** What one server start needs to see. */
export interface ServerRequest {
  file: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The files and folders a server's command line names, to bind back read-only
 * when the boundary hides them: its working folder, its program (found on its
 * PATH, the link and its target) and the interpreter a script's `#!` names, every
 * argument that is an existing path (also after `=`), and the folders on its PATH.
 * A file directly in a hidden root (`roots`: /tmp, RUNNER_TEMP, a home) is bound
 * alone; any other file brings its folder, and a file in a `node_modules` tree
 * the whole tree (a package's dependencies lie beside it).
 */
export function serverReadPaths(request: ServerRequest, roots: readonly string[]): string[] {
  const path = request.env.PATH ?? '';
  const found: string[] = [request.cwd];
  const program = findProgram(request.file, path, request.cwd);
  if (program) {
    found.push(program);
    const interpreter = shebangProgram(program);
    const located = interpreter && findProgram(interpreter, path, request.cwd);
    if (located) found.push(located);
  }
  for (const arg of request.args) {
    for (const candidate of [arg, arg.slice(arg.indexOf('=') + 1)]) {
      if (!candidate.includes('/')) continue;
      const absolute = resolve(request.cwd, candidate);
      if (exists(absolute)) found.push(absolute);
    }
  }
  found.push(...path.split(delimiter).filter((entry) => isAbsolute(entry) && isDirectory(entry)));
  const folders = found.flatMap((entry) => {
    const real = realOrUndefined(entry);
    return real && real !== entry ? [entry, real] : [entry];
  });
  // A hidden root itself (a home on PATH) stays hidden: only what lies in it is bound.
  return [...new Set(folders.map((entry) => holder(entry, roots)))].filter(
    (entry) => entry !== '/' && !roots.includes(entry),
  );
}

/** The folder to bind for `path` (see serverReadPaths). */
function holder(path: string, roots: readonly string[]): string {
  const nodeModules = path.indexOf(`${sep}node_modules${sep}`);
  if (nodeModules > 0) return path.slice(0, nodeModules + `${sep}node_modules`.length);
  if (isDirectory(path)) return path;
  const folder = dirname(path);
  return folder === '/' || roots.includes(folder) ? path : folder;
}

/** `name` as execvp finds it on `path` (a name with a slash is taken relative to `cwd`). */
function findProgram(name: string, path: string, cwd: string): string | undefined {
  if (name.includes('/')) {
    const absolute = resolve(cwd, name);
    return exists(absolute) ? absolute : undefined;
  }
  for (const folder of path.split(delimiter)) {
    if (!folder) continue;
    const candidate = resolve(cwd, folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The program a script's `#!` line starts (`#!/usr/bin/env node` → `node`). */
function shebangProgram(file: string): string | undefined {
  let head: string;
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, 'r');
    const buffer = Buffer.alloc(256);
    head = buffer.subarray(0, readSync(descriptor, buffer, 0, 256, 0)).toString('latin1');
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
  const match = /^#!\s*(\S+)(?:[ \t]+(\S+))?/.exec(head);
  if (!match?.[1]) return undefined;
  return /(^|\/)env$/.test(match[1]) && match[2] && !match[2].startsWith('-') ? match[2] : match[1];
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
