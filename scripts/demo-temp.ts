/**
 * Temporary folders for the demos: each is removed when the demo ends, whether it
 * finishes, throws or is interrupted (Ctrl-C, SIGTERM).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folders = new Set<string>();

/** Removes every folder made by `demoTempDir` and not removed yet. */
export function removeDemoTempDirs(): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

process.on('exit', removeDemoTempDirs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeDemoTempDirs();
    // 'exit' handlers (the harness's own temporary folders) run on process.exit.
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** A new empty folder under the system's temporary directory, removed at the demo's end. */
export function demoTempDir(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `agent-loop-demo-${prefix}-`));
  folders.add(folder);
  return folder;
}

/** Prints what starts a demo run and that the model is scripted. */
export function printDemoStart(lines: { asked: string; home: string }): void {
  console.log(`━━━ What started the run ${'━'.repeat(48)}`);
  console.log(lines.asked);
  console.log('');
  console.log('The model is scripted: a local fake of the Anthropic Messages API replays');
  console.log('fixed replies (no API key, no network). Everything else runs for real.');
  console.log(`Session folder (AGENT_LOOP_HOME, temporary): ${lines.home}`);
}
