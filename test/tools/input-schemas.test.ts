/**
 * The built-in tools' JSON Schemas are generated at build time (scripts/tool-schemas.mjs)
 * so that zod need not load before the first model request: what the API is sent must
 * be what zod makes of the schemas the tool calls are checked against.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import generated from '../../src/engine/tools/input-schemas.json' with { type: 'json' };
import { createAgentTool } from '../../src/engine/tools/agent.js';
import { createBackgroundTasks } from '../../src/engine/tools/background/tasks.js';
import { createDirectSpawner } from '../../src/engine/sandbox/spawner.js';
import { deferredSchema, loadZod } from '../../src/engine/tools/deferred-schema.js';
import { createTools } from '../../src/engine/tools/index.js';
import { forTheApi } from '../../src/engine/tools/api-schema.js';
import { toToolDefinition } from '../../src/engine/tools/orchestrate.js';
import { BUILT_IN_INPUT_SCHEMAS } from '../../src/engine/tools/schema-catalog.js';
import { createSkillTool } from '../../src/engine/tools/skill.js';
import type { Tool } from '../../src/engine/tools/types.js';
import { createWebFetchTool, createWebSearchTool } from '../../src/engine/tools/built-in.js';
import { makeTempDir, noRedaction } from './helpers.js';

/** The definition the API would get were the JSON Schema made from zod at run time. */
function fromZod(tool: Tool): unknown {
  const schema = forTheApi(z.toJSONSchema(tool.inputSchema, { io: 'input' }));
  return { name: tool.name, description: tool.description, input_schema: schema };
}

describe('the generated input schemas', () => {
  const workspace = makeTempDir();
  const background = createBackgroundTasks({
    spawner: createDirectSpawner(),
    directory: join(workspace.dir, 'tasks'),
    redact: noRedaction,
  });
  let tools: Tool[] = [];

  beforeAll(async () => {
    await loadZod();
    const runner = {} as Parameters<typeof createWebSearchTool>[0];
    const web = { redact: noRedaction, domains: { kind: 'any' as const }, record: () => {} };
    tools = [
      ...createTools({ workspaceRoot: workspace.dir, redactSecrets: noRedaction, background }),
      createAgentTool(async () => ({ content: '' })),
      createSkillTool([]),
      createWebSearchTool(runner, web),
      createWebFetchTool(runner, web),
    ];
  });
  afterAll(async () => {
    await background.close();
    workspace.cleanup();
  });

  it('are what zod makes of every built-in schema, trimmed for the API (run `npm run build` after changing one)', () => {
    const made = Object.fromEntries(
      Object.entries(BUILT_IN_INPUT_SCHEMAS).map(([name, schema]) => [
        name,
        forTheApi(z.toJSONSchema(schema, { io: 'input' })),
      ]),
    );
    expect(generated).toEqual(made);
  });

  it('are what every built-in tool sends, as zod would make it', () => {
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      Object.keys(BUILT_IN_INPUT_SCHEMAS).sort(),
    );
    for (const tool of tools) {
      expect(tool.inputJsonSchema, tool.name).toBeDefined();
      expect(toToolDefinition(tool), tool.name).toEqual(fromZod(tool));
    }
  });

  it("are what zod makes of Agent's schema with a repository's own agents", () => {
    const agents = [
      { name: 'reviewer', description: 'Reviews a change' },
      { name: 'tester', description: 'Writes tests' },
    ];
    const tool = createAgentTool(async () => ({ content: '' }), agents);
    expect(toToolDefinition(tool)).toEqual(fromZod(tool));
  });
});

describe('a deferred schema', () => {
  it('is the built schema once zod has loaded: it parses, refuses and converts like it', async () => {
    await loadZod();
    const schema = deferredSchema((zod) => zod.strictObject({ n: zod.number().int() }));
    expect(schema.parse({ n: 2 })).toEqual({ n: 2 });
    expect(schema.safeParse({ n: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ n: 1, extra: true }).success).toBe(false);
    expect(schema.toJSONSchema({ io: 'input' })).toEqual(
      z.toJSONSchema(z.strictObject({ n: z.number().int() }), { io: 'input' }),
    );
    expect({ ...{ schema } }.schema.safeParse({ n: 3 }).success).toBe(true);
  });
});
