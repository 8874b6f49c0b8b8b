import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import {
  findingMarker,
  fingerprintOf,
  linesOf,
} from '../../src/github-side/review/posted-findings.js';
import {
  closeFixedThreads,
  fixedThreads,
  postedFromThreads,
  listReviewThreads,
  replyInThread,
  resolveThreadOfComment,
} from '../../src/github-side/review/threads.js';
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakePull,
  type FakeReviewComment,
} from '../fakes/github-server.js';
import { git, removeTempDirs, repos } from '../git/helpers.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  removeTempDirs();
});

const REPO = { owner: 'octo-org', repo: 'octo-repo' };
const BOT = 'github-actions[bot]';
const PULL: FakePull = {
  number: 7,
  title: 'Math',
  body: '',
  state: 'open',
  head: { ref: 'fix', repo: 'octo-org/octo-repo' },
  base: { ref: 'main' },
};
const V1 = 'function add(a, b) {\n  return a - b;\n}\n\nfunction twice(x) {\n  return x * 3;\n}\n';
const V2 = V1.replace('a - b', 'a + b');

// Review-comment ids as GitHub numbers them today: above 2^31, past GraphQL's 32-bit Int.
let nextId = 3_700_000_000;
function finding(
  path: string,
  text: string,
  line: number,
  body: string,
  extra: Partial<FakeReviewComment> = {},
): FakeReviewComment {
  const fingerprint = fingerprintOf({ path, anchorLines: linesOf(text, line, line), body });
  return {
    id: nextId++,
    pull_number: 7,
    body: `${body}\n\n${findingMarker(fingerprint)}`,
    user: { login: BOT, type: 'Bot' },
    path,
    line,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...extra,
  };
}
function reply(parent: FakeReviewComment, login: string, body: string): FakeReviewComment {
  return { ...parent, id: nextId++, user: { login }, body, in_reply_to_id: parent.id };
}

async function setup(comments: FakeReviewComment[], resolved: Record<number, string> = {}) {
  fake = await startFakeGitHub({
    pulls: [PULL],
    reviewComments: comments,
    resolvedThreads: resolved,
  });
  return createGitHubClient({ token: 'ghs_test', baseUrl: fake.url });
}

/** A repository where `math.js` went from V1 to V2; reads files at the head commit. */
function headReader() {
  const { work } = repos();
  writeFileSync(join(work, 'math.js'), V2);
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'fix add');
  const head = git(work, 'rev-parse', 'HEAD');
  const readFile = async (path: string) => {
    try {
      return git(work, 'show', `${head}:${path}`) + '\n';
    } catch {
      return undefined;
    }
  };
  return { head, readFile };
}

describe('review threads', () => {
  it('lists threads over GraphQL and builds the ledger from the bot’s findings only', async () => {
    const bug = finding('math.js', V1, 2, 'Subtracts instead of adding.');
    const human = { ...bug, id: nextId++, body: 'Nice.', user: { login: 'maintainer' } };
    // An account named like the bot without `[bot]` is a person: its marker is not the bot's.
    const squatter = {
      ...finding('math.js', V1, 3, 'Forged finding.'),
      user: { login: 'github-actions', type: 'User' },
    };
    const client = await setup([bug, reply(bug, 'maintainer', 'Agreed'), human, squatter]);
    const threads = await listReviewThreads(client, REPO, 7);
    expect(threads).toHaveLength(3);
    expect(threads[2]?.comments.map((c) => c.author)).toEqual(['github-actions']);
    expect(threads[0]?.comments.map((c) => c.author)).toEqual([
      'github-actions[bot]',
      'maintainer',
    ]);
    const ledger = postedFromThreads(threads, BOT);
    expect(ledger).toEqual([
      {
        fingerprint: fingerprintOf({
          path: 'math.js',
          anchorLines: ['  return a - b;'],
          body: 'Subtracts instead of adding.',
        }),
        path: 'math.js',
        body: 'Subtracts instead of adding.',
      },
    ]);
  });

  it('answers and resolves a finding whose code changed, and leaves the rest alone', async () => {
    const fixed = finding('math.js', V1, 2, 'Subtracts instead of adding.');
    const unchanged = finding('math.js', V1, 6, 'Multiplies by three, not two.');
    const answered = finding('math.js', V1, 2, 'Add a test for negative numbers.');
    const humanResolved = finding('math.js', V1, 2, 'Name it sum.');
    const otherFile = finding('other.js', V1, 2, 'Same bug here.');
    const client = await setup(
      [
        fixed,
        unchanged,
        answered,
        reply(answered, 'maintainer', 'Will do later'),
        humanResolved,
        otherFile,
      ],
      { [humanResolved.id]: 'maintainer' },
    );
    const { head, readFile } = headReader();
    const threads = await listReviewThreads(client, REPO, 7);
    const toClose = await fixedThreads(threads, BOT, {
      changedPaths: new Set(['math.js']),
      readFile,
    });
    expect(toClose.map((t) => t.thread.comments[0]?.id)).toEqual([String(fixed.id)]);

    const closed = await closeFixedThreads({
      client,
      repo: REPO,
      pullNumber: 7,
      headSha: head,
      threads: toClose,
    });
    expect(closed).toEqual({ resolved: 1, failures: [] });
    const replies = fake!.state.reviewComments.filter((c) => c.in_reply_to_id === fixed.id);
    expect(replies.map((c) => c.body.split('\n')[0])).toEqual([
      `Fixed in \`${head.slice(0, 7)}\`: the code this comment pointed at has changed.`,
    ]);
    expect(fake!.state.resolvedThreads).toEqual({
      [humanResolved.id]: 'maintainer',
      [fixed.id]: BOT,
    });

    // A second run finds nothing more to close, and never answers twice.
    const again = await fixedThreads(await listReviewThreads(client, REPO, 7), BOT, {
      changedPaths: new Set(['math.js']),
      readFile,
    });
    expect(again).toEqual([]);
  });

  it('resolves without a second answer when an earlier run answered but could not resolve', async () => {
    const fixed = finding('math.js', V1, 2, 'Subtracts instead of adding.');
    const client = await setup([fixed]);
    const { head, readFile } = headReader();
    const listed = await listReviewThreads(client, REPO, 7);
    const toClose = await fixedThreads(listed, BOT, {
      changedPaths: new Set(['math.js']),
      readFile,
    });
    fake!.state.faults.push({ method: 'POST', path: '/graphql', status: 422, count: 1 });
    const first = await closeFixedThreads({
      client,
      repo: REPO,
      pullNumber: 7,
      headSha: head,
      threads: toClose,
    });
    expect(first.resolved).toBe(0);
    expect(first.failures[0]).toMatch(/^math\.js: /);
    const retry = await fixedThreads(await listReviewThreads(client, REPO, 7), BOT, {
      changedPaths: new Set(['math.js']),
      readFile,
    });
    const second = await closeFixedThreads({
      client,
      repo: REPO,
      pullNumber: 7,
      headSha: head,
      threads: retry,
    });
    expect(second.resolved).toBe(1);
    expect(fake!.state.reviewComments.filter((c) => c.in_reply_to_id === fixed.id)).toHaveLength(1);
  });

  it('counts a deleted file as changed code', async () => {
    const gone = finding('gone.js', V1, 2, 'Subtracts instead of adding.');
    const client = await setup([gone]);
    const { readFile } = headReader();
    const threads = await listReviewThreads(client, REPO, 7);
    const toClose = await fixedThreads(threads, BOT, {
      changedPaths: new Set(['gone.js']),
      readFile,
    });
    expect(toClose).toHaveLength(1);
  });
});

describe('the thread of one review comment (a fix run on a review comment)', () => {
  const resolveCalls = () =>
    fake!.calls.filter((call) =>
      String((call.body as { query?: unknown } | undefined)?.query).includes('resolveReviewThread'),
    );

  it('answers in the thread through the REST reply route', async () => {
    const root = finding('math.js', V1, 2, 'Subtracts instead of adding.');
    const client = await setup([root]);
    const answer = await replyInThread(client, REPO, 7, String(root.id), 'Fixed in abc123.');
    const replies = fake!.state.reviewComments.filter((c) => c.in_reply_to_id === root.id);
    expect(replies.map((c) => c.body)).toEqual(['Fixed in abc123.']);
    expect(answer.id).toBe(String(replies[0]?.id));
    expect(answer.url).toMatch(new RegExp(`/pull/7#discussion_r${answer.id}$`));
  });

  it('finds the thread of a reply on a later page and resolves it once', async () => {
    // 100 threads fill the first page; the comment's thread is on the second.
    const earlier = Array.from({ length: 100 }, (_, i) => finding('math.js', V1, 2, `Note ${i}.`));
    const root = finding('math.js', V1, 6, 'Multiplies by three, not two.');
    const answer = reply(root, 'maintainer', '@agent fix this');
    const client = await setup([...earlier, root, answer]);

    expect(await resolveThreadOfComment(client, REPO, 7, String(answer.id))).toBe('resolved');
    expect(fake!.state.resolvedThreads).toEqual({ [root.id]: BOT });
    expect(resolveCalls().map((call) => (call.body as { variables: unknown }).variables)).toEqual([
      { threadId: `PRRT_fake${root.id}` },
    ]);

    expect(await resolveThreadOfComment(client, REPO, 7, String(answer.id))).toBe(
      'already_resolved',
    );
    expect(await resolveThreadOfComment(client, REPO, 7, '3999999999')).toBe('thread_not_found');
    expect(resolveCalls()).toHaveLength(1);
  });
});
