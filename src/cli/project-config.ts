/**
 * The CLI's Claude Code configuration (docs/project-config.md#the-cli): the working tree's,
 * which is the committed tree plus the files the user wrote outside a run. `.claude/` is
 * read-only to the run's tools (an `Edit` deny rule here; bound read-only in the boundary),
 * and so is every file a hook's command names; hooks are off when the run denies Bash
 * unless `--hooks-without-bash`. The settings files' hashes are kept in the agent-loop
 * home per folder: the init line lists the ones that changed since the last run there.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { directoryProjectFiles } from '../engine/project/directory-files.js';
import {
  bashDeniedRefusal,
  hookCommands,
  projectPathWords,
} from '../engine/project/hook-scripts.js';
import { loadProjectConfig, SETTINGS_FILES } from '../engine/project/load.js';
import { rootInstructions } from '../engine/project/instructions.js';
import { ProjectConfigError, type ProjectConfig } from '../engine/project/types.js';
import { agentLoopHome } from './home.js';
import { UsageError } from './usage-error.js';
import { GITHUB_HOST_TOOLS } from '../github-side/run/host-tools.js';

/** The rule that keeps `.claude/` out of the file tools' reach. */
export const CLAUDE_FOLDER_RULE = 'Edit(/.claude/**)';
/** The folder the boundary binds read-only besides `.git`. */
export const CLAUDE_FOLDER = '.claude';

export interface CliProjectOptions {
  env: NodeJS.ProcessEnv;
  /** The run's deny rules (hooks are off when they deny Bash). */
  disallowedTools: readonly string[];
  hooksWithoutBash: boolean;
}

/** The working tree's configuration; a UsageError for a settings file that cannot be used. */
export async function readCliProjectConfig(
  cwd: string,
  options: CliProjectOptions,
): Promise<ProjectConfig> {
  let config: ProjectConfig;
  try {
    config = await loadProjectConfig(directoryProjectFiles(cwd, `the working tree ${cwd}`), {
      hostTools: GITHUB_HOST_TOOLS,
    });
  } catch (error) {
    if (error instanceof ProjectConfigError)
      throw new UsageError(`${error.message} (--no-project-config runs without it)`);
    throw error;
  }
  const changed = settingsChangedSinceLastRun(cwd, options.env);
  const refused = options.hooksWithoutBash
    ? undefined
    : bashDeniedRefusal(options.disallowedTools, '--hooks-without-bash');
  const named = hookCommands(config.hooks)
    .flatMap((command) => projectPathWords(command).map((word) => word.path))
    .filter((path, index, all) => all.indexOf(path) === index && isFile(join(cwd, path)));
  return {
    ...config,
    ...(refused && Object.keys(config.hooks).length > 0
      ? { hooks: {}, hooksRefused: refused }
      : {}),
    permissions: {
      ...config.permissions,
      // The tools may not write the files a hook runs.
      deny: [...config.permissions.deny, ...named.map((path) => `Edit(/${path})`)],
    },
    ...(named.length > 0 ? { hookFiles: named } : {}),
    ...(changed.length > 0 ? { settingsChanged: changed } : {}),
  };
}

/**
 * The settings files whose content differs from the last run's in this folder (none on
 * the first run); records this run's. A home that cannot be written leaves no record.
 */
function settingsChangedSinceLastRun(cwd: string, env: NodeJS.ProcessEnv): string[] {
  const folder = realpathSync(cwd);
  const records = join(agentLoopHome(env), 'project-settings');
  const file = join(
    records,
    `${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.json`,
  );
  const now = Object.fromEntries(SETTINGS_FILES.map((path) => [path, hashOf(join(folder, path))]));
  let before: Record<string, string | null> | undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { settings?: unknown };
    if (parsed.settings && typeof parsed.settings === 'object')
      before = parsed.settings as Record<string, string | null>;
  } catch {
    before = undefined;
  }
  try {
    mkdirSync(records, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify({ folder, settings: now })}\n`, { mode: 0o600 });
  } catch {
    // Only the notice is lost.
  }
  if (!before) return [];
  return SETTINGS_FILES.filter((path) => (before[path] ?? null) !== now[path]);
}

function hashOf(path: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return null;
  }
}

function isFile(path: string): boolean {
  try {
    return !lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The root instructions and what they import, as the action's prompt gives them; or undefined. */
export async function rootInstructionsSection(project: ProjectConfig): Promise<string | undefined> {
  const root = await rootInstructions(project.files);
  return root && `## Project instructions (${root.path})\n\n${root.content}`;
}
