/**
 * End to end, with the bundled action: a secret the run learns late (an MCP
 * server's header, read after the policy, the progress comment and the review
 * were set up) is masked everywhere the run's first secrets are: refused in a
 * committed file, redacted in the pull request body and in every comment.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, git, issueCommentEvent, runAction } from './harness.js';

afterAll(cleanupActionRuns);

/** Not named like a secret, so only the MCP configuration makes it one. */
const HEADER_VALUE = 'mcpHdr-7f3a9c2e41b8d605aa19';

describe('a secret from mcp_config', () => {
  it('is refused in a commit and redacted in the PR body and the comments', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the typo', issueNumber: 41 }),
      repoFiles: { 'README.md': 'teh\n' },
      env: { DOCS_HEADER: HEADER_VALUE },
      inputs: {
        mcp_config: JSON.stringify({
          mcpServers: {
            docs: {
              type: 'http',
              url: 'http://127.0.0.1:9/mcp',
              headers: { 'X-Docs-Auth': '${DOCS_HEADER}' },
            },
          },
        }),
      },
      model: [
        reply(
          toolUse('TodoWrite', {
            todos: [{ content: `Use ${HEADER_VALUE}`, status: 'in_progress', activeForm: 'Using' }],
          }),
        ),
        reply(toolUse('Read', { file_path: 'README.md' })),
        reply(toolUse('Edit', { file_path: 'README.md', old_string: 'teh', new_string: 'the' })),
        reply(toolUse('Write', { file_path: 'notes.txt', content: `header: ${HEADER_VALUE}\n` })),
        reply(text(`Fixed the typo. The docs header is ${HEADER_VALUE}.`)),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const pull = run.github.state.pulls[0];
    expect(pull?.body).toContain('Fixed the typo.');
    expect(pull?.body).not.toContain(HEADER_VALUE);
    // The committed tree has the fix and not the file holding the secret.
    const branch = pull!.head.ref;
    expect(await git(run.origin, 'show', `${branch}:README.md`)).toBe('the\n');
    const files = await git(run.origin, 'ls-tree', '-r', '--name-only', branch);
    expect(files).not.toContain('notes.txt');
    const history = await git(run.origin, 'log', '-p', branch);
    expect(history).not.toContain(HEADER_VALUE);
    // No comment, edit or PR that reached GitHub carries it.
    const writes = run.github.calls.filter((call) => call.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    expect(JSON.stringify(writes.map((call) => call.body))).not.toContain(HEADER_VALUE);
    expect(JSON.stringify(run.github.state.comments)).toContain('Fixed the typo.');
    expect(run.summary).not.toContain(HEADER_VALUE);
  });
});
