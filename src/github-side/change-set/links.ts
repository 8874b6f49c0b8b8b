/**
 * Linking a change set's pull requests (docs/contract.md#change-sets): once every pull
 * request of the set exists, each one's body gets "Part of a change set: …" naming the
 * request and every other repository's pull request (or why it has none), between two
 * hidden markers so a re-run replaces it in place. The links are built from GitHub's
 * answers (the pull requests' URLs) and the trigger, never from the model's words; the
 * refusals are outside text, made safe one line each. The set's memory block replaces
 * each body's own, so a follow-up on any pull request of the set starts from the set's.
 */
import { memoryPayloads, MEMORY_BLOCK_START } from '../memory/block.js';
import { describeApiError } from '../github/octokit.js';
import type { GitHubClient } from '../github/octokit.js';
import type { RepoRef } from '../github/types.js';
import { reason, type ChangeSetLine } from '../report/change-set.js';
import type { Redactor } from '../../engine/safety/markdown-safety.js';

/** Where the section starts and ends in a pull request body. */
export const CHANGE_SET_START = '<!-- agent-loop:change-set -->';
export const CHANGE_SET_END = '<!-- agent-loop:change-set:end -->';

/** One repository of the set, the main one included. */
export interface SetMember {
  repo: RepoRef;
  line: ChangeSetLine;
}

/** What the section says the set was made for: the issue or pull request asked on. */
export interface SetRequest {
  /** `owner/name#n`. */
  ref: string;
  url: string;
}

/** The section for `self`'s pull request: the request, then every other member. */
export function changeSetSection(
  request: SetRequest | undefined,
  members: readonly SetMember[],
  self: SetMember,
  redact: Redactor,
): string {
  const others = members
    .filter((member) => member !== self)
    .map((member) => memberLine(member, redact));
  return [
    CHANGE_SET_START,
    `**Part of a change set**${request ? ` for [${request.ref}](${request.url})` : ''}: one request, a pull request in each repository it changed.`,
    '',
    ...others.map((line) => `- ${line}`),
    CHANGE_SET_END,
  ].join('\n');
}

function memberLine(member: SetMember, redact: Redactor): string {
  const { line } = member;
  const name = `${member.repo.owner}/${member.repo.repo}`;
  if (line.pullRequest) return `[${name}#${line.pullRequest.number}](${line.pullRequest.url})`;
  if (line.failure !== undefined) {
    const kept = line.keptOn
      ? ` The work stays committed on its branch \`${line.keptOn.replace(/`/g, "'")}\` in the run's checkout.`
      : '';
    return `\`${name}\`: ⚠️ not published: ${reason(line.failure, redact)}.${kept}`;
  }
  if (line.branch)
    return `\`${name}\`: branch [\`${line.branch.name}\`](${line.branch.url}) (no pull request)`;
  return `\`${name}\`: no changes`;
}

/** `body` with `section` in place of its earlier one, else before its footer (`---`), else at the end. */
export function withChangeSetSection(body: string, section: string): string {
  const start = body.indexOf(CHANGE_SET_START);
  const end = body.indexOf(CHANGE_SET_END, start);
  if (start >= 0 && end > start) {
    return body.slice(0, start) + section + body.slice(end + CHANGE_SET_END.length);
  }
  const footer = body.lastIndexOf('\n\n---\n');
  if (footer < 0) return `${body}\n\n${section}`;
  return `${body.slice(0, footer)}\n\n${section}${body.slice(footer)}`;
}

/** `body` with every memory block replaced by `block` (added at the end when it has none). */
export function withMemoryBlock(body: string, block: string): string {
  if (!block) return body;
  const payloads = memoryPayloads(body);
  if (payloads.length === 0) return `${body}\n\n${block}`;
  let replaced = body;
  for (const payload of payloads) {
    replaced = replaced.replace(`${MEMORY_BLOCK_START}${payload} -->`, '');
  }
  return `${replaced.trimEnd()}\n\n${block}`;
}

/**
 * Writes the section (and the set's memory block) into each member's pull request,
 * reading its body as GitHub has it; returns one message per pull request it could not
 * update (the pull requests exist either way).
 */
export async function linkPullRequests(
  client: GitHubClient,
  members: readonly SetMember[],
  bodyFor: (member: SetMember, body: string) => string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const member of members) {
    const pull = member.line.pullRequest;
    if (!pull) continue;
    const where = { owner: member.repo.owner, repo: member.repo.repo, pull_number: pull.number };
    try {
      const { data } = await client.rest.pulls.get(where);
      const body = data.body ?? '';
      const linked = bodyFor(member, body);
      if (linked !== body) await client.rest.pulls.update({ ...where, body: linked });
    } catch (error) {
      problems.push(
        `Could not link ${where.owner}/${where.repo}#${pull.number} to the rest of its change set: ${describeApiError(error)}`,
      );
    }
  }
  return problems;
}
