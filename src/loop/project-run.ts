/**
 * What the repository's Claude Code configuration does during one run, beyond
 * the permission rules (run-rules.ts): nested instructions joining the context
 * as the tools reach their folders, and the summary the init and result lines carry.
 */
import type { ProjectConfigSummary } from '../events/stream.js';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { createInstructionTracker, type InstructionTracker } from '../project/instructions.js';
import { summarizeProjectConfig } from '../project/load.js';
import type { ProjectConfig } from '../project/types.js';
import type { Tool } from '../tools/types.js';

/** The tools whose call reads or edits one file, and the input key naming it. */
const FILE_TOOLS: Readonly<Record<string, string>> = {
  Read: 'file_path',
  Edit: 'file_path',
  Write: 'file_path',
  NotebookEdit: 'notebook_path',
};

export interface ProjectRun {
  config: ProjectConfig;
  /** The tools, the file tools wrapped so that reaching a folder queues its instructions. */
  withInstructions(tools: readonly Tool[]): Tool[];
  /** Texts for the next message: instructions of folders reached since the last call. */
  takeNotices(): string[];
  summary(): ProjectConfigSummary;
}

/** The run's use of `config`, with tools confined to `workspaceRoot` (the repository's root). */
export function startProjectRun(config: ProjectConfig, workspaceRoot: string): ProjectRun {
  const tracker = createInstructionTracker(config.files);
  const root = resolve(workspaceRoot);
  return {
    config,
    withInstructions: (tools) => tools.map((tool) => trackingFiles(tool, tracker, root)),
    takeNotices: () => tracker.take(),
    summary: () => {
      const loaded = tracker.loaded();
      return {
        ...summarizeProjectConfig(config),
        ...(loaded.length > 0 ? { instructions: loaded } : {}),
      };
    },
  };
}

function trackingFiles(tool: Tool, tracker: InstructionTracker, root: string): Tool {
  const key = FILE_TOOLS[tool.name];
  if (!key) return tool;
  return {
    ...tool,
    call: async (input, context) => {
      const result = await tool.call(input, context);
      const path = (input as Record<string, unknown>)[key];
      if (!result.isError && typeof path === 'string') {
        const inside = relative(root, isAbsolute(path) ? resolve(path) : resolve(root, path));
        if (inside && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside)) {
          await tracker.touched(inside.split(sep).join('/'));
        }
      }
      return result;
    },
  };
}
