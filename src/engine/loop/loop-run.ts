/**
 * What every step of one loop shares: the loop's parameters and seams (the model call, the
 * compactions, the clock) and what is built once per conversation (the tool definitions,
 * the model call tracked by the run's spend cap).
 */
import { randomUUID } from 'node:crypto';
import { compactConversation } from '../context/autocompact.js';
import type { MarkedHistory } from '../context/prompt-cache.js';
import { microcompact as defaultMicrocompact } from '../context/microcompact.js';
import { estimateTokens } from '../context/tokens.js';
import type {
  CallModel,
  Effort,
  MessageParam,
  TextBlockParam,
  ToolDefinition,
} from '../model/types.js';
import { toToolDefinition } from '../tools/orchestrate.js';
import type { CanUseTool, FileReadState, Tool } from '../tools/types.js';
import type { RunObserver } from '../events/observer.js';
import { createRunSpendCap, type RunSpendCap } from '../budgets/run-spend-cap.js';
import type { LoopHooks } from './stop-hooks.js';
import type { SelfCheck } from '../self-check/self-check.js';
import type { FinalAnswerCheck } from './structured-output.js';

export interface QueryParams {
  /** The conversation so far; usually one user message with the prompt. */
  messages: MessageParam[];
  systemPrompt: TextBlockParam[];
  tools: readonly Tool[];
  canUseTool: CanUseTool;
  model: string;
  fallbackModel?: string;
  maxTurns: number;
  /** The cap of a loop that runs on its own (no `host`): a spend cap of its own gets it. */
  maxBudgetUsd?: number;
  /** Epoch ms; waits that would pass it do not start. */
  deadline?: number;
  /**
   * Aborts the run. `signal.reason === 'timeout'` ends it with `timeout`, any
   * other reason with `aborted`.
   */
  signal: AbortSignal;
  sessionId: string;
  workspaceRoot: string;
  /** Where oversized tool results are saved (outside the workspace). */
  toolResultDirectory: string;
  readState: FileReadState;
  redact: (text: string) => string;
  /** max_tokens before any escalation; capped at the model's maximum. */
  maxOutputTokens?: number;
  /** `output_config.effort`; undefined leaves the model's default. */
  effort?: Effort;
  /** A resumed conversation that already needed `drop_block` (see LoopState). */
  dropMismatchedThinking?: boolean;
  /** The run the loop is part of (a session's main loop, a sub-agent's). */
  host?: LoopHost;
  /** Set for a sub-agent: the id of the Agent call that runs it, on every line it yields. */
  parentToolUseId?: string;
  /**
   * What the final answer must be (structured output): an answer it refuses gets one
   * corrective turn, then the run ends `invalid_structured_output`.
   */
  finalAnswer?: Pick<FinalAnswerCheck, 'check' | 'correction'>;
  /**
   * How a run whose final answer is accepted ends, when not plainly `completed`: a run
   * bound by a plan that recorded an amendment ends `needs_approval`.
   */
  completedAs?: () => 'needs_approval' | undefined;
  /** The repository's Stop hooks and `continue: false` (src/engine/loop/stop-hooks.ts). */
  hooks?: LoopHooks;
  /** The self-check before publishing, asked when the run would end `completed` (self-check-step.ts). */
  selfCheck?: SelfCheck;
}

/**
 * What the run around a loop hands it, as one object: the cap as the loop's node of the
 * run's spend cap (every request of the loop, its turns, compaction and corrective turns,
 * reserves its worst case there before it is sent, against every other loop's of the run),
 * and what the run has for the model between turns.
 */
export interface LoopHost {
  spendCap: RunSpendCap;
  /** Messages for the model that arrived while tools ran (a background task ended). */
  takeNotices?: () => string[];
}

export interface QueryDeps {
  callModel: CallModel;
  microcompact: typeof defaultMicrocompact;
  autocompact: typeof compactConversation;
  uuid: () => string;
  now: () => number;
  /** Waits between retries; tests make it instant. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Told of each tool call (a sub-agent's loop shares its parent's). */
  observer?: RunObserver;
}

/** The production dependencies, apart from the model call. */
export function defaultDeps(callModel: CallModel): QueryDeps {
  return {
    callModel,
    microcompact: defaultMicrocompact,
    autocompact: compactConversation,
    uuid: randomUUID,
    now: Date.now,
  };
}

/** What every phase of one run shares: the parameters, the seams, and what is built once. */
export interface Run {
  params: QueryParams;
  deps: QueryDeps;
  /** Built once per conversation: the prefix check compares them byte for byte. */
  toolDefinitions: ToolDefinition[];
  /** The loop's node of the run's spend cap. */
  spendCap: RunSpendCap;
  /** The model call, every request reserved and settled in `spendCap`. */
  callModel: CallModel;
  /** The max_tokens the spend cap let the latest request have (lowered to fit the budget). */
  granted: { maxTokens: number };
  /** The latest request's cache breakpoints: the next one marks only what changed. */
  marked: { history?: MarkedHistory };
  /** Tokens of system prompt and tools, counted while no response reported usage. */
  fixedTokens: number;
  base: { session_id: string; parent_tool_use_id: string | null };
}

export function createRun(params: QueryParams, deps: QueryDeps): Run {
  const toolDefinitions = params.tools.map(toToolDefinition);
  const spendCap = params.host?.spendCap ?? createRunSpendCap(params.maxBudgetUsd ?? 0, deps.now);
  const granted = { maxTokens: 0 };
  return {
    params,
    deps,
    toolDefinitions,
    spendCap,
    granted,
    marked: {},
    callModel: spendCap.track((request) => {
      granted.maxTokens = request.maxTokens;
      return deps.callModel(request);
    }),
    fixedTokens: estimateTokens(params.systemPrompt) + estimateTokens(toolDefinitions),
    base: { session_id: params.sessionId, parent_tool_use_id: params.parentToolUseId ?? null },
  };
}

export function systemEvent(run: Run): { session_id: string; uuid: string } {
  return { session_id: run.params.sessionId, uuid: run.deps.uuid() };
}
