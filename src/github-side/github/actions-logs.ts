/**
 * The failed jobs of a workflow run and their logs, from the Actions API: the
 * jobs of the run's latest attempt (`GET /actions/runs/{id}/jobs?filter=latest`),
 * and for each failed job its log (`GET /actions/jobs/{id}/logs`), which GitHub
 * answers with a 302 to a short-lived download URL on another host. The redirect
 * is followed by hand so the token is never sent to that host.
 */
import { cutTextKeepingEnd } from '../../engine/text/cut.js';
import { githubId, restId, type GitHubId } from './ids.js';
import { redactToken, type GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** A job of the run that did not succeed, with the steps that failed. */
export interface FailedJob {
  /** The job's id, a decimal string (src/github-side/github/ids.ts). */
  id: GitHubId;
  name: string;
  /** `failure` or `timed_out`. */
  conclusion: string;
  /** Names of the steps whose conclusion is failure or timed_out, in order. */
  failedSteps: string[];
  htmlUrl?: string;
}

/** Job conclusions that count as a failure of the run (not cancelled or skipped). */
const FAILED = new Set(['failure', 'timed_out']);

/** The run's failed jobs (latest attempt). */
export async function listFailedJobs(
  client: GitHubClient,
  repo: RepoRef,
  runId: GitHubId,
): Promise<FailedJob[]> {
  const jobs = await client.paginate(client.rest.actions.listJobsForWorkflowRun, {
    owner: repo.owner,
    repo: repo.repo,
    run_id: restId(runId),
    filter: 'latest',
    per_page: 100,
  });
  return jobs
    .filter((job) => job.conclusion !== null && FAILED.has(job.conclusion))
    .map((job) => ({
      id: githubId(job.id),
      name: job.name,
      conclusion: job.conclusion ?? 'failure',
      failedSteps: (job.steps ?? [])
        .filter((step) => step.conclusion !== null && FAILED.has(step.conclusion ?? ''))
        .map((step) => step.name),
      ...(job.html_url ? { htmlUrl: job.html_url } : {}),
    }));
}

/** Downloads keep at most this many bytes from the end of a log. */
export const MAX_LOG_BYTES = 2 * 1024 * 1024;

/** What {@link downloadJobLog} needs besides the client. */
export interface DownloadOptions {
  /** The fetch used for the download URL (tests pass their own). */
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/**
 * A job's plain-text log. The API's 302 is not followed by the client: its
 * Location is fetched without the Authorization header (it carries its own
 * signature), so the token stays with the API host.
 */
export async function downloadJobLog(
  client: GitHubClient,
  repo: RepoRef,
  jobId: GitHubId,
  options: DownloadOptions = {},
): Promise<string> {
  const response = await client.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
    owner: repo.owner,
    repo: repo.repo,
    job_id: restId(jobId),
    request: { redirect: 'manual', ...(options.signal ? { signal: options.signal } : {}) },
  });
  const status = response.status as number;
  if (status >= 200 && status < 300) return tailOfText(String(response.data ?? ''));
  const location = (response.headers as Record<string, string | undefined>).location;
  if (status < 300 || status >= 400 || !location) {
    throw new Error(`the logs of job ${jobId} answered ${status} without a download location`);
  }
  const target = new URL(location, response.url || undefined);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(`the logs of job ${jobId} redirect to an unsupported URL scheme`);
  }
  const fetchLog = options.fetch ?? globalThis.fetch;
  // No headers of ours: the URL is pre-signed, and the token must not travel with it.
  const download = await fetchLog(target, {
    redirect: 'follow',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!download.ok) {
    throw new Error(`downloading the logs of job ${jobId} failed with ${download.status}`);
  }
  return tailOfText(await readTail(download, MAX_LOG_BYTES));
}

/** The last `maxBytes` of a response body, read as a stream (a log can be hundreds of MB). */
async function readTail(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    chunks.push(Buffer.from(chunk));
    kept += chunk.byteLength;
    while (chunks.length > 1 && kept - chunks[0]!.byteLength >= maxBytes) {
      kept -= chunks.shift()!.byteLength;
    }
  }
  const all = Buffer.concat(chunks);
  return all.subarray(Math.max(0, all.byteLength - maxBytes)).toString('utf8');
}

function tailOfText(text: string): string {
  return text.length > MAX_LOG_BYTES ? cutTextKeepingEnd(text, MAX_LOG_BYTES) : text;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
/** The runner's timestamp at the start of every log line. */
const TIMESTAMP = /^\uFEFF?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/gm;

/** The log without colour codes, line timestamps, a byte-order mark or carriage returns. */
export function cleanLog(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(ANSI, '')
    .replace(TIMESTAMP, '')
    .replace(/^\uFEFF/, '');
}

/**
 * The part of a cleaned job log that shows the failure: the steps (sections
 * starting at a `##[group]Run …` line) that contain an `##[error]` line, else
 * the whole log; their ends are kept within `budget` characters, the later
 * steps first (the first error usually stops the job).
 */
export function failingSections(log: string, budget: number): string {
  const lines = log.split('\n');
  const starts: number[] = [];
  lines.forEach((line, index) => {
    if (line.startsWith('##[group]Run ')) starts.push(index);
  });
  const sections = starts.map((start, position) =>
    lines.slice(start, starts[position + 1] ?? lines.length).join('\n'),
  );
  const failing = sections.filter((section) => /^##\[error\]/m.test(section));
  const chosen = failing.length > 0 ? failing : [log];
  const share = Math.max(200, Math.floor(budget / chosen.length));
  const parts = chosen.map((section) => tailWithHeading(section, share));
  return cutTextKeepingEnd(parts.join('\n\n'), budget);
}

/** The section's end within `max` characters, keeping its first line (the step's command). */
function tailWithHeading(section: string, max: number): string {
  if (section.length <= max) return section;
  const newline = section.indexOf('\n');
  const heading = newline > 0 && newline < 300 ? section.slice(0, newline) : '';
  const room = Math.max(0, max - heading.length - 40);
  const omitted = section.length - room - heading.length;
  return `${heading}${heading ? '\n' : ''}[… ${omitted} characters cut …]\n${cutTextKeepingEnd(section, room)}`;
}

/** One failed job's log, ready for the model. */
export interface FailureLog {
  job: FailedJob;
  /** Cleaned, masked and trimmed; empty when the download failed (see `error`). */
  excerpt: string;
  error?: string;
}

/** What {@link collectFailureLogs} needs. */
export interface CollectInput {
  client: GitHubClient;
  repo: RepoRef;
  runId: GitHubId;
  /** Characters of log excerpt for all jobs together. */
  budgetChars: number;
  /** Masks secret values (applied after cleaning, before trimming). */
  redact: (text: string) => string;
  /** At most this many failed jobs are read (the rest are named only). */
  maxJobs?: number;
  download?: DownloadOptions;
}

/** The failed jobs of `runId` with the failing steps' log tails. */
export async function collectFailureLogs(
  input: CollectInput,
): Promise<{ jobs: FailedJob[]; logs: FailureLog[] }> {
  const jobs = await listFailedJobs(input.client, input.repo, input.runId);
  const read = jobs.slice(0, input.maxJobs ?? 5);
  const share = Math.floor(input.budgetChars / Math.max(1, read.length));
  const logs: FailureLog[] = [];
  for (const job of read) {
    try {
      const raw = await downloadJobLog(input.client, input.repo, job.id, input.download);
      // Masked before it is cut: a cut secret would no longer be recognised.
      const masked = redactToken(input.redact(cleanLog(raw)), '');
      logs.push({ job, excerpt: failingSections(masked, share) });
    } catch (error) {
      logs.push({
        job,
        excerpt: '',
        error: errorMessage(error),
      });
    }
  }
  return { jobs, logs };
}
