/**
 * The GitHub REST client: `@actions/github`'s Octokit with an explicit base URL
 * (GitHub Enterprise Server), `@octokit/plugin-throttling` and
 * `@octokit/plugin-retry`, tuned as GitHub's REST guidance asks: writes go one at a
 * time at least a second apart; a secondary rate limit waits its `retry-after` (a
 * minute when it names none); an exhausted quota waits for its reset when that comes
 * before the run's deadline; 5xx are retried a few times; no other 4xx is repeated.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import {
  createWriteGovernor,
  type WriteClock,
  type WriteGovernor,
  type WritePriority,
} from './write-governor.js';
import type { StagedWrites } from '../staged/staged-writes.js';
import {
  gateRequest,
  isRead,
  type GateResponse,
  type RequestOptionsLike,
} from '../staged/write-gate.js';
import { quietly } from '../../engine/events/observer.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** The Octokit the action uses (REST methods + pagination). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** Why a request waits before it is sent again. */
export type WaitReason = 'rate limit' | 'secondary rate limit';

/** Retry tuning; defaults suit a CI job. */
export interface GitHubRetryOptions {
  /** Retries after a rate-limit answer (403/429); the deadline bounds the waits. Default 6. */
  maxRateLimitRetries?: number;
  /** Retries after a 5xx or a failed connection (waits 0.5 s, then 2 s). Default 2. */
  maxServerErrorRetries?: number;
  /**
   * Longest rate-limit wait when the run has no deadline; with a deadline, any wait
   * that ends 30 s before it. Default 60 s.
   */
  maxWaitMs?: number;
  /** Epoch ms by which the run must be done: no wait may end later. */
  deadline?: number;
  /**
   * Least time between two writes (POST/PATCH/PUT/DELETE, GraphQL), before any
   * refusal; after one the run keeps to the share it learned (./write-budget.ts). Default 1 s.
   */
  writeSpacingMs?: number;
  /** The write queue's timers (tests). Default: the system's. */
  writeClock?: WriteClock;
  /** False: the fixed pacing of earlier releases (a benchmark's reference). Default true. */
  adaptiveWrites?: boolean;
  /**
   * Milliseconds actually slept per second of wait GitHub asks for. Default 1000;
   * tests pass 0 and read the waits asked for from `onWait`.
   */
  msPerSecondOfWait?: number;
  /** Told about each rate-limit wait that will happen, in ms. */
  onWait?: (ms: number, reason: WaitReason) => void;
  now?: () => number;
}

/** What the client factory needs. */
export interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL, e.g. `https://api.github.com` or `https://ghes.example/api/v3`. */
  baseUrl: string;
  retry?: GitHubRetryOptions;
  /** Told about each retry (no token ever appears). */
  log?: (message: string) => void;
  /**
   * Applied to every text a write posts (bodies of comments, pull requests and
   * reviews, review comments, check-run output): the one place the action's
   * posts pass through, so nothing reaches GitHub around it. It may still be loading
   * when the client is made (the action's first calls only read): a write waits for it.
   */
  outgoing?: ((text: string) => string) | Promise<(text: string) => string>;
  /** Told of each request (one span each when tracing): every retry of it is inside. */
  observe?: GitHubRequestObserver;
  /**
   * A staged run (input `staged`): no write is sent; each is recorded here and answered as
   * GitHub would have answered it (src/github-side/staged/write-gate.ts). Reads go out.
   */
  staged?: StagedWrites;
}

/** One request as an observer sees it: the route template and the URL it became. */
export interface GitHubRequestStart {
  method: string;
  /** The route as written (`/repos/{owner}/{repo}/pulls`), without values. */
  route: string;
  /** The URL sent, its token-looking parts removed. */
  url: string;
}

/** Told when a request starts; the function returned is told its status, or the error. */
export type GitHubRequestObserver = (
  request: GitHubRequestStart,
) => (outcome: { status?: number; error?: unknown }) => void;

interface HttpErrorLike {
  status?: number;
  message: string;
}

/**
 * A request option (`request: { rateLimitWait: false }`) for writes a later one
 * replaces, such as an intermediate progress edit: over a rate limit they fail at
 * once (the caller backs off) instead of waiting and holding up the writes that matter.
 */
export const RATE_LIMIT_WAIT = 'rateLimitWait';

/**
 * A request option (`request: { yieldSignal }`, an AbortSignal) of such a write:
 * aborted before the write's turn, it is never sent (the newer body is).
 */
export const YIELD_SIGNAL = 'yieldSignal';

/**
 * When `error` is GitHub refusing a request as over a rate limit: the wait it asks
 * for in ms (`retry-after`, or until `x-ratelimit-reset`), or null when it names
 * none. Undefined for any other error (a 403 for missing permissions is final).
 */
export function rateLimitRefusalWait(
  error: unknown,
  nowMs = Date.now(),
): number | null | undefined {
  const failure = error as HttpErrorLike & {
    response?: { headers?: Record<string, string | number | undefined> };
  };
  if (failure?.status !== 403 && failure?.status !== 429) return undefined;
  const headers = failure.response?.headers ?? {};
  const exhausted = String(headers['x-ratelimit-remaining']) === '0';
  // GitHub's "Rate limits for the REST API": 403 or 429 with a secondary-limit message,
  // a `retry-after`, or `x-ratelimit-remaining: 0`; a 429 is always a limit.
  const limited =
    exhausted ||
    failure.status === 429 ||
    headers['retry-after'] !== undefined ||
    /secondary rate limit/i.test(String(failure.message));
  if (!limited) return undefined;
  const retryAfter = Number(headers['retry-after']);
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter)) return retryAfter * 1000;
  const reset = Number(headers['x-ratelimit-reset']);
  if (exhausted && Number.isFinite(reset)) return Math.max(0, reset * 1000 - nowMs) + 1000;
  return null;
}

/**
 * When a rate-limit refusal is the token's exhausted request quota
 * (`x-ratelimit-remaining: 0`, no `retry-after`, no secondary-limit message)
 * rather than its content limit.
 */
function isPrimaryLimit(error: unknown): boolean {
  const failure = error as HttpErrorLike & { response?: { headers?: Record<string, unknown> } };
  const headers = failure.response?.headers ?? {};
  return (
    String(headers['x-ratelimit-remaining']) === '0' &&
    headers['retry-after'] === undefined &&
    !/secondary rate limit/i.test(String(failure.message))
  );
}

/** Every 4xx: a rate limit (403/429) is the throttling plugin's; the rest are final. */
const CLIENT_ERRORS = Array.from({ length: 100 }, (_, index) => 400 + index);

/** A wait must end this long before the deadline, to leave time to finish the run. */
const DEADLINE_MARGIN_MS = 30_000;

/** Builds the client with throttling and retries installed. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const settings = options.retry ?? {};
  const msPerSecond = settings.msPerSecondOfWait ?? 1000;
  const scrub = (text: string): string => redactToken(text, options.token);
  const onLimit = (reason: WaitReason) => limitHandler(reason, settings, scrub, options.log);
  const governor = createWriteGovernor({
    spacingMs: settings.writeSpacingMs ?? 1000,
    msPerSecondOfWait: msPerSecond,
    adaptive: settings.adaptiveWrites ?? true,
    ...(settings.writeClock ? { clock: settings.writeClock } : {}),
  });
  const client = getOctokit(
    options.token,
    {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        fallbackSecondaryRateRetryAfter: 60,
        retryAfterBaseValue: msPerSecond,
        // Groups of this client alone, so two clients (tests, runs) never share spacing.
        // Writes are spaced by the run's write governor (below), in order of priority.
        write: new Bottleneck.Group({ maxConcurrent: 10, minTime: 0 }),
        // GitHub asks for a second between writes; the plugin's extra 3 s between
        // writes that notify would only delay the progress comment.
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      },
      retry: {
        doNotRetry: CLIENT_ERRORS,
        retries: settings.maxServerErrorRetries ?? 2,
        // The plugin waits (n + 1)² of these units before retry n: 0.5 s, then 2 s.
        retryAfterBaseValue: msPerSecond / 2,
      },
    },
    // Innermost of all (plugins given first wrap the request first): a staged run's
    // writes pass the posting filter, the pacing and the retries, and stop here.
    stageWrites(options.staged),
    governWrites(governor),
    retry,
    throttling,
  );
  governors.set(client, governor);
  const outgoing = options.outgoing;
  if (outgoing) {
    // A read posts nothing, so it never waits for the filter (a GraphQL query is a POST).
    client.hook.before('request', async (request) => {
      if (!isRead(request as RequestOptionsLike)) {
        rewritePostedText(request as Record<string, unknown>, await outgoing);
      }
    });
  }
  if (options.observe) observeRequests(client, options.observe, scrub);
  client.hook.error('request', (error) => {
    const failure = error as HttpErrorLike;
    if (typeof failure.message === 'string') failure.message = scrub(failure.message);
    throw error;
  });
  return client;
}

const governors = new WeakMap<object, WriteGovernor>();

/** The write queue of a client made by {@link createGitHubClient} (refusals, slow-down). */
export function writeGovernor(client: GitHubClient): WriteGovernor | undefined {
  return governors.get(client);
}

/**
 * In a staged run, the hook that keeps every write from GitHub (src/github-side/staged/);
 * in any other run, nothing.
 */
function stageWrites(staged: StagedWrites | undefined) {
  return (octokit: { hook: GitHubClient['hook']; request: GitHubClient['request'] }) => {
    if (!staged) return;
    const parse = (options: RequestOptionsLike) =>
      octokit.request.endpoint.parse(
        options as Parameters<typeof octokit.request.endpoint.parse>[0],
      );
    const get = (path: string) =>
      octokit.request({ method: 'GET', url: path }) as Promise<GateResponse>;
    octokit.hook.wrap(
      'request',
      (request, options) =>
        gateRequest(
          staged,
          { send: () => request(options) as Promise<GateResponse>, get, parse },
          options as unknown as RequestOptionsLike,
        ) as ReturnType<typeof request>,
    );
  };
}

/**
 * The hook of the write queue (plugins given first wrap the request first), so it
 * sees every attempt, retries included: each write waits its turn in the
 * governor, and a rate-limit refusal is reported to it before the throttling
 * plugin decides whether to retry.
 */
function governWrites(governor: WriteGovernor) {
  const refused = new WeakSet<object>();
  return (octokit: { hook: GitHubClient['hook'] }) => {
    octokit.hook.wrap('request', async (request, rawOptions) => {
      const options = rawOptions as unknown as RequestOptionsLike;
      if (isRead(options)) return request(rawOptions);
      const priority: WritePriority = refused.has(options)
        ? 'retry'
        : options.request?.[RATE_LIMIT_WAIT] === false
          ? 'optional'
          : 'essential';
      const yieldSignal = options.request?.[YIELD_SIGNAL] as AbortSignal | undefined;
      const done = await governor.acquire(priority, yieldSignal);
      try {
        return await request(rawOptions);
      } catch (error) {
        const wait = rateLimitRefusalWait(error);
        if (wait !== undefined) {
          refused.add(options);
          governor.refused(wait, priority, isPrimaryLimit(error) ? 'primary' : 'secondary');
        }
        throw error;
      } finally {
        done();
      }
    });
  };
}

/**
 * Wraps every request, outside the retry and throttling plugins (added after them), so
 * the observer sees one request however often it was sent. An observer that throws is
 * ignored.
 */
function observeRequests(
  client: GitHubClient,
  observe: GitHubRequestObserver,
  scrub: (text: string) => string,
): void {
  client.hook.wrap('request', async (request, options) => {
    const route = String(options.url);
    const url = scrub(client.request.endpoint.parse(options).url);
    const done = quietly(() => observe({ method: options.method, route, url }));
    try {
      const response = await request(options);
      quietly(() => done?.({ status: response.status }));
      return response;
    } catch (error) {
      const status = (error as HttpErrorLike).status;
      quietly(() => done?.({ ...(typeof status === 'number' ? { status } : {}), error }));
      throw error;
    }
  });
}

/** Fields of a write's parameters that GitHub renders as Markdown (or shows) on a page. */
const POSTED_FIELDS = ['body', 'title', 'summary', 'text', 'message', 'raw_details'];

/**
 * Rewrites the posted texts of one request's parameters in place: the fields
 * above at the top, in `output` (check runs), and in each of `comments` and
 * `output.annotations`. Git data (`/git/` blobs, trees, commits) is content, not
 * a post, and is left alone.
 */
function rewritePostedText(request: Record<string, unknown>, rewrite: (text: string) => string) {
  if (typeof request.url === 'string' && /\/git\//.test(request.url)) return;
  const fix = (holder: unknown): void => {
    if (!holder || typeof holder !== 'object') return;
    const record = holder as Record<string, unknown>;
    for (const field of POSTED_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') record[field] = rewrite(value);
    }
  };
  fix(request);
  const output = request.output as Record<string, unknown> | undefined;
  fix(output);
  for (const list of [request.comments, output?.annotations]) {
    if (Array.isArray(list)) list.forEach(fix);
  }
}

/**
 * The throttling plugin's handler: `true` retries after `retryAfterSeconds`. A wait
 * happens while retries remain and it ends in time: before the deadline (with a
 * margin) when there is one, else within `maxWaitMs`.
 */
function limitHandler(
  reason: WaitReason,
  settings: GitHubRetryOptions,
  scrub: (text: string) => string,
  log: ((message: string) => void) | undefined,
) {
  const now = settings.now ?? Date.now;
  const maxRetries = settings.maxRateLimitRetries ?? 6;
  return (
    retryAfterSeconds: number,
    request: { method: string; url: string; request?: Record<string, unknown> },
    _octokit: unknown,
    retryCount: number,
  ): boolean => {
    const waitMs = Math.max(0, retryAfterSeconds) * 1000;
    const label = `${request.method} ${scrub(request.url)}: ${reason}`;
    if (request.request?.[RATE_LIMIT_WAIT] === false) {
      log?.(`${label}; not waiting (a write a later one replaces)`);
      return false;
    }
    const inTime =
      settings.deadline === undefined
        ? waitMs <= (settings.maxWaitMs ?? 60_000)
        : now() + waitMs <= settings.deadline - DEADLINE_MARGIN_MS;
    if (retryCount >= maxRetries || !inTime) {
      const why = retryCount >= maxRetries ? 'no retries left' : 'it would end too late';
      log?.(`${label}; not waiting ${Math.ceil(waitMs / 1000)} s (${why})`);
      return false;
    }
    log?.(`${label}, retrying in ${Math.ceil(waitMs / 1000)} s`);
    settings.onWait?.(waitMs, reason);
    return true;
  };
}

/** Removes `token` (and anything that looks like a GitHub token) from `text`. */
export function redactToken(text: string, token: string): string {
  let out = token ? text.split(token).join('***') : text;
  out = out.replace(/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g, '***');
  return out;
}

/** A one-line description of an API error for logs and reports (status + message). */
export function describeApiError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const failure = error as HttpErrorLike;
    return `GitHub API ${failure.status ?? '?'}: ${failure.message.split('\n')[0] ?? ''}`;
  }
  return errorMessage(error);
}
