/**
 * The file tools in folders added to the run (docs/contract.md#change-sets): real tools on
 * real folders. An absolute path under an added folder works as a workspace path does, under
 * the same rules; a read-only folder is read, never written; nothing leaves a folder.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPermissionChecker, createTools } from '../../src/engine/tools/index.js';
import { findRipgrep } from '../../src/engine/tools/ripgrep.js';
import type { AddedDir } from '../../src/engine/tools/added-dirs.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
let lib: ReturnType<typeof makeTempDir>;
let docs: ReturnType<typeof makeTempDir>;
let outside: ReturnType<typeof makeTempDir>;

beforeEach(() => {
  workspace = makeTempDir('al-added-ws-');
  lib = makeTempDir('al-added-lib-');
  docs = makeTempDir('al-added-docs-');
  outside = makeTempDir('al-added-out-');
  writeTree(workspace.dir, { 'app.ts': 'import { greet } from "lib";\n' });
  writeTree(lib.dir, {
    'src/greet.ts': 'export const greet = () => "hello";\n',
    '.git/config': '[core]\n',
    '.github/workflows/ci.yml': 'on: push\n',
    'notebook.ipynb': JSON.stringify({ cells: [], metadata: {}, nbformat: 4, nbformat_minor: 5 }),
  });
  writeTree(docs.dir, { 'guide.md': 'greet says hello\n' });
  writeTree(outside.dir, { 'secret.txt': 'outside hello\n' });
});
afterEach(() => {
  for (const dir of [workspace, lib, docs, outside]) dir.cleanup();
});

function tools(ripgrepPath: string | null = null): Record<string, Tool> {
  const addedDirs: AddedDir[] = [
    { path: lib.dir, label: 'lib', readOnly: false },
    {
      path: docs.dir,
      label: 'acme/docs',
      readOnly: true,
      readOnlyReason: 'the requester cannot write to it',
    },
  ];
  const list = createTools({
    workspaceRoot: workspace.dir,
    addedDirs,
    redactSecrets: noRedaction,
    ripgrepPath,
  });
  return Object.fromEntries(list.map((tool) => [tool.name, tool]));
}

describe('the file tools in an added folder', () => {
  it('read, edit, write and edit notebooks there by absolute path', async () => {
    const { Read, Edit, Write, NotebookEdit } = tools();
    const context = makeContext();
    const file = join(lib.dir, 'src/greet.ts');
    expect(text(await Read!.call({ file_path: file }, context))).toContain('"hello"');
    const edited = await Edit!.call(
      { file_path: file, old_string: '"hello"', new_string: '"hi"' },
      context,
    );
    expect(edited.isError).toBeFalsy();
    expect(readFileSync(file, 'utf8')).toBe('export const greet = () => "hi";\n');
    const created = await Write!.call(
      { file_path: join(lib.dir, 'src/new.ts'), content: 'export {};\n' },
      context,
    );
    expect(text(created)).toMatch(/^Created /);
    expect(readFileSync(join(lib.dir, 'src/new.ts'), 'utf8')).toBe('export {};\n');
    const notebook = join(lib.dir, 'notebook.ipynb');
    await Read!.call({ file_path: notebook }, context);
    const cell = await NotebookEdit!.call(
      { notebook_path: notebook, new_source: 'print(1)', cell_type: 'code', edit_mode: 'insert' },
      context,
    );
    expect(cell.isError).toBeFalsy();
    expect(readFileSync(notebook, 'utf8')).toContain('print(1)');
  });

  it('keeps relative paths in the workspace', async () => {
    const { Read } = tools();
    expect(text(await Read!.call({ file_path: 'app.ts' }, makeContext()))).toContain('greet');
    const missing = await Read!.call({ file_path: 'src/greet.ts' }, makeContext());
    expect(missing.isError).toBe(true);
  });

  it('reads a read-only folder and refuses every write there, saying why', async () => {
    const { Read, Edit, Write } = tools();
    const context = makeContext();
    const guide = join(docs.dir, 'guide.md');
    expect(text(await Read!.call({ file_path: guide }, context))).toContain('greet says hello');
    for (const result of [
      await Write!.call({ file_path: join(docs.dir, 'new.md'), content: 'x' }, context),
      await Edit!.call({ file_path: guide, old_string: 'hello', new_string: 'bye' }, context),
    ]) {
      expect(result.isError).toBe(true);
      expect(text(result)).toContain('read-only in this run: the requester cannot write to it');
    }
    expect(readFileSync(guide, 'utf8')).toBe('greet says hello\n');
    expect(existsSync(join(docs.dir, 'new.md'))).toBe(false);
  });

  it('refuses .git, workflow files and the folder itself as the workspace does', async () => {
    const { Write } = tools();
    const context = makeContext();
    const refusals = [
      [join(lib.dir, '.git/config'), /inside a \.git folder/],
      [join(lib.dir, '.github/workflows/ci.yml'), /workflow file/],
      [lib.dir, /root of the added folder .* cannot be written/],
    ] as const;
    for (const [path, message] of refusals) {
      const result = await Write!.call({ file_path: path, content: 'x' }, context);
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(message);
    }
    expect(readFileSync(join(lib.dir, '.git/config'), 'utf8')).toBe('[core]\n');
  });

  it('refuses `..` and links that leave an added folder', async () => {
    const { Read, Write } = tools();
    const context = makeContext();
    const escaped = await Read!.call(
      { file_path: `${lib.dir}/../${outside.dir.split('/').pop()}/secret.txt` },
      context,
    );
    expect(escaped.isError).toBe(true);
    expect(text(escaped)).toMatch(/outside the workspace .* and the added folders/);
    symlinkSync(join(outside.dir, 'secret.txt'), join(lib.dir, 'link.txt'));
    symlinkSync(outside.dir, join(lib.dir, 'out'));
    const linked = await Read!.call({ file_path: join(lib.dir, 'link.txt') }, context);
    expect(text(linked)).toMatch(/through a symbolic link.*outside the added folder/);
    const through = await Write!.call(
      { file_path: join(lib.dir, 'out/planted'), content: 'x' },
      context,
    );
    expect(through.isError).toBe(true);
    expect(existsSync(join(outside.dir, 'planted'))).toBe(false);
    // Nor does a link in the workspace lead into an added folder: each stays its own.
    symlinkSync(join(lib.dir, 'src'), join(workspace.dir, 'lib-src'));
    const across = await Read!.call({ file_path: 'lib-src/greet.ts' }, context);
    expect(text(across)).toMatch(/outside the workspace/);
  });

  it('refuses a path in no folder, naming the added ones', async () => {
    const { Read } = tools();
    const result = await Read!.call({ file_path: join(outside.dir, 'secret.txt') }, makeContext());
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(lib.dir);
    expect(text(result)).not.toContain('outside hello');
  });
});

const rg = findRipgrep();
const engines = [{ name: 'fallback', ripgrepPath: null as string | null }];
if (rg) engines.push({ name: 'ripgrep', ripgrepPath: rg });

describe.each(engines)('Glob and Grep in an added folder ($name)', ({ ripgrepPath }) => {
  it('search it by path and answer with absolute paths, skipping its .git', async () => {
    const { Glob, Grep } = tools(ripgrepPath);
    const context = makeContext();
    const globbed = text(await Glob!.call({ pattern: '**/*', path: lib.dir }, context));
    expect(globbed.split('\n').sort()).toEqual(
      [
        join(lib.dir, '.github/workflows/ci.yml'),
        join(lib.dir, 'notebook.ipynb'),
        join(lib.dir, 'src/greet.ts'),
      ].sort(),
    );
    const found = text(
      await Grep!.call({ pattern: 'hello', path: docs.dir, output_mode: 'content' }, context),
    );
    expect(found).toContain(`${join(docs.dir, 'guide.md')}\n1:greet says hello`);
    const inWorkspace = text(await Grep!.call({ pattern: 'greet' }, context));
    expect(inWorkspace).toBe('Found 1 file\napp.ts');
    mkdirSync(join(lib.dir, 'deep'));
    writeFileSync(join(lib.dir, 'deep/x.ts'), 'hello\n');
    const listed = text(
      await Grep!.call({ pattern: 'hello', path: join(lib.dir, 'deep') }, context),
    );
    expect(listed).toBe(`Found 1 file\n${join(lib.dir, 'deep/x.ts')}`);
  });
});

describe('permission rules and added folders', () => {
  it('read relative rules against the workspace, and name an added folder with //', () => {
    const check = createPermissionChecker({
      allowed: [],
      disallowed: ['Edit(src/**)', `Edit(/${lib.dir}/secret/**)`],
      workspaceRoot: workspace.dir,
    });
    const edit = (path: string) => check('Edit', { file_path: path }).behavior;
    expect(edit(join(workspace.dir, 'src/a.ts'))).toBe('deny');
    expect(edit(join(lib.dir, 'src/greet.ts'))).toBe('allow');
    expect(edit(join(lib.dir, 'secret/key.txt'))).toBe('deny');
    expect(edit(join(workspace.dir, 'secret/key.txt'))).toBe('allow');
  });
});
