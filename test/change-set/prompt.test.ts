/** What the prompt says of a change set (src/github-side/prompts/change-set.ts). */
import { describe, expect, it } from 'vitest';
import { changeSetPrompt } from '../../src/github-side/prompts/change-set.js';

const instructions = { path: 'CLAUDE.md', ref: 'main', content: 'Keep the library pure.\n' };

describe('the prompt of a change set', () => {
  it('says nothing when the workflow names no other repository', () => {
    expect(changeSetPrompt({ repos: [], skipped: [] })).toBe('');
  });

  it('names the repositories, how their work is published, those left out, and their instructions', () => {
    const prompt = changeSetPrompt({
      repos: [
        { fullName: 'acme/lib', readOnly: false, instructions },
        { fullName: 'acme/docs', readOnly: true },
      ],
      skipped: [{ fullName: 'acme/gone', reason: 'the token cannot see it' }],
    });
    expect(prompt).toContain('this run reaches acme/lib, acme/docs, cloned beside it');
    expect(prompt).toContain('a pull request linked with this repository');
    expect(prompt).toContain(
      'Named by the workflow but not available to this run: acme/gone (the token cannot see it).',
    );
    expect(prompt).toContain(
      '### Instructions of acme/lib (CLAUDE.md on main)\n\nKeep the library pure.',
    );
    // The folders and their read-only reasons are the system prompt's: not said twice.
    expect(prompt).not.toContain('read-only:');
  });

  it('asks for no change where every repository is read-only', () => {
    const prompt = changeSetPrompt({
      repos: [{ fullName: 'acme/lib', readOnly: true }],
      skipped: [],
    });
    expect(prompt).toContain('change nothing in them');
    expect(prompt).not.toContain('pull request');
  });

  it('says why the run gets none', () => {
    expect(
      changeSetPrompt({ repos: [], skipped: [], refused: 'this is a pull_request_target run' }),
    ).toBe(
      '## Other repositories\n\nThe workflow names other repositories, but this run gets none of them: this is a pull_request_target run.\n',
    );
  });
});
