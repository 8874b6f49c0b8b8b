/**
 * The images a piece of GitHub text shows (docs/contract.md#images): Markdown's inline
 * images (`![alt](url)`) and HTML `<img src>`, found as GitHub's Markdown finds them
 * (micromark with GFM, the parse5 tokenizer for raw HTML), so an image in a code span or
 * a code block, which GitHub shows as text, is not one. The text is the sanitized one
 * (src/engine/safety/sanitize.ts): alt text is already gone.
 */
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import type { Event, Token } from 'micromark-util-types';
import { Tokenizer, type TokenHandler } from 'parse5';
import { decodeMarkdownString } from '../../engine/safety/links.js';

/** One image in a text: where it stands (the range it takes) and its URL as written. */
export interface FoundImage {
  start: number;
  end: number;
  url: string;
}

/** The images of `text`, in the order they stand. */
export function findImages(text: string): FoundImage[] {
  if (!/!\[|<img/i.test(text)) return [];
  const events: Event[] = postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
  const found: FoundImage[] = [];
  const open: { token: Token; destination?: Token }[] = [];
  for (const [kind, token] of events) {
    if (kind === 'enter') {
      if (token.type === 'image' || token.type === 'link') open.push({ token });
      else if (token.type === 'resourceDestinationString') {
        const link = open.at(-1);
        if (link) link.destination = token;
      } else if (token.type === 'htmlText' || token.type === 'htmlFlow') {
        found.push(...htmlImages(text, token));
      }
      continue;
    }
    if (token.type !== 'image' && token.type !== 'link') continue;
    const link = open.pop();
    if (token.type === 'image' && link?.destination) {
      const { start, end } = link.destination;
      found.push({
        start: token.start.offset,
        end: token.end.offset,
        url: decodeMarkdownString(text.slice(start.offset, end.offset)),
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Each `<img>` tag of a raw HTML piece that has a `src`. */
function htmlImages(text: string, token: Token): FoundImage[] {
  const base = token.start.offset;
  const html = text.slice(base, token.end.offset);
  const found: FoundImage[] = [];
  const handler: TokenHandler = {
    onComment: () => {},
    onDoctype: () => {},
    onEof: () => {},
    onNullCharacter: () => {},
    onCharacter: () => {},
    onWhitespaceCharacter: () => {},
    onEndTag: () => {},
    onStartTag: (tag) => {
      const src = tag.attrs.find((attribute) => attribute.name === 'src')?.value.trim();
      if (tag.tagName !== 'img' || !src || !tag.location) return;
      found.push({
        start: base + tag.location.startOffset,
        end: base + tag.location.endOffset,
        url: src,
      });
    },
  };
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
  return found;
}
