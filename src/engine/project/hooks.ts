/**
 * The hooks of `.claude/settings.json` with Claude Code's semantics
 * (https://docs.anthropic.com/en/docs/claude-code/hooks: "Hook Input", "Simple: Exit Code",
 * "Advanced: JSON Output"; docs/contract.md#project-configuration):
 * - exit 0 succeeds; stdout is added to the context for `UserPromptSubmit` and `SessionStart`
 *   and otherwise only recorded (a `hook_response` line, where Claude Code's transcript shows it);
 * - exit 2 blocks: `PreToolUse` denies the call with stderr as the reason the model reads,
 *   `PostToolUse` gives stderr to the model, `UserPromptSubmit` refuses the prompt, `Stop`
 *   makes the model go on with stderr as the reason;
 * - any other exit (or a timeout) is a non-blocking error: recorded, and the run goes on;
 * - a JSON object on stdout (exit 0) answers instead: `continue: false` (+ `stopReason`) ends the
 *   run, `decision: "block"` + `reason`, `hookSpecificOutput.permissionDecision`
 *   (`allow` / `deny` / `ask`, with `permissionDecisionReason`) and
 *   `hookSpecificOutput.additionalContext`.
 * A headless run has no one to ask: `ask` is a denial. `allow` lets the call go on to the
 * run's permission rules, which still decide (a hook never widens them). All hooks that match
 * run at once; the same command matched twice runs once.
 */
import type { HookResponse } from '../events/stream.js';
import { runHookProcess, type HookProcessOptions, type HookProcessResult } from './hooks-run.js';
import type { HookEvent, HookGroup, HookSettings } from './types.js';

export type { HookResponse };

export interface HooksOptions extends HookProcessOptions {
  sessionId: string;
  /** The run's transcript file, when it has one the hooks may read. */
  transcriptPath?: string;
}

/** Every event's answer carries the responses of the hooks that ran. */
interface Answered {
  responses: HookResponse[];
}

export interface PreToolUseAnswer extends Answered {
  /** The call must not run: why (for the model). */
  deny?: string;
}
export interface ContextAnswer extends Answered {
  /** Texts for the model. */
  context: string[];
}
export interface PromptAnswer extends ContextAnswer {
  /** The prompt is refused: why (for the user). */
  blocked?: string;
}
export interface StopAnswer extends Answered {
  /** The model goes on: the reason it is given. */
  continueWith?: string;
}

/** The run's hooks, ready to run. */
export interface ProjectHooks {
  has(event: HookEvent): boolean;
  preToolUse(call: ToolCallInput, signal: AbortSignal): Promise<PreToolUseAnswer>;
  postToolUse(
    call: ToolCallInput & { toolResponse: unknown },
    signal: AbortSignal,
  ): Promise<ContextAnswer>;
  userPromptSubmit(prompt: string, signal: AbortSignal): Promise<PromptAnswer>;
  sessionStart(source: 'startup' | 'resume', signal: AbortSignal): Promise<ContextAnswer>;
  stop(stopHookActive: boolean, signal: AbortSignal): Promise<StopAnswer>;
  /** Set once a hook answered `continue: false`: its `stopReason`; the run ends. */
  halted(): string | undefined;
}

export interface ToolCallInput {
  toolName: string;
  toolInput: unknown;
  toolUseId: string;
}

/** One hook's result with its JSON answer, if it gave one. */
interface Ran {
  result: HookProcessResult;
  response: HookResponse;
  json?: Record<string, unknown>;
}

export function createProjectHooks(settings: HookSettings, options: HooksOptions): ProjectHooks {
  let haltReason: string | undefined;
  const run = async (
    event: HookEvent,
    target: string | undefined,
    fields: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Ran[]> => {
    const commands = matchingHooks(settings[event] ?? [], target);
    const input = {
      session_id: options.sessionId,
      transcript_path: options.transcriptPath ?? '',
      cwd: options.projectDir,
      permission_mode: 'default',
      hook_event_name: event,
      ...fields,
    };
    const ran = await Promise.all(
      commands.map(async (hook) => {
        const result = await runHookProcess(hook, input, options, signal);
        return { result, response: responseOf(event, result), json: jsonAnswer(result) };
      }),
    );
    for (const { json } of ran) {
      if (json?.continue === false) haltReason ??= stringField(json.stopReason) ?? `${event} hook`;
    }
    return ran;
  };
  return {
    has: (event) => (settings[event] ?? []).some((group) => group.hooks.length > 0),
    halted: () => haltReason,
    async preToolUse(call, signal) {
      const ran = await run('PreToolUse', call.toolName, toolFields(call), signal);
      return { responses: responses(ran), ...preToolUseVerdict(ran) };
    },
    async postToolUse(call, signal) {
      const fields = { ...toolFields(call), tool_response: call.toolResponse };
      const ran = await run('PostToolUse', call.toolName, fields, signal);
      const context = ran.flatMap(({ result, json }) => {
        if (result.exitCode === 2) return [result.stderr.trim() || 'A PostToolUse hook objected.'];
        return [
          ...(json?.decision === 'block' ? [stringField(json.reason) ?? ''] : []),
          ...additionalContext(json),
        ];
      });
      return { responses: responses(ran), context: context.filter(Boolean) };
    },
    async userPromptSubmit(prompt, signal) {
      const ran = await run('UserPromptSubmit', undefined, { prompt }, signal);
      const blocked = ran.flatMap(({ result, json }) => {
        const named = `the UserPromptSubmit hook "${result.command}"`;
        if (result.exitCode === 2) return [result.stderr.trim() || named];
        if (json?.decision === 'block') return [stringField(json.reason) ?? named];
        return json?.continue === false ? [stringField(json.stopReason) ?? named] : [];
      });
      return {
        responses: responses(ran),
        context: contextOf(ran),
        ...(blocked.length > 0 ? { blocked: blocked.join('\n') } : {}),
      };
    },
    async sessionStart(source, signal) {
      const ran = await run('SessionStart', source, { source }, signal);
      return { responses: responses(ran), context: contextOf(ran) };
    },
    async stop(stopHookActive, signal) {
      const ran = await run('Stop', undefined, { stop_hook_active: stopHookActive }, signal);
      const reasons = ran.flatMap(({ result, json }) => {
        if (result.exitCode === 2) return [result.stderr.trim() || 'A Stop hook asked to go on.'];
        return json?.decision === 'block' ? [stringField(json.reason) ?? 'Go on.'] : [];
      });
      return {
        responses: responses(ran),
        ...(reasons.length > 0 ? { continueWith: reasons.join('\n') } : {}),
      };
    },
  };
}

/**
 * Claude Code's matcher: empty or `*` matches everything; a plain name (or names joined by
 * `|`) matches exactly; anything else is a regular expression (a broken one matches
 * nothing). Events without a target (UserPromptSubmit, Stop) run every group.
 */
export function matchesHook(matcher: string, target: string | undefined): boolean {
  if (target === undefined || matcher === '' || matcher === '*') return true;
  if (/^[\w|]+$/.test(matcher)) return matcher.split('|').includes(target);
  try {
    return new RegExp(matcher).test(target);
  } catch {
    return false;
  }
}

function matchingHooks(groups: readonly HookGroup[], target: string | undefined) {
  const seen = new Set<string>();
  return groups
    .filter((group) => matchesHook(group.matcher, target))
    .flatMap((group) => group.hooks)
    .filter((hook) => !seen.has(hook.command) && Boolean(seen.add(hook.command)));
}

function toolFields(call: ToolCallInput): Record<string, unknown> {
  return { tool_name: call.toolName, tool_input: call.toolInput, tool_use_id: call.toolUseId };
}

/** deny > ask > allow, as Claude Code orders hook decisions; exit 2 is a deny. */
function preToolUseVerdict(ran: readonly Ran[]): { deny?: string } {
  const denials: string[] = [];
  const asks: string[] = [];
  for (const { result, json } of ran) {
    if (result.exitCode === 2) {
      denials.push(result.stderr.trim() || `The PreToolUse hook "${result.command}" blocked it.`);
      continue;
    }
    if (!json) continue;
    const specific = isRecord(json.hookSpecificOutput) ? json.hookSpecificOutput : {};
    // `decision: "approve" | "block"` is the older spelling of the permission decision.
    const legacy = { approve: 'allow', block: 'deny' }[String(json.decision)];
    const decision = stringField(specific.permissionDecision) ?? legacy;
    const reason = stringField(specific.permissionDecisionReason) ?? stringField(json.reason);
    if (json.continue === false) {
      denials.push(`A PreToolUse hook stopped the run: ${stringField(json.stopReason) ?? ''}`);
    } else if (decision === 'deny') {
      denials.push(reason ?? `The PreToolUse hook "${result.command}" denied it.`);
    } else if (decision === 'ask') asks.push(reason ?? result.command);
  }
  if (denials.length > 0) return { deny: `Denied by a PreToolUse hook: ${denials.join('\n')}` };
  if (asks.length > 0) {
    return {
      deny: `A PreToolUse hook asks for a person's approval (${asks.join('; ')}); this run has no one to ask, so the call is denied.`,
    };
  }
  return {};
}

/** UserPromptSubmit and SessionStart: plain stdout of exit 0, or `additionalContext`. */
function contextOf(ran: readonly Ran[]): string[] {
  return ran.flatMap(({ result, json }) => {
    if (result.exitCode !== 0) return [];
    if (json) return additionalContext(json);
    const text = result.stdout.trim();
    return text ? [text] : [];
  });
}

function additionalContext(json: Record<string, unknown> | undefined): string[] {
  const specific = isRecord(json?.hookSpecificOutput) ? json.hookSpecificOutput : {};
  const text = stringField(specific.additionalContext);
  return text ? [text] : [];
}

/** The JSON object a hook answered with (exit 0 only, as in Claude Code). */
function jsonAnswer(result: HookProcessResult): Record<string, unknown> | undefined {
  const text = result.stdout.trim();
  if (result.exitCode !== 0 || !text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function responseOf(event: HookEvent, result: HookProcessResult): HookResponse {
  const outcome = result.timedOut
    ? 'timeout'
    : result.aborted
      ? 'aborted'
      : result.exitCode === 0
        ? 'success'
        : result.exitCode === 2
          ? 'blocking'
          : 'error';
  return {
    hook_event: event,
    command: result.command,
    exit_code: result.exitCode,
    outcome,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

function responses(ran: readonly Ran[]): HookResponse[] {
  return ran.map((entry) => entry.response);
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
