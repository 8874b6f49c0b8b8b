/**
 * `--image <file>` (repeatable; docs/contract.md#images): local images given to the model
 * after the prompt's text, with the checks the action makes of an attachment: at most
 * 5 MB each, PNG, JPEG, GIF or WebP judged by the bytes, at most {@link MAX_CLI_IMAGES}
 * and 20 MB together. A file that fails one is a usage error naming it: the person running
 * the command is there to fix it.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import {
  MAX_IMAGE_BYTES,
  MAX_PROMPT_IMAGE_BYTES,
  checkImage,
  type PromptImage,
} from '../engine/session/prompt-images.js';
import { UsageError } from './usage-error.js';

/** The API reads at most 20 images of full size in one request. */
export const MAX_CLI_IMAGES = 20;

/** The images the flags name, read and checked; a UsageError for the first bad one. */
export async function readCliImages(paths: readonly string[]): Promise<PromptImage[]> {
  if (paths.length > MAX_CLI_IMAGES) {
    throw new UsageError(`--image: ${paths.length} images, at most ${MAX_CLI_IMAGES}`);
  }
  const nonce = randomBytes(6).toString('hex');
  const images: PromptImage[] = [];
  let total = 0;
  for (const [index, path] of paths.entries()) {
    const bytes = await readImage(path);
    const checked = checkImage(bytes);
    if ('reason' in checked) throw new UsageError(`--image: "${path}": ${checked.reason}`);
    const { mediaType } = checked;
    total += bytes.length;
    if (total > MAX_PROMPT_IMAGE_BYTES) {
      throw new UsageError(`--image: the images are larger than 20 MB together`);
    }
    images.push({
      marker: `\u2063image-${nonce}-${index + 1}\u2063`,
      mediaType,
      data: bytes.toString('base64'),
      name: basename(path),
      bytes: bytes.length,
    });
  }
  return images;
}

/** The prompt with each image's place after its text: `[image N: name]` and the marker. */
export function withImagePlaces(prompt: string, images: readonly PromptImage[]): string {
  if (images.length === 0) return prompt;
  const places = images.map((image, index) => `[image ${index + 1}: ${image.name}]${image.marker}`);
  return `${prompt}\n\n${places.join('\n')}`;
}

async function readImage(path: string): Promise<Buffer> {
  const full = resolve(path);
  let size: number;
  try {
    const info = await stat(full);
    if (!info.isFile()) throw new UsageError(`--image: "${path}" is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--image: "${path}" cannot be read`);
  }
  if (size > MAX_IMAGE_BYTES) {
    throw new UsageError(`--image: "${path}" is larger than 5 MB`);
  }
  return readFile(full);
}
