/**
 * Keeps what the action posts from carrying data out. GitHub fetches every image
 * a page shows (through its image proxy) as soon as someone views it, so an image
 * whose URL holds a secret or the workspace's contents leaks them without a
 * click; a link does on the first click. Every image and link (Markdown inline
 * and reference style, autolinks, bare URLs GitHub links, and HTML tags with a
 * URL attribute: `<img src>`, `srcset`, `<picture><source>`, `<a href>`…) that
 * points anywhere but GitHub's own hosts becomes visible text showing the URL.
 *
 * The text is parsed as GitHub parses it (micromark with GFM for Markdown, the
 * parse5 tokenizer for raw HTML), then parsed again until nothing changes, so a
 * rewrite that turns into a new link (an HTML block that becomes a paragraph)
 * is caught as well.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import type { Event, Token } from 'micromark-util-types';
import { Tokenizer, type TokenHandler } from 'parse5';
import { applyEdits, type Edit } from './text-edits.js';

/** Hosts (with their subdomains) a posted image or link may point at. */
export const GITHUB_HOSTS = ['github.com', 'githubusercontent.com'] as const;

/** Passes before the text is given up on and shown whole as code. */
const MAX_PASSES = 4;

/** HTML attributes that make a browser fetch, or link to, a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'poster',
  'background',
  'action',
  'formaction',
  'data',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'usemap',
  'ping',
  'codebase',
  'manifest',
  'xlink:href',
]);

/** Replace `text.slice(start, end)` with `insert`. */
/**
 * The hosts allowed for a run: GitHub's own, and the server's host for GitHub
 * Enterprise Server (`GITHUB_SERVER_URL`).
 */
export function allowedHosts(serverUrl?: string): string[] {
  const hosts: string[] = [...GITHUB_HOSTS];
  try {
    if (serverUrl) hosts.push(new URL(serverUrl).hostname.toLowerCase());
  } catch {
    // Not a URL: GitHub's own hosts only.
  }
  return hosts;
}

/**
 * True when `url` (as the page's reader would follow it) stays on one of
 * `hosts` or a subdomain: relative URLs and `#anchors` stay on the page, `mailto:`
 * fetches nothing; any other scheme, and anything that is not a URL, is foreign.
 */
export function isAllowedUrl(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://github.com/');
  } catch {
    return false;
  }
  if (parsed.protocol === 'mailto:') return true;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Returns `text` with every image and link to a host outside `hosts` turned into
 * visible text showing its URL (see the file comment). Code is left as written.
 */
export function neutralizeForeignLinks(text: string, hosts: readonly string[]): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = neutralizeOnce(current, hosts);
    if (next === current) return current;
    current = next;
  }
  // Still changing: show it all as code, which GitHub never links.
  return fencedBlock(current);
}

/** One parse, one rewrite. */
function neutralizeOnce(text: string, hosts: readonly string[]): string {
  if (!/[:<[@.]/.test(text)) return text;
  const events: Event[] = postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
  const longest = longestBacktickRun(text);
  const code = (value: string): string => codeSpan(value, longest);
  const edits: Edit[] = [];
  const links: { token: Token; destination?: Token; labelEnd?: number }[] = [];
  let definitionDestination: Token | undefined;
  let definitionLabel: Token | undefined;
  for (const [kind, token] of events) {
    const source = (): string => text.slice(token.start.offset, token.end.offset);
    const whole = (insert: string): void => {
      edits.push({ start: token.start.offset, end: token.end.offset, insert });
    };
    if (kind === 'enter') {
      switch (token.type as string) {
        case 'link':
        case 'image':
          links.push({ token });
          break;
        case 'resourceDestinationString': {
          const link = links.at(-1);
          if (link) link.destination = token;
          break;
        }
        case 'label': {
          const link = links.at(-1);
          if (link && link.labelEnd === undefined) link.labelEnd = token.end.offset - 1;
          break;
        }
        case 'definitionLabel':
          definitionLabel = token;
          break;
        case 'definitionDestinationString':
          definitionDestination = token;
          break;
        case 'autolinkProtocol':
          if (!isAllowedUrl(source(), hosts)) edits.push(widen(token, 1, code(source())));
          break;
        case 'literalAutolinkHttp':
          if (!isAllowedUrl(source(), hosts)) whole(code(source()));
          break;
        case 'literalAutolinkWww':
          if (!isAllowedUrl(`http://${source()}`, hosts)) whole(code(source()));
          break;
        case 'htmlText':
          edits.push(...htmlEdits(text, token, hosts, code));
          break;
        case 'htmlFlow':
          edits.push(...htmlEdits(text, token, hosts, escapeHtml));
          break;
      }
      continue;
    }
    if (token.type === 'link' || token.type === 'image') {
      const link = links.pop();
      if (link?.destination) edits.push(...linkEdits(text, link, hosts, code));
    } else if (token.type === 'definition' && definitionDestination) {
      const url = decodeMarkdownString(
        text.slice(definitionDestination.start.offset, definitionDestination.end.offset),
      );
      if (!isAllowedUrl(url, hosts)) {
        const label = definitionLabel
          ? text.slice(definitionLabel.start.offset, definitionLabel.end.offset)
          : '[]';
        whole(`\\${label}: ${code(url)}`);
      }
      definitionDestination = undefined;
    }
  }
  return applyEdits(text, edits);
}

/**
 * An inline image becomes `image: <url>`; an inline link keeps its text and shows
 * its URL after it, so an image inside the link's text is handled on its own.
 */
function linkEdits(
  text: string,
  link: { token: Token; destination?: Token; labelEnd?: number },
  hosts: readonly string[],
  code: (value: string) => string,
): Edit[] {
  const { token, destination } = link;
  if (!destination) return [];
  const url = decodeMarkdownString(text.slice(destination.start.offset, destination.end.offset));
  if (isAllowedUrl(url, hosts)) return [];
  const start = token.start.offset;
  const end = token.end.offset;
  if (token.type === 'image') return [{ start, end, insert: `image: ${code(url)}` }];
  const labelEnd = link.labelEnd ?? start + 1;
  return [
    { start, end: start + 1, insert: '' },
    { start: labelEnd, end, insert: ` (${code(url)})` },
  ];
}

/** The edit replacing `token` with its `margin` characters on each side. */
function widen(token: Token, margin: number, insert: string): Edit {
  return { start: token.start.offset - margin, end: token.end.offset + margin, insert };
}

/**
 * Each tag of a raw HTML piece with a foreign URL in any URL attribute is shown
 * instead of used: inline as code, in an HTML block as escaped text (a block is
 * not Markdown, so code there would still be HTML).
 */
function htmlEdits(
  text: string,
  token: Token,
  hosts: readonly string[],
  show: (source: string) => string,
): Edit[] {
  const base = token.start.offset;
  const html = text.slice(base, token.end.offset);
  const edits: Edit[] = [];
  const handler: TokenHandler = {
    onComment: () => {},
    onDoctype: () => {},
    onEof: () => {},
    onNullCharacter: () => {},
    onCharacter: () => {},
    onWhitespaceCharacter: () => {},
    onEndTag: () => {},
    onStartTag: (tag) => {
      const foreign = tag.attrs.some(
        (attribute) =>
          URL_ATTRIBUTES.has(attribute.name) &&
          attributeUrls(attribute.name, attribute.value).some((url) => !isAllowedUrl(url, hosts)),
      );
      const location = tag.location;
      if (!foreign || !location) return;
      const source = html.slice(location.startOffset, location.endOffset);
      edits.push({
        start: base + location.startOffset,
        end: base + location.endOffset,
        insert: show(source),
      });
    },
  };
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
  return edits;
}

/** The URLs an attribute names: `srcset` lists candidates (`url 2x, url 640w`). */
function attributeUrls(name: string, value: string): string[] {
  if (name !== 'srcset' && name !== 'imagesrcset') return [value];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** A destination as CommonMark reads it: backslash escapes and character references decoded. */
export function decodeMarkdownString(value: string): string {
  return value.replace(
    /\\([!-/:-@[-`{-~])|&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g,
    (match, escaped: string | undefined, reference: string | undefined) => {
      if (escaped) return escaped;
      if (!reference) return match;
      if (!reference.startsWith('#')) return decodeNamedCharacterReference(reference) || match;
      const hex = /^#x/i.test(reference);
      const code = Number.parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return String.fromCodePoint(valid ? code : 0xfffd);
    },
  );
}

/** `value` as one inline code span (code spans cannot hold a line break that ends a paragraph). */
function codeSpan(value: string, longestInText: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const fence = '`'.repeat(Math.max(longestInText, longestBacktickRun(flat)) + 1);
  return `${fence} ${flat} ${fence}`;
}

/** Raw HTML shown as text: a browser reads `&lt;` as a literal `<`. */
function escapeHtml(source: string): string {
  return source.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The whole text as one fenced code block. */
function fencedBlock(text: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}text\n${text}\n${fence}`;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
