/**
 * The GitHub REST client: `@actions/github`'s Octokit with an explicit base URL
 * (GitHub Enterprise Server) and a retry layer that waits out rate limits and
 * transient 5xx but never repeats a request GitHub refused on its merits.
 */
import { getOctokit } from '@actions/github';

/** The Octokit the action uses (REST methods + pagination). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** Retry tuning; defaults suit a CI job. */
export interface RetryOptions {
  /** Retries after a rate-limit answer (403/429). Default 2. */
  maxRateLimitRetries?: number;
  /** Retries after a 5xx. Default 2. */
  maxServerErrorRetries?: number;
  /** Longest single wait; a longer rate-limit reset fails instead. Default 60 s. */
  maxWaitMs?: number;
  /** Base delay before retrying a 5xx (doubles each time). Default 1 s. */
  serverErrorDelayMs?: number;
  /** Injected for tests. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** What the client factory needs. */
export interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL, e.g. `https://api.github.com` or `https://ghes.example/api/v3`. */
  baseUrl: string;
  retry?: RetryOptions;
  /** Told about each retry (no token ever appears). */
  log?: (message: string) => void;
}

interface HttpErrorLike {
  status?: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

/** Builds the client with the retry hook installed. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const client = getOctokit(options.token, { baseUrl: options.baseUrl.replace(/\/+$/, '') });
  const retry = options.retry ?? {};
  const sleep =
    retry.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = retry.now ?? Date.now;
  const maxRateLimit = retry.maxRateLimitRetries ?? 2;
  const maxServer = retry.maxServerErrorRetries ?? 2;
  const maxWait = retry.maxWaitMs ?? 60_000;
  const serverDelay = retry.serverErrorDelayMs ?? 1000;
  const scrub = (text: string): string => redactToken(text, options.token);

  client.hook.wrap('request', async (request, requestOptions) => {
    let rateLimitRetries = 0;
    let serverRetries = 0;
    for (;;) {
      try {
        return await request(requestOptions);
      } catch (error) {
        const failure = error as HttpErrorLike;
        if (typeof failure.message === 'string') failure.message = scrub(failure.message);
        const status = failure.status ?? 0;
        const headers = failure.response?.headers ?? {};
        const label = `${String(requestOptions.method)} ${scrub(String(requestOptions.url))}`;
        const rateWait =
          status === 403 || status === 429
            ? rateLimitWait(headers, now(), status, failure.message)
            : undefined;
        if (rateWait !== undefined) {
          if (rateLimitRetries >= maxRateLimit || rateWait > maxWait) throw error;
          rateLimitRetries++;
          options.log?.(
            `${label}: rate limited (${status}), retrying in ${Math.ceil(rateWait / 1000)} s`,
          );
          await sleep(rateWait);
          continue;
        }
        if (status >= 500 && status <= 599) {
          if (serverRetries >= maxServer) throw error;
          const wait = serverDelay * 2 ** serverRetries;
          serverRetries++;
          options.log?.(`${label}: ${status}, retrying in ${wait} ms`);
          await sleep(wait);
          continue;
        }
        throw error;
      }
    }
  });
  return client;
}

/** GitHub's advice for a secondary rate limit that names no time: wait a minute. */
const SECONDARY_RATE_LIMIT_WAIT_MS = 60_000;

/**
 * How long a 403/429 asks us to wait, or undefined when it is not a rate limit
 * (a 403 for missing permissions must fail at once). Without `retry-after` or an
 * exhausted quota, a 429 or a 403 whose message says "rate limit" (a secondary
 * rate limit) waits a minute, as GitHub's documentation asks.
 */
export function rateLimitWait(
  headers: Record<string, string | number | undefined>,
  nowMs: number,
  status?: number,
  message?: string,
): number | undefined {
  const retryAfter = headers['retry-after'];
  if (retryAfter !== undefined && retryAfter !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(String(retryAfter));
    if (!Number.isNaN(date)) return Math.max(0, date - nowMs);
  }
  if (String(headers['x-ratelimit-remaining']) === '0') {
    const reset = Number(headers['x-ratelimit-reset']);
    // A second of slack: the reset time is rounded down to whole seconds.
    if (Number.isFinite(reset)) return Math.max(0, reset * 1000 - nowMs) + 1000;
    return 60_000;
  }
  if (status === 429 || (status === 403 && /rate limit/i.test(message ?? ''))) {
    return SECONDARY_RATE_LIMIT_WAIT_MS;
  }
  return undefined;
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
  return error instanceof Error ? error.message : String(error);
}
