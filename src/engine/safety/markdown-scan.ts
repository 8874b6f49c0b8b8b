/**
 * Splits markdown into the prose a reader sees and the parts that are code or
 * quotes, so mention handling and trigger detection can ignore text that is only
 * being shown (a pasted log that says "@agent" must not start a run).
 */

/** A stretch of markdown: `prose` is live text; `code` and `quote` are shown, not said. */
export interface MarkdownSegment {
  kind: 'prose' | 'code' | 'quote';
  text: string;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE_LINE = /^ {0,3}>/;

/**
 * Cuts `text` into prose, fenced/inline code and block-quote segments. An
 * unclosed fence runs to the end (as GitHub renders it).
 */
export function splitMarkdown(text: string): MarkdownSegment[] {
  const segments: MarkdownSegment[] = [];
  const lines = text.split('\n');
  let prose: string[] = [];
  const flushProse = (): void => {
    if (prose.length > 0) segments.push(...splitInlineCode(prose.join('\n') + '\n'));
    prose = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      flushProse();
      const marker = fence[1] ?? '```';
      const block = [line];
      let closed = false;
      while (++index < lines.length) {
        const inner = lines[index] ?? '';
        block.push(inner);
        const closing = new RegExp(
          `^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`,
        );
        if (closing.test(inner)) {
          closed = true;
          break;
        }
      }
      segments.push({ kind: 'code', text: block.join('\n') + (closed ? '\n' : '') });
      continue;
    }
    if (QUOTE_LINE.test(line)) {
      flushProse();
      segments.push({ kind: 'quote', text: line + '\n' });
      continue;
    }
    prose.push(line);
  }
  flushProse();
  // The split added a trailing newline the input may not have had.
  const last = segments[segments.length - 1];
  if (last && !text.endsWith('\n') && last.text.endsWith('\n')) {
    last.text = last.text.slice(0, -1);
  }
  return segments.filter((segment) => segment.text.length > 0);
}

/** Splits one prose block on inline code spans (`x`, ``x``): backtick runs must match. */
function splitInlineCode(text: string): MarkdownSegment[] {
  const out: MarkdownSegment[] = [];
  let position = 0;
  let proseStart = 0;
  while (position < text.length) {
    if (text[position] !== '`') {
      position++;
      continue;
    }
    let runEnd = position;
    while (text[runEnd] === '`') runEnd++;
    const run = text.slice(position, runEnd);
    const close = findClosingRun(text, runEnd, run.length);
    if (close === -1) {
      position = runEnd;
      continue;
    }
    if (position > proseStart) out.push({ kind: 'prose', text: text.slice(proseStart, position) });
    out.push({ kind: 'code', text: text.slice(position, close + run.length) });
    position = close + run.length;
    proseStart = position;
  }
  if (proseStart < text.length) out.push({ kind: 'prose', text: text.slice(proseStart) });
  return out;
}

function findClosingRun(text: string, from: number, length: number): number {
  let index = from;
  while (index < text.length) {
    const found = text.indexOf('`'.repeat(length), index);
    if (found === -1) return -1;
    let end = found + length;
    if (text[end] !== '`' && text[found - 1] !== '`') return found;
    while (text[end] === '`') end++;
    index = end;
  }
  return -1;
}
