/**
 * `.claude/agents/<name>.md` as `Agent` subagent_types: each with its own system
 * prompt, only the tools it names (and still the run's rules), and its model.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoopEvent, ResultEvent } from '../../src/engine/events/stream.js';
import { runSession } from '../../src/engine/session/session.js';
import { directoryProjectFiles } from '../../src/engine/project/directory-files.js';
import { loadProjectConfig } from '../../src/engine/project/load.js';
import { drain, reply, scriptedModel, toolUse } from '../loop/helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agents-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const AGENT = `---
name: doc-writer
description: Writes and checks the documentation
tools: Read, Grep
model: haiku
---
DOC WRITER PROMPT: use British spelling.
`;

describe('custom sub-agents', () => {
  it('runs the named agent with its prompt, its tools and its model', async () => {
    const root = repository({
      '.claude/agents/doc-writer.md': AGENT,
      '.claude/agents/broken.md': '---\nname: broken\n---\nNo description.\n',
      'README.md': 'hello\n',
    });
    const project = await loadProjectConfig(directoryProjectFiles(root));
    expect(project.warnings).toEqual([
      '.claude/agents/broken.md was not loaded: it has no "description" (when to use the agent).',
    ]);
    const model = scriptedModel([
      reply([
        toolUse('Agent', { description: 'x', prompt: 'Check', subagent_type: 'no-such-agent' }),
      ]),
      reply([
        toolUse('Agent', {
          description: 'Check docs',
          prompt: 'Check README',
          subagent_type: 'doc-writer',
        }),
      ]),
      reply('the docs are fine'),
      reply('done'),
    ]);
    const { value } = await drain<LoopEvent, ResultEvent>(
      runSession({
        prompt: 'Check the docs.',
        workspaceRoot: root,
        model: { id: 'claude-sonnet-4-0', call: model.callModel },
        limits: { maxTurns: 8, maxBudgetUsd: 1, timeoutMinutes: 5 },
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
    const [main, afterUnknown, sub, last] = model.requests;
    const agentTool = main!.tools.find((tool) => tool.name === 'Agent')!;
    expect(JSON.stringify(agentTool)).toContain('doc-writer: Writes and checks the documentation');
    expect(JSON.stringify(afterUnknown!.messages.at(-1))).toMatch(/no-such-agent|subagent_type/);
    expect(sub!.model).toBe('claude-haiku-5-5');
    expect(sub!.tools.map((tool) => tool.name)).toEqual(['Read', 'Grep']);
    expect(JSON.stringify(sub!.system)).toContain('DOC WRITER PROMPT');
    expect(JSON.stringify(main!.system)).not.toContain('DOC WRITER PROMPT');
    expect(JSON.stringify(last!.messages.at(-1))).toContain('the docs are fine');
    expect(value.project_config?.agents).toEqual(['doc-writer']);
  });
});
