import { describe, expect, it } from 'vitest';
import { createSecretScanner, findSecrets } from '../../src/engine/safety/secret-scan.js';
import { pointsOutside } from '../../src/github-side/git/publish-checks.js';

const SECRET = 'sk-ant-api03-Ab+/cd=EF_gh~ij0123456789';
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('secret scan', () => {
  const scan = createSecretScanner([SECRET, 'short']);

  it.each([
    ['raw', `key=${SECRET}`],
    ['split over lines', `${SECRET.slice(0, 10)}\n\t  ${SECRET.slice(10)}`],
    ['base64', base64(SECRET)],
    ['base64 shifted by 1', base64(`x${SECRET}`)],
    ['base64 shifted by 2', base64(`xy${SECRET}`)],
    ['base64 wrapped at 76 columns', base64(`${SECRET}${SECRET}`).replace(/(.{76})/g, '$1\n')],
    ['base64url', base64(`x${SECRET}`).replace(/\+/g, '-').replace(/\//g, '_')],
    ['hex', Buffer.from(SECRET).toString('hex')],
    ['HEX', Buffer.from(SECRET).toString('hex').toUpperCase()],
    ['URL-encoded', encodeURIComponent(SECRET)],
    [
      'URL-encoded, lower-case escapes',
      encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    ],
  ])('finds it %s', (_, text) => {
    expect(scan(text)).toEqual(['sk-a…(38 chars)']);
  });

  it('never returns the value, ignores short values and ordinary text', () => {
    expect(JSON.stringify(scan(SECRET))).not.toContain(SECRET.slice(4, 12));
    expect(scan('a short word, short and shorter')).toEqual([]);
    expect(scan('const x = 1;\nfunction f() { return "sk-ant-api03"; }\n')).toEqual([]);
    expect(findSecrets('nothing here', [])).toEqual([]);
  });
});

describe('symlink targets', () => {
  it.each([
    ['link', '/etc/passwd', true],
    ['link', '../outside', true],
    ['a/b/link', '../../../x', true],
    ['a/link', '../b/../../x', true],
    ['link', '', true],
    ['a/link', '../README.md', false],
    ['a/b/link', '../c/./d', false],
    ['link', 'docs', false],
  ])('%s → %s outside: %s', (path, target, outside) => {
    expect(pointsOutside(path, target)).toBe(outside);
  });
});
