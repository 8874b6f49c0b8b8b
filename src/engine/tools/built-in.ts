/**
 * The built-in tools, each its definition (what the model sees: `bash.ts`) joined to
 * its call (how it runs: `bash-run.ts`, all of them in tool-calls.ts). The first model
 * request needs only the definitions; the calls' code loads once that request is on
 * its way ({@link startLoadingToolCode}, from the session) and is
 * waited for by a tool's first call, so no request waits for code no tool has run yet.
 */
import { bashDefinition, type BashToolOptions } from './bash.js';
import { editDefinition } from './edit.js';
import { globDefinition, type GlobToolOptions } from './glob.js';
import { grepDefinition, type GrepToolOptions } from './grep.js';
import { notebookEditDefinition } from './notebook-edit.js';
import { readDefinition, type FileToolOptions } from './read.js';
import { writeDefinition, type WriteToolOptions } from './write.js';
import {
  webFetchDefinition,
  webSearchDefinition,
  type ServerToolRunner,
  type WebToolOptions,
} from './web.js';
import type { Tool, ToolCall, ToolSpec } from './types.js';
import { realWorkspaceRoot } from './workspace-paths.js';
import type * as Calls from './tool-calls.js';

type ToolCalls = typeof Calls;

let loading: Promise<ToolCalls> | undefined;

/** The calls' module, loaded once; a load that failed is tried again by the next call. */
function loadCalls(): Promise<ToolCalls> {
  loading ??= import('./tool-calls.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

let started = false;

/**
 * Starts loading every built-in tool's call. A failure is left to the call that
 * waits for the same load, which reports it as its result.
 */
export function startLoadingToolCode(): void {
  started = true;
  void loadCalls().catch(() => undefined);
}

/** Whether {@link startLoadingToolCode} has run (the session's first request is sent). */
export function toolCodeStarted(): boolean {
  return started;
}

/** `spec` with a call made once the calls' module has loaded (on the first call). */
function joined<Input>(
  spec: ToolSpec<Input>,
  make: (calls: ToolCalls) => ToolCall<Input>,
): Tool<Input> {
  let call: ToolCall<Input> | undefined;
  return {
    ...spec,
    call: async (input, context) => {
      call ??= make(await loadCalls());
      return call(input, context);
    },
  };
}

/** Creates the Read tool. */
export function createReadTool(options: FileToolOptions) {
  return joined(readDefinition(), (calls) => calls.readCall(options));
}

/** Creates the Write tool. */
export function createWriteTool(options: WriteToolOptions) {
  return joined(writeDefinition(), (calls) => calls.writeCall(options));
}

/** Creates the Edit tool. */
export function createEditTool(options: WriteToolOptions) {
  return joined(editDefinition(), (calls) => calls.editCall(options));
}

/** Creates the Glob tool. */
export function createGlobTool(options: GlobToolOptions) {
  return joined(globDefinition(), (calls) => calls.globCall(options));
}

/** Creates the Grep tool. */
export function createGrepTool(options: GrepToolOptions) {
  return joined(grepDefinition(), (calls) => calls.grepCall(options));
}

/** Creates the Bash tool. Its working directory lives as long as the tool. */
export function createBashTool(options: BashToolOptions) {
  // Found now, so a run in a workspace that is not there fails at its set-up.
  const root = realWorkspaceRoot(options.workspaceRoot);
  return joined(bashDefinition(options), (calls) => calls.bashCall(options, root));
}

/** Creates the NotebookEdit tool. */
export function createNotebookEditTool(options: WriteToolOptions) {
  return joined(notebookEditDefinition(), (calls) => calls.notebookEditCall(options));
}

/** Creates WebSearch: its searches are requests `runner` sends. */
export function createWebSearchTool(runner: ServerToolRunner, options: WebToolOptions) {
  return joined(webSearchDefinition(), (calls) => calls.webSearchCall(runner, options));
}

/** Creates WebFetch: its fetches are requests `runner` sends. */
export function createWebFetchTool(runner: ServerToolRunner, options: WebToolOptions) {
  return joined(webFetchDefinition(), (calls) => calls.webFetchCall(runner, options));
}
