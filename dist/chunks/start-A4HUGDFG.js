import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  readWorkflowSchema,
  runUrl
} from "./chunk-OBD3QOIQ.js";
import {
  chunk_XKE5JL6H$startTracing as startTracing,
} from "./group-run.js";
import {
  chunk_BDUNBUFD$MissingCredentialsError as MissingCredentialsError,
  chunk_BDUNBUFD$ProviderConfigError as ProviderConfigError,
  chunk_BDUNBUFD$providerModelId as providerModelId,
  chunk_BDUNBUFD$providerSettingsFromEnvironment as providerSettingsFromEnvironment,
  chunk_BDUNBUFD$selectProvider as selectProvider,
} from "./group-run.js";
import {
  checkGate,
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
  sanitizeUntrusted,
  setOutput,
  summary,
  warning
} from "./chunk-U4YCKT5P.js";
import "./chunk-2U2KPFDB.js";
import "./chunk-634A3RIS.js";
import {
  chunk_YQEDRSOO$JsonSchemaError as JsonSchemaError,
} from "./group-run.js";
import "./group-run.js";
import "./group-run.js";
import "./group-action.js";
import {
  chunk_5Q7DSBYI$escapeWorkflowCommands as escapeWorkflowCommands,
} from "./group-action-run.js";
import {
  chunk_253KEN5A$fail as fail,
} from "./group-action.js";
import "./group-action.js";
import "./group-action-run.js";
import "./group-action-run.js";
import "./group-action.js";
import "./group-action-cli.js";
import "./group-action-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_TZYGHOXO$escapeRegExp as escapeRegExp,
} from "./group-action-cli-run.js";
import {
  external_exports
} from "./chunk-O56UCDKK.js";
import "./group-action-cli-run-grep.js";

// src/github-side/github/types.ts
function parseRepository(fullName) {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(fullName.trim());
  if (!match?.[1] || !match[2])
    throw new Error(`Invalid repository "${fullName}": expected owner/name`);
  return { owner: match[1], repo: match[2] };
}

// src/github-side/github/event.ts
var actorSchema = external_exports.object({ login: external_exports.string().min(1), type: external_exports.string().default("User") });
var repositorySchema = external_exports.object({ full_name: external_exports.string(), default_branch: external_exports.string().optional() });
var bodySchema = external_exports.string().nullish().transform((value) => value ?? "");
var issueSchema = external_exports.object({
  number: external_exports.number().int().positive(),
  title: external_exports.string(),
  body: bodySchema,
  user: actorSchema,
  created_at: external_exports.string(),
  updated_at: external_exports.string(),
  html_url: external_exports.string().optional(),
  pull_request: external_exports.unknown().optional()
});
var idSchema = external_exports.union([external_exports.number().int().nonnegative(), external_exports.string()]).transform((value, ctx) => {
  try {
    return githubId(value);
  } catch (error2) {
    ctx.addIssue({ code: "custom", message: error2.message });
    return external_exports.NEVER;
  }
});
var commentSchema = external_exports.object({
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  created_at: external_exports.string(),
  updated_at: external_exports.string(),
  html_url: external_exports.string().optional()
});
var reviewCommentSchema = commentSchema.extend({
  path: external_exports.string(),
  line: external_exports.number().int().nullish(),
  original_line: external_exports.number().int().nullish(),
  diff_hunk: external_exports.string().nullish(),
  in_reply_to_id: idSchema.nullish()
});
var branchSchema = external_exports.object({
  ref: external_exports.string(),
  sha: external_exports.string(),
  repo: external_exports.object({ full_name: external_exports.string() }).nullish()
});
var pullSchema = issueSchema.omit({ pull_request: true }).extend({
  head: branchSchema,
  base: branchSchema,
  draft: external_exports.boolean().optional(),
  state: external_exports.string().optional()
});
var reviewSchema = external_exports.object({
  id: idSchema,
  body: bodySchema,
  user: actorSchema,
  state: external_exports.string(),
  submitted_at: external_exports.string().nullish(),
  html_url: external_exports.string().optional()
});
var changesSchema = external_exports.looseObject({ body: external_exports.object({ from: external_exports.string().nullish() }).optional() }).optional();
var base = { sender: actorSchema, repository: repositorySchema };
var issueCommentPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  issue: issueSchema,
  comment: commentSchema,
  changes: changesSchema
});
var reviewCommentPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  pull_request: pullSchema,
  comment: reviewCommentSchema,
  changes: changesSchema
});
var reviewPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  pull_request: pullSchema,
  review: reviewSchema,
  changes: changesSchema
});
var issuesPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  issue: issueSchema,
  changes: changesSchema,
  label: external_exports.object({ name: external_exports.string() }).nullish(),
  assignee: external_exports.object({ login: external_exports.string() }).nullish()
});
var pullRequestPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  pull_request: pullSchema,
  before: external_exports.string().nullish(),
  after: external_exports.string().nullish(),
  changes: changesSchema
});
var automationPayload = external_exports.object({
  sender: actorSchema.optional(),
  repository: repositorySchema.optional()
});
var repositoryDispatchPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  // Whatever the caller sent; only `prompt` is read, and only when it is a string.
  client_payload: external_exports.looseObject({}).nullish()
});
var runPullSchema = external_exports.object({
  number: external_exports.number().int().positive(),
  head: external_exports.object({ ref: external_exports.string(), sha: external_exports.string() }),
  base: external_exports.object({ ref: external_exports.string(), repo: external_exports.object({ url: external_exports.string() }).nullish() })
});
var workflowRunPayload = external_exports.object({
  ...base,
  action: external_exports.string(),
  workflow_run: external_exports.object({
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
    // Who started the run (a re-run's starter, not the first run's actor).
    triggering_actor: external_exports.object({ login: external_exports.string(), type: external_exports.string().nullish() }).nullish()
  })
});
var EventPayloadError = class extends Error {
  name = "EventPayloadError";
};
function parseEvent(input) {
  const { eventName, payload } = input;
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    throw new EventPayloadError(`The ${eventName} event payload is not a JSON object`);
  }
  switch (eventName) {
    case "issue_comment": {
      const p = validate(issueCommentPayload, payload, eventName);
      return {
        ...eventBase(p),
        name: "issue_comment",
        issue: toIssue(p.issue),
        comment: toComment(p.comment)
      };
    }
    case "pull_request_review_comment": {
      return reviewCommentEvent(validate(reviewCommentPayload, payload, eventName));
    }
    case "pull_request_review": {
      return reviewEvent(validate(reviewPayload, payload, eventName));
    }
    case "issues": {
      const p = validate(issuesPayload, payload, eventName);
      return {
        ...eventBase(p),
        name: "issues",
        issue: toIssue(p.issue),
        ...p.label ? { label: p.label.name } : {},
        ...p.assignee ? { assignee: p.assignee.login } : {}
      };
    }
    case "pull_request":
    case "pull_request_target": {
      const p = validate(pullRequestPayload, payload, eventName);
      return {
        ...eventBase(p),
        name: eventName,
        pullRequest: toPull(p.pull_request),
        ...p.before ? { before: p.before } : {},
        ...p.after ? { after: p.after } : {}
      };
    }
    case "workflow_dispatch":
    case "schedule": {
      return automationEvent(eventName, validate(automationPayload, payload, eventName), input);
    }
    case "repository_dispatch": {
      const p = validate(repositoryDispatchPayload, payload, eventName);
      const prompt = p.client_payload?.prompt;
      return {
        ...eventBase({ ...p, changes: void 0 }),
        name: "repository_dispatch",
        ...typeof prompt === "string" && prompt.trim() !== "" ? { clientPrompt: prompt } : {}
      };
    }
    case "workflow_run": {
      const p = validate(workflowRunPayload, payload, eventName);
      return {
        ...eventBase({ ...p, changes: void 0 }),
        name: "workflow_run",
        workflowRun: toWorkflowRun(p.workflow_run)
      };
    }
    default:
      return { name: "unsupported", eventName };
  }
}
function reviewCommentEvent(p) {
  return {
    ...eventBase(p),
    name: "pull_request_review_comment",
    pullRequest: toPull(p.pull_request),
    comment: {
      ...toComment(p.comment),
      path: p.comment.path,
      line: p.comment.line ?? p.comment.original_line ?? null,
      diffHunk: p.comment.diff_hunk ?? "",
      inReplyToId: p.comment.in_reply_to_id ?? null
    }
  };
}
function reviewEvent(p) {
  return {
    ...eventBase(p),
    name: "pull_request_review",
    pullRequest: toPull(p.pull_request),
    review: {
      id: p.review.id,
      body: p.review.body,
      author: toActor(p.review.user),
      state: p.review.state,
      submittedAt: p.review.submitted_at ?? null,
      ...p.review.html_url ? { htmlUrl: p.review.html_url } : {}
    }
  };
}
function automationEvent(eventName, p, input) {
  const fullName = p.repository?.full_name ?? input.repository;
  return {
    name: eventName,
    action: "",
    repo: repoFrom(fullName, eventName),
    ...p.repository?.default_branch ? { defaultBranch: p.repository.default_branch } : {},
    sender: p.sender ? toActor(p.sender) : { login: input.actor ?? "", type: "User" }
  };
}
function validate(schema, payload, eventName) {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
  throw new EventPayloadError(`Malformed ${eventName} event payload: ${problems}`);
}
function eventBase(p) {
  const bodyChange = p.changes?.body;
  return {
    repo: repoFrom(p.repository.full_name, "payload"),
    ...p.repository.default_branch ? { defaultBranch: p.repository.default_branch } : {},
    sender: toActor(p.sender),
    action: p.action,
    // A body change without `from` (not seen from GitHub) counts as "was empty".
    ...bodyChange ? { previousBody: bodyChange.from ?? "" } : {},
    ...p.action === "edited" ? { changedFields: Object.keys(p.changes ?? {}) } : {}
  };
}
function repoFrom(fullName, where) {
  try {
    return parseRepository(fullName);
  } catch {
    throw new EventPayloadError(`Malformed ${where} repository name "${fullName}"`);
  }
}
function toActor(user) {
  return { login: user.login, type: user.type };
}
function toIssue(issue) {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    author: toActor(issue.user),
    createdAt: issue.created_at,
    updatedAt: issue.updated_at,
    ...issue.html_url ? { htmlUrl: issue.html_url } : {},
    isPullRequest: issue.pull_request !== void 0 && issue.pull_request !== null
  };
}
function toComment(comment) {
  return {
    id: comment.id,
    body: comment.body,
    author: toActor(comment.user),
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    ...comment.html_url ? { htmlUrl: comment.html_url } : {}
  };
}
function toPull(pull) {
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    author: toActor(pull.user),
    createdAt: pull.created_at,
    updatedAt: pull.updated_at,
    ...pull.html_url ? { htmlUrl: pull.html_url } : {},
    isPullRequest: true,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    headRepository: pull.head.repo?.full_name ?? null,
    baseRef: pull.base.ref,
    baseRepository: pull.base.repo?.full_name ?? "",
    draft: pull.draft ?? false
  };
}
function toWorkflowRun(run) {
  return {
    id: githubId(run.id),
    name: run.name ?? `run ${run.id}`,
    ...typeof run.run_number === "number" ? { runNumber: run.run_number } : {},
    runAttempt: run.run_attempt ?? 1,
    status: run.status ?? "",
    conclusion: run.conclusion ?? null,
    triggeringEvent: run.event ?? "",
    headBranch: run.head_branch ?? null,
    headSha: run.head_sha,
    headRepository: run.head_repository?.full_name ?? null,
    ...run.html_url ? { htmlUrl: run.html_url } : {},
    ...run.triggering_actor ? {
      triggeringActor: {
        login: run.triggering_actor.login,
        type: run.triggering_actor.type ?? "User"
      }
    } : {},
    pullRequests: (run.pull_requests ?? []).map((pull) => ({
      number: pull.number,
      headRef: pull.head.ref,
      headSha: pull.head.sha,
      baseRef: pull.base.ref,
      ...pull.base.repo?.url ? { baseRepositoryUrl: pull.base.repo.url } : {}
    }))
  };
}

// src/engine/safety/markdown-scan.ts
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
var QUOTE_LINE = /^ {0,3}>/;
function splitMarkdown(text2) {
  const segments = [];
  const lines = text2.split("\n");
  let prose = [];
  const flushProse = () => {
    if (prose.length > 0) segments.push(...splitInlineCode(prose.join("\n") + "\n"));
    prose = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      flushProse();
      const marker = fence[1] ?? "```";
      const block = [line];
      let closed = false;
      while (++index < lines.length) {
        const inner = lines[index] ?? "";
        block.push(inner);
        const closing = new RegExp(
          `^ {0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}\\s*$`
        );
        if (closing.test(inner)) {
          closed = true;
          break;
        }
      }
      segments.push({ kind: "code", text: block.join("\n") + (closed ? "\n" : "") });
      continue;
    }
    if (QUOTE_LINE.test(line)) {
      flushProse();
      segments.push({ kind: "quote", text: line + "\n" });
      continue;
    }
    prose.push(line);
  }
  flushProse();
  const last = segments[segments.length - 1];
  if (last && !text2.endsWith("\n") && last.text.endsWith("\n")) {
    last.text = last.text.slice(0, -1);
  }
  return segments.filter((segment) => segment.text.length > 0);
}
function splitInlineCode(text2) {
  const out = [];
  let position = 0;
  let proseStart = 0;
  while (position < text2.length) {
    if (text2[position] !== "`") {
      position++;
      continue;
    }
    let runEnd = position;
    while (text2[runEnd] === "`") runEnd++;
    const run = text2.slice(position, runEnd);
    const close = findClosingRun(text2, runEnd, run.length);
    if (close === -1) {
      position = runEnd;
      continue;
    }
    if (position > proseStart) out.push({ kind: "prose", text: text2.slice(proseStart, position) });
    out.push({ kind: "code", text: text2.slice(position, close + run.length) });
    position = close + run.length;
    proseStart = position;
  }
  if (proseStart < text2.length) out.push({ kind: "prose", text: text2.slice(proseStart) });
  return out;
}
function findClosingRun(text2, from, length) {
  let index = from;
  while (index < text2.length) {
    const found = text2.indexOf("`".repeat(length), index);
    if (found === -1) return -1;
    let end = found + length;
    if (text2[end] !== "`" && text2[found - 1] !== "`") return found;
    while (text2[end] === "`") end++;
    index = end;
  }
  return -1;
}

// src/github-side/github/trigger.ts
var AUTOMATIC_REVIEW_ACTIONS = ["opened", "synchronize", "ready_for_review", "reopened"];
var MAX_FOCUS_CHARS = 2e3;
function containsTriggerPhrase(text2, phrase) {
  const pattern = phrasePattern(phrase, "iu");
  if (!pattern || !text2) return false;
  return liveProse(text2).some((segment) => pattern.test(segment));
}
function wordAfterTriggerPhrase(text2, phrase) {
  const pattern = phrasePattern(phrase, "iu");
  if (!pattern || !text2) return void 0;
  for (const segment of liveProse(text2)) {
    const match = pattern.exec(segment);
    if (!match) continue;
    const rest = segment.slice(match.index + match[0].length);
    return /^[\s,:;!-]*([\p{L}\p{N}_'-]+)/u.exec(rest)?.[1]?.toLowerCase();
  }
  return void 0;
}
function requestsReview(text2, phrase) {
  return wordAfterTriggerPhrase(text2, phrase) === "review";
}
function reviewFocusOf(text2, phrase) {
  const pattern = phrasePattern(phrase, "iu");
  if (!pattern || !text2) return "";
  for (const segment of liveProse(text2)) {
    const match = pattern.exec(segment);
    if (!match) continue;
    const rest = segment.slice(match.index + match[0].length);
    const focus = rest.replace(/^[\s,:;!-]*review\b[\s,:;.!-]*/iu, "").trim();
    return focus.length > MAX_FOCUS_CHARS ? focus.slice(0, MAX_FOCUS_CHARS) : focus;
  }
  return "";
}
function reviewFields(body, phrase, isPullRequest) {
  if (!isPullRequest || !requestsReview(body, phrase)) return {};
  return { reviewRequested: true, reviewFocus: reviewFocusOf(body, phrase) };
}
var MAX_RULE_CHARS = 500;
function rememberFields(body, phrase, isPullRequest) {
  if (!isPullRequest || wordAfterTriggerPhrase(body, phrase) !== "remember") return {};
  const rest = paragraphAfterPhrase(body, phrase);
  if (rest === void 0) return {};
  const rule = sanitizeUntrusted(rest.replace(/^[\s,:;!-]*remember\b[\s,:;.!-]*/iu, "")).replace(/\s+/g, " ").trim();
  return { rememberRule: rule.length > MAX_RULE_CHARS ? rule.slice(0, MAX_RULE_CHARS) : rule };
}
function usageFields(body, phrase) {
  const rest = paragraphAfterPhrase(body, phrase);
  return rest !== void 0 && /^[\s,:;!-]*usage[\s.!?]*$/iu.test(rest) ? { usageRequested: true } : {};
}
function paragraphAfterPhrase(body, phrase) {
  const pattern = phrasePattern(phrase, "iu");
  for (const segment of pattern ? liveProse(body) : []) {
    const match = pattern.exec(segment);
    if (!match) continue;
    return segment.slice(match.index + match[0].length).split(/\n\s*\n/)[0] ?? "";
  }
  return void 0;
}
function textAfterWord(body, phrase, word) {
  if (wordAfterTriggerPhrase(body, phrase) !== word) return void 0;
  const pattern = phrasePattern(phrase, "iu");
  for (const segment of liveProse(body)) {
    const match = pattern.exec(segment);
    if (!match) continue;
    const rest = segment.slice(match.index + match[0].length);
    return rest.replace(new RegExp(`^[\\s,:;!-]*${word}\\b[\\s,:;.!-]*`, "iu"), "").trim();
  }
  return void 0;
}
function planFields(body, phrase) {
  const planRequest = textAfterWord(body, phrase, "plan");
  if (planRequest !== void 0) return { planRequest: planRequest.slice(0, 2e4) };
  const approved = textAfterWord(body, phrase, "approve");
  if (approved === void 0) return {};
  const linked = /#issuecomment-(\d{1,20})\b/.exec(approved)?.[1];
  return { approval: linked ? { planCommentId: Number(linked) } : {} };
}
function phrasePattern(phrase, flags) {
  const trimmed = phrase.trim();
  if (!trimmed) return void 0;
  const escaped = escapeRegExp(trimmed);
  return new RegExp(
    `(?<![\\p{L}\\p{N}_@./\\\\-])${escaped}(?![\\p{L}\\p{N}_-]|[./@][\\p{L}\\p{N}_])`,
    flags
  );
}
function liveProse(text2) {
  const visible = withoutIndentedCode(
    sanitizeUntrusted(text2).replace(/<!--[\s\S]*?(?:-->|$)/g, " ").replace(/<(pre|code|blockquote)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
  );
  return splitMarkdown(visible).filter((segment) => segment.kind === "prose").map((segment) => segment.text);
}
function withoutIndentedCode(text2) {
  let previousBlank = true;
  let inBlock = false;
  return text2.split("\n").map((line) => {
    const blank = line.trim() === "";
    const indented = /^(?: {4}| {0,3}\t)/.test(line) && !blank;
    inBlock = indented && (previousBlank || inBlock);
    if (!blank) previousBlank = false;
    else previousBlank = true;
    return inBlock ? "" : line;
  }).join("\n");
}
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
function commentRequestFields(body, phrase, isPullRequest) {
  return {
    ...reviewFields(body, phrase, isPullRequest),
    ...rememberFields(body, phrase, isPullRequest),
    ...planFields(body, phrase),
    ...usageFields(body, phrase)
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
      request: request.trim()
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
      ...commentRequestFields(event.comment.body, phrase, event.issue.isPullRequest),
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
      ...commentRequestFields(event.comment.body, phrase, true),
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
      ...reviewFields(event.review.body, phrase, true),
      cutoff: event.review.submittedAt ?? event.pullRequest.updatedAt
    }
  };
}
function issuesTrigger(event, config) {
  const base2 = {
    ...fromEvent(event),
    actor: event.sender,
    number: event.issue.number,
    isPullRequest: false,
    request: config.prompt.trim() || `${event.issue.title}

${event.issue.body}`
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
      trigger: { ...base2, actor: event.issue.author, source: "issue_body", cutoff }
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
      trigger: { ...base2, source: "issue_assigned", cutoff: event.issue.updatedAt }
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
      trigger: { ...base2, source: "issue_labeled", cutoff: event.issue.updatedAt }
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
      reviewRequested: true,
      reviewFocus: prompt.length > MAX_FOCUS_CHARS ? prompt.slice(0, MAX_FOCUS_CHARS) : prompt
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
  const steps = Promise.all([import("./policies-S4AH33XW.js"), import("./request-HJDQD33A.js")]).then(
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
  const posting = import("./posting-75SXEQ37.js").then(
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
    ...tracing ? { observe: tracing.githubRequest } : {},
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
