/**
 * The built-in tools' input schemas without zod at start: zod and the schemas'
 * construction cost about 20 ms, paid before the first model request though no
 * input is checked until the model answers. A tool's schema is written as a builder
 * (`deferredSchema((z) => z.strictObject(…))`) and built the first time it is used;
 * the JSON Schema the API sees comes from input-schemas.json, generated at build time
 * from the same builders (scripts/tool-schemas.mjs; test/tools/input-schemas.test.ts
 * checks that the two agree). zod itself is loaded by {@link loadZod}: the session
 * starts it once the first request is on its way, and the tool runner waits for it
 * before it checks a call's input.
 */
import type { z } from 'zod';
import generated from './input-schemas.json' with { type: 'json' };

type Zod = typeof z;

let loaded: Zod | undefined;
let loading: Promise<Zod> | undefined;

/** Loads zod once; every deferred schema can be used when this has resolved. */
export function loadZod(): Promise<Zod> {
  loading ??= import('zod').then((module) => (loaded = module.z));
  return loading;
}

/** Whether {@link loadZod} has finished: until then a deferred schema cannot be used. */
export function zodLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * A schema built by `build` on first use, after {@link loadZod}. It stands for the
 * schema itself (every property and method is the built schema's), so it can be
 * passed, spread and typed like one; using it before zod has loaded throws.
 */
export function deferredSchema<S extends z.ZodType>(build: (zod: Zod) => S): S {
  let schema: S | undefined;
  const real = (): S => {
    if (!schema) {
      if (!loaded) throw new Error('a tool input schema was used before zod loaded (loadZod)');
      schema = build(loaded);
    }
    return schema;
  };
  return new Proxy(Object.create(null) as S, {
    get(_target, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

/** A built-in tool's input, as the API sees it: the JSON Schema generated at build time. */
export type BuiltInToolName = keyof typeof generated;

/** The generated JSON Schema of a built-in tool's input (a fresh copy). */
export function builtInJsonSchema(name: BuiltInToolName): Record<string, unknown> {
  return structuredClone(generated[name]) as Record<string, unknown>;
}
