/**
 * Downloads one attachment (docs/contract.md#images): the job's token goes to the server
 * only; GitHub's redirect is followed only to its storage (or the server itself), and that
 * request carries no token; the whole download has a time limit, and the size limit holds
 * while the bytes arrive (a server's `content-length` is not trusted to tell it). The type
 * and the size in pixels are judged by the bytes.
 */
import {
  checkImage,
  MAX_IMAGE_BYTES,
  type ImageMediaType,
} from '../../engine/session/prompt-images.js';
import { errorMessage } from '../../engine/text/error-message.js';
import { attachmentSource, redirectAllowed } from './hosts.js';

/** How long one image may take, redirects included. */
export const IMAGE_DOWNLOAD_TIMEOUT_MS = 20_000;
/** GitHub answers an attachment with one redirect to its storage; one more is allowed. */
const MAX_REDIRECTS = 2;

export interface ImageDownloadOptions {
  /** The job's token: sent to the server only. */
  token: string;
  /** `GITHUB_SERVER_URL`. */
  serverUrl: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
}

export type Downloaded = { bytes: Buffer; mediaType: ImageMediaType } | { reason: string };

/** The image at `url`, or why it was not taken. Never throws. */
export async function downloadImage(
  url: string,
  options: ImageDownloadOptions,
): Promise<Downloaded> {
  const source = attachmentSource(url, options.serverUrl);
  if ('reason' in source) return source;
  const timeoutMs = options.timeoutMs ?? IMAGE_DOWNLOAD_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await follow(source.url, source.withToken, options, signal);
    if ('reason' in response) return response;
    const bytes = await readLimited(response, options.maxBytes ?? MAX_IMAGE_BYTES);
    if ('reason' in bytes) return bytes;
    const checked = checkImage(bytes);
    return 'reason' in checked ? checked : { bytes, mediaType: checked.mediaType };
  } catch (error) {
    if (timeout.aborted) return { reason: `the download took longer than ${timeoutMs / 1000} s` };
    if (options.signal?.aborted) return { reason: 'the run was cancelled' };
    return { reason: `the download failed: ${errorMessage(error)}` };
  }
}

/** The answer with the file: the first request with the token, each redirect without. */
async function follow(
  first: URL,
  withToken: boolean,
  options: ImageDownloadOptions,
  signal: AbortSignal,
): Promise<Response | { reason: string }> {
  let url = first;
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = { accept: 'image/*', 'user-agent': 'agent-loop' };
    if (hop === 0 && withToken) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url, { headers, redirect: 'manual', signal });
    if (response.status < 300 || response.status >= 400) {
      if (response.ok) return response;
      await response.body?.cancel();
      return { reason: `GitHub answered ${response.status}` };
    }
    await response.body?.cancel();
    const location = response.headers.get('location');
    const target = location ? safeUrl(location, url) : undefined;
    if (!target || !redirectAllowed(target, options.serverUrl)) {
      return { reason: "GitHub's answer sent it to another host, which was not asked" };
    }
    if (hop >= MAX_REDIRECTS) return { reason: 'too many redirects' };
    url = target;
  }
}

/** The body, or a reason once it passes `maxBytes` (the rest is not read). */
async function readLimited(
  response: Response,
  maxBytes: number,
): Promise<Buffer | { reason: string }> {
  const tooLarge = { reason: `larger than ${formatMegabytes(maxBytes)}` };
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return tooLarge;
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function safeUrl(location: string, base: URL): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
