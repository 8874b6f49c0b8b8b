/**
 * Where an MCP configuration comes from: `--mcp-config` / `mcp_config` is inline
 * JSON (it starts with `{`) or the path of a file. Nothing else is ever loaded:
 * no `.mcp.json` is looked for. When the workspace holds a pull request's head,
 * its files are the pull request author's, so a configuration inside it (which
 * would start their commands) is refused.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { McpConfigError, parseMcpConfig, type McpConfig } from './config.js';

export interface McpConfigSourceOptions {
  /** The flag or input, for messages (`--mcp-config`, `mcp_config`). */
  source: string;
  /** Where a relative path is resolved. */
  baseDirectory: string;
  /** Where `${NAME}` references are looked up. */
  env: NodeJS.ProcessEnv;
  /**
   * The workspace, when it holds files other than the base branch's (a pull
   * request's head): a configuration file inside it is refused.
   */
  untrustedWorkspace?: string;
}

/** Reads and parses the configuration. Throws {@link McpConfigError}. */
export function loadMcpConfig(value: string, options: McpConfigSourceOptions): McpConfig {
  const text = value.trim();
  if (text.startsWith('{')) return parseMcpConfig(text, options.env, options.source);
  const path = resolve(options.baseDirectory, text);
  if (options.untrustedWorkspace && isInsideReal(options.untrustedWorkspace, path)) {
    throw new McpConfigError(
      `${options.source}: "${text}" is inside the workspace, which holds a pull request's head (or a branch an earlier run wrote), not the base branch: a configuration from there would run its author's commands. Give the configuration inline, or a file outside the workspace.`,
    );
  }
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new McpConfigError(`${options.source}: cannot read "${text}": ${why}`);
  }
  return parseMcpConfig(content, options.env, `${options.source} (${text})`);
}

/** Is `path` (after links) inside `folder` (after links)? A missing path is judged as written. */
function isInsideReal(folder: string, path: string): boolean {
  const real = (target: string) => {
    try {
      return realpathSync(target);
    } catch {
      return resolve(target);
    }
  };
  const inside = (root: string, target: string) => {
    const rel = relative(root, target);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  return inside(real(folder), real(path)) || inside(resolve(folder), resolve(path));
}
