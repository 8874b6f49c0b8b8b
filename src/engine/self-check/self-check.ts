/**
 * The self-check before publishing: once the agent says it is done, the repository's checks
 * run on its work (one at a time, each as a tool); a check that fails runs once more on the
 * base commit, and fails "before the change" when it fails there too. New failures go back to
 * the agent as one message (src/engine/loop/self-check-step.ts) for at most `rounds` rounds.
 * The loop asks {@link SelfCheck.check}; the session puts {@link SelfCheck.summary} on the
 * result line, which publishing reads. Nothing here knows where the run came from.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type {
  CheckRun,
  SelfCheckFinding,
  SelfCheckSummary,
  TerminalReason,
} from '../events/stream.js';
import type { ToolSpawner } from '../sandbox/spawner.js';
import { errorMessage } from '../text/error-message.js';
import { makeBaseTree, type BaseTree } from './base-tree.js';
import { detectChecks, type CheckCommand } from './detect.js';
import { feedbackMessage } from './feedback.js';
import { runShellCommand, succeeded, type CheckSetup } from './run-check.js';
import { blockingFindings, reviewRound, type SelfReview } from './self-review.js';

const run = promisify(execFile);

/** What the run asks of the self-check (`--self-check`, the action's `self_check` inputs). */
export interface SelfCheckOptions {
  /** The commit the run started from: what "before the change" is. */
  baseSha: string;
  /** `check_commands`: these instead of the checks found in the repository. */
  commands?: readonly CheckCommand[];
  /** Each check's own time limit. */
  timeoutMinutes: number;
  /** How many times new failures may go back to the agent (0: check and report only). */
  rounds: number;
  /** The host's review of the run's diff (./self-review.ts); none: only the checks run. */
  review?: SelfReview;
}

/** What the session gives the self-check: where and how its commands run. */
export interface SelfCheckContext {
  workspaceRoot: string;
  spawner: ToolSpawner;
  /** The environment, already filtered (childEnvironment). */
  env: NodeJS.ProcessEnv;
  redact: (text: string) => string;
  signal: AbortSignal;
}

/** One round: the checks as they ran, and the message for the agent when it must go on. */
export interface SelfCheckRound {
  round: number;
  checks: CheckRun[];
  findings: SelfCheckFinding[];
  /** Set when new failures go back to the agent. */
  feedback?: string;
}

export interface SelfCheck {
  /**
   * Runs a round on the workspace as it is; undefined when there is nothing to check (no
   * change, no check found: the summary says which). `turnsLeft`: none left means the
   * failures cannot go back.
   */
  check(turnsLeft: number): Promise<SelfCheckRound | undefined>;
  /** How it ended; `terminal` is how the loop ended (a run that stopped early was not checked). */
  summary(terminal: TerminalReason | undefined): SelfCheckSummary;
}

export function createSelfCheck(options: SelfCheckOptions, context: SelfCheckContext): SelfCheck {
  const setup: CheckSetup = {
    spawner: context.spawner,
    env: context.env,
    redact: context.redact,
    timeoutMs: options.timeoutMinutes * 60_000,
    signal: context.signal,
    shell: 'bash',
  };
  /** Whether each command failed on the base commit (the base does not change). */
  const failedOnBase = new Map<string, boolean>();
  const notChecked: string[] = [];
  let rounds = 0;
  let sentBack = 0;
  let last: CheckRun[] = [];
  let lastFindings: SelfCheckFinding[] = [];
  let skipped: string | undefined;

  const check = async (turnsLeft: number): Promise<SelfCheckRound | undefined> => {
    // A later round checks whatever the agent left, even a tree back at the base.
    if (rounds === 0 && !(await hasChanges(context.workspaceRoot, options.baseSha))) {
      skipped = 'the run changed nothing';
      return undefined;
    }
    const commands = options.commands ?? (await detectChecks(context.workspaceRoot));
    if (commands.length === 0 && !options.review) {
      skipped = NO_CHECKS;
      return undefined;
    }
    if (commands.length === 0) noteOnce(notChecked, NO_CHECKS);
    skipped = undefined;
    rounds += 1;
    last = await runRound(commands, context.workspaceRoot, options.baseSha, {
      setup,
      failedOnBase,
      notChecked,
    });
    lastFindings = options.review
      ? await reviewRound(
          options.review,
          {
            baseSha: options.baseSha,
            workspaceRoot: context.workspaceRoot,
            round: rounds,
            signal: context.signal,
          },
          (line) => noteOnce(notChecked, line),
          context.redact,
        )
      : [];
    const failing = last.filter((entry) => entry.status === 'failed');
    const blocking = blockingFindings(lastFindings);
    const round: SelfCheckRound = { round: rounds, checks: last, findings: lastFindings };
    if ((failing.length === 0 && blocking.length === 0) || context.signal.aborted) return round;
    if (sentBack >= options.rounds) return round;
    if (turnsLeft <= 0) {
      noteOnce(notChecked, 'the failures could not go back to the agent: no turns were left');
      return round;
    }
    sentBack += 1;
    const feedback = feedbackMessage(last, blocking, { round: sentBack, of: options.rounds });
    return { ...round, feedback };
  };

  const summary = (terminal: TerminalReason | undefined): SelfCheckSummary => {
    if (rounds === 0) return notCheckedSummary(terminal, skipped);
    const failed =
      last.some((entry) => entry.status === 'failed') || blockingFindings(lastFindings).length > 0;
    return {
      status: failed ? 'failed' : 'passed',
      rounds,
      checks: last,
      findings: lastFindings,
      not_checked: [...notChecked],
    };
  };
  return { check, summary };
}

const NO_CHECKS =
  'no checks found in the repository (see docs/self-check.md for what is looked for)';

/** The summary of a run whose checks never ran: why (`skipped`), else how the run ended. */
export function notCheckedSummary(
  terminal: TerminalReason | undefined,
  skipped?: string,
): SelfCheckSummary {
  const reason = skipped ?? `the agent did not finish its work (${terminal ?? 'the run failed'})`;
  return { status: 'skipped', reason, rounds: 0, checks: [], findings: [], not_checked: [] };
}

interface RoundSetup {
  setup: CheckSetup;
  failedOnBase: Map<string, boolean>;
  notChecked: string[];
}

/** The checks one after the other; a failure runs again on the base (one copy per round). */
async function runRound(
  commands: readonly CheckCommand[],
  workspaceRoot: string,
  baseSha: string,
  { setup, failedOnBase, notChecked }: RoundSetup,
): Promise<CheckRun[]> {
  const runs: CheckRun[] = [];
  let base: Promise<BaseTree> | undefined;
  try {
    for (const { command, source } of commands) {
      const ended = await runShellCommand(command, workspaceRoot, setup);
      const entry: CheckRun = {
        command: setup.redact(command),
        source,
        status: 'passed',
        ending: ended.ending,
        exit_code: ended.exitCode,
        duration_ms: ended.durationMs,
      };
      runs.push(entry);
      if (succeeded(ended)) continue;
      entry.output = ended.output;
      if (ended.ending === 'aborted') {
        entry.status = 'failed';
        continue;
      }
      base ??= makeBaseTree(workspaceRoot, baseSha, setup);
      entry.status = (await failsOnBase(command, base, { setup, failedOnBase, notChecked }))
        ? 'failing_before'
        : 'failed';
    }
  } finally {
    await base?.then((tree) => tree.remove()).catch(() => undefined);
  }
  return runs;
}

/** True when `command` fails on the base commit too; false when that cannot be told. */
async function failsOnBase(
  command: string,
  base: Promise<BaseTree>,
  { setup, failedOnBase, notChecked }: RoundSetup,
): Promise<boolean> {
  const known = failedOnBase.get(command);
  if (known !== undefined) return known;
  let tree: BaseTree;
  try {
    tree = await base;
  } catch (error) {
    noteOnce(notChecked, `the base commit: ${setup.redact(errorMessage(error))}`);
    return false;
  }
  const ended = await runShellCommand(command, tree.path, setup);
  if (ended.ending === 'aborted') return false;
  const failed = !succeeded(ended);
  failedOnBase.set(command, failed);
  return failed;
}

function noteOnce(notes: string[], note: string): void {
  if (!notes.includes(note)) notes.push(note);
}

/** True when the workspace differs from `sha` (tracked changes or new files); true when unsure. */
export async function hasChanges(workspaceRoot: string, sha: string): Promise<boolean> {
  const git = (args: string[]) =>
    run('git', ['-C', workspaceRoot, '-c', 'core.fsmonitor=', ...args], {
      maxBuffer: 16 * 1024 * 1024,
    });
  try {
    await git(['diff', '--quiet', sha, '--']);
  } catch {
    // Exit 1: differences; anything else: cannot tell, so check.
    return true;
  }
  try {
    const { stdout } = await git(['ls-files', '--others', '--exclude-standard', '-z']);
    return stdout.length > 0;
  } catch {
    return true;
  }
}
