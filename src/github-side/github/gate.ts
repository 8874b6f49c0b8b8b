/**
 * Who may start a run: people with write access, bots only when listed, never
 * the action itself (neither a comment carrying its marker nor an event of its
 * own login). Any doubt (an API error) refuses.
 */
import { hasAgentMarker } from '../../engine/safety/marker.js';
import { DEFAULT_BOT_LOGIN, normalizeLogin, sameLogin, type RunIdentity } from './identity.js';
import { describeApiError, type GitHubClient } from './octokit.js';
import { admissionOf } from './run-kind.js';
import type { Trigger } from './trigger.js';
import type { Actor, RepoRef } from './types.js';

const WRITE_PERMISSIONS = new Set(['admin', 'maintain', 'write']);

/** True for a permission that may push (admin, maintain, write). */
export function grantsWrite(permission: string): boolean {
  return WRITE_PERMISSIONS.has(permission);
}

/** Inputs of the gate. */
export interface GateInput {
  client: GitHubClient;
  trigger: Trigger;
  /** Parsed `allowed_bots`: logins (with or without `[bot]`), or `*`. */
  allowedBots: readonly string[];
  /**
   * The token's own identity. Asked only when a listed bot would otherwise pass
   * (a person is never the App or the Actions bot), alongside the other account's
   * permission check.
   */
  identity: Pick<RunIdentity, 'fetch'>;
}

/** The gate's answer. */
export type GateDecision =
  | { allowed: true; permission: string | null; reason: string }
  | {
      allowed: false;
      reason: string;
      /** Set when the only problem is an account without write access (not a bot, not an error). */
      lacksWrite?: boolean;
    };

/** Splits the `allowed_bots` input (comma or newline separated). */
export function parseAllowedBots(input: string): string[] {
  return input
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** True when the actor is a bot (login suffix or account type). */
export function isBotActor(actor: { login: string; type: string }): boolean {
  return actor.login.toLowerCase().endsWith('[bot]') || actor.type.toLowerCase() === 'bot';
}

/**
 * Decides whether the event may run the agent: the person who wrote the request
 * (`trigger.actor`) and the account whose action sent the event (`sender`: the
 * editor of an edit, the labeller of a label) must both pass. Otherwise an
 * outsider could edit a maintainer's comment, or a maintainer's title edit could
 * run an outsider's request in the maintainer's name.
 */
export async function checkGate(input: GateInput): Promise<GateDecision> {
  switch (admissionOf(input.trigger)) {
    case 'workflow':
      // Only users with write access can dispatch a workflow (or send a
      // repository_dispatch); a schedule and a workflow_run run the default
      // branch's own workflow file. A CI fix for a fork's PR pushes nothing.
      return { allowed: true, permission: null, reason: `${input.trigger.event.name} run` };
    case 'automatic_review':
      return checkAutomaticReview(input);
    case 'request':
      return checkRequest(input);
  }
}

/** A request someone wrote: its writer and the event's sender must both pass. */
async function checkRequest(input: GateInput): Promise<GateDecision> {
  const { trigger } = input;
  if (trigger.comment && hasAgentMarker(trigger.comment.body)) {
    return { allowed: false, reason: 'the comment was written by agent-loop itself' };
  }
  const sender = trigger.event.sender;
  const sameAccount = sender.login.toLowerCase() === trigger.actor.login.toLowerCase();
  // Both permission checks at once: one round trip before anything else happens.
  const [author, senderDecision] = await Promise.all([
    checkActor(input, trigger.actor),
    sameAccount ? undefined : checkActor(input, sender),
  ]);
  if (!author.allowed || !senderDecision) return author;
  if (!senderDecision.allowed) {
    return {
      allowed: false,
      reason: `the event was sent by ${sender.login}: ${senderDecision.reason}`,
      ...(senderDecision.lacksWrite ? { lacksWrite: true } : {}),
    };
  }
  return {
    allowed: true,
    permission: author.permission,
    reason: `${author.reason}; the event was sent by ${sender.login}: ${senderDecision.reason}`,
  };
}

/**
 * An automatic review (pull_request / pull_request_target). Someone with write
 * access, or a listed bot, gets a review of every push. A pull request from a
 * fork by an outsider is reviewed only under `pull_request_target`: under
 * `pull_request` GitHub gives such a run no secrets and a read-only token, and
 * choosing `pull_request_target` is the maintainer's decision to review outside
 * contributions (read-only, and with no PR code run unless the tool boundary is
 * active and Bash is explicitly allowed; see src/github-side/review/code-policy.ts). Bots
 * still need `allowed_bots`, and the action never reviews its own pushes.
 */
async function checkAutomaticReview(input: GateInput): Promise<GateDecision> {
  const { trigger } = input;
  const event = trigger.event;
  if (event.name !== 'pull_request' && event.name !== 'pull_request_target') {
    return {
      allowed: false,
      reason: `automatic reviews come from pull request events, not ${event.name}`,
    };
  }
  const gated = await checkRequest(input);
  if (gated.allowed) return gated;
  const pull = event.pullRequest;
  const fork = isForkPull(pull.headRepository, event.repo);
  const outsider = gated.lacksWrite === true;
  if (fork && outsider && event.name === 'pull_request_target') {
    return {
      allowed: true,
      permission: null,
      reason: `pull request #${pull.number} comes from the fork ${pull.headRepository ?? '(deleted)'} by ${trigger.actor.login} (${gated.reason}); pull_request_target reviews outside contributions read-only, running none of their code`,
    };
  }
  if (fork && outsider) {
    return {
      allowed: false,
      reason: `${gated.reason}. Pull requests from forks by people without write access are reviewed automatically only under pull_request_target (a pull_request run from a fork gets no secrets), or when a maintainer comments "@agent review"`,
    };
  }
  return gated;
}

/** True when the head lives in another repository than `repo` (or its fork was deleted). */
export function isForkPull(
  headRepository: string | null,
  repo: { owner: string; repo: string },
): boolean {
  return (
    headRepository === null ||
    headRepository.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase()
  );
}

/**
 * Whether the account that started a failed CI run (`triggering_actor`) may have
 * it fixed, which pushes: write access or a listed bot, as for a request; also
 * this action's own identity (its fix started the run; the attempt limit bounds
 * the loop). Anyone else gets at most a diagnosis. Any doubt refuses.
 */
export async function checkCiFixActor(
  input: GateInput,
  actor: Actor | undefined,
): Promise<GateDecision> {
  if (!actor?.login) return { allowed: false, reason: 'the failed run names no triggering actor' };
  if (sameLogin(actor.login, DEFAULT_BOT_LOGIN)) {
    return { allowed: true, permission: null, reason: `${actor.login} is this action's identity` };
  }
  if (isBotActor(actor)) {
    try {
      if (normalizeLogin(await input.identity.fetch()) === normalizeLogin(actor.login)) {
        return { allowed: true, permission: null, reason: `${actor.login} is this action` };
      }
    } catch (error) {
      return {
        allowed: false,
        reason: `could not learn the token's own login (${describeApiError(error)}); refusing`,
      };
    }
  }
  return checkActor(input, actor);
}

function ownIdentity(actor: Actor): GateDecision {
  return { allowed: false, reason: `the actor ${actor.login} is this action's own identity` };
}

/**
 * The account's permission on the repository: its role (`maintain` and custom
 * roles kept), or the legacy permission when only that one grants write.
 */
export async function readPermission(
  client: GitHubClient,
  repo: RepoRef,
  login: string,
): Promise<string> {
  const response = await client.rest.repos.getCollaboratorPermissionLevel({
    owner: repo.owner,
    repo: repo.repo,
    username: login,
  });
  // `permission` folds maintain into write; `role_name` keeps it (and custom roles).
  const { permission: legacy, role_name: role } = response.data as {
    permission: string;
    role_name?: string;
  };
  const permission = role ?? String(legacy);
  return !WRITE_PERMISSIONS.has(permission) && WRITE_PERMISSIONS.has(String(legacy))
    ? String(legacy)
    : permission;
}

/**
 * True when `login` is a person with write access (admin, maintain or write);
 * false for bots, the action itself, anyone else, and on any error (doubt refuses).
 */
export async function hasWriteAccess(
  client: GitHubClient,
  repo: RepoRef,
  login: string,
): Promise<boolean> {
  if (!login || isBotActor({ login, type: '' })) return false;
  try {
    return WRITE_PERMISSIONS.has(await readPermission(client, repo, login));
  } catch {
    return false;
  }
}

/** Whether one account may start a run: write access, or a listed bot. */
async function checkActor(input: GateInput, actor: Actor): Promise<GateDecision> {
  const { trigger, client } = input;
  // The Actions bot is refused without asking: it is the default identity, and
  // GITHUB_TOKEN's own events start no workflow a person meant to start.
  if (sameLogin(actor.login, DEFAULT_BOT_LOGIN)) return ownIdentity(actor);
  if (isBotActor(actor)) {
    const listed = input.allowedBots.some(
      (entry) => entry === '*' || normalizeLogin(entry) === normalizeLogin(actor.login),
    );
    if (!listed) return { allowed: false, reason: `bot ${actor.login} is not in allowed_bots` };
    // A listed bot may be this action under an App token: its pushes and replies
    // must not start it again.
    let own: string;
    try {
      own = await input.identity.fetch();
    } catch (error) {
      return {
        allowed: false,
        reason: `could not learn the token's own login to tell bot ${actor.login} from this action (${describeApiError(error)}); refusing`,
      };
    }
    // Compared without `[bot]`: on this side a looser match only refuses more.
    if (normalizeLogin(actor.login) === normalizeLogin(own)) return ownIdentity(actor);
    // Bots are not repository collaborators, so the permission API has nothing
    // to say about them; the allowed_bots input is the maintainer's decision.
    return { allowed: true, permission: null, reason: `bot ${actor.login} is in allowed_bots` };
  }
  if (!actor.login) return { allowed: false, reason: 'the event names no actor' };

  let permission: string;
  try {
    permission = await readPermission(client, trigger.repo, actor.login);
  } catch (error) {
    return {
      allowed: false,
      reason: `could not read ${actor.login}'s permission (${describeApiError(error)}); refusing`,
    };
  }
  if (!WRITE_PERMISSIONS.has(permission)) {
    return {
      allowed: false,
      reason: `${actor.login} has "${permission}" permission; write, maintain or admin is required`,
      lacksWrite: true,
    };
  }
  return { allowed: true, permission, reason: `${actor.login} has ${permission} permission` };
}
