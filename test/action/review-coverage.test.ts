/**
 * End to end: large pull requests reach the model whole. A 120-file PR whose diffs
 * pass the old fixed 36,000-character-per-loop budget, and a PR past the 3,000
 * files GitHub's files list returns (the rest read through git from the checkout).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, type RecordedRequest } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { cleanupActionRuns, git, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';

/** `count` new files; each has `lines` lines naming the file, so a prompt shows whose diff it holds. */
function manyFiles(count: number, lines: number, prefix: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const body = Array.from(
      { length: lines },
      (_, n) => `export const ${prefix}${i}_line${n} = '${'x'.repeat(24)}';`,
    );
    files[`pkg${Math.floor(i / 40)}/src/${prefix}${i}.ts`] = `${body.join('\n')}\n`;
  }
  return files;
}

/** The first user message of a request (its prompt, with the part's diffs). */
function promptOf(request: RecordedRequest): string {
  return JSON.stringify(request.body?.messages?.[0] ?? '');
}

async function reviewPull(
  number: number,
  files: Record<string, string>,
  options: { inputs?: Record<string, string> } = {},
) {
  const pull: FakePull = {
    number,
    title: 'A large change',
    body: 'Many files.',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: `feature/large-${number}`, repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
  const run = await runAction({
    event: issueCommentEvent({
      body: '@agent review',
      issueNumber: number,
      issueTitle: pull.title,
      pullRequest: true,
    }),
    github: { pulls: [pull] },
    prepareOrigin: async (origin) => {
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      pull.head.sha = await pushFiles(origin, { ref: `refs/heads/${pull.head.ref}`, files });
    },
    // Every part answers at once with its summary.
    model: () => reply(text('Reviewed my part: nothing to report.')),
    ...(options.inputs ? { inputs: options.inputs } : {}),
  });
  const summary = run.github.state.comments.find((c) => c.user.login === BOT)?.body ?? '';
  const prompts = run.anthropic.requests.map(promptOf);
  return { run, summary, prompts };
}

describe('review coverage of large pull requests', () => {
  it('gives the model every file of a 120-file PR whose diffs pass 8 × 36,000 characters', async () => {
    // 120 files × ~4,600 characters of patch: about 550,000 characters in all.
    const files = manyFiles(120, 90, 'm');
    const { run, summary, prompts } = await reviewPull(31, files);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    for (let i = 0; i < 120; i++) {
      // The file's last line is in some part's diff (not only its name in a list).
      expect(
        prompts.some((prompt) => prompt.includes(`m${i}_line89`)),
        `m${i}`,
      ).toBe(true);
    }
    expect(summary).toContain('**Coverage:** 120 of 120 changed files reviewed');
    expect(summary).not.toContain('over the diff budget');
  }, 120_000);

  it('reads a PR past the 3,000-file list through git, and every file reaches the model', async () => {
    const files = manyFiles(3_010, 1, 'f');
    const { run, summary, prompts } = await reviewPull(32, files, {
      // Enough for its 64 groups (each part's prompt costs about $0.03).
      inputs: { max_budget_usd: '20' },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    // GitHub's list stopped at 3,000 files (30 pages of 100); git gave the rest.
    const pages = run.github.calls.filter((c) => c.path.endsWith('/pulls/32/files'));
    expect(pages).toHaveLength(30);
    const all = prompts.join('\n');
    const missing = Array.from({ length: 3_010 }, (_, i) => `f${i}_line0 `).filter(
      (line) => !all.includes(line),
    );
    expect(missing, `${summary}\n${run.stdout.slice(-3000)}`).toEqual([]);
    expect(summary).toContain('**Coverage:** 3010 of 3010 changed files reviewed');
    expect(summary).toContain(
      "10 files read through git from the checkout: GitHub's files list stops at 3,000 files.",
    );
    expect(run.outputs.conclusion).toBe('success');
  }, 300_000);
});
