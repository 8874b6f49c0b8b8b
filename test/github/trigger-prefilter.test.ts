import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/github-side/github/event.js';
import { containsTriggerPhrase } from '../../src/github-side/github/phrase.js';
import { detectTrigger } from '../../src/github-side/github/trigger.js';
import { certainSkip, mayMention } from '../../src/github-side/github/trigger-prefilter.js';
import { examplePayload, type Payload } from './payloads.js';

const PHRASE = '@agent';

/** A seeded generator, so a failure names a text that reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// Pieces the trigger rules treat specially: code, quotes, indentation, case,
// invisible characters, word glue, a Kelvin sign (matches `k` under /iu).
const PIECES = [
  '@agent',
  '@AGENT',
  '@Agent',
  'agent',
  '@',
  'a',
  'gent',
  ' ',
  '\n',
  '\n\n',
  '    ',
  '\t',
  '`',
  '```',
  '~~~',
  '> ',
  '.',
  ',',
  'x',
  '-',
  '_',
  '\u200b',
  '\u2066',
  '\u{e0041}',
  '\u212a',
  'fix',
  '#',
  '*',
  ':',
  '/',
  '\\',
];

function text(next: () => number): string {
  const length = 1 + Math.floor(next() * 12);
  return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]!).join('');
}

describe('mayMention', () => {
  it('is false only where the trigger rules find no mention (20,000 generated texts)', () => {
    const next = random(7);
    let skipped = 0;
    for (let index = 0; index < 20_000; index++) {
      const sample = text(next);
      if (mayMention(sample, PHRASE)) continue;
      skipped++;
      expect(containsTriggerPhrase(sample, PHRASE), JSON.stringify(sample)).toBe(false);
    }
    // The shortcut must also be worth having: most generated texts are decided by it.
    expect(skipped).toBeGreaterThan(5_000);
  });

  it.each([
    ['thanks, looks good', false],
    ['ping @someone', false],
    ['@agent fix this', true],
    ['`@agent` is code, but only the parser knows', true],
    ['@AGENT, case folded', true],
    ['@a\u200bgent with a zero-width space', true],
    ['&#64;agent: a reference needs the parser', true],
    ['<b>any</b> HTML needs the parser', true],
    ['[a link] needs the parser', true],
  ])('%j → %s', (sample, expected) => {
    expect(mayMention(sample, PHRASE)).toBe(expected);
  });

  it('takes no shortcut for an empty phrase or one across lines', () => {
    expect(mayMention('plain', '')).toBe(true);
    expect(mayMention('plain', '@agent\nfix')).toBe(true);
  });
});

describe('certainSkip', () => {
  const config = {
    triggerPhrase: PHRASE,
    labelTrigger: '',
    assigneeTrigger: '',
    prompt: '',
  };
  const example = (name: string, action: string, edit: (payload: Payload) => void) => {
    const payload = examplePayload(name, action);
    edit(payload);
    return payload;
  };

  it.each([
    ['issue_comment', 'created', (p: Payload) => (p.comment.body = 'LGTM')],
    ['pull_request_review_comment', 'created', (p: Payload) => (p.comment.body = 'nit')],
    ['pull_request_review', 'submitted', (p: Payload) => (p.review.body = 'ok')],
    ['issues', 'opened', (p: Payload) => (p.issue.body = 'It breaks')],
  ])('skips %s %s with the reason the trigger rules give', (name, action, edit) => {
    const payload = example(name, action, edit);
    const decision = detectTrigger(
      parseEvent({ eventName: name, payload, repository: 'o/r' }),
      config,
    );
    expect(decision.triggered).toBe(false);
    expect(certainSkip(name, payload, PHRASE)).toBe(!decision.triggered && decision.reason);
  });

  it('reads a missing body as empty, as the event schema does', () => {
    const payload = example('issues', 'opened', (p) => (p.issue.body = null));
    expect(certainSkip('issues', payload, PHRASE)).toBe('the issue body does not mention @agent');
  });

  it('leaves a mention, an ignored action, other events and odd payloads to the full rules', () => {
    const mention = example('issue_comment', 'created', (p) => (p.comment.body = '@agent fix'));
    expect(certainSkip('issue_comment', mention, PHRASE)).toBeUndefined();
    const deleted = example('issue_comment', 'deleted', (p) => (p.comment.body = 'gone'));
    expect(certainSkip('issue_comment', deleted, PHRASE)).toBeUndefined();
    const labeled = example('issues', 'labeled', (p) => (p.issue.body = 'no mention'));
    expect(certainSkip('issues', labeled, PHRASE)).toBeUndefined();
    const numeric = example('issue_comment', 'created', (p) => (p.comment.body = 42));
    expect(certainSkip('issue_comment', numeric, PHRASE)).toBeUndefined();
    expect(certainSkip('issue_comment', { action: 'created' }, PHRASE)).toBeUndefined();
    expect(certainSkip('issue_comment', [], PHRASE)).toBeUndefined();
    expect(certainSkip('constructor', { action: 'created' }, PHRASE)).toBeUndefined();
  });
});
