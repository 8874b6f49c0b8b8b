import {
  createEditTool,
  createReadTool,
  createWriteTool,
} from '../../src/engine/tools/built-in.js';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_EDIT_FILE_BYTES } from '../../src/engine/tools/file-state.js';
import { createTodoWriteTool } from '../../src/engine/tools/todo-write.js';
import { loadZod } from '../../src/engine/tools/deferred-schema.js';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
let outside: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  workspace = makeTempDir();
  outside = makeTempDir();
});
afterEach(() => {
  workspace.cleanup();
  outside.cleanup();
});
const options = () => ({ workspaceRoot: workspace.dir, redactSecrets: noRedaction });

describe('Read', () => {
  it('numbers lines (number, tab, line) and honours offset/limit', async () => {
    writeTree(workspace.dir, { 'a.txt': 'one\ntwo\r\nthree\nfour\n' });
    const read = createReadTool(options());
    const context = makeContext();
    expect(text(await read.call({ file_path: 'a.txt' }, context))).toBe(
      '1\tone\n2\ttwo\n3\tthree\n4\tfour',
    );
    const part = text(await read.call({ file_path: 'a.txt', offset: 2, limit: 2 }, context));
    expect(part).toContain('2\ttwo\n3\tthree');
    expect(part).toContain('offset: 4');
    const record = context.readState.get(join(workspace.dir, 'a.txt'));
    // A digest of what was read, not the text: a huge file is not held for the run.
    const whole = 'one\ntwo\r\nthree\nfour\n';
    expect(record).toEqual({
      partial: true,
      size: whole.length,
      sha256: createHash('sha256').update(whole).digest('hex'),
      mtimeMs: expect.any(Number),
      timestamp: expect.any(Number),
    });
    expect(record?.mtimeMs).toBe(statSync(join(workspace.dir, 'a.txt')).mtimeMs);
  });

  it('reads 2000 lines by default and cuts long lines', async () => {
    const lines = Array.from({ length: 2500 }, (_, i) => `line ${i + 1}`);
    lines[0] = 'x'.repeat(5000);
    writeTree(workspace.dir, { 'big.txt': lines.join('\n') });
    const output = text(
      await createReadTool(options()).call({ file_path: 'big.txt' }, makeContext()),
    );
    expect(output).toContain('\n2000\tline 2000');
    expect(output).not.toContain('line 2001');
    expect(output).toContain('3000 more characters');
  });

  it('explains missing files with a near miss, directories, binaries, empty files, offsets past the end', async () => {
    writeTree(workspace.dir, {
      'src/index.ts': 'x\n',
      'empty.txt': '',
      'bin.dat': Buffer.from([1, 2, 0, 3]),
    });
    const read = createReadTool(options());
    const context = makeContext();
    const missing = await read.call({ file_path: 'src/indx.ts' }, context);
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/does not exist.*Did you mean src\/index\.ts/);
    expect(text(await read.call({ file_path: 'nope/x.ts' }, context))).toMatch(
      /folder does not exist/,
    );
    expect(text(await read.call({ file_path: 'src' }, context))).toMatch(/is a directory/);
    expect(text(await read.call({ file_path: 'bin.dat' }, context))).toMatch(/binary file/);
    const empty = await read.call({ file_path: 'empty.txt' }, context);
    expect(empty.isError).toBeFalsy();
    expect(text(empty)).toMatch(/exists but is empty/);
    expect(text(await read.call({ file_path: 'src/index.ts', offset: 10 }, context))).toMatch(
      /has 1 lines; offset 10 is past the end/,
    );
  });

  it('asks for offset/limit on a large file and streams a range of a huge one', async () => {
    const line = 'abcdefghij'.repeat(10);
    writeFileSync(join(workspace.dir, 'large.txt'), `${line}\n`.repeat(200_000)); // ~20 MB
    const read = createReadTool(options());
    const whole = await read.call({ file_path: 'large.txt' }, makeContext());
    expect(whole.isError).toBe(true);
    expect(text(whole)).toMatch(/offset and limit/);
    const range = text(
      await read.call({ file_path: 'large.txt', offset: 150_000, limit: 2 }, makeContext()),
    );
    expect(range).toBe(
      `150000\t${line}\n150001\t${line}\n\n(Showing lines 150000-150001 of a large file; use offset: 150002 to read on.)`,
    );
  });

  it('shows invalid UTF-8 with replacement characters', async () => {
    writeFileSync(join(workspace.dir, 'latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    const output = text(
      await createReadTool(options()).call({ file_path: 'latin1.txt' }, makeContext()),
    );
    expect(output).toContain('caf\uFFFD');
    expect(output).toMatch(/not valid UTF-8/);
  });

  it('refuses paths outside the workspace and redacts secrets', async () => {
    writeTree(outside.dir, { 'secret.txt': 'top secret' });
    symlinkSync(join(outside.dir, 'secret.txt'), join(workspace.dir, 'link.txt'));
    writeTree(workspace.dir, { 'config.txt': 'token=hunter2hunter2\n' });
    const read = createReadTool({
      workspaceRoot: workspace.dir,
      redactSecrets: (value) => value.replaceAll('hunter2hunter2', '***'),
    });
    for (const path of ['../../etc/passwd', join(outside.dir, 'secret.txt'), 'link.txt']) {
      const result = await read.call({ file_path: path }, makeContext());
      expect(result.isError).toBe(true);
      expect(text(result)).not.toContain('top secret');
    }
    expect(text(await read.call({ file_path: 'config.txt' }, makeContext()))).toContain(
      'token=***',
    );
  });

  it('returns images as image blocks', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    writeFileSync(join(workspace.dir, 'pixel.png'), png);
    const result = await createReadTool(options()).call({ file_path: 'pixel.png' }, makeContext());
    expect(result.content).toEqual([
      {
        type: 'image',
        source: { type: 'base64', media_type: 'image/png', data: png.toString('base64') },
      },
    ]);
  });
});

describe('Write', () => {
  it('creates new files (and folders) without a read, atomically', async () => {
    const write = createWriteTool(options());
    const result = await write.call(
      { file_path: 'deep/new/file.txt', content: 'hello\n' },
      makeContext(),
    );
    expect(result.isError).toBeFalsy();
    expect(readFileSync(join(workspace.dir, 'deep/new/file.txt'), 'utf8')).toBe('hello\n');
    expect(readdirSync(join(workspace.dir, 'deep/new'))).toEqual(['file.txt']); // no temp file left
  });

  it('requires a read of an existing file and refuses when it changed since', async () => {
    writeTree(workspace.dir, { 'a.txt': 'old\n' });
    const write = createWriteTool(options());
    const read = createReadTool(options());
    const context = makeContext();
    const unread = await write.call({ file_path: 'a.txt', content: 'new\n' }, context);
    expect(unread.isError).toBe(true);
    expect(text(unread)).toMatch(/has not been read/);
    await read.call({ file_path: 'a.txt' }, context);
    writeFileSync(join(workspace.dir, 'a.txt'), 'changed by someone\n');
    utimesSync(join(workspace.dir, 'a.txt'), new Date(), new Date(Date.now() + 5000));
    const stale = await write.call({ file_path: 'a.txt', content: 'new\n' }, context);
    expect(text(stale)).toMatch(/modified since/);
    await read.call({ file_path: 'a.txt' }, context);
    // Touched but unchanged is fine.
    utimesSync(join(workspace.dir, 'a.txt'), new Date(), new Date(Date.now() + 10_000));
    expect(
      (await write.call({ file_path: 'a.txt', content: 'new\n' }, context)).isError,
    ).toBeFalsy();
    expect(readFileSync(join(workspace.dir, 'a.txt'), 'utf8')).toBe('new\n');
  });

  it('tells a same-size change from a touch by the digest it kept', async () => {
    writeTree(workspace.dir, { 'a.txt': 'old\n' });
    const context = makeContext();
    await createReadTool(options()).call({ file_path: 'a.txt' }, context);
    writeFileSync(join(workspace.dir, 'a.txt'), 'new\n');
    utimesSync(join(workspace.dir, 'a.txt'), new Date(), new Date(Date.now() + 5000));
    const stale = await createWriteTool(options()).call(
      { file_path: 'a.txt', content: 'mine\n' },
      context,
    );
    expect(text(stale)).toMatch(/modified since/);
  });

  it('refuses content past the size cap, with the reason, and writes nothing', async () => {
    const content = 'x'.repeat(MAX_EDIT_FILE_BYTES + 1);
    const result = await createWriteTool(options()).call(
      { file_path: 'big.txt', content },
      makeContext(),
    );
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      `big.txt would be ${MAX_EDIT_FILE_BYTES + 1} bytes, more than the 10 MB (${MAX_EDIT_FILE_BYTES} bytes) Write changes at once. Write smaller files, or produce this one with a command (Bash).`,
    );
    expect(existsSync(join(workspace.dir, 'big.txt'))).toBe(false);
  });

  it('keeps the file mode', async () => {
    writeTree(workspace.dir, { 'run.sh': 'echo hi\n' });
    const path = join(workspace.dir, 'run.sh');
    const { chmodSync } = await import('node:fs');
    chmodSync(path, 0o755);
    const context = makeContext();
    await createReadTool(options()).call({ file_path: 'run.sh' }, context);
    await createWriteTool(options()).call({ file_path: 'run.sh', content: 'echo bye\n' }, context);
    expect(statSync(path).mode & 0o777).toBe(0o755);
  });

  it('refuses .git, workflows (unless allowed), outside paths and symlink escapes', async () => {
    symlinkSync(outside.dir, join(workspace.dir, 'out'));
    const write = createWriteTool(options());
    for (const path of [
      '.git/hooks/post-checkout',
      '.github/workflows/evil.yml',
      '../escape.txt',
      'out/new.txt',
      join(outside.dir, 'x.txt'),
    ]) {
      const result = await write.call({ file_path: path, content: 'x' }, makeContext());
      expect(result.isError, path).toBe(true);
    }
    expect(readdirSync(outside.dir)).toEqual([]);
    const allowed = createWriteTool({ ...options(), allowWorkflowEdits: true });
    expect(
      (
        await allowed.call(
          { file_path: '.github/workflows/ok.yml', content: 'on: push\n' },
          makeContext(),
        )
      ).isError,
    ).toBeFalsy();
  });
});

describe('Edit', () => {
  async function prepared(files: Record<string, string | Buffer>) {
    writeTree(workspace.dir, files);
    const context = makeContext();
    const read = createReadTool(options());
    for (const path of Object.keys(files)) await read.call({ file_path: path }, context);
    return { edit: createEditTool(options()), context };
  }

  it('replaces a unique exact string, literally ($& stays $&)', async () => {
    const { edit, context } = await prepared({ 'a.ts': 'const a = 1;\nconst b = 2;\n' });
    const result = await edit.call(
      { file_path: 'a.ts', old_string: 'const b = 2;', new_string: "const b = '$&';" },
      context,
    );
    expect(result.isError).toBeFalsy();
    expect(text(result)).toContain("2\tconst b = '$&';");
    expect(readFileSync(join(workspace.dir, 'a.ts'), 'utf8')).toBe(
      "const a = 1;\nconst b = '$&';\n",
    );
    // The edit refreshed the read state: a second edit needs no new Read.
    expect(
      (await edit.call({ file_path: 'a.ts', old_string: 'const a', new_string: 'let a' }, context))
        .isError,
    ).toBeFalsy();
  });

  it('answers with the changed lines and one line around them, numbered as Read numbers them', async () => {
    const lines = Array.from({ length: 9 }, (_, index) => `line ${index + 1}`);
    const { edit, context } = await prepared({ 'm.txt': `${lines.join('\n')}\n` });
    const result = await edit.call(
      { file_path: 'm.txt', old_string: 'line 5', new_string: 'five\nand a half' },
      context,
    );
    // Sent again in every later request: the new text, placed, and no more.
    expect(text(result)).toBe('Edited m.txt:\n4\tline 4\n5\tfive\n6\tand a half\n7\tline 6');
  });

  it('reports no match and N matches, and replaces all when asked', async () => {
    const { edit, context } = await prepared({ 'a.txt': 'x\nfoo\nx\nfoo\n' });
    expect(
      text(await edit.call({ file_path: 'a.txt', old_string: 'bar', new_string: 'baz' }, context)),
    ).toMatch(/not found/);
    expect(
      text(await edit.call({ file_path: 'a.txt', old_string: 'foo', new_string: 'baz' }, context)),
    ).toMatch(/Found 2 matches.*lines 2, 4/);
    expect(
      text(
        await edit.call(
          { file_path: 'a.txt', old_string: 'foo', new_string: 'baz', replace_all: true },
          context,
        ),
      ),
    ).toMatch(/Replaced 2/);
    expect(readFileSync(join(workspace.dir, 'a.txt'), 'utf8')).toBe('x\nbaz\nx\nbaz\n');
  });

  it('refuses an edit whose result would pass the size cap', async () => {
    const { edit, context } = await prepared({ 'a.txt': 'x\n'.repeat(1000) });
    const result = await edit.call(
      {
        file_path: 'a.txt',
        old_string: 'x',
        new_string: 'y'.repeat(MAX_EDIT_FILE_BYTES / 1000),
        replace_all: true,
      },
      context,
    );
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('a.txt after the edit would be');
    expect(readFileSync(join(workspace.dir, 'a.txt'), 'utf8')).toBe('x\n'.repeat(1000));
  });

  it('keeps CRLF line endings', async () => {
    const { edit, context } = await prepared({ 'win.txt': 'one\r\ntwo\r\nthree\r\n' });
    await edit.call(
      { file_path: 'win.txt', old_string: 'one\ntwo', new_string: 'uno\ndos\nmas' },
      context,
    );
    expect(readFileSync(join(workspace.dir, 'win.txt'), 'utf8')).toBe(
      'uno\r\ndos\r\nmas\r\nthree\r\n',
    );
  });

  it('creates a file with an empty old_string, and refuses unread, stale or invalid UTF-8 files', async () => {
    const edit = createEditTool(options());
    const context = makeContext();
    expect(
      text(
        await edit.call({ file_path: 'new.txt', old_string: '', new_string: 'fresh\n' }, context),
      ),
    ).toMatch(/Created/);
    expect(readFileSync(join(workspace.dir, 'new.txt'), 'utf8')).toBe('fresh\n');
    writeTree(workspace.dir, { 'unread.txt': 'a\n' });
    expect(
      text(await edit.call({ file_path: 'unread.txt', old_string: 'a', new_string: 'b' }, context)),
    ).toMatch(/not been read/);
    const latin = await prepared({ 'latin.txt': Buffer.from([0x61, 0xe9, 0x0a]) });
    expect(
      text(
        await latin.edit.call(
          { file_path: 'latin.txt', old_string: 'a', new_string: 'b' },
          latin.context,
        ),
      ),
    ).toMatch(/not valid UTF-8/);
    expect(
      text(await edit.call({ file_path: 'new.txt', old_string: '', new_string: 'again' }, context)),
    ).toMatch(/not empty/);
    expect(
      text(await edit.call({ file_path: '.git/config', old_string: '', new_string: 'x' }, context)),
    ).toMatch(/\.git/);
  });
});

describe('TodoWrite', () => {
  it('emits the list and refuses two tasks in progress', async () => {
    const tool = createTodoWriteTool();
    const context = makeContext();
    const todos = [
      { content: 'Run tests', status: 'in_progress' as const, activeForm: 'Running tests' },
      { content: 'Fix bug', status: 'pending' as const, activeForm: 'Fixing bug' },
    ];
    expect((await tool.call({ todos }, context)).isError).toBeFalsy();
    expect(context.events).toEqual([{ type: 'todo_update', todos }]);
    const two = await tool.call(
      { todos: todos.map((todo) => ({ ...todo, status: 'in_progress' as const })) },
      context,
    );
    expect(two.isError).toBe(true);
    expect(context.events).toHaveLength(1);
    await loadZod(); // the schema is built on first use, once zod has loaded (the runner waits for it)
    expect(
      tool.inputSchema.safeParse({ todos: [{ content: '', status: 'pending', activeForm: 'x' }] })
        .success,
    ).toBe(false);
    expect(
      tool.inputSchema.safeParse({ todos: [{ content: 'a', status: 'done', activeForm: 'x' }] })
        .success,
    ).toBe(false);
  });
});
