/**
 * What a start loads, in as few files as possible. esbuild's code splitting spreads
 * the modules a CLI run loads before its first model request over some thirty chunks
 * (one per set of entry points that share them), and node's ES module loader pays for
 * each file on its own: resolved, read, compiled and linked.
 *
 * After the main build, the chunks are grouped by which starts load them (the action's
 * entry, the CLI's entry, the CLI's run command, Grep's worker): chunks of one group are
 * always loaded together, so each group of two or more is bundled again into one file,
 * `chunks/group-<starts>.js`. No start loads a byte more than before. Each grouped chunk
 * becomes a shim that re-exports its part of that file, and every static import of it in
 * dist/ is pointed at the merged file instead; each module still exists once (one class,
 * one cache). An `import()` of a grouped chunk finds the shim. What a start imports
 * lazily stays a chunk of its own.
 *
 * Imports between groups go one way (a chunk's imports are loaded by every start that
 * loads it, so they belong to the same group or to one loaded by more starts), so the
 * merged files import each other without cycles.
 */
import { build } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The starts, by entry point, with the name each gives a merged file. */
const STARTS = [
  ['src/index.ts', 'action'],
  ['src/cli/index.ts', 'cli'],
  ['src/cli/run.ts', 'run'],
  ['src/engine/tools/grep-kernel-worker.ts', 'grep'],
];

/** The outputs `key` loads before its first `import()`: itself and its static imports. */
function staticClosure(outputs, key) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const entry of outputs[file].imports) {
      if (entry.kind === 'import-statement' && !entry.external) visit(entry.path);
    }
  };
  visit(key);
  return seen;
}

function outputOf(outputs, entryPoint) {
  const key = Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint);
  if (!key) throw new Error(`no output has the entry point ${entryPoint}`);
  return key;
}

/** Chunks (not the entries' own files) grouped by the starts that load them. */
function startGroups(outputs) {
  const starts = STARTS.map(([entryPoint, name]) => {
    const key = outputOf(outputs, entryPoint);
    return { name, key, loads: staticClosure(outputs, key) };
  });
  const fixed = new Set(starts.filter((start) => start.name !== 'run').map((start) => start.key));
  const groups = new Map();
  for (const file of Object.keys(outputs).sort()) {
    if (!file.endsWith('.js') || fixed.has(file)) continue;
    const by = starts.filter((start) => start.loads.has(file)).map((start) => start.name);
    if (by.length === 0) continue;
    const name = `group-${by.join('-')}.js`;
    groups.set(name, [...(groups.get(name) ?? []), file]);
  }
  return [...groups].filter(([, files]) => files.length > 1);
}

/** An export name unique across a merged file: the chunk's name, then its own. */
function mergedName(file, name) {
  return `${basename(file, '.js').replace(/\W/g, '_')}$${name}`;
}

function reExports(names, from) {
  if (names.length === 0) return `import ${JSON.stringify(from)};`;
  return `export {\n${names.map((name) => `  ${name},\n`).join('')}} from ${JSON.stringify(from)};`;
}

/** Bundles `files` (chunks of one folder) into `name` beside them, then shims them. */
async function mergeGroup(outputs, root, name, files) {
  const folder = dirname(resolve(root, files[0]));
  if (files.some((file) => dirname(resolve(root, file)) !== folder)) {
    throw new Error(`${name} would merge chunks of several folders: ${files.join(', ')}`);
  }
  const entry = files.map((file) =>
    reExports(
      outputs[file].exports.map((exported) => `${exported} as ${mergedName(file, exported)}`),
      `./${basename(file)}`,
    ),
  );
  await build({
    stdin: { contents: entry.join('\n'), resolveDir: folder, sourcefile: `${name} (entry)` },
    outfile: join(folder, name),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Each module's `// src/…` line is kept (as a legal comment while bundling): the
    // notices, the start-up tests and a reader find every module by it.
    legalComments: 'inline',
    logLevel: 'warning',
    plugins: [
      keepOutside(new Set(files.map((file) => basename(file)))),
      keepModuleNames(files.map((file) => resolve(root, file))),
    ],
  });
  const out = join(folder, name);
  writeFileSync(out, readFileSync(out, 'utf8').replace(KEPT_NAME, '// $1'));
  for (const file of files) {
    const names = outputs[file].exports.map(
      (exported) => `${mergedName(file, exported)} as ${exported}`,
    );
    const shim = reExports(names, `./${name}`);
    writeFileSync(
      resolve(root, file),
      `// Merged into ./${name} (scripts/start-groups.mjs).\n${shim}\n`,
    );
  }
}

/** esbuild's line before each module of a chunk, and the same line kept through the merge. */
export const MODULE_NAME = /^\/\/ ((?:src|node_modules)\/\S+)$/gm;
export const KEPT_NAME = /^\/\/! ((?:src|node_modules)\/\S+)$/gm;

/** The grouped chunks, read with their modules' names as comments esbuild keeps. */
function keepModuleNames(files) {
  const inside = new Set(files);
  return {
    name: 'keep-module-names',
    setup(context) {
      context.onLoad({ filter: /\.js$/ }, (args) => {
        if (!inside.has(args.path)) return undefined;
        const contents = readFileSync(args.path, 'utf8').replace(MODULE_NAME, '//! $1');
        return { contents, loader: 'js' };
      });
    },
  };
}

/** What a merged chunk imports from outside its group (and every `import()`) stays an import. */
function keepOutside(inside) {
  return {
    name: 'keep-outside-imports',
    setup(context) {
      context.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'dynamic-import') return { path: args.path, external: true };
        if (!args.path.startsWith('./')) return undefined;
        return inside.has(basename(args.path)) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * esbuild's static imports of a chunk: `import { a, b as c } from "./x.js";`, `import "./x.js";`.
 * (A minified build, the cold-start bench's comparison, writes them otherwise and keeps
 * going through the shims: the same modules, one file more each.)
 */
const STATIC_IMPORT = /^import (?:\{([^}]*)\} from )?"(\.{1,2}\/[^"]+)";$/gm;

/** `file`'s static imports of grouped chunks, pointed at the merged files' own names. */
function pointAtMerged(file, mergedInto) {
  const text = readFileSync(file, 'utf8');
  const pointed = text.replace(STATIC_IMPORT, (statement, names, path) => {
    const target = resolve(dirname(file), path);
    const merged = mergedInto.get(target);
    if (!merged) return statement;
    const from = JSON.stringify(`${path.slice(0, path.lastIndexOf('/') + 1)}${merged}`);
    if (names === undefined) return `import ${from};`;
    const specifiers = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [imported, local = imported] = name.split(/\s+as\s+/);
        return `  ${mergedName(target, imported)} as ${local},\n`;
      });
    return `import {\n${specifiers.join('')}} from ${from};`;
  });
  if (pointed !== text) writeFileSync(file, pointed);
}

function javaScriptFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * Merges the start groups of the build described by `metafile` (its paths relative
 * to `root`, its files in `dist`); returns the merged files' names and how many
 * chunks went into each.
 */
export async function mergeStarts(metafile, root, dist) {
  const merged = [];
  const mergedInto = new Map();
  for (const [name, files] of startGroups(metafile.outputs)) {
    await mergeGroup(metafile.outputs, root, name, files);
    for (const file of files) mergedInto.set(resolve(root, file), name);
    merged.push(`${name} (${files.length})`);
  }
  for (const file of javaScriptFiles(dist)) {
    if (!mergedInto.has(file)) pointAtMerged(file, mergedInto);
  }
  return merged;
}
