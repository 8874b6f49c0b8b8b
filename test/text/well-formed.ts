/**
 * Well-formed Unicode checks for tests (`String.prototype.isWellFormed` is not
 * in Node 20): a lone surrogate is what the Anthropic API and GitHub reject.
 */
import { expect } from 'vitest';

/** The index of the first unpaired surrogate in `text`, or -1. */
export function loneSurrogateIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
      else return index;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return index;
    }
  }
  return -1;
}

/** Fails with the position and its neighbourhood when `text` holds a lone surrogate. */
export function expectWellFormed(text: string, what = 'text'): void {
  const index = loneSurrogateIndex(text);
  const around = index < 0 ? '' : JSON.stringify(text.slice(Math.max(0, index - 10), index + 10));
  expect(index, `${what} has a lone surrogate at ${index}: ${around}`).toBe(-1);
}

/**
 * Checks a request body as it crossed the wire: it parses, and no string in it
 * holds a lone surrogate (JSON.stringify writes one as a `\udXXX` escape, so
 * the raw text alone does not show it).
 */
export function expectWellFormedJson(raw: string, what = 'request'): void {
  expectWellFormed(raw, what);
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') expectWellFormed(value, `${what} at ${path}`);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(JSON.parse(raw) as unknown, '$');
}

/** 🙂 repeated: each is two UTF-16 units. */
export function emoji(count: number): string {
  return '🙂'.repeat(count);
}
