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
    'Commands run in a sandbox as an unprivileged user: /tmp and $HOME are private to this run; .git is read-only (status, diff and log work).',
    networkNote(allowed, registries),
  ];
}

function networkNote(allowed: AllowedDomains, registries: boolean): string {
  if (allowed.kind === 'all') return 'Network: every host.';
  const proxied = 'through the HTTP(S)_PROXY set; other hosts are refused (input allowed_domains).';
  if (registries) {
    const named = allowed.kind === 'list' ? `, and ${describeAllowedDomains(allowed)}` : '';
    return `Network: only the package registries (npm, yarn, pnpm, pip, Go, RubyGems)${named}, ${proxied}`;
  }
  if (allowed.kind === 'none')
    return 'Network: none, except servers the command itself starts on 127.0.0.1 (the input allowed_domains lists the hosts a maintainer allows).';
  return `Network: only ${describeAllowedDomains(allowed)}, ${proxied}`;
}
