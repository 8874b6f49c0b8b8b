/**
 * Well-formed Unicode checks for tests (`String.prototype.isWellFormed` is not
 * in Node 20): a lone surrogate is what the Anthropic API and GitHub reject.
 */
import { expect } from 'vitest';
import { findLoneSurrogate, loneSurrogateIndex } from '../fakes/unicode.js';

export { findLoneSurrogate, loneSurrogateIndex };

/** Fails with the position and its neighbourhood when `text` holds a lone surrogate. */
export function expectWellFormed(text: string, what = 'text'): void {
  const index = loneSurrogateIndex(text);
  const around = index < 0 ? '' : JSON.stringify(text.slice(Math.max(0, index - 10), index + 10));
  expect(index, `${what} has a lone surrogate at ${index}: ${around}`).toBe(-1);
}

/** Checks a request body as it crossed the wire: it parses and holds no lone surrogate. */
export function expectWellFormedJson(raw: string, what = 'request'): void {
  expect(findLoneSurrogate(JSON.parse(raw) as unknown), `lone surrogate in ${what}`).toBe(
    undefined,
  );
}

/** 🙂 repeated: each is two UTF-16 units. */
export function emoji(count: number): string {
  return '🙂'.repeat(count);
}
