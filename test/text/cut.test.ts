import { describe, expect, it } from 'vitest';
import {
  boundaryAtOrAfter,
  boundaryAtOrBefore,
  cutText,
  cutTextKeepingEnd,
  cutTextWithMarker,
} from '../../src/engine/text/cut.js';
import { expectWellFormed } from './well-formed.js';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Every grapheme boundary of `text`, from segmenting it whole: the oracle. */
function boundaries(text: string): number[] {
  const result = Array.from(segmenter.segment(text), (segment) => segment.index);
  result.push(text.length);
  return result;
}

// Pieces from many scripts and every kind of cluster the rules treat specially.
const PIECES = [
  'a',
  'Z',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  'é', // precomposed
  'e\u0301', // e + combining acute
  'a\u0301\u0323\u0308', // several marks
  'ß',
  'Ω',
  'Ж',
  'ש',
  'ع',
  '\u0600\u0661', // Arabic prepend + digit
  'क्षि', // Devanagari conjunct
  'ที่',
  '한',
  '\u1100\u1161\u11a8', // Hangul jamo L V T
  '日本',
  '🙂',
  '👍🏽', // skin tone modifier
  '👨‍👩‍👧‍👦', // ZWJ family
  '🏳️‍🌈',
  '🇫🇷',
  '🇯🇵🇺🇸',
  '\u{1F1E6}', // a lone regional indicator
  '©️',
  '#️⃣', // keycap
  '𝄞', // astral, not an emoji
  'Ж\u0483', // a Cyrillic combining mark (script Cyrillic, not a letter)
  'カ\u3099', // kana + voiced sound mark
  'กำ', // Thai SARA AM, a spacing mark
  '👍',
  '🏽', // a modifier on its own, joining what precedes it
  '\u{E0067}', // a tag character
  '\u200d', // stray ZWJ
  '\ufe0f',
];

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomText(next: () => number, pieces: number): string {
  let text = '';
  for (let i = 0; i < pieces; i++) text += PIECES[Math.floor(next() * PIECES.length)] ?? '';
  return text;
}

describe('boundaryAtOrBefore / boundaryAtOrAfter', () => {
  it('agree with segmenting the whole text, at every index of random mixed-script strings', () => {
    const next = random(2026);
    for (let round = 0; round < 300; round++) {
      const text = randomText(next, 1 + Math.floor(next() * 60));
      const all = boundaries(text);
      for (let index = 0; index <= text.length; index++) {
        const before = all.filter((b) => b <= index).at(-1);
        const after = all.find((b) => b >= index);
        expect(boundaryAtOrBefore(text, index), `${JSON.stringify(text)} @${index}`).toBe(before);
        expect(boundaryAtOrAfter(text, index), `${JSON.stringify(text)} @${index}`).toBe(after);
      }
    }
  });

  it('pair flags counted from the start of a long run of regional indicators', () => {
    const flags = '🇫🇷'.repeat(400); // longer than the segmenter's window
    for (const index of [799, 800, 801, 802, 803, 1598, 1599]) {
      const all = boundaries(flags);
      expect(boundaryAtOrBefore(flags, index)).toBe(all.filter((b) => b <= index).at(-1));
    }
    const shifted = `x${flags}`;
    expect(cutText(shifted, 803)).toBe(`x${'🇫🇷'.repeat(200)}`);
  });

  it('never splits a surrogate pair, even inside a cluster longer than the window', () => {
    const zalgo = `a${'\u0301'.repeat(300)}${'🙂\u0301'.repeat(200)}`;
    for (let index = 0; index <= zalgo.length; index += 7) expectWellFormed(cutText(zalgo, index));
  });

  it('clamp out-of-range indexes', () => {
    expect(boundaryAtOrBefore('abc', -5)).toBe(0);
    expect(boundaryAtOrBefore('abc', 99)).toBe(3);
    expect(boundaryAtOrAfter('abc', -5)).toBe(0);
    expect(boundaryAtOrAfter('abc', 99)).toBe(3);
  });
});

describe('cutText', () => {
  it('returns short text unchanged and cuts ASCII like slice', () => {
    expect(cutText('hello', 10)).toBe('hello');
    expect(cutText('hello', 5)).toBe('hello');
    expect(cutText('hello world', 5)).toBe('hello');
    expect(cutText('hello', 0)).toBe('');
  });

  it('keeps emoji, flags, ZWJ sequences and combining marks whole', () => {
    expect(cutText('🙂🙂🙂', 3)).toBe('🙂');
    expect(cutText('ab👨‍👩‍👧‍👦', 10)).toBe('ab');
    expect(cutText('🇫🇷🇯🇵', 6)).toBe('🇫🇷');
    expect(cutText('cafe\u0301!', 4)).toBe('caf');
    expect(cutText('line\r\nnext', 5)).toBe('line');
  });

  it('is at most max units, well-formed, and a prefix, for random strings and limits', () => {
    const next = random(7);
    for (let round = 0; round < 2000; round++) {
      const text = randomText(next, Math.floor(next() * 40));
      const max = Math.floor(next() * (text.length + 3));
      const cut = cutText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      expectWellFormed(cut);
      expect(boundaries(text)).toContain(cut.length);
    }
  });
});

describe('cutTextWithMarker', () => {
  it('adds the marker only when it cuts, within max', () => {
    expect(cutTextWithMarker('short', 10)).toBe('short');
    expect(cutTextWithMarker('🙂'.repeat(10), 6)).toBe('🙂🙂…');
    expect(cutTextWithMarker('abcdef', 4, '...')).toBe('a...');
    expect(cutTextWithMarker('🙂'.repeat(300), 240).length).toBeLessThanOrEqual(240);
  });
});

describe('cutTextKeepingEnd', () => {
  it('keeps a whole-grapheme suffix of at most max units', () => {
    expect(cutTextKeepingEnd('hello world', 5)).toBe('world');
    expect(cutTextKeepingEnd('🙂🙂🙂', 3)).toBe('🙂');
    expect(cutTextKeepingEnd('x👨‍👩‍👧‍👦', 5)).toBe('');
    const next = random(99);
    for (let round = 0; round < 1000; round++) {
      const text = randomText(next, Math.floor(next() * 40));
      const max = Math.floor(next() * (text.length + 3));
      const kept = cutTextKeepingEnd(text, max);
      expect(kept.length).toBeLessThanOrEqual(max);
      expect(text.endsWith(kept)).toBe(true);
      expectWellFormed(kept);
      expect(boundaries(text)).toContain(text.length - kept.length);
    }
  });
});
