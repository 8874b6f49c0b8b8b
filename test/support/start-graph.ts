/**
 * What a bundle entry loads before its first `await import()`: the entry and the
 * chunks it imports statically, followed through every chunk. The cold-start bench
 * prints its size; a test keeps the action's and the CLI's first steps small.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A bundle file's static imports (`import … from "./chunks/x.js"`), as paths, and the
 * script body a merged start runs at once (`runCachedScript(new URL("./x.script.js", …))`,
 * scripts/cached-scripts.mjs).
 */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s)?"(\.{1,2}\/[^"]+)";?$/gm),
    ...text.matchAll(/^const \{ exports \} = runCachedScript\(new URL\("(\.\/[^"]+)"/gm),
  ];
  return found.map((match) => join(dirname(file), match[1]!));
}

/** Every file the entry loads at start, the entry first. */
export function startFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return [...seen];
}

/** Bytes of JavaScript loaded at start. */
export function startBytes(entry: string): number {
  return startFiles(entry).reduce((sum, file) => sum + statSync(file).size, 0);
}
