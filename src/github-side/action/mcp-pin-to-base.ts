/**
 * A stdio server on a head the action does not trust (a fork's pull request,
 * `pull_request_target`, a branch an earlier run wrote): the workspace holds
 * that head, so a command or argument that points into it would run the head's
 * code with whatever the configuration gives the server (a token). Such a
 * server starts in a copy of the base branch's files instead: its working
 * folder is that copy, and every workspace path in its command, arguments,
 * environment and PATH is mapped to the same path in the copy. A path the base
 * branch does not have is refused with a message; the server is not started.
 */
import { lstatSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { escapeRegExp } from '../../engine/text/regexp.js';
import type { McpServerConfig, McpStdioServer } from '../../engine/mcp/config.js';

export interface PinToBaseOptions {
  /** The workspace (the untrusted head). */
  workspace: string;
  /** A copy of the base branch's files, outside the workspace. */
  baseTree: string;
  /** The base branch, for messages. */
  baseBranch: string;
  /** The PATH servers would inherit (the action's). */
  path: string | undefined;
}

/** Every stdio server pinned to the base branch's copy; HTTP servers are returned as they are. */
export function pinServersToBase(
  servers: readonly McpServerConfig[],
  options: PinToBaseOptions,
): McpServerConfig[] {
  return servers.map((server) => (server.type === 'stdio' ? pinServer(server, options) : server));
}

function pinServer(server: McpStdioServer, options: PinToBaseOptions): McpStdioServer {
  const missing: string[] = [];
  const map = (value: string) => mapWorkspacePaths(value, options, missing);
  const env = Object.fromEntries(
    Object.entries(server.env).map(([name, value]) => [name, map(value)]),
  );
  // PATH may list folders of the workspace (node_modules/.bin): the base's, never the head's.
  if (env.PATH === undefined && options.path !== undefined) {
    env.PATH = mapWorkspacePaths(options.path, options, []);
  }
  // A relative path now resolves in the copy: one only the head has would not run.
  for (const value of [server.command, ...server.args]) {
    if (isAbsolute(value) || value.startsWith('-') || value === '') continue;
    if (exists(join(options.workspace, value)) && !exists(join(options.baseTree, value))) {
      missing.push(value);
    }
  }
  const pinned: McpStdioServer = {
    ...server,
    command: map(server.command),
    args: server.args.map(map),
    env,
    cwd: options.baseTree,
  };
  if (missing.length > 0) {
    const list = [...new Set(missing)].map((path) => `"${path}"`).join(', ');
    pinned.refused = `not started: its configuration points into the workspace, which holds a head the action does not trust (a fork or pull_request_target), and the base branch ${options.baseBranch} has no ${list} to run instead`;
  }
  return pinned;
}

/**
 * `value` with every workspace path (alone, after `=` or `:`, or between spaces)
 * replaced by the same path in the base copy; paths the copy lacks go to `missing`.
 */
function mapWorkspacePaths(value: string, options: PinToBaseOptions, missing: string[]): string {
  const { workspace, baseTree } = options;
  const pattern = new RegExp(`(^|[=:\\s])${escapeRegExp(workspace)}(?=$|[/:\\s])([^:\\s]*)`, 'g');
  return value.replace(pattern, (_match, before: string, rest: string) => {
    const inside = relative(workspace, workspace + rest);
    if (inside.startsWith('..')) return `${before}${workspace}${rest}`;
    const target = inside === '' ? baseTree : join(baseTree, inside);
    if (inside !== '' && !exists(target)) missing.push(inside.split(sep).join('/'));
    return `${before}${target}`;
  });
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
