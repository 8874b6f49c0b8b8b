/**
 * The built-in tools' code (src/engine/tools/*-run.ts) loads once the session's first
 * model request is on its way, not before: the request needs only what the model
 * sees (src/engine/tools/built-in.ts). Each step is seen where it happens, in the
 * model's own calls; nothing is timed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSession } from '../../src/engine/session/session.js';
import { toolCodeStarted } from '../../src/engine/tools/built-in.js';
import type { CallModel } from '../../src/engine/model/types.js';
import { drain, reply, toolUse } from '../loop/helpers.js';

describe("the built-in tools' code", () => {
  it('is not loading when the first request leaves, and runs the first call', async () => {
    const workspaceRoot = mkdtempSync(join(tmpdir(), 'tool-code-ws-'));
    writeFileSync(join(workspaceRoot, 'note.txt'), 'hello from the file\n');
    const startedAtCall: boolean[] = [];
    const callModel: CallModel = async (request) => {
      startedAtCall.push(toolCodeStarted());
      return request.messages.length === 1
        ? reply([toolUse('Read', { file_path: 'note.txt' }, 'read-1')])
        : reply('done');
    };
    const { value, events } = await drain(
      runSession({
        prompt: 'Read note.txt.',
        workspaceRoot,
        model: { id: 'claude-sonnet-4-0', call: callModel },
        limits: { maxTurns: 5, maxBudgetUsd: 1, timeoutMinutes: 30 },
        tools: {
          allowedTools: [],
          disallowedTools: [],
          toolResultDirectory: mkdtempSync(join(tmpdir(), 'tool-code-results-')),
          ripgrepPath: null,
        },
        host: { secrets: [] },
      }),
    );
    expect(value.terminal_reason).toBe('completed');
    expect(startedAtCall).toEqual([false, true]);
    expect(JSON.stringify(events)).toContain('hello from the file');
  });
});
