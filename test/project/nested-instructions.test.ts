/**
 * Nested CLAUDE.md / AGENTS.md in a run (docs/contract.md#project-configuration):
 * a folder's file, and its parents', join the context the first time a tool reads
 * or edits a file there, as text appended after that round's tool results; the
 * earlier messages stay byte for byte what they were. Imports are followed inside
 * the repository, five levels at most, each file once, within the budget.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { directoryProjectFiles } from '../../src/engine/project/directory-files.js';
import { createInstructionTracker, importsOf } from '../../src/engine/project/instructions.js';
import { loadProjectConfig } from '../../src/engine/project/load.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'nested-md-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const FILES = {
  'AGENTS.md': 'Root rules (loaded by the shell, not here).\n',
  'src/AGENTS.md': 'SRC RULE: keep functions short.\n',
  'src/CLAUDE.md': 'NOT LOADED: AGENTS.md is preferred in a folder.\n',
  'src/api/CLAUDE.md':
    'API RULE: snake_case fields. See @../../docs/style.md and `@not/an/import.md`.\n',
  'docs/style.md': 'STYLE RULE: no abbreviations. Also @deep/one.md\n',
  'docs/deep/one.md': 'LEVEL 2 @two.md',
  'docs/deep/two.md': 'LEVEL 3 @three.md',
  'docs/deep/three.md': 'LEVEL 4 @four.md',
  'docs/deep/four.md': 'LEVEL 5 @five.md',
  'docs/deep/five.md': 'LEVEL 6: too deep',
  'src/api/handler.ts': 'export const handler = 1;\n',
  'src/api/routes.ts': 'export const routes = 2;\n',
  'lib/util.ts': 'export const util = 3;\n',
};

describe('nested instructions in a run', () => {
  it('join after the tool results the first time a tool reaches their folder, once', async () => {
    const root = repository(FILES);
    const project = await loadProjectConfig(directoryProjectFiles(root));
    const model = scriptedModel([
      reply([toolUse('Read', { file_path: 'src/api/handler.ts' })]),
      reply([
        toolUse('Read', { file_path: 'src/api/routes.ts' }),
        toolUse('Read', { file_path: 'lib/util.ts' }),
      ]),
      reply('done'),
    ]);
    const { value } = await drain<LoopEvent, ResultEvent>(
      runSession({
        prompt: 'Look at the API.',
        workspaceRoot: root,
        model: { id: 'claude-sonnet-4-0', call: model.callModel },
        limits: { maxTurns: 5, maxBudgetUsd: 1, timeoutMinutes: 5 },
        tools: {
          allowedTools: [],
          disallowedTools: [],
          ripgrepPath: null,
          toolResultDirectory: join(root, '.results'),
        },
        host: { secrets: [] },
        project,
      }),
    );
    expect(value.terminal_reason).toBe('completed');
    const [first, second, third] = model.requests.map((request) => request.messages);
    const afterRead = JSON.stringify(second!.at(-1));
    expect(afterRead).toContain('Instructions from src/AGENTS.md');
    expect(afterRead).toContain('SRC RULE');
    expect(afterRead).toContain('API RULE');
    expect(afterRead).toContain('Imported by src/api/CLAUDE.md: docs/style.md');
    expect(afterRead).toContain('LEVEL 5');
    expect(afterRead).not.toContain('LEVEL 6');
    expect(afterRead).not.toContain('NOT LOADED');
    expect(afterRead).not.toContain('Root rules');
    // The tool result comes first, the instructions after it, in the same new message.
    const blocks = second!.at(-1)!.content as { type: string }[];
    expect(blocks[0]!.type).toBe('tool_result');
    expect(blocks.at(-1)!.type).toBe('text');
    // Append-only: what came before is unchanged (cache markers aside).
    const plain = (messages: unknown) =>
      JSON.stringify(messages).replace(/,"cache_control":\{[^}]*\}/g, '');
    expect(plain(second!.slice(0, first!.length))).toBe(plain(first));
    expect(plain(third!.slice(0, second!.length))).toBe(plain(second));
    // Nothing again for the same folder; lib/ has none.
    expect(JSON.stringify(third!.at(-1))).not.toContain('Instructions from');
    expect(value.project_config?.instructions).toEqual([
      'src/AGENTS.md',
      'src/api/CLAUDE.md',
      'docs/style.md',
      'docs/deep/one.md',
      'docs/deep/two.md',
      'docs/deep/three.md',
      'docs/deep/four.md',
    ]);
  });

  it('stays within its budget and says what it left out', async () => {
    const root = repository({
      'a/CLAUDE.md': 'A'.repeat(300),
      'b/CLAUDE.md': 'B'.repeat(300),
    });
    const tracker = createInstructionTracker(directoryProjectFiles(root), { maxTotalChars: 400 });
    await tracker.touched('a/x.ts');
    await tracker.touched('b/y.ts');
    const [a, b] = tracker.take();
    expect(a).toContain('A'.repeat(300));
    expect(b).toContain('B'.repeat(100));
    expect(b).toContain('budget is spent');
    await tracker.touched('b/z.ts');
    expect(tracker.take()).toEqual([]);
  });

  it('follows imports only inside the repository', () => {
    expect(importsOf('see @../../etc/passwd and @~/.ssh/id_rsa and @/etc/x.md', 'src')).toEqual([]);
    expect(importsOf('mail @someone, see @docs/a.md.', 'src')).toEqual(['src/docs/a.md']);
    expect(importsOf('```\n@in/fence.md\n```\n`@in/span.md` (@ok/x.md)', '.')).toEqual(['ok/x.md']);
  });
});
