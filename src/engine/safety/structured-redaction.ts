/**
 * Redaction of a JSON answer (structured output) as one value, not one string at a
 * time: a known secret split over two fields, or spelt as an array of characters,
 * passes a per-string redactor whole. Every string (keys too) is redacted, then the
 * strings are read together in document order, as a reader would join them again;
 * each run of consecutive strings that spells a secret is masked, string by string.
 */

/** Past this many strings a value that spells a secret has every string masked. */
const MAX_LOCATED_STRINGS = 2000;

const MASK = '***';

/**
 * `value` with every secret masked, also one spread over several strings (`spread`
 * says one was: the answer's text, which spells it too, must not be shown as it is).
 * The strings are read together three ways: all of them, the values alone, the keys alone.
 */
export function redactStructured(
  value: unknown,
  redact: (text: string) => string,
): { value: unknown; spread: boolean } {
  const strings: { text: string; key: boolean }[] = [];
  collect(value, strings, redact, false);
  const masked = strings.map((entry) => entry.text);
  const all = strings.map((_, at) => at);
  for (const indexes of [
    all,
    all.filter((at) => !strings[at]!.key),
    all.filter((at) => strings[at]!.key),
  ]) {
    const texts = maskSpreadSecrets(
      indexes.map((at) => strings[at]!.text),
      redact,
    );
    texts.forEach((text, at) => {
      if (text === MASK && strings[indexes[at]!]!.text !== MASK) masked[indexes[at]!] = MASK;
    });
  }
  let index = 0;
  const spread = masked.some((text, at) => text !== strings[at]!.text);
  return { value: rebuild(value, () => masked[index++] ?? MASK), spread };
}

/** The strings of `value` (each already redacted), keys before their values. */
function collect(
  value: unknown,
  into: { text: string; key: boolean }[],
  redact: (text: string) => string,
  key: boolean,
): void {
  if (typeof value === 'string') into.push({ text: redact(value), key });
  else if (Array.isArray(value)) for (const item of value) collect(item, into, redact, false);
  else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      collect(name, into, redact, true);
      collect(item, into, redact, false);
    }
  }
}

/** `value` with its strings taken, in the same order, from `next`. */
function rebuild(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((item) => rebuild(item, next));
  if (typeof value === 'object' && value !== null) {
    const entries: [string, unknown][] = [];
    for (const item of Object.values(value)) {
      const name = next();
      entries.push([name, rebuild(item, next)]);
    }
    return Object.fromEntries(entries);
  }
  return value;
}

/** The strings with each run that spells a secret when joined masked. */
function maskSpreadSecrets(strings: readonly string[], redact: (text: string) => string): string[] {
  const spells = (from: number, to: number) => {
    const joined = strings.slice(from, to + 1).join('');
    return redact(joined) !== joined;
  };
  const out = [...strings];
  if (strings.length === 0 || !spells(0, strings.length - 1)) return out;
  if (strings.length > MAX_LOCATED_STRINGS) return out.map(() => MASK);
  let start = 0;
  while (start < strings.length && spells(start, strings.length - 1)) {
    // The first string at which a secret is complete, then the last one it starts in.
    let end = start;
    while (!spells(start, end)) end++;
    let first = end;
    while (!spells(first, end)) first--;
    for (let index = first; index <= end; index++) out[index] = MASK;
    start = end + 1;
  }
  return out;
}
