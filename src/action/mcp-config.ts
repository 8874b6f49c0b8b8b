/**
 * The action's `mcp_config`: inline JSON or a file. Nothing else is loaded (no
 * `.mcp.json` is looked for). A configuration inside the workspace is read only
 * when the workspace holds the base branch as the action just checked it out: a
 * pull request's head, or a branch a former run already wrote to, is content
 * the configuration's author did not vouch for, and a configuration can start
 * commands and send `${SECRETS}` to any URL.
 */
import type { PreparedWorkspace } from '../git/workspace.js';
import { loadMcpConfig, McpConfigError, type McpConfig } from '../mcp/index.js';
import { InputError } from './inputs.js';

export interface ActionMcpConfigOptions {
  /** GITHUB_WORKSPACE, after the action's checkout and before the agent runs. */
  workspace: string;
  prepared: Pick<PreparedWorkspace, 'startsFromBase'>;
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
      // Only a new branch's first checkout is the base branch's tip, as fetched.
      ...(options.prepared.startsFromBase ? {} : { untrustedWorkspace: options.workspace }),
    });
  } catch (error) {
    if (error instanceof McpConfigError) throw new InputError(error.message);
    throw error;
  }
}
