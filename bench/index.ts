/**
 * `npm run bench [name...]`: runs every benchmark in bench/*.bench.ts (or the
 * named ones). Each prints a table of ratios against a reference measured in the
 * same run; absolute times are shown only beside their ratio.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  run: () => Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file.replace(/\.bench\.ts$/, '')}\n`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
  await module.run();
}
