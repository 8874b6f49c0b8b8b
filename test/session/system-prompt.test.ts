/** The system prompt's lines for folders added to the run (docs/contract.md#change-sets). */
import { describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../../src/engine/session/system-prompt.js';

const base = {
  workspaceRoot: '/w/app',
  platform: 'linux',
  date: '2026-12-07',
};
const environment = (options: Parameters<typeof buildSystemPrompt>[0]) =>
  buildSystemPrompt(options)[1]!.text;

describe('the system prompt', () => {
  it('names each added folder with its label and path, and why one is read-only', () => {
    const text = environment({
      ...base,
      addedDirs: [
        { path: '/w/lib', label: 'acme/lib', readOnly: false },
        {
          path: '/w/docs',
          label: 'acme/docs',
          readOnly: true,
          readOnlyReason: 'the requester cannot write to it',
        },
      ],
    });
    expect(text).toContain('  - acme/lib: /w/lib\n');
    expect(text).toContain('  - acme/docs: /w/docs (read-only: the requester cannot write to it)');
    expect(text).toMatch(/Added folders.*absolute path/);
  });

  it('says nothing of added folders when there are none', () => {
    expect(environment(base)).not.toMatch(/added/i);
    expect(environment({ ...base, addedDirs: [] })).toBe(environment(base));
  });
});
