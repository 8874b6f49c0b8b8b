/**
 * Images given with the prompt (docs/contract.md#images): a screenshot attached to an issue,
 * a file named by the CLI's `--image`. Each stands where its marker stands in the prompt's
 * text; the first user message carries it there as an image block (base64 source), so the
 * model reads the picture beside the words about it. The ledger bounds such a block by its
 * pixels (request-bound.ts), before the request is sent.
 *
 * Only what the API reads is given: PNG, JPEG, GIF and WebP, judged by the file's first
 * bytes, never by a name or a server's content type
 * (https://platform.claude.com/docs/en/build-with-claude/vision).
 */
import type { ContentBlockParam } from '../model/types.js';
import { imageSize } from '../budgets/media-tokens.js';

/** The image types the API reads. */
export type ImageMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The largest image given to the model (bytes of the file). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The most image bytes one prompt carries: the API refuses a request above 32 MB, and
 * base64 makes 20 MB of files about 27 MB of request.
 */
export const MAX_PROMPT_IMAGE_BYTES = 20 * 1024 * 1024;

/** One image of the prompt. */
export interface PromptImage {
  /**
   * The text in the prompt the image replaces (it stands there). Made so that no text
   * written by others can hold it (src/github-side/images/attach.ts).
   */
  marker: string;
  mediaType: ImageMediaType;
  /** The file, base64. */
  data: string;
  /** How the report and the log name it (a URL, a file name). */
  name: string;
  /** The file's size in bytes. */
  bytes: number;
}

/** The API refuses an image larger than this on either side (the whole request with it). */
export const MAX_IMAGE_SIDE_PX = 8000;

/** The header bytes enough to read an image's size (media-tokens.ts reads that much). */
const SIZE_HEADER_BYTES = 96 * 1024;

/**
 * The file's type if the API would take it: one of the four types by its bytes, and no
 * side above {@link MAX_IMAGE_SIDE_PX} (a full-page screenshot can be taller). Otherwise
 * why not, in words for the prompt and the report.
 */
export function checkImage(bytes: Uint8Array): { mediaType: ImageMediaType } | { reason: string } {
  const mediaType = sniffImageType(bytes);
  if (!mediaType) return { reason: 'not a PNG, JPEG, GIF or WebP image (judged by its bytes)' };
  const size = imageSize(Buffer.from(bytes.subarray(0, SIZE_HEADER_BYTES)).toString('base64'));
  if (size && Math.max(size.width, size.height) > MAX_IMAGE_SIDE_PX) {
    return {
      reason: `${size.width} × ${size.height} px, more than the ${MAX_IMAGE_SIDE_PX} px a side the API accepts`,
    };
  }
  return { mediaType };
}

/** A PNG file's first eight bytes (kept as numbers: the bundle stays plain ASCII). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The image type the bytes begin with, or undefined when they are none the API reads. */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | undefined {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (PNG_SIGNATURE.every((byte, at) => bytes[at] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) {
    return 'image/gif';
  }
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/**
 * The prompt as content blocks: its text cut at each image's marker, the image in its
 * place. An image whose marker the text does not hold (cut off with a long section) is
 * not given; {@link placedImages} says which are.
 */
export function promptContent(
  prompt: string,
  images: readonly PromptImage[] = [],
): ContentBlockParam[] {
  const blocks: ContentBlockParam[] = [];
  let rest = prompt;
  for (const { image, at } of positions(prompt, images)) {
    const offset = prompt.length - rest.length;
    const before = rest.slice(0, at - offset);
    if (before) blocks.push({ type: 'text', text: before });
    blocks.push({
      type: 'image',
      source: { type: 'base64', media_type: image.mediaType, data: image.data },
    });
    rest = rest.slice(at - offset + image.marker.length);
  }
  if (rest || blocks.length === 0) blocks.push({ type: 'text', text: rest });
  return blocks;
}

/** The images whose marker the prompt holds, in the order they stand in it. */
export function placedImages(prompt: string, images: readonly PromptImage[]): PromptImage[] {
  return positions(prompt, images).map(({ image }) => image);
}

/** The prompt's text without the images' markers (what hooks read: the words, not the seams). */
export function promptWords(prompt: string, images: readonly PromptImage[] = []): string {
  return images.reduce(
    (text, image) => (image.marker ? text.split(image.marker).join('') : text),
    prompt,
  );
}

/** The first place of each image's marker, in the prompt's order (markers never overlap). */
function positions(prompt: string, images: readonly PromptImage[]) {
  return images
    .map((image) => ({ image, at: image.marker ? prompt.indexOf(image.marker) : -1 }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
}
