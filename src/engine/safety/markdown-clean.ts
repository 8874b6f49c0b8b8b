/**
 * Removes what GitHub's Markdown (CommonMark + GFM) reads but never shows, using
 * a CommonMark parser (micromark) rather than patterns: raw HTML is cleaned by
 * the HTML tokenizer, link and definition titles and image alt text are dropped,
 * definitions and footnotes nothing refers to (`[//]: # (note)`) are dropped,
 * entity-encoded invisible characters are removed. Code spans and code blocks
 * are left exactly as written: GitHub shows them verbatim.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import type { Event, Token } from 'micromark-util-types';
import { cleanHtml } from './html-clean.js';
import { stripInvisibleCharacters } from './invisible-characters.js';
import { applyEdits, type Edit } from './text-edits.js';

/** Replace `text.slice(start, end)` with `insert`. */
/** A definition (`[x]: url "title"`) or footnote (`[^x]: text`): kept only when referred to. */
interface Definition {
  id: string;
  footnote: boolean;
  token: Token;
  /** Range of the title with the space before it (definitions only). */
  title?: { start: number; end: number };
}

/** A link or image being read: what it refers to is known at its exit. */
interface LinkState {
  label?: Token;
  referenceString?: Token;
  hasResource: boolean;
}

/** What the walk over the parse events has gathered so far. */
interface Walk {
  text: string;
  edits: Edit[];
  definitions: Definition[];
  /** Normalized labels links and images use; footnote calls as `^label`. */
  referenced: Set<string>;
  /** Open tokens, innermost last. */
  open: Token[];
  links: LinkState[];
  /** End of the last link destination (or `(`): a title is cut from here. */
  destinationEnd: number;
}

/** Tokens whose inside is taken whole: code is kept, HTML and references replaced. */
const OPAQUE = new Set([
  'codeFenced',
  'codeIndented',
  'codeText',
  'htmlFlow',
  'htmlText',
  'characterReference',
]);

/** Returns `text` without the parts GitHub's Markdown hides from readers. */
export function cleanMarkdown(text: string): string {
  const events: Event[] = postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
  const walk: Walk = {
    text,
    edits: [],
    definitions: [],
    referenced: new Set(),
    open: [],
    links: [],
    destinationEnd: 0,
  };
  let opaque: Token | undefined;
  for (const [kind, token] of events) {
    if (opaque) {
      if (kind === 'exit' && token === opaque) opaque = undefined;
    } else if (kind === 'exit') {
      exit(walk, token);
    } else if (OPAQUE.has(token.type)) {
      opaque = token;
      replaceOpaque(walk, token);
    } else {
      enter(walk, token);
    }
  }
  for (const definition of walk.definitions) {
    const key = definition.footnote ? `^${definition.id}` : definition.id;
    if (!walk.referenced.has(key)) walk.edits.push(wholeLines(text, definition.token));
    else if (definition.title) walk.edits.push({ ...definition.title, insert: '' });
  }
  return applyEdits(text, walk.edits);
}

/** Code stays as written; raw HTML is cleaned; a character reference is decoded. */
function replaceOpaque(walk: Walk, token: Token): void {
  const { start, end } = range(token);
  const source = walk.text.slice(start, end);
  if (token.type === 'htmlFlow' || token.type === 'htmlText') {
    walk.edits.push({ start, end, insert: cleanHtml(source) });
  } else if (token.type === 'characterReference') {
    walk.edits.push({ start, end, insert: decodeReference(source) });
  }
}

function enter(walk: Walk, token: Token): void {
  const parent = walk.open.at(-1);
  const grandparent = walk.open.at(-2);
  walk.open.push(token);
  const { start, end } = range(token);
  const link = walk.links.at(-1);
  const label = (): string => normalizeIdentifier(walk.text.slice(start, end)).toLowerCase();
  switch (token.type) {
    case 'link':
    case 'image':
      walk.links.push({ hasResource: false });
      break;
    case 'labelText':
      if (link && !link.label) link.label = token;
      // An image's label is its alt text: never shown.
      if (grandparent?.type === 'image') walk.edits.push({ start, end, insert: '' });
      break;
    case 'resource':
      if (link) link.hasResource = true;
      break;
    case 'referenceString':
      if (link) link.referenceString = token;
      break;
    case 'resourceMarker':
      if (parent?.type === 'resource') walk.destinationEnd = end;
      break;
    case 'resourceTitle':
      walk.edits.push({ start: walk.destinationEnd, end, insert: '' });
      break;
    case 'definition':
    case 'gfmFootnoteDefinition':
      walk.definitions.push({ id: '', footnote: token.type !== 'definition', token });
      break;
    case 'definitionLabelString':
    case 'gfmFootnoteDefinitionLabelString': {
      const definition = walk.definitions.at(-1);
      if (definition) definition.id = label();
      break;
    }
    case 'definitionTitle': {
      const definition = walk.definitions.at(-1);
      if (definition) definition.title = { start: walk.destinationEnd, end };
      break;
    }
    case 'gfmFootnoteCallString':
      walk.referenced.add(`^${label()}`);
      break;
  }
}

function exit(walk: Walk, token: Token): void {
  walk.open.pop();
  if (token.type === 'resourceDestination' || token.type === 'definitionDestination') {
    walk.destinationEnd = token.end.offset;
  } else if (token.type === 'link' || token.type === 'image') {
    const id = referenceOf(walk.links.pop() ?? { hasResource: true }, walk.text);
    if (id !== undefined) walk.referenced.add(id);
  }
}

function range(token: Token): { start: number; end: number } {
  return { start: token.start.offset, end: token.end.offset };
}

/**
 * The normalized label a link or image refers to, or undefined when it has its
 * own destination (`[a](url)`). Full references name it (`[a][id]`); collapsed
 * (`[id][]`) and shortcut (`[id]`) references use their text.
 */
function referenceOf(link: LinkState, text: string): string | undefined {
  const target = link.hasResource ? undefined : (link.referenceString ?? link.label);
  if (!target) return undefined;
  return normalizeIdentifier(text.slice(target.start.offset, target.end.offset)).toLowerCase();
}

/**
 * What a character reference shows. Invisible characters become nothing; ASCII
 * punctuation stays encoded (`&lt;`, `&#42;`) so it cannot turn into Markdown or
 * HTML; anything else is decoded, so `&#72;&#105;` reads as the `Hi` a reader sees.
 */
function decodeReference(reference: string): string {
  const body = reference.slice(1, -1);
  const decoded = body.startsWith('#')
    ? decodeNumeric(body.slice(1))
    : decodeNamedCharacterReference(body);
  if (decoded === false) return reference;
  const visible = stripInvisibleCharacters(decoded);
  if (visible === '') return '';
  return /^[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]$/.test(visible) ? reference : visible;
}

/** `x41` or `65` → `A`; what CommonMark cannot encode (0, surrogates, too large) → U+FFFD. */
function decodeNumeric(value: string): string {
  const hex = /^x/i.test(value);
  const codePoint = Number.parseInt(hex ? value.slice(1) : value, hex ? 16 : 10);
  const invalid =
    codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : codePoint);
}

/** The token's range widened to whole lines when nothing else shares them. */
function wholeLines(text: string, token: Token): Edit {
  let start = token.start.offset;
  let end = token.end.offset;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (/^[ \t]*$/.test(text.slice(lineStart, start))) start = lineStart;
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd);
  if (/^[ \t]*$/.test(rest)) end = lineEnd === -1 ? text.length : lineEnd + 1;
  return { start, end, insert: '' };
}
