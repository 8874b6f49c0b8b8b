/**
 * Every built-in tool's input schema by tool name: what scripts/tool-schemas.mjs turns
 * into input-schemas.json at build time, and what test/tools/input-schemas.test.ts
 * checks that file against. Not imported by the run itself.
 */
import { agentInputSchema } from './agent.js';
import { forTheApi } from './api-schema.js';
import { taskStopInputSchema } from './background/task-stop.js';
import { bashInputSchema } from './bash.js';
import { editInputSchema } from './edit.js';
import { globInputSchema } from './glob.js';
import { grepInputSchema } from './grep.js';
import { notebookEditInputSchema } from './notebook-edit.js';
import { readInputSchema } from './read.js';
import { skillInputSchema } from './skill.js';
import { todoWriteInputSchema } from './todo-write.js';
import { webFetchInputSchema, webSearchInputSchema } from './web.js';
import { writeInputSchema } from './write.js';
import type { z } from 'zod';

export const BUILT_IN_INPUT_SCHEMAS: Record<string, z.ZodType> = {
  Read: readInputSchema,
  Write: writeInputSchema,
  Edit: editInputSchema,
  Glob: globInputSchema,
  Grep: grepInputSchema,
  Bash: bashInputSchema,
  TodoWrite: todoWriteInputSchema,
  NotebookEdit: notebookEditInputSchema,
  TaskStop: taskStopInputSchema,
  Agent: agentInputSchema,
  Skill: skillInputSchema,
  WebSearch: webSearchInputSchema,
  WebFetch: webFetchInputSchema,
};

/**
 * The JSON Schemas of {@link BUILT_IN_INPUT_SCHEMAS} as the API is sent them (zod's, trimmed:
 * api-schema.ts). zod must be loaded: loadZod.
 */
export function builtInJsonSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(BUILT_IN_INPUT_SCHEMAS).map(([name, schema]) => [
      name,
      forTheApi(schema.toJSONSchema({ io: 'input' }) as Record<string, unknown>),
    ]),
  );
}
