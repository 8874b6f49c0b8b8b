/**
 * `agent-loop usage`: this month's spending of the action's runs, read from the
 * ledger on `refs/agent-loop/spend` in a clone (fetched from `origin` first, unless
 * `--no-fetch`), by day and by requester, as `@agent usage` posts it.
 */
import { Command, CommanderError } from 'commander';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  emptySpendHistory,
  LedgerFormatError,
  parseSpendHistory,
  SPEND_FILE,
  SPEND_REF,
  type SpendHistory,
} from '../engine/budgets/spend-history.js';
import { monthUsage, renderUsageText } from '../engine/budgets/usage-report.js';
import { errorMessage } from '../engine/text/error-message.js';
import type { CliIo } from './io.js';
import { UsageError } from './usage-error.js';
import { AgentLoopError } from '../engine/errors/agent-loop-error.js';

/** The clone cannot tell its spend: no git repository, or a spend ref without its file. */
class SpendRefError extends AgentLoopError<'spend_ref'> {
  override readonly name = 'SpendRefError';
  get kind() {
    return 'spend_ref' as const;
  }
}

const execFileAsync = promisify(execFile);

interface UsageFlags {
  cwd: string;
  json: boolean;
  fetch: boolean;
}

export const USAGE_HELP = `Usage: agent-loop usage [--cwd <dir>] [--no-fetch] [--json]

This month's spending of agent-loop's runs on a repository (UTC), by day and by
requester, from the ledger the action keeps on ${SPEND_REF} (budget_daily_usd,
budget_monthly_usd, budget_user_daily_usd).

Options:
  --cwd <dir>   a clone of the repository (default: .)
  --no-fetch    read the ledger as the clone has it, without fetching it from origin
  --json        print the month's figures as one JSON object
  -h, --help    display help for usage
`;

/** Parses argv after `usage`; undefined for `--help`. Throws {@link UsageError}. */
export function parseUsageCommandLine(argv: string[]): UsageFlags | undefined {
  const program = new Command('usage')
    .option('--cwd <dir>', 'a clone of the repository', '.')
    .option('--no-fetch', 'do not fetch the ledger from origin')
    .option('--json', 'print JSON', false)
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')
      return undefined;
    throw new UsageError(`usage: ${error.message.replace(/^error: /, '')}`);
  }
  if (program.args.length > 0)
    throw new UsageError(`usage takes no arguments, got "${program.args[0]}"`);
  const flags = program.opts<{ cwd: string; fetch: boolean; json: boolean }>();
  return { cwd: resolve(flags.cwd), json: flags.json, fetch: flags.fetch };
}

/** Runs `agent-loop usage`; resolves with the exit status. */
export async function usageCommand(argv: string[], io: CliIo): Promise<number> {
  let flags: UsageFlags | undefined;
  try {
    flags = parseUsageCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}\n`);
    return 2;
  }
  if (!flags) {
    io.stdout(USAGE_HELP);
    return 0;
  }
  try {
    const ledger = await readLedgerFromClone(flags, io);
    const usage = monthUsage(ledger, new Date());
    io.stdout(flags.json ? `${JSON.stringify(usage)}\n` : renderUsageText(usage, []));
    return 0;
  } catch (error) {
    io.stderr(`agent-loop usage: ${errorMessage(error)}\n`);
    return 1;
  }
}

async function readLedgerFromClone(flags: UsageFlags, io: CliIo): Promise<SpendHistory> {
  const git = (...args: string[]) =>
    execFileAsync('git', ['-C', flags.cwd, ...args], { maxBuffer: 64 * 1024 * 1024 });
  try {
    await git('rev-parse', '--git-dir');
  } catch {
    throw new SpendRefError(`${flags.cwd} is not a git repository (give a clone with --cwd)`);
  }
  if (flags.fetch) {
    try {
      await git('fetch', '--quiet', 'origin', `+${SPEND_REF}:${SPEND_REF}`);
    } catch (error) {
      // No ledger on origin yet (or no origin): say so, and read what the clone has.
      const reason = errorMessage(error)
        .split('\n')
        .find((line) => /fatal|error/i.test(line));
      io.stderr(
        `agent-loop usage: could not fetch ${SPEND_REF} from origin (${reason?.trim() ?? 'git fetch failed'}); reading the clone's own\n`,
      );
    }
  }
  try {
    await git('rev-parse', '--verify', '--quiet', `${SPEND_REF}^{commit}`);
  } catch {
    return emptySpendHistory(); // No run has reserved yet.
  }
  let text: string;
  try {
    text = (await git('show', `${SPEND_REF}:${SPEND_FILE}`)).stdout;
  } catch {
    throw new SpendRefError(
      `${SPEND_REF} holds no ${SPEND_FILE}; delete the ref to start a new ledger`,
    );
  }
  try {
    return parseSpendHistory(text);
  } catch (error) {
    if (!(error instanceof LedgerFormatError)) throw error;
    throw new SpendRefError(`${SPEND_REF}: ${error.message}`, { cause: error });
  }
}
