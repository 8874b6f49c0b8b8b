/**
 * Whether a review may run the pull request's code. A review is read-only (no
 * Write, no Edit, nothing pushed), but Bash runs whatever the PR's build files,
 * tests and hooks say. For a PR whose code nobody with write access vouched for
 * (a fork's head, or any `pull_request_target` run, which holds the base
 * repository's secrets and a write token), Bash is off unless BOTH the tool
 * boundary is active (another user, no secrets, no network beyond
 * `allowed_domains`) AND the maintainer allowed it explicitly with a `Bash`
 * rule in `allowed_tools`.
 */

/** What decides the policy. */
export interface CodePolicyInput {
  /** GITHUB_EVENT_NAME. */
  eventName: string;
  /** The PR head lives in a fork (or a deleted one). */
  isFork: boolean;
  /** The tool boundary is active for this run. */
  sandboxActive: boolean;
  /** The `allowed_tools` rules. */
  allowedTools: readonly string[];
}

/** The policy and why, for the log and the report. */
export interface CodePolicy {
  runCode: boolean;
  reason: string;
}

/** Decides whether the review may run the PR's code (see the module comment). */
export function reviewCodePolicy(input: CodePolicyInput): CodePolicy {
  const untrusted = input.isFork || input.eventName === 'pull_request_target';
  if (!untrusted) {
    return { runCode: true, reason: 'the pull request comes from this repository' };
  }
  const why = input.isFork
    ? 'the pull request comes from a fork'
    : 'this is a pull_request_target run';
  const allowed = input.allowedTools.some((rule) => rule === 'Bash' || rule.startsWith('Bash('));
  if (input.sandboxActive && allowed) {
    return {
      runCode: true,
      reason: `${why}; Bash runs inside the tool boundary because allowed_tools allows it`,
    };
  }
  const missing = [
    ...(input.sandboxActive ? [] : ['the tool boundary is not active']),
    ...(allowed ? [] : ['allowed_tools has no Bash rule']),
  ].join(' and ');
  return { runCode: false, reason: `${why} and ${missing}: Bash is off, none of its code runs` };
}

/**
 * The tool rules of a review run: read-only tools plus ReviewComment, Bash per the
 * policy. No tool that writes: not Write, Edit or NotebookEdit, and without Bash not
 * TaskStop either (it stops tasks Bash started; there are none to stop).
 */
export function reviewToolRules(
  rules: { allowedTools: readonly string[]; disallowedTools: readonly string[] },
  policy: CodePolicy,
): { allowedTools: string[]; disallowedTools: string[] } {
  return {
    allowedTools: rules.allowedTools.length > 0 ? [...rules.allowedTools, 'ReviewComment'] : [],
    disallowedTools: [
      ...rules.disallowedTools,
      'Write',
      'Edit',
      'NotebookEdit',
      ...(policy.runCode ? [] : ['Bash', 'TaskStop']),
    ],
  };
}
