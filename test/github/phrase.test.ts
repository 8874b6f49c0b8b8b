/** Finding the trigger phrase where a reader sees it (src/github-side/github/phrase.ts). */
import { describe, expect, it } from 'vitest';
import {
  containsTriggerPhrase,
  wordAfterTriggerPhrase,
} from '../../src/github-side/github/phrase.js';

describe('containsTriggerPhrase', () => {
  it.each([
    ['@agent fix this', true],
    ['please, @agent: fix', true],
    ['(@agent) fix', true],
    ['done.\n@Agent fix', true],
    ['end of sentence @agent.', true],
    ['x@agent fix', false],
    ['@agentsmith fix', false],
    ['@agent-bot fix', false],
    ['mail me at me@agent.io', false],
    ['`@agent` is the phrase', false],
    ['``use `@agent` here``', false],
    ['```\n@agent fix\n```', false],
    ['~~~md\n@agent fix\n~~~', false],
    ['```\nunclosed @agent', false],
    ['> @agent fix this\n\nI agree', false],
    ['  > quoted @agent', false],
    ['<!-- @agent --> hello', false],
    ['```\ncode\n```\n@agent now', true],
    ['log:\n\n    @agent fix (indented code)', false],
    ['    @agent at the start, indented', false],
    ['log:\n\n    line one\n\n    @agent still code', false],
    ['line one\n    @agent lazy continuation of a paragraph', true],
    ['<code>@agent</code> here', false],
    ['<pre>\n@agent\n</pre>', false],
    ['<blockquote>@agent fix</blockquote>', false],
    ['<pre>unclosed @agent', false],
    ['<code>x</code> then @agent', true],
    // Hidden from readers on GitHub: not a request.
    ['[//]: # (@agent fix)', false],
    ['![@agent fix](x.png)', false],
    ['[docs](https://x.y "@agent fix")', false],
    ['<p><img/alt="@agent fix"/src=x></p>', false],
    ['@&#x200B;agent fix', true],
    ['&#64;agent fix (an encoded @ is not a mention)', false],
  ])('%j → %s', (text, expected) => {
    expect(containsTriggerPhrase(text, '@agent')).toBe(expected);
  });
});

describe('wordAfterTriggerPhrase', () => {
  it('wordAfterTriggerPhrase skips code and quotes', () => {
    expect(wordAfterTriggerPhrase('> @agent fix\n\n@agent review it', '@agent')).toBe('review');
    expect(wordAfterTriggerPhrase('@agent', '@agent')).toBeUndefined();
    expect(wordAfterTriggerPhrase('no phrase', '@agent')).toBeUndefined();
  });
});
