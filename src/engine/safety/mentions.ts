/**
 * Posting the model's words without pinging anyone or closing an issue. GitHub
 * links `@user` and `@org/team` wherever the `@` follows anything but a letter,
 * digit or `_` (so `/@u`, `.@u`, `-@u`, `@@u` and `&#64;u` all notify), outside
 * code; the text is parsed as GitHub parses it (micromark with GFM), so code
 * spans and fences are exactly GitHub's, and each mention is put in code.
 * Closing keywords (`Fixes #1`, `closes other/repo#5`, `resolved: <issue URL>`)
 * get a word between keyword and reference, so only the action's own
 * `Fixes #n` line closes an issue.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import type { Event, Token } from 'micromark-util-types';
import { Tokenizer, type TokenHandler } from 'parse5';
import { applyEdits, type Edit } from './text-edits.js';

/** A mention as GitHub's filter reads it (the `@` is matched, not looked behind). */
const MENTION = /(?<![A-Za-z0-9_])@[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\/[A-Za-z0-9_.-]+)?/g;

/** Tokens whose text is never a mention: code, URLs, link destinations. */
const OPAQUE = new Set([
  'codeFenced',
  'codeIndented',
  'codeText',
  'autolink',
  'literalAutolink',
  'resourceDestination',
  'definitionDestination',
  'htmlText',
]);

/**
 * Puts every `@user` and `@org/team` mention outside code in code, so posting
 * the text notifies no one. Entity-encoded `@` (`&#64;`) is read as GitHub
 * reads it.
 */
export function defangMentions(text: string): string {
  if (!/@|&#0*64;|&#x0*40;|&commat;/i.test(text)) return text;
  const decoded = decodeAtSigns(text);
  return applyEdits(decoded, mentionEdits(decoded));
}

/** The parse events of `text` (CommonMark + GFM). */
function eventsOf(text: string): Event[] {
  return postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
}

/** Each character reference outside code that means `@` becomes `@` (the page shows the same). */
function decodeAtSigns(text: string): string {
  if (!/&#0*64;|&#x0*40;|&commat;/i.test(text)) return text;
  const edits: Edit[] = [];
  walkProse(text, (token) => {
    if (token.type !== 'characterReference') return;
    const source = text.slice(token.start.offset + 1, token.end.offset - 1);
    const value = source.startsWith('#')
      ? String.fromCodePoint(
          /^#x/i.test(source)
            ? Number.parseInt(source.slice(2), 16)
            : Number.parseInt(source.slice(1), 10),
        )
      : decodeNamedCharacterReference(source);
    if (value === '@')
      edits.push({ start: token.start.offset, end: token.end.offset, insert: '@' });
  });
  return applyEdits(text, edits);
}

/** The edits putting each mention in prose (and in raw HTML blocks) in code. */
function mentionEdits(text: string): Edit[] {
  const fence = '`'.repeat(freeFenceLength(text));
  const edits: Edit[] = [];
  walkProse(text, (token) => {
    if (token.type === 'htmlFlow') return void edits.push(...htmlBlockEdits(text, token));
    if (token.type !== 'data') return;
    const start = token.start.offset;
    const piece = text.slice(start, token.end.offset);
    // At a token's start the `@` may follow markup (`*a*@u`): GitHub links it there too.
    for (const match of piece.matchAll(MENTION)) {
      const at = start + (match.index ?? 0);
      const end = at + match[0].length;
      // A backtick next to the span would join its fence: keep them apart.
      const before = text[at - 1] === '`' ? ' ' : '';
      const after = text[end] === '`' ? ' ' : '';
      edits.push({ start: at, end, insert: `${before}${fence}${match[0]}${fence}${after}` });
    }
  });
  return edits;
}

/** In raw HTML, code is `<code>`: GitHub links no mention inside it. */
function htmlBlockEdits(text: string, token: Token): Edit[] {
  const base = token.start.offset;
  const html = text.slice(base, token.end.offset);
  const edits: Edit[] = [];
  let raw = 0;
  const onText = (chars: { location: { startOffset: number; endOffset: number } | null }) => {
    const location = chars.location;
    if (!location || raw > 0) return;
    const piece = html.slice(location.startOffset, location.endOffset);
    for (const match of piece.matchAll(MENTION)) {
      const at = base + location.startOffset + (match.index ?? 0);
      edits.push({ start: at, end: at + match[0].length, insert: `<code>${match[0]}</code>` });
    }
  };
  const handler: TokenHandler = {
    onComment: () => {},
    onDoctype: () => {},
    onEof: () => {},
    onNullCharacter: () => {},
    onWhitespaceCharacter: () => {},
    onCharacter: (chars) => onText(chars),
    onStartTag: (tag) => {
      if (['code', 'pre', 'tt', 'kbd', 'samp'].includes(tag.tagName)) raw++;
    },
    onEndTag: (tag) => {
      if (['code', 'pre', 'tt', 'kbd', 'samp'].includes(tag.tagName)) raw = Math.max(0, raw - 1);
    },
  };
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
  return edits;
}

/** Calls `visit` for each token outside code, URLs and destinations. */
function walkProse(text: string, visit: (token: Token) => void): void {
  let opaque: Token | undefined;
  for (const [kind, token] of eventsOf(text)) {
    if (opaque) {
      if (kind === 'exit' && token === opaque) opaque = undefined;
    } else if (kind === 'enter') {
      if (OPAQUE.has(token.type)) opaque = token;
      else visit(token);
    }
  }
}

/** GitHub's closing keywords, any case. */
const CLOSING = String.raw`\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
/** `#1`, `owner/repo#1`, `GH-1`, or an issue or pull request URL. */
const REFERENCE = String.raw`(?:[\w.-]+\/[\w.-]+)?#\d|GH-\d|https?:\/\/\S+\/(?:issues|pull)\/\d`;
const CLOSING_REFERENCE = new RegExp(`${CLOSING}(:?[ \\t]*:?[ \\t]+|:)(?=${REFERENCE})`, 'gi');

/**
 * `Fixes #1` → `Fixes issue #1`: the reference still links, the keyword no
 * longer closes it. For model text, titles and commit subjects (plain text too).
 */
export function neutralizeClosingKeywords(text: string): string {
  return text.replace(CLOSING_REFERENCE, (_match, keyword: string, gap: string) => {
    return `${keyword}${gap.includes(':') ? ':' : ''} issue `;
  });
}

/**
 * The shortest backtick fence no unmatched run in the prose has: a code span's
 * opening run pairs with the next run of its length, so one that no stray
 * backtick run outside code shares closes where it should.
 */
function freeFenceLength(text: string): number {
  const used = new Set<number>();
  walkProse(text, (token) => {
    if (token.type !== 'data') return;
    for (const run of text.slice(token.start.offset, token.end.offset).match(/`+/g) ?? []) {
      used.add(run.length);
    }
  });
  let length = 1;
  while (used.has(length)) length++;
  return length;
}
