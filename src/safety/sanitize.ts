/**
 * Removes the places where text on GitHub can hide from a human reviewer but
 * still reach the model: HTML comments, invisible and bidi characters, Unicode
 * tag characters, hidden HTML attributes, markdown link titles and image alt
 * text. What a maintainer sees on the page is what the model gets.
 */

// Zero-width and formatting characters, bidi controls, soft hyphen, word joiners,
// BOM, Mongolian vowel separator, combining grapheme joiner, Arabic letter mark.
// The class lists lone invisible marks on purpose, hence the lint exception.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g;
// Unicode tags (U+E0000–E007F) spell out ASCII invisibly; the supplementary
// variation selectors (U+E0100–E01EF) can carry hidden bytes the same way.
// eslint-disable-next-line no-misleading-character-class
const TAGS_AND_SELECTORS = /[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
// C0/C1 control characters other than tab and newline.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const HTML_TAG = /<[A-Za-z][^<>]*>/g;
// Attributes a browser does not render as text but a model would read.
const HIDDEN_ATTRIBUTE =
  /\s+(?:alt|title|aria-[\w-]+|data-[\w-]+|style|hidden|placeholder|label|content|value)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/gi;
// [text](url "title") / (url 'title') / (url (title)) → keep text and url only.
const LINK_TITLE = /\]\(\s*(<[^<>\n]*>|[^\s()]+)\s+(?:"[^"]*"|'[^']*'|\([^()]*\))\s*\)/g;
// [ref]: url "title" reference definitions.
const REFERENCE_TITLE = /^( {0,3}\[[^\]\n]+\]:\s*\S+)\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\s*$/gm;
const IMAGE_ALT = /!\[[^\]]*\](?=[([])/g;

/** Strips invisible, bidi and tag characters only (for trusted text such as AGENTS.md). */
export function stripInvisibleCharacters(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(TAGS_AND_SELECTORS, '')
    .replace(CONTROL, '');
}

/**
 * Makes user-written GitHub text safe to show the model: removes HTML comments
 * (closed or not), invisible/bidi/tag characters, hidden HTML attributes, link
 * titles and image alt text. Visible text is kept as is.
 */
export function sanitizeUntrusted(text: string | null | undefined): string {
  if (!text) return '';
  let out = stripInvisibleCharacters(text);
  // Run until stable: removing one comment can join the halves of another.
  let previous: string;
  do {
    previous = out;
    out = out.replace(HTML_COMMENT, '');
  } while (out !== previous);
  out = out.replace(HTML_TAG, (tag) => tag.replace(HIDDEN_ATTRIBUTE, ''));
  out = out.replace(LINK_TITLE, ']($1)');
  out = out.replace(REFERENCE_TITLE, '$1');
  out = out.replace(IMAGE_ALT, '![]');
  return out;
}
