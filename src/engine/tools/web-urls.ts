/**
 * What the web tools may send out. The API's web fetch "can only fetch URLs that
 * have previously appeared in the conversation context" (URLs in user messages,
 * in client-side tool results, in earlier search or fetch results), so that a
 * model cannot build a URL carrying what it read
 * (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/web-fetch-tool).
 * WebFetch runs as a request of its own, so the rule is kept here, against the
 * loop's conversation: the URL must be in a user message or a tool result (never
 * only in the model's own text or tool input), and a model-written prompt keeps
 * no link that is not there either.
 *
 * The boundary's `allowed_domains` (src/engine/sandbox/domains.ts) become the server
 * tools' `allowed_domains`: host names as the API takes them (no `*.`, no port; the
 * API's entries include subdomains, so `*.example.org` becomes `example.org`). An IP
 * address stays out of that list: the API documents domains only, and its fetcher runs on
 * the API's side, where a runner's private address (a package registry's, say) means
 * nothing. A URL WebFetch is asked for is held to the boundary's own entries, as the egress
 * proxy holds a tool process: its host and port (80 and 443 unless the entry names one).
 */
import { isIP } from 'node:net';
import type { MessageParam } from '../model/types.js';
import { isHostAllowed, normalHost, type AllowedDomains } from '../sandbox/domains.js';

/**
 * Where the web tools may go: anywhere, or only these hosts: `domains` the API's
 * `allowed_domains`, `patterns` the boundary's entries a fetched URL must match.
 */
export type WebDomains =
  { kind: 'any' } | { kind: 'list'; domains: readonly string[]; patterns: readonly string[] };

/** The web tools' hosts for the boundary's patterns. */
export function webDomainsOf(patterns: readonly string[]): WebDomains {
  const domains = patterns
    .map((pattern) =>
      pattern
        .replace(/^\*\./, '')
        .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
        .replace(/^([^:[\]]*):\d+$/, '$1'),
    )
    .filter((domain) => !isIP(domain));
  return { kind: 'list', domains: [...new Set(domains)], patterns };
}

/**
 * Why WebFetch may not fetch `url` under `domains` (undefined when it may): its host must
 * be a name (not an IP address) that the boundary's entries allow on the URL's port.
 */
export function fetchRefusal(url: URL, domains: WebDomains): string | undefined {
  if (domains.kind === 'any') return undefined;
  const host = normalHost(url.hostname);
  const list = domains.patterns.join(', ');
  if (isIP(host)) {
    return `${url.host} is an IP address: WebFetch fetches on the API's side, which takes host names only (an address in allowed_domains is for the tool processes).`;
  }
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443;
  return isHostAllowed({ kind: 'list', patterns: domains.patterns }, host, port)
    ? undefined
    : `${url.host} is not in this run's allowed_domains (${list}) on port ${port}.`;
}

/** True when `host` is one of `domains` or a subdomain of one. */
export function hostInDomains(host: string, domains: readonly string[]): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`\\)\]{}|^]+/gi;

/** The URLs in `text`, trailing sentence punctuation left off. */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}

/** A URL as the WHATWG parser writes it (`https://Example.com` → `https://example.com/`). */
function normal(url: string): string | undefined {
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
}

/** Every text the conversation got from outside the model: user messages and tool results. */
function outsideTexts(messages: readonly MessageParam[]): string[] {
  const texts: string[] = [];
  const collect = (content: unknown): void => {
    if (typeof content === 'string') texts.push(content);
    else if (Array.isArray(content)) for (const block of content) collect(block);
    else if (content && typeof content === 'object') {
      const block = content as { type?: string; text?: unknown; content?: unknown };
      if (block.type === 'text' && typeof block.text === 'string') texts.push(block.text);
      if (block.type === 'tool_result') collect(block.content);
    }
  };
  for (const message of messages) if (message.role === 'user') collect(message.content);
  return texts;
}

/** The URLs already in the conversation, normalised. */
export function conversationUrls(messages: readonly MessageParam[]): Set<string> {
  const urls = new Set<string>();
  for (const text of outsideTexts(messages)) {
    for (const url of urlsIn(text)) {
      const href = normal(url);
      if (href) urls.add(href);
    }
  }
  return urls;
}

/** True when `url` is in the conversation (as written, or as the URL parser writes it). */
export function urlInConversation(url: string, known: ReadonlySet<string>): boolean {
  const href = normal(url);
  return href !== undefined && known.has(href);
}

/** `text` with every link that is not in the conversation replaced by a note. */
export function withoutNewLinks(text: string, known: ReadonlySet<string>): string {
  return text.replace(URL_PATTERN, (match) => {
    const url = match.replace(/[.,;:!?]+$/, '');
    return urlInConversation(url, known)
      ? match
      : `[a link not in the conversation was removed]${match.slice(url.length)}`;
  });
}

/**
 * The web tools' hosts for a run: the run's `allowed_domains` when it names hosts, whatever
 * the boundary's mode (the server tools run on the API's side, so `sandbox: off` does not
 * widen what they may reach); otherwise any (`*`, or the empty default, which concerns the
 * tool processes' own network: naming WebFetch in the allowed tools is the opt-in).
 */
export function webDomainsFor(allowed: AllowedDomains): WebDomains {
  return allowed.kind === 'list' ? webDomainsOf(allowed.patterns) : { kind: 'any' };
}
