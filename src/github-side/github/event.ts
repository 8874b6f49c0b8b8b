/**
 * Turns a webhook payload (GITHUB_EVENT_PATH) into a small typed event. Only the
 * fields the action uses are validated; a payload missing one fails with the
 * event name and the field path, not a TypeError deep in a later step.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { githubId, type GitHubId } from './ids.js';
import { z } from 'zod';
import { parseRepository, type Actor, type RepoRef } from './types.js';

const actorSchema = z.object({ login: z.string().min(1), type: z.string().default('User') });
const repositorySchema = z.object({ full_name: z.string(), default_branch: z.string().optional() });
const bodySchema = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const issueSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: bodySchema,
  user: actorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  html_url: z.string().optional(),
  pull_request: z.unknown().optional(),
});

/** A comment's or review's id, kept as its digits (see ./ids.ts). */
const idSchema = z.union([z.number().int().nonnegative(), z.string()]).transform((value, ctx) => {
  try {
    return githubId(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const commentSchema = z.object({
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  html_url: z.string().optional(),
});

const reviewCommentSchema = commentSchema.extend({
  path: z.string(),
  line: z.number().int().nullish(),
  original_line: z.number().int().nullish(),
  diff_hunk: z.string().nullish(),
  in_reply_to_id: idSchema.nullish(),
});

const branchSchema = z.object({
  ref: z.string(),
  sha: z.string(),
  repo: z.object({ full_name: z.string() }).nullish(),
});

/** A pull request carries the issue fields plus its two branches. */
const pullSchema = issueSchema.omit({ pull_request: true }).extend({
  head: branchSchema,
  base: branchSchema,
  draft: z.boolean().optional(),
  state: z.string().optional(),
});

const reviewSchema = z.object({
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  state: z.string(),
  submitted_at: z.string().nullish(),
  html_url: z.string().optional(),
});

// Loose: every key of `changes` names a field the edit touched (title, body, base…).
const changesSchema = z
  .looseObject({ body: z.object({ from: z.string().nullish() }).optional() })
  .optional();

const base = { sender: actorSchema, repository: repositorySchema };

const issueCommentPayload = z.object({
  ...base,
  action: z.string(),
  issue: issueSchema,
  comment: commentSchema,
  changes: changesSchema,
});
const reviewCommentPayload = z.object({
  ...base,
  action: z.string(),
  pull_request: pullSchema,
  comment: reviewCommentSchema,
  changes: changesSchema,
});
const reviewPayload = z.object({
  ...base,
  action: z.string(),
  pull_request: pullSchema,
  review: reviewSchema,
  changes: changesSchema,
});
const issuesPayload = z.object({
  ...base,
  action: z.string(),
  issue: issueSchema,
  changes: changesSchema,
  label: z.object({ name: z.string() }).nullish(),
  assignee: z.object({ login: z.string() }).nullish(),
});
const pullRequestPayload = z.object({
  ...base,
  action: z.string(),
  pull_request: pullSchema,
  before: z.string().nullish(),
  after: z.string().nullish(),
  changes: changesSchema,
});
const automationPayload = z.object({
  sender: actorSchema.optional(),
  repository: repositorySchema.optional(),
});
const repositoryDispatchPayload = z.object({
  ...base,
  action: z.string(),
  // Whatever the caller sent; only `prompt` is read, and only when it is a string.
  client_payload: z.looseObject({}).nullish(),
});
const runPullSchema = z.object({
  number: z.number().int().positive(),
  head: z.object({ ref: z.string(), sha: z.string() }),
  base: z.object({ ref: z.string(), repo: z.object({ url: z.string() }).nullish() }),
});
const workflowRunPayload = z.object({
  ...base,
  action: z.string(),
  workflow_run: z.object({
    id: z.number().int().positive(),
    name: z.string().nullish(),
    run_number: z.number().int().nullish(),
    run_attempt: z.number().int().nullish(),
    status: z.string().nullish(),
    conclusion: z.string().nullish(),
    event: z.string().nullish(),
    head_branch: z.string().nullish(),
    head_sha: z.string(),
    head_repository: z.object({ full_name: z.string() }).nullish(),
    html_url: z.string().nullish(),
    pull_requests: z.array(runPullSchema).nullish(),
    // Who started the run (a re-run's starter, not the first run's actor).
    triggering_actor: z.object({ login: z.string(), type: z.string().nullish() }).nullish(),
  }),
});

/** An issue (or a PR seen through the issues API). Times are ISO strings. */
export interface IssueInfo {
  number: number;
  title: string;
  body: string;
  author: Actor;
  createdAt: string;
  updatedAt: string;
  htmlUrl?: string;
  isPullRequest: boolean;
}

/** A comment as the event carried it. */
export interface CommentInfo {
  id: GitHubId;
  body: string;
  author: Actor;
  createdAt: string;
  updatedAt: string;
  htmlUrl?: string;
}

/** A review comment: a comment on a line of a PR's diff. */
export interface ReviewCommentInfo extends CommentInfo {
  path: string;
  line: number | null;
  diffHunk: string;
  /** Set when this comment is itself a reply: replies go to the thread's first comment. */
  inReplyToId: GitHubId | null;
}

/** A pull request's branches as the event carried them. */
export interface PullRequestInfo extends IssueInfo {
  headRef: string;
  headSha: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepository: string | null;
  baseRef: string;
  baseRepository: string;
  /** True for a draft pull request. */
  draft: boolean;
}

/** A pull request listed on a workflow run (GitHub lists only those of this repository). */
export interface WorkflowRunPullRequest {
  number: number;
  headRef: string;
  headSha: string;
  baseRef: string;
  /** The API URL of the base repository (`…/repos/owner/name`), when given. */
  baseRepositoryUrl?: string;
}

/** A completed (or requested) workflow run, as `workflow_run` carries it. */
export interface WorkflowRunInfo {
  /** The run's id, a decimal string (src/github-side/github/ids.ts): compared and stored as text. */
  id: GitHubId;
  name: string;
  runNumber?: number;
  runAttempt: number;
  status: string;
  /** `failure`, `success`, `cancelled`, `timed_out`…; null while it runs. */
  conclusion: string | null;
  /** The event that started the run (`push`, `pull_request`…). */
  triggeringEvent: string;
  /** The branch the run ran on; null for a tag or a detached run. */
  headBranch: string | null;
  headSha: string;
  /** `owner/name` of the repository holding the head commit; a fork's for a fork PR. */
  headRepository: string | null;
  htmlUrl?: string;
  pullRequests: WorkflowRunPullRequest[];
  /** The account that started the run (`triggering_actor`): a fix pushes only for a writer. */
  triggeringActor?: Actor;
}

/** A submitted review (its body is the request). */
export interface ReviewInfo {
  id: GitHubId;
  body: string;
  author: Actor;
  state: string;
  submittedAt: string | null;
  htmlUrl?: string;
}

interface EventBase {
  repo: RepoRef;
  /** From the payload's repository; absent on some schedule payloads. */
  defaultBranch?: string;
  sender: Actor;
  action: string;
  /** The body before an edit (`changes.body.from`), when the edit changed the body. */
  previousBody?: string;
  /** For an `edited` event: the fields the edit changed (the keys of `changes`), e.g. `['title']`. */
  changedFields?: string[];
}

/** A parsed event the action knows how to handle, or `unsupported`. */
export type GitHubEvent =
  | (EventBase & { name: 'issue_comment'; issue: IssueInfo; comment: CommentInfo })
  | (EventBase & {
      name: 'pull_request_review_comment';
      pullRequest: PullRequestInfo;
      comment: ReviewCommentInfo;
    })
  | (EventBase & { name: 'pull_request_review'; pullRequest: PullRequestInfo; review: ReviewInfo })
  | (EventBase & {
      name: 'issues';
      issue: IssueInfo;
      label?: string;
      assignee?: string;
    })
  | (EventBase & {
      /** `pull_request_target` runs the base branch's workflow with the base's secrets. */
      name: 'pull_request' | 'pull_request_target';
      pullRequest: PullRequestInfo;
      /** For `synchronize`: the head before and after the push. */
      before?: string;
      after?: string;
    })
  | (EventBase & { name: 'workflow_dispatch' | 'schedule' })
  | (EventBase & {
      name: 'repository_dispatch';
      /** `client_payload.prompt` when it is a non-empty string. */
      clientPrompt?: string;
    })
  | (EventBase & { name: 'workflow_run'; workflowRun: WorkflowRunInfo })
  | { name: 'unsupported'; eventName: string };

/** A payload that does not have the shape its event name promises. */
export class EventPayloadError extends AgentLoopError<'event_payload'> {
  override readonly name = 'EventPayloadError';
  get kind() {
    return 'event_payload' as const;
  }
}

/** Where the event came from: the runner's GITHUB_EVENT_NAME, the parsed payload, GITHUB_REPOSITORY. */
export interface ParseEventInput {
  eventName: string;
  payload: unknown;
  /** `owner/name`, used when the payload has no repository (schedule). */
  repository: string;
  /** GITHUB_ACTOR, used when the payload has no sender. */
  actor?: string;
}

/**
 * Validates and normalises a webhook payload.
 * @throws EventPayloadError naming the event and the bad field.
 */
export function parseEvent(input: ParseEventInput): GitHubEvent {
  const { eventName, payload } = input;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new EventPayloadError(`The ${eventName} event payload is not a JSON object`);
  }
  switch (eventName) {
    case 'issue_comment': {
      const p = validate(issueCommentPayload, payload, eventName);
      return {
        ...eventBase(p),
        name: 'issue_comment',
        issue: toIssue(p.issue),
        comment: toComment(p.comment),
      };
    }
    case 'pull_request_review_comment': {
      return reviewCommentEvent(validate(reviewCommentPayload, payload, eventName));
    }
    case 'pull_request_review': {
      return reviewEvent(validate(reviewPayload, payload, eventName));
    }
    case 'issues': {
      const p = validate(issuesPayload, payload, eventName);
      return {
        ...eventBase(p),
        name: 'issues',
        issue: toIssue(p.issue),
        ...(p.label ? { label: p.label.name } : {}),
        ...(p.assignee ? { assignee: p.assignee.login } : {}),
      };
    }
    case 'pull_request':
    case 'pull_request_target': {
      const p = validate(pullRequestPayload, payload, eventName);
      return {
        ...eventBase(p),
        name: eventName,
        pullRequest: toPull(p.pull_request),
        ...(p.before ? { before: p.before } : {}),
        ...(p.after ? { after: p.after } : {}),
      };
    }
    case 'workflow_dispatch':
    case 'schedule': {
      return automationEvent(eventName, validate(automationPayload, payload, eventName), input);
    }
    case 'repository_dispatch': {
      const p = validate(repositoryDispatchPayload, payload, eventName);
      const prompt = p.client_payload?.prompt;
      return {
        ...eventBase({ ...p, changes: undefined }),
        name: 'repository_dispatch',
        ...(typeof prompt === 'string' && prompt.trim() !== '' ? { clientPrompt: prompt } : {}),
      };
    }
    case 'workflow_run': {
      const p = validate(workflowRunPayload, payload, eventName);
      return {
        ...eventBase({ ...p, changes: undefined }),
        name: 'workflow_run',
        workflowRun: toWorkflowRun(p.workflow_run),
      };
    }
    default:
      return { name: 'unsupported', eventName };
  }
}

function reviewCommentEvent(p: z.output<typeof reviewCommentPayload>): GitHubEvent {
  return {
    ...eventBase(p),
    name: 'pull_request_review_comment',
    pullRequest: toPull(p.pull_request),
    comment: {
      ...toComment(p.comment),
      path: p.comment.path,
      line: p.comment.line ?? p.comment.original_line ?? null,
      diffHunk: p.comment.diff_hunk ?? '',
      inReplyToId: p.comment.in_reply_to_id ?? null,
    },
  };
}

function reviewEvent(p: z.output<typeof reviewPayload>): GitHubEvent {
  return {
    ...eventBase(p),
    name: 'pull_request_review',
    pullRequest: toPull(p.pull_request),
    review: {
      id: p.review.id,
      body: p.review.body,
      author: toActor(p.review.user),
      state: p.review.state,
      submittedAt: p.review.submitted_at ?? null,
      ...(p.review.html_url ? { htmlUrl: p.review.html_url } : {}),
    },
  };
}

/** A scheduled or dispatched run: the payload may name no repository (the runner's is used). */
function automationEvent(
  eventName: 'workflow_dispatch' | 'schedule',
  p: z.output<typeof automationPayload>,
  input: ParseEventInput,
): GitHubEvent {
  const fullName = p.repository?.full_name ?? input.repository;
  return {
    name: eventName,
    action: '',
    repo: repoFrom(fullName, eventName),
    ...(p.repository?.default_branch ? { defaultBranch: p.repository.default_branch } : {}),
    sender: p.sender ? toActor(p.sender) : { login: input.actor ?? '', type: 'User' },
  };
}

function validate<T extends z.ZodType>(
  schema: T,
  payload: unknown,
  eventName: string,
): z.output<T> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new EventPayloadError(`Malformed ${eventName} event payload: ${problems}`);
}

type BasePayload = z.output<typeof issuesPayload> | z.output<typeof reviewPayload>;

function eventBase(
  p: Pick<BasePayload, 'sender' | 'repository' | 'action' | 'changes'>,
): EventBase {
  const bodyChange = p.changes?.body;
  return {
    repo: repoFrom(p.repository.full_name, 'payload'),
    ...(p.repository.default_branch ? { defaultBranch: p.repository.default_branch } : {}),
    sender: toActor(p.sender),
    action: p.action,
    // A body change without `from` (not seen from GitHub) counts as "was empty".
    ...(bodyChange ? { previousBody: bodyChange.from ?? '' } : {}),
    ...(p.action === 'edited' ? { changedFields: Object.keys(p.changes ?? {}) } : {}),
  };
}

function repoFrom(fullName: string, where: string): RepoRef {
  try {
    return parseRepository(fullName);
  } catch {
    throw new EventPayloadError(`Malformed ${where} repository name "${fullName}"`);
  }
}

function toActor(user: z.output<typeof actorSchema>): Actor {
  return { login: user.login, type: user.type };
}

function toIssue(issue: z.output<typeof issueSchema>): IssueInfo {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    author: toActor(issue.user),
    createdAt: issue.created_at,
    updatedAt: issue.updated_at,
    ...(issue.html_url ? { htmlUrl: issue.html_url } : {}),
    isPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
  };
}

function toComment(comment: z.output<typeof commentSchema>): CommentInfo {
  return {
    id: comment.id,
    body: comment.body,
    author: toActor(comment.user),
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    ...(comment.html_url ? { htmlUrl: comment.html_url } : {}),
  };
}

function toPull(pull: z.output<typeof pullSchema>): PullRequestInfo {
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    author: toActor(pull.user),
    createdAt: pull.created_at,
    updatedAt: pull.updated_at,
    ...(pull.html_url ? { htmlUrl: pull.html_url } : {}),
    isPullRequest: true,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    headRepository: pull.head.repo?.full_name ?? null,
    baseRef: pull.base.ref,
    baseRepository: pull.base.repo?.full_name ?? '',
    draft: pull.draft ?? false,
  };
}

function toWorkflowRun(run: z.output<typeof workflowRunPayload>['workflow_run']): WorkflowRunInfo {
  return {
    id: githubId(run.id),
    name: run.name ?? `run ${run.id}`,
    ...(typeof run.run_number === 'number' ? { runNumber: run.run_number } : {}),
    runAttempt: run.run_attempt ?? 1,
    status: run.status ?? '',
    conclusion: run.conclusion ?? null,
    triggeringEvent: run.event ?? '',
    headBranch: run.head_branch ?? null,
    headSha: run.head_sha,
    headRepository: run.head_repository?.full_name ?? null,
    ...(run.html_url ? { htmlUrl: run.html_url } : {}),
    ...(run.triggering_actor
      ? {
          triggeringActor: {
            login: run.triggering_actor.login,
            type: run.triggering_actor.type ?? 'User',
          },
        }
      : {}),
    pullRequests: (run.pull_requests ?? []).map((pull) => ({
      number: pull.number,
      headRef: pull.head.ref,
      headSha: pull.head.sha,
      baseRef: pull.base.ref,
      ...(pull.base.repo?.url ? { baseRepositoryUrl: pull.base.repo.url } : {}),
    })),
  };
}
