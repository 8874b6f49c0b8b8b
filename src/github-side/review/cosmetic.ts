/**
 * Whether a change to the code a finding pointed at is only cosmetic: the same
 * tokens once whitespace and comments are ignored, up to a consistent rename of
 * identifiers. Such a change does not fix the finding, so its thread is neither
 * answered "Fixed in" nor resolved.
 *
 * A rename is told from a real change by two facts about the whole file: the new
 * name did not exist in the old version, and the old name no longer exists in
 * the new one. Pointing the code at another existing variable (`total` →
 * `subtotal`, both declared) is therefore a change, while renaming `a` to
 * `left` everywhere is not. Strings, numbers, operators and keywords must stay
 * the same.
 */

/** Words of the common languages that are not names: changing one is a real change. */
const KEYWORDS = new Set(
  (
    'and as assert async await break case catch class const continue def default del delete do ' +
    'elif else enum except export extends false final finally fn for from func function go if ' +
    'impl import in instanceof interface is lambda let loop match mod mut new nil none not null ' +
    'or pass pub raise return self static struct super switch this throw throws true try type ' +
    'typeof undefined unless until use var void when where while with yield True False None'
  ).split(' '),
);

/**
 * One lexical token: a string literal, a comment (dropped), a name, a number,
 * or any other non-space character. `#` starts a comment only before a space or
 * the line's end (`# note`), so `#include` and `#private` stay code.
 */
const TOKEN =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|(\/\*[\s\S]*?\*\/|\/\/[^\n]*|<!--[\s\S]*?-->|(?<![^\s])#(?=\s|$)[^\n]*)|([\p{L}_$][\p{L}\p{N}_$]*)|(\d[\p{L}\p{N}_.]*)|(\S)/gmu;

interface Token {
  text: string;
  /** A name that a rename may change. */
  name: boolean;
}

/** The tokens of `code`, comments and whitespace left out. */
export function codeTokens(code: string): Token[] {
  const tokens: Token[] = [];
  for (const match of code.matchAll(TOKEN)) {
    if (match[2] !== undefined) continue;
    const text = match[0];
    tokens.push({ text, name: match[3] !== undefined && !KEYWORDS.has(text) });
  }
  return tokens;
}

/**
 * True when `newFile` still holds the code of `oldAnchor` (lines of `oldFile`)
 * up to whitespace, comments and renames: the change on it was cosmetic. An
 * anchor that is all comment has no code to keep: any change to it counts.
 */
export function onlyCosmeticChange(input: {
  oldAnchor: readonly string[];
  oldFile: string;
  newFile: string;
}): boolean {
  const anchor = codeTokens(input.oldAnchor.join('\n'));
  if (anchor.length === 0) return false;
  const file = codeTokens(input.newFile);
  const oldNames = namesOf(codeTokens(input.oldFile));
  const newNames = namesOf(file);
  for (let start = 0; start + anchor.length <= file.length; start++) {
    if (sameUpToRename(anchor, file, start, { oldNames, newNames })) return true;
  }
  return false;
}

function namesOf(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((token) => token.name).map((token) => token.text));
}

function sameUpToRename(
  anchor: readonly Token[],
  file: readonly Token[],
  start: number,
  names: { oldNames: ReadonlySet<string>; newNames: ReadonlySet<string> },
): boolean {
  const renamed = new Map<string, string>();
  const taken = new Set<string>();
  for (const [index, before] of anchor.entries()) {
    const after = file[start + index]!;
    if (before.text === after.text && !renamed.has(before.text)) continue;
    if (!before.name || !after.name) return false;
    const known = renamed.get(before.text);
    if (known !== undefined) {
      if (known !== after.text) return false;
      continue;
    }
    // A rename brings a new name in and takes the old one out of the file.
    if (names.oldNames.has(after.text) || names.newNames.has(before.text)) return false;
    if (taken.has(after.text)) return false;
    renamed.set(before.text, after.text);
    taken.add(after.text);
  }
  return true;
}
