/**
 * Staged mode's one seam (src/github-side/staged/): every write route the action uses,
 * found in src/ by reading the source, is kept from GitHub and answered as GitHub would
 * answer it. A new write in src/ (an `octokit.rest` method that is not a read, a
 * `request('POST …')`, a GraphQL mutation, a `git push`) fails this test until it is
 * staged. Each route is then sent through a staged client to the fake GitHub, which
 * records every request it receives: none may arrive, the record must hold the write, and
 * the answer must carry what GitHub's published REST description requires.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFiles } from '../architecture/import-graph.js';
import { checkResponse, matchOperation } from '../fakes/github-openapi.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js';
import { createGitHubClient } from '../../src/github-side/github/octokit.js';
import { resolveThread, unresolveThread } from '../../src/github-side/review/threads.js';
import { STAGED_MUTATIONS, STAGED_ROUTES } from '../../src/github-side/staged/answers.js';
import { StagedWrites } from '../../src/github-side/staged/staged-writes.js';

const root = new URL('../..', import.meta.url).pathname;
const sources = sourceFiles(root)
  .filter((path) => path.startsWith('src/'))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

const REPO = { owner: 'octo-org', repo: 'octo-repo' };
let fake: FakeGitHub | undefined;
let scratch: string | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A staged client against the fake GitHub, and its record. */
async function stagedClient() {
  // What the samples below edit or answer is on GitHub already, as it is in a real run.
  const at = '2026-12-07T09:00:00Z';
  const bot = { login: 'github-actions[bot]' };
  fake = await startFakeGitHub({
    ...REPO,
    issues: [{ number: 7, title: 'Typo', body: '', user: { login: 'octocat' } }],
    comments: [
      {
        id: 3_600_000_009,
        issue_number: 7,
        body: 'Working',
        user: bot,
        created_at: at,
        updated_at: at,
      },
    ],
    reviewComments: [
      {
        id: 3_600_000_010,
        pull_number: 31,
        body: 'A nit',
        user: bot,
        path: 'a.js',
        line: 1,
        side: 'RIGHT',
        diff_hunk: '@@ -0,0 +1 @@\n+a',
        created_at: at,
        updated_at: at,
      },
    ],
    pulls: [
      {
        number: 31,
        title: 'Math',
        body: '',
        state: 'open',
        user: { login: 'octocat' },
        head: { ref: 'feature', sha: 'e'.repeat(40), repo: 'octo-org/octo-repo' },
        base: { ref: 'main', sha: 'f'.repeat(40) },
      },
    ],
    checkRuns: [
      {
        id: 41_000_000_001,
        name: 'agent-loop review',
        head_sha: 'e'.repeat(40),
        status: 'in_progress',
        conclusion: null,
        output: { title: null, summary: null },
        annotations: [],
        requests: [],
      },
    ],
  });
  scratch = mkdtempSync(join(tmpdir(), 'staged-routes-'));
  const staged = new StagedWrites({
    file: join(scratch, 'writes.jsonl'),
    serverUrl: 'https://github.example',
    redact: (text) => text,
  });
  const client = createGitHubClient({
    token: 'ghs_stagedRoutes0123456789abcdef',
    baseUrl: fake.url,
    retry: { writeSpacingMs: 0 },
    staged,
  });
  return { client, staged, fake, file: join(scratch, 'writes.jsonl') };
}

/** `METHOD /template` of every `.rest.<scope>.<method>` in src/ that is not a read. */
function restWrites(client: ReturnType<typeof createGitHubClient>): Map<string, string> {
  const found = new Map<string, string>();
  for (const { path, text } of sources) {
    for (const [, scope, method] of text.matchAll(/\.rest\.(\w+)\.(\w+)\b/g)) {
      const endpoint = (client.rest as never)[scope!]?.[method!] as
        { endpoint: { DEFAULTS: { method: string; url: string } } } | undefined;
      if (!endpoint) throw new Error(`${path}: no Octokit method rest.${scope}.${method}`);
      const { method: verb, url } = endpoint.endpoint.DEFAULTS;
      if (verb !== 'GET' && verb !== 'HEAD')
        found.set(`${verb} ${url}`, `${path}: ${scope}.${method}`);
    }
  }
  return found;
}

describe('every write route the action uses', () => {
  it('is found in src/ and is one the seam answers', async () => {
    const { client } = await stagedClient();
    const writes = restWrites(client);
    // The scan finds the writes the action is known to make (it reads what it should).
    expect([...writes.keys()]).toEqual(
      expect.arrayContaining([
        'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        'POST /repos/{owner}/{repo}/pulls',
        'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
        'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
      ]),
    );
    // Requests by route string: every one in src/ that is not a GET must be staged too.
    for (const { path, text } of sources) {
      for (const [, verb, url] of text.matchAll(/request\(\s*['"`](\w+) (\/[^'"`]+)['"`]/g)) {
        if (verb !== 'GET' && verb !== 'HEAD') writes.set(`${verb} ${url}`, path);
      }
    }
    const unstaged = [...writes].filter(([route]) => !STAGED_ROUTES.includes(route));
    expect(unstaged.map(([route, where]) => `${route} (${where})`)).toEqual([]);
  });

  it('finds every GraphQL mutation in src/ among those the seam answers', () => {
    const mutations = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/`\s*mutation\s*\w*\s*(?:\([^)]*\))?\s*\{\s*(\w+)/g)].map(([, field]) => ({
        path,
        field,
      })),
    );
    expect(mutations.map(({ field }) => field)).toEqual(
      expect.arrayContaining(['resolveReviewThread', 'unresolveReviewThread']),
    );
    const unknown = mutations.filter(({ field }) => !STAGED_MUTATIONS.includes(field!));
    expect(unknown).toEqual([]);
  });

  it('pushes with git in one place only, the push the seam replaces', () => {
    // Files that run git (the one command builder, or git itself) and name its push.
    const pushing = sources
      .filter(({ text }) => /\brunGit(?:Bytes)?\(|execFile\w*\(\s*['"`]git/.test(text))
      .filter(({ text }) => /['"`]push['"`]/.test(text))
      .map(({ path }) => path);
    expect(pushing).toEqual(['src/github-side/git/push.ts']);
    // The staged record is consulted before any git command of the push runs.
    const push = readFileSync(join(root, 'src/github-side/git/push.ts'), 'utf8');
    const body = push.slice(push.indexOf('export async function pushCommit'));
    expect(body.indexOf('if (input.staged) return stagePush(')).toBeGreaterThan(0);
    expect(body.indexOf('if (input.staged) return stagePush(')).toBeLessThan(
      body.indexOf('runGit('),
    );
  });
});

/** What each write route is sent with in the test below (route values and body). */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': { issue_number: 7, body: 'Hi' },
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': {
    comment_id: 3_600_000_009,
    body: 'Edited',
  },
  'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies': {
    pull_number: 31,
    comment_id: 3_600_000_010,
    body: 'Thanks',
  },
  'PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}': {
    comment_id: 3_600_000_010,
    body: 'Edited',
  },
  'POST /repos/{owner}/{repo}/issues/{issue_number}/reactions': {
    issue_number: 7,
    content: 'eyes',
  },
  'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions': {
    comment_id: 3_600_000_009,
    content: 'eyes',
  },
  'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions': {
    comment_id: 3_600_000_010,
    content: 'eyes',
  },
  'POST /repos/{owner}/{repo}/pulls': {
    head: 'agent/issue-7',
    base: 'main',
    title: 'Fix the typo',
    body: 'Fixes #7',
    draft: false,
  },
  'PATCH /repos/{owner}/{repo}/pulls/{pull_number}': { pull_number: 31, title: 'T', body: 'B' },
  'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews': {
    pull_number: 31,
    commit_id: 'a'.repeat(40),
    event: 'COMMENT',
    body: 'Looks fine',
    comments: [{ path: 'a.js', line: 1, side: 'RIGHT', body: 'A nit' }],
  },
  'POST /repos/{owner}/{repo}/check-runs': {
    name: 'agent-loop review',
    head_sha: 'a'.repeat(40),
    status: 'in_progress',
    started_at: '2026-12-07T10:00:00Z',
    details_url: 'https://github.example/run',
    external_id: 'x',
  },
  'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}': {
    check_run_id: 41_000_000_001,
    conclusion: 'neutral',
    completed_at: '2026-12-07T10:01:00Z',
    output: { title: 'Done', summary: 'Nothing found' },
  },
  'POST /repos/{owner}/{repo}/git/blobs': { content: 'hello\n', encoding: 'utf-8' },
  'POST /repos/{owner}/{repo}/git/trees': {
    tree: [{ path: 'spend.json', mode: '100644', type: 'blob', content: '{}\n' }],
  },
  'POST /repos/{owner}/{repo}/git/commits': {
    message: 'ledger',
    tree: 'b'.repeat(40),
    parents: ['c'.repeat(40)],
  },
  'POST /repos/{owner}/{repo}/git/refs': { ref: 'refs/agent-loop/spend', sha: 'd'.repeat(40) },
  'PATCH /repos/{owner}/{repo}/git/refs/{ref}': {
    ref: 'agent-loop/spend',
    sha: 'd'.repeat(40),
    force: false,
  },
};

describe('a staged client', () => {
  it.each(STAGED_ROUTES.map((route) => [route]))(
    '%s: sends nothing, records it, answers as GitHub documents',
    async (route) => {
      const sample = SAMPLES[route];
      expect(sample, `add a sample request for ${route}`).toBeDefined();
      const { client, staged, fake: github, file } = await stagedClient();
      const answer = await client.request(route, { ...REPO, ...sample });
      expect(github.calls.filter((call) => call.method !== 'GET')).toEqual([]);
      const [method] = route.split(' ');
      expect(staged.writes).toHaveLength(1);
      expect(staged.writes[0]!.method).toBe(method);
      const line = JSON.parse(readFileSync(file, 'utf8').trim()) as { route: string };
      expect(line).toEqual(staged.writes[0]);
      const matched = matchOperation(method!, line.route.split('?')[0]!);
      if (typeof matched === 'string') throw new Error(matched);
      expect(matched.template).toBe(route.split(' ')[1]);
      expect(checkResponse(matched, answer.status, answer.data)).toEqual([]);
    },
  );

  it('answers a read of what it made from the record, and records an edit of it', async () => {
    const { client, staged, fake: github } = await stagedClient();
    const { data: made } = await client.rest.issues.createComment({
      ...REPO,
      issue_number: 7,
      body: 'Working on it',
    });
    expect(made.id).toBeGreaterThan(2 ** 31);
    await client.rest.issues.updateComment({ ...REPO, comment_id: made.id, body: 'Done' });
    const { data: read } = await client.rest.issues.getComment({ ...REPO, comment_id: made.id });
    expect(read.body).toBe('Done');
    expect(github.calls.some((call) => call.path.endsWith(`/comments/${made.id}`))).toBe(false);
    expect(staged.writes.map((write) => `${write.method} ${write.route}`)).toEqual([
      'POST /repos/octo-org/octo-repo/issues/7/comments',
      `PATCH /repos/octo-org/octo-repo/issues/comments/${made.id}`,
    ]);
    expect(staged.writes[0]!.object).toBe(`/repos/octo-org/octo-repo/issues/comments/${made.id}`);
  });

  it('keeps GraphQL mutations from GitHub and answers them; queries go out', async () => {
    const { client, staged, fake: github } = await stagedClient();
    await resolveThread(client, 'PRRT_kwDOthread1');
    await unresolveThread(client, 'PRRT_kwDOthread1');
    expect(github.calls).toEqual([]);
    expect(staged.writes.map((write) => write.route)).toEqual(['/graphql', '/graphql']);
    const answer = await client.graphql<{
      resolveReviewThread: { thread: { isResolved: boolean } };
    }>(
      'mutation R($threadId: ID!) { resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } } }',
      { threadId: 'PRRT_kwDOthread1' },
    );
    expect(answer.resolveReviewThread.thread.isResolved).toBe(true);
    await client.graphql('query { viewer { login } }').catch(() => undefined);
    expect(github.calls.map((call) => call.path)).toEqual(['/graphql']);
  });
});

describe('the push of a staged run', () => {
  it('moves no ref of the origin and records the branch, commit and diff', async () => {
    const { pushCommit } = await import('../../src/github-side/git/push.js');
    const { locateRepository } = await import('../../src/github-side/git/git-client.js');
    scratch = mkdtempSync(join(tmpdir(), 'staged-push-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync(
        'git',
        ['-C', cwd, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
        {
          encoding: 'utf8',
        },
      );
    const origin = join(scratch, 'origin.git');
    const work = join(scratch, 'work');
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);
    execFileSync('git', ['clone', '-q', origin, work]);
    git(work, 'commit', '-q', '--allow-empty', '-m', 'base');
    git(work, 'push', '-q', 'origin', 'HEAD:main');
    git(work, 'fetch', '-q', 'origin');
    execFileSync('sh', ['-c', `printf 'new\\n' > ${join(work, 'a.txt')}`]);
    git(work, 'add', 'a.txt');
    git(work, 'commit', '-q', '-m', 'Add a');
    const sha = git(work, 'rev-parse', 'HEAD').trim();
    const before = git(origin, 'for-each-ref');
    const staged = new StagedWrites({
      file: join(scratch, 'writes.jsonl'),
      serverUrl: 'https://github.example',
      redact: (text) => text,
    });
    const outcome = await pushCommit({
      repository: await locateRepository(work),
      sha,
      branch: 'agent/issue-7',
      remoteUrl: origin,
      protectedBranches: ['main'],
      staged,
    });
    expect(outcome).toEqual({ status: 'pushed', sha, rebased: false });
    expect(git(origin, 'for-each-ref')).toBe(before);
    expect(staged.writes).toEqual([
      {
        method: 'PUSH',
        route: 'refs/heads/agent/issue-7',
        body: expect.objectContaining({
          branch: 'agent/issue-7',
          sha,
          via: 'git',
          commits: [`${sha} Add a`],
          diff: expect.stringContaining('+new'),
        }),
      },
    ]);
    expect(staged.pushedHead('agent/issue-7')).toBe(sha);
  });
});
