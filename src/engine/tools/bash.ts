/**
 * `Bash`: runs a command in the workspace with a filtered environment, a
 * timeout, capped output, and a working directory that persists between calls
 * but never leaves the workspace. When the command ends, times out or is
 * aborted, every process it started is killed. What the model sees; the running is
 * bash-run.ts, loaded once the first request is on its way (built-in.ts).
 */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { ToolSpawner } from '../sandbox/spawner.js';
import type { BackgroundTasks } from './background/tasks.js';
import type { ToolSpec } from './types.js';

/** Default and largest timeout, in ms. */
export const DEFAULT_BASH_TIMEOUT_MS = 120_000;
export const MAX_BASH_TIMEOUT_MS = 600_000;
/** Output sent whole to the model; a longer one is saved to a file and previewed (bash-output.ts). */
export const MAX_BASH_OUTPUT_CHARS = 30_000;

export const bashInputSchema = deferredSchema((z) =>
  z.strictObject({
    command: z.string(),
    timeout: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        `In milliseconds (default ${DEFAULT_BASH_TIMEOUT_MS}, at most ${MAX_BASH_TIMEOUT_MS})`,
      ),
    description: z.string().optional().describe('What it does, in a few words'),
    run_in_background: z
      .boolean()
      .optional()
      .describe(
        'Return at once with a task id and an output file to Read; you are told when it ends',
      ),
  }),
);
export type BashInput = z.infer<typeof bashInputSchema>;

/** Options of the Bash tool. */
export interface BashToolOptions {
  workspaceRoot: string;
  redactSecrets: (text: string) => string;
  /** The environment to filter for the child (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** The shell (default: bash). */
  shell?: string;
  /** Starts the command's processes (default: directly, as this user, no boundary). */
  spawner?: ToolSpawner;
  /** The run's background tasks (`run_in_background`); without them the option is refused. */
  background?: BackgroundTasks;
}

/** The Bash tool as the model sees it. */
export function bashDefinition(options: BashToolOptions): ToolSpec<BashInput> {
  // Saving needs the run's own folder, which the background tasks own.
  const overCap = options.background
    ? 'is saved to a file; you get its start, its end and the path'
    : 'is cut (the start is kept)';
  return {
    name: 'Bash',
    description: [
      // The timeout's default and bound are in its own description, what a background task
      // returns in run_in_background's, and that tasks end with the run in TaskStop's.
      'Runs a bash command in the workspace; returns its output (stdout and stderr) and exit code.',
      `Output over ${MAX_BASH_OUTPUT_CHARS} characters ${overCap}. stdin is closed: nothing can prompt.`,
      'The working directory carries over between calls but is reset if it leaves the workspace.',
      'Processes left behind (`&`) are stopped when the command ends: run servers, watchers and long builds',
      'with run_in_background. Secrets are not in the environment.',
      'Prefer Read, Edit, Write, Glob and Grep over cat, sed, echo >, find and grep.',
      // A direct spawner (no boundary) has no notes.
      ...(options.spawner?.notes ?? []),
    ].join('\n'),
    inputSchema: bashInputSchema,
    inputJsonSchema: builtInJsonSchema('Bash'),
    isConcurrencySafe: () => false,
  };
}
