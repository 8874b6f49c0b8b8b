/**
 * A change set in the report (docs/contract.md#change-sets): one line for each other
 * repository of the run — its pull request, the branch it pushed, why it was not
 * published (and where the work is kept), or why it was read-only. The progress comment
 * and the step summary both show it; the main repository's pull request is in the links.
 */
import { sanitizeModelText, type Redactor } from '../../engine/safety/markdown-safety.js';
import { stripAgentMarkers } from '../../engine/safety/marker.js';
import { cutTextWithMarker } from '../../engine/text/cut.js';

/** What publishing did in one other repository of the set. */
export interface ChangeSetLine {
  /** `owner/name`. */
  fullName: string;
  pullRequest?: { number: number; url: string; created: boolean };
  /** Pushed without a pull request (none asked for). */
  branch?: { name: string; url: string };
  /** Why its work was not (wholly) published: a push, a rule or GitHub refused it. */
  failure?: string;
  /** The branch the work stays committed on (in the runner's checkout) when the push failed. */
  keptOn?: string;
  /** Why nothing could be pushed there (the requester or the token cannot write). */
  readOnly?: string;
  /** The agent changed nothing there. */
  unchanged?: boolean;
  /** Changed paths the commit checks left out there (a workflow file, a secret…), each with why. */
  leftOut?: readonly { path: string; detail: string }[];
}

/** Most left-out paths a line names. */
const MAX_LEFT_OUT = 5;

/** The longest reason a line shows. */
const MAX_REASON_CHARS = 400;

/** The report's note for the set, or undefined when the run had no other repository. */
export function changeSetNote(
  lines: readonly ChangeSetLine[] | undefined,
  redact: Redactor,
): string | undefined {
  if (!lines?.length) return undefined;
  const failed = lines.some((line) => line.failure !== undefined);
  return [
    failed ? '> [!WARNING]' : '> [!NOTE]',
    failed
      ? '> The change set: a repository refused the work (the others were published):'
      : '> The change set (the other repositories of this run):',
    ...lines.map((line) => `> - ${describeLine(line, redact)}`),
  ].join('\n');
}

/** True when a repository of the set refused the work: the run did not publish all of it. */
export function changeSetFailed(lines: readonly ChangeSetLine[] | undefined): boolean {
  return (lines ?? []).some((line) => line.failure !== undefined);
}

/** One repository's line, as the report shows it. */
export function describeLine(line: ChangeSetLine, redact: Redactor): string {
  const name = `\`${inline(line.fullName, redact)}\``;
  if (line.readOnly !== undefined) {
    return `${name}: read-only (${reason(line.readOnly, redact)}); nothing was pushed`;
  }
  const parts: string[] = [];
  if (line.pullRequest) {
    const { number, url, created } = line.pullRequest;
    parts.push(`${created ? 'opened' : 'updated'} PR [#${number}](${url})`);
  } else if (line.branch) {
    parts.push(`pushed branch [\`${inline(line.branch.name, redact)}\`](${line.branch.url})`);
  }
  if (line.failure !== undefined) {
    const kept = line.keptOn
      ? `; the work stays committed on branch \`${inline(line.keptOn, redact)}\` in the runner's checkout`
      : '';
    parts.push(`not published: ${reason(line.failure, redact)}${kept}`);
  }
  if (parts.length === 0) parts.push(line.unchanged ? 'no changes' : 'nothing published');
  if (line.leftOut?.length) parts.push(leftOutPart(line.leftOut, redact));
  return `${name}: ${parts.join('; ')}`;
}

/** The paths the commit left out of that repository, as the main one's are listed. */
function leftOutPart(
  leftOut: readonly { path: string; detail: string }[],
  redact: Redactor,
): string {
  const named = leftOut
    .slice(0, MAX_LEFT_OUT)
    .map((entry) => `\`${inline(entry.path, redact)}\` (${reason(entry.detail, redact)})`);
  const more = leftOut.length > MAX_LEFT_OUT ? `, and ${leftOut.length - MAX_LEFT_OUT} more` : '';
  return `left out of the commit: ${named.join(', ')}${more}`;
}

/** Outside text (git's and GitHub's messages) made one safe, short line. */
export function reason(text: string, redact: Redactor): string {
  return cutTextWithMarker(oneLine(sanitizeModelText(text, redact)), MAX_REASON_CHARS);
}

function inline(text: string, redact: Redactor): string {
  return stripAgentMarkers(oneLine(redact(text))).replace(/`/g, "'");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
