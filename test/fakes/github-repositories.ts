/**
 * One fake GitHub API for several repositories: a front server on 127.0.0.1 that sends
 * each `/repos/{owner}/{repo}/…` request to the fake GitHub (./github-server.ts) seeded
 * for that repository, and every other request (GraphQL, `/user`…) to the first. As on
 * GitHub, one API URL and one token reach every repository the token may see
 * (https://docs.github.com/en/rest/repos/repos#get-a-repository): a change set's
 * repositories are published through one client. Each fake keeps its own state, calls
 * and published-contract checks; a repository none of them holds answers 404, as GitHub
 * does for a repository the token cannot see.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubState } from './github-server.js';

export interface FakeGitHubRepositories {
  /** The one API URL (point the client or GITHUB_API_URL at it). */
  url: string;
  /** Each repository's fake, by `owner/name`, in the order given. */
  repos: Record<string, FakeGitHub>;
  /** Stops the front and every fake (a fake's contract violations fail it). */
  close(): Promise<void>;
}

/** Starts a fake for each state (the first is the run's own repository) and the front. */
export async function startFakeGitHubRepositories(
  states: readonly Partial<FakeGitHubState>[],
): Promise<FakeGitHubRepositories> {
  const fakes = await Promise.all(states.map((state) => startFakeGitHub(state)));
  const front = await startGitHubFront(fakes);
  return {
    url: front.url,
    repos: Object.fromEntries(
      fakes.map((fake) => [`${fake.state.owner}/${fake.state.repo}`, fake]),
    ),
    close: async () => {
      await front.close();
      await Promise.all(fakes.map((fake) => fake.close()));
    },
  };
}

/** The front alone, before fakes started elsewhere (the first answers what names no repository). */
export async function startGitHubFront(
  fakes: readonly FakeGitHub[],
): Promise<{ url: string; close(): Promise<void> }> {
  const repos: Record<string, FakeGitHub> = {};
  for (const fake of fakes) repos[`${fake.state.owner}/${fake.state.repo}`.toLowerCase()] = fake;
  const front = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const named = /^\/repos\/([^/?]+)\/([^/?]+)/.exec(path);
    const fake = named
      ? repos[`${decodeURIComponent(named[1]!)}/${decodeURIComponent(named[2]!)}`.toLowerCase()]
      : fakes[0];
    if (!fake) {
      incoming.resume();
      outgoing.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      outgoing.end(
        JSON.stringify({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }),
      );
      return;
    }
    const target = new URL(fake.url);
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        front.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}
