/**
 * What differs between the action's jobs — fixing (an issue or a PR's
 * request), reviewing a pull request, a maintenance task or CI fix, a plan and
 * its execution, a rule to remember, a usage report — as one policy object
 * chosen once per run from its kind (src/github-side/github/run-kind.ts, then
 * src/github-side/action/policies/index.ts). The run's steps ask the policy; they never
 * check the kind themselves. This file holds the types only.
 */
import type { CommitOutcome } from '../git/commit.js';
import type { PushOutcome } from '../git/push.js';
import type { ChangeSet } from './change-set.js';
import type { PreparedWorkspace, WorkspaceTarget } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';
import type { LoopEvent, ResultEvent, TerminalReason } from '../../engine/events/stream.js';
import type { GitHubId } from '../github/ids.js';
import type { SandboxStatus } from '../../engine/sandbox/index.js';
import type { CanUseTool, Tool } from '../../engine/tools/types.js';
import type { FinalAnswerCheck } from '../../engine/loop/structured-output.js';
import type { AllowedDomains } from '../../engine/sandbox/domains.js';
import type { SelfCheckOptions } from '../../engine/self-check/self-check.js';
import type { SelfReview } from '../../engine/self-check/self-review.js';
import type { RunSpendCap } from '../../engine/budgets/run-spend-cap.js';
import type { PromptImage } from '../../engine/session/prompt-images.js';
import type { NetworkPreset } from '../../engine/sandbox/network-setting.js';
import type { ToolCallRecord } from '../report/tool-calls.js';
import type { RunBill } from '../report/run-bill.js';
import type { ProgressHooks, ProgressReporter } from './progress.js';

/** The mode a run reports (`agent_loop.mode`; docs/contract.md#tracing): a CI fix is a task. */
export type PolicyName =
  'fix' | 'review' | 'task' | 'plan' | 'approve' | 'remember' | 'usage' | 'review-stats';

/** The loop's tools in a mode. */
export interface ToolSettings {
  allowedTools: string[];
  disallowedTools: string[];
  extraTools: Tool[];
  /** A second check every call must pass too: an approved plan's bounds (src/engine/plan/bounds.ts). */
  boundBy?: CanUseTool;
  /** How an accepted final answer ends the run when not `completed` (an amended plan). */
  completedAs?: () => 'needs_approval' | undefined;
  /** Adjusts the rules once the tool boundary's status is known (a review of untrusted code). */
  forBoundary?: (status: SandboxStatus) => Pick<ToolSettings, 'allowedTools' | 'disallowedTools'>;
}

/** What the agent step leaves for publishing and the report. */
export interface AgentOutcome {
  result?: ResultEvent;
  sandboxStatus?: SandboxStatus;
  /** The tool calls, for the step summary. */
  toolCalls: ToolCallRecord[];
  /** Failures of the step's own set-up and tear-down (the loop's are in the result). */
  errors: string[];
  /** The hosts the tool boundary allowed (allowed_domains, its preset resolved). */
  allowedDomains?: AllowedDomains;
  /** Each part's own result, in the parts' order (which file groups finished). */
  partResults?: ResultEvent[];
}

/**
 * One loop of the run. A run has one; a review of a large pull request has one
 * per file group, run at once under the run's single dollar cap.
 */
export interface AgentPart {
  prompt: string;
  tools: ToolSettings;
  /** How the part is named in a merged summary ("Part 2: src/api/ (12 files)"). */
  label: string;
  /** False on a fork's pull request or under pull_request_target: no WebSearch, no WebFetch. */
  webTools?: boolean;
  /** What the part's final answer must be (a plan run's plan), instead of input json_schema's. */
  structuredOutput?: FinalAnswerCheck;
  /** The self-check before publishing of the run's one loop (src/github-side/action/self-check.ts). */
  selfCheck?: SelfCheckOptions;
  /** The self-check's review of the change, made once the part's loops exist (action/self-review.ts). */
  selfReview?: (loops: SelfReviewLoops) => SelfReview;
  /** The request's images, each standing in the prompt at its marker (docs/contract.md#images). */
  images?: readonly PromptImage[];
}

/** What the self-review's loops run with: the part's ledger node, and a way to run a loop. */
export interface SelfReviewLoops {
  /** The part's node of the run's ledger: each review loop runs as a child of it. */
  ledger: RunSpendCap;
  /** Runs one review loop to its end, web tools off and without json_schema; never throws. */
  runLoop(loop: SelfReviewLoop, onEvent: (event: LoopEvent) => void): Promise<ResultEvent>;
}

/** One loop of the self-review: the reviewer, or a verifier of one of its findings. */
export type SelfReviewLoop = Pick<ExtraLoop, 'prompt' | 'tools' | 'maxTurns' | 'structuredOutput'>;

/**
 * Which tree's configuration the run trusts (docs/project-config.md#the-trusted-tree): the
 * settings, hooks, commands, agents, skills, instructions, `mcp_config` and `json_schema` files
 * of the workspace are read from it, never from code no writer vouched for.
 */
export interface TreeTrust {
  /**
   * Why the checkout holds code no writer of the repository vouched for (a fork's head, a
   * pull_request_target run), when it does: then no hook runs and no web tool is offered.
   */
  untrusted?: string;
  /** The branch whose files are trusted: the default branch, `base_branch`, or a pull request's base. */
  baseBranch: string;
  /** The base commit the event names (a pull request's base), when it names one. */
  baseSha?: string;
  /** The checkout is that branch's tip as the action just fetched it: its files are the trusted tree's. */
  checkoutIsBase: boolean;
}

/** Limits a mode sets below the inputs' (an approved plan's budget and hosts). */
export interface RunLimits {
  maxBudgetUsd: number;
  allowedDomains: AllowedDomains;
}

/** What the agent step left, for the policy to publish. */
export interface FinishedWork {
  context: TaskContext;
  prepared: PreparedWorkspace | undefined;
  agent: AgentOutcome;
  /** Why the work is partial, when it is. */
  partial: TerminalReason | undefined;
  /** The other repositories the run could change (docs/contract.md#change-sets). */
  changeSet?: ChangeSet;
}

/** The review GitHub now shows, as the review posted it (src/github-side/review/post.ts). */
export interface PostedReview {
  id: GitHubId;
  url: string;
  /** Findings attached to lines of the diff. */
  inlineComments: number;
  /** Findings listed in the body because they were outside the diff. */
  outsideDiff: number;
  /** Findings GitHub refused on the diff (422), listed in the body instead. */
  refusedByGitHub: number;
}

/** What publishing did in one other repository of a change set (docs/contract.md#change-sets). */
export interface ChangeSetPublication {
  /** `owner/name`. */
  fullName: string;
  publication: Publication;
  /** Why nothing was published there (read-only: the requester or the token cannot write). */
  readOnly?: string;
}

/** What the run did with the work. */
export interface Publication {
  commit?: CommitOutcome;
  push?: PushOutcome;
  pullRequest?: { number: number; url: string; created: boolean };
  review?: PostedReview;
  /** How a review run ended: posted (complete or partial), or failed with nothing posted. */
  reviewState?: 'complete' | 'partial' | 'failed';
  /** The review's sticky summary comment body, which is the run's final report. */
  finalBody?: string;
  /** The branch holding the work (pushed, or committed when the push failed). */
  branchName?: string;
  /** A fork PR answered read-only: nothing could be pushed. */
  forkPullRequest?: boolean;
  /** The run's memory for a follow-up (src/github-side/memory), hidden at the end of the final report. */
  memoryBlock?: string;
  /** The agent changed nothing and the policy left the branch and its PR as they were. */
  nothingToChange?: boolean;
  /** The report's summary instead of the agent's final answer (a plan run's answer is JSON). */
  summary?: string;
  /** Why the run ended, when the policy knows better than the loop (`needs_approval`). */
  terminalReason?: TerminalReason;
  /** The plan the run posted or executed under, and who approved it (outputs). */
  plan?: { commentId: number; approvedBy: readonly string[] };
  /** A review's findings of the pull request fixed and dismissed so far (docs/contract.md#review-outcomes). */
  reviewOutcomes?: { fixed: number; dismissed: number };
  /** Markdown the step summary adds after the report (a review's figures). */
  stepSummaryExtra?: string;
  /** What publishing decided that the report must say (e.g. signing switched on by a rule). */
  notes?: string[];
  /** What publishing did in each other repository of a change set (docs/contract.md#change-sets). */
  changeSet?: ChangeSetPublication[];
  errors: string[];
}

/** The run ends before the model is called; `reason` is reported and the run is skipped. */
export interface RunStop {
  stop: string;
}

/** What the agent starts from: the checkout (its start commit may have moved) and the prompt. */
export interface AgentStart {
  prepared: PreparedWorkspace;
  prompt: string;
}

/** One more loop after the parts (a review's finding verifier), in the same boundary and spend ledger. */
export interface ExtraLoop {
  prompt: string;
  tools: ToolSettings;
  label: string;
  maxTurns?: number;
  appendSystemPrompt?: string;
  structuredOutput?: FinalAnswerCheck;
}

/** What a policy's step after the parts may do before the boundary closes. */
export interface AfterParts {
  /** Runs `loop` to its end (its events go to the transcript); never throws. */
  runLoop(loop: ExtraLoop): Promise<ResultEvent>;
  /** Writes one line to the transcript (the stream-json of the run). */
  record(event: LoopEvent): void;
}

/** The policy's step after the parts (see ModePolicy.afterParts). */
export type AfterPartsStep = (
  after: AfterParts,
  partResults: readonly ResultEvent[],
) => Promise<void>;

/** One mode's behaviour, as its policy file writes it; the optional hooks have defaults. */
export interface ModePolicy {
  readonly name: PolicyName;
  /**
   * Optional: true when the mode publishes the agent's changes (fix, task, CI fix, a plan's
   * execution): its work is checked before publishing (docs/self-check.md).
   */
  readonly checksWork?: boolean;
  /**
   * Optional: what the mode does with the other repositories input `repositories` names
   * (docs/contract.md#change-sets): `change` them (fix, task, CI fix, a plan's execution) or
   * only `read` them (a review, a plan). Without it the run gets none.
   */
  readonly otherRepositories?: 'change' | 'read';
  /**
   * Optional: the run's live comment, when the mode keeps its own (the review's
   * sticky summary); without it, the progress comment.
   */
  readonly live?: LiveComment;
  /**
   * Optional: folds each loop event of the parts into the mode's own state (a
   * review collects its findings); true when the live comment should change.
   * The agent step calls it for every event, before the live comment sees it.
   */
  observe?(event: LoopEvent): boolean;
  /** Where the checkout goes (a CI fix asks GitHub first, and may stop the run there). */
  workspaceTarget(context: TaskContext): WorkspaceTarget | Promise<WorkspaceTarget | RunStop>;
  /** The run's prompt: the mode's instruction around the request and the GitHub context. */
  prompt(context: TaskContext): string;
  /**
   * Optional: between the checkout and the agent. May move the start commit (a
   * task branch rebased onto its base), replace the prompt, or stop the run
   * before any model call. Without it the agent starts from the context's prompt.
   */
  beforeAgent?(
    context: TaskContext,
    prepared: PreparedWorkspace,
    prompt: string,
  ): Promise<AgentStart | RunStop>;
  /** One log line on what the run will do with the checkout. */
  describeWorkspace(prepared: PreparedWorkspace): string;
  /**
   * Optional: the trusted tree once the checkout is prepared. Without it: the pull
   * request's base (untrusted for a fork's head or pull_request_target), else the base
   * branch, which is the checkout only on a new branch's first run.
   */
  trust?(context: TaskContext, prepared: PreparedWorkspace): TreeTrust;
  /** The loop's tools. */
  tools(context: TaskContext): ToolSettings;
  /**
   * The tool boundary's network when allowed_domains is unset: `package-registries`
   * for a writer's run on the repository's own code, `none` for a review and for a
   * workspace holding a fork's code (docs/network.md). An approved plan's limits win.
   */
  network(prepared: PreparedWorkspace): NetworkPreset;
  /**
   * Optional: limits below the inputs' for the agent step (asked once, after
   * `workspaceTarget`): the dollar cap and the tool boundary's egress.
   */
  limits?(): RunLimits | undefined;
  /**
   * Sections added after the prompt (e.g. what the agent's earlier run on this PR left).
   * Started before the workspace is prepared, so it must not throw.
   */
  promptSections?(context: TaskContext): Promise<string>;
  /**
   * The loops to run, when a mode needs more than the prompt with `tools` once (a
   * review covers only what is new, splits a large pull request into file groups
   * run at once, or runs none when nothing is new). `extra` is what
   * `promptSections` gave, for each part's prompt; `prompt` is the run's whole prompt.
   */
  parts?(
    context: TaskContext,
    prepared: PreparedWorkspace,
    extra: string,
    prompt: string,
  ): Promise<AgentPart[]>;
  /**
   * Runs after the parts, inside the same tool boundary and dollar pool (a review
   * verifies its findings there); its loops' cost counts in the run's result.
   */
  afterParts?: AfterPartsStep;
  /** Publishes the work: a commit, push and pull request, or a review. */
  publish(work: FinishedWork, progress: ProgressReporter): Promise<Publication>;
  /**
   * Optional: called once the run is over, whatever happened (a step threw, the run
   * stopped, publishing failed), with the run's errors: the mode ends what it left
   * open (a review's check run). Must not throw.
   */
  close?(errors: readonly string[]): Promise<void>;
  /**
   * Optional: after publishing and before the report, more work the publication calls for
   * (a review's autofix, docs/contract.md#review-autofix), given what the run spent so far;
   * returns the publication the report shows and what the work cost, which goes on the
   * run's one bill (its outputs, report and budgets across runs). Must not throw.
   */
  afterPublish?(
    publication: Publication,
    context: TaskContext,
    spentUsd: number,
  ): Promise<{ publication: Publication; bill?: RunBill }>;
  /**
   * Optional: the whole run, for a mode that answers with one reply and needs no
   * live comment, checkout or model (remember, usage); the other hooks are then
   * never called. Returns the failure message when it failed (redacted).
   */
  reply?(): Promise<string | undefined>;
  /**
   * Optional: answers a request the gate refused because its writer lacks write
   * access (an approval says it approved nothing). Returns a warning for the log
   * when the answer could not be posted. Must not throw.
   */
  refused?(reason: string): Promise<string | undefined>;
}

/**
 * The run's live comment. It is started before the context is read (the
 * acknowledgement must not wait), with the policy chosen from the trigger.
 * Without hooks it is the progress comment.
 */
export interface LiveComment {
  hooks?: ProgressHooks;
  /** The comment's final body when the run ended before its policy published one. */
  failureBody?(errors: readonly string[]): string;
}

/**
 * The policy the request runs with: every hook present (the defaults: no extra
 * sections, the agent starts from the checkout and the prompt, one loop with
 * `tools`, the progress comment as the live comment, no state of its own fed
 * from the loop's events).
 */
export interface RunPolicy extends ModePolicy {
  /** Started with the request, before the context is read. */
  readonly live: LiveComment;
  observe(event: LoopEvent): boolean;
  promptSections(context: TaskContext): Promise<string>;
  trust(context: TaskContext, prepared: PreparedWorkspace): TreeTrust;
  beforeAgent(
    context: TaskContext,
    prepared: PreparedWorkspace,
    prompt: string,
  ): Promise<AgentStart | RunStop>;
  parts(
    context: TaskContext,
    prepared: PreparedWorkspace,
    extra: string,
    prompt: string,
  ): Promise<AgentPart[]>;
}
