/**
 * End to end through the bundled action: what the agent leaves in the checkout is
 * checked before it is published. A workflow it writes is left out and named in
 * the comment; a secret it writes in a shifted base64 form never reaches the
 * origin, in any object. Needs `npm run build` (the harness runs dist/index.js).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { everyObject } from '../git/helpers.js';
import {
  cleanupActionRuns,
  git,
  issueCommentEvent,
  runAction,
  TEST_GITHUB_TOKEN,
  type ActionRun,
} from './harness.js';

afterAll(cleanupActionRuns);

const BRANCH = 'agent/issue-21-typo-in-the-readme';

function finalComment(run: ActionRun): string {
  const bot = run.github.state.comments.filter((comment) => comment.user.login.endsWith('[bot]'));
  return bot.at(-1)?.body ?? '';
}

describe('the commit the action pushes is checked by the action', () => {
  it('a workflow written with Bash is left out and named in the comment; the fix is pushed', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 21 }),
      repoFiles: { 'README.md': 'teh\n' },
      model: [
        reply(
          toolUse('Bash', {
            command:
              "mkdir -p .github/workflows && printf 'on: push\\n' > .github/workflows/evil.yml",
          }),
        ),
        reply(toolUse('Bash', { command: "printf 'the\\n' > README.md" })),
        reply(text('Fixed the typo.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toBe('the\n');
    expect(await git(run.origin, 'ls-tree', '-r', '--name-only', BRANCH)).not.toContain(
      'workflows',
    );
    const comment = finalComment(run);
    expect(comment).toContain('left out of the commit');
    expect(comment).toContain('`.github/workflows/evil.yml`: changes under .github/workflows');
    expect(run.summary).toContain('.github/workflows/evil.yml');
    // The file stays in the checkout for a human to see.
    expect(await git(run.workspace, 'status', '--porcelain')).toContain('.github/');
  });

  it('a base64-shifted secret written by the agent never reaches the origin', async () => {
    const shifted = Buffer.from(`x${TEST_GITHUB_TOKEN}`).toString('base64');
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 21 }),
      repoFiles: { 'README.md': 'teh\n' },
      model: [
        reply(toolUse('Write', { file_path: 'notes/blob.txt', content: `${shifted}\n` })),
        reply(
          toolUse('Bash', {
            command: 'git add -A && git -c user.name=a -c user.email=a@example.com commit -qm wip',
          }),
        ),
        reply(toolUse('Bash', { command: "printf 'the\\n' > README.md" })),
        reply(text('Fixed the typo.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.conclusion, run.stdout).toBe('success');
    expect(await git(run.origin, 'show', `${BRANCH}:README.md`)).toBe('the\n');
    const published = everyObject(run.origin);
    expect(published).toContain('the\n');
    // The characters made only of the token's bits, and the token itself.
    expect(published).not.toContain(shifted.slice(4, 40));
    expect(published).not.toContain(TEST_GITHUB_TOKEN);
    expect(finalComment(run)).toContain('`notes/blob.txt`: it contains a known secret value');
    expect(finalComment(run)).not.toContain(shifted.slice(4, 40));
  });
});
