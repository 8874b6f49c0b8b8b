#!/usr/bin/env node
/**
 * Writes the third-party license notices of a bundle: every npm package whose code
 * the bundler put in it (read from ncc's webpack stats, chunks included), with its
 * version, its declared license and the text of its license file.
 *
 *   node scripts/third-party-licenses.mjs <stats.json> <out.txt>
 *
 * Fails when a bundled package ships no license file and declares no license, so a
 * notice is never silently missing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [statsPath, outPath] = process.argv.slice(2);
if (!statsPath || !outPath) {
  console.error('usage: third-party-licenses.mjs <stats.json> <out.txt>');
  process.exit(2);
}

/** Every module path in the stats, concatenated modules included. */
function modulePaths(stats) {
  const paths = new Set();
  const visit = (modules = []) => {
    for (const module of modules) {
      for (const text of [module.name, module.identifier, module.nameForCondition]) {
        if (typeof text === 'string') paths.add(text);
      }
      visit(module.modules);
    }
  };
  visit(stats.modules);
  for (const chunk of stats.chunks ?? []) visit(chunk.modules);
  return paths;
}

/** `…/node_modules/@scope/name/dist/x.js` → that package's folder (the innermost one). */
function packageDirectory(path) {
  // Loader prefixes (`a!b`) and module types (`json|/path`) come before the path.
  const clean = path
    .replace(/\\/g, '/')
    .split('!')
    .pop()
    .split('|')
    .pop()
    .split('?')[0]
    .replace(/^\.\//, '');
  const index = clean.lastIndexOf('node_modules/');
  if (index < 0) return undefined;
  const parts = clean.slice(index + 'node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return join(resolve(clean.slice(0, index) || '.'), 'node_modules', name);
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
const packages = new Map();
for (const path of modulePaths(stats)) {
  const directory = packageDirectory(path);
  if (!directory) continue;
  if (!existsSync(join(directory, 'package.json'))) {
    throw new Error(`bundled package not found on disk: ${directory}`);
  }
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  const key = `${manifest.name}@${manifest.version}`;
  if (packages.has(key)) continue;
  const files = readdirSync(directory)
    .filter((name) => LICENSE_FILE.test(name))
    .sort();
  const license =
    typeof manifest.license === 'string' ? manifest.license : (manifest.license?.type ?? '');
  if (files.length === 0 && !license) throw new Error(`${key} declares no license and ships none`);
  packages.set(key, {
    key,
    license: license || 'see the license text',
    texts: files.map((name) => readFileSync(join(directory, name), 'utf8').trim()),
  });
}

const entries = [...packages.values()].sort((a, b) => a.key.localeCompare(b.key));
const sections = entries.map(({ key, license, texts }) =>
  [
    `${key}`,
    `License: ${license}`,
    texts.length > 0
      ? texts.join('\n\n')
      : `(no license file in the package; it declares ${license})`,
  ].join('\n'),
);
writeFileSync(
  outPath,
  `Third-party software bundled in this file's folder (${entries.length} packages)\n\n` +
    sections.join(`\n\n${'-'.repeat(72)}\n\n`) +
    '\n',
);
console.log(`${outPath}: ${entries.length} packages`);
