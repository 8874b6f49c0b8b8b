/**
 * The built-in tools, each its definition (what the model sees: `bash.ts`) joined to
 * its call (how it runs: `bash-run.ts`). The first model request needs only the
 * definitions; the calls' code (about 145 kB with what it uses) loads once that
 * request is on its way ({@link startLoadingToolCode}, from the session) and is
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

/** Loads a module once; the same promise for every caller. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Each tool's call module, by the definition it completes. */
const CODE = {
  bash: once(() => import('./bash-run.js')),
  edit: once(() => import('./edit-run.js')),
  glob: once(() => import('./glob-run.js')),
  grep: once(() => import('./grep-run.js')),
  notebookEdit: once(() => import('./notebook-edit-run.js')),
  read: once(() => import('./read-run.js')),
  web: once(() => import('./web-run.js')),
  write: once(() => import('./write-run.js')),
};

let started = false;

/**
 * Starts loading every built-in tool's call. A failure is left to the call that
 * waits for the same load, which reports it as its result.
 */
export function startLoadingToolCode(): void {
  started = true;
  for (const load of Object.values(CODE)) void load().catch(() => undefined);
}

/** Whether {@link startLoadingToolCode} has run (the session's first request is sent). */
export function toolCodeStarted(): boolean {
  return started;
}

/** `spec` with a call made from its module once that has loaded (on the first call). */
function joined<Input, Module>(
  spec: ToolSpec<Input>,
  load: () => Promise<Module>,
  make: (module: Module) => ToolCall<Input>,
): Tool<Input> {
  let call: ToolCall<Input> | undefined;
  return {
    ...spec,
    call: async (input, context) => {
      call ??= make(await load());
      return call(input, context);
    },
  };
}

/** Creates the Read tool. */
export function createReadTool(options: FileToolOptions) {
  return joined(readDefinition(), CODE.read, (code) => code.readCall(options));
}

/** Creates the Write tool. */
export function createWriteTool(options: WriteToolOptions) {
  return joined(writeDefinition(), CODE.write, (code) => code.writeCall(options));
}

/** Creates the Edit tool. */
export function createEditTool(options: WriteToolOptions) {
  return joined(editDefinition(), CODE.edit, (code) => code.editCall(options));
}

/** Creates the Glob tool. */
export function createGlobTool(options: GlobToolOptions) {
  return joined(globDefinition(), CODE.glob, (code) => code.globCall(options));
}

/** Creates the Grep tool. */
export function createGrepTool(options: GrepToolOptions) {
  return joined(grepDefinition(), CODE.grep, (code) => code.grepCall(options));
}

/** Creates the Bash tool. Its working directory lives as long as the tool. */
export function createBashTool(options: BashToolOptions) {
  // Found now, so a run in a workspace that is not there fails at its set-up.
  const root = realWorkspaceRoot(options.workspaceRoot);
  return joined(bashDefinition(options), CODE.bash, (code) => code.bashCall(options, root));
}

/** Creates the NotebookEdit tool. */
export function createNotebookEditTool(options: WriteToolOptions) {
  return joined(notebookEditDefinition(), CODE.notebookEdit, (code) =>
    code.notebookEditCall(options),
  );
}

/** Creates WebSearch: its searches are requests `runner` sends. */
export function createWebSearchTool(runner: ServerToolRunner, options: WebToolOptions) {
  return joined(webSearchDefinition(), CODE.web, (code) => code.webSearchCall(runner, options));
}

/** Creates WebFetch: its fetches are requests `runner` sends. */
export function createWebFetchTool(runner: ServerToolRunner, options: WebToolOptions) {
  return joined(webFetchDefinition(), CODE.web, (code) => code.webFetchCall(runner, options));
}
