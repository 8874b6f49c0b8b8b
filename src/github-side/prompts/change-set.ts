/**
 * What the prompt says of a change set (docs/contract.md#change-sets): that the run reaches
 * other repositories and how their work is published, which ones the workflow named but the
 * run does not get, and each one's instructions file from its default branch. The folders
 * themselves, and which are read-only and why, are in the system prompt
 * (src/engine/session/system-prompt.ts): not said twice.
 */
import type { ProjectInstructions } from '../github/context.js';

/** One repository of the set as the prompt shows it. */
export interface PromptRepository {
  fullName: string;
  readOnly: boolean;
  /** Its AGENTS.md or CLAUDE.md, from its default branch. */
  instructions?: ProjectInstructions;
}

/** The set as the prompt shows it. */
export interface ChangeSetPrompt {
  repos: readonly PromptRepository[];
  /** Named by the workflow, not given to the run, with why. */
  skipped: readonly { fullName: string; reason: string }[];
  /** Why the run gets none of them at all. */
  refused?: string;
}

/** The prompt's section on the set; '' when the workflow names no other repository. */
export function changeSetPrompt(set: ChangeSetPrompt): string {
  if (set.refused !== undefined) {
    return `## Other repositories\n\nThe workflow names other repositories, but this run gets none of them: ${set.refused}.\n`;
  }
  if (set.repos.length === 0 && set.skipped.length === 0) return '';
  const parts = ['## Other repositories'];
  if (set.repos.length > 0) {
    const changeable = set.repos.some((repo) => !repo.readOnly);
    parts.push(
      [
        `Besides this repository, this run reaches ${set.repos.map((repo) => repo.fullName).join(', ')}, cloned beside it (the folders are listed above).`,
        changeable
          ? "What you change in one that is not read-only is committed there on a branch of its own and proposed in a pull request linked with this repository's: change every repository the request needs, consistently, and nothing else in them."
          : 'Read them for what the request needs; change nothing in them.',
      ].join(' '),
    );
  }
  if (set.skipped.length > 0) {
    parts.push(
      `Named by the workflow but not available to this run: ${set.skipped
        .map((skip) => `${skip.fullName} (${skip.reason})`)
        .join('; ')}.`,
    );
  }
  for (const repo of set.repos) {
    if (!repo.instructions) continue;
    const { path, ref, content } = repo.instructions;
    parts.push(`### Instructions of ${repo.fullName} (${path} on ${ref})\n\n${content.trim()}`);
  }
  return `${parts.join('\n\n')}\n`;
}
