import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  Command,
  CommanderError
} from "./chunk-2QQDH5RE.js";
import {
  monthUsage,
  renderUsageText
} from "./chunk-AXPDKY6Z.js";
import {
  LedgerFormatError,
  SPEND_FILE,
  SPEND_REF,
  emptySpendHistory,
  parseSpendHistory
} from "./chunk-NEPYCBDY.js";
import {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import "./chunk-O56UCDKK.js";
import "./group-action-cli-run-grep.js";

// src/cli/usage.ts
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
var SpendRefError = class extends AgentLoopError {
  name = "SpendRefError";
  get kind() {
    return "spend_ref";
  }
};
var execFileAsync = promisify(execFile);
var USAGE_HELP = `Usage: agent-loop usage [--cwd <dir>] [--no-fetch] [--json]

This month's spending of agent-loop's runs on a repository (UTC), by day and by
requester, from the ledger the action keeps on ${SPEND_REF} (budget_daily_usd,
budget_monthly_usd, budget_user_daily_usd).

Options:
  --cwd <dir>   a clone of the repository (default: .)
  --no-fetch    read the ledger as the clone has it, without fetching it from origin
  --json        print the month's figures as one JSON object
  -h, --help    display help for usage
`;
function parseUsageCommandLine(argv) {
  const program = new Command("usage").option("--cwd <dir>", "a clone of the repository", ".").option("--no-fetch", "do not fetch the ledger from origin").option("--json", "print JSON", false).exitOverride().configureOutput({ writeOut: () => {
  }, writeErr: () => {
  } });
  try {
    program.parse(argv, { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === "commander.helpDisplayed" || error.code === "commander.help")
      return void 0;
    throw new UsageError(`usage: ${error.message.replace(/^error: /, "")}`);
  }
  if (program.args.length > 0)
    throw new UsageError(`usage takes no arguments, got "${program.args[0]}"`);
  const flags = program.opts();
  return { cwd: resolve(flags.cwd), json: flags.json, fetch: flags.fetch };
}
async function usageCommand(argv, io) {
  let flags;
  try {
    flags = parseUsageCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`agent-loop: ${error.message}
`);
    return 2;
  }
  if (!flags) {
    io.stdout(USAGE_HELP);
    return 0;
  }
  try {
    const ledger = await readLedgerFromClone(flags, io);
    const usage = monthUsage(ledger, /* @__PURE__ */ new Date());
    io.stdout(flags.json ? `${JSON.stringify(usage)}
` : renderUsageText(usage, []));
    return 0;
  } catch (error) {
    io.stderr(`agent-loop usage: ${errorMessage(error)}
`);
    return 1;
  }
}
async function readLedgerFromClone(flags, io) {
  const git = (...args) => execFileAsync("git", ["-C", flags.cwd, ...args], { maxBuffer: 64 * 1024 * 1024 });
  try {
    await git("rev-parse", "--git-dir");
  } catch {
    throw new SpendRefError(`${flags.cwd} is not a git repository (give a clone with --cwd)`);
  }
  if (flags.fetch) {
    try {
      await git("fetch", "--quiet", "origin", `+${SPEND_REF}:${SPEND_REF}`);
    } catch (error) {
      const reason = errorMessage(error).split("\n").find((line) => /fatal|error/i.test(line));
      io.stderr(
        `agent-loop usage: could not fetch ${SPEND_REF} from origin (${reason?.trim() ?? "git fetch failed"}); reading the clone's own
`
      );
    }
  }
  try {
    await git("rev-parse", "--verify", "--quiet", `${SPEND_REF}^{commit}`);
  } catch {
    return emptySpendHistory();
  }
  let text;
  try {
    text = (await git("show", `${SPEND_REF}:${SPEND_FILE}`)).stdout;
  } catch {
    throw new SpendRefError(
      `${SPEND_REF} holds no ${SPEND_FILE}; delete the ref to start a new ledger`
    );
  }
  try {
    return parseSpendHistory(text);
  } catch (error) {
    if (!(error instanceof LedgerFormatError)) throw error;
    throw new SpendRefError(`${SPEND_REF}: ${error.message}`, { cause: error });
  }
}
export {
  USAGE_HELP,
  parseUsageCommandLine,
  usageCommand
};
