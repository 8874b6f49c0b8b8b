/**
 * The third-party license notices of dist/: every npm package whose code the
 * bundler put in it (the build's list of inputs, lazy chunks included), with its
 * version, its declared license and the text of its license file. Written once for
 * the whole folder, since the action and the CLI share their chunks.
 *
 * Fails when a bundled package ships no license file and declares no license, so a
 * notice is never silently missing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** `…/node_modules/@scope/name/dist/x.js` → that package's folder (the innermost one). */
function packageDirectory(path) {
  const clean = path.replace(/\\/g, '/').replace(/^\.\//, '');
  const index = clean.lastIndexOf('node_modules/');
  if (index < 0) return undefined;
  const parts = clean.slice(index + 'node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return join(resolve(clean.slice(0, index) || '.'), 'node_modules', name);
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

/** One package's notice, read from its folder. */
function notice(directory) {
  if (!existsSync(join(directory, 'package.json'))) {
    throw new Error(`bundled package not found on disk: ${directory}`);
  }
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  const key = `${manifest.name}@${manifest.version}`;
  const files = readdirSync(directory)
    .filter((name) => LICENSE_FILE.test(name))
    .sort();
  const license =
    typeof manifest.license === 'string' ? manifest.license : (manifest.license?.type ?? '');
  if (files.length === 0 && !license) throw new Error(`${key} declares no license and ships none`);
  return {
    key,
    license: license || 'see the license text',
    texts: files.map((name) => readFileSync(join(directory, name), 'utf8').trim()),
  };
}

/**
 * Writes the notices of the packages the given module paths belong to.
 * @returns how many packages were named
 */
export function writeLicenses(modulePaths, outPath) {
  const packages = new Map();
  for (const path of modulePaths) {
    const directory = packageDirectory(path);
    if (!directory) continue;
    const entry = notice(directory);
    if (!packages.has(entry.key)) packages.set(entry.key, entry);
  }
  const entries = [...packages.values()].sort((a, b) => a.key.localeCompare(b.key));
  // A text word for word the same as an earlier package's (the same project's packages,
  // the Apache License 2.0 unchanged) is given once and pointed to after that.
  const firstWith = new Map();
  const sections = entries.map(({ key, license, texts }) => {
    const text = texts.join('\n\n');
    const earlier = text ? firstWith.get(text) : undefined;
    if (text && !earlier) firstWith.set(text, key);
    return [
      `${key}`,
      `License: ${license}`,
      earlier
        ? `(the license text of ${earlier}, above, word for word)`
        : text || `(no license file in the package; it declares ${license})`,
    ].join('\n');
  });
  writeFileSync(
    outPath,
    `Third-party software bundled in this folder (${entries.length} packages)\n\n` +
      sections.join(`\n\n${'-'.repeat(72)}\n\n`) +
      '\n',
  );
  return entries.length;
}
