#!/usr/bin/env node
/**
 * dist/ is committed and the end-to-end tests run it, so they must not run against
 * a dist/ built from other sources. The build records a hash of its inputs in
 * dist/source-hash.txt; this script compares it with the sources as they are.
 *
 *   node scripts/dist-stamp.mjs write    after a build (part of `npm run build`)
 *   node scripts/dist-stamp.mjs check    exit 1 with a clear message when stale
 *   node scripts/dist-stamp.mjs ensure   build when stale (before `npm test`)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, 'dist', 'source-hash.txt');
/** What the bundles are built from. */
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/cached-scripts.mjs',
  'scripts/start-groups.mjs',
  'scripts/third-party-licenses.mjs',
  'scripts/tool-schemas.mjs',
];

function files(path) {
  const absolute = join(ROOT, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(relative(ROOT, file).replace(/\\/g, '/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function recorded() {
  return existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;
}

const command = process.argv[2];
if (command === 'write') {
  writeFileSync(STAMP, `${sourceHash()}\n`);
} else if (command === 'check' || command === 'ensure') {
  const stamp = recorded();
  const fresh = stamp === sourceHash();
  if (!fresh && command === 'ensure') {
    console.error('dist/ was built from other sources: building it (npm run build) first');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  } else if (!fresh) {
    console.error(
      stamp === undefined
        ? 'dist/ has no source-hash.txt: run `npm run build` before the end-to-end tests'
        : 'dist/ is stale (src/ or the dependencies changed since it was built): run `npm run build`',
    );
    process.exit(1);
  }
} else {
  console.error('usage: dist-stamp.mjs write|check|ensure');
  process.exit(2);
}
