/**
 * The action's first step (inputs, a first look at the event) and the CLI's
 * (flags, help, version) load only what they need: most events are not requests, so
 * the GitHub client, the Markdown parser, the SDK and zod must load after that look
 * (src/main.ts, src/cli/main.ts). The cold-start bench measures the time; this keeps
 * the import graph from growing back, which a merge once did (inputs imported the
 * review's check-run module, and with it Octokit and undici: 1.56 MB at start).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
