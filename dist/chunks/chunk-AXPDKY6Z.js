import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  describeCaps,
  entryAmount,
  entryState,
  roundDollars,
  utcDay,
  utcMonth
} from "./chunk-NEPYCBDY.js";

// src/engine/budgets/usage-report.ts
function monthUsage(ledger, now) {
  const month = utcMonth(now);
  const entries = ledger.entries.filter((entry) => utcMonth(entry.reserved_at) === month);
  const days = /* @__PURE__ */ new Map();
  const people = /* @__PURE__ */ new Map();
  const add = (map, key, usd2) => {
    const row = map.get(key) ?? { usd: 0, runs: 0 };
    map.set(key, { usd: roundDollars(row.usd + usd2), runs: row.runs + 1 });
  };
  let total = 0;
  for (const entry of entries) {
    const usd2 = entryAmount(entry);
    total += usd2;
    add(days, utcDay(entry.reserved_at), usd2);
    add(people, entry.requester, usd2);
  }
  const states = entries.map((entry) => entryState(entry, now));
  return {
    month,
    totalUsd: roundDollars(total),
    runs: entries.length,
    openRuns: states.filter((state) => state === "open").length,
    expiredRuns: states.filter((state) => state === "expired").length,
    byDay: [...days].map(([day, row]) => ({ day, ...row })).sort((a, b) => a.day.localeCompare(b.day)),
    byRequester: [...people].map(([requester, row]) => ({ requester, ...row })).sort((a, b) => b.usd - a.usd || a.requester.localeCompare(b.requester))
  };
}
var usd = (value) => `$${value.toFixed(2)}`;
var runs = (count) => `${count} run${count === 1 ? "" : "s"}`;
function renderUsageMarkdown(usage, caps) {
  const lines = [
    `### agent-loop spending in ${usage.month} (UTC)`,
    "",
    `**${usd(usage.totalUsd)}** over ${runs(usage.runs)}${notes(usage)}.`
  ];
  if (caps.length > 0) lines.push("", ...describeCaps(caps).map((line) => `- ${line}`));
  if (usage.runs > 0) {
    lines.push("", "| day | spent | runs |", "| --- | ---: | ---: |");
    for (const row of usage.byDay) lines.push(`| ${row.day} | ${usd(row.usd)} | ${row.runs} |`);
    lines.push("", "| requester | spent | runs |", "| --- | ---: | ---: |");
    for (const row of usage.byRequester) {
      lines.push(`| \`${row.requester}\` | ${usd(row.usd)} | ${row.runs} |`);
    }
  }
  return lines.join("\n");
}
function renderUsageText(usage, caps) {
  const lines = [
    `agent-loop spending in ${usage.month} (UTC): ${usd(usage.totalUsd)} over ${runs(usage.runs)}${notes(usage)}`,
    ...describeCaps(caps)
  ];
  if (usage.runs > 0) {
    lines.push("", "by day:");
    for (const row of usage.byDay)
      lines.push(`  ${row.day}  ${usd(row.usd).padStart(10)}  ${row.runs} runs`);
    lines.push("", "by requester:");
    for (const row of usage.byRequester) {
      lines.push(`  ${row.requester.padEnd(24)}  ${usd(row.usd).padStart(10)}  ${runs(row.runs)}`);
    }
  }
  return `${lines.join("\n")}
`;
}
function notes(usage) {
  const parts = [];
  if (usage.openRuns > 0) parts.push(`${usage.openRuns} still holding a reservation`);
  if (usage.expiredRuns > 0) {
    parts.push(
      `${usage.expiredRuns} whose reservation expired unsettled, counted at what it reserved`
    );
  }
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

export {
  monthUsage,
  renderUsageMarkdown,
  renderUsageText
};
