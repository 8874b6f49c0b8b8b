/**
 * The hooks of an action run as they may run (docs/project-config.md#hooks): off when the
 * workflow denies Bash (a hook runs commands as Bash does) unless `hooks_without_bash` turns
 * them on; and a hook whose command names a file of the repository runs the trusted tree's
 * copy of it, as MCP servers are pinned to the base: the trusted commit is copied out of
 * the workspace (shown read-only inside the tool boundary) and the command's words point
 * there. The tools may not write the files a hook names; a hook naming a file the trusted
 * tree does not have is not run.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { checkoutTreeCopy } from '../git/base-tree.js';
import { readTreeEntry } from '../git/tree-files.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import {
  bashDeniedRefusal,
  hookCommands,
  pinCommand,
  projectPathWords,
  type PathWord,
} from '../../engine/project/hook-scripts.js';
import type { HookSettings, ProjectConfig } from '../../engine/project/types.js';
import type { ActionRun } from '../run/run-context.js';

/** The configuration with its hooks settled, and how to delete the copy they run from. */
export interface SettledHooks {
  config: ProjectConfig;
  remove(): void;
}

/** Turns the hooks off, pins them, or leaves a configuration without hooks as it is. */
export async function settleActionHooks(
  run: ActionRun,
  config: ProjectConfig,
  trusted: { commit: string; prepared: PreparedWorkspace },
): Promise<SettledHooks> {
  const none = { config, remove: () => {} };
  if (Object.keys(config.hooks).length === 0) return none;
  const refused = run.inputs.hooksWithoutBash
    ? undefined
    : bashDeniedRefusal(run.inputs.disallowedTools, 'hooks_without_bash: true');
  if (refused) return { config: { ...config, hooks: {}, hooksRefused: refused }, remove: () => {} };
  const named = await namedFiles(run, config, trusted);
  if (named.pinned.size === 0 && named.refused.length === 0) return none;
  const copy =
    named.pinned.size > 0
      ? await checkoutTreeCopy(trusted.prepared.repository, trusted.commit, run.runner.runnerTemp)
      : undefined;
  const hooks: HookSettings = {};
  for (const [event, groups] of Object.entries(config.hooks)) {
    hooks[event as keyof HookSettings] = (groups ?? []).flatMap((group) => {
      const kept = group.hooks.flatMap((hook) => {
        const words = named.words.get(hook.command) ?? [];
        if (words.some((word) => !named.pinned.has(word.path))) return [];
        return [copy ? { ...hook, command: pinCommand(hook.command, words, copy.path) } : hook];
      });
      return kept.length > 0 ? [{ ...group, hooks: kept }] : [];
    });
  }
  const paths = [...named.pinned];
  return {
    config: {
      ...config,
      hooks,
      // The files a hook names are the run's to keep as they are: no tool writes them.
      permissions: {
        ...config.permissions,
        deny: [...config.permissions.deny, ...paths.map((path) => `Edit(/${path})`)],
      },
      warnings: [...config.warnings, ...named.refused],
      ...(copy ? { hookTree: copy.path, hookFiles: paths } : {}),
    },
    remove: copy?.remove ?? (() => {}),
  };
}

/** The repository files every hook names: the ones the trusted tree has, and the hooks refused. */
async function namedFiles(
  run: ActionRun,
  config: ProjectConfig,
  trusted: { commit: string; prepared: PreparedWorkspace },
) {
  const words = new Map<string, PathWord[]>();
  const pinned = new Set<string>();
  const refused: string[] = [];
  for (const command of hookCommands(config.hooks)) {
    const named: PathWord[] = [];
    for (const word of projectPathWords(command)) {
      const entry = await readTreeEntry(trusted.prepared.repository, trusted.commit, word.path);
      if (entry.kind === 'file') {
        pinned.add(word.path);
        named.push(word);
      } else if (entry.kind === 'link' || inCheckout(run.runner.workspace, word.path)) {
        named.push(word);
        refused.push(
          `The hook \`${command}\` was not run: it names ${word.path}, which the trusted tree does not have as a file.`,
        );
      }
    }
    words.set(command, named);
  }
  return { words, pinned, refused };
}

/** A file (or a link) at `path` of the checkout: a folder a hook names is not run. */
function inCheckout(workspace: string, path: string): boolean {
  try {
    return !lstatSync(join(workspace, path)).isDirectory();
  } catch {
    return false;
  }
}
