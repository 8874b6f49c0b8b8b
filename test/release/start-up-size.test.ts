/**
 * The action's first step (inputs, a first look at the event) and the CLI's
 * (flags, help, version) load only what they need: most events are not requests, so
 * the GitHub client, the Markdown parser, the SDK and zod must load after that look
 * (src/main.ts, src/cli/main.ts). The cold-start bench measures the time; this keeps
 * the import graph from growing back, which a merge once did (inputs imported the
 * review's check-run module, and with it Octokit and undici: 1.56 MB at start).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
import { startBytes, startFiles } from '../support/start-graph.js';

const LATE_PACKAGES = ['undici', '@octokit', 'micromark', 'parse5', '@anthropic-ai/sdk', 'zod/v4'];

function packagesAtStart(entry: string): string[] {
  const text = startFiles(entry)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return LATE_PACKAGES.filter((name) => text.includes(`// node_modules/${name}/`));
}

describe('what loads before the first step', () => {
  for (const entry of ['index.js', 'cli/index.js']) {
    it(`dist/${entry} loads no client, parser or SDK at start, and under 200 kB`, () => {
      const path = join(REPO_ROOT, 'dist', entry);
      expect(packagesAtStart(path)).toEqual([]);
      expect(startBytes(path)).toBeLessThan(200_000);
    });
  }

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
