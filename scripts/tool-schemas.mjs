#!/usr/bin/env node
/**
 * Writes src/engine/tools/input-schemas.json: the JSON Schema of every built-in tool's input,
 * made from its zod schema (src/engine/tools/schema-catalog.ts) as zod makes it. The run sends
 * these to the API without loading zod before its first request (src/engine/tools/deferred-schema.ts);
 * test/tools/input-schemas.test.ts fails when the file and the schemas disagree.
 *
 *   node scripts/tool-schemas.mjs        (run by `npm run build`)
 */
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src', 'engine', 'tools', 'input-schemas.json');

const folder = mkdtempSync(join(tmpdir(), 'agent-loop-tool-schemas-'));
try {
  const script = join(folder, 'schemas.mjs');
  await build({
    absWorkingDir: ROOT,
    stdin: {
      contents: [
        "import { loadZod } from './src/engine/tools/deferred-schema.ts';",
        "import { builtInJsonSchemas } from './src/engine/tools/schema-catalog.ts';",
        'await loadZod();',
        'export const schemas = builtInJsonSchemas();',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: script,
    logLevel: 'warning',
  });
  const { schemas } = await import(pathToFileURL(script).href);
  const text = await format(JSON.stringify(schemas), {
    ...(await resolveConfig(OUT)),
    filepath: OUT,
  });
  const before = (() => {
    try {
      return readFileSync(OUT, 'utf8');
    } catch {
      return undefined;
    }
  })();
  if (before !== text) writeFileSync(OUT, text);
  console.log(`${OUT.slice(ROOT.length + 1)}: ${Object.keys(schemas).length} tools`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
