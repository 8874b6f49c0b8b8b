/** A Markdown file's YAML front matter (between `---` lines at its top) and its body. */

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Splits `text`; rejects with an Error saying what is wrong with the front matter.
 * The YAML parser (260 kB) is loaded only for a file that has front matter.
 */
export async function parseFrontMatter(text: string): Promise<FrontMatter> {
  const source = text.replace(/^\uFEFF/, '');
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source.trim() };
  const { parse } = await import('yaml');
  let data: unknown;
  try {
    data = parse(match[1] ?? '', { maxAliasCount: 10 }) ?? {};
  } catch (error) {
    throw new Error(
      `its front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      {
        cause: error,
      },
    );
  }
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error('its front matter must be a mapping of keys to values');
  return { data: data as Record<string, unknown>, body: source.slice(match[0].length).trim() };
}

/** A front matter value as a list of strings: `a, b`, `[a, b]` or a YAML list. */
export function stringList(value: unknown, key: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return splitRules(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.flatMap((item: string) => splitRules(item));
  throw new Error(`"${key}" must be a list of names, or one string of them separated by commas`);
}

/** `Read, Bash(git diff a,b)`: commas outside parentheses separate. */
function splitRules(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && char === ',') {
      if (current.trim()) out.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** An optional string value. */
export function optionalString(value: unknown, key: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`"${key}" must be a string`);
}
