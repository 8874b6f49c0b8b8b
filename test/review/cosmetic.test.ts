import { describe, expect, it } from 'vitest';
import { codeTokens, onlyCosmeticChange } from '../../src/github-side/review/cosmetic.js';
import { isDismissingReply } from '../../src/github-side/review/dismissals.js';

const OLD =
  'export function add(a, b) {\n  return a - b;\n}\n\nconst total = 1;\nconst subtotal = 2;\nuse(total);\n';
const changed = (newFile: string, anchor = ['  return a - b;']) =>
  onlyCosmeticChange({ oldAnchor: anchor, oldFile: OLD, newFile });

describe('onlyCosmeticChange', () => {
  it('sees through whitespace, comments and a rename', () => {
    expect(changed(OLD.replace('return a - b;', 'return a-b ;'))).toBe(true);
    expect(changed(OLD.replace('return a - b;', 'return a - b; // subtracts'))).toBe(true);
    expect(changed(OLD.replace('return a - b;', '/* why */ return a -\n    b;'))).toBe(true);
    expect(changed(OLD.replace('(a, b)', '(left, right)').replace('a - b', 'left - right'))).toBe(
      true,
    );
  });

  it('counts a changed operator, swapped names or another existing variable as a change', () => {
    expect(changed(OLD.replace('a - b', 'a + b'))).toBe(false);
    expect(changed(OLD.replace('a - b', 'b - a'))).toBe(false);
    expect(changed(OLD.replace('use(total)', 'use(subtotal)'), ['use(total);'])).toBe(false);
    expect(changed(OLD.replace('return a - b;', 'return "a - b";'))).toBe(false);
  });

  it('treats an anchor that is all comment as changed by any edit', () => {
    const old = '// adds them\nexport const x = 1;\n';
    expect(
      onlyCosmeticChange({
        oldAnchor: ['// adds them'],
        oldFile: old,
        newFile: old.replace('adds', 'sums'),
      }),
    ).toBe(false);
  });

  it('keeps strings whole and drops comments only outside them', () => {
    expect(codeTokens('s = "// not a comment" # note').map((t) => t.text)).toEqual([
      's',
      '=',
      '"// not a comment"',
    ]);
  });
});

describe('isDismissingReply', () => {
  it('takes won’t fix, wontfix and false positive at the start, in any case and apostrophe', () => {
    for (const text of [
      "won't fix",
      'Won’t fix: by design',
      'WONTFIX',
      'False positive.',
      'wont fix',
    ])
      expect(isDismissingReply(text)).toBe(true);
    for (const text of ['I think we won’t fix this later', 'fixed', 'not a false positive'])
      expect(isDismissingReply(text)).toBe(false);
  });
});
