/**
 * Characters a reader never sees but a model reads: zero-width and formatting
 * characters, bidi controls, Unicode tags and control characters.
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

/**
 * Strips invisible, bidi, tag and control characters (keeps tab and newline;
 * a lone carriage return becomes a newline).
 */
export function stripInvisibleCharacters(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(TAGS_AND_SELECTORS, '')
    .replace(CONTROL, '');
}
