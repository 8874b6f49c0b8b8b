/** Input max_images (docs/contract.md#images). */
import { describe, expect, it } from 'vitest';
import { InputError, parseActionInputs } from '../../src/github-side/run/inputs.js';

const parse = (inputs: Record<string, string>) => parseActionInputs((name) => inputs[name] ?? '');

describe('max_images', () => {
  it('defaults to 10, takes 0 (no image) and up to 20', () => {
    expect(parse({}).maxImages).toBe(10);
    expect(parse({ max_images: '0' }).maxImages).toBe(0);
    expect(parse({ max_images: ' 20 ' }).maxImages).toBe(20);
  });

  it('names the input when a value is bad', () => {
    expect(() => parse({ max_images: '21' })).toThrow(InputError);
    expect(() => parse({ max_images: '21' })).toThrow(/^Input max_images is 21: at most 20/);
    expect(() => parse({ max_images: '-1' })).toThrow(/max_images/);
    expect(() => parse({ max_images: 'ten' })).toThrow(/max_images/);
  });
});
