/**
 * The fake GitHub's GraphQL endpoint (`POST /graphql`): it answers the operations
 * the action sends: a pull request's `reviewThreads` and `resolveReviewThread`,
 * built from the server's review comments (a comment without `in_reply_to_id`
 * opens a thread, replies join it; inline comments of a posted review become
 * review comments, as on GitHub), and `viewer`, the token's own account.
 */

/** The review-comment fields threads are built from (see FakeReviewComment). */
interface ThreadComment {
  id: number;
  pull_number: number;
  body: string;
  user: { login: string; type?: string };
  path: string;
  line?: number | null;
  side?: string;
  in_reply_to_id?: number;
}

/** The part of the server state threads read and write. */
export interface ThreadState {
  reviewComments: ThreadComment[];
  /** Root comment id → login of who resolved its thread. */
  resolvedThreads: Record<number, string>;
}

type Answer = { status: number; body: unknown };

const threadId = (rootId: number) => `PRRT_fake${rootId}`;

/** GraphQL shows a bot's login without `[bot]`. */
const graphqlLogin = (login: string) => login.replace(/\[bot\]$/, '');

/** An `Actor` as GraphQL answers it: the login, and `Bot` or `User` for `__typename`. */
const graphqlActor = (login: string) => ({
  login: graphqlLogin(login),
  __typename: /\[bot\]$/.test(login) ? 'Bot' : 'User',
});

/**
 * Answers one GraphQL request sent with the token of `login`; unknown operations
 * get a GraphQL error, as GitHub does.
 */
export function answerGraphql(state: ThreadState, body: unknown, login: string): Answer {
  const request = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> };
  const query = typeof request.query === 'string' ? request.query : '';
  const variables = request.variables ?? {};
  if (/\bresolveReviewThread\s*\(/.test(query)) return resolveThread(state, variables, login);
  if (/\bviewer\s*\{/.test(query)) return viewer(login);
  if (/\breviewThreads\s*\(/.test(query)) return listThreads(state, variables);
  return { status: 200, body: { errors: [{ message: 'fake GitHub: unsupported GraphQL query' }] } };
}

function listThreads(state: ThreadState, variables: Record<string, unknown>): Answer {
  const number = Number(variables.number);
  const roots = state.reviewComments.filter(
    (c) => c.pull_number === number && c.in_reply_to_id === undefined,
  );
  const pageSize = 100;
  const start = typeof variables.after === 'string' ? Number(variables.after) : 0;
  const page = roots.slice(start, start + pageSize);
  const nodes = page.map((root) => {
    const comments = [root, ...state.reviewComments.filter((c) => c.in_reply_to_id === root.id)];
    return {
      id: threadId(root.id),
      isResolved: state.resolvedThreads[root.id] !== undefined,
      path: root.path,
      line: root.line ?? null,
      diffSide: root.side === 'LEFT' ? 'LEFT' : 'RIGHT',
      comments: {
        nodes: comments.map((c) => ({
          databaseId: c.id,
          body: c.body,
          author: graphqlActor(c.user.login),
        })),
      },
    };
  });
  const next = start + pageSize;
  return {
    status: 200,
    body: {
      data: {
        repository: {
          pullRequest: {
            reviewThreads: {
              pageInfo: {
                hasNextPage: next < roots.length,
                endCursor: next < roots.length ? String(next) : null,
              },
              nodes,
            },
          },
        },
      },
    },
  };
}

/**
 * `viewer { login __typename }`: the token's account. A bot is spelt without
 * `[bot]`, as GraphQL spells bot authors, so callers must restore the suffix.
 */
function viewer(login: string): Answer {
  const isBot = /\[bot\]$/.test(login);
  return {
    status: 200,
    body: { data: { viewer: { login: graphqlLogin(login), __typename: isBot ? 'Bot' : 'User' } } },
  };
}

function resolveThread(
  state: ThreadState,
  variables: Record<string, unknown>,
  login: string,
): Answer {
  const id = String(variables.threadId ?? '');
  const root = state.reviewComments.find(
    (c) => c.in_reply_to_id === undefined && threadId(c.id) === id,
  );
  if (!root) {
    return {
      status: 200,
      body: {
        data: { resolveReviewThread: null },
        errors: [
          {
            type: 'NOT_FOUND',
            message: `Could not resolve to a node with the global id of '${id}'`,
          },
        ],
      },
    };
  }
  state.resolvedThreads[root.id] ??= login;
  return {
    status: 200,
    body: { data: { resolveReviewThread: { thread: { id, isResolved: true } } } },
  };
}
