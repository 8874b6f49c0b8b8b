/**
 * The build step that writes the run's start as a script body V8 can cache
 * (scripts/cached-scripts.mjs): on a small chunk of esbuild's shape, and the checks that
 * stop the build where the body would not behave as the module did.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';
// @ts-expect-error: a build script, plain JavaScript
import { checkExportsSettle, writeAsCachedScript } from '../../scripts/cached-scripts.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function chunk(source: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cached-scripts-'));
  folders.push(folder);
  const file = join(folder, 'group-run.js');
  writeFileSync(file, source);
  return file;
}

const CHUNK = [
  'import { twice } from "./math.js";',
  'import { join } from "node:path";',
  '// src/engine/example.ts',
  'var answer = twice(21);',
  'function later() { return import("./lazy.js"); }',
  'var where = import.meta.url;',
  'export {',
  '  answer as chunk_A$answer,',
  '  later as chunk_A$later,',
  '  join as chunk_A$join,',
  '  where as chunk_A$where',
  '};',
].join('\n');

describe("the run's start as a script body", () => {
  it('keeps the module names, requires the imports, and the module re-exports every name', async () => {
    const file = chunk(CHUNK);
    expect(await writeAsCachedScript(file)).toBe('group-run.script.js');
    const body = readFileSync(join(file, '..', 'group-run.script.js'), 'utf8');
    expect(body).toMatch(/^\/\/ src\/engine\/example\.ts$/m);
    expect(body).toContain('require("./math.js")');
    expect(body).toContain('__agentLoopImport("./lazy.js")');
    expect(body).toContain('__agentLoopUrl');
    expect(body).not.toMatch(/\bimport\(|import\.meta/);
    const module = readFileSync(file, 'utf8');
    expect(module).toContain('import * as imported0 from "./math.js";');
    for (const name of ['chunk_A$answer', 'chunk_A$later', 'chunk_A$join', 'chunk_A$where']) {
      expect(module).toContain(`export const ${name} = exports.${name};`);
    }
  });

  it('is ASCII (decoded fast, one byte a character): other characters of comments escaped', async () => {
    const file = chunk('/*! Iterate — 👋 */\nvar dash = "—";\nexport { dash };');
    await writeAsCachedScript(file);
    const body = readFileSync(join(file, '..', 'group-run.script.js'), 'utf8');
    expect(body).toContain('Iterate \\u{2014} \\u{1f44b}');
    expect(body).toMatch(/^[\x20-\x7e\n\t]*$/);
    const built = readFileSync(join(REPO_ROOT, 'dist', 'chunks', 'group-run.script.js'), 'utf8');
    expect(built).toMatch(/^[\x20-\x7e\n\t]*$/);
  });

  it('stops at an exported variable a function assigns (importers would keep the old value)', () => {
    const late = 'var count = 0;\nfunction bump() { count = count + 1; }\nexport { bump, count };';
    expect(() => checkExportsSettle(late, 'late.js')).toThrow(/the exported count is assigned/);
    const settled = 'var count = 0;\nif (count === 0) count = 1;\nexport { count };';
    expect(() => checkExportsSettle(settled, 'settled.js')).not.toThrow();
  });

  it('stops at a text that only looks like a chunk import (it would be rewritten)', async () => {
    const file = chunk(`var help = 'call import("./x.js") yourself';\nexport { help };`);
    await expect(writeAsCachedScript(file)).rejects.toThrow(
      /1 texts look like import\(\) of a chunk, 0 are/,
    );
  });
});
