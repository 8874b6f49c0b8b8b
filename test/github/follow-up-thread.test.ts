/**
 * The follow-up's thread calls against a small local server speaking GitHub's GraphQL
 * (review threads, paginated; resolveReviewThread) and the REST reply route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { replyInReviewThread, resolveThreadOfComment } from '../../src/github/follow-up-thread.js';
import { createGitHubClient } from '../../src/github/octokit.js';

const repo = { owner: 'octo-org', repo: 'octo-repo' };

interface Thread {
  id: string;
  isResolved: boolean;
  comments: number[];
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Two pages of threads; records every request. */
async function startGitHub(threads: Thread[]) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/graphql') {
        const query = String(body.query);
        const variables = body.variables as Record<string, unknown>;
        if (query.includes('resolveReviewThread')) {
          const thread = threads.find((t) => t.id === variables.threadId)!;
          thread.isResolved = true;
          response.end(JSON.stringify({ data: { resolveReviewThread: { thread } } }));
          return;
        }
        const start = variables.after === 'page-2' ? 1 : 0;
        const nodes = threads.slice(start, start + 1).map((t) => ({
          id: t.id,
          isResolved: t.isResolved,
          comments: { nodes: t.comments.map((databaseId) => ({ databaseId })) },
        }));
        const hasNextPage = start + 1 < threads.length;
        response.end(
          JSON.stringify({
            data: {
              repository: {
                pullRequest: {
                  reviewThreads: {
                    pageInfo: { hasNextPage, endCursor: hasNextPage ? 'page-2' : null },
                    nodes,
                  },
                },
              },
            },
          }),
        );
        return;
      }
      const reply = /^\/repos\/octo-org\/octo-repo\/pulls\/7\/comments\/(\d+)\/replies$/.exec(
        request.url ?? '',
      );
      if (request.method === 'POST' && reply) {
        response.statusCode = 201;
        response.end(JSON.stringify({ id: 99, html_url: 'https://github.example/r/99' }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ message: 'Not Found' }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { client: createGitHubClient({ token: 'ghs_test_token_123', baseUrl: url }), requests };
}

describe('follow-up thread', () => {
  it('answers in the thread through the REST reply route', async () => {
    const { client, requests } = await startGitHub([]);
    const reply = await replyInReviewThread(client, repo, 7, 21, 'Fixed in abc123.');
    expect(reply).toEqual({ id: 99, url: 'https://github.example/r/99' });
    expect(requests[0]).toEqual({
      path: '/repos/octo-org/octo-repo/pulls/7/comments/21/replies',
      body: { body: 'Fixed in abc123.' },
    });
  });

  it('finds the thread of a comment on a later page and resolves it once', async () => {
    const threads = [
      { id: 'T1', isResolved: false, comments: [10] },
      { id: 'T2', isResolved: false, comments: [20, 21] },
    ];
    const { client, requests } = await startGitHub(threads);
    expect(await resolveThreadOfComment(client, repo, 7, 21)).toBe('resolved');
    expect(threads.map((t) => t.isResolved)).toEqual([false, true]);
    const mutation = requests.find((r) => String(r.body.query).includes('resolveReviewThread'));
    expect(mutation?.body.variables).toEqual({ threadId: 'T2' });

    expect(await resolveThreadOfComment(client, repo, 7, 21)).toBe('already_resolved');
    expect(await resolveThreadOfComment(client, repo, 7, 404)).toBe('thread_not_found');
  });
});
