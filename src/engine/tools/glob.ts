/** `Glob`: files matching a pattern, newest first, honouring .gitignore. */
import type { z } from 'zod';
import { builtInJsonSchema, deferredSchema } from './deferred-schema.js';
import type { ToolSpec } from './types.js';
import type { AddedDir } from './added-dirs.js';

/** Paths returned at most; the rest are counted. */
export const MAX_GLOB_RESULTS = 100;

export const globInputSchema = deferredSchema((z) =>
  z.strictObject({
    pattern: z.string().describe('Glob pattern, e.g. "**/*.ts" or "src/**/*.{js,jsx}"'),
    path: z.string().optional().describe('Folder to search in (default: the workspace root)'),
  }),
);
export type GlobInput = z.infer<typeof globInputSchema>;

/** Options of the Glob tool. */
export interface GlobToolOptions {
  workspaceRoot: string;
  /** Folders searched besides the workspace, when `path` names one (added-dirs.ts). */
  addedDirs?: readonly AddedDir[];
  /** The rg executable, or null to always use the JavaScript walker. */
  ripgrepPath: string | null;
}

/** The Glob tool as the model sees it (its call: glob-run.ts). */
export function globDefinition(): ToolSpec<GlobInput> {
  return {
    name: 'Glob',
    description: [
      // The pattern's examples and path's default are in their own descriptions.
      `Finds files by name pattern, most recently modified first, at most ${MAX_GLOB_RESULTS};`,
      'files ignored by .gitignore and the .git folder are skipped.',
    ].join('\n'),
    inputSchema: globInputSchema,
    inputJsonSchema: builtInJsonSchema('Glob'),
    isConcurrencySafe: () => true,
  };
}
