/**
 * A tool's JSON Schema as the model needs it: what zod writes, without the parts that only
 * cost prefix tokens. Tool inputs are checked by zod at call time, not by the schema the
 * API is sent, and the API holds the model's input to the schema only for a tool with
 * `strict: true` (https://platform.claude.com/docs/en/agents-and-tools/tool-use/strict-tool-use;
 * a plain schema describes the input to the model:
 * https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools). So:
 * - `$schema`, the dialect, tells the model nothing;
 * - `additionalProperties: false` is what zod's strict objects write, and zod refuses an
 *   unknown key itself (the call becomes an error result naming it);
 * - the bounds zod writes for every integer, ±9007199254740991 (the safe-integer range),
 *   say nothing a model would ever reach.
 * Every other keyword stays: types, enums, descriptions, required, real bounds (a
 * `minimum: 0`, an `exclusiveMinimum: 0`, a `minLength`).
 */

/** `schema` without the keywords above, at every level. A fresh copy; the input is kept. */
export function forTheApi(schema: Record<string, unknown>): Record<string, unknown> {
  return trimmed(schema) as Record<string, unknown>;
}

function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(trimmed);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isNoise(key, inner)) continue;
    // A property may be named like a keyword ("maximum"): names are kept, their schemas trimmed.
    out[key] =
      key === 'properties' && inner !== null && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).map(([name, sub]) => [name, trimmed(sub)]))
        : trimmed(inner);
  }
  return out;
}

function isNoise(key: string, value: unknown): boolean {
  if (key === '$schema') return true;
  if (key === 'additionalProperties') return value === false;
  if (key === 'maximum') return value === Number.MAX_SAFE_INTEGER;
  if (key === 'minimum') return value === Number.MIN_SAFE_INTEGER;
  return false;
}
