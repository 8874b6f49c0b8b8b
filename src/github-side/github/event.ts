/**
 * Turns a webhook payload (GITHUB_EVENT_PATH) into a small typed event. Only the
 * fields the action uses are validated; a payload missing one fails with the
 * event name and the field path, not a TypeError deep in a later step. Each
 * schema validates its part of the payload and maps it to the action's shape in
 * the same step (`.transform`): the shapes below are the schemas' outputs.
 */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';
import { githubId } from './ids.js';
import { z } from 'zod';
import { parseRepository, type Actor, type RepoRef } from './types.js';

const actorSchema = z.object({ login: z.string().min(1), type: z.string().default('User') });
const repositorySchema = z.object({ full_name: z.string(), default_branch: z.string().optional() });
const bodySchema = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A comment's or review's id, kept as its digits (see ./ids.ts). */
const idSchema = z.union([z.number().int().nonnegative(), z.string()]).transform((value, ctx) => {
  try {
    return githubId(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** What an issue and a pull request share, as the payload carries it. */
const issueFields = {
  number: z.number().int().positive(),
  title: z.string(),
  body: bodySchema,
  user: actorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  html_url: z.string().optional(),
};

/** The shared fields in the action's shape. Times are ISO strings. */
function issueShape(issue: z.output<z.ZodObject<typeof issueFields>>) {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    author: issue.user,
    createdAt: issue.created_at,
    updatedAt: issue.updated_at,
    ...(issue.html_url ? { htmlUrl: issue.html_url } : {}),
  };
}

const issueSchema = z
  .object({ ...issueFields, pull_request: z.unknown().optional() })
  .transform(({ pull_request, ...issue }) => ({
    ...issueShape(issue),
    isPullRequest: pull_request !== undefined && pull_request !== null,
  }));
/** An issue (or a PR seen through the issues API). */
export type IssueInfo = z.output<typeof issueSchema>;

const branchSchema = z.object({
  ref: z.string(),
  sha: z.string(),
  repo: z.object({ full_name: z.string() }).nullish(),
});

const pullSchema = z
  .object({
    ...issueFields,
    head: branchSchema,
    base: branchSchema,
    draft: z.boolean().optional(),
    state: z.string().optional(),
  })
  .transform((pull) => ({
    ...issueShape(pull),
    isPullRequest: true,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    /** `owner/name` of the head repository; null when the fork was deleted. */
    headRepository: pull.head.repo?.full_name ?? null,
    baseRef: pull.base.ref,
    baseRepository: pull.base.repo?.full_name ?? '',
    /** True for a draft pull request. */
    draft: pull.draft ?? false,
  }));
/** A pull request: the issue fields and its branches, as the event carried them. */
export type PullRequestInfo = z.output<typeof pullSchema>;

const commentFields = {
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  html_url: z.string().optional(),
};

function commentShape(comment: z.output<z.ZodObject<typeof commentFields>>) {
  return {
    id: comment.id,
    body: comment.body,
    author: comment.user,
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    ...(comment.html_url ? { htmlUrl: comment.html_url } : {}),
  };
}

const commentSchema = z.object(commentFields).transform(commentShape);
/** A comment as the event carried it. */
export type CommentInfo = z.output<typeof commentSchema>;

const reviewCommentSchema = z
  .object({
    ...commentFields,
    path: z.string(),
    line: z.number().int().nullish(),
    original_line: z.number().int().nullish(),
    diff_hunk: z.string().nullish(),
    in_reply_to_id: idSchema.nullish(),
  })
  .transform((comment) => ({
    ...commentShape(comment),
    path: comment.path,
    line: comment.line ?? comment.original_line ?? null,
    diffHunk: comment.diff_hunk ?? '',
    /** Set when this comment is itself a reply: replies go to the thread's first comment. */
    inReplyToId: comment.in_reply_to_id ?? null,
  }));
/** A review comment: a comment on a line of a PR's diff. */
export type ReviewCommentInfo = z.output<typeof reviewCommentSchema>;

const reviewSchema = z
  .object({
    id: idSchema,
    body: bodySchema,
    user: actorSchema,
    state: z.string(),
    submitted_at: z.string().nullish(),
    html_url: z.string().optional(),
  })
  .transform((review) => ({
    id: review.id,
    body: review.body,
    author: review.user,
    state: review.state,
    submittedAt: review.submitted_at ?? null,
    ...(review.html_url ? { htmlUrl: review.html_url } : {}),
  }));
/** A submitted review (its body is the request). */
export type ReviewInfo = z.output<typeof reviewSchema>;

const runPullSchema = z
  .object({
    number: z.number().int().positive(),
    head: z.object({ ref: z.string(), sha: z.string() }),
    base: z.object({ ref: z.string(), repo: z.object({ url: z.string() }).nullish() }),
  })
  .transform((pull) => ({
    number: pull.number,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    baseRef: pull.base.ref,
    /** The API URL of the base repository (`…/repos/owner/name`), when given. */
    ...(pull.base.repo?.url ? { baseRepositoryUrl: pull.base.repo.url } : {}),
  }));
/** A pull request listed on a workflow run (GitHub lists only those of this repository). */
export type WorkflowRunPullRequest = z.output<typeof runPullSchema>;

const workflowRunSchema = z
  .object({
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
    triggering_actor: z.object({ login: z.string(), type: z.string().nullish() }).nullish(),
  })
  .transform((run) => ({
    /** The run's id, a decimal string (src/github-side/github/ids.ts): compared and stored as text. */
    id: githubId(run.id),
    name: run.name ?? `run ${run.id}`,
    ...(typeof run.run_number === 'number' ? { runNumber: run.run_number } : {}),
    runAttempt: run.run_attempt ?? 1,
    status: run.status ?? '',
    /** `failure`, `success`, `cancelled`, `timed_out`…; null while it runs. */
    conclusion: run.conclusion ?? null,
    /** The event that started the run (`push`, `pull_request`…). */
    triggeringEvent: run.event ?? '',
    /** The branch the run ran on; null for a tag or a detached run. */
    headBranch: run.head_branch ?? null,
    headSha: run.head_sha,
    /** `owner/name` of the repository holding the head commit; a fork's for a fork PR. */
    headRepository: run.head_repository?.full_name ?? null,
    ...(run.html_url ? { htmlUrl: run.html_url } : {}),
    /**
     * The account that started the run (`triggering_actor`: a re-run's starter, not
     * the first run's actor): a fix pushes only for a writer.
     */
    ...(run.triggering_actor
      ? {
          triggeringActor: {
            login: run.triggering_actor.login,
            type: run.triggering_actor.type ?? 'User',
          },
        }
      : {}),
    pullRequests: run.pull_requests ?? [],
  }));
/** A completed (or requested) workflow run, as `workflow_run` carries it. */
export type WorkflowRunInfo = z.output<typeof workflowRunSchema>;

// Loose: every key of `changes` names a field the edit touched (title, body, base…).
const changesSchema = z
  .looseObject({ body: z.object({ from: z.string().nullish() }).optional() })
  .optional();

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

const baseFields = { sender: actorSchema, repository: repositorySchema, action: z.string() };

/** What every event but a schedule or a manual dispatch has, from its payload. */
function eventBase(p: {
  sender: Actor;
  repository: z.output<typeof repositorySchema>;
  action: string;
  changes?: z.output<typeof changesSchema>;
}): EventBase {
  const bodyChange = p.changes?.body;
  return {
    repo: repoFrom(p.repository.full_name, 'payload'),
    ...(p.repository.default_branch ? { defaultBranch: p.repository.default_branch } : {}),
    sender: p.sender,
    action: p.action,
    // A body change without `from` (not seen from GitHub) counts as "was empty".
    ...(bodyChange ? { previousBody: bodyChange.from ?? '' } : {}),
    ...(p.action === 'edited' ? { changedFields: Object.keys(p.changes ?? {}) } : {}),
  };
}

const issueCommentEvent = z
  .object({ ...baseFields, issue: issueSchema, comment: commentSchema, changes: changesSchema })
  .transform((p) => ({
    ...eventBase(p),
    name: 'issue_comment' as const,
    issue: p.issue,
    comment: p.comment,
  }));

const reviewCommentEvent = z
  .object({
    ...baseFields,
    pull_request: pullSchema,
    comment: reviewCommentSchema,
    changes: changesSchema,
  })
  .transform((p) => ({
    ...eventBase(p),
    name: 'pull_request_review_comment' as const,
    pullRequest: p.pull_request,
    comment: p.comment,
  }));

const reviewEvent = z
  .object({ ...baseFields, pull_request: pullSchema, review: reviewSchema, changes: changesSchema })
  .transform((p) => ({
    ...eventBase(p),
    name: 'pull_request_review' as const,
    pullRequest: p.pull_request,
    review: p.review,
  }));

const issuesEvent = z
  .object({
    ...baseFields,
    issue: issueSchema,
    changes: changesSchema,
    label: z.object({ name: z.string() }).nullish(),
    assignee: z.object({ login: z.string() }).nullish(),
  })
  .transform((p) => ({
    ...eventBase(p),
    name: 'issues' as const,
    issue: p.issue,
    ...(p.label ? { label: p.label.name } : {}),
    ...(p.assignee ? { assignee: p.assignee.login } : {}),
  }));

/** `pull_request_target` runs the base branch's workflow with the base's secrets. */
function pullRequestEvent<N extends 'pull_request' | 'pull_request_target'>(name: N) {
  return z
    .object({
      ...baseFields,
      pull_request: pullSchema,
      before: z.string().nullish(),
      after: z.string().nullish(),
      changes: changesSchema,
    })
    .transform((p) => ({
      ...eventBase(p),
      name,
      pullRequest: p.pull_request,
      // For `synchronize`: the head before and after the push.
      ...(p.before ? { before: p.before } : {}),
      ...(p.after ? { after: p.after } : {}),
    }));
}

const repositoryDispatchEvent = z
  .object({
    ...baseFields,
    // Whatever the caller sent; only `prompt` is read, and only when it is a string.
    client_payload: z.looseObject({}).nullish(),
  })
  .transform((p) => {
    const prompt = p.client_payload?.prompt;
    return {
      ...eventBase(p),
      name: 'repository_dispatch' as const,
      /** `client_payload.prompt` when it is a non-empty string. */
      ...(typeof prompt === 'string' && prompt.trim() !== '' ? { clientPrompt: prompt } : {}),
    };
  });

const workflowRunEvent = z
  .object({ ...baseFields, workflow_run: workflowRunSchema })
  .transform((p) => ({
    ...eventBase(p),
    name: 'workflow_run' as const,
    workflowRun: p.workflow_run,
  }));

/** A scheduled or dispatched run: the payload may name no repository (the runner's is used). */
function automationEvent(name: 'workflow_dispatch' | 'schedule', input: ParseEventInput) {
  return z
    .object({ sender: actorSchema.optional(), repository: repositorySchema.optional() })
    .transform((p): EventBase & { name: typeof name } => ({
      name,
      action: '',
      repo: repoFrom(p.repository?.full_name ?? input.repository, name),
      ...(p.repository?.default_branch ? { defaultBranch: p.repository.default_branch } : {}),
      sender: p.sender ?? { login: input.actor ?? '', type: 'User' },
    }));
}

/** The events a payload names a repository in, by GITHUB_EVENT_NAME. */
const EVENTS = {
  issue_comment: issueCommentEvent,
  pull_request_review_comment: reviewCommentEvent,
  pull_request_review: reviewEvent,
  issues: issuesEvent,
  pull_request: pullRequestEvent('pull_request'),
  pull_request_target: pullRequestEvent('pull_request_target'),
  repository_dispatch: repositoryDispatchEvent,
  workflow_run: workflowRunEvent,
};

/** A parsed event the action knows how to handle, or `unsupported`. */
export type GitHubEvent =
  | z.output<(typeof EVENTS)[keyof typeof EVENTS]>
  | z.output<ReturnType<typeof automationEvent>>
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
  if (eventName === 'workflow_dispatch' || eventName === 'schedule') {
    return validate(automationEvent(eventName, input), payload, eventName);
  }
  if (!Object.hasOwn(EVENTS, eventName)) return { name: 'unsupported', eventName };
  return validate(EVENTS[eventName as keyof typeof EVENTS], payload, eventName);
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

function repoFrom(fullName: string, where: string): RepoRef {
  try {
    return parseRepository(fullName);
  } catch {
    throw new EventPayloadError(`Malformed ${where} repository name "${fullName}"`);
  }
}
