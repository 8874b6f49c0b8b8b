/**
 * One fake GitHub API for several repositories: a front server on 127.0.0.1 that sends
 * each `/repos/{owner}/{repo}/…` request to the fake GitHub (./github-server.ts) seeded
 * for that repository, and every other request (GraphQL, `/user`…) to the first. As on
 * GitHub, one API URL and one token reach every repository the token may see
 * (https://docs.github.com/en/rest/repos/repos#get-a-repository): a change set's
 * repositories are published through one client. Each fake keeps its own state, calls
 * and published-contract checks, and answers for its repository what GitHub does
 * (./github-access.ts): `GET /repos/{owner}/{repo}` with the token's `permissions` (`push`,
 * from the state's `tokenPush`) and `archived`, each login's role from the state's
 * `permissions` (https://docs.github.com/en/rest/collaborators/collaborators#get-repository-permissions-for-a-user).
 * A repository none of them holds answers 404 Not Found, as GitHub does for a repository
 * the token cannot see; the front checks those requests against the same description.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRequest, matchOperation } from './github-openapi.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubState } from './github-server.js';

export interface FakeGitHubRepositories {
  /** The one API URL (point the client or GITHUB_API_URL at it). */
  url: string;
  /** Each repository's fake, by `owner/name`, in the order given. */
  repos: Record<string, FakeGitHub>;
  /** Requests the front answered itself (404: no fake holds the repository), `METHOD path`. */
  unheld: string[];
  /** Stops the front and every fake (a contract violation in any of them fails it). */
  close(): Promise<void>;
}

/** The front: one URL for the fakes' repositories. */
export interface GitHubFront {
  url: string;
  /** Requests it answered 404 itself (no fake holds the repository), `METHOD path`. */
  unheld: string[];
  /** Stops it; fails when a request it answered is outside GitHub's REST description. */
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
    unheld: front.unheld,
    close: async () => {
      const closed = await Promise.allSettled([front.close(), ...fakes.map((f) => f.close())]);
      const failed = closed.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/** The front alone, before fakes started elsewhere (the first answers what names no repository). */
export async function startGitHubFront(fakes: readonly FakeGitHub[]): Promise<GitHubFront> {
  const repos: Record<string, FakeGitHub> = {};
  for (const fake of fakes) repos[`${fake.state.owner}/${fake.state.repo}`.toLowerCase()] = fake;
  const unheld: string[] = [];
  const violations: string[] = [];
  const front = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const named = /^\/repos\/([^/?]+)\/([^/?]+)/.exec(path);
    const fake = named
      ? repos[`${decodeURIComponent(named[1]!)}/${decodeURIComponent(named[2]!)}`.toLowerCase()]
      : fakes[0];
    if (!fake) {
      void readBody(incoming).then((body) => {
        const method = incoming.method ?? 'GET';
        const problem = refusedRequest(method, path, body);
        if (problem) violations.push(`${method} ${path}: ${problem}`);
        unheld.push(`${method} ${path}`);
        outgoing.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        outgoing.end(
          JSON.stringify({
            message: 'Not Found',
            documentation_url: 'https://docs.github.com/rest',
            status: '404',
          }),
        );
      });
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
    unheld,
    close: async () => {
      await new Promise<void>((resolve) => {
        front.closeAllConnections();
        front.close(() => resolve());
      });
      if (violations.length > 0) {
        throw new Error(
          `GitHub front: ${violations.length} request(s) outside GitHub's published REST description:\n${violations.join('\n')}`,
        );
      }
    },
  };
}

/** The request's body (JSON when there is one). */
async function readBody(incoming: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What GitHub's REST description refuses in a request the front answers itself, if anything. */
function refusedRequest(method: string, path: string, body: unknown): string | undefined {
  const url = new URL(path, 'http://front.invalid');
  const matched = matchOperation(method, url.pathname);
  if (typeof matched === 'string') return matched;
  const problems = checkRequest(matched, Object.fromEntries(url.searchParams), body);
  return problems.length > 0 ? `${matched.template}: ${problems.join('; ')}` : undefined;
}
