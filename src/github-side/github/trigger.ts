/**
 * Decides whether an event asks the agent to act, and what the request is.
 * Pure: no API calls, so every rule is testable on real payloads.
 */
import type { GitHubId } from './ids.js';
import type { GitHubEvent, ReviewCommentInfo, WorkflowRunInfo } from './event.js';
import { containsTriggerPhrase } from './phrase.js';
import type { Actor, RepoRef } from './types.js';
import { askOf, FIX, MAX_FOCUS_CHARS, type Ask } from './verbs.js';

/** The action inputs that shape triggering. */
export interface TriggerConfig {
  /** e.g. `@agent`. */
  triggerPhrase: string;
  /** Label name; empty disables. */
  labelTrigger: string;
  /** Login (with or without `@`); empty disables. */
  assigneeTrigger: string;
  /**
   * Fixed prompt; required for workflow_dispatch/schedule (repository_dispatch may
   * carry `client_payload.prompt` instead), overrides the request otherwise.
   */
  prompt: string;
  /** Review draft pull requests automatically too (`review_drafts`; default false). */
  reviewDrafts?: boolean;
}

/** The `pull_request` / `pull_request_target` actions that start an automatic review. */
export const AUTOMATIC_REVIEW_ACTIONS = ['opened', 'synchronize', 'ready_for_review', 'reopened'];

/** What started the run. */
export type TriggerSource =
  | 'issue_comment'
  | 'review_comment'
  | 'review'
  | 'issue_body'
  | 'issue_assigned'
  | 'issue_labeled'
  /** A pull request was opened or pushed to: an automatic review. */
  | 'pull_request'
  /** schedule, workflow_dispatch, repository_dispatch: a maintenance task. */
  | 'automation'
  /** workflow_run that failed: fix the failed CI run. */
  | 'ci_fix';

/** A run the event asks for. */
export interface Trigger {
  source: TriggerSource;
  repo: RepoRef;
  defaultBranch?: string;
  /**
   * Whose request this is (gate and Co-authored-by): who wrote the text with the
   * phrase, or who added the label / assignee. The gate also checks
   * `event.sender`, the account whose action sent the event (the editor of an edit).
   */
  actor: Actor;
  /** Issue or PR number; absent for automation. */
  number?: number;
  isPullRequest: boolean;
  /** The request text as written (the comment, review or issue body, or the prompt input). */
  request: string;
  /** The triggering comment (issue or review comment): where 👀 goes and the cut-off for context. */
  comment?: {
    id: GitHubId;
    kind: 'issue' | 'review';
    body: string;
    createdAt: string;
    updatedAt: string;
  };
  /** For a review comment: the code location and the thread to reply in. */
  reviewLocation?: { path: string; line: number | null; diffHunk: string; threadId: GitHubId };
  /** Nothing written after this instant is context (ISO time). */
  cutoff?: string;
  /**
   * What the request asks for, read once from the text after the phrase
   * (./verbs.ts): a review (also every automatic review of a pull_request event),
   * a rule to remember, a plan, an approval, the usage, or a fix.
   */
  ask: Ask;
  /** For `ci_fix`: the failed run (its jobs and logs are fetched later). */
  workflowRun?: WorkflowRunInfo;
  /** The event itself, for context fetch. */
  event: Exclude<GitHubEvent, { name: 'unsupported' }>;
}

/** Either a trigger or why the event is skipped. */
export type TriggerDecision =
  { triggered: true; trigger: Trigger } | { triggered: false; reason: string };

/** Decides whether `event` triggers a run under `config`. */
export function detectTrigger(event: GitHubEvent, config: TriggerConfig): TriggerDecision {
  switch (event.name) {
    case 'unsupported':
      return skip(`event "${event.eventName}" is not one the action handles`);
    case 'workflow_dispatch':
    case 'schedule':
    case 'repository_dispatch':
      return automationTrigger(event, config);
    case 'workflow_run':
      return ciFixTrigger(event);
    case 'issue_comment':
      return issueCommentTrigger(event, config);
    case 'pull_request_review_comment':
      return reviewCommentTrigger(event, config);
    case 'pull_request_review':
      return reviewTrigger(event, config);
    case 'pull_request':
    case 'pull_request_target':
      return automaticReview(event, config);
    case 'issues':
      return issuesTrigger(event, config);
  }
}

function skip(reason: string): TriggerDecision {
  return { triggered: false, reason };
}

/** What every trigger takes from its event: the repository, its default branch, the event itself. */
function fromEvent(event: Trigger['event']) {
  return {
    repo: event.repo,
    ...(event.defaultBranch ? { defaultBranch: event.defaultBranch } : {}),
    event,
  };
}

type EventNamed<N extends GitHubEvent['name']> = Extract<GitHubEvent, { name: N }>;

/** A scheduled or dispatched run: the `prompt` input (or the dispatch's client prompt) is the task. */
function automationTrigger(
  event: EventNamed<'workflow_dispatch' | 'schedule' | 'repository_dispatch'>,
  config: TriggerConfig,
): TriggerDecision {
  const prompt = config.prompt.trim();
  const request = prompt || (event.name === 'repository_dispatch' ? event.clientPrompt : '');
  if (!request?.trim()) {
    return skip(
      event.name === 'repository_dispatch'
        ? 'repository_dispatch runs need the "prompt" input or client_payload.prompt'
        : `${event.name} runs need the "prompt" input`,
    );
  }
  return {
    triggered: true,
    trigger: {
      source: 'automation',
      ...fromEvent(event),
      actor: event.sender,
      isPullRequest: false,
      request: request.trim(),
      ask: FIX,
    },
  };
}

/** A comment on an issue or a pull request that mentions the phrase. */
function issueCommentTrigger(
  event: EventNamed<'issue_comment'>,
  config: TriggerConfig,
): TriggerDecision {
  if (event.action !== 'created' && event.action !== 'edited') {
    return skip(`issue_comment "${event.action}" is ignored`);
  }
  const phrase = config.triggerPhrase;
  const reason = requestSkipReason(event, event.comment.body, 'the comment', phrase);
  if (reason) return skip(reason);
  return {
    triggered: true,
    trigger: {
      source: 'issue_comment',
      ...fromEvent(event),
      actor: event.comment.author,
      number: event.issue.number,
      isPullRequest: event.issue.isPullRequest,
      request: config.prompt.trim() || event.comment.body,
      comment: { ...commentRef(event.comment), kind: 'issue' },
      ask: askOf(event.comment.body, phrase, {
        onPullRequest: event.issue.isPullRequest,
        reviewBody: false,
      }),
      cutoff: event.comment.createdAt,
    },
  };
}

/** A review comment on a line of a pull request's diff that mentions the phrase. */
function reviewCommentTrigger(
  event: EventNamed<'pull_request_review_comment'>,
  config: TriggerConfig,
): TriggerDecision {
  if (event.action !== 'created' && event.action !== 'edited') {
    return skip(`pull_request_review_comment "${event.action}" is ignored`);
  }
  const phrase = config.triggerPhrase;
  const reason = requestSkipReason(event, event.comment.body, 'the review comment', phrase);
  if (reason) return skip(reason);
  return {
    triggered: true,
    trigger: {
      source: 'review_comment',
      ...fromEvent(event),
      actor: event.comment.author,
      number: event.pullRequest.number,
      isPullRequest: true,
      request: config.prompt.trim() || event.comment.body,
      comment: { ...commentRef(event.comment), kind: 'review' },
      reviewLocation: reviewLocation(event.comment),
      ask: askOf(event.comment.body, phrase, { onPullRequest: true, reviewBody: false }),
      cutoff: event.comment.createdAt,
    },
  };
}

/** A submitted pull-request review whose body mentions the phrase. */
function reviewTrigger(
  event: EventNamed<'pull_request_review'>,
  config: TriggerConfig,
): TriggerDecision {
  if (event.action !== 'submitted' && event.action !== 'edited') {
    return skip(`pull_request_review "${event.action}" is ignored`);
  }
  const phrase = config.triggerPhrase;
  const reason = requestSkipReason(event, event.review.body, 'the review', phrase);
  if (reason) return skip(reason);
  return {
    triggered: true,
    trigger: {
      source: 'review',
      ...fromEvent(event),
      actor: event.review.author,
      number: event.pullRequest.number,
      isPullRequest: true,
      request: config.prompt.trim() || event.review.body,
      // A review body has no write mode: `@agent review` here is a review like anywhere else.
      ask: askOf(event.review.body, phrase, { onPullRequest: true, reviewBody: true }),
      cutoff: event.review.submittedAt ?? event.pullRequest.updatedAt,
    },
  };
}

/** An issue opened or edited with the phrase, assigned to the assignee trigger, or given the label trigger. */
function issuesTrigger(event: EventNamed<'issues'>, config: TriggerConfig): TriggerDecision {
  const base = {
    ...fromEvent(event),
    actor: event.sender,
    number: event.issue.number,
    isPullRequest: false,
    request: config.prompt.trim() || `${event.issue.title}\n\n${event.issue.body}`,
    // An issue's body, label or assignee asks for work on the issue: no verb is read.
    ask: FIX,
  };
  if (event.action === 'opened' || event.action === 'edited') {
    const reason = requestSkipReason(
      event,
      event.issue.body,
      'the issue body',
      config.triggerPhrase,
    );
    if (reason) return skip(reason);
    const cutoff = event.action === 'opened' ? event.issue.createdAt : event.issue.updatedAt;
    // The body's author wrote the request; the gate checks the editor (sender) too.
    return {
      triggered: true,
      trigger: { ...base, actor: event.issue.author, source: 'issue_body', cutoff },
    };
  }
  if (event.action === 'assigned') {
    const wanted = config.assigneeTrigger.trim().replace(/^@/, '').toLowerCase();
    if (!wanted) return skip('assignee_trigger is not set');
    if (event.assignee?.toLowerCase() !== wanted) {
      return skip(`the issue was assigned to ${event.assignee ?? 'nobody'}, not ${wanted}`);
    }
    return {
      triggered: true,
      trigger: { ...base, source: 'issue_assigned', cutoff: event.issue.updatedAt },
    };
  }
  if (event.action === 'labeled') {
    const wanted = config.labelTrigger.trim().toLowerCase();
    if (!wanted) return skip('label_trigger is not set');
    if (event.label?.toLowerCase() !== wanted) {
      return skip(`the label "${event.label ?? ''}" is not "${config.labelTrigger}"`);
    }
    return {
      triggered: true,
      trigger: { ...base, source: 'issue_labeled', cutoff: event.issue.updatedAt },
    };
  }
  return skip(`issues "${event.action}" is ignored`);
}

/**
 * An automatic review for a pull request opened, reopened, marked ready or pushed
 * to. The request is the pull request itself; the `prompt` input, when set, is the
 * review's focus. Drafts wait for `ready_for_review` unless `review_drafts`.
 */
function automaticReview(
  event: EventNamed<'pull_request' | 'pull_request_target'>,
  config: TriggerConfig,
): TriggerDecision {
  const pull = event.pullRequest;
  if (!AUTOMATIC_REVIEW_ACTIONS.includes(event.action)) {
    return {
      triggered: false,
      reason: `${event.name} "${event.action}" does not start a review (only ${AUTOMATIC_REVIEW_ACTIONS.join(', ')})`,
    };
  }
  if (pull.draft && !config.reviewDrafts) {
    return {
      triggered: false,
      reason: `pull request #${pull.number} is a draft; it is reviewed when marked ready (or set review_drafts: true)`,
    };
  }
  const prompt = config.prompt.trim();
  return {
    triggered: true,
    trigger: {
      source: 'pull_request',
      ...fromEvent(event),
      // The author's change is what runs through the review: the gate checks them and the sender.
      actor: pull.author,
      number: pull.number,
      isPullRequest: true,
      request: prompt || `Review pull request #${pull.number} (${event.action}).`,
      ask: {
        verb: 'review',
        focus: prompt.length > MAX_FOCUS_CHARS ? prompt.slice(0, MAX_FOCUS_CHARS) : prompt,
      },
    },
  };
}

/**
 * Why `body` does not ask for a run, or undefined when it does. An edit asks only
 * when it adds the phrase: a title-only edit, or re-saving text that already had
 * it, must not start a run (again) in the editor's name.
 */
function requestSkipReason(
  event: GitHubEvent,
  body: string,
  what: string,
  phrase: string,
): string | undefined {
  if (!containsTriggerPhrase(body, phrase)) return `${what} does not mention ${phrase}`;
  if (event.name === 'unsupported' || event.action !== 'edited') return undefined;
  if (event.previousBody === undefined) {
    const changed = event.changedFields ?? [];
    const fields = changed.length > 0 ? `only the ${changed.join(' and ')}` : 'nothing it names';
    return `the edit changed ${fields}, not ${what}; an edit starts a run only when it adds ${phrase}`;
  }
  if (containsTriggerPhrase(event.previousBody, phrase)) {
    return `${what} already mentioned ${phrase} before this edit; an edit starts a run only when it adds ${phrase}`;
  }
  return undefined;
}

function commentRef(comment: { id: GitHubId; body: string; createdAt: string; updatedAt: string }) {
  return {
    id: comment.id,
    body: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
  };
}

function reviewLocation(comment: ReviewCommentInfo): NonNullable<Trigger['reviewLocation']> {
  return {
    path: comment.path,
    line: comment.line,
    diffHunk: comment.diffHunk,
    // GitHub replies only to a thread's first comment, not to a reply.
    threadId: comment.inReplyToId ?? comment.id,
  };
}

/**
 * A completed workflow run that failed asks for a fix; any other conclusion
 * (success, cancelled, skipped…) or action (requested, in_progress) is skipped
 * before anything else happens, so no model call is spent on it.
 */
function ciFixTrigger(event: EventNamed<'workflow_run'>): TriggerDecision {
  const run = event.workflowRun;
  if (event.action !== 'completed') {
    return { triggered: false, reason: `workflow_run "${event.action}" is ignored` };
  }
  if (run.conclusion !== 'failure') {
    return {
      triggered: false,
      reason: `the workflow run "${run.name}" concluded ${run.conclusion ?? 'without a conclusion'}; only failed runs are fixed`,
    };
  }
  const where = run.headBranch ? `branch ${run.headBranch}` : `commit ${run.headSha.slice(0, 12)}`;
  return {
    triggered: true,
    trigger: {
      source: 'ci_fix',
      ...fromEvent(event),
      actor: event.sender,
      isPullRequest: false,
      request: `Fix the failed CI run "${run.name}"${run.runNumber ? ` #${run.runNumber}` : ''} on ${where}.`,
      ask: FIX,
      workflowRun: run,
    },
  };
}
