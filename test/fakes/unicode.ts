/**
 * Well-formed Unicode checks (`String.prototype.isWellFormed` is not in Node
 * 20): the fakes refuse what the real services refuse, a lone surrogate.
 */

/** The index of the first unpaired surrogate in `text`, or -1. */
export function loneSurrogateIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
      else return index;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return index;
    }
  }
  return -1;
}

/**
 * Where in a parsed JSON value a string holds a lone surrogate (`$.a[0].b`), or
 * undefined. JSON.stringify writes a lone surrogate as a `\udXXX` escape, so
 * the raw request text alone does not show it; the parsed strings do.
 */
export function findLoneSurrogate(value: unknown, path = '$'): string | undefined {
  if (typeof value === 'string') return loneSurrogateIndex(value) < 0 ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findLoneSurrogate(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findLoneSurrogate(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
