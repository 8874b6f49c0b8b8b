import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/text/cut.ts
var segmenter;
function graphemes() {
  return segmenter ??= new Intl.Segmenter(void 0, { granularity: "grapheme" });
}
var WINDOW = 256;
function boundaryAtOrBefore(text, index) {
  if (index >= text.length) return text.length;
  if (index <= 0) return 0;
  if (isPlainBoundary(text, index)) return index;
  if (isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1))) {
    if (index === 1) return 0;
    index--;
  }
  if (isSimpleBoundary(text, index)) return index;
  const start = segmentStart(text, index);
  const piece = text.slice(start, Math.min(text.length, index + 2));
  return start + graphemes().segment(piece).containing(index - start).index;
}
function boundaryAtOrAfter(text, index) {
  if (index >= text.length) return text.length;
  if (index <= 0) return 0;
  if (isPlainBoundary(text, index)) return index;
  const start = segmentStart(text, index);
  const piece = text.slice(start, Math.min(text.length, index + WINDOW));
  const segment = graphemes().segment(piece).containing(index - start);
  const end = start + segment.index + segment.segment.length;
  return segment.index === index - start ? index : end;
}
function cutText(text, max) {
  if (text.length <= max) return text;
  return text.slice(0, boundaryAtOrBefore(text, Math.floor(max)));
}
function cutTextWithMarker(text, max, marker = "\u2026") {
  if (text.length <= max) return text;
  return cutText(text, Math.max(0, max - marker.length)) + marker;
}
function cutTextKeepingEnd(text, max) {
  if (text.length <= max) return text;
  return text.slice(boundaryAtOrAfter(text, text.length - Math.floor(Math.max(0, max))));
}
function isPlainBoundary(text, index) {
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return before < 768 && after < 768 && !(before === 13 && after === 10);
}
var SIMPLE = new RegExp("(?:\\p{Extended_Pictographic}|(?=\\p{L})[\\p{sc=Latin}\\p{sc=Greek}\\p{sc=Cyrillic}\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}]|[\\0-\\u02ff])", "uy");
function isSimpleBoundary(text, index) {
  if (isLowSurrogate(text.charCodeAt(index))) return false;
  const before = isLowSurrogate(text.charCodeAt(index - 1)) ? index - 2 : index - 1;
  if (before < 0 || text.charCodeAt(before) === 13 && text.charCodeAt(index) === 10)
    return false;
  SIMPLE.lastIndex = before;
  if (!SIMPLE.test(text)) return false;
  SIMPLE.lastIndex = index;
  return SIMPLE.test(text);
}
function segmentStart(text, index) {
  const floor = Math.max(0, index - WINDOW);
  let start = index - 1;
  while (start > floor && !isPlainBoundary(text, start)) start--;
  if (start > 0 && isPlainBoundary(text, start)) return start;
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
  while (start >= 2 && isRegionalIndicator(text, start) && isRegionalIndicator(text, start - 2))
    start -= 2;
  return start;
}
function isHighSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function isLowSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function isRegionalIndicator(text, index) {
  const point = text.codePointAt(index) ?? 0;
  return point >= 127462 && point <= 127487;
}

export {
  cutText,
  cutTextWithMarker,
  cutTextKeepingEnd
};
