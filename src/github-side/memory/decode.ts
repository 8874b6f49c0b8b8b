/**
 * Reads run memory back from GitHub. Everything here is untrusted: only blocks in text
 * written by the agent's own identity count, the payload is size-capped before and
 * after inflating (no zip bombs), and the JSON must match the schema, whose parse also
 * cleans every string. The newest valid block wins.
 */
import { inflateSync } from 'node:zlib';
import { memoryPayloads } from './block.js';
import { MemoryFormatError, parseRunMemory, type RunMemory } from './schema.js';

/** A payload longer than this is not ours (the writer caps blocks far below it). */
const MAX_PAYLOAD_CHARS = 20_000;
/** Inflated JSON longer than this is refused. */
const MAX_INFLATED_BYTES = 256 * 1024;

/** A piece of GitHub text that may hold memory: a PR body or a comment. */
export interface MemorySource {
  /** The login of whoever wrote it (the PR's or the comment's author). */
  author: string;
  body: string | null | undefined;
  /** ISO time of its last change: the newest source wins. */
  updatedAt: string;
}

/** The memory in one payload; throws {@link MemoryFormatError} when it is not valid. */
export function decodeMemoryPayload(payload: string): RunMemory {
  if (payload.length > MAX_PAYLOAD_CHARS) throw new MemoryFormatError('the block is too large');
  let json: string;
  try {
    json = inflateSync(Buffer.from(payload, 'base64'), {
      maxOutputLength: MAX_INFLATED_BYTES,
    }).toString('utf8');
  } catch {
    throw new MemoryFormatError('the block is not deflated data (or inflates too large)');
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new MemoryFormatError('the block is not JSON');
  }
  return parseRunMemory(value);
}

/**
 * The newest valid memory among `sources` written by one of `trustedAuthors` (compared
 * without case), or undefined. Blocks by anyone else, and invalid blocks, are skipped.
 */
export function latestTrustedMemory(
  sources: readonly MemorySource[],
  trustedAuthors: readonly string[],
): RunMemory | undefined {
  const trusted = new Set(trustedAuthors.map((login) => login.toLowerCase()));
  const ordered = sources
    .filter((source) => trusted.has(source.author.toLowerCase()))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  for (const source of ordered) {
    for (const payload of memoryPayloads(source.body).reverse()) {
      try {
        return decodeMemoryPayload(payload);
      } catch (error) {
        if (!(error instanceof MemoryFormatError)) throw error;
      }
    }
  }
  return undefined;
}
