/**
 * The repository's Claude Code configuration for an action run (docs/contract.md#project-configuration),
 * read from the trusted tree only: the checkout when it is the base branch's tip
 * as the action just fetched it (a new branch's first run), else the base
 * branch's commit (a pull request's base, for every pull request event, a fork's
 * or not). Never from a pull request's head or a branch an earlier run wrote.
 * Hooks run commands: never for a fork's pull request or under pull_request_target.
 */
import { commitProjectFiles } from '../git/project-tree.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';
import { loadProjectConfig } from '../../engine/project/load.js';
import { resolveSlashCommand, withInvokedCommand } from '../../engine/project/commands.js';
import { ProjectConfigError, type ProjectConfig } from '../../engine/project/types.js';
import { InputError } from '../run/inputs.js';
import type { ActionRun } from '../run/run-context.js';
import { trustedCommit } from './trusted-tree.js';
import { webToolsAllowed } from './web-tools.js';

/** The configuration, or undefined when `project_config` is false. Throws InputError for a broken settings file. */
export async function loadActionProjectConfig(
  run: ActionRun,
  context: TaskContext,
  prepared: PreparedWorkspace,
): Promise<ProjectConfig | undefined> {
  if (!run.inputs.projectConfig) return undefined;
  const { commit, source } = await trustedCommit(run, context, prepared);
  const files = await commitProjectFiles(prepared.repository, commit, source);
  // The same test as the web tools': code or text nobody with write access vouched for.
  const trusted = webToolsAllowed(run.runner.eventName, context, run.trigger.repo);
  try {
    return await loadProjectConfig(files, {
      ...(trusted
        ? {}
        : {
            hooksRefused:
              "The settings' hooks were not run: they never run for a fork's pull request or under pull_request_target.",
          }),
    });
  } catch (error) {
    if (error instanceof ProjectConfigError)
      throw new InputError(
        `${error.message} (from ${source}; set project_config: false to run without it)`,
      );
    throw error;
  }
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
