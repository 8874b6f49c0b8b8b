/**
 * End to end with emoji everywhere a cut happens: the issue title (PR title,
 * commit subject, log group), its body (the prompt's section limit), a command's
 * output (the tool cap and the log line) and the model's summary (the comment
 * and PR body limits). The fakes refuse a lone surrogate as the real services do.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { emoji, expectWellFormed, findLoneSurrogate } from '../text/well-formed.js';
import { cleanupActionRuns, git, issueCommentEvent, runAction } from './harness.js';

afterAll(cleanupActionRuns);

// Cuts at 100 units of the commit subject ("agent: address #7 (" + title) and at
// 240 of the PR title both fall inside a surrogate pair of this title.
const TITLE = `ab${emoji(99)}z${emoji(100)}`;

describe('an emoji-heavy issue, end to end', () => {
  it('every request, commit, log line and comment stays well-formed', async () => {
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent write the notes',
        issueTitle: TITLE,
        issueBody: `${emoji(25_000)} the end`,
      }),
      repoFiles: { 'README.md': '# Hello\n' },
      model: [
        reply(
          toolUse('Bash', {
            command: `printf 'x'; for i in $(seq 100); do printf '${emoji(25)}'; done`,
          }),
        ),
        reply(toolUse('Write', { file_path: 'notes.md', content: `${emoji(10)}\n` })),
        reply(text(`x${emoji(40_000)}`)),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('success');

    expect(run.anthropic.requests.map((request) => request.rejected)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(JSON.stringify(run.anthropic.requests[0]!.body)).toContain('earlier part truncated');
    for (const call of run.github.calls) {
      // Only lookups of files the repository does not have may fail (404).
      if (call.status !== 404) expect(call.status, `${call.method} ${call.path}`).toBeLessThan(400);
      expect(findLoneSurrogate(call.body), `${call.method} ${call.path}`).toBeUndefined();
    }

    const pull = run.github.state.pulls[0]!;
    expectWellFormed(pull.title, 'PR title');
    expect(pull.title.length).toBeLessThanOrEqual(240);
    expect(TITLE.startsWith(pull.title)).toBe(true);

    // Node writes a lone surrogate as U+FFFD: none in the log or the commit.
    expect(run.stdout).not.toContain('\uFFFD');
    expect(run.stdout).toContain('characters)');
    const subject = await git(run.origin, 'log', '-1', '--format=%s', pull.head.ref);
    expect(subject).not.toContain('\uFFFD');
    expect(subject).toBe(`agent: address #7 (ab${emoji(39)}\n`);
  });
});
