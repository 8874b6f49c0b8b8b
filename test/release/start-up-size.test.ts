/**
 * The action's first step (inputs, a first look at the event) and the CLI's
 * (flags, help, version) load only what they need: most events are not requests, so
 * the GitHub client, the Markdown parser, the SDK and zod must load after that look
 * (src/main.ts, src/cli/main.ts). The cold-start bench measures the time; this keeps
 * the import graph from growing back, which a merge once did (inputs imported the
 * review's check-run module, and with it Octokit and undici: 1.56 MB at start).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
import { startBytes, startFiles } from '../support/start-graph.js';

const LATE_PACKAGES = ['undici', '@octokit', 'micromark', 'parse5', '@anthropic-ai/sdk', 'zod/v4'];

function packagesAtStart(entry: string): string[] {
  return packagesIn(startFiles(entry), LATE_PACKAGES);
}

function packagesIn(files: string[], packages: string[]): string[] {
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return packages.filter((name) => text.includes(`// node_modules/${name}/`));
}

/**
 * Needed only once the model answers: zod (the tool calls' input schemas; the API gets
 * their JSON Schemas generated at build time), the YAML parser (front matter), the
 * glob matchers, the MCP SDK.
 */
const AFTER_FIRST_REQUEST = ['zod/v4', 'yaml', 'picomatch', 'ignore', '@modelcontextprotocol'];

describe('what loads before the first step', () => {
  for (const entry of ['index.js', 'cli/index.js']) {
    it(`dist/${entry} loads no client, parser or SDK at start, and under 200 kB`, () => {
      const path = join(REPO_ROOT, 'dist', entry);
      expect(packagesAtStart(path)).toEqual([]);
      expect(startBytes(path)).toBeLessThan(200_000);
    });
  }

  it('a CLI run loads no commander, tool implementation, zod, YAML parser, glob matcher, MCP SDK or boundary code before its first model request', () => {
    const cli = join(REPO_ROOT, 'dist', 'cli', 'index.js');
    const run = /import\("(\.\.\/chunks\/run-[\w-]+\.js)"\)/.exec(readFileSync(cli, 'utf8'));
    expect(run).not.toBeNull();
    const files = [...startFiles(cli), ...startFiles(join(dirname(cli), run![1]!))];
    expect(packagesIn(files, ['@anthropic-ai/sdk'])).toEqual(['@anthropic-ai/sdk']);
    expect(packagesIn(files, AFTER_FIRST_REQUEST)).toEqual([]);

    // The boundary's code loads with its set-up, once the first request is in flight.
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(text).not.toContain('// src/engine/sandbox/boundary.ts');
    // A plain run's command line is read without commander (src/cli/run-flags.ts).
    expect(packagesIn(files, ['commander'])).toEqual([]);
    // The built-in tools' calls load once the first request is sent (src/engine/tools/built-in.ts).
    const sources = [...text.matchAll(/^\/\/ (src\/engine\/tools\/[\w/-]+-run\.ts)$/gm)];
    expect(sources.map((match) => match[1])).toEqual([]);
  });

  it("a CLI run's start is a handful of files, each module in one of them (scripts/start-groups.mjs)", () => {
    const cli = join(REPO_ROOT, 'dist', 'cli', 'index.js');
    const run = /import\("(\.\.\/chunks\/run-[\w-]+\.js)"\)/.exec(readFileSync(cli, 'utf8'));
    const files = new Set([...startFiles(cli), ...startFiles(join(dirname(cli), run![1]!))]);
    // Split as esbuild leaves it, the same start was 40 files, each loaded on its own.
    expect(files.size).toBeLessThanOrEqual(12);
    const modules = new Map<string, string[]>();
    for (const file of distFiles()) {
      const names = readFileSync(file, 'utf8').matchAll(/^\/\/ ((?:src|node_modules)\/\S+)$/gm);
      for (const name of new Set([...names].map((match) => match[1]!))) {
        modules.set(name, [...(modules.get(name) ?? []), relative(REPO_ROOT, file)]);
      }
    }
    expect(modules.get('src/engine/loop/query-loop.ts')).toHaveLength(1);
    expect([...modules].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it("no static import in dist/ goes through a merged chunk's shim", () => {
    const files = distFiles();
    const shims = new Set(
      files.filter((file) => readFileSync(file, 'utf8').startsWith('// Merged into')),
    );
    expect(shims.size).toBeGreaterThan(0);
    const throughShims = files
      .filter((file) => !shims.has(file))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /^import (?:\{[^}]*\} from )?"(\.{1,2}\/[^"]+)";$/gm,
          ),
        ]
          .map((match) => join(dirname(file), match[1]!))
          .filter((target) => shims.has(target))
          .map((target) => `${relative(REPO_ROOT, file)} → ${relative(REPO_ROOT, target)}`),
      );
    expect(throughShims).toEqual([]);
  });

  it("bundles zod's English messages only (all 64 locales were 370 kB parsed at every run's start)", () => {
    const chunks = join(REPO_ROOT, 'dist', 'chunks');
    const locales = readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => [
        ...readFileSync(join(chunks, name), 'utf8').matchAll(
          /^\/\/ node_modules\/zod\/v4\/locales\/([\w-]+)\.js$/gm,
        ),
      ])
      .map((match) => match[1]);
    expect(locales.sort()).toEqual(['en', 'english-only']);
  });
});

/** Every JavaScript file in dist/. */
function distFiles(folder = join(REPO_ROOT, 'dist')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return distFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}
