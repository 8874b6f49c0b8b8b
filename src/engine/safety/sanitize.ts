/**
 * Removes the places where text on GitHub can hide from a human reviewer but
 * still reach the model: HTML comments, invisible and bidi characters (also when
 * entity-encoded), Unicode tag characters, hidden HTML attributes, link and
 * definition titles, image alt text, definitions nothing refers to. What a
 * maintainer sees on the page is what the model gets.
 */
import { stripInvisibleCharacters } from './invisible-characters.js';
import { cleanMarkdown } from './markdown-clean.js';

/** Strips invisible, bidi and tag characters only (for trusted text such as AGENTS.md). */
export { stripInvisibleCharacters };

/**
 * Makes user-written GitHub text safe to show the model. Raw invisible
 * characters go first (they never render), then a CommonMark + GFM parse finds
 * what GitHub reads but does not show (see markdown-clean.ts). Visible text,
 * code spans and code blocks are kept as written.
 */
export function sanitizeUntrusted(text: string | null | undefined): string {
  if (!text) return '';
  const visible = stripInvisibleCharacters(text);
  // Everything the parse looks for starts with one of these: HTML and comments
  // (`<`), character references (`&`), links, images and definitions (`[`).
  return /[<&[]/.test(visible) ? cleanMarkdown(visible) : visible;
}
