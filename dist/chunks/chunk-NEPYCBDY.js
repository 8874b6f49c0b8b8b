import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";
import {
  external_exports
} from "./chunk-O56UCDKK.js";

// src/engine/budgets/spend-history.ts
var SPEND_REF = "refs/agent-loop/spend";
var SPEND_FILE = "spend.json";
var RESERVATION_EXPIRY_MS = 6 * 60 * 60 * 1e3;
var MONTHS_KEPT = 24;
var SPEND_HISTORY_VERSION = 1;
var isoTime = external_exports.string().datetime({ offset: true });
var dollars = external_exports.number().finite().nonnegative();
var entrySchema = external_exports.object({
  /** `<run id>-<attempt>-<random>`: unique even for two steps of one job. */
  run: external_exports.string().min(1),
  /**
   * Who is charged, lower-cased: the account that sent the event (the editor of an edited
   * comment, who chose to run it), which the per-requester cap counts.
   */
  requester: external_exports.string(),
  /** Who wrote the request, lower-cased, when another account sent it (an edited comment). */
  author: external_exports.string().optional(),
  reserved_usd: dollars,
  reserved_at: isoTime,
  /** What the run spent, once it settled; null while it runs. */
  spent_usd: dollars.nullable(),
  settled_at: isoTime.nullable()
});
var monthSchema = external_exports.object({
  spent_usd: dollars,
  runs: external_exports.number().int().nonnegative(),
  by_requester: external_exports.record(external_exports.string(), dollars),
  by_day: external_exports.record(external_exports.string(), dollars)
});
var ledgerSchema = external_exports.object({
  version: external_exports.literal(SPEND_HISTORY_VERSION),
  entries: external_exports.array(entrySchema),
  months: external_exports.record(external_exports.string().regex(/^\d{4}-\d{2}$/), monthSchema)
});
var LedgerFormatError = class extends AgentLoopError {
  name = "LedgerFormatError";
  get kind() {
    return "ledger_format";
  }
};
function emptySpendHistory() {
  return { version: SPEND_HISTORY_VERSION, entries: [], months: {} };
}
function parseSpendHistory(text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LedgerFormatError(`spend.json is not JSON: ${error.message}`);
  }
  const parsed = ledgerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "the top level";
    throw new LedgerFormatError(`spend.json is not a spend ledger (${where}: ${issue?.message})`);
  }
  return parsed.data;
}
function serializeSpendHistory(ledger) {
  const entries = ledger.entries.map((entry) => `    ${JSON.stringify(entry)}`).join(",\n");
  const months = JSON.stringify(ledger.months, null, 2).replace(/\n/g, "\n  ");
  return `{
  "version": ${ledger.version},
  "entries": [${entries ? `
${entries}
  ` : ""}],
  "months": ${months}
}
`;
}
function utcDay(time) {
  return new Date(time).toISOString().slice(0, 10);
}
function utcMonth(time) {
  return new Date(time).toISOString().slice(0, 7);
}
function entryState(entry, now) {
  if (entry.spent_usd !== null) return "settled";
  const age = now.getTime() - new Date(entry.reserved_at).getTime();
  return age >= RESERVATION_EXPIRY_MS ? "expired" : "open";
}
function entryAmount(entry) {
  return entry.spent_usd ?? entry.reserved_usd;
}
function entriesIn(ledger, window, now) {
  const periodOf = window.period === "day" ? utcDay : utcMonth;
  const key = periodOf(now);
  return ledger.entries.filter(
    (entry) => periodOf(entry.reserved_at) === key && (window.requester === void 0 || entry.requester === window.requester)
  );
}
function windowTotal(ledger, window, now) {
  const total = entriesIn(ledger, window, now).reduce((sum, entry) => sum + entryAmount(entry), 0);
  return roundDollars(total);
}
function roundDollars(value) {
  return Math.round(value * 1e6) / 1e6;
}
function withReservation(ledger, reservation, now) {
  const entry = {
    run: reservation.run,
    requester: reservation.requester.toLowerCase(),
    ...authorField(reservation),
    reserved_usd: roundDollars(reservation.amount),
    reserved_at: now.toISOString(),
    spent_usd: null,
    settled_at: null
  };
  return compactSpendHistory({ ...ledger, entries: [...ledger.entries, entry] }, now);
}
function authorField(who) {
  const author = who.author?.toLowerCase();
  return author && author !== who.requester.toLowerCase() ? { author } : {};
}
function withSettlement(ledger, settlement, now) {
  const spent = roundDollars(settlement.spent);
  const settledAt = now.toISOString();
  const found = ledger.entries.some((entry) => entry.run === settlement.run);
  const month = utcMonth(settlement.reservedAt);
  if (!found && settlement.reserved !== void 0 && ledger.months[month]) {
    const months = structuredClone(ledger.months);
    correctSummary(months[month], settlement, roundDollars(spent - settlement.reserved));
    return compactSpendHistory({ ...ledger, months }, now);
  }
  const entries = found ? ledger.entries.map(
    (entry) => entry.run === settlement.run ? { ...entry, spent_usd: spent, settled_at: settledAt } : entry
  ) : [
    ...ledger.entries,
    {
      run: settlement.run,
      requester: settlement.requester.toLowerCase(),
      ...authorField(settlement),
      reserved_usd: spent,
      reserved_at: settlement.reservedAt,
      spent_usd: spent,
      settled_at: settledAt
    }
  ];
  return compactSpendHistory({ ...ledger, entries }, now);
}
function correctSummary(summary, run, delta) {
  const moved = (value) => Math.max(0, roundDollars((value ?? 0) + delta));
  const requester = run.requester.toLowerCase();
  const day = utcDay(run.reservedAt);
  summary.spent_usd = moved(summary.spent_usd);
  summary.by_requester[requester] = moved(summary.by_requester[requester]);
  summary.by_day[day] = moved(summary.by_day[day]);
}
function compactSpendHistory(ledger, now) {
  const current = utcMonth(now);
  const months = structuredClone(ledger.months);
  const kept = [];
  for (const entry of ledger.entries) {
    const month = utcMonth(entry.reserved_at);
    if (month >= current || entryState(entry, now) === "open") {
      kept.push(entry);
      continue;
    }
    const amount = entryAmount(entry);
    const summary = months[month] ??= { spent_usd: 0, runs: 0, by_requester: {}, by_day: {} };
    const day = utcDay(entry.reserved_at);
    summary.spent_usd = roundDollars(summary.spent_usd + amount);
    summary.runs += 1;
    summary.by_requester[entry.requester] = roundDollars(
      (summary.by_requester[entry.requester] ?? 0) + amount
    );
    summary.by_day[day] = roundDollars((summary.by_day[day] ?? 0) + amount);
  }
  const names = Object.keys(months).sort().reverse().slice(0, MONTHS_KEPT);
  const trimmed = Object.fromEntries(names.sort().map((name) => [name, months[name]]));
  return { version: SPEND_HISTORY_VERSION, entries: kept, months: trimmed };
}

// src/engine/budgets/caps.ts
function anyCap(caps) {
  return caps.dailyUsd !== void 0 || caps.monthlyUsd !== void 0 || caps.userDailyUsd !== void 0;
}
function capStatuses(ledger, caps, requester, now) {
  const login = requester.toLowerCase();
  const statuses = [];
  const add = (input, label, cap, window) => {
    if (cap === void 0) return;
    const used = windowTotal(ledger, window, now);
    statuses.push({
      input,
      label,
      cap,
      used,
      left: roundDollars(Math.max(0, cap - used)),
      openRuns: runsIn(ledger, window, now, "open"),
      expiredRuns: runsIn(ledger, window, now, "expired"),
      resetsAt: window.period === "day" ? nextUtcDay(now) : nextUtcMonth(now)
    });
  };
  add("budget_daily_usd", "the repository's daily budget", caps.dailyUsd, { period: "day" });
  add("budget_monthly_usd", "the repository's monthly budget", caps.monthlyUsd, {
    period: "month"
  });
  add("budget_user_daily_usd", `${requester}'s daily budget`, caps.userDailyUsd, {
    period: "day",
    requester: login
  });
  return statuses;
}
function firstCapOvershot(statuses, amount) {
  return statuses.find((status) => status.used + amount > status.cap + 1e-6);
}
function describeRefusal(status, amount) {
  const held = status.openRuns > 0 ? `; $${status.used.toFixed(2)} of it is spent or held by ${status.openRuns} run${status.openRuns === 1 ? "" : "s"} still open, and what a run does not spend comes back when it ends` : "";
  const expired = status.expiredRuns > 0 ? `; ${status.expiredRuns} run${status.expiredRuns === 1 ? "" : "s"} that never settled (killed) count${status.expiredRuns === 1 ? "s" : ""} at what ${status.expiredRuns === 1 ? "it" : "they"} reserved` : "";
  return `${capitalize(status.label)} (${status.input}: $${status.cap.toFixed(2)}) has $${status.left.toFixed(2)} left, less than this run's max_budget_usd of $${amount.toFixed(2)}${held}${expired}. It resets at ${formatUtc(status.resetsAt)}.`;
}
function describeCaps(statuses) {
  return statuses.map(
    (status) => `${capitalize(status.label)}: $${status.left.toFixed(2)} left of $${status.cap.toFixed(2)} (resets ${formatUtc(status.resetsAt)})`
  );
}
function runsIn(ledger, window, now, state) {
  return entriesIn(ledger, window, now).filter((entry) => entryState(entry, now) === state).length;
}
function nextUtcDay(now) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
function nextUtcMonth(now) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
function formatUtc(time) {
  return `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export {
  SPEND_REF,
  SPEND_FILE,
  LedgerFormatError,
  emptySpendHistory,
  parseSpendHistory,
  serializeSpendHistory,
  utcDay,
  utcMonth,
  entryState,
  entryAmount,
  roundDollars,
  withReservation,
  withSettlement,
  anyCap,
  capStatuses,
  firstCapOvershot,
  describeRefusal,
  describeCaps
};
