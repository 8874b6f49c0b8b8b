/**
 * Whether an `@agent approve` comment approves a plan (docs/contract.md#plan-and-approve). It approves
 * the plan comment it links, or else the latest plan posted before it, when that
 * comment:
 * - was written by this action (same login) and carries one plan marker whose
 *   digest is the SHA-256 of the plan it holds;
 * - is on the same issue or pull request as the approval;
 * - is the latest plan there (a newer plan supersedes it);
 * - was never edited: GraphQL `IssueComment.lastEditedAt` is null ("The moment the
 *   editor made the last edit", https://docs.github.com/en/graphql/reference/objects#issuecomment).
 *   REST's `updated_at` is no edit record (it moves for other reasons), and a
 *   reaction carries no edit history at all, so reactions never approve.
 * Write access of the approver is the gate's (src/github-side/github/gate.ts). Any doubt refuses.
 */
import { createHash } from 'node:crypto';
import { readPlanMarker } from '../../engine/safety/marker.js';
import { parsePlan, PlanError, type Plan } from '../../engine/plan/plan.js';
import { sameLogin } from './identity.js';
import { describeApiError, type GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';
import { loadShellParser } from '../../engine/tools/shell-parser.js';

/** A plan comment the action wrote. */
export interface PlanComment {
  id: number;
  url: string;
  createdAt: string;
  digest: string;
  plan: Plan;
}

/** The verdict on an approval. */
export type ApprovalDecision =
  { approved: true; comment: PlanComment } | { approved: false; reason: string; planUrl?: string };

/** What checking an approval needs. */
export interface ApprovalInput {
  client: GitHubClient;
  repo: RepoRef;
  /** The issue or pull request the approval was written on. */
  issueNumber: number;
  /** The approval comment: when it was written, and the plan comment it links, if any. */
  approval: { createdAt: string; planCommentId?: number };
  /** The action's own login (plan comments are the action's). */
  ownLogin: () => Promise<string>;
}

interface RestComment {
  id: number;
  node_id: string;
  body?: string;
  html_url: string;
  issue_url: string;
  created_at: string;
  user: { login: string } | null;
}

/** Checks the approval; never throws (an API error is a refusal that says so). */
export async function checkApproval(input: ApprovalInput): Promise<ApprovalDecision> {
  try {
    return await decide(input);
  } catch (error) {
    return {
      approved: false,
      reason: `could not read the plan (${describeApiError(error)}); nothing was approved`,
    };
  }
}

async function decide(input: ApprovalInput): Promise<ApprovalDecision> {
  const { client, repo, issueNumber } = input;
  // The plan's Bash rules are parsed when it is read.
  await loadShellParser();
  const own = await input.ownLogin();
  const comments = (await client.paginate(client.rest.issues.listComments, {
    owner: repo.owner,
    repo: repo.repo,
    issue_number: issueNumber,
    per_page: 100,
  })) as RestComment[];
  const plans = comments
    .filter((comment) => comment.user && sameLogin(comment.user.login, own))
    .filter((comment) => readPlanMarker(comment.body) !== undefined)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
  const linked = input.approval.planCommentId;
  let target: RestComment | undefined;
  if (linked !== undefined) {
    target = plans.find((comment) => comment.id === linked);
    if (!target) return await linkedElsewhere(input, linked, own);
  } else {
    const before = plans.filter(
      (comment) => Date.parse(comment.created_at) <= Date.parse(input.approval.createdAt),
    );
    target = before.at(-1);
    if (!target) {
      return { approved: false, reason: `there is no plan on #${issueNumber} to approve` };
    }
  }
  const newer = plans.filter((comment) => comment !== target && isAfter(comment, target));
  if (newer.length > 0) {
    return {
      approved: false,
      reason: `this plan was superseded by a newer plan (${newer.at(-1)!.html_url}); approve that one`,
      planUrl: target.html_url,
    };
  }
  return checkPlanComment(input.client, target);
}

function isAfter(comment: RestComment, than: RestComment): boolean {
  const a = Date.parse(comment.created_at);
  const b = Date.parse(than.created_at);
  return a > b || (a === b && comment.id > than.id);
}

/** The linked comment is not a plan of this issue: on another issue, not a plan, or gone. */
async function linkedElsewhere(
  input: ApprovalInput,
  id: number,
  own: string,
): Promise<ApprovalDecision> {
  let comment: RestComment;
  try {
    const response = await input.client.rest.issues.getComment({
      owner: input.repo.owner,
      repo: input.repo.repo,
      comment_id: id,
    });
    comment = response.data as RestComment;
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      return {
        approved: false,
        reason: `the linked comment ${id} does not exist in this repository`,
      };
    }
    throw error;
  }
  const number = /\/issues\/(\d+)$/.exec(comment.issue_url)?.[1];
  const isPlan = comment.user && sameLogin(comment.user.login, own) && readPlanMarker(comment.body);
  if (isPlan && number !== String(input.issueNumber)) {
    return {
      approved: false,
      reason: `the linked plan is on another issue (#${number}); approve it there`,
      planUrl: comment.html_url,
    };
  }
  return {
    approved: false,
    reason: `the linked comment ${id} is not a plan written by agent-loop`,
  };
}

interface EditAnswer {
  node: { lastEditedAt?: string | null } | null;
}

const EDIT_QUERY =
  'query AgentLoopPlanEdits($id: ID!) { node(id: $id) { ... on IssueComment { lastEditedAt } } }';

/** The plan comment, unedited and whole, or why not. */
async function checkPlanComment(
  client: GitHubClient,
  comment: RestComment,
): Promise<ApprovalDecision> {
  const refuse = (reason: string): ApprovalDecision => ({
    approved: false,
    reason,
    planUrl: comment.html_url,
  });
  const marker = readPlanMarker(comment.body);
  if (!marker) return refuse('the plan comment no longer holds its plan (it was edited)');
  const digest = createHash('sha256').update(marker.text).digest('hex');
  if (digest !== marker.digest) return refuse('the plan does not match its digest (it was edited)');
  let edited: string | null | undefined;
  try {
    const answer = await client.graphql<EditAnswer>(EDIT_QUERY, { id: comment.node_id });
    if (!answer.node) return refuse('GitHub could not find the plan comment; refusing');
    edited = answer.node.lastEditedAt;
  } catch (error) {
    return refuse(
      `could not learn whether the plan was edited (${describeApiError(error)}); refusing`,
    );
  }
  if (edited) return refuse(`the plan was edited after it was posted (last edit ${edited})`);
  let plan: Plan;
  try {
    plan = parsePlan(marker.text);
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    return refuse(`the plan comment does not hold a usable plan: ${error.message}`);
  }
  return {
    approved: true,
    comment: {
      id: comment.id,
      url: comment.html_url,
      createdAt: comment.created_at,
      digest: marker.digest,
      plan,
    },
  };
}
