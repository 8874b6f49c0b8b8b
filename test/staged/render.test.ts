/** The step summary's account of a staged run (src/github-side/staged/render.ts). */
import { describe, expect, it } from 'vitest';
import { renderStagedWrites } from '../../src/github-side/staged/render.js';
import type { StagedWrite } from '../../src/github-side/staged/staged-writes.js';

const COMMENT = '/repos/o/r/issues/comments/3999000001';

const writes: StagedWrite[] = [
  {
    method: 'POST',
    route: '/repos/o/r/issues/7/comments',
    body: { body: 'Working…' },
    object: COMMENT,
  },
  { method: 'PATCH', route: COMMENT, body: { body: 'Step 2' } },
  { method: 'PATCH', route: COMMENT, body: { body: '### ✅ Finished\n\nAll done.' } },
  {
    method: 'PATCH',
    route: '/repos/o/r/issues/comments/3600000001',
    body: { body: 'Theirs, edited' },
  },
  {
    method: 'PUSH',
    route: 'refs/heads/agent/x',
    body: {
      remote: 'https://github.example/o/r',
      branch: 'agent/x',
      sha: 'a'.repeat(40),
      via: 'git',
      commits: [`${'a'.repeat(40)} Fix it`],
      diff: 'diff --git a/README.md b/README.md\n+```js\n+code\n+```\n',
    },
  },
  {
    method: 'POST',
    route: '/repos/o/r/git/trees',
    body: { tree: [{ path: 'spend.json', mode: '100644', type: 'blob', content: '{"v":1}' }] },
  },
  {
    method: 'POST',
    route: '/repos/o/r/git/refs',
    body: { ref: 'refs/agent-loop/spend', sha: 'b'.repeat(40) },
  },
];

describe('the account of a staged run', () => {
  const text = renderStagedWrites(writes, '/tmp/w.jsonl');

  it('shows a comment once, with its last words and how often it was edited', () => {
    expect(text).toContain('#### Would post on #7, edited 2 times; as it would finally read');
    expect(text).toContain('### ✅ Finished\n\nAll done.');
    expect(text).not.toContain('Step 2');
    expect(text).toContain('#### Would edit comment `3600000001`, already on GitHub');
  });

  it('fences a diff with a longer fence than any in it', () => {
    expect(text).toContain('````diff\ndiff --git a/README.md b/README.md\n+```js');
    expect(text).toContain('**`agent/x`** at `aaaaaaaaaaaa` (git push)');
    expect(text).toContain(`- \`aaaaaaaaaaaa\` Fix it`);
  });

  it('shows the spend ledger as it would have been written, and every write in order', () => {
    expect(text).toContain('```json\n{"v":1}\n```');
    expect(text).toContain('| 7 | POST | `/repos/o/r/git/refs` |');
    expect(text).toContain('the 7 writes it would have made');
    expect(text).toContain('`/tmp/w.jsonl`');
  });

  it('says so when a staged run would have written nothing', () => {
    expect(renderStagedWrites([], '/tmp/w.jsonl')).toContain('would have written nothing');
  });
});
