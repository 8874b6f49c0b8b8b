/**
 * The images of a request's text given to the model (docs/contract.md#images): those in the
 * request, the issue or pull request body, the review comments and the earlier comments the
 * prompt carries, in that order (the prompt's). Each attachment on GitHub's hosts is
 * downloaded (download.ts) and stands in the text as `[image N]` followed by its marker,
 * where the engine puts the image block (src/engine/session/prompt-images.ts); every other
 * image is named in its place with the reason it was left out. The marker is written with
 * characters the sanitized text can never hold (invisible ones) and this run's random
 * nonce, so nothing written on GitHub can move an image.
 */
import { randomBytes } from 'node:crypto';
import { MAX_PROMPT_IMAGE_BYTES, type PromptImage } from '../../engine/session/prompt-images.js';
import { applyEdits, type Edit } from '../../engine/safety/text-edits.js';
import type { TaskContext } from '../github/context.js';
import { downloadImage, type Downloaded, type ImageDownloadOptions } from './download.js';
import { findImages, type FoundImage } from './find.js';
import { attachmentSource } from './hosts.js';

/** Downloads at once. */
const PARALLEL_DOWNLOADS = 4;
/** Invisible separator: stripped from every text taken from GitHub, so none can forge a marker. */
const MARKER_EDGE = '\u2063';

/** An image the model did not get, and why. */
export interface LeftOutImage {
  number: number;
  /** The URL without its query (a storage URL's signature stays out of logs and reports). */
  name: string;
  reason: string;
}

/** What the images of a request came to. */
export interface RequestImages {
  /** The context with each image replaced by its place (`[image N]`) or its note. */
  context: TaskContext;
  /** The images downloaded, each with the marker its place in the text holds. */
  images: PromptImage[];
  leftOut: LeftOutImage[];
}

export interface AttachOptions extends Omit<ImageDownloadOptions, 'maxBytes'> {
  /** `max_images`: attachments beyond this many are left out. */
  maxImages: number;
  /** The download, for tests of what surrounds it. */
  download?: (url: string, options: ImageDownloadOptions) => Promise<Downloaded>;
}

/** One distinct image URL of the request, numbered in the order it first stands. */
interface Candidate {
  number: number;
  url: string;
  outcome?: { image: PromptImage } | { reason: string };
}

/** Finds, judges and downloads the request's images; the context comes back rewritten. */
export async function attachImages(
  context: TaskContext,
  options: AttachOptions,
): Promise<RequestImages> {
  const texts = requestTexts(context);
  const found = texts.map((text) => findImages(text));
  const candidates = numbered(found.flat());
  if (candidates.size === 0) return { context, images: [], leftOut: [] };
  await judgeAndDownload([...candidates.values()], options, randomBytes(6).toString('hex'));
  const seen = new Set<number>();
  const rewritten = texts.map((text, index) =>
    applyEdits(
      text,
      (found[index] ?? []).map((image) => placeOf(image, candidates.get(image.url)!, seen)),
    ),
  );
  const images: PromptImage[] = [];
  const leftOut: LeftOutImage[] = [];
  for (const candidate of candidates.values()) {
    const outcome = candidate.outcome!;
    if ('image' in outcome) images.push(outcome.image);
    else leftOut.push({ number: candidate.number, name: nameOf(candidate.url), ...outcome });
  }
  return { context: withTexts(context, rewritten), images, leftOut };
}

/** The request's texts, in the prompt's order (src/github-side/prompts/request.ts). */
function requestTexts(context: TaskContext): string[] {
  return [
    context.request,
    context.body,
    ...(context.pullRequest?.reviewComments ?? []).map((comment) => comment.body),
    ...context.comments.map((comment) => comment.body),
  ];
}

/** The context with its texts replaced, in {@link requestTexts}' order. */
function withTexts(context: TaskContext, texts: readonly string[]): TaskContext {
  let at = 0;
  const next = () => texts[at++] ?? '';
  const request = next();
  const body = next();
  const pr = context.pullRequest;
  const reviewComments = pr?.reviewComments.map((comment) => ({ ...comment, body: next() }));
  const comments = context.comments.map((comment) => ({ ...comment, body: next() }));
  return {
    ...context,
    request,
    body,
    comments,
    ...(pr && reviewComments ? { pullRequest: { ...pr, reviewComments } } : {}),
  };
}

function numbered(found: readonly FoundImage[]): Map<string, Candidate> {
  const candidates = new Map<string, Candidate>();
  for (const { url } of found) {
    if (!candidates.has(url)) candidates.set(url, { number: candidates.size + 1, url });
  }
  return candidates;
}

/**
 * Sets each candidate's outcome: a URL off GitHub's attachment hosts is never fetched;
 * the first `maxImages` attachments are downloaded, and kept while the prompt's images
 * stay within what one request can carry.
 */
async function judgeAndDownload(
  candidates: readonly Candidate[],
  options: AttachOptions,
  nonce: string,
): Promise<void> {
  const attachments: Candidate[] = [];
  for (const candidate of candidates) {
    const source = attachmentSource(candidate.url, options.serverUrl);
    if ('reason' in source) candidate.outcome = source;
    else if (attachments.length >= options.maxImages) {
      candidate.outcome = { reason: `more than max_images (${options.maxImages}) images` };
    } else attachments.push(candidate);
  }
  const download = options.download ?? downloadImage;
  const results = await inBatches(attachments, PARALLEL_DOWNLOADS, (candidate) =>
    download(candidate.url, options),
  );
  let total = 0;
  attachments.forEach((candidate, index) => {
    const result = results[index]!;
    if ('reason' in result) {
      candidate.outcome = result;
      return;
    }
    total += result.bytes.length;
    if (total > MAX_PROMPT_IMAGE_BYTES) {
      total -= result.bytes.length;
      candidate.outcome = { reason: 'the images before it fill what one request can carry' };
      return;
    }
    const marker = `${MARKER_EDGE}image-${nonce}-${candidate.number}${MARKER_EDGE}`;
    candidate.outcome = {
      image: {
        marker,
        mediaType: result.mediaType,
        data: result.bytes.toString('base64'),
        name: nameOf(candidate.url),
        bytes: result.bytes.length,
      },
    };
  });
}

/** What stands in the text for an image: its place, a pointer back, or why it is left out. */
function placeOf(found: FoundImage, candidate: Candidate, seen: Set<number>): Edit {
  const { number } = candidate;
  const outcome = candidate.outcome!;
  const first = !seen.has(number);
  seen.add(number);
  const insert =
    'image' in outcome
      ? first
        ? `[image ${number}]${outcome.image.marker}`
        : `[image ${number}, shown above]`
      : `[image ${number} not shown (${code(nameOf(candidate.url))}): ${outcome.reason}]`;
  return { start: found.start, end: found.end, insert };
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

/** The URL as named in the prompt, the log and the report: no query, no fragment. */
function nameOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.slice(0, 200);
  }
}

function code(text: string): string {
  return `\`${text.replace(/`/g, '%60').replace(/\s+/g, ' ')}\``;
}
