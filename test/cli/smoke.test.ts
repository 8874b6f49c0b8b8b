import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';

describe('skeleton', () => {
  it('has a bundled action entry', () => {
    expect(existsSync('dist/index.js')).toBe(true);
  });
});
