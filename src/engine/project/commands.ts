/**
 * Slash commands (`.claude/commands/<name>.md`): `/<name> <arguments>` as the CLI's
 * prompt, or after the trigger phrase in a comment (`@agent /<name> <arguments>`),
 * runs the command's body as the prompt: `$ARGUMENTS` is the arguments, `$1`, `$2`…
 * its words (quotes group words); a body without `$ARGUMENTS` gets them appended,
 * as Claude Code does. The command's `allowed-tools` become the run's allow rules.
 */
import type { ProjectConfig, SlashCommand } from './types.js';

/** What a slash command invocation became. */
export type SlashResolution =
  { kind: 'command'; command: SlashCommand; prompt: string } | { kind: 'unknown'; error: string };

const INVOCATION = /^\/([A-Za-z0-9][\w.:-]*)(?=\s|$)([\s\S]*)$/;

/**
 * The command `text` invokes (the whole text, or what follows `phrase` in it), or
 * undefined when it invokes none. An unknown name is an error listing the known ones.
 */
export function resolveSlashCommand(
  text: string,
  commands: readonly SlashCommand[],
  phrase?: string,
): SlashResolution | undefined {
  const invocation = invocationIn(text.trim(), phrase);
  if (!invocation) return undefined;
  const command = commands.find((candidate) => candidate.name === invocation.name);
  if (!command) {
    const known = commands.map((candidate) => `/${candidate.name}`).join(', ');
    return {
      kind: 'unknown',
      error: `Unknown command /${invocation.name}: ${known ? `the repository's commands are ${known}` : 'the repository has no commands (.claude/commands/<name>.md)'}.`,
    };
  }
  return { kind: 'command', command, prompt: expandCommand(command.body, invocation.args) };
}

function invocationIn(text: string, phrase?: string): { name: string; args: string } | undefined {
  let rest = text;
  if (phrase) {
    const at = text.toLowerCase().indexOf(phrase.toLowerCase());
    if (at < 0) return undefined;
    rest = text.slice(at + phrase.length).trimStart();
  }
  const match = INVOCATION.exec(rest);
  return match ? { name: match[1]!, args: match[2]!.trim() } : undefined;
}

/** The body with `$ARGUMENTS` and `$1`… filled in. */
export function expandCommand(body: string, args: string): string {
  const words = splitArguments(args);
  let usedArguments = false;
  const filled = body
    .replace(/\$ARGUMENTS\b/g, () => {
      usedArguments = true;
      return args;
    })
    .replace(/\$(\d+)/g, (_match, index: string) => {
      usedArguments = true;
      return words[Number(index) - 1] ?? '';
    });
  return usedArguments || args === '' ? filled : `${filled}\n\nARGUMENTS: ${args}`;
}

/** Words split on spaces, with "double" or 'single' quotes grouping. */
function splitArguments(args: string): string[] {
  const words: string[] = [];
  for (const match of args.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    words.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return words;
}

/** The configuration with the command the run's prompt came from (its `allowed-tools` join the rules). */
export function withInvokedCommand(config: ProjectConfig, command: SlashCommand): ProjectConfig {
  return {
    ...config,
    invokedCommand: command.name,
    ...(command.allowedTools?.length ? { commandRules: command.allowedTools } : {}),
  };
}
