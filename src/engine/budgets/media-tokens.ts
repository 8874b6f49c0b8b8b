/**
 * Upper bounds on the input tokens of an image or a PDF block, for the spend cap's
 * worst case (run-spend-cap.ts): their base64 size says little about what they are billed.
 *
 * An image is billed by its pixels, `tokens = (width px × height px) / 750`, after the API
 * scales an image down whose long edge is above the model's limit (1568 px on most models,
 * 2576 px on the newest, which we assume for all)
 * (https://platform.claude.com/docs/en/build-with-claude/vision, "Calculate image costs").
 * The size is read from the file's header (PNG, GIF, JPEG, WebP); an image whose size
 * cannot be read counts as the largest the API keeps.
 */

/** The longest edge the API keeps before scaling an image down (newest models). */
export const MAX_IMAGE_EDGE_PX = 2576;
/** Pixels per token. */
const PIXELS_PER_TOKEN = 750;
/** Framing around each media block. */
const MEDIA_FRAMING_TOKENS = 16;
/** The header bytes read for the size (a JPEG's frame header may follow its metadata). */
const HEADER_BYTES = 96 * 1024;

/** The most tokens an image of this size is billed. */
export function imageTokenBound(size: { width: number; height: number } | undefined): number {
  const { width, height } = size ?? { width: MAX_IMAGE_EDGE_PX, height: MAX_IMAGE_EDGE_PX };
  const scale = Math.min(1, MAX_IMAGE_EDGE_PX / Math.max(width, height, 1));
  const pixels = Math.ceil(width * scale) * Math.ceil(height * scale);
  return Math.ceil(pixels / PIXELS_PER_TOKEN) + MEDIA_FRAMING_TOKENS;
}

/**
 * The most tokens a PDF is billed: each page as an image of the largest size plus its
 * text, which cannot take more tokens than its bytes uncompressed (four times the file
 * is the bound we take for deflated text).
 */
export function documentTokenBound(base64: string): number {
  const bytes = Buffer.from(base64, 'base64');
  const pages = Math.max(1, (bytes.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length);
  return pages * imageTokenBound(undefined) + bytes.length * 4 + MEDIA_FRAMING_TOKENS;
}

/** Width and height from an image file's header, or undefined when it cannot be read. */
export function imageSize(base64: string): { width: number; height: number } | undefined {
  const bytes = Buffer.from(base64.slice(0, Math.ceil((HEADER_BYTES * 4) / 3)), 'base64');
  return pngSize(bytes) ?? gifSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes);
}

function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer) {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'GIF') return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** The first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(bytes: Buffer) {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer) {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}
