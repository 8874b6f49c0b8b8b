/**
 * The cost bench's scripted session as Claude Code is asked to do it: the same work per
 * turn, in the argument forms of Claude Code's tools. Its Read and Edit take an absolute
 * `file_path`; the builds measured here (2.1.328 to 2.1.337, run headless) offer no Grep or Glob tool
 * (its answer to a Grep call is "No such tool available: Grep ... search file contents
 * with `grep` via the Bash tool instead"), so a search is the equivalent command through
 * its Bash tool, with the same lines as our tool's answer (test/bench/cost-claude-code.test.ts
 * checks that on a generated project).
 */
import { isAbsolute, join } from 'node:path';
import type { Call } from './cost-session.js';

/** A tool call as the fake model sends it. */
export interface ScriptedCall {
  tool: string;
  input: Record<string, unknown>;
}

/** Quotes a word for bash, single quotes around it. */
function quoted(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `call` (the agent-loop form) as Claude Code's tools take it, in `workspace`. */
export function forClaudeCode(call: Call, workspace: string): ScriptedCall {
  const input = call.input;
  switch (call.tool) {
    case 'Read':
    case 'Edit': {
      const path = String(input.file_path);
      return {
        tool: call.tool,
        input: { ...input, file_path: isAbsolute(path) ? path : join(workspace, path) },
      };
    }
    case 'Grep':
      // path:line:text for each matching line, as our Grep's content mode answers.
      return {
        tool: 'Bash',
        input: { command: `grep -rnE ${quoted(String(input.pattern))} --include='*.ts' src` },
      };
    case 'Glob':
      // One path a line.
      return { tool: 'Bash', input: { command: `ls -1 ${String(input.pattern)}` } };
    default:
      return { tool: call.tool, input };
  }
}
