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

/** People (not the bot) who may have dismissed the thread's finding. */
function dismissersOf(thread: ReviewThread, botLogin: string): string[] {
  const [root, ...replies] = thread.comments;
  const logins = [
    ...(root?.thumbsDown ?? []),
    ...replies.filter((reply) => isDismissingReply(reply.body)).map((reply) => reply.author),
  ];
  return [...new Set(logins.filter((login) => login && !sameLogin(login, botLogin)))];
}

const key = (fingerprint: Fingerprint) =>
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
 * dismissed. Each candidate's permission is asked once.
 */
export async function dismissedFingerprints(input: {
  client: GitHubClient;
  repo: RepoRef;
  threads: readonly ReviewThread[];
  botLogin: string;
  canWrite?: WriteAccess;
}): Promise<Set<string>> {
  const canWrite = input.canWrite ?? writeAccessOf(input.client, input.repo);
  const dismissed = new Set<string>();
  for (const { thread, fingerprint } of findingThreads(input.threads, input.botLogin)) {
    for (const login of dismissersOf(thread, input.botLogin)) {
      if (await canWrite(login)) {
        dismissed.add(key(fingerprint));
        break;
      }
    }
  }
  return dismissed;
}

/** The posted findings with the dismissed entries marked. */
export function markDismissed(
  posted: readonly PostedFinding[],
  dismissed: ReadonlySet<string>,
): PostedFinding[] {
  return posted.map((entry) =>
    dismissed.has(key(entry.fingerprint)) ? { ...entry, dismissed: true } : entry,
  );
}
