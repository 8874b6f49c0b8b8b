/**
 * The tool schemas sent to the API lose only what costs prefix tokens and tells the model
 * nothing (src/engine/tools/api-schema.ts); zod still checks every call.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forTheApi } from '../../src/engine/tools/api-schema.js';

describe('a tool schema for the API', () => {
  it("drops zod's dialect, strict-object marker and safe-integer bounds at every level", () => {
    const schema = z.toJSONSchema(
      z.strictObject({
        offset: z.number().int().min(0).optional(),
        items: z.array(z.strictObject({ n: z.number().int() })),
      }),
      { io: 'input' },
    );
    expect(forTheApi(schema)).toEqual({
      type: 'object',
      properties: {
        offset: { type: 'integer', minimum: 0 },
        items: {
          type: 'array',
          items: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
        },
      },
      required: ['items'],
    });
  });

  it('keeps real bounds, open objects and properties named like keywords', () => {
    const schema = {
      type: 'object',
      properties: {
        maximum: { type: 'integer', maximum: 10, exclusiveMinimum: 0 },
        $schema: { type: 'string', minLength: 1 },
        additionalProperties: { type: 'object', additionalProperties: true },
      },
    };
    expect(forTheApi(schema)).toEqual(schema);
  });

  it('leaves its input as it was', () => {
    const schema = { $schema: 'x', type: 'object', additionalProperties: false };
    forTheApi(schema);
    expect(schema).toEqual({ $schema: 'x', type: 'object', additionalProperties: false });
  });
});
