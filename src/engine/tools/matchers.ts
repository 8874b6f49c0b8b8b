/**
 * The glob and gitignore matchers (picomatch, ignore: 90 kB) for Glob, Grep and the
 * file walk, loaded by their first call instead of before the run's first request.
 */
import type Picomatch from 'picomatch';
import type Ignore from 'ignore';

export interface Matchers {
  picomatch: typeof Picomatch;
  ignore: typeof Ignore;
}

let loading: Promise<Matchers> | undefined;

/** Both matchers, loaded once. */
export function loadMatchers(): Promise<Matchers> {
  loading ??= Promise.all([import('picomatch'), import('ignore')]).then(([picomatch, ignore]) => ({
    picomatch: picomatch.default,
    ignore: ignore.default,
  }));
  return loading;
}
