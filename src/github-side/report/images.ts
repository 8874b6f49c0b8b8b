/**
 * The request's images as one note of the final comment and the step summary
 * (docs/contract.md#images): each image the model saw, and each left out with the reason.
 */
import { sanitizeModelText, type Redactor } from '../../engine/safety/markdown-safety.js';

/** The request's images, as the report shows them. */
export interface ImagesShown {
  seen: readonly { name: string; mediaType: string; bytes: number }[];
  leftOut: readonly { name: string; reason: string }[];
}

/** Images named one by one; the rest are counted. */
const MAX_LISTED = 20;

/** The note, or undefined when the request had no image. */
export function imagesNote(images: ImagesShown | undefined, redact: Redactor): string | undefined {
  if (!images || images.seen.length + images.leftOut.length === 0) return undefined;
  const seen = images.seen.map(
    (image) => `${code(image.name, redact)} (${kind(image.mediaType)}, ${kilobytes(image.bytes)})`,
  );
  const leftOut = images.leftOut.map(
    (image) => `${code(image.name, redact)}: ${plain(image.reason, redact)}`,
  );
  return [
    '> [!NOTE]',
    `> Images the model saw: ${seen.length}${seen.length > 0 ? '' : '.'}`,
    ...listed(seen),
    ...(leftOut.length > 0 ? [`> Images left out: ${leftOut.length}`, ...listed(leftOut)] : []),
  ].join('\n');
}

function listed(lines: readonly string[]): string[] {
  const more = lines.length - MAX_LISTED;
  return [
    ...lines.slice(0, MAX_LISTED).map((line) => `> - ${line}`),
    ...(more > 0 ? [`> - … and ${more} more`] : []),
  ];
}

function kind(mediaType: string): string {
  return mediaType.replace(/^image\//, '').toUpperCase();
}

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function code(text: string, redact: Redactor): string {
  return `\`${redact(text).replace(/\s+/g, ' ').replace(/`/g, "'").slice(0, 300)}\``;
}

function plain(text: string, redact: Redactor): string {
  return sanitizeModelText(text, redact).replace(/\s+/g, ' ').trim();
}
