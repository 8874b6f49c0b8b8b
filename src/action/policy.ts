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
import type { PostedReview } from '../github/review.js';
import type { Tool } from '../tools/types.js';
import type { AgentOutcome, AgentPart } from './agent.js';
import { fixPolicy } from './policies/fix.js';
import { reviewPolicy } from './policies/review.js';
import { taskPolicy } from './policies/task.js';
import type { ProgressReporter } from './progress.js';
import type { ActionRun } from './run-context.js';

export type PolicyName = 'fix' | 'review' | 'task';

/** The loop's tools in a mode. */
export interface ToolSettings {
  allowedTools: string[];
  disallowedTools: string[];
  extraTools: Tool[];
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
  /** The branch holding the work (pushed, or committed when the push failed). */
  branchName?: string;
  /** A fork PR answered read-only: nothing could be pushed. */
  forkPullRequest?: boolean;
  /** A hidden marker for the final report comment (a review records the commit it covered). */
  reportMarker?: string;
  errors: string[];
}

/** One mode's behaviour. */
export interface ModePolicy {
  readonly name: PolicyName;
  /** Where the checkout goes. */
  workspaceTarget(context: TaskContext): WorkspaceTarget;
  /** One log line on what the run will do with the checkout. */
  describeWorkspace(prepared: PreparedWorkspace): string;
  /** The loop's tools. */
  tools(context: TaskContext): ToolSettings;
  /**
   * The loops to run, when a mode needs more than `prompt` with `tools` once (a
   * review splits a large pull request into file groups run at once).
   */
  parts?(context: TaskContext, prepared: PreparedWorkspace, prompt: string): Promise<AgentPart[]>;
  /** Publishes the work: a commit, push and pull request, or a review. */
  publish(work: FinishedWork, progress: ProgressReporter): Promise<Publication>;
}

/** The policy for the request `context` describes. */
export function choosePolicy(run: ActionRun, context: TaskContext): ModePolicy {
  switch (context.mode) {
    case 'review':
      return reviewPolicy(run);
    case 'automation':
      return taskPolicy(run);
    case 'issue':
    case 'pull_request':
    case 'review_comment':
    case 'fork_pull_request':
      return fixPolicy(run);
  }
}
