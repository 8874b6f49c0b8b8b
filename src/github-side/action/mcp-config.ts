/**
 * The action's `mcp_config`: inline JSON or a file. Nothing else is loaded (no
 * `.mcp.json` is looked for). A configuration inside the workspace is read only
 * when the workspace holds the base branch as the action just checked it out: a
 * pull request's head, or a branch a former run already wrote to, is content
 * the configuration's author did not vouch for, and a configuration can start
 * commands and send `${SECRETS}` to any URL.
 */
import { realpathSync } from 'node:fs';
import * as core from '@actions/core';
import { checkoutTreeCopy, resolveBaseCommit } from '../git/base-tree.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import {
  loadMcpConfig,
  McpConfigError,
  type McpConfig,
  type McpServerConfig,
} from '../../engine/mcp/index.js';
import { pinServersToBase } from './mcp-pin-to-base.js';
import { escapeWorkflowCommands } from '../../engine/safety/log-safety.js';
import { InputError } from '../run/inputs.js';

export interface ActionMcpConfigOptions {
  /** GITHUB_WORKSPACE, after the action's checkout and before the agent runs. */
  workspace: string;
  /** The checkout is the trusted tree (the run's policy said so: TreeTrust.checkoutIsBase). */
  checkoutIsBase: boolean;
  /** Where `${NAME}` references are looked up (the action's environment). */
  env: NodeJS.ProcessEnv;
}

/** The configuration `mcp_config` names, or undefined when it is empty. Throws {@link InputError}. */
export function loadActionMcpConfig(
  raw: string,
  options: ActionMcpConfigOptions,
): McpConfig | undefined {
  if (raw.trim() === '') return undefined;
  try {
    return loadMcpConfig(raw, {
      source: 'Input mcp_config',
      baseDirectory: options.workspace,
      env: options.env,
      // Only a checkout that is the trusted tree (the base branch's tip, as fetched).
      ...(options.checkoutIsBase ? {} : { untrustedWorkspace: options.workspace }),
    });
  } catch (error) {
    if (error instanceof McpConfigError) throw new InputError(error.message);
    throw error;
  }
}

export interface PinActionServersOptions {
  workspace: string;
  prepared: Pick<PreparedWorkspace, 'repository' | 'remoteUrl'>;
  checkoutIsBase: boolean;
  /** The base branch, and its commit when the run is on a pull request. */
  baseBranch: string;
  baseSha?: string;
  token?: string;
  /** Where the copy of the base branch's files goes (RUNNER_TEMP: out of the tools' sight). */
  scratch: string;
  /** The PATH servers inherit. */
  path: string | undefined;
}

/**
 * The servers as they may start: on the base branch's fresh checkout, unchanged;
 * on any other head, stdio servers start in a copy of the base branch's files
 * (see pinServersToBase). `remove()` deletes the copy after the run.
 */
export async function pinActionMcpServers(
  servers: readonly McpServerConfig[],
  options: PinActionServersOptions,
): Promise<{ servers: McpServerConfig[]; remove(): void }> {
  const stdio = servers.some((server) => server.type === 'stdio');
  if (options.checkoutIsBase || !stdio) return { servers: [...servers], remove: () => {} };
  const { repository, remoteUrl } = options.prepared;
  const commit = await resolveBaseCommit({
    repository,
    remoteUrl,
    branch: options.baseBranch,
    ...(options.baseSha ? { sha: options.baseSha } : {}),
    ...(options.token ? { token: options.token } : {}),
  });
  const copy = await checkoutTreeCopy(repository, commit, options.scratch);
  const pinned = pinServersToBase(servers, {
    workspace: realpathSync(options.workspace),
    baseTree: copy.path,
    baseBranch: options.baseBranch,
    path: options.path,
  });
  for (const server of pinned) {
    if (server.type === 'stdio' && server.refused) {
      core.warning(escapeWorkflowCommands(`MCP server "${server.name}" ${server.refused}`));
    }
  }
  return { servers: pinned, remove: copy.remove };
}
