/**
 * Findings a person dismissed (docs/contract.md#review): someone with write access reacted
 * 👎 to the action's finding comment, or replied to it starting with "won't fix",
 * "wontfix" or "false positive". The posted findings remember them as dismissed, and a
 * dismissed point is never posted again on that file, whatever the code becomes.
 *
 * Only people with write access count (src/github-side/github/gate.ts): a pull request's
 * author without it must not be able to silence the review of their own change.
 */
import { hasWriteAccess } from '../github/gate.js';
import { sameLogin } from '../github/identity.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import type { Fingerprint, PostedFinding } from './posted-findings.js';
import { findingThreads, type ReviewThread } from './threads.js';

/** What a reply must start with to dismiss a finding (case and apostrophe style ignored). */
const DISMISSING_REPLY = /^\s*(?:won'?t\s*fix|wontfix|false[\s-]+positive)\b/i;

/** True when a reply's text dismisses the finding it answers. */
export function isDismissingReply(body: string): boolean {
  return DISMISSING_REPLY.test(body.replace(/[\u2018\u2019\u02bc]/g, "'"));
}

/** Who dismissed a finding, and the reason they gave (their reply's text, or the 👎). */
export interface Dismissal {
  by: string;
  reason: string;
}

/** People (not the bot) who may have dismissed the thread's finding, each once. */
function dismissersOf(thread: ReviewThread, botLogin: string): Dismissal[] {
  const [root, ...replies] = thread.comments;
  const all: Dismissal[] = [
    ...replies
      .filter((reply) => isDismissingReply(reply.body))
      .map((reply) => ({ by: reply.author, reason: reply.body.replace(/\s+/g, ' ').trim() })),
    ...(root?.thumbsDown ?? []).map((by) => ({ by, reason: '👎' })),
  ];
  const seen = new Set<string>();
  return all.filter(({ by }) => {
    if (!by || sameLogin(by, botLogin) || seen.has(by.toLowerCase())) return false;
    seen.add(by.toLowerCase());
    return true;
  });
}

export const fingerprintKey = (fingerprint: Fingerprint) =>
  `${fingerprint.path}.${fingerprint.code}.${fingerprint.codeLines}.${fingerprint.point}`;

/** Asks whether a login has write access, each login once. */
export type WriteAccess = (login: string) => Promise<boolean>;

/** A {@link WriteAccess} that remembers each answer for the run. */
export function writeAccessOf(client: GitHubClient, repo: RepoRef): WriteAccess {
  const permissions = new Map<string, Promise<boolean>>();
  return (login) => {
    let known = permissions.get(login.toLowerCase());
    if (!known) {
      known = hasWriteAccess(client, repo, login);
      permissions.set(login.toLowerCase(), known);
    }
    return known;
  };
}

/**
 * The fingerprints of the action's findings a person with write access
 * dismissed, with the first such dismissal. Each candidate's permission is asked once.
 */
export async function dismissedFingerprints(input: {
  client: GitHubClient;
  repo: RepoRef;
  threads: readonly ReviewThread[];
  botLogin: string;
  canWrite?: WriteAccess;
}): Promise<Map<string, Dismissal>> {
  const canWrite = input.canWrite ?? writeAccessOf(input.client, input.repo);
  const dismissed = new Map<string, Dismissal>();
  for (const { thread, fingerprint } of findingThreads(input.threads, input.botLogin)) {
    for (const dismissal of dismissersOf(thread, input.botLogin)) {
      if (await canWrite(dismissal.by)) {
        dismissed.set(fingerprintKey(fingerprint), dismissal);
        break;
      }
    }
  }
  return dismissed;
}

/** The posted findings with the dismissed entries marked. */
export function markDismissed(
  posted: readonly PostedFinding[],
  dismissed: ReadonlyMap<string, Dismissal>,
): PostedFinding[] {
  return posted.map((entry) => {
    const dismissal = dismissed.get(fingerprintKey(entry.fingerprint));
    return dismissal ? { ...entry, dismissed: true, dismissal } : entry;
  });
}
