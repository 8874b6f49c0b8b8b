/**
 * The one message that sends new failures back to the agent: each failing command with how
 * it ended and the end of its output, and each blocking finding of the self-review with its
 * place. Checks that failed on the base commit too are named apart, as not the agent's doing.
 */
import type { CheckRun, SelfCheckFinding } from '../events/stream.js';

/** A human-readable duration: `850 ms`, `12.4 s`, `3 min 5 s`. */
export function formatCheckDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** How a check that did not pass ended, in words. */
export function describeEnding(entry: CheckRun): string {
  if (entry.ending === 'timeout')
    return `timed out after ${formatCheckDuration(entry.duration_ms)}`;
  if (entry.ending === 'aborted') return 'stopped with the run';
  return entry.exit_code === null ? 'could not run' : `exit code ${entry.exit_code}`;
}

/** A fence longer than any run of backticks in `text`. */
export function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

export function feedbackMessage(
  checks: readonly CheckRun[],
  blocking: readonly SelfCheckFinding[],
  round: { round: number; of: number },
): string {
  const failing = checks.filter((entry) => entry.status === 'failed');
  const before = checks.filter((entry) => entry.status === 'failing_before');
  const found: string[] = [];
  if (failing.length > 0) {
    found.push(
      `the repository's checks ran on it, and ${failing.length === 1 ? 'this one fails' : `these ${failing.length} fail`} where the base commit passes`,
    );
  }
  if (blocking.length > 0) {
    found.push(
      `a review of your diff found ${blocking.length === 1 ? 'a blocking problem' : `${blocking.length} blocking problems`}`,
    );
  }
  const lines = [
    `Self-check before publishing (round ${round.round} of ${round.of}): your work is not published yet. ${capitalize(found.join('; '))}. Fix the cause (not the checks), then finish as before; the checks run again when you are done.`,
  ];
  for (const entry of failing) {
    const output = entry.output?.trim() || '(no output)';
    const fence = fenceFor(output);
    lines.push(
      '',
      `\`${entry.command}\` (from ${entry.source}): ${describeEnding(entry)}, after ${formatCheckDuration(entry.duration_ms)}. The end of its output:`,
      `${fence}text`,
      output,
      fence,
    );
  }
  for (const finding of blocking) {
    const body = finding.body.trim();
    const fence = fenceFor(body);
    lines.push(
      '',
      `Blocking finding at ${finding.path}:${finding.line}:`,
      `${fence}text`,
      body,
      fence,
    );
  }
  if (before.length > 0) {
    lines.push(
      '',
      `Failing on the base commit too, so not caused by your change (leave them unless the task is about them): ${before.map((entry) => `\`${entry.command}\``).join(', ')}.`,
    );
  }
  return lines.join('\n');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
