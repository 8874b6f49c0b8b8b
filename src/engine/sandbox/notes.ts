/**
 * What the model is told of the boundary (Bash's description), known before the
 * boundary's own code loads: that loads with its set-up, once the first request is
 * in flight (index.ts).
 */
import { describeAllowedDomains, type AllowedDomains } from './domains.js';

/** Tells the model what the boundary changes for its commands. */
export function sandboxNotes(allowed: AllowedDomains): string[] {
  const network =
    allowed.kind === 'all'
      ? 'Network: every host.'
      : allowed.kind === 'none'
        ? 'Network: none, except servers the command itself starts on 127.0.0.1 (the input allowed_domains lists the hosts a maintainer allows).'
        : `Network: only ${describeAllowedDomains(allowed)}, through the HTTP(S)_PROXY set in the environment; other hosts are refused (input allowed_domains).`;
  return [
    'Commands run in a sandbox as an unprivileged user: /tmp and $HOME are private to this run, and .git is read-only (git status, diff and log work; the action commits your changes itself).',
    network,
  ];
}
