/**
 * The CLI run's start, written so V8 can cache its compiled code on every node version
 * (src/cli/script-cache.ts says why). After the start groups are merged
 * (scripts/start-groups.mjs), the run's merged file `chunks/group-run.js` is split in two:
 *
 * - `group-run.script.js`, the same code as a script body: its imports become `require()`
 *   of the namespaces it is given, `import.meta.url` and `import()` calls of the loader's,
 *   its exports an object (esbuild's CommonJS output, each module's `// src/…` line kept);
 * - `group-run.js`, a small ES module that imports what the body imports, runs the body
 *   through `runCachedScript` (`chunks/script-cache.js`, an entry of the build) and exports
 *   the body's exports by their names, so every importer and shim finds them as before.
 *
 * An ES module's exports are live; the re-exports are read once, after the body ran. So the
 * build stops if an exported variable is assigned anywhere but the body's top level (a
 * function that reassigns it later would leave importers with the old value).
 */
import { build } from 'esbuild';
import { analyze } from 'eslint-scope';
import { parse } from 'espree';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
// Module names survive the transform as legal comments, as through the merge.
import { KEPT_NAME, MODULE_NAME } from './start-groups.mjs';

/** What the run's merged file is called (start-groups.mjs names it by its start). */
export const RUN_GROUP = 'group-run.js';
/** The loader's entry, beside the chunks (scripts/build.mjs). */
export const LOADER = 'script-cache.js';

/** esbuild's `import("./x.js")` of a chunk, and the loader's function that replaces it. */
const DYNAMIC_IMPORT = /\bimport\("(\.\/[^"]+)"\)/g;
const IMPORT_FUNCTION = '__agentLoopImport';
const URL_PARAMETER = '__agentLoopUrl';
/** A character outside ASCII (past U+007F). */
const NOT_ASCII = /[^\p{ASCII}]/gu;

/** Splits `dist/chunks/<name>` into its script body and the module that runs it. */
export async function writeAsCachedScript(file) {
  const source = readFileSync(file, 'utf8');
  checkExportsSettle(source, file);
  const { imports, exports, dynamicImports } = await moduleShape(file);
  const matches = [...source.matchAll(DYNAMIC_IMPORT)].length;
  if (matches !== dynamicImports) {
    throw new Error(
      `${file}: ${matches} texts look like import() of a chunk, ${dynamicImports} are: see cached-scripts.mjs`,
    );
  }
  const scriptName = basename(file).replace(/\.js$/, '.script.js');
  writeFileSync(join(dirname(file), scriptName), await scriptBody(source, file));
  writeFileSync(file, runningModule(scriptName, imports, exports));
  return scriptName;
}

/** The module's relative imports, export names and `import()` count, as esbuild reads them. */
async function moduleShape(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    outdir: dirname(file),
    logLevel: 'error',
    plugins: [allExternal(file)],
  });
  const [output] = Object.values(result.metafile.outputs);
  const relative = output.imports.filter((entry) => entry.path.startsWith('./'));
  return {
    imports: [
      ...new Set(
        relative.filter((entry) => entry.kind === 'import-statement').map((entry) => entry.path),
      ),
    ],
    exports: output.exports,
    dynamicImports: relative.filter((entry) => entry.kind === 'dynamic-import').length,
  };
}

function allExternal(file) {
  return {
    name: 'all-external',
    setup(context) {
      context.onResolve({ filter: /.*/ }, (args) =>
        args.path === file ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/** The code as a CommonJS body: imports are `require()`, exports `module.exports`. */
async function scriptBody(source, file) {
  const prepared = source
    .replace(DYNAMIC_IMPORT, (_match, path) => `${IMPORT_FUNCTION}(${JSON.stringify(path)})`)
    .replace(MODULE_NAME, '//! $1');
  const result = await build({
    stdin: { contents: prepared, loader: 'js', sourcefile: basename(file) },
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    define: { 'import.meta.url': URL_PARAMETER },
    legalComments: 'inline',
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) {
    throw new Error(`${file} as a script: ${result.warnings.map((w) => w.text).join('; ')}`);
  }
  const body = asciiComments(result.outputFiles[0].text.replace(KEPT_NAME, '// $1'), file);
  if (/\bimport\.meta\b/.test(body)) throw new Error(`${file}: import.meta left in the script`);
  return `// The code of ./${basename(file)} as a script body (scripts/cached-scripts.mjs).\n${body}`;
}

/**
 * The body in ASCII, which node decodes several times faster and V8 holds one byte per
 * character: esbuild writes strings and names in ASCII, and leaves some comments as they
 * were (the SDK's "—" and "👋"); in those, each other character becomes `\u{…}`. The build
 * stops if one is anywhere else.
 */
function asciiComments(body, file) {
  const { comments } = parse(body, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    comment: true,
    range: true,
  });
  let out = '';
  let at = 0;
  for (const { range } of comments) {
    out += body.slice(at, range[0]);
    out += body
      .slice(range[0], range[1])
      .replace(NOT_ASCII, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
    at = range[1];
  }
  out += body.slice(at);
  const other = new RegExp(NOT_ASCII.source, 'u').exec(out);
  if (other) throw new Error(`${file}: "${other[0]}" outside a comment of the script body`);
  return out;
}

/** The ES module that runs the body and exports what it exports. */
function runningModule(scriptName, imports, exports) {
  const namespaces = imports.map((path, index) => [`imported${index}`, path]);
  return [
    `// Runs ./${scriptName} from V8's code cache (scripts/cached-scripts.mjs).`,
    `import { runCachedScript } from ${JSON.stringify(`./${LOADER}`)};`,
    ...namespaces.map(([name, path]) => `import * as ${name} from ${JSON.stringify(path)};`),
    `const { exports } = runCachedScript(new URL(${JSON.stringify(`./${scriptName}`)}, import.meta.url), {`,
    ...namespaces.map(([name, path]) => `  ${JSON.stringify(path)}: ${name},`),
    '});',
    ...exports.map((name) => `export const ${name} = exports.${name};`),
    '',
  ].join('\n');
}

/**
 * Stops the build if a variable the module exports is assigned inside a function: only the
 * values the body's top level leaves are re-exported.
 */
export function checkExportsSettle(source, file) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', range: true });
  const scope = analyze(ast, { ecmaVersion: 2022, sourceType: 'module' }).acquire(ast, true);
  const exports = ast.body.filter((node) => node.type.startsWith('Export'));
  if (exports.some((node) => node.type !== 'ExportNamedDeclaration' || node.declaration)) {
    throw new Error(`${file}: an export other than esbuild's \`export { … }\` list`);
  }
  const exported = exports
    .filter((node) => !node.source)
    .flatMap((node) => node.specifiers.map((specifier) => specifier.local.name));
  for (const name of exported) {
    const variable = scope.set.get(name);
    const late = variable?.references.filter(
      (reference) => reference.isWrite() && reference.from.variableScope !== scope,
    );
    if (late?.length) {
      throw new Error(
        `${file}: the exported ${name} is assigned inside a function; a script body re-exports values once (see cached-scripts.mjs)`,
      );
    }
  }
}
