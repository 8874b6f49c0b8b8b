/** Shared test helpers: real temp workspaces and a tool context. */
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ToolContext, ToolEvent, ToolResult } from '../../src/engine/tools/types.js';

/** A fresh temp folder (real path); removed by the returned cleanup. */
export function makeTempDir(prefix = 'agent-loop-tools-'): { dir: string; cleanup: () => void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes files (creating folders) under `root`. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** A tool context with its own read state, collecting emitted events. */
export function makeContext(
  signal: AbortSignal = new AbortController().signal,
): ToolContext & { events: ToolEvent[] } {
  const events: ToolEvent[] = [];
  return {
    signal,
    readState: new Map(),
    toolUseId: 'toolu_test',
    emit: (event) => events.push(event),
    events,
  };
}

/** The text of a result (text blocks joined). */
export function text(result: ToolResult): string {
  if (typeof result.content === 'string') return result.content;
  return result.content
    .map((block) => (block.type === 'text' ? block.text : `[${block.type}]`))
    .join('\n');
}

export const noRedaction = (value: string): string => value;
