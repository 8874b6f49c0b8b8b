/**
 * What a run yields: each event is one stream-json line (docs/contract.md#stream-json), so the
 * CLI prints them as they are and the action renders them. The shapes the lines carry (a todo
 * list, an MCP server's state, the project configuration's summary) live here too: the loop, the
 * tools, MCP and the GitHub side all read this vocabulary, and it imports nothing of them, so
 * none of them closes a cycle through it (docs/development.md#source-layout). A host's own lines
 * (the GitHub side's review findings) are its own: see {@link HostEvents}.
 */
import type { Message, MessageParam, Usage } from '../model/types.js';

/** A todo item, as Claude Code's TodoWrite takes it. */
export interface TodoItem {
  content: string;
  status: 'pending' | 'in_progress' | 'completed';
  activeForm: string;
}

/** A server's state, as `system/init` and the result report it (Claude Code's statuses). */
export interface McpServerStatus {
  name: string;
  status: 'connected' | 'failed';
  /** Why it failed or stopped (redact before showing). */
  error?: string;
  /** Tools the server offered that cannot be offered to the model, with the reason. */
  skipped_tools?: string[];
}

/** What the run's first event and the report list of the configuration. */
export interface ProjectConfigSummary {
  source: string;
  files: string[];
  agents: string[];
  commands: string[];
  skills: string[];
  hooks: string[];
  /** Nested CLAUDE.md / AGENTS.md files (and their imports) that joined the context. */
  instructions?: string[];
  /** The slash command the run's prompt came from. */
  command?: string;
  hooks_refused?: string;
  /** Settings files whose content changed since the last run in this folder (the CLI). */
  settings_changed?: string[];
  ignored_rules?: string[];
  warnings?: string[];
}

export interface InitEvent {
  type: 'system';
  subtype: 'init';
  session_id: string;
  cwd: string;
  model: string;
  tools: string[];
  max_turns: number;
  max_budget_usd: number;
  permissionMode: 'default';
  /**
   * The configured MCP servers and whether each started, as Claude Code writes it;
   * `error` says why one failed (redacted).
   */
  mcp_servers: { name: string; status: 'connected' | 'failed'; error?: string }[];
  /** What the run took from the repository's Claude Code configuration (docs/contract.md#project-configuration). */
  project_config?: ProjectConfigSummary;
  /** The folders the tools reach besides `cwd`, when there are any (docs/contract.md#change-sets). */
  added_dirs?: { path: string; label: string; read_only: boolean }[];
  uuid: string;
}

export interface AssistantEvent {
  type: 'assistant';
  message: Message;
  /** Null for the run's own loop; for a sub-agent's line, the id of the Agent call that runs it. */
  parent_tool_use_id: string | null;
  session_id: string;
  uuid: string;
}

export interface UserEvent {
  type: 'user';
  message: MessageParam & { role: 'user' };
  /** Null for the run's own loop; for a sub-agent's line, the id of the Agent call that runs it. */
  parent_tool_use_id: string | null;
  session_id: string;
  uuid: string;
  /** True for messages the loop wrote itself (continuations, nudges), not tool results. */
  isSynthetic?: boolean;
}

export interface ApiRetryEvent {
  type: 'system';
  subtype: 'api_retry';
  attempt: number;
  max_retries: number;
  retry_delay_ms: number;
  error_status: number | null;
  error: string;
  /**
   * Why the request is sent again when it is not a plain retry of the same request:
   * `thinking_prefix_mismatch` (sent again with `thinking.block_binding.prefix_mismatch_behavior`
   * "drop_block", which then stays for the rest of the conversation, and a resumed session).
   */
  reason?: 'thinking_prefix_mismatch';
  prefix_mismatch_behavior?: 'drop_block';
  session_id: string;
  uuid: string;
}

/**
 * The model API has sent no byte of its answer for `waited_s` seconds: the request is
 * still waiting (past the silence limit it counts as a dropped connection and is retried).
 */
export interface ApiWaitingEvent {
  type: 'system';
  subtype: 'api_waiting';
  /** `host:port` of the endpoint. */
  host: string;
  waited_s: number;
  session_id: string;
  uuid: string;
}

export interface CompactBoundaryEvent {
  type: 'system';
  subtype: 'compact_boundary';
  compact_metadata: { trigger: 'auto' | 'manual'; pre_tokens: number };
  session_id: string;
  uuid: string;
}

/**
 * Microcompact cleared old tool results (and, as it must, the thinking of the turns
 * after the first cleared one). Saved sessions replay it to rebuild the exact history.
 */
export interface MicrocompactBoundaryEvent {
  type: 'system';
  subtype: 'microcompact_boundary';
  microcompact_metadata: {
    trigger: 'auto';
    pre_tokens: number;
    tokens_saved: number;
    cleared_tool_use_ids: string[];
  };
  session_id: string;
  uuid: string;
}

/** The task list changed (TodoWrite); the action shows it live. */
export interface TodoUpdateEvent {
  type: 'system';
  subtype: 'todo_update';
  todos: TodoItem[];
  session_id: string;
  uuid: string;
}

/**
 * The system lines a host adds to the stream, by subtype: the reports of the tools it brings
 * (emitted as a {@link HostReport}) and lines it writes itself. The engine carries them without
 * knowing them: each host adds its own members by declaration merging
 * (`declare module '…/engine/events/stream.js' { interface HostEvents { … } }`), a member being
 * the fields its line carries after `subtype`, in order.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the hosts fill it
export interface HostEvents {}

/** One of a host's lines without its envelope: its subtype, then its own fields. */
export type HostReport = {
  [Subtype in keyof HostEvents]: { subtype: Subtype } & HostEvents[Subtype];
}[keyof HostEvents];

/** A host's line as the stream carries it: `{"type":"system","subtype":…, its fields…, session_id, uuid}`. */
export type HostEvent = { type: 'system' } & HostReport & { session_id: string; uuid: string };

/** The fallback model took over after repeated overloads. */
export interface ModelFallbackEvent {
  type: 'system';
  subtype: 'model_fallback';
  from_model: string;
  to_model: string;
  session_id: string;
  uuid: string;
}

/**
 * A sub-agent ended (the last line with its `parent_tool_use_id`): its own turns, cost and
 * usage, which the run's result includes in its cost and usage but not in its `num_turns`.
 */
export interface SubAgentResultEvent {
  type: 'system';
  subtype: 'sub_agent_result';
  parent_tool_use_id: string;
  terminal_reason: TerminalReason;
  is_error: boolean;
  num_turns: number;
  total_cost_usd: number;
  usage: UsageTotals;
  duration_api_ms: number;
  session_id: string;
  uuid: string;
}

/**
 * One check of the self-check before publishing (src/engine/self-check/): a command of the
 * repository's, run as a tool inside the boundary, and what became of it.
 */
export interface CheckRun {
  /** The shell command, as run. */
  command: string;
  /** Where it came from: `check_commands`, or the file that made it a check (`package.json`). */
  source: string;
  /**
   * `passed`; `failed` (a new failure: it passes on the base commit); `failing_before` (it
   * fails on the base commit too: not the run's doing, never sent back).
   */
  status: 'passed' | 'failed' | 'failing_before';
  /** How the command ended: its exit, its time limit, or the run stopping. */
  ending: 'exited' | 'timeout' | 'aborted';
  exit_code: number | null;
  duration_ms: number;
  /** The end of its output (stdout and stderr together), redacted; for a check that failed. */
  output?: string;
}

/** A finding of the run's own review of its diff, with its place. */
export interface SelfCheckFinding {
  path: string;
  line: number;
  severity: 'blocking' | 'important' | 'nit';
  body: string;
}

/** One round of the self-check: the checks as they ran, and whether they went back to the agent. */
export interface SelfCheckEvent {
  type: 'system';
  subtype: 'self_check';
  /** 1 for the first time the checks ran after the agent finished. */
  round: number;
  checks: CheckRun[];
  findings: SelfCheckFinding[];
  /** True when the new failures went back to the agent as a message. */
  sent_back: boolean;
  session_id: string;
  uuid: string;
}

/** How the self-check ended, on the result line and for publishing. */
export interface SelfCheckSummary {
  /** `passed`: no new failure; `failed`: new failures remain; `skipped`: not checked (`reason`). */
  status: 'passed' | 'failed' | 'skipped';
  reason?: string;
  /** How many times the checks ran. */
  rounds: number;
  /** The last round's checks. */
  checks: CheckRun[];
  findings: SelfCheckFinding[];
  /** What was not checked, and why (one line each). */
  not_checked: string[];
}

export type ResultSubtype =
  'success' | 'error_max_turns' | 'error_max_budget_usd' | 'error_during_execution';

export type TerminalReason =
  | 'completed'
  /** A run bound by a plan needs more than it: an amended plan waits for approval. */
  | 'needs_approval'
  | 'max_turns'
  | 'budget_exhausted'
  | 'timeout'
  | 'aborted'
  | 'prompt_too_long'
  | 'model_error'
  | 'loop_detected'
  | 'refusal'
  | 'consecutive_errors'
  /** With a JSON Schema: the final answer was still invalid after one corrective turn. */
  | 'invalid_structured_output'
  /** The action only: a budget across runs (budget_daily_usd…) had no room; no model request. */
  | 'quota_exhausted'
  /** A project hook ended the run: `continue: false`, or a UserPromptSubmit hook refused the prompt. */
  | 'hook_stopped';

/** Token usage summed over a run. */
export interface UsageTotals {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

/** Per-model usage, with the field names Claude Code writes in `modelUsage`. */
export interface ModelUsageEntry {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens: number;
  cacheCreationInputTokens: number;
  webSearchRequests: number;
  costUSD: number;
  contextWindow: number;
}

export interface PermissionDenial {
  tool_name: string;
  tool_use_id: string;
  tool_input: unknown;
}

/** A search the API ran or a URL it fetched for WebSearch / WebFetch (redacted). */
export interface WebRequest {
  /** The WebSearch or WebFetch call it was made for. */
  tool_use_id: string;
  kind: 'search' | 'fetch';
  /** The query, or the URL. */
  value: string;
}

export interface ResultEvent {
  type: 'result';
  subtype: ResultSubtype;
  is_error: boolean;
  terminal_reason: TerminalReason;
  num_turns: number;
  total_cost_usd: number;
  usage: UsageTotals;
  duration_ms: number;
  duration_api_ms: number;
  result: string;
  session_id: string;
  permission_denials: PermissionDenial[];
  modelUsage: Record<string, ModelUsageEntry>;
  /** With a JSON Schema (`--json-schema`): the final answer, parsed and valid against it. */
  structured_output?: unknown;
  /** A human-readable reason when the run ended in error. */
  errors?: string[];
  /** With WebSearch / WebFetch: every query searched and URL fetched, in order. */
  web_requests?: WebRequest[];
  /** With MCP servers: each one's state at the end (a server that died is `failed`), and why. */
  mcp_servers?: McpServerStatus[];
  /** What the run took from the repository's Claude Code configuration, nested instructions included. */
  project_config?: ProjectConfigSummary;
  /** With a self-check before publishing (`--self-check`, input `self_check`): how it ended. */
  self_check?: SelfCheckSummary;
  uuid: string;
}

/** What one hook of the repository's `.claude/settings.json` did (src/engine/project/hooks.ts). */
export interface HookResponse {
  hook_event: 'PreToolUse' | 'PostToolUse' | 'UserPromptSubmit' | 'Stop' | 'SessionStart';
  /** The command, redacted. */
  command: string;
  exit_code: number | null;
  /** success: exit 0; blocking: exit 2; error: another exit; timeout; aborted (the run stopped). */
  outcome: 'success' | 'blocking' | 'error' | 'timeout' | 'aborted';
  /** Redacted, up to 10,000 characters. */
  stdout: string;
  stderr: string;
}

/** A hook ran: what it printed, redacted, where Claude Code's transcript shows it. */
export interface HookResponseEvent extends HookResponse {
  type: 'system';
  subtype: 'hook_response';
  session_id: string;
  uuid: string;
}

export type LoopEvent =
  | InitEvent
  | AssistantEvent
  | UserEvent
  | ApiRetryEvent
  | ApiWaitingEvent
  | CompactBoundaryEvent
  | MicrocompactBoundaryEvent
  | TodoUpdateEvent
  | HostEvent
  | ModelFallbackEvent
  | SubAgentResultEvent
  | HookResponseEvent
  | SelfCheckEvent
  | ResultEvent;

export type { Usage };
