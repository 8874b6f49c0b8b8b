/**
 * The two ends of a follow-up, for the fix policy: before the run, the earlier run's
 * memory as a prompt section (only on the agent's own, same-repository PR); after it,
 * this run's memory as a block for the final report and the PR body.
 */
import type { TodoItem } from '../../engine/events/stream.js';
import type { RawIssueComment, TaskContext } from '../github/context.js';
import type { GitHubClient } from '../github/octokit.js';

import { collectMemory, DECISIONS_INSTRUCTION } from './collect.js';
import { encodeMemoryBlock } from './encode.js';
import { readPullRequestMemory } from './github.js';
import { renderMemorySection } from './prompt-section.js';

/**
 * What to add to a fix run's prompt: the earlier run's memory when the request is on a
 * PR the agent opened, and always the request to record decisions. A memory that cannot
 * be read is reported through `warn` and left out: it must not cost the run.
 */
export async function followUpPromptSections(input: {
  client: GitHubClient;
  context: TaskContext;
  /**
   * Who the token writes as; a function is called only when a memory is looked for,
   * and its answer awaited alongside the first read.
   */
  agentLogin: string | (() => Promise<string>);
  /** The PR's comments as the run read them at its start: no listing of its own. */
  comments?: Promise<readonly RawIssueComment[]>;
  warn: (message: string) => void;
}): Promise<string> {
  const { context } = input;
  const sections: string[] = [];
  const pull = context.pullRequest;
  if (pull && context.number !== undefined && !pull.isFork) {
    try {
      const memory = await readPullRequestMemory(
        input.client,
        context.repo,
        context.number,
        typeof input.agentLogin === 'function' ? input.agentLogin() : input.agentLogin,
        input.comments,
      );
      if (memory) sections.push(renderMemorySection(memory));
    } catch (error) {
      input.warn(`The earlier run's memory could not be read: ${(error as Error).message}`);
    }
  }
  sections.push(DECISIONS_INSTRUCTION);
  return sections.join('\n\n');
}

/** This run's memory block ('' when nothing can be published safely). */
export function memoryBlockForRun(input: {
  runId: string;
  summary: string;
  todos: readonly TodoItem[];
  files: readonly string[];
  secrets: readonly string[];
}): string {
  return encodeMemoryBlock(collectMemory(input), input.secrets);
}
