/**
 * `allowed_domains`: the hosts tool processes may reach. Empty means none (only
 * the sandbox's own loopback), `*` means every host (no network namespace at
 * all), and a list allows exact names (`example.com`), every subdomain of a name
 * (`*.example.org`, not the name itself) and IP literals. Only ports 80 and 443
 * are allowed unless an entry names its port: `example.com:8443`, `10.0.0.1:8080`,
 * `[::1]:8080` allow that port (and only that one, for that entry).
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';

/** The parsed allow-list. */
export type AllowedDomains =
  { kind: 'none' } | { kind: 'all' } | { kind: 'list'; patterns: readonly string[] };

const HOST_LABELS =
  /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A bad `allowed_domains` entry; the message names the entry. */
export class AllowedDomainsError extends AgentLoopError<'allowed_domains'> {
  override readonly name = 'AllowedDomainsError';
  get kind() {
    return 'allowed_domains' as const;
  }
}

/** Parses a comma- or whitespace-separated list. Throws {@link AllowedDomainsError}. */
export function parseAllowedDomains(text: string): AllowedDomains {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/\.$/, ''))
    .filter((entry) => entry !== '');
  if (entries.length === 0) return { kind: 'none' };
  if (entries.includes('*')) {
    if (entries.length > 1) {
      throw new AllowedDomainsError('"*" allows every host and cannot be combined with names');
    }
    return { kind: 'all' };
  }
  for (const entry of entries) {
    if (!isValidPattern(entry)) {
      throw new AllowedDomainsError(
        `"${entry}" is not a host name, "*.name" pattern or IP address`,
      );
    }
  }
  return { kind: 'list', patterns: [...new Set(entries)] };
}

/** The default ports an entry without `:port` allows. */
export const DEFAULT_PORTS: readonly number[] = [80, 443];

/** Splits `host:port` (`[v6]:port`); a bare IPv6 literal has no port. */
function splitPort(entry: string): { host: string; port: number | undefined } {
  const match = /^(\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec(entry);
  if (!match) return { host: entry, port: undefined };
  return { host: match[1]!, port: Number(match[2]) };
}

function isValidPattern(entry: string): boolean {
  const { host, port } = splitPort(entry);
  if (port !== undefined && (port < 1 || port > 65535)) return false;
  return isValidHost(host);
}

function isValidHost(entry: string): boolean {
  const ipv4 = IPV4.exec(entry);
  if (ipv4) return ipv4.slice(1).every((part) => Number(part) <= 255);
  if (entry.includes(':')) return /^\[?[0-9a-f:.]+\]?$/.test(entry);
  return HOST_LABELS.test(entry) && entry.length <= 253;
}

/**
 * True when `host` (a name or IP literal, as a client asked for it) is allowed:
 * on any port when `port` is left out, else on that port (80 and 443 for an entry
 * that names none).
 */
export function isHostAllowed(allowed: AllowedDomains, host: string, port?: number): boolean {
  if (allowed.kind === 'all') return true;
  if (allowed.kind === 'none') return false;
  const name = normalHost(host);
  return allowed.patterns.some((pattern) => {
    const entry = splitPort(pattern);
    if (
      port !== undefined &&
      !(entry.port === undefined ? DEFAULT_PORTS.includes(port) : entry.port === port)
    ) {
      return false;
    }
    const bare = normalHost(entry.host);
    if (bare.startsWith('*.')) return name.endsWith(bare.slice(1)) && name.length > bare.length - 1;
    return name === bare;
  });
}

/** A host as compared: lower case, no IPv6 brackets, no trailing dot. */
export function normalHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/** How the allow-list reads in messages: `none`, `every host`, or the list. */
export function describeAllowedDomains(allowed: AllowedDomains): string {
  if (allowed.kind === 'none') return 'none';
  if (allowed.kind === 'all') return 'every host';
  return allowed.patterns.join(', ');
}
