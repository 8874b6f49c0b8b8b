/**
 * Test options of a session with some members of their groups replaced: each group of the
 * overrides is merged into the same group of the defaults (src/engine/session/options.ts).
 */
import type { SessionOptions } from '../../src/engine/session/options.js';

/** Some members of each group of the session's options. */
export type SessionOverrides = {
  [K in keyof SessionOptions]?: NonNullable<SessionOptions[K]> extends string
    ? SessionOptions[K]
    : Partial<NonNullable<SessionOptions[K]>>;
};

/** The defaults with the overrides' members in place, group by group. */
export function withOverrides(base: SessionOptions, overrides: SessionOverrides): SessionOptions {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const before = merged[key];
    merged[key] = isGroup(before) && isGroup(value) ? { ...before, ...value } : value;
  }
  return merged as unknown as SessionOptions;
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
