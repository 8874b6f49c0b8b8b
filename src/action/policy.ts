/**
 * What differs between the action's three jobs — fixing (an issue or a PR's
 * request), reviewing a pull request, and a maintenance task — as one policy
 * object chosen once per run. The run's steps ask the policy; they never check
 * the mode themselves.
 */
import type { CommitOutcome } from '../git/commit.js';
import type { PushOutcome } from '../git/push.js';
import type { PreparedWorkspace, WorkspaceTarget } from '../git/workspace.js';
import type { TaskContext } from '../github/context.js';
import type { PostedReview } from '../review/post.js';
import type { ReviewMode } from '../review/review-mode.js';
import type { SandboxStatus } from '../sandbox/index.js';
import type { Tool } from '../tools/types.js';
import type { AfterPartsStep, AgentOutcome, AgentPart } from './agent.js';
import { fixPolicy } from './policies/fix.js';
import { reviewLiveComment, reviewPolicy } from './policies/review.js';
import { ciFixPolicy } from './policies/ci-fix.js';
import { taskPolicy } from './policies/task.js';
import type { ProgressHooks, ProgressReporter } from './progress.js';
import type { ActionRun } from './run-context.js';

export type PolicyName = 'fix' | 'review' | 'task';

/** The loop's tools in a mode. */
export interface ToolSettings {
  allowedTools: string[];
  disallowedTools: string[];
  extraTools: Tool[];
  /** Adjusts the rules once the tool boundary's status is known (a review of untrusted code). */
  forBoundary?: (status: SandboxStatus) => Pick<ToolSettings, 'allowedTools' | 'disallowedTools'>;
}

/** What the agent step left, for the policy to publish. */
export interface FinishedWork {
  context: TaskContext;
  prepared: PreparedWorkspace | undefined;
  agent: AgentOutcome;
  /** Why the work is partial (a terminal reason), when it is. */
  partial: string | undefined;
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
  /** The run's memory for a follow-up (src/memory), hidden at the end of the final report. */
  memoryBlock?: string;
  /** The agent changed nothing and the policy left the branch and its PR as they were. */
  nothingToChange?: boolean;
  /** What publishing decided that the report must say (e.g. signing switched on by a rule). */
  notes?: string[];
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

/** One mode's behaviour. */
export interface ModePolicy {
  readonly name: PolicyName;
  /** Where the checkout goes (a CI fix asks GitHub first, and may stop the run there). */
  workspaceTarget(context: TaskContext): WorkspaceTarget | Promise<WorkspaceTarget | RunStop>;
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
  /** The loop's tools. */
  tools(context: TaskContext): ToolSettings;
  /**
   * Sections added after the prompt (e.g. what the agent's earlier run on this PR left).
   * Started before the workspace is prepared, so it must not throw.
   */
  promptSections?(context: TaskContext): Promise<string>;
  /**
   * The loops to run, when a mode needs more than the prompt with `tools` once (a
   * review covers only what is new, splits a large pull request into file groups
   * run at once, or runs none when nothing is new). `extra` is what
   * `promptSections` gave, for each part's prompt.
   */
  parts?(context: TaskContext, prepared: PreparedWorkspace, extra: string): Promise<AgentPart[]>;
  /**
   * Runs after the parts, inside the same tool boundary and dollar pool (a review
   * verifies its findings there); its loops' cost counts in the run's result.
   */
  afterParts?: AfterPartsStep;
  /** Publishes the work: a commit, push and pull request, or a review. */
  publish(work: FinishedWork, progress: ProgressReporter): Promise<Publication>;
}

/**
 * The run's live comment. It is started before the context is read (the
 * acknowledgement must not wait), so it is chosen from the trigger alone; the
 * policy chosen later takes it over. Without hooks it is the progress comment.
 */
export interface LiveComment {
  hooks?: ProgressHooks;
  /** The comment's final body when the run ended before its policy published one. */
  failureBody?(errors: readonly string[]): string;
  /** The review started for this comment (the sticky summary), for the review policy. */
  review?: ReviewMode;
}

/** The live comment for the run's trigger: a review's sticky summary, else the progress comment. */
export function startLiveComment(run: ActionRun): LiveComment {
  return reviewLiveComment(run) ?? {};
}

/** The policy for the request `context` describes; it takes over the run's `live` comment. */
export function choosePolicy(run: ActionRun, context: TaskContext, live: LiveComment): ModePolicy {
  switch (context.mode) {
    case 'review':
      return reviewPolicy(run, live.review);
    case 'automation':
      return taskPolicy(run);
    case 'ci_fix':
      return ciFixPolicy(run);
    case 'issue':
    case 'pull_request':
    case 'review_comment':
    case 'fork_pull_request':
      return fixPolicy(run);
  }
}
