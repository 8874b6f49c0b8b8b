/**
 * The repository's Claude Code configuration for an action run (docs/contract.md#project-configuration),
 * read from the trusted tree only, as the run's policy decided it (trusted-tree.ts): the
 * checkout when it is the base branch's tip as the action just fetched it (a new branch's
 * first run), else the base branch's commit. Never from a pull request's head, a fork's
 * code or a branch an earlier run wrote. Hooks run commands: never when the checkout holds
 * code no writer vouched for (a fork's head in any run kind, pull_request_target).
 */
import { commitProjectFiles } from '../git/project-tree.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';
import { loadProjectConfig } from '../../engine/project/load.js';
import { importedInstructions } from '../../engine/project/instructions.js';
import { resolveSlashCommand, withInvokedCommand } from '../../engine/project/commands.js';
import { ProjectConfigError, type ProjectConfig } from '../../engine/project/types.js';
import { InputError } from '../run/inputs.js';
import { GITHUB_HOST_TOOLS } from '../run/host-tools.js';
import type { ActionRun } from '../run/run-context.js';
import type { TrustedTree } from './trusted-tree.js';
import { settleActionHooks, type SettledHooks } from './hook-pinning.js';

/**
 * The configuration (undefined when `project_config` is false), its hooks settled
 * (hook-pinning.ts), and how to delete the copy they run from. Throws InputError for a
 * broken settings file.
 */
export async function loadActionProjectConfig(
  run: ActionRun,
  tree: TrustedTree,
  prepared: PreparedWorkspace,
): Promise<SettledHooks | undefined> {
  if (!run.inputs.projectConfig) return undefined;
  const { commit, source } = await tree.commit();
  const files = await commitProjectFiles(prepared.repository, commit, source);
  let config: ProjectConfig;
  try {
    config = await loadProjectConfig(files, {
      hostTools: GITHUB_HOST_TOOLS,
      ...(tree.untrusted
        ? {
            hooksRefused: `The settings' hooks were not run: ${tree.untrusted}, code no writer of the repository vouched for.`,
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof ProjectConfigError)
      throw new InputError(
        `${error.message} (from ${source}; set project_config: false to run without it)`,
      );
    throw error;
  }
  return settleActionHooks(run, config, { commit, prepared });
}

/**
 * `@agent /<name> <arguments>` (or a prompt input `/<name> …`): the request becomes the
 * command's body, and its `allowed-tools` join the rules. Throws InputError for a command
 * the repository does not have, listing the ones it has.
 */
export function invokeSlashCommand(
  run: ActionRun,
  context: TaskContext,
  project: ProjectConfig,
): { context: TaskContext; project: ProjectConfig } | undefined {
  const found =
    resolveSlashCommand(context.request, project.commands, run.inputs.triggerPhrase) ??
    resolveSlashCommand(context.request, project.commands);
  if (!found) return undefined;
  if (found.kind === 'unknown') throw new InputError(found.error);
  return {
    context: { ...context, request: found.prompt },
    project: withInvokedCommand(project, found.command),
  };
}

/**
 * The root instructions (AGENTS.md or CLAUDE.md, already in the context) with the files
 * they import, read from the trusted tree: inside the repository, five levels at most.
 */
export async function withRootImports(
  context: TaskContext,
  project: ProjectConfig | undefined,
): Promise<TaskContext> {
  const root = context.projectInstructions;
  if (!project || !root) return context;
  const imported = await importedInstructions(project.files, root.path, root.content);
  if (!imported.text) return context;
  return {
    ...context,
    projectInstructions: { ...root, content: `${root.content}\n\n${imported.text}` },
  };
}
