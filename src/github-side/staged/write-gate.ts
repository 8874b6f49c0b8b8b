/**
 * The write gate of the GitHub client: which requests write, and, in a staged run, the
 * innermost request hook that keeps every write from GitHub. A read (GET, HEAD, a GraphQL
 * query) goes out as usual, except a read of an object a staged write made, which is
 * answered from the record; every other request (POST, PATCH, PUT, DELETE, a GraphQL
 * mutation) is recorded (./staged-writes.ts) and answered as GitHub would have answered
 * it (./answers.ts). Everything around the hook (the posting filter, pacing, retries,
 * tracing) runs as in any run: only the sending is replaced.
 */
import { answerStaged } from './answers.js';
import type { Json } from './shapes.js';
import type { StagedWrites } from './staged-writes.js';

/** A request as the client's hooks see it (route values and body fields among the rest). */
export interface RequestOptionsLike {
  method: string;
  url: string;
  baseUrl?: string;
  headers?: Record<string, unknown>;
  /** A GraphQL request's document. */
  query?: unknown;
  request?: Record<string, unknown>;
}

/** An answer as the client's hooks pass it on. */
export interface GateResponse {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

/**
 * A request that creates nothing: GET and HEAD, and a GraphQL document without a mutation,
 * which GitHub counts as a read (1 point, no content created:
 * https://docs.github.com/en/graphql/overview/rate-limits-and-query-limits-for-the-graphql-api#secondary-rate-limits).
 * A document that mentions `mutation` anywhere is taken for a write.
 */
export function isRead(options: RequestOptionsLike): boolean {
  if (options.method === 'GET' || options.method === 'HEAD') return true;
  return (
    options.url === '/graphql' &&
    typeof options.query === 'string' &&
    !/\bmutation\b/.test(options.query)
  );
}

/** The request as it would be sent: its method, full URL and body. */
export type ParseRequest = (options: RequestOptionsLike) => {
  method: string;
  url: string;
  body?: unknown;
};

/** How the gate reaches GitHub for reads. */
export interface GateTransport {
  /** Sends the request the hook holds, unchanged (a read). */
  send(): Promise<GateResponse>;
  /**
   * A new read of `path` through the whole client (a hook's `request` is bound to the
   * request it was given, so it cannot send another).
   */
  get(path: string): Promise<GateResponse>;
  parse: ParseRequest;
}

/**
 * One request of a staged run: sent when it reads (or answered from the record when it
 * reads what a staged write made); recorded and answered otherwise.
 */
export async function gateRequest(
  staged: StagedWrites,
  transport: GateTransport,
  options: RequestOptionsLike,
): Promise<GateResponse> {
  const { parse } = transport;
  const sent = parse(options);
  const base = String(options.baseUrl ?? '').replace(/\/+$/, '');
  const full = sent.url.startsWith(base) ? sent.url.slice(base.length) : new URL(sent.url).pathname;
  const path = full.split('?')[0] ?? full;
  if (isRead(options)) {
    const held = options.method === 'GET' ? staged.recall(path) : undefined;
    return held ? { status: 200, url: sent.url, headers: {}, data: held } : transport.send();
  }
  const body = (sent.body ?? {}) as Json;
  const read = async (at: string): Promise<Json | undefined> => {
    try {
      return (await transport.get(at)).data as Json;
    } catch {
      return undefined;
    }
  };
  const answer = await answerStaged(
    { method: sent.method, path, body },
    { staged, apiUrl: base, read, now: () => new Date().toISOString() },
  );
  const made = (answer.data as Json | undefined)?.url;
  const object =
    sent.method === 'POST' && typeof made === 'string' && made.startsWith(`${base}/`)
      ? made.slice(base.length)
      : undefined;
  staged.record({ method: sent.method, route: full, body, ...(object ? { object } : {}) });
  return { status: answer.status, url: sent.url, headers: {}, data: answer.data };
}
