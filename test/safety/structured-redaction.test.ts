import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/safety/secrets.js';
import { redactStructured } from '../../src/engine/safety/structured-redaction.js';

const SECRET = 'tok-7d1e9c0b44aa8f31';
const redact = createRedactor([SECRET]);

describe('redactStructured', () => {
  it('masks a secret in one string and leaves the rest', () => {
    expect(redactStructured({ a: `x ${SECRET} y`, b: 2, c: 'fine' }, redact)).toEqual({
      value: { a: 'x *** y', b: 2, c: 'fine' },
      spread: false,
    });
  });

  it('masks the strings a secret is spread over: two fields, characters, keys', () => {
    const { value, spread } = redactStructured(
      {
        keep: 'before',
        one: SECRET.slice(0, 8),
        two: SECRET.slice(8),
        chars: [...SECRET],
        [SECRET.slice(0, 10)]: 1,
        [SECRET.slice(10)]: 2,
        after: 'kept',
      },
      redact,
    );
    expect(spread).toBe(true);
    const text = JSON.stringify(value);
    expect(text.replace(/[^A-Za-z0-9-]/g, '')).not.toContain(SECRET);
    expect(value).toMatchObject({ keep: 'before', one: '***', two: '***', after: 'kept' });
    expect((value as { chars: string[] }).chars.every((c) => c === '***')).toBe(true);
  });
});
