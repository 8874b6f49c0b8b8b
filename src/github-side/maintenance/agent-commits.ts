/**
 * Recognising the agent's own commits on a branch. Each commit the action makes
 * for a maintenance task or a CI fix carries an `Agent-Loop:` trailer and the
 * Actions bot as author; a commit without both is someone else's and is never
 * rewritten or counted as the agent's.
 */
import { BOT_IDENTITY, runGit, type GitRepository } from '../git/git-client.js';
import { githubId, type GitHubId } from '../github/ids.js';

/** The trailer key written into the agent's maintenance commits. */
export const AGENT_TRAILER_KEY = 'Agent-Loop';

/** What an agent commit was for. */
export type AgentMark = { kind: 'task'; slug: string } | { kind: 'ci-fix'; runId: GitHubId };

/** The trailer line for `mark`, e.g. `Agent-Loop: ci-fix 1589141559`. */
export function agentTrailer(mark: AgentMark): string {
  return `${AGENT_TRAILER_KEY}: ${mark.kind === 'task' ? `task ${mark.slug}` : `ci-fix ${mark.runId}`}`;
}

/** The mark in a commit message (its last `Agent-Loop:` line), if any. */
export function readAgentMark(message: string): AgentMark | undefined {
  const lines = [...message.matchAll(/^Agent-Loop: (task ([a-z0-9-]+)|ci-fix (\d+))\s*$/gm)];
  const last = lines.at(-1);
  if (!last) return undefined;
  if (last[2]) return { kind: 'task', slug: last[2] };
  return { kind: 'ci-fix', runId: githubId(last[3]!) };
}

/** A commit as the history checks see it. */
export interface BranchCommit {
  sha: string;
  authorEmail: string;
  /** Set only when the commit is the agent's: bot author and an `Agent-Loop:` trailer. */
  mark?: AgentMark;
}

const RECORD = '\u001e';
const FIELD = '\u001f';

/**
 * The commits `git log` lists for `args` (a range, `--first-parent`, `-n`…),
 * newest first.
 */
export async function listCommits(
  repository: GitRepository,
  args: readonly string[],
): Promise<BranchCommit[]> {
  const out = await runGit(repository, [
    'log',
    '--no-show-signature',
    `--format=%H${FIELD}%ae${FIELD}%B${RECORD}`,
    ...args,
  ]);
  return out
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [sha = '', authorEmail = '', message = ''] = record.split(FIELD);
      const mark = authorEmail === BOT_IDENTITY.email ? readAgentMark(message) : undefined;
      return { sha, authorEmail, ...(mark ? { mark } : {}) };
    });
}
