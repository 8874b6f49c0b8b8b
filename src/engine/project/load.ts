/**
 * Reads a repository's Claude Code configuration from its trusted tree: the
 * settings (an error stops the run: its deny rules matter), and the agents,
 * commands and skills (a broken one is a warning and is left out).
 */
import type { Skill } from '../tools/skill.js';
import type { ProjectConfigSummary } from '../events/stream.js';
import { basename } from 'node:path';
import { parsePermissionRules } from '../tools/permissions.js';
import { prepareShellParser } from '../tools/shell-parser.js';
import { optionalString, parseFrontMatter, stringList } from './front-matter.js';
import { parseSettings } from './settings.js';
import type {
  CustomAgent,
  HookSettings,
  ProjectConfig,
  ProjectFiles,
  SlashCommand,
} from './types.js';

/** The settings files, in the order they are joined. */
export const SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json'];

/** A name agents, commands and skills may have. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

export interface LoadProjectOptions {
  /** Why hooks must not run for this event, if they must not (they are then not even read). */
  hooksRefused?: string;
  /** The host's own tools a rule may name beside the built-in ones. */
  hostTools?: readonly string[];
}

/** Loads everything; throws ProjectConfigError for a settings file that cannot be used. */
export async function loadProjectConfig(
  files: ProjectFiles,
  options: LoadProjectOptions = {},
): Promise<ProjectConfig> {
  const warnings: string[] = [];
  const settingsFiles: string[] = [];
  const permissions = { allow: [] as string[], deny: [] as string[], ask: [] as string[] };
  const ignoredRules: string[] = [];
  const hooks: HookSettings = {};
  for (const path of SETTINGS_FILES) {
    const text = await files.read(path);
    if (text === undefined) continue;
    // Bash rules are checked by the shell parser: loaded first, only when a rule needs it.
    await prepareShellParser([text]);
    const parsed = parseSettings(text, path, options.hostTools);
    settingsFiles.push(path);
    for (const key of ['allow', 'deny', 'ask'] as const)
      permissions[key].push(...parsed.permissions[key]);
    ignoredRules.push(...parsed.ignoredRules);
    for (const [event, groups] of Object.entries(parsed.hooks)) {
      const key = event as keyof HookSettings;
      hooks[key] = [...(hooks[key] ?? []), ...groups];
    }
  }
  return {
    files,
    settingsFiles,
    permissions,
    ignoredRules,
    hooks: options.hooksRefused ? {} : hooks,
    ...(options.hooksRefused && Object.keys(hooks).length > 0
      ? { hooksRefused: options.hooksRefused }
      : {}),
    agents: await loadAgents(files, warnings),
    commands: await loadCommands(files, warnings, options.hostTools),
    skills: await loadSkills(files, warnings),
    warnings,
  };
}

async function markdownFiles(files: ProjectFiles, folder: string): Promise<string[]> {
  return (await files.list(folder)).filter(
    (path) => path.endsWith('.md') && !path.slice(folder.length + 1).includes('/'),
  );
}

async function loadAgents(files: ProjectFiles, warnings: string[]): Promise<CustomAgent[]> {
  const agents: CustomAgent[] = [];
  for (const path of await markdownFiles(files, '.claude/agents')) {
    try {
      const { data, body } = await parseFrontMatter((await files.read(path)) ?? '');
      const name = optionalString(data.name, 'name') ?? basename(path, '.md');
      const description = optionalString(data.description, 'description');
      if (!NAME.test(name)) throw new Error(`"${name}" is not a name (letters, digits, - _ . :)`);
      if (!description) throw new Error('it has no "description" (when to use the agent)');
      if (!body) throw new Error('its body (the system prompt) is empty');
      if (agents.some((agent) => agent.name === name))
        throw new Error(`another agent is named ${name}`);
      const tools = stringList(data.tools, 'tools');
      const model = optionalString(data.model, 'model');
      agents.push({
        name,
        description,
        prompt: body,
        path,
        ...(tools ? { tools } : {}),
        ...(model && model !== 'inherit' ? { model } : {}),
      });
    } catch (error) {
      warnings.push(`${path} was not loaded: ${(error as Error).message}.`);
    }
  }
  return agents;
}

async function loadCommands(
  files: ProjectFiles,
  warnings: string[],
  hostTools: readonly string[] = [],
): Promise<SlashCommand[]> {
  const commands: SlashCommand[] = [];
  for (const path of await files.list('.claude/commands')) {
    if (!path.endsWith('.md')) continue;
    try {
      const { data, body } = await parseFrontMatter((await files.read(path)) ?? '');
      // Claude Code: a command in a sub-folder keeps the file's name (the folder is its namespace).
      const name = basename(path, '.md');
      if (!NAME.test(name)) throw new Error(`"${name}" is not a command name`);
      if (!body) throw new Error('its body (the prompt) is empty');
      if (commands.some((command) => command.name === name)) continue;
      const description = optionalString(data.description, 'description');
      const argumentHint = optionalString(data['argument-hint'], 'argument-hint');
      const allowedTools = stringList(data['allowed-tools'], 'allowed-tools');
      if (allowedTools) {
        await prepareShellParser(allowedTools);
        for (const rule of allowedTools) parsePermissionRules(rule, hostTools);
      }
      commands.push({
        name,
        body,
        path,
        ...(description ? { description } : {}),
        ...(argumentHint ? { argumentHint } : {}),
        ...(allowedTools ? { allowedTools } : {}),
      });
    } catch (error) {
      warnings.push(`${path} was not loaded: ${(error as Error).message}.`);
    }
  }
  return commands;
}

async function loadSkills(files: ProjectFiles, warnings: string[]): Promise<Skill[]> {
  const all = await files.list('.claude/skills');
  const skills: Skill[] = [];
  for (const path of all.filter((entry) => /^\.claude\/skills\/[^/]+\/SKILL\.md$/.test(entry))) {
    const folder = path.slice(0, -'/SKILL.md'.length);
    try {
      const { data, body } = await parseFrontMatter((await files.read(path)) ?? '');
      const name = optionalString(data.name, 'name') ?? basename(folder);
      const description = optionalString(data.description, 'description');
      if (!NAME.test(name)) throw new Error(`"${name}" is not a skill name`);
      if (!description) throw new Error('it has no "description" (when to use the skill)');
      if (skills.some((skill) => skill.name === name))
        throw new Error(`another skill is named ${name}`);
      const rest = all.filter((entry) => entry.startsWith(`${folder}/`) && entry !== path);
      skills.push({ name, description, body, folder, files: rest });
    } catch (error) {
      warnings.push(`${path} was not loaded: ${(error as Error).message}.`);
    }
  }
  return skills;
}

/** What the init event and the report list. */
export function summarizeProjectConfig(config: ProjectConfig): ProjectConfigSummary {
  const hooks = Object.entries(config.hooks).flatMap(([event, groups]) =>
    (groups ?? []).flatMap((group) =>
      group.hooks.map(
        (hook) => `${event}${group.matcher ? `(${group.matcher})` : ''}: ${hook.command}`,
      ),
    ),
  );
  return {
    source: config.files.source,
    files: [
      ...config.settingsFiles,
      ...config.agents.map((agent) => agent.path),
      ...config.commands.map((command) => command.path),
      ...config.skills.map((skill) => `${skill.folder}/SKILL.md`),
    ],
    agents: config.agents.map((agent) => agent.name),
    commands: config.commands.map((command) => command.name),
    skills: config.skills.map((skill) => skill.name),
    hooks,
    ...(config.invokedCommand ? { command: config.invokedCommand } : {}),
    ...(config.hooksRefused ? { hooks_refused: config.hooksRefused } : {}),
    ...(config.settingsChanged ? { settings_changed: config.settingsChanged } : {}),
    ...(config.ignoredRules.length > 0 ? { ignored_rules: config.ignoredRules } : {}),
    ...(config.warnings.length > 0 ? { warnings: config.warnings } : {}),
  };
}
