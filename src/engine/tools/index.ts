/** The tool list the loop offers the model, built for one workspace and run. */
import {
  createBashTool,
  createEditTool,
  createGlobTool,
  createGrepTool,
  createNotebookEditTool,
  createReadTool,
  createWriteTool,
} from './built-in.js';
import { findRipgrep } from './ripgrep.js';
import { createTodoWriteTool } from './todo-write.js';
import { createTaskStopTool } from './background/task-stop.js';
import type { BackgroundTasks } from './background/tasks.js';
import type { Tool } from './types.js';
import type { AddedDir } from './added-dirs.js';
import type { ToolSpawner } from '../sandbox/spawner.js';

/** Options of {@link createTools}. */
export interface CreateToolsOptions {
  /** Every path the tools touch must lie inside it, or inside one of `addedDirs`. */
  workspaceRoot: string;
  /** Folders reached besides the workspace, by absolute path (added-dirs.ts). */
  addedDirs?: readonly AddedDir[];
  /** Masks known secret values in tool output (see createRedactor). */
  redactSecrets: (text: string) => string;
  /** Allow Write/Edit under `.github/workflows/` (off: a stranger's prompt could plant CI code). */
  allowWorkflowEdits?: boolean;
  /** The environment Bash's child environment is filtered from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** The rg executable: undefined = look on PATH, null = always use the JavaScript fallback. */
  ripgrepPath?: string | null;
  /** Starts Bash's processes, inside the tool boundary when there is one. */
  spawner?: ToolSpawner;
  /** The run's background tasks: Bash's run_in_background, TaskStop, and Read of their output. */
  background?: BackgroundTasks;
}

/**
 * Builds the tools, in the order Read, Write, Edit, Glob, Grep, Bash, TodoWrite,
 * NotebookEdit, then TaskStop when there are background tasks.
 */
export function createTools(options: CreateToolsOptions): Tool[] {
  // Inside the boundary the tool user's processes can swap a folder for a link while
  // rg (running as the action's user, opening files by path) walks: the JavaScript
  // engine opens every folder and file without following links (confined-fs.ts).
  const ripgrepPath = options.spawner?.sandboxed
    ? null
    : options.ripgrepPath === undefined
      ? findRipgrep(options.env ?? process.env)
      : options.ripgrepPath;
  const background = options.background;
  const reach = {
    workspaceRoot: options.workspaceRoot,
    ...(options.addedDirs?.length ? { addedDirs: options.addedDirs } : {}),
  };
  const files = {
    ...reach,
    redactSecrets: options.redactSecrets,
    ...(background ? { outsideFile: (path: string) => background.outputFile(path) } : {}),
  };
  const writes = { ...files, allowWorkflowEdits: options.allowWorkflowEdits === true };
  return [
    createReadTool(files),
    createWriteTool(writes),
    createEditTool(writes),
    createGlobTool({ ...reach, ripgrepPath }),
    createGrepTool({ ...files, ripgrepPath }),
    createBashTool({
      ...files,
      ...(options.env ? { env: options.env } : {}),
      ...(options.spawner ? { spawner: options.spawner } : {}),
      ...(background ? { background } : {}),
    }),
    createTodoWriteTool(),
    createNotebookEditTool(writes),
    ...(background ? [createTaskStopTool(background)] : []),
  ];
}

export { createPermissionChecker, parsePermissionRules } from './permissions.js';
export {
  childEnvironment,
  createRedactor,
  secretValuesFromEnvironment,
} from '../safety/secrets.js';
export { escapeWorkflowCommands, wrapUntrustedForLog } from '../safety/log-safety.js';
export { resolveInWorkspace, PathAccessError } from './workspace-paths.js';
