/**
 * WebSearch and WebFetch are never offered when the run works on code nobody with
 * write access vouched for (a fork's pull request) or runs under
 * `pull_request_target` (the base repository's secrets and a write token beside
 * untrusted text): a prompt planted there could send what the agent read to any
 * site through a search or a fetch. Elsewhere they appear only when `allowed_tools`
 * names them (src/engine/session/session.ts).
 */
import { isForkPull } from '../github/gate.js';
import type { TaskContext } from '../github/context.js';

export const WEB_TOOL_NAMES = ['WebSearch', 'WebFetch'] as const;

/** Whether this run may offer the web tools at all. */
export function webToolsAllowed(
  eventName: string,
  context: Pick<TaskContext, 'pullRequest'>,
  repo: { owner: string; repo: string },
): boolean {
  if (eventName === 'pull_request_target') return false;
  const pull = context.pullRequest;
  return !pull || !isForkPull(pull.headRepository ?? null, repo);
}

/** The rules with the web tools denied (a bare-name deny hides a tool). */
export function denyWebTools<T extends { disallowedTools: string[] }>(rules: T): T {
  return { ...rules, disallowedTools: [...rules.disallowedTools, ...WEB_TOOL_NAMES] };
}
