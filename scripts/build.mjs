#!/usr/bin/env node
/**
 * Builds dist/: the action (dist/index.js) and the CLI (dist/cli/index.js) in one
 * esbuild pass with code splitting, so the code both use — and the lazy parts each
 * loads only when needed (providers, MCP, the shell parser) — is shipped once, in
 * dist/chunks/; then the chunks each start loads together are merged into one file
 * (scripts/start-groups.mjs). The third-party notices are written once, for everything in dist/.
 *
 *   node scripts/build.mjs [--minify] [--outdir DIR]
 *
 * (`--minify` and `--outdir` are for the cold-start benchmark's comparison; the
 * committed dist/ is not minified.)
 *
 * Output is deterministic (same sources, same bytes), which the dist/ freshness
 * check in CI relies on.
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeStarts } from './start-groups.mjs';
import { LOADER, RUN_GROUP, writeAsCachedScript } from './cached-scripts.mjs';
import { writeLicenses } from './third-party-licenses.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const MINIFY = args.includes('--minify');
const outdirAt = args.indexOf('--outdir');
const DIST = outdirAt >= 0 ? resolve(args[outdirAt + 1] ?? '') : join(ROOT, 'dist');

// Bundled CommonJS packages call require() for node's built-ins; in an ES module
// that name must be made first.
const BANNER = [
  "import { createRequire as __agentLoopCreateRequire } from 'node:module';",
  'const require = __agentLoopCreateRequire(import.meta.url);',
].join('\n');

/**
 * mvdan-sh (the Bash parser, GopherJS output) is shipped as the package's own file:
 * re-printed by the bundler it doubles in size (3.1 MB instead of 1.5 MB). The one
 * import of it, in a shared chunk, loads it from beside itself.
 */
const VENDORED = {
  specifier: 'mvdan-sh',
  file: 'node_modules/mvdan-sh/index.js',
  as: 'mvdan-sh.cjs',
};
const vendoredAsIs = {
  name: 'vendored-as-is',
  setup(context) {
    const filter = new RegExp(`^${VENDORED.specifier}$`);
    context.onResolve({ filter }, () => ({ path: `./${VENDORED.as}`, external: true }));
  },
};

/**
 * The OpenTelemetry packages (loaded only when tracing is on, src/engine/telemetry/otel.ts) ship
 * ES modules beside their CommonJS `main`. Bundled from those, what the run does not use is
 * left out: the tracing chunk is ~130 kB instead of ~660 kB (their CommonJS files pull
 * in all of the semantic conventions, the metrics SDK and the logs SDK).
 */
const openTelemetryModules = {
  name: 'opentelemetry-es-modules',
  setup(context) {
    context.onResolve({ filter: /^@opentelemetry\/[^/]+$/ }, async (args) => {
      if (args.pluginData === OTEL_MODULES) return undefined;
      const directory = packageDirectory(args.path, args.resolveDir);
      const manifest =
        directory && JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
      if (manifest?.module) return { path: join(directory, manifest.module) };
      // No `module` field (the semantic conventions): its `exports`, as an import finds them.
      return context.resolve(args.path, {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
        pluginData: OTEL_MODULES,
      });
    });
  },
};
const OTEL_MODULES = 'opentelemetry-es-modules';

/**
 * zod's namespace object re-exports all of its 64 error-message locales, so esbuild
 * keeps them all: 370 kB, half of zod's chunk, parsed before every run's first model
 * request. Nothing here calls `z.locales` (its messages are English, the default
 * zod sets itself), so the namespace gets English only.
 */
const ZOD_LOCALES = 'zod-english-only';
const ENGLISH_ONLY = 'english-only.js';
const zodEnglishOnly = {
  name: ZOD_LOCALES,
  setup(context) {
    context.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(args.importer)) return undefined;
      // A name beside the real locales (no such file), so the notices find zod.
      return { path: join(args.resolveDir, '..', 'locales', ENGLISH_ONLY) };
    });
    context.onLoad({ filter: new RegExp(`[\\\\/]${ENGLISH_ONLY}$`) }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * The cloud SDKs (Bedrock, Vertex) build their clients from the Anthropic SDK's whole
 * resource namespace: `new Resources.Messages(client)`, and `new Resources.Beta(client)`
 * for a `beta` property this project never calls. Their `Beta` keeps every beta resource
 * (organizations, environments, tool runners: about 680 kB) alive in the bundle, and since
 * the SDK module that holds it is one the Anthropic client's start also loads, all of it
 * was parsed before every run's first model request. Their namespace here is Messages, and
 * a `Beta` with an empty `messages` (the loop uses `messages.create` only, `MessagesClient`
 * in src/engine/model/providers.ts). The build stops if either SDK starts using anything else of
 * the namespace; test/cli/providers.test.ts builds and runs both clients from dist/.
 */
const CLOUD_RESOURCES = 'cloud-sdk-resources';
const CLOUD_SDKS = /[\\/]@anthropic-ai[\\/](bedrock|vertex)-sdk[\\/]/;
const cloudSdkResources = {
  name: CLOUD_RESOURCES,
  setup(context) {
    context.onResolve({ filter: /^@anthropic-ai\/sdk\/resources\/index$/ }, (args) => {
      if (!CLOUD_SDKS.test(args.importer)) return undefined;
      checkCloudResourceUse(args.importer);
      return { path: 'messages-only.js', namespace: CLOUD_RESOURCES };
    });
    context.onLoad({ filter: /.*/, namespace: CLOUD_RESOURCES }, () => ({
      contents: [
        "export { Messages } from '@anthropic-ai/sdk/resources/messages/messages';",
        '/** Not used by agent-loop (see scripts/build.mjs); the clients delete from its messages. */',
        'export class Beta { messages = {}; }',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

/** Stops the build if a cloud SDK's client uses more of the namespace than is given it. */
function checkCloudResourceUse(file) {
  const used = new Set(readFileSync(file, 'utf8').match(/\bResources\.\w+/g) ?? []);
  const other = [...used].filter(
    (name) => !['Resources.Messages', 'Resources.Beta'].includes(name),
  );
  if (other.length > 0) {
    throw new Error(`${relative(ROOT, file)} uses ${other.join(', ')}: see cloudSdkResources`);
  }
}

/** The folder of package `name` as node would find it from `from`, or undefined. */
function packageDirectory(name, from) {
  for (let directory = from; ; directory = dirname(directory)) {
    const candidate = join(directory, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(directory) === directory) return undefined;
  }
}

/**
 * A CommonJS package loaded with `import()` becomes a chunk of its own whose only
 * export is `default`, so `const { GoogleAuth } = await import('google-auth-library')`
 * would find nothing. Such an import is sent through a small ES module that names
 * each export the package really has (read by loading it here, at build time).
 */
const CJS_WRAPPER = 'cjs-with-names';
const namedCommonJs = {
  name: 'commonjs-dynamic-imports-keep-their-names',
  setup(context) {
    context.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === CJS_WRAPPER) return undefined;
      const resolved = await context.resolve(args.path, {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: CJS_WRAPPER,
      });
      if (resolved.errors.length > 0 || resolved.external || !isCommonJs(resolved.path)) {
        return undefined;
      }
      // Relative to the project: nothing of the machine's folders reaches dist/.
      return { path: relative(ROOT, resolved.path), namespace: CJS_WRAPPER };
    });
    context.onLoad({ filter: /.*/, namespace: CJS_WRAPPER }, (args) => ({
      contents: wrapperSource(join(ROOT, args.path)),
      resolveDir: dirname(join(ROOT, args.path)),
      loader: 'js',
    }));
  },
};

/**
 * Is this file CommonJS? By extension, else by its text: bundler-only ES builds
 * (a package's `module` field) sit in folders node would call CommonJS, so the
 * nearest package.json cannot tell; an ES module has top-level import or export.
 */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs') || !file.endsWith('.js')) return false;
  return !/^(import|export)\b/m.test(readFileSync(file, 'utf8'));
}

/** An ES module re-exporting a CommonJS file's exports by name. */
function wrapperSource(file) {
  const exported = createRequire(file)(file);
  const names = Object.keys(exported).filter(
    (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
  );
  return [
    `import * as commonJs from ${JSON.stringify(`./${basename(file)}`)};`,
    'export default commonJs.default;',
    ...names.map((name) => `export const ${name} = commonJs[${JSON.stringify(name)}];`),
  ].join('\n');
}

/** An input's path without the plugin namespace esbuild puts before it (`ns:/path`). */
function withoutNamespace(input) {
  return input.startsWith(`${CJS_WRAPPER}:`) ? input.slice(CJS_WRAPPER.length + 1) : input;
}

/** The vendored file is found beside its importer only when that importer is a chunk. */
function checkVendoredImporters(outputs) {
  for (const [file, output] of Object.entries(outputs)) {
    const imports = output.imports.some((entry) => entry.path === `./${VENDORED.as}`);
    const chunks = relative(ROOT, join(DIST, 'chunks')).replace(/\\/g, '/');
    if (imports && !file.startsWith(`${chunks}/`)) {
      throw new Error(`${file} imports ${VENDORED.as} but is not in ${chunks}/`);
    }
  }
}

/**
 * Grep's search worker is an entry of its own at a fixed name; the module that
 * starts it (src/engine/tools/grep-worker.ts) finds it beside itself, so that module
 * must land in a chunk.
 */
const GREP_WORKER = {
  entry: 'chunks/grep-kernel-worker',
  source: 'src/engine/tools/grep-kernel-worker.ts',
  starter: 'src/engine/tools/grep-worker.ts',
};
function checkGrepWorkerStarter(outputs) {
  const chunks = relative(ROOT, join(DIST, 'chunks')).replace(/\\/g, '/');
  for (const [file, output] of Object.entries(outputs)) {
    if (GREP_WORKER.starter in output.inputs && !file.startsWith(`${chunks}/`)) {
      throw new Error(`${GREP_WORKER.starter} is bundled into ${file}, not into ${chunks}/`);
    }
  }
  if (!existsSync(join(DIST, `${GREP_WORKER.entry}.js`))) {
    throw new Error(`${GREP_WORKER.entry}.js was not written`);
  }
}

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: {
    index: 'src/index.ts',
    'cli/index': 'src/cli/index.ts',
    [GREP_WORKER.entry]: GREP_WORKER.source,
    // Found by name: the run's merged start imports it (scripts/cached-scripts.mjs).
    [`chunks/${LOADER.replace(/\.js$/, '')}`]: 'src/cli/script-cache.ts',
  },
  outdir: DIST,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: BANNER },
  legalComments: 'none',
  // Readable dist/ (reviewable diffs, named stack frames); measured: minifying saves
  // little load time now that the entries are small.
  minify: MINIFY,
  metafile: true,
  plugins: [vendoredAsIs, openTelemetryModules, zodEnglishOnly, cloudSdkResources, namedCommonJs],
  logLevel: 'warning',
});

checkVendoredImporters(result.metafile.outputs);
checkGrepWorkerStarter(result.metafile.outputs);
copyFileSync(join(ROOT, VENDORED.file), join(DIST, 'chunks', VENDORED.as));
const merged = await mergeStarts(result.metafile, ROOT, DIST);
const cached = await writeAsCachedScript(join(DIST, 'chunks', RUN_GROUP));
writeFileSync(join(DIST, 'package.json'), '{\n  "type": "module"\n}\n');
const count = writeLicenses(
  [...Object.keys(result.metafile.inputs).map(withoutNamespace), VENDORED.file],
  join(DIST, 'licenses.txt'),
);
console.log(`start groups merged: ${merged.join(', ')}; the run's start as ${cached}`);
console.log(
  `${relative(ROOT, DIST) || DIST}/: ${Object.keys(result.metafile.outputs).length + merged.length} files, ${count} bundled packages`,
);
