/**
 * A repository's configuration for Claude Code (docs/contract.md#project-configuration), as agent-loop
 * reads it: `.claude/settings.json` (permission rules, hooks), `.claude/agents/`,
 * `.claude/commands/`, `.claude/skills/` and the `CLAUDE.md` / `AGENTS.md` files
 * of sub-folders. Everything comes from one trusted tree ({@link ProjectFiles}):
 * the shells choose it (the base branch for pull requests, the checkout otherwise).
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import type { Skill } from '../tools/skill.js';

/** The files of the trusted tree, by `/`-separated path relative to its root. */
export interface ProjectFiles {
  /** Where the files come from, for messages and the report ("the checkout", "main at 1a2b3c4"). */
  source: string;
  /** A file's text, or undefined when it is not a file there (or too large to be configuration). */
  read(path: string): Promise<string | undefined>;
  /** The files below `folder` (recursive), as paths from the root, sorted. */
  list(folder: string): Promise<string[]>;
}

/** A custom sub-agent (`.claude/agents/<name>.md`). */
export interface CustomAgent {
  name: string;
  description: string;
  /** The tools it may use (none given: every tool of the run but Agent). */
  tools?: string[];
  /** Its model (`sonnet`, `opus`, `haiku`, a model id; `inherit` or none: the run's). */
  model?: string;
  /** Its system prompt. */
  prompt: string;
  path: string;
}

/** A slash command (`.claude/commands/<name>.md`). */
export interface SlashCommand {
  name: string;
  description?: string;
  argumentHint?: string;
  /** Its `allowed-tools`: rules joined with the run's. */
  allowedTools?: string[];
  body: string;
  path: string;
}

/** One command hook of settings.json. */
export interface HookCommand {
  type: 'command';
  command: string;
  /** Seconds; default 60. */
  timeout?: number;
}

/** The events agent-loop runs hooks for. */
export const HOOK_EVENTS = [
  'PreToolUse',
  'PostToolUse',
  'UserPromptSubmit',
  'Stop',
  'SessionStart',
] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** A matcher and its hooks. */
export interface HookGroup {
  /** Tool events: a tool name, `A|B`, a regular expression, or empty / `*` for every tool. */
  matcher: string;
  hooks: HookCommand[];
}

export type HookSettings = Partial<Record<HookEvent, HookGroup[]>>;

/** The permission rules of the settings files, in the action's rule syntax. */
export interface ProjectPermissions {
  allow: string[];
  deny: string[];
  ask: string[];
}

/** What a run took from the repository. */
export interface ProjectConfig {
  files: ProjectFiles;
  /** The settings files read (`.claude/settings.json`, and `.claude/settings.local.json` in the CLI). */
  settingsFiles: string[];
  permissions: ProjectPermissions;
  /** Rules naming Claude Code tools agent-loop does not have: kept out, listed. */
  ignoredRules: string[];
  hooks: HookSettings;
  /** Why the hooks of the settings are not run (a fork's pull request, pull_request_target, Bash denied). */
  hooksRefused?: string;
  /** The copy of the trusted tree the hooks' commands were pointed at (shown read-only to the tools). */
  hookTree?: string;
  /** The repository files the hooks name: the tools may not write them. */
  hookFiles?: string[];
  /** Settings files changed since the last run in this folder (the CLI keeps their hashes). */
  settingsChanged?: string[];
  agents: CustomAgent[];
  commands: SlashCommand[];
  skills: Skill[];
  /** Warnings about files that could not be used (shown in the report, the run goes on). */
  warnings: string[];
  /** The slash command the request invoked, once the shell resolved it. */
  invokedCommand?: string;
  /** That command's `allowed-tools`: allow rules of the run (its allow list when it has none). */
  commandRules?: string[];
}

/** A configuration file that cannot be used; its message names the file. */
export class ProjectConfigError extends AgentLoopError<'project_config'> {
  override readonly name = 'ProjectConfigError';
  get kind() {
    return 'project_config' as const;
  }
}
