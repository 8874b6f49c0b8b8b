/**
 * Who may start a run: people with write access, bots only when listed, never
 * the action itself. Any doubt (an API error) refuses.
 */
import { hasAgentMarker } from '../safety/marker.js';
import { describeApiError, type GitHubClient } from './octokit.js';
import type { Trigger } from './trigger.js';
import type { Actor } from './types.js';

/** The identity the workflow token posts as (GITHUB_TOKEN → `github-actions[bot]`). */
export const DEFAULT_BOT_LOGIN = 'github-actions[bot]';

const WRITE_PERMISSIONS = new Set(['admin', 'maintain', 'write']);

/** Inputs of the gate. */
export interface GateInput {
  client: GitHubClient;
  trigger: Trigger;
  /** Parsed `allowed_bots`: logins (with or without `[bot]`), or `*`. */
  allowedBots: readonly string[];
  /** The token's own login; defaults to `github-actions[bot]`. */
  botLogin?: string;
}

/** The gate's answer. */
export type GateDecision =
  { allowed: true; permission: string | null; reason: string } | { allowed: false; reason: string };

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
  const { trigger } = input;
  if (trigger.source === 'automation') {
    // Only users with write access can dispatch a workflow; a schedule runs the
    // default branch's own workflow file.
    return { allowed: true, permission: null, reason: `${trigger.event.name} run` };
  }
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
    };
  }
  return {
    allowed: true,
    permission: author.permission,
    reason: `${author.reason}; the event was sent by ${sender.login}: ${senderDecision.reason}`,
  };
}

/** Whether one account may start a run: write access, or a listed bot. */
async function checkActor(input: GateInput, actor: Actor): Promise<GateDecision> {
  const { trigger, client } = input;
  const botLogin = (input.botLogin ?? DEFAULT_BOT_LOGIN).toLowerCase();
  if (actor.login.toLowerCase() === botLogin) {
    return { allowed: false, reason: `the actor ${actor.login} is this action's own identity` };
  }
  if (isBotActor(actor)) {
    const normalise = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '');
    const listed = input.allowedBots.some(
      (entry) => entry === '*' || normalise(entry) === normalise(actor.login),
    );
    if (!listed) return { allowed: false, reason: `bot ${actor.login} is not in allowed_bots` };
    // Bots are not repository collaborators, so the permission API has nothing
    // to say about them; the allowed_bots input is the maintainer's decision.
    return { allowed: true, permission: null, reason: `bot ${actor.login} is in allowed_bots` };
  }
  if (!actor.login) return { allowed: false, reason: 'the event names no actor' };

  let permission: string;
  try {
    const response = await client.rest.repos.getCollaboratorPermissionLevel({
      owner: trigger.repo.owner,
      repo: trigger.repo.repo,
      username: actor.login,
    });
    // `permission` folds maintain into write; `role_name` keeps it (and custom roles).
    const { permission: legacy, role_name: role } = response.data as {
      permission: string;
      role_name?: string;
    };
    permission = role ?? String(legacy);
    if (!WRITE_PERMISSIONS.has(permission) && WRITE_PERMISSIONS.has(String(legacy)))
      permission = String(legacy);
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
    };
  }
  return { allowed: true, permission, reason: `${actor.login} has ${permission} permission` };
}
