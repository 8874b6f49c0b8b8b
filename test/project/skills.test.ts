/**
 * Skills (`.claude/skills/<name>/SKILL.md`): names and descriptions in the system
 * prompt, the body only when the model asks the Skill tool, the folder's files readable.
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

describe('skills', () => {
  it('lists them in the system prompt and loads one when asked', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skills-'));
    folders.push(root);
    const files = {
      '.claude/skills/release/SKILL.md':
        '---\nname: release\ndescription: Cutting a release of this project\n---\nSKILL BODY: bump the version, then run scripts/release.sh.\n',
      '.claude/skills/release/checklist.md': 'CHECKLIST: tag it.\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const project = await loadProjectConfig(directoryProjectFiles(root));
    const model = scriptedModel([
      reply([toolUse('Skill', { skill: 'nope' }), toolUse('Skill', { skill: 'release' })]),
      reply([toolUse('Read', { file_path: '.claude/skills/release/checklist.md' })]),
      reply('done'),
    ]);
    const { value } = await drain<LoopEvent, ResultEvent>(
      runSession({
        prompt: 'Cut a release.',
        workspaceRoot: root,
        model: { id: 'claude-sonnet-4-0', call: model.callModel },
        limits: { maxTurns: 5, maxBudgetUsd: 1, timeoutMinutes: 5 },
        tools: {
          allowedTools: [],
          disallowedTools: [],
          ripgrepPath: null,
          toolResultDirectory: join(root, '..', `${root.split('/').at(-1)}-results`),
        },
        host: { secrets: [] },
        project,
      }),
    );
    expect(value.terminal_reason).toBe('completed');
    const [first, second, third] = model.requests;
    const system = JSON.stringify(first!.system);
    expect(system).toContain('release: Cutting a release of this project');
    expect(system).not.toContain('SKILL BODY');
    expect(first!.tools.map((tool) => tool.name)).toContain('Skill');
    const results = JSON.stringify(second!.messages.at(-1));
    expect(results).toContain('No skill named \\"nope\\"; the skills are: release.');
    expect(results).toContain('SKILL BODY: bump the version');
    expect(results).toContain('.claude/skills/release/checklist.md');
    expect(JSON.stringify(third!.messages.at(-1))).toContain('CHECKLIST: tag it.');
    expect(value.project_config?.skills).toEqual(['release']);
  });
});
