/**
 * What a run of the engine is given (src/engine/session/session.ts), grouped by what each
 * part is about: the model, the limits, the tools, the conversation, how the final answer
 * ends the run, what the host supplies, MCP, the repository's configuration, the
 * self-check, and the test seams.
 */
import type { RunSpendCap } from '../budgets/run-spend-cap.js';
import type { RunObserver } from '../events/observer.js';
import type { McpServerConfig } from '../mcp/index.js';
import type { CallModel, Effort, MessageParam } from '../model/types.js';
import type { ProjectConfig } from '../project/types.js';
import type { SelfCheckOptions } from '../self-check/self-check.js';
import type { ToolSpawner } from '../sandbox/spawner.js';
import type { AddedDir } from '../tools/added-dirs.js';
import type { CanUseTool, Tool } from '../tools/types.js';
import type { WebDomains } from '../tools/web-urls.js';
import type { QueryDeps } from '../loop/query-loop.js';
import type { FinalAnswerCheck } from '../loop/structured-output.js';
import type { PromptImage } from './prompt-images.js';

export interface SessionOptions {
  prompt: string;
  /** The workspace root; tools are confined to it. */
  workspaceRoot: string;
  model: SessionModel;
  limits: SessionLimits;
  tools: SessionTools;
  conversation?: SessionConversation;
  answer?: SessionAnswer;
  host: SessionHost;
  mcp?: SessionMcp;
  /**
   * The repository's Claude Code configuration, read by the shell from the trusted
   * tree (src/engine/project/): its permission rules join the run's, and the rest shapes the run.
   */
  project?: ProjectConfig;
  /**
   * Check the work before the run ends `completed` (src/engine/self-check/): the repository's
   * checks as tools, new failures sent back; the result line says how it ended.
   */
  selfCheck?: SelfCheckOptions;
  /** Test seams for the loop. */
  seams?: SessionSeams;
}

/** The model the run asks, and how. */
export interface SessionModel {
  id: string;
  fallback?: string;
  /** `output_config.effort`; undefined leaves the model's default. */
  effort?: Effort;
  call: CallModel;
}

/** Where the run stops. */
export interface SessionLimits {
  maxTurns: number;
  maxBudgetUsd: number;
  timeoutMinutes: number;
  /**
   * The node of a spend cap shared with loops running at once (a review's groups and
   * verifiers, src/engine/budgets/run-spend-cap.ts): every request of this session, its
   * sub-agents' and web calls' included, draws from it. Default: a cap of its own with
   * `maxBudgetUsd`.
   */
  spendCap?: RunSpendCap;
}

/** The tools the model gets and the rules they run under. */
export interface SessionTools {
  allowedTools: string[];
  disallowedTools: string[];
  /**
   * A second permission check every call must pass too (an approved plan's bounds,
   * src/engine/plan/bounds.ts); its denials are listed like the rules'.
   */
  boundBy?: CanUseTool;
  /** Tools the host offers after the built-in ones. */
  extraTools?: readonly Tool[];
  /**
   * The names of the host's own tools a rule may name beside the built-in ones, offered
   * in this run or not (a rule denying one is valid where the tool is not offered).
   */
  hostTools?: readonly string[];
  allowWorkflowEdits?: boolean;
  /** Hosts WebSearch / WebFetch may use (the boundary's list; default: any). */
  webDomains?: WebDomains;
  /** `null` forces the Grep fallback; undefined detects rg. */
  ripgrepPath?: string | null;
  /** Where oversized tool results are saved; default under the OS temp dir. */
  toolResultDirectory?: string;
  /**
   * Other folders the tools reach as they reach the workspace (CLI `--add-dir`, the action's
   * `repositories`, docs/contract.md#change-sets): the file tools accept paths under them, the
   * boundary shows them, the system prompt names them. A read-only one is refused to the write
   * tools and bound read-only; each one's `.git` is read-only as the workspace's is.
   */
  addedDirs?: readonly AddedDir[];
}

/** One folder beside the workspace that a run may reach; declared with the tools that check it. */
export type { AddedDir };

/** The conversation the run holds: its id, what came before, and its system prompt's extras. */
export interface SessionConversation {
  sessionId?: string;
  /** Images standing in the prompt at their markers (prompt-images.ts). */
  images?: readonly PromptImage[];
  /**
   * A saved conversation to continue (`--resume`): its messages come before the prompt.
   * When its fingerprint differs from this run's system prompt and tools, its thinking
   * blocks are dropped, since the API would refuse them under another prefix.
   */
  history?: {
    messages: readonly MessageParam[];
    fingerprint?: string;
    /** The saved conversation needed `drop_block` once: its requests keep sending it. */
    dropMismatchedThinking?: boolean;
  };
  /** The date the system prompt states (a resumed run keeps the earlier run's). */
  promptDate?: string;
  /** Told the run's conversation fingerprint and prompt date before the first event. */
  onConversation?: (conversation: { fingerprint: string; promptDate: string }) => void;
  appendSystemPrompt?: string;
}

/** What the final answer must be, and how an accepted one ends the run. */
export interface SessionAnswer {
  /** With a JSON Schema: what the final answer must be (see structured-output.ts). */
  structuredOutput?: FinalAnswerCheck;
  /** How an accepted final answer ends the run when not `completed` (see loop-run.ts). */
  completedAs?: () => 'needs_approval' | undefined;
}

/** What the shell running the engine supplies. */
export interface SessionHost {
  /** Values to redact from everything the model and the user see. */
  secrets: string[];
  /** Aborts the run (SIGINT/SIGTERM, a cancelled workflow). */
  signal?: AbortSignal;
  /** Environment the Bash tool's children start from (filtered by the tools). */
  env?: NodeJS.ProcessEnv;
  /** Starts tool processes (the sandbox's); default: directly, with no boundary. */
  spawner?: ToolSpawner;
  /**
   * Told of every model request and tool call, the sub-agents' too (tracing); the
   * events themselves are the generator's.
   */
  observer?: RunObserver;
}

/**
 * MCP servers to start for the run (their tools follow the others). Values the
 * configuration took from the environment belong in `host.secrets`.
 */
export interface SessionMcp {
  servers: readonly McpServerConfig[];
  /** How long one MCP tool call may take (default 5 minutes). */
  toolTimeoutMs?: number;
  /** How long an MCP server has to start and list its tools (default 30 s). */
  startupTimeoutMs?: number;
}

export interface SessionSeams {
  deps?: Partial<QueryDeps>;
  now?: () => number;
}
