/**
 * Finding the trigger phrase (`@agent`) in a comment the way a reader sees it: in
 * live prose only, never inside code (fenced, indented or inline), block quotes or
 * HTML comments, and only as a word of its own. The verbs (./verbs.ts) read what
 * follows it.
 */
import { splitMarkdown } from '../../engine/safety/markdown-scan.js';
import { sanitizeUntrusted } from '../../engine/safety/sanitize.js';
import { escapeRegExp } from '../../engine/text/regexp.js';

/**
 * True when `phrase` stands as a word of its own in live prose: not inside code
 * (fenced or inline), block quotes or HTML comments, and not glued to other
 * word characters (`x@agent`, `@agentsmith`, `@agent-bot`, `@agent.io`).
 */
export function containsTriggerPhrase(text: string, phrase: string): boolean {
  const pattern = phrasePattern(phrase);
  if (!pattern || !text) return false;
  return liveProse(text).some((segment) => pattern.test(segment));
}

/**
 * The word right after the first live mention of `phrase` (lower-cased, leading
 * punctuation such as `,` or `:` skipped), or undefined when the phrase is not
 * there or nothing follows it: `@agent review this` → `review`.
 */
export function wordAfterTriggerPhrase(text: string, phrase: string): string | undefined {
  const rest = textAfterTriggerPhrase(text, phrase);
  if (rest === undefined) return undefined;
  return /^[\s,:;!-]*([\p{L}\p{N}_'-]+)/u.exec(rest)?.[1]?.toLowerCase();
}

/**
 * What follows the first live mention of `phrase`, to the end of its piece of
 * prose (a code span or quote ends it), or undefined when the phrase is not there.
 */
export function textAfterTriggerPhrase(text: string, phrase: string): string | undefined {
  const pattern = phrasePattern(phrase);
  if (!pattern || !text) return undefined;
  for (const segment of liveProse(text)) {
    const match = pattern.exec(segment);
    if (match) return segment.slice(match.index + match[0].length);
  }
  return undefined;
}

function phrasePattern(phrase: string): RegExp | undefined {
  const trimmed = phrase.trim();
  if (!trimmed) return undefined;
  const escaped = escapeRegExp(trimmed);
  return new RegExp(
    `(?<![\\p{L}\\p{N}_@./\\\\-])${escaped}(?![\\p{L}\\p{N}_-]|[./@][\\p{L}\\p{N}_])`,
    'iu',
  );
}

/**
 * The prose of `text` in order: what GitHub hides (comments, alt text, titles,
 * unused definitions; see sanitizeUntrusted), code and quotes removed.
 */
function liveProse(text: string): string[] {
  const visible = withoutIndentedCode(
    sanitizeUntrusted(text)
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      // HTML code and quotes render as code and quotes too (unclosed: to the end).
      .replace(/<(pre|code|blockquote)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' '),
  );
  return splitMarkdown(visible)
    .filter((segment) => segment.kind === 'prose')
    .map((segment) => segment.text);
}

/**
 * Blanks indented code blocks (lines indented by 4+ columns that follow a blank
 * line or another such line): shown code, not a request. A list item's indented
 * paragraph is blanked too, which errs on the side of not starting a run.
 */
function withoutIndentedCode(text: string): string {
  let previousBlank = true;
  let inBlock = false;
  return text
    .split('\n')
    .map((line) => {
      const blank = line.trim() === '';
      const indented = /^(?: {4}| {0,3}\t)/.test(line) && !blank;
      inBlock = indented && (previousBlank || inBlock);
      if (!blank) previousBlank = false;
      else previousBlank = true;
      return inBlock ? '' : line;
    })
    .join('\n');
}
