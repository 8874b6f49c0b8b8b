/**
 * What the model gets of a foreground command's output. Up to the cap it is sent
 * whole; over it, the whole output is saved to a file Read may open and the model
 * gets its start, its end and the file's path: a long output then costs about
 * 2,000 characters in every later request instead of 30,000. When nothing can be
 * saved, the start is kept up to the cap and the rest is counted.
 */
import { cutText, cutTextKeepingEnd } from '../text/cut.js';
import { MAX_BASH_OUTPUT_CHARS } from './bash.js';

/** Output kept in memory and in the saved file; beyond it, characters are only counted. */
export const MAX_SAVED_OUTPUT_CHARS = 8 * 1024 * 1024;
/** The start and the end of a saved output the model is shown. */
const PREVIEW_HEAD_CHARS = 1200;
const PREVIEW_TAIL_CHARS = 800;

/**
 * The output's part of the answer (empty when there was none). `text` is already
 * redacted; `omittedChars` were counted and not kept; `save` stores a text and
 * returns its path, or throws.
 */
export function outputLines(
  text: string,
  omittedChars: number,
  save?: (text: string) => string,
): string[] {
  if (text.length <= MAX_BASH_OUTPUT_CHARS && omittedChars === 0) {
    const whole = text.replace(/\n$/, '');
    return whole.length > 0 ? [whole] : [];
  }
  if (save) {
    const kept = cutText(text, MAX_SAVED_OUTPUT_CHARS);
    const omitted = omittedChars + text.length - kept.length;
    try {
      const dropped = omitted > 0 ? `\n[... ${omitted} more characters of output dropped]\n` : '';
      return preview(kept, omitted, save(kept + dropped));
    } catch {
      // Saving failed (no room, the run ending): the start is kept, as below.
    }
  }
  const kept = cutText(text, MAX_BASH_OUTPUT_CHARS);
  const omitted = omittedChars + text.length - kept.length;
  const start = kept.replace(/\n$/, '');
  return [...(start.length > 0 ? [start] : []), `[... ${omitted} more characters of output cut]`];
}

/** The start and the end of a saved output, the cut said in one line between them. */
function preview(kept: string, omitted: number, path: string): string[] {
  const head = toLineEnd(cutText(kept, PREVIEW_HEAD_CHARS));
  const tailStart = lineStartNear(
    kept,
    kept.length - cutTextKeepingEnd(kept, PREVIEW_TAIL_CHARS).length,
  );
  const tailLine = countLines(kept.slice(0, tailStart)) + 1;
  const size = `${kept.length + omitted} characters, ${countLines(kept)} lines`;
  const inFile = omitted > 0 ? ` (the first ${kept.length} characters)` : '';
  return [
    head.replace(/\n$/, ''),
    `[... Output too long (${size}): saved whole${inFile} to ${path}; shown here are its start and its end (from line ${tailLine}). Read it with offset/limit for the rest.]`,
    kept.slice(tailStart).replace(/\n$/, ''),
  ];
}

/** `text` up to its last line break, when one is in its second half. */
function toLineEnd(text: string): string {
  const end = text.lastIndexOf('\n');
  return end >= text.length / 2 ? text.slice(0, end + 1) : text;
}

/** `start`, or the start of the next line when `start` is inside a line that ends soon after. */
function lineStartNear(text: string, start: number): number {
  if (start === 0 || text[start - 1] === '\n') return start;
  const next = text.indexOf('\n', start);
  return next >= 0 && next - start < PREVIEW_TAIL_CHARS / 2 ? next + 1 : start;
}

/** Lines as Read counts them: a last line without its break counts too. */
function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count += 1;
  return text.length > 0 && !text.endsWith('\n') ? count + 1 : count;
}
