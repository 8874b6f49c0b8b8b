/**
 * Cleans a piece of raw HTML from user-written Markdown with a spec-compliant
 * HTML tokenizer (parse5), so every way HTML writes a tag is read the way a
 * browser reads it: attributes separated by `/`, a `>` inside a quoted value,
 * unquoted values, entity-encoded text. Comments and every attribute that is
 * not shown as text (alt, title, aria-*, data-*, style…) are dropped; the text a
 * reader sees is kept.
 */
import { Tokenizer, type TokenHandler } from 'parse5';
import { stripInvisibleCharacters } from './invisible-characters.js';

/**
 * Attributes kept: where a link or image points, and layout. Everything else is
 * dropped because it is not shown as text (alt, title, aria-label, data-*,
 * placeholder, value…) or could carry text the reader never sees (id, class).
 */
const KEPT_ATTRIBUTES = new Set([
  'href',
  'src',
  'width',
  'height',
  'align',
  'valign',
  'colspan',
  'rowspan',
  'start',
  'reversed',
  'open',
  'type',
]);

/**
 * GitHub's tag filter (GFM) escapes these tags' `<`, so the page shows them as
 * literal text: keep them exactly as written.
 */
const TAG_FILTERED = new Set([
  'title',
  'textarea',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'script',
  'plaintext',
]);

/**
 * Returns `html` with comments, doctypes and hidden attributes removed, text
 * decoded (entities), stripped of invisible characters and re-escaped. A tag cut
 * off by the end of the input is dropped, as a browser drops it.
 */
export function cleanHtml(html: string): string {
  const out: string[] = [];
  const text = (chars: string): void => {
    out.push(escapeText(stripInvisibleCharacters(chars)));
  };
  const handler: TokenHandler = {
    onComment: () => {},
    onDoctype: () => {},
    onEof: () => {},
    onNullCharacter: () => {},
    onCharacter: (token) => text(token.chars),
    onWhitespaceCharacter: (token) => text(token.chars),
    onStartTag: (token) => {
      if (TAG_FILTERED.has(token.tagName)) return void out.push(sourceOf(html, token.location));
      const attributes = token.attrs
        .filter((attribute) => KEPT_ATTRIBUTES.has(attribute.name))
        .map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`)
        .join('');
      out.push(`<${token.tagName}${attributes}${token.selfClosing ? ' /' : ''}>`);
    },
    onEndTag: (token) => {
      if (TAG_FILTERED.has(token.tagName)) return void out.push(sourceOf(html, token.location));
      out.push(`</${token.tagName}>`);
    },
  };
  // Location info only serves the tag-filtered tags, which are kept as written.
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);
  return out.join('');
}

function sourceOf(html: string, location: { startOffset: number; endOffset: number } | null) {
  return location
    ? stripInvisibleCharacters(html.slice(location.startOffset, location.endOffset))
    : '';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return stripInvisibleCharacters(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
