/**
 * Who may close a finding's thread. Anyone who can comment on a pull request
 * can resolve its review threads (a fork's author with read access included),
 * so a resolved thread of the action's finding counts as closed only when the
 * action resolved it (it found the code fixed, ./threads.ts) or a person with
 * write access did (their "won't fix", as a 👎 is: ./dismissals.ts). Anyone
 * else's resolution is not counted: the finding stands for the check run, and
 * its thread is reopened when the review settles (src/github-side/review/plan.ts).
 */
import { sameLogin } from '../github/identity.js';
import type { WriteAccess } from './dismissals.js';
import { findingThreads, type ReviewThread } from './threads.js';

/** The threads as the review counts them, and those to reopen. */
export interface HonouredResolutions {
  /** Every thread; one resolved by someone who may not is shown open here. */
  threads: ReviewThread[];
  /** The action's finding threads resolved by someone who may not (with who). */
  reopen: ReviewThread[];
}

/** Sorts each resolved finding thread's resolution into counted or not. */
export async function honourResolutions(input: {
  threads: readonly ReviewThread[];
  botLogin: string;
  canWrite: WriteAccess;
}): Promise<HonouredResolutions> {
  const findings = new Set(findingThreads(input.threads, input.botLogin).map((f) => f.thread));
  const reopen: ReviewThread[] = [];
  const threads: ReviewThread[] = [];
  for (const thread of input.threads) {
    if (!thread.isResolved || !findings.has(thread)) {
      threads.push(thread);
      continue;
    }
    const by = thread.resolvedBy ?? '';
    // A login GitHub cannot name (a deleted account: `ghost`) has no write access either.
    if (sameLogin(by, input.botLogin) || (await input.canWrite(by))) {
      threads.push(thread);
      continue;
    }
    reopen.push(thread);
    threads.push({ ...thread, isResolved: false });
  }
  return { threads, reopen };
}
