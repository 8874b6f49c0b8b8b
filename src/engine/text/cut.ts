/**
 * Cutting text to a length without breaking characters.
 *
 * Lengths are in UTF-16 code units (`string.length`), the unit every limit in
 * this project is written in. A plain `slice(0, n)` can end between the two
 * halves of a surrogate pair; the lone half makes the string ill-formed, and
 * both the Anthropic API and GitHub reject such text. These functions cut only
 * on grapheme-cluster boundaries (UAX #29, via `Intl.Segmenter`), so an emoji,
 * a flag, a ZWJ family or a letter with its combining marks is kept or dropped
 * whole.
 *
 * GitHub counts its limits in characters (65,536 for a body, 256 for a title)
 * and, measured, at most 4 UTF-8 bytes per character; a cut in UTF-16 units
 * never exceeds either count, so no byte-limit variant is needed.
 */

/**
 * Made on first use: building a segmenter loads ICU's break rules, about 20 ms,
 * which every run would otherwise pay at start, before its first model request.
 */
let segmenter: Intl.Segmenter | undefined;
function graphemes(): Intl.Segmenter {
  return (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));
}

/**
 * How far around a cut the segmenter looks. A grapheme cluster longer than
 * this (hundreds of stacked combining marks) may be split between two of its
 * code points; a surrogate pair never is.
 */
const WINDOW = 256;

/**
 * The largest grapheme boundary at or before `index` (0 and `text.length`
 * are boundaries): `text.slice(0, result)` is the longest whole-grapheme
 * prefix of at most `index` units.
 */
export function boundaryAtOrBefore(text: string, index: number): number {
  if (index >= text.length) return text.length;
  if (index <= 0) return 0;
  if (isPlainBoundary(text, index)) return index;
  // Inside a surrogate pair the answer is at or before the pair's start.
  if (isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1))) {
    if (index === 1) return 0;
    index--;
  }
  if (isSimpleBoundary(text, index)) return index;
  const start = segmentStart(text, index);
  const piece = text.slice(start, Math.min(text.length, index + 2));
  return (
    start +
    graphemes()
      .segment(piece)
      .containing(index - start)!.index
  );
}

/**
 * The smallest grapheme boundary at or after `index`: `text.slice(result)` is
 * the longest whole-grapheme suffix starting at or after `index`.
 */
export function boundaryAtOrAfter(text: string, index: number): number {
  if (index >= text.length) return text.length;
  if (index <= 0) return 0;
  if (isPlainBoundary(text, index)) return index;
  const start = segmentStart(text, index);
  const piece = text.slice(start, Math.min(text.length, index + WINDOW));
  const segment = graphemes()
    .segment(piece)
    .containing(index - start)!;
  const end = start + segment.index + segment.segment.length;
  return segment.index === index - start ? index : end;
}

/** `text` cut to at most `max` UTF-16 units, ending on a grapheme boundary. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, boundaryAtOrBefore(text, Math.floor(max)));
}

/**
 * `text` cut to at most `max` UTF-16 units with `marker` (counted in `max`)
 * at the end when anything was cut: for titles and one-line summaries.
 */
export function cutTextWithMarker(text: string, max: number, marker = '…'): string {
  if (text.length <= max) return text;
  return cutText(text, Math.max(0, max - marker.length)) + marker;
}

/** The end of `text`, at most `max` UTF-16 units, starting on a grapheme boundary. */
export function cutTextKeepingEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(boundaryAtOrAfter(text, text.length - Math.floor(Math.max(0, max))));
}

/**
 * True when `index` is a grapheme boundary judging by its two neighbours
 * alone: no rule of UAX #29 joins two code points below U+0300 except CR LF,
 * and none looks further back when the unit after the cut is below U+0300.
 * This is the fast path that makes cutting ASCII text cost a plain slice.
 */
function isPlainBoundary(text: string, index: number): boolean {
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return before < 0x300 && after < 0x300 && !(before === 0x0d && after === 0x0a);
}

/**
 * Code points that no rule of UAX #29 joins to a neighbour of the same kind:
 * pictographs (emoji), letters of scripts without prepended or spacing marks,
 * and everything below U+0300. (Their marks, modifiers, ZWJ, variation
 * selectors and regional indicators are all outside this class.)
 */
const SIMPLE =
  /(?:\p{Extended_Pictographic}|(?=\p{L})[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|[\0-\u02ff])/uy;

/**
 * True when the code points on both sides of `index` are {@link SIMPLE} (and
 * not CR LF): the second fast path, which keeps emoji and CJK text off the
 * segmenter. `index` must not split a surrogate pair.
 */
function isSimpleBoundary(text: string, index: number): boolean {
  if (isLowSurrogate(text.charCodeAt(index))) return false;
  const before = isLowSurrogate(text.charCodeAt(index - 1)) ? index - 2 : index - 1;
  if (before < 0 || (text.charCodeAt(before) === 0x0d && text.charCodeAt(index) === 0x0a))
    return false;
  SIMPLE.lastIndex = before;
  if (!SIMPLE.test(text)) return false;
  SIMPLE.lastIndex = index;
  return SIMPLE.test(text);
}

/**
 * Where to start segmenting so that the boundaries near `index` come out as in
 * the whole text: the nearest plain boundary behind it, else the start of the
 * window, moved back off a low surrogate and to the start of a run of regional
 * indicators (flags pair up counting from the run's start).
 */
function segmentStart(text: string, index: number): number {
  const floor = Math.max(0, index - WINDOW);
  let start = index - 1;
  while (start > floor && !isPlainBoundary(text, start)) start--;
  if (start > 0 && isPlainBoundary(text, start)) return start;
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
  while (start >= 2 && isRegionalIndicator(text, start) && isRegionalIndicator(text, start - 2))
    start -= 2;
  return start;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** U+1F1E6..U+1F1FF, the halves of a flag, starting at `index`. */
function isRegionalIndicator(text: string, index: number): boolean {
  const point = text.codePointAt(index) ?? 0;
  return point >= 0x1f1e6 && point <= 0x1f1ff;
}
