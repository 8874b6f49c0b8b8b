/** The review_drafts input. */
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/github-side/run/inputs.js';

const parse = (inputs: Record<string, string>) => parseActionInputs((name) => inputs[name] ?? '');

describe('review_drafts', () => {
  it('defaults to false; true and false are read; anything else names the input', () => {
    expect(parse({}).reviewDrafts).toBe(false);
    expect(parse({ review_drafts: 'true' }).reviewDrafts).toBe(true);
    expect(parse({ review_drafts: ' False ' }).reviewDrafts).toBe(false);
    expect(() => parse({ review_drafts: 'yes' })).toThrow(InputError);
    expect(() => parse({ review_drafts: 'yes' })).toThrow(
      /^Input review_drafts must be true or false/,
    );
  });
});
