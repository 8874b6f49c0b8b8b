import { statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEditTool, createReadTool } from '../../src/engine/tools/built-in.js';
import type { MessageParam } from '../../src/engine/model/types.js';
import type { FileReadState, Tool, ToolResult } from '../../src/engine/tools/types.js';
import { makeContext, makeTempDir, noRedaction, text, writeTree } from './helpers.js';

let workspace: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  workspace = makeTempDir();
  writeTree(workspace.dir, { 'a.ts': 'const a = 1;\nconst b = 2;\nconst c = 3;\n' });
});
afterEach(() => workspace.cleanup());

const WHOLE = '1\tconst a = 1;\n2\tconst b = 2;\n3\tconst c = 3;';

/** Tool calls made in one conversation, each result added to it as the loop adds it. */
function conversation() {
  const options = { workspaceRoot: workspace.dir, redactSecrets: noRedaction };
  const tools: Record<string, Tool> = {
    Read: createReadTool(options),
    Edit: createEditTool(options),
  };
  const readState: FileReadState = new Map();
  const messages: MessageParam[] = [{ role: 'user', content: 'Look at a.ts.' }];
  let calls = 0;
  return {
    messages,
    async call(name: string, input: Record<string, unknown>): Promise<string> {
      const id = `toolu_${++calls}`;
      messages.push({ role: 'assistant', content: [{ type: 'tool_use', id, name, input }] });
      const context = { ...makeContext(), readState, toolUseId: id, conversation: [...messages] };
      const result: ToolResult = await tools[name]!.call(input, context);
      messages.push({
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: id, content: text(result) }],
      });
      return text(result);
    },
  };
}

describe('Read of lines already shown', () => {
  it('answers a re-read of an unchanged file with a note, and the text when asked again', async () => {
    const session = conversation();
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe(WHOLE);
    const note = await session.call('Read', { file_path: 'a.ts' });
    expect(note).toMatch(/^a\.ts is unchanged since your earlier Read/);
    expect(note).toContain('Read it once more');
    expect(note).not.toContain('const a');
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe(WHOLE);
    // The text was shown again: the next re-read is a note again.
    expect(await session.call('Read', { file_path: 'a.ts' })).toMatch(/unchanged/);
  });

  it('sends the text when the content changed, or only the mtime', async () => {
    const session = conversation();
    await session.call('Read', { file_path: 'a.ts' });
    writeFileSync(join(workspace.dir, 'a.ts'), 'const a = 9;\n');
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe('1\tconst a = 9;');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(workspace.dir, 'a.ts'), later, later);
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe('1\tconst a = 9;');
    // New content under the old mtime (a tool that restores it): the digest tells.
    const { mtime } = statSync(join(workspace.dir, 'a.ts'));
    writeFileSync(join(workspace.dir, 'a.ts'), 'const a = 8;\n');
    utimesSync(join(workspace.dir, 'a.ts'), mtime, mtime);
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe('1\tconst a = 8;');
  });

  it('sends the text for other lines, and after an Edit', async () => {
    const session = conversation();
    await session.call('Read', { file_path: 'a.ts' });
    expect(await session.call('Read', { file_path: 'a.ts', offset: 2, limit: 1 })).toContain(
      '2\tconst b = 2;',
    );
    await session.call('Edit', {
      file_path: 'a.ts',
      old_string: 'const c = 3;',
      new_string: 'const c = 4;',
    });
    expect(await session.call('Read', { file_path: 'a.ts' })).toContain('3\tconst c = 4;');
  });

  it('sends the text when the earlier result left the conversation or was changed in it', async () => {
    const session = conversation();
    await session.call('Read', { file_path: 'a.ts' });
    const earlier = session.messages[2]!.content as { content: string }[];
    earlier[0]!.content = '[Old tool result content cleared]';
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe(WHOLE);
    // Summarised away: the conversation holds none of it.
    session.messages.splice(1);
    expect(await session.call('Read', { file_path: 'a.ts' })).toBe(WHOLE);
  });

  it('sends the text when the call has no conversation to point to', async () => {
    const read = createReadTool({ workspaceRoot: workspace.dir, redactSecrets: noRedaction });
    const context = makeContext();
    expect(text(await read.call({ file_path: 'a.ts' }, context))).toBe(WHOLE);
    expect(text(await read.call({ file_path: 'a.ts' }, context))).toBe(WHOLE);
  });
});
