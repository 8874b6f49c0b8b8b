/** Mentions in every form GitHub links are put in code; closing keywords no longer close. */
import { describe, expect, it } from 'vitest';
import { defangMentions, neutralizeClosingKeywords } from '../../src/engine/safety/mentions.js';

describe('defangMentions', () => {
  it.each([
    ['plain', 'ask @octocat', 'ask `@octocat`'],
    ['after a slash', 'see /@octocat', 'see /`@octocat`'],
    ['after a dot', 'end.@octocat', 'end.`@octocat`'],
    ['after a dash', 'a-@octocat', 'a-`@octocat`'],
    ['after an at sign', '@@octocat', '@`@octocat`'],
    ['entity-encoded', 'hi &#64;octocat', 'hi `@octocat`'],
    ['hex entity', 'hi &#x40;octocat', 'hi `@octocat`'],
    ['a team', 'cc @octo-org/core', 'cc `@octo-org/core`'],
    ['a code span that would span paragraphs', '`a\n\n@octocat`', '`a\n\n``@octocat`` `'],
    [
      'a fence whose info string holds a backtick',
      '```a`b\n@octocat\n```',
      '```a`b\n``@octocat``\n```',
    ],
    ['inside an HTML block', '<div>\n@octocat\n</div>', '<div>\n<code>@octocat</code>\n</div>'],
  ])('%s', (_name, input, expected) => {
    const out = defangMentions(input);
    expect(out).toBe(expected);
    // Safe to run twice.
    expect(defangMentions(out)).toBe(out);
  });

  it.each(['mail me@example.com', 'code `@octocat`', '```\n@octocat\n```', 'a@b'])(
    'keeps %j',
    (input) => {
      expect(defangMentions(input)).toBe(input);
    },
  );
});

describe('neutralizeClosingKeywords', () => {
  it.each([
    ['Fixes #1', 'Fixes issue #1'],
    ['closes other/repo#5', 'closes issue other/repo#5'],
    ['RESOLVED: #7', 'RESOLVED: issue #7'],
    ['fix https://github.com/o/r/issues/3', 'fix issue https://github.com/o/r/issues/3'],
    ['Closed GH-4', 'Closed issue GH-4'],
  ])('%s', (input, expected) => {
    expect(neutralizeClosingKeywords(input)).toBe(expected);
  });

  it('keeps a keyword that closes nothing', () => {
    expect(neutralizeClosingKeywords('This fixes the typo in #1 and the prefix')).toBe(
      'This fixes the typo in #1 and the prefix',
    );
  });
});
