/**
 * Where the spend ledger is kept, and the one way it changes: read it, compute the
 * new ledger, write it only if nobody wrote since (compare-and-swap); a run that
 * lost the race reads again and retries, so runs at once never both take the last
 * dollars of a window.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import type { SpendHistory } from './spend-history.js';

/** The ledger as read, with the version a write must replace. */
export interface SpendHistorySnapshot {
  ledger: SpendHistory;
  /** The ref's commit; undefined when there is no ledger yet. */
  version: string | undefined;
}

export interface SpendHistoryStore {
  /** Where the ledger lives, for messages (`refs/agent-loop/spend of octo-org/octo-repo`). */
  readonly where: string;
  read(): Promise<SpendHistorySnapshot>;
  /** Replaces the ledger read at `version`; false (nothing written) when it changed since. */
  write(ledger: SpendHistory, version: string | undefined, message: string): Promise<boolean>;
}

/** What a change decided: a new ledger to write (or none), and its answer. */
export interface SpendHistoryChange<T> {
  ledger?: SpendHistory;
  value: T;
  /** The commit message of the write. */
  message?: string;
}

export class LedgerContentionError extends AgentLoopError<'ledger_contention'> {
  override readonly name = 'LedgerContentionError';
  get kind() {
    return 'ledger_contention' as const;
  }
}

export interface UpdateOptions {
  /** Tries before giving up (each lost race is one). */
  attempts?: number;
  /** Waits between tries (tests pass one that does not sleep). */
  wait?: (ms: number) => Promise<void>;
  /** The time each try computes its change at. */
  now?: () => Date;
}

const DEFAULT_ATTEMPTS = 20;

/**
 * Applies `change` to the newest ledger until a write of it wins; returns the
 * change's value (of the try that was written, or the first that wrote nothing).
 */
export async function updateSpendHistory<T>(
  store: SpendHistoryStore,
  change: (ledger: SpendHistory, now: Date) => SpendHistoryChange<T>,
  options: UpdateOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const wait = options.wait ?? sleep;
  const now = options.now ?? (() => new Date());
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const snapshot = await store.read();
    const decided = change(snapshot.ledger, now());
    if (!decided.ledger) return decided.value;
    const message = decided.message ?? 'agent-loop: spend ledger';
    if (await store.write(decided.ledger, snapshot.version, message)) return decided.value;
    await wait(backoffMs(attempt));
  }
  throw new LedgerContentionError(
    `${store.where} kept changing under this run: ${attempts} tries to update it lost the race`,
  );
}

/** 50 ms doubling to 2 s, with full jitter so runs that collided spread out. */
function backoffMs(attempt: number): number {
  return Math.round(Math.random() * Math.min(2_000, 50 * 2 ** attempt));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
