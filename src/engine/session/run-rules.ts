/**
 * The run's permission rules and the tools they leave the model: the shell's own
 * rules joined with the repository's `.claude/settings.json` ones.
 */
import type { ProjectConfig } from '../project/types.js';
import { coversToolName } from '../tools/permissions.js';
import type { Tool } from '../tools/types.js';

/**
 * Tools the model is shown: a tool denied by a bare-name rule is hidden (as Claude
 * Code's `--disallowedTools` removes it). A tool no allow rule names stays in the
 * list, as in Claude Code, and each call of it is denied and listed in
 * `permission_denials` (before 8.3 it was removed from the list).
 */
export function visibleTools(tools: readonly Tool[], disallowed: readonly string[]): Tool[] {
  const ruleTool = (rule: string) => rule.split('(')[0]!.trim().replace(/__\*$/, '');
  const deniedWhole = disallowed.filter((rule) => !rule.includes('(')).map(ruleTool);
  return tools.filter((tool) => !deniedWhole.some((rule) => coversToolName(rule, tool.name)));
}

/** The run's permission rules: its own, joined with the repository's settings. */
export interface RunRules {
  allowed: string[];
  disallowed: string[];
  ask: string[];
}

/**
 * The run's rules joined with the repository's: every deny and ask counts. An
 * allow rule of the repository widens an allow list the run has; with none (every
 * tool allowed) there is nothing to widen. A slash command's `allowed-tools` are
 * allow rules too, and the whole list when the run has none.
 */
export function runRules(options: {
  allowedTools: string[];
  disallowedTools: string[];
  project?: ProjectConfig;
}): RunRules {
  const project = options.project?.permissions;
  const joined =
    options.allowedTools.length > 0 ? [...options.allowedTools, ...(project?.allow ?? [])] : [];
  // A slash command's `allowed-tools`: with no allow list they become it, as in headless Claude Code.
  const allowed = [...joined, ...(options.project?.commandRules ?? [])];
  return {
    allowed,
    disallowed: [...options.disallowedTools, ...(project?.deny ?? [])],
    ask: [...(project?.ask ?? [])],
  };
}
