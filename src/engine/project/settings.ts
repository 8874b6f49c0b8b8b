/**
 * `.claude/settings.json`: `permissions.allow` / `.deny` / `.ask` and `hooks`, as
 * Claude Code documents them (https://docs.anthropic.com/en/docs/claude-code/settings,
 * .../iam, .../hooks). Other keys are Claude Code's own and are left alone. A
 * broken file is an error naming it, never a file quietly skipped: its deny rules
 * may be what keeps the agent away from something.
 */
import { parsePermissionRules } from '../tools/permissions.js';
import {
  HOOK_EVENTS,
  ProjectConfigError,
  type HookEvent,
  type HookGroup,
  type HookSettings,
  type ProjectPermissions,
} from './types.js';

/** Claude Code tools agent-loop has no counterpart of: a rule naming one matches nothing here. */
const CLAUDE_CODE_ONLY_TOOLS = new Set([
  'MultiEdit',
  'LS',
  'NotebookRead',
  'BashOutput',
  'KillShell',
  'KillBash',
  'ExitPlanMode',
  'SlashCommand',
  'ListMcpResourcesTool',
  'ReadMcpResourceTool',
]);
/** Claude Code's older names of tools agent-loop has. */
const RENAMED_TOOLS: Readonly<Record<string, string>> = { Task: 'Agent' };

/** One settings file, parsed. */
export interface ParsedSettings {
  permissions: ProjectPermissions;
  ignoredRules: string[];
  hooks: HookSettings;
}

/**
 * Parses a settings file's text; throws {@link ProjectConfigError} naming `path`.
 * `hostTools`: the host's own tools a rule may name beside the built-in ones.
 */
export function parseSettings(
  text: string,
  path: string,
  hostTools: readonly string[] = [],
): ParsedSettings {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ProjectConfigError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(data)) throw new ProjectConfigError(`${path} must hold a JSON object.`);
  const ignoredRules: string[] = [];
  const permissions: ProjectPermissions = { allow: [], deny: [], ask: [] };
  const block = data.permissions;
  if (block !== undefined) {
    if (!isRecord(block)) throw new ProjectConfigError(`${path}: "permissions" must be an object.`);
    for (const key of ['allow', 'deny', 'ask'] as const) {
      permissions[key] = rulesOf(block[key], {
        where: `${path}: permissions.${key}`,
        ignored: ignoredRules,
        hostTools,
      });
    }
  }
  return { permissions, ignoredRules, hooks: parseHooks(data.hooks, path) };
}

interface RulesScope {
  where: string;
  /** Where the rules naming a tool agent-loop has not go. */
  ignored: string[];
  hostTools: readonly string[];
}

function rulesOf(value: unknown, { where, ignored, hostTools }: RulesScope): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((rule) => typeof rule === 'string'))
    throw new ProjectConfigError(`${where} must be a list of rule strings.`);
  const rules: string[] = [];
  for (const raw of value as string[]) {
    const rule = renamed(raw.trim());
    const tool = /^[A-Za-z]+/.exec(rule)?.[0] ?? '';
    if (CLAUDE_CODE_ONLY_TOOLS.has(tool) && (rule === tool || rule.startsWith(`${tool}(`))) {
      ignored.push(raw);
      continue;
    }
    try {
      const parsed = parsePermissionRules(rule, hostTools);
      if (parsed.length !== 1) throw new Error(`"${raw}" is not one rule`);
    } catch (error) {
      throw new ProjectConfigError(`${where}: ${(error as Error).message}`);
    }
    rules.push(rule);
  }
  return rules;
}

/** `Task(...)` is `Agent(...)` by its current name. */
function renamed(rule: string): string {
  for (const [old, current] of Object.entries(RENAMED_TOOLS)) {
    if (rule === old || rule.startsWith(`${old}(`)) return current + rule.slice(old.length);
  }
  return rule;
}

function parseHooks(value: unknown, path: string): HookSettings {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new ProjectConfigError(`${path}: "hooks" must be an object.`);
  const hooks: HookSettings = {};
  for (const [event, groups] of Object.entries(value)) {
    // Claude Code has more events (Notification, PreCompact, SubagentStop…): not run here.
    if (!(HOOK_EVENTS as readonly string[]).includes(event)) continue;
    if (!Array.isArray(groups))
      throw new ProjectConfigError(`${path}: hooks.${event} must be a list of matcher groups.`);
    hooks[event as HookEvent] = groups.map((group, index) =>
      parseGroup(group, `${path}: hooks.${event}[${index}]`),
    );
  }
  return hooks;
}

function parseGroup(value: unknown, where: string): HookGroup {
  if (!isRecord(value)) throw new ProjectConfigError(`${where} must be an object.`);
  const matcher = value.matcher ?? '';
  if (typeof matcher !== 'string')
    throw new ProjectConfigError(`${where}.matcher must be a string.`);
  if (!Array.isArray(value.hooks)) throw new ProjectConfigError(`${where}.hooks must be a list.`);
  const hooks = value.hooks.map((hook: unknown, index) => {
    const at = `${where}.hooks[${index}]`;
    if (
      !isRecord(hook) ||
      hook.type !== 'command' ||
      typeof hook.command !== 'string' ||
      !hook.command.trim()
    )
      throw new ProjectConfigError(`${at} must be {"type": "command", "command": "…"}.`);
    const timeout = hook.timeout;
    if (timeout !== undefined && (typeof timeout !== 'number' || !(timeout > 0)))
      throw new ProjectConfigError(`${at}.timeout must be a positive number of seconds.`);
    return {
      type: 'command' as const,
      command: hook.command,
      ...(timeout === undefined ? {} : { timeout }),
    };
  });
  return { matcher, hooks };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
