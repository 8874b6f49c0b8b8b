/**
 * What the model is told of the boundary (Bash's description), known before the
 * boundary's own code loads: that loads with its set-up, once the first request is
 * in flight (index.ts).
 */
import { describeAllowedDomains, type AllowedDomains } from './domains.js';

/**
 * Tells the model what the boundary changes for its commands. `registries`: the run allows
 * the package registries too (the `package-registries` preset), told without their hosts,
 * which are asked of the package managers while the first request is in flight.
 */
export function sandboxNotes(allowed: AllowedDomains, registries = false): string[] {
  return [
    'Commands run in a sandbox as an unprivileged user: /tmp and $HOME are private to this run, and .git is read-only (git status, diff and log work; the action commits your changes itself).',
    networkNote(allowed, registries),
  ];
}

function networkNote(allowed: AllowedDomains, registries: boolean): string {
  if (allowed.kind === 'all') return 'Network: every host.';
  const proxied =
    'through the HTTP(S)_PROXY set in the environment; other hosts are refused (input allowed_domains).';
  if (registries) {
    const named = allowed.kind === 'list' ? `, and ${describeAllowedDomains(allowed)}` : '';
    return `Network: only the package registries this machine's package managers (npm, yarn, pnpm, pip, Go, RubyGems) install from${named}, ${proxied}`;
  }
  if (allowed.kind === 'none')
    return 'Network: none, except servers the command itself starts on 127.0.0.1 (the input allowed_domains lists the hosts a maintainer allows).';
  return `Network: only ${describeAllowedDomains(allowed)}, ${proxied}`;
}
