import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  readWorkflowSchema
} from "./chunk-AY3HC6C5.js";
import {
  FIX,
  MAX_FOCUS_CHARS,
  askOf,
  checkGate,
  containsTriggerPhrase,
  createGitHubClient,
  createRunIdentity,
  error,
  fetchContext,
  githubId,
  info,
  isForkPull,
  listDiscussion,
  notice,
  parseAllowedBots,
  runUrl,
  setOutput,
  summary,
  warning
} from "./chunk-6LQ4KB7G.js";
import "./chunk-JWWGVYKR.js";
import "./chunk-634A3RIS.js";
import {
  chunk_Z4LVQ6ED$startTracing as startTracing,
} from "./group-run.js";
import {
  chunk_ZHEPDXZV$MissingCredentialsError as MissingCredentialsError,
  chunk_ZHEPDXZV$ProviderConfigError as ProviderConfigError,
  chunk_ZHEPDXZV$providerModelId as providerModelId,
  chunk_ZHEPDXZV$providerSettingsFromEnvironment as providerSettingsFromEnvironment,
  chunk_ZHEPDXZV$selectProvider as selectProvider,
} from "./group-run.js";
import {
  chunk_ZLI5KBXZ$JsonSchemaError as JsonSchemaError,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-action.js";
import {
  chunk_253KEN5A$fail as fail,
} from "./group-action.js";
import {
  chunk_MJWGG6PC$parseRepository as parseRepository,
} from "./group-action.js";
import {
  chunk_7B2THF4M$escapeWorkflowCommands as escapeWorkflowCommands,
} from "./group-action-run.js";
import "./group-action-run.js";
import "./group-action-run.js";
import "./group-action.js";
import "./group-action-cli.js";
import "./group-action-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import {
  external_exports
} from "./chunk-O56UCDKK.js";
import "./group-action-cli-run-grep.js";

// src/github-side/github/event.ts
var actorSchema = external_exports.object({ login: external_exports.string().min(1), type: external_exports.string().default("User") });
var repositorySchema = external_exports.object({ full_name: external_exports.string(), default_branch: external_exports.string().optional() });
var bodySchema = external_exports.string().nullish().transform((value) => value ?? "");
var idSchema = external_exports.union([external_exports.number().int().nonnegative(), external_exports.string()]).transform((value, ctx) => {
  try {
    return githubId(value);
  } catch (error2) {
    ctx.addIssue({ code: "custom", message: error2.message });
    return external_exports.NEVER;
  }
});
var issueFields = {
  number: external_exports.number().int().positive(),
  title: external_exports.string(),
  body: bodySchema,
  user: actorSchema,
  created_at: external_exports.string(),
  updated_at: external_exports.string(),
  html_url: external_exports.string().optional()
};
function issueShape(issue) {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    author: issue.user,
    createdAt: issue.created_at,
    updatedAt: issue.updated_at,
    ...issue.html_url ? { htmlUrl: issue.html_url } : {}
  };
}
var issueSchema = external_exports.object({ ...issueFields, pull_request: external_exports.unknown().optional() }).transform(({ pull_request, ...issue }) => ({
  ...issueShape(issue),
  isPullRequest: pull_request !== void 0 && pull_request !== null
}));
var branchSchema = external_exports.object({
  ref: external_exports.string(),
  sha: external_exports.string(),
  repo: external_exports.object({ full_name: external_exports.string() }).nullish()
});
var pullSchema = external_exports.object({
  ...issueFields,
  head: branchSchema,
  base: branchSchema,
  draft: external_exports.boolean().optional(),
  state: external_exports.string().optional()
}).transform((pull) => ({
  ...issueShape(pull),
  isPullRequest: true,
  headRef: pull.head.ref,
  headSha: pull.head.sha,
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepository: pull.head.repo?.full_name ?? null,
  baseRef: pull.base.ref,
  baseRepository: pull.base.repo?.full_name ?? "",
  /** True for a draft pull request. */
  draft: pull.draft ?? false
}));
var commentFields = {
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  created_at: external_exports.string(),
  updated_at: external_exports.string(),
  html_url: external_exports.string().optional()
};
function commentShape(comment) {
  return {
    id: comment.id,
    body: comment.body,
    author: comment.user,
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    ...comment.html_url ? { htmlUrl: comment.html_url } : {}
  };
}
var commentSchema = external_exports.object(commentFields).transform(commentShape);
var reviewCommentSchema = external_exports.object({
  ...commentFields,
  path: external_exports.string(),
  line: external_exports.number().int().nullish(),
  original_line: external_exports.number().int().nullish(),
  diff_hunk: external_exports.string().nullish(),
  in_reply_to_id: idSchema.nullish()
}).transform((comment) => ({
  ...commentShape(comment),
  path: comment.path,
  line: comment.line ?? comment.original_line ?? null,
  diffHunk: comment.diff_hunk ?? "",
  /** Set when this comment is itself a reply: replies go to the thread's first comment. */
  inReplyToId: comment.in_reply_to_id ?? null
}));
var reviewSchema = external_exports.object({
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  state: external_exports.string(),
  submitted_at: external_exports.string().nullish(),
  html_url: external_exports.string().optional()
}).transform((review) => ({
  id: review.id,
  body: review.body,
  author: review.user,
  state: review.state,
  submittedAt: review.submitted_at ?? null,
  ...review.html_url ? { htmlUrl: review.html_url } : {}
}));
var runPullSchema = external_exports.object({
  number: external_exports.number().int().positive(),
  head: external_exports.object({ ref: external_exports.string(), sha: external_exports.string() }),
  base: external_exports.object({ ref: external_exports.string(), repo: external_exports.object({ url: external_exports.string() }).nullish() })
}).transform((pull) => ({
  number: pull.number,
  headRef: pull.head.ref,
  headSha: pull.head.sha,
  baseRef: pull.base.ref,
  /** The API URL of the base repository (`…/repos/owner/name`), when given. */
  ...pull.base.repo?.url ? { baseRepositoryUrl: pull.base.repo.url } : {}
}));
var workflowRunSchema = external_exports.object({
  id: external_exports.number().int().positive(),
  name: external_exports.string().nullish(),
  run_number: external_exports.number().int().nullish(),
  run_attempt: external_exports.number().int().nullish(),
  status: external_exports.string().nullish(),
  conclusion: external_exports.string().nullish(),
  event: external_exports.string().nullish(),
  head_branch: external_exports.string().nullish(),
  head_sha: external_exports.string(),
  head_repository: external_exports.object({ full_name: external_exports.string() }).nullish(),
  html_url: external_exports.string().nullish(),
  pull_requests: external_exports.array(runPullSchema).nullish(),
  triggering_actor: external_exports.object({ login: external_exports.string(), type: external_exports.string().nullish() }).nullish()
}).transform((run) => ({
  /** The run's id, a decimal string (src/github-side/github/ids.ts): compared and stored as text. */
  id: githubId(run.id),
  name: run.name ?? `run ${run.id}`,
  ...typeof run.run_number === "number" ? { runNumber: run.run_number } : {},
  runAttempt: run.run_attempt ?? 1,
  status: run.status ?? "",
  /** `failure`, `success`, `cancelled`, `timed_out`…; null while it runs. */
  conclusion: run.conclusion ?? null,
  /** The event that started the run (`push`, `pull_request`…). */
  triggeringEvent: run.event ?? "",
  /** The branch the run ran on; null for a tag or a detached run. */
  headBranch: run.head_branch ?? null,
  headSha: run.head_sha,
  /** `owner/name` of the repository holding the head commit; a fork's for a fork PR. */
  headRepository: run.head_repository?.full_name ?? null,
  ...run.html_url ? { htmlUrl: run.html_url } : {},
  /**
   * The account that started the run (`triggering_actor`: a re-run's starter, not
   * the first run's actor): a fix pushes only for a writer.
   */
  ...run.triggering_actor ? {
    triggeringActor: {
      login: run.triggering_actor.login,
      type: run.triggering_actor.type ?? "User"
    }
  } : {},
  pullRequests: run.pull_requests ?? []
}));
var changesSchema = external_exports.looseObject({ body: external_exports.object({ from: external_exports.string().nullish() }).optional() }).optional();
var baseFields = { sender: actorSchema, repository: repositorySchema, action: external_exports.string() };
function eventBase(p) {
  const bodyChange = p.changes?.body;
  return {
    repo: repoFrom(p.repository.full_name, "payload"),
    ...p.repository.default_branch ? { defaultBranch: p.repository.default_branch } : {},
    sender: p.sender,
    action: p.action,
    // A body change without `from` (not seen from GitHub) counts as "was empty".
    ...bodyChange ? { previousBody: bodyChange.from ?? "" } : {},
    ...p.action === "edited" ? { changedFields: Object.keys(p.changes ?? {}) } : {}
  };
}
var issueCommentEvent = external_exports.object({ ...baseFields, issue: issueSchema, comment: commentSchema, changes: changesSchema }).transform((p) => ({
  ...eventBase(p),
  name: "issue_comment",
  issue: p.issue,
  comment: p.comment
}));
var reviewCommentEvent = external_exports.object({
  ...baseFields,
  pull_request: pullSchema,
  comment: reviewCommentSchema,
  changes: changesSchema
}).transform((p) => ({
  ...eventBase(p),
  name: "pull_request_review_comment",
  pullRequest: p.pull_request,
  comment: p.comment
}));
var reviewEvent = external_exports.object({ ...baseFields, pull_request: pullSchema, review: reviewSchema, changes: changesSchema }).transform((p) => ({
  ...eventBase(p),
  name: "pull_request_review",
  pullRequest: p.pull_request,
  review: p.review
}));
var issuesEvent = external_exports.object({
  ...baseFields,
  issue: issueSchema,
  changes: changesSchema,
  label: external_exports.object({ name: external_exports.string() }).nullish(),
  assignee: external_exports.object({ login: external_exports.string() }).nullish()
}).transform((p) => ({
  ...eventBase(p),
  name: "issues",
  issue: p.issue,
  ...p.label ? { label: p.label.name } : {},
  ...p.assignee ? { assignee: p.assignee.login } : {}
}));
function pullRequestEvent(name) {
  return external_exports.object({
    ...baseFields,
    pull_request: pullSchema,
    before: external_exports.string().nullish(),
    after: external_exports.string().nullish(),
    changes: changesSchema
  }).transform((p) => ({
    ...eventBase(p),
    name,
    pullRequest: p.pull_request,
    // For `synchronize`: the head before and after the push.
    ...p.before ? { before: p.before } : {},
    ...p.after ? { after: p.after } : {}
  }));
}
var repositoryDispatchEvent = external_exports.object({
  ...baseFields,
  // Whatever the caller sent; only `prompt` is read, and only when it is a string.
  client_payload: external_exports.looseObject({}).nullish()
}).transform((p) => {
  const prompt = p.client_payload?.prompt;
  return {
    ...eventBase(p),
    name: "repository_dispatch",
    /** `client_payload.prompt` when it is a non-empty string. */
    ...typeof prompt === "string" && prompt.trim() !== "" ? { clientPrompt: prompt } : {}
  };
});
var workflowRunEvent = external_exports.object({ ...baseFields, workflow_run: workflowRunSchema }).transform((p) => ({
  ...eventBase(p),
  name: "workflow_run",
  workflowRun: p.workflow_run
}));
function automationEvent(name, input) {
  return external_exports.object({ sender: actorSchema.optional(), repository: repositorySchema.optional() }).transform((p) => ({
    name,
    action: "",
    repo: repoFrom(p.repository?.full_name ?? input.repository, name),
    ...p.repository?.default_branch ? { defaultBranch: p.repository.default_branch } : {},
    sender: p.sender ?? { login: input.actor ?? "", type: "User" }
  }));
}
var EVENTS = {
  issue_comment: issueCommentEvent,
  pull_request_review_comment: reviewCommentEvent,
  pull_request_review: reviewEvent,
  issues: issuesEvent,
  pull_request: pullRequestEvent("pull_request"),
  pull_request_target: pullRequestEvent("pull_request_target"),
  repository_dispatch: repositoryDispatchEvent,
  workflow_run: workflowRunEvent
};
var EventPayloadError = class extends AgentLoopError {
  name = "EventPayloadError";
  get kind() {
    return "event_payload";
  }
};
function parseEvent(input) {
  const { eventName, payload } = input;
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    throw new EventPayloadError(`The ${eventName} event payload is not a JSON object`);
  }
  if (eventName === "workflow_dispatch" || eventName === "schedule") {
    return validate(automationEvent(eventName, input), payload, eventName);
  }
  if (!Object.hasOwn(EVENTS, eventName)) return { name: "unsupported", eventName };
  return validate(EVENTS[eventName], payload, eventName);
}
function validate(schema, payload, eventName) {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
  throw new EventPayloadError(`Malformed ${eventName} event payload: ${problems}`);
}
function repoFrom(fullName, where) {
  try {
    return parseRepository(fullName);
  } catch {
    throw new EventPayloadError(`Malformed ${where} repository name "${fullName}"`);
  }
}

// src/github-side/github/trigger.ts
var AUTOMATIC_REVIEW_ACTIONS = ["opened", "synchronize", "ready_for_review", "reopened"];
function detectTrigger(event, config) {
  switch (event.name) {
    case "unsupported":
      return skip(`event "${event.eventName}" is not one the action handles`);
    case "workflow_dispatch":
    case "schedule":
    case "repository_dispatch":
      return automationTrigger(event, config);
    case "workflow_run":
      return ciFixTrigger(event);
    case "issue_comment":
      return issueCommentTrigger(event, config);
    case "pull_request_review_comment":
      return reviewCommentTrigger(event, config);
    case "pull_request_review":
      return reviewTrigger(event, config);
    case "pull_request":
    case "pull_request_target":
      return automaticReview(event, config);
    case "issues":
      return issuesTrigger(event, config);
  }
}
function skip(reason) {
  return { triggered: false, reason };
}
function fromEvent(event) {
  return {
    repo: event.repo,
    ...event.defaultBranch ? { defaultBranch: event.defaultBranch } : {},
    event
  };
}
function automationTrigger(event, config) {
  const prompt = config.prompt.trim();
  const request = prompt || (event.name === "repository_dispatch" ? event.clientPrompt : "");
  if (!request?.trim()) {
    return skip(
      event.name === "repository_dispatch" ? 'repository_dispatch runs need the "prompt" input or client_payload.prompt' : `${event.name} runs need the "prompt" input`
    );
  }
  return {
    triggered: true,
    trigger: {
      source: "automation",
      ...fromEvent(event),
      actor: event.sender,
      isPullRequest: false,
      request: request.trim(),
      ask: FIX
    }
  };
}
function issueCommentTrigger(event, config) {
  if (event.action !== "created" && event.action !== "edited") {
    return skip(`issue_comment "${event.action}" is ignored`);
  }
  const phrase = config.triggerPhrase;
  const reason = requestSkipReason(event, event.comment.body, "the comment", phrase);
  if (reason) return skip(reason);
  return {
    triggered: true,
    trigger: {
      source: "issue_comment",
      ...fromEvent(event),
      actor: event.comment.author,
      number: event.issue.number,
      isPullRequest: event.issue.isPullRequest,
      request: config.prompt.trim() || event.comment.body,
      comment: { ...commentRef(event.comment), kind: "issue" },
      ask: askOf(event.comment.body, phrase, {
        onPullRequest: event.issue.isPullRequest,
        reviewBody: false
      }),
      cutoff: event.comment.createdAt
    }
  };
}
function reviewCommentTrigger(event, config) {
  if (event.action !== "created" && event.action !== "edited") {
    return skip(`pull_request_review_comment "${event.action}" is ignored`);
  }
  const phrase = config.triggerPhrase;
  const reason = requestSkipReason(event, event.comment.body, "the review comment", phrase);
  if (reason) return skip(reason);
  return {
    triggered: true,
    trigger: {
      source: "review_comment",
      ...fromEvent(event),
      actor: event.comment.author,
      number: event.pullRequest.number,
      isPullRequest: true,
      request: config.prompt.trim() || event.comment.body,
      comment: { ...commentRef(event.comment), kind: "review" },
      reviewLocation: reviewLocation(event.comment),
      ask: askOf(event.comment.body, phrase, { onPullRequest: true, reviewBody: false }),
      cutoff: event.comment.createdAt
    }
  };
}
function reviewTrigger(event, config) {
  if (event.action !== "submitted" && event.action !== "edited") {
    return skip(`pull_request_review "${event.action}" is ignored`);
  }
  const phrase = config.triggerPhrase;
  const reason = requestSkipReason(event, event.review.body, "the review", phrase);
  if (reason) return skip(reason);
  return {
    triggered: true,
    trigger: {
      source: "review",
      ...fromEvent(event),
      actor: event.review.author,
      number: event.pullRequest.number,
      isPullRequest: true,
      request: config.prompt.trim() || event.review.body,
      // A review body has no write mode: `@agent review` here is a review like anywhere else.
      ask: askOf(event.review.body, phrase, { onPullRequest: true, reviewBody: true }),
      cutoff: event.review.submittedAt ?? event.pullRequest.updatedAt
    }
  };
}
function issuesTrigger(event, config) {
  const base = {
    ...fromEvent(event),
    actor: event.sender,
    number: event.issue.number,
    isPullRequest: false,
    request: config.prompt.trim() || `${event.issue.title}

${event.issue.body}`,
    // An issue's body, label or assignee asks for work on the issue: no verb is read.
    ask: FIX
  };
  if (event.action === "opened" || event.action === "edited") {
    const reason = requestSkipReason(
      event,
      event.issue.body,
      "the issue body",
      config.triggerPhrase
    );
    if (reason) return skip(reason);
    const cutoff = event.action === "opened" ? event.issue.createdAt : event.issue.updatedAt;
    return {
      triggered: true,
      trigger: { ...base, actor: event.issue.author, source: "issue_body", cutoff }
    };
  }
  if (event.action === "assigned") {
    const wanted = config.assigneeTrigger.trim().replace(/^@/, "").toLowerCase();
    if (!wanted) return skip("assignee_trigger is not set");
    if (event.assignee?.toLowerCase() !== wanted) {
      return skip(`the issue was assigned to ${event.assignee ?? "nobody"}, not ${wanted}`);
    }
    return {
      triggered: true,
      trigger: { ...base, source: "issue_assigned", cutoff: event.issue.updatedAt }
    };
  }
  if (event.action === "labeled") {
    const wanted = config.labelTrigger.trim().toLowerCase();
    if (!wanted) return skip("label_trigger is not set");
    if (event.label?.toLowerCase() !== wanted) {
      return skip(`the label "${event.label ?? ""}" is not "${config.labelTrigger}"`);
    }
    return {
      triggered: true,
      trigger: { ...base, source: "issue_labeled", cutoff: event.issue.updatedAt }
    };
  }
  return skip(`issues "${event.action}" is ignored`);
}
function automaticReview(event, config) {
  const pull = event.pullRequest;
  if (!AUTOMATIC_REVIEW_ACTIONS.includes(event.action)) {
    return {
      triggered: false,
      reason: `${event.name} "${event.action}" does not start a review (only ${AUTOMATIC_REVIEW_ACTIONS.join(", ")})`
    };
  }
  if (pull.draft && !config.reviewDrafts) {
    return {
      triggered: false,
      reason: `pull request #${pull.number} is a draft; it is reviewed when marked ready (or set review_drafts: true)`
    };
  }
  const prompt = config.prompt.trim();
  return {
    triggered: true,
    trigger: {
      source: "pull_request",
      ...fromEvent(event),
      // The author's change is what runs through the review: the gate checks them and the sender.
      actor: pull.author,
      number: pull.number,
      isPullRequest: true,
      request: prompt || `Review pull request #${pull.number} (${event.action}).`,
      ask: {
        verb: "review",
        focus: prompt.length > MAX_FOCUS_CHARS ? prompt.slice(0, MAX_FOCUS_CHARS) : prompt
      }
    }
  };
}
function requestSkipReason(event, body, what, phrase) {
  if (!containsTriggerPhrase(body, phrase)) return `${what} does not mention ${phrase}`;
  if (event.name === "unsupported" || event.action !== "edited") return void 0;
  if (event.previousBody === void 0) {
    const changed = event.changedFields ?? [];
    const fields = changed.length > 0 ? `only the ${changed.join(" and ")}` : "nothing it names";
    return `the edit changed ${fields}, not ${what}; an edit starts a run only when it adds ${phrase}`;
  }
  if (containsTriggerPhrase(event.previousBody, phrase)) {
    return `${what} already mentioned ${phrase} before this edit; an edit starts a run only when it adds ${phrase}`;
  }
  return void 0;
}
function commentRef(comment) {
  return {
    id: comment.id,
    body: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt
  };
}
function reviewLocation(comment) {
  return {
    path: comment.path,
    line: comment.line,
    diffHunk: comment.diffHunk,
    // GitHub replies only to a thread's first comment, not to a reply.
    threadId: comment.inReplyToId ?? comment.id
  };
}
function ciFixTrigger(event) {
  const run = event.workflowRun;
  if (event.action !== "completed") {
    return { triggered: false, reason: `workflow_run "${event.action}" is ignored` };
  }
  if (run.conclusion !== "failure") {
    return {
      triggered: false,
      reason: `the workflow run "${run.name}" concluded ${run.conclusion ?? "without a conclusion"}; only failed runs are fixed`
    };
  }
  const where = run.headBranch ? `branch ${run.headBranch}` : `commit ${run.headSha.slice(0, 12)}`;
  return {
    triggered: true,
    trigger: {
      source: "ci_fix",
      ...fromEvent(event),
      actor: event.sender,
      isPullRequest: false,
      request: `Fix the failed CI run "${run.name}"${run.runNumber ? ` #${run.runNumber}` : ""} on ${where}.`,
      ask: FIX,
      workflowRun: run
    }
  };
}

// src/github-side/github/no-secrets.ts
var DEPENDABOT = "dependabot[bot]";
var FORK_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_review", "pull_request_review_comment"]);
function secretsWithheld(event, actor) {
  if (!("pullRequest" in event)) return void 0;
  const pull = event.pullRequest;
  const dependabot = actor.toLowerCase() === DEPENDABOT || event.sender.login.toLowerCase() === DEPENDABOT;
  if (dependabot && FORK_EVENTS.has(event.name)) {
    return `GitHub gives a ${event.name} run that Dependabot started no Actions secrets (only Dependabot's own)`;
  }
  if (dependabot && event.name === "pull_request_target" && pull.author.login.toLowerCase() === DEPENDABOT) {
    return "GitHub gives a pull_request_target run on a pull request Dependabot opened no secrets";
  }
  if (FORK_EVENTS.has(event.name) && isForkPull(pull.headRepository, event.repo)) {
    return `GitHub gives a ${event.name} run from a fork (${pull.headRepository ?? "deleted"}) no secrets`;
  }
  return void 0;
}

// src/github-side/action/provider.ts
var INPUT_NAMES = {
  useBedrock: "input use_bedrock (or CLAUDE_CODE_USE_BEDROCK)",
  useVertex: "input use_vertex (or CLAUDE_CODE_USE_VERTEX)",
  anthropicApiKey: "input anthropic_api_key",
  anthropicAuthToken: "input anthropic_auth_token",
  anthropicBaseUrl: "input anthropic_base_url"
};
function actionProvider(inputs, env) {
  const fromEnv = providerSettingsFromEnvironment(env);
  return selectProvider(
    {
      ...fromEnv,
      useBedrock: inputs.useBedrock ? "true" : fromEnv.useBedrock,
      useVertex: inputs.useVertex ? "true" : fromEnv.useVertex,
      anthropicApiKey: inputs.anthropicApiKey,
      anthropicAuthToken: inputs.anthropicAuthToken,
      anthropicBaseUrl: inputs.anthropicBaseUrl
    },
    INPUT_NAMES
  );
}
function actionModels(provider, inputs) {
  return {
    model: providerModelId(provider, inputs.model, "input model"),
    fallbackModel: inputs.fallbackModel ? providerModelId(provider, inputs.fallbackModel, "input fallback_model") : ""
  };
}

// src/github-side/run/run-log.ts
function createRunLog(redact) {
  const safe = (message) => escapeWorkflowCommands(redact(message));
  return {
    info: (message) => info(safe(message)),
    notice: (message) => notice(safe(message)),
    warning: (message) => warning(safe(message)),
    error: (message) => error(safe(message))
  };
}

// src/github-side/action/test-hooks.ts
function isLoopbackApi(apiUrl) {
  let host;
  try {
    host = new URL(apiUrl).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}
function writeSpacingHook(env, apiUrl) {
  const raw = env.AGENT_LOOP_WRITE_SPACING_MS;
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value < 0 || !isLoopbackApi(apiUrl)) return void 0;
  return value;
}

// src/github-side/action/staged.ts
import { join } from "node:path";

// src/github-side/staged/render.ts
var MAX_DIFF_CHARS = 6e4;
var MAX_CHARS = 8e5;
function renderStagedWrites(writes, file) {
  const parts = [
    "## Staged run: what it would have written",
    "",
    writes.length === 0 ? "This run was staged (`staged: true`) and would have written nothing to GitHub." : `This run was staged (\`staged: true\`): it sent nothing to GitHub and pushed nothing. Below are the ${writes.length} writes it would have made, as they would have appeared; output \`staged_writes\` (\`${file}\`) holds each as a JSON line.`,
    ...pushes(writes),
    ...pullRequests(writes),
    ...reviews(writes),
    ...comments(writes),
    ...checkRuns(writes),
    ...ledger(writes),
    ...writes.length > 0 ? everyWrite(writes) : []
  ];
  const text2 = parts.join("\n");
  return text2.length <= MAX_CHARS ? text2 : `${text2.slice(0, MAX_CHARS)}

_(cut here: the file holds every write)_`;
}
function fenced(text2, language = "") {
  const longest = Math.max(2, ...(text2.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}
${text2.replace(/\n$/, "")}
${fence}`;
}
function quoted(body) {
  return `<blockquote>

${body.trim() || "_(empty)_"}

</blockquote>`;
}
function code(text2) {
  return `\`${text2.replace(/`/g, "'")}\``;
}
function text(value) {
  return typeof value === "string" ? value : "";
}
function pushes(writes) {
  const found = writes.filter((write) => write.method === "PUSH");
  if (found.length === 0) return [];
  return [
    "",
    "### Branches it would have pushed",
    ...found.flatMap((write) => {
      const push = write.body;
      const diff = push.diff.length > MAX_DIFF_CHARS ? `${push.diff.slice(0, MAX_DIFF_CHARS)}
\u2026 (cut: ${push.diff.length} characters in all)` : push.diff;
      return [
        "",
        `**${code(push.branch)}** at ${code(push.sha.slice(0, 12))} (${push.via === "api" ? "through GitHub's API" : "git push"}${push.force_with_lease ? `, replacing ${code(push.force_with_lease.slice(0, 12))}` : ""})`,
        "",
        ...push.commits.map((commit) => `- ${code(commit.slice(0, 12))} ${commit.slice(41)}`),
        ...diff ? [
          "",
          "<details open><summary>Diff</summary>",
          "",
          fenced(diff, "diff"),
          "",
          "</details>"
        ] : []
      ];
    })
  ];
}
function pullRequests(writes) {
  const found = writes.filter(
    (write) => write.method === "POST" && /\/pulls$/.test(write.route) || write.method === "PATCH" && /\/pulls\/\d+$/.test(write.route)
  );
  if (found.length === 0) return [];
  return [
    "",
    "### Pull requests",
    ...found.flatMap((write) => {
      const body = write.body;
      const opened = write.method === "POST";
      return [
        "",
        `#### ${opened ? "Would open" : `Would update ${code(write.route.replace(/.*\/pulls\//, "#"))}`}: ${text(body.title).replace(/\n/g, " ")}`,
        "",
        ...opened ? [
          `${code(text(body.head))} into ${code(text(body.base))}${body.draft === true ? " (draft)" : ""}`,
          ""
        ] : [],
        quoted(text(body.body))
      ];
    })
  ];
}
function reviews(writes) {
  const found = writes.filter(
    (write) => write.method === "POST" && /\/pulls\/\d+\/reviews$/.test(write.route)
  );
  if (found.length === 0) return [];
  return [
    "",
    "### Reviews",
    ...found.flatMap((write) => {
      const body = write.body;
      const inline = Array.isArray(body.comments) ? body.comments : [];
      const pull = write.route.replace(/.*\/pulls\/(\d+)\/reviews$/, "#$1");
      return [
        "",
        `#### Review of ${pull} (${text(body.event) || "pending"}) on ${code(text(body.commit_id).slice(0, 12))}`,
        "",
        quoted(text(body.body)),
        ...inline.length > 0 ? ["", `${inline.length} inline comments:`] : [],
        ...inline.flatMap((comment) => {
          const line = comment.start_line ? `${String(comment.start_line)}-${String(comment.line)}` : String(comment.line ?? "");
          return [
            "",
            `- ${code(`${text(comment.path)}:${line}`)} (${text(comment.side) || "RIGHT"})`,
            "",
            quoted(text(comment.body))
          ];
        })
      ];
    })
  ];
}
function comments(writes) {
  const threads = /* @__PURE__ */ new Map();
  for (const write of writes) {
    const body = write.body;
    if (write.method === "POST" && write.object && /\/comments(\/\d+\/replies)?$/.test(write.route)) {
      const where = write.route.replace(/.*\/(issues|pulls)\/(\d+)\/comments.*/, "#$2");
      const reply = /\/replies$/.test(write.route) ? " (a reply in a review thread)" : "";
      threads.set(write.object, {
        where: `${where}${reply}`,
        made: true,
        bodies: [text(body.body)]
      });
    } else if (write.method === "PATCH" && /\/comments\/\d+$/.test(write.route)) {
      const thread = threads.get(write.route) ?? {
        where: `comment ${code(write.route.replace(/.*\//, ""))}, already on GitHub`,
        made: false,
        bodies: []
      };
      thread.bodies.push(text(body.body));
      threads.set(write.route, thread);
    }
  }
  if (threads.size === 0) return [];
  return [
    "",
    "### Comments",
    ...[...threads.values()].flatMap((thread) => {
      const edits = thread.bodies.length - (thread.made ? 1 : 0);
      const how = `${thread.made ? "Would post on" : "Would edit"} ${thread.where}${edits > 0 ? `, edited ${edits} time${edits === 1 ? "" : "s"}; as it would finally read` : ""}`;
      return ["", `#### ${how}`, "", quoted(thread.bodies.at(-1) ?? "")];
    })
  ];
}
function checkRuns(writes) {
  const found = writes.filter((write) => /\/check-runs(\/\d+)?$/.test(write.route));
  if (found.length === 0) return [];
  const last = found.reduce((merged, write) => {
    const body = write.body;
    const output2 = { ...merged.output, ...body.output };
    return { ...merged, ...body, output: output2 };
  }, {});
  const output = last.output;
  const annotations = found.flatMap((write) => {
    const notes = write.body.output?.annotations;
    return Array.isArray(notes) ? notes : [];
  });
  return [
    "",
    `### Check run ${code(text(last.name))}`,
    "",
    `${text(last.conclusion) || text(last.status) || "created"} on ${code(text(last.head_sha).slice(0, 12))}${output.title ? `: ${text(output.title)}` : ""}`,
    ...output.summary ? ["", quoted(text(output.summary))] : [],
    ...annotations.map(
      (note) => `- ${code(`${text(note.path)}:${String(note.start_line ?? "")}`)} ${text(note.annotation_level)}: ${text(note.message).split("\n")[0] ?? ""}`
    )
  ];
}
function ledger(writes) {
  const trees = writes.flatMap((write) => {
    const entries = write.body.tree;
    if (!/\/git\/trees$/.test(write.route) || !Array.isArray(entries)) return [];
    return entries.filter((entry) => entry.path === "spend.json");
  });
  const last = trees.at(-1);
  if (!last) return [];
  return [
    "",
    "### Spend ledger (`refs/agent-loop/spend`)",
    "",
    `It would have been written ${trees.length} time${trees.length === 1 ? "" : "s"}; at the end \`spend.json\` would have read:`,
    "",
    fenced(text(last.content), "json")
  ];
}
function everyWrite(writes) {
  return [
    "",
    `<details><summary>Every write, in order (${writes.length})</summary>`,
    "",
    "| # | Method | Route |",
    "|---|---|---|",
    ...writes.map(
      (write, index) => `| ${index + 1} | ${write.method} | ${code(write.route).replace(/\|/g, "\\|")} |`
    ),
    "",
    "</details>"
  ];
}

// src/github-side/staged/staged-writes.ts
import { appendFileSync, writeFileSync } from "node:fs";
var FIRST_ID = {
  comment: 3999000001,
  "review-comment": 2999000001,
  reaction: 399000001,
  pull: 999001,
  review: 3099000001,
  "check-run": 59999000001,
  label: 9999000001
};
var StagedWrites = class {
  file;
  serverUrl;
  list = [];
  objects = /* @__PURE__ */ new Map();
  counters = /* @__PURE__ */ new Map();
  heads = /* @__PURE__ */ new Map();
  redact;
  constructor(options) {
    this.file = options.file;
    this.serverUrl = options.serverUrl.replace(/\/+$/, "");
    this.redact = options.redact;
    writeFileSync(this.file, "", { mode: 384 });
  }
  /** Every write so far, in the order the run made them. */
  get writes() {
    return this.list;
  }
  /** Keeps `write` (its strings redacted) and appends it to the file. */
  record(write) {
    const kept = redactStrings(write, this.redact);
    this.list.push(kept);
    appendFileSync(this.file, `${JSON.stringify(kept)}
`);
    return kept;
  }
  /** Keeps a push the run would have made: the branch reads as moved from then on. */
  push(push) {
    this.heads.set(push.branch, push.sha);
    return this.record({ method: "PUSH", route: `refs/heads/${push.branch}`, body: push });
  }
  /** The commit a staged push left `branch` at, if one did. */
  pushedHead(branch) {
    return this.heads.get(branch);
  }
  /** The next synthetic id of `kind`. */
  nextId(kind) {
    const next = this.counters.get(kind) ?? FIRST_ID[kind];
    this.counters.set(kind, next + 1);
    return next;
  }
  /** Keeps the object a staged write made (or changed) under the API path that reads it. */
  remember(path, object) {
    this.objects.set(path, object);
  }
  /** The object a staged write left at `path`, if any (a copy). */
  recall(path) {
    const object = this.objects.get(path);
    return object ? structuredClone(object) : void 0;
  }
};
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)])
    );
  }
  return value;
}

// src/github-side/action/staged.ts
function startStaged(staged, runner, redact, log) {
  if (!staged) return void 0;
  const file = join(
    runner.runnerTemp,
    `agent-loop-staged-writes-${runner.runId}-${runner.runAttempt}.jsonl`
  );
  const writes = new StagedWrites({ file, serverUrl: runner.serverUrl, redact });
  setOutput("staged_writes", file);
  log.notice(
    "Staged run (staged: true): nothing is written to GitHub and nothing is pushed; the step summary shows what would have been."
  );
  return writes;
}
async function reportStaged(staged, outgoing, log) {
  log.info(`Staged run: ${staged.writes.length} writes kept from GitHub, listed in ${staged.file}`);
  try {
    const markdown = renderStagedWrites(staged.writes, staged.file);
    await summary.addRaw((await outgoing)(markdown)).write();
  } catch (error2) {
    log.warning(`Could not write the staged writes to the step summary: ${errorMessage(error2)}`);
  }
}

// src/github-side/action/start.ts
function commentIntervalHook(env) {
  const value = Number(env.AGENT_LOOP_COMMENT_INTERVAL_MS);
  return env.AGENT_LOOP_COMMENT_INTERVAL_MS && Number.isFinite(value) && value >= 0 ? value : void 0;
}
function loadSteps() {
  const steps = Promise.all([import("./policies-LBKVAUXC.js"), import("./request-7K7A3UKR.js")]).then(
    ([policies, request]) => ({
      choosePolicy: policies.choosePolicy,
      handleRequest: request.handleRequest
    })
  );
  steps.catch(() => void 0);
  return steps;
}
async function start(input) {
  const { inputs, runner, payload, secrets, env } = input;
  const steps = loadSteps();
  const redact = secrets.redact;
  const log = createRunLog(redact);
  let trigger;
  try {
    const event = parseEvent({
      eventName: runner.eventName,
      payload,
      repository: runner.repository,
      actor: runner.actor
    });
    const decision = detectTrigger(event, {
      triggerPhrase: inputs.triggerPhrase,
      labelTrigger: inputs.labelTrigger,
      assigneeTrigger: inputs.assigneeTrigger,
      prompt: inputs.prompt,
      reviewDrafts: inputs.reviewDrafts
    });
    if (!decision.triggered) {
      log.info(`agent-loop skipped: ${decision.reason}`);
      return;
    }
    trigger = decision.trigger;
  } catch (error2) {
    fail(`Cannot read the ${runner.eventName} event: ${redact(errorMessage(error2))}`);
    return;
  }
  let provider;
  try {
    provider = actionProvider(inputs, env);
  } catch (error2) {
    if (!(error2 instanceof ProviderConfigError)) throw error2;
    if (!(error2 instanceof MissingCredentialsError)) {
      fail(error2.message);
      return;
    }
    const withheld = secretsWithheld(trigger.event, runner.actor);
    if (withheld) {
      log.notice(noSecretsNotice(withheld, inputs.triggerPhrase, runner.serverUrl, env));
      return;
    }
    provider = error2;
  }
  let models = inputs;
  try {
    if (!(provider instanceof MissingCredentialsError)) models = actionModels(provider, inputs);
  } catch (error2) {
    if (!(error2 instanceof ProviderConfigError)) throw error2;
    fail(error2.message);
    return;
  }
  if (!inputs.githubToken) {
    fail("Input github_token is empty");
    return;
  }
  let structuredOutput;
  try {
    structuredOutput = await readWorkflowSchema(inputs.jsonSchema, runner.workspace);
  } catch (error2) {
    if (!(error2 instanceof JsonSchemaError)) throw error2;
    fail(`Input json_schema: ${error2.message}`);
    return;
  }
  const tracing = await startTracing({
    env,
    redact,
    warn: (message) => log.warning(message),
    provider: provider instanceof MissingCredentialsError ? "anthropic" : provider.provider,
    attributes: {
      "agent_loop.repository": runner.repository,
      "agent_loop.trigger": trigger.source,
      "agent_loop.event": runner.eventName,
      "agent_loop.run_id": runner.runId
    }
  });
  try {
    await gateAndHandle(
      { ...input, inputs: { ...inputs, ...models }, trigger, provider, structuredOutput, tracing },
      steps
    );
  } finally {
    await tracing?.end();
  }
}
async function gateAndHandle(input, steps) {
  const { inputs, secrets } = input;
  const log = createRunLog(secrets.redact);
  const posting = import("./posting-FNN5KJOR.js").then(
    (module) => module.createPostingFilter(secrets.redact, input.runner.serverUrl)
  );
  posting.catch(() => void 0);
  const staged = startStaged(inputs.staged, input.runner, secrets.redact, log);
  try {
    await gateAndHandleWith(input, steps, { log, posting, staged });
  } finally {
    if (staged) await reportStaged(staged, posting, log);
  }
}
async function gateAndHandleWith(input, steps, made) {
  const { inputs, trigger, tracing } = input;
  const { log, posting, staged } = made;
  const client = createClient(input, log, posting, staged);
  const identity = createRunIdentity({ client, warn: (message) => log.warning(message) });
  const reading = new AbortController();
  const discussion = listDiscussion(client, trigger, reading.signal);
  discussion.catch(() => void 0);
  const context = readContext(client, input, reading.signal, discussion);
  context.catch(() => void 0);
  const gate = await checkGate({
    client,
    trigger,
    allowedBots: parseAllowedBots(inputs.allowedBots),
    identity
  });
  const { provider } = input;
  if (provider instanceof MissingCredentialsError) {
    reading.abort();
    if (gate.allowed) fail(provider.message);
    else log.notice(`agent-loop skipped: ${gate.reason} (and the run has no model credentials)`);
    return;
  }
  const [{ choosePolicy, handleRequest }, outgoing] = await Promise.all([steps, posting]);
  const controller = new AbortController();
  const run = actionRun(input, provider, {
    client,
    identity,
    log,
    outgoing,
    signal: controller.signal,
    ...staged ? { staged } : {},
    // A run without an issue or PR (automation) listed nothing: its steps list their own.
    ...trigger.number === void 0 ? {} : { discussion }
  });
  const policy = choosePolicy(run);
  if (!gate.allowed) {
    reading.abort();
    log.warning(`agent-loop refused to run: ${gate.reason}`);
    const failure = gate.lacksWrite ? await policy.refused?.(gate.reason) : void 0;
    if (failure) log.warning(failure);
    return;
  }
  log.info(`Request from @${trigger.actor.login} accepted: ${gate.reason}`);
  const onSignal = (signal) => {
    log.warning(`Received ${signal}: stopping the agent and saving its work`);
    controller.abort("aborted");
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const failure = await handleRequest(run, policy, context);
    tracing?.annotate({ "agent_loop.conclusion": failure ? "failure" : "success" });
    if (failure) fail(`agent-loop did not complete: ${failure}`);
  } finally {
    if (!controller.signal.aborted) {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  }
}
function createClient(input, log, outgoing, staged) {
  const { inputs, runner, startedAt, env, tracing } = input;
  return createGitHubClient({
    token: inputs.githubToken,
    baseUrl: runner.apiUrl,
    // A rate-limit wait may last until shortly before the run's own deadline.
    retry: {
      deadline: startedAt + inputs.timeoutMinutes * 6e4,
      writeSpacingMs: writeSpacingHook(env, runner.apiUrl)
    },
    log: (message) => log.info(message),
    outgoing,
    ...tracing ? { observe: tracing.apiRequest } : {},
    ...staged ? { staged } : {}
  });
}
function actionRun(input, provider, made) {
  const { inputs, runner, trigger, secrets, env, startedAt, tracing } = input;
  return {
    ...made,
    inputs,
    provider,
    runner,
    trigger,
    redact: secrets.redact,
    secrets,
    env,
    startedAt,
    runUrl: runUrl(runner.serverUrl, runner.repository, runner.runId),
    commentIntervalMs: commentIntervalHook(env),
    ...input.structuredOutput ? { structuredOutput: input.structuredOutput } : {},
    ...tracing ? { tracing } : {}
  };
}
function readContext(client, { trigger, inputs }, signal, discussion) {
  return fetchContext({
    client,
    trigger,
    baseBranch: inputs.baseBranch || void 0,
    instructionsFromCheckout: !trigger.isPullRequest,
    signal,
    discussion
  });
}
var REVIEW_DOCS = "docs/review.md#forks-and-dependabot";
function noSecretsNotice(why, phrase, serverUrl, env) {
  const repository = env.GITHUB_ACTION_REPOSITORY;
  const ref = env.GITHUB_ACTION_REF;
  const docs = repository && ref ? `${serverUrl}/${repository}/blob/${ref}/${REVIEW_DOCS}` : `${REVIEW_DOCS} in agent-loop's repository`;
  return `agent-loop skipped: ${why}, so it has no model credentials. To review pull requests from forks and Dependabot, run the review from a pull_request_target workflow (read-only, none of their code runs), or have someone with write access comment "${phrase} review": ${docs}`;
}
export {
  start
};
