/**
 * The fake GitHub's GraphQL endpoint (`POST /graphql`), executed against GitHub's
 * published schema (./github-graphql.ts): a repository's pull request with its
 * `reviewThreads` (with `resolvedBy`), `resolveReviewThread`, `unresolveReviewThread`, and `viewer`, the token's own account.
 * Threads are built from the server's review comments (a comment without
 * `in_reply_to_id` opens a thread, replies join it; inline comments of a posted
 * review become review comments, as on GitHub). Whatever the schema offers and
 * the fake does not hold is null (or an error for a non-null field); whatever the
 * schema lacks is refused before anything runs.
 */
import { runGraphql, TypedGraphQLError, type GraphqlAnswer } from './github-graphql.js';
import { nodeId } from './github-shapes.js';

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
  created_at?: string;
}

/** The part of the server state GraphQL reads and writes. */
export interface ThreadState {
  owner: string;
  repo: string;
  pulls: readonly { number: number }[];
  reviewComments: ThreadComment[];
  /** Root comment id → login of who resolved its thread. */
  resolvedThreads: Record<number, string>;
  /** Reactions by subject and REST content (`-1` is GraphQL's THUMBS_DOWN). */
  reactions: readonly { subject: string; id: number; content: string; user?: string }[];
  /** Issue comments, for `node(id:)` of an `IssueComment`. */
  comments: readonly {
    id: number;
    body: string;
    created_at: string;
    updated_at: string;
    last_edited_at?: string;
  }[];
}

/** GraphQL's `ReactionContent` for REST's reaction contents. */
const REACTION_CONTENT: Record<string, string> = {
  '+1': 'THUMBS_UP',
  '-1': 'THUMBS_DOWN',
  laugh: 'LAUGH',
  confused: 'CONFUSED',
  heart: 'HEART',
  hooray: 'HOORAY',
  rocket: 'ROCKET',
  eyes: 'EYES',
};

const threadId = (rootId: number) => `PRRT_fake${rootId}`;

/** GraphQL shows a bot author's login without `[bot]`, typed `Bot`. */
const graphqlActor = (login: string) =>
  /\[bot\]$/.test(login)
    ? { __typename: 'Bot', login: login.replace(/\[bot\]$/, '') }
    : { __typename: 'User', login };

/** GitHub caps `first`/`last` at 100 and wants one of them on every connection. */
function pageSize(args: { first?: number | null; last?: number | null }, what: string): number {
  const size = args.first ?? args.last;
  if (size === undefined || size === null) {
    throw new Error(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${what}\` connection.`,
    );
  }
  if (size < 0 || size > 100) {
    throw new Error(
      `Requesting ${size} records on the \`${what}\` connection exceeds the \`first\` limit of 100 records.`,
    );
  }
  return size;
}

/** A connection page over `items` (cursors are offsets, opaque to callers). */
function connection<T>(
  items: readonly T[],
  args: { first?: number; after?: string | null },
  what: string,
) {
  const size = pageSize(args, what);
  const start = args.after ? Number(Buffer.from(args.after, 'base64').toString('utf8')) + 1 : 0;
  const nodes = items.slice(start, start + size);
  const end = start + nodes.length - 1;
  const cursor = (index: number) => Buffer.from(String(index), 'utf8').toString('base64');
  return {
    totalCount: items.length,
    nodes,
    pageInfo: {
      hasNextPage: end + 1 < items.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length > 0 ? cursor(start) : null,
      endCursor: nodes.length > 0 ? cursor(end) : null,
    },
  };
}

function commentNode(state: ThreadState, comment: ThreadComment) {
  return {
    // https://docs.github.com/en/graphql/reference/interfaces#reactable (`reactions`).
    reactions: (args: { first?: number; after?: string | null; content?: string | null }) =>
      connection(
        state.reactions
          .filter(
            (reaction) =>
              reaction.subject === 'review_comment' &&
              reaction.id === comment.id &&
              (!args.content || REACTION_CONTENT[reaction.content] === args.content),
          )
          .map((reaction, index) => ({
            id: `REA_fake${comment.id}_${index}`,
            content: REACTION_CONTENT[reaction.content],
            user: reaction.user ? { login: reaction.user } : null,
          })),
        args,
        'reactions',
      ),
    id: `PRRC_kwDOfake${comment.id}`,
    // A 32-bit Int: ids above 2^31 - 1 fail here exactly as on GitHub.
    databaseId: comment.id,
    fullDatabaseId: String(comment.id),
    body: comment.body,
    path: comment.path,
    line: comment.line ?? null,
    createdAt: comment.created_at,
    author: graphqlActor(comment.user.login),
  };
}

function threadNode(state: ThreadState, root: ThreadComment) {
  const comments = [root, ...state.reviewComments.filter((c) => c.in_reply_to_id === root.id)];
  const resolver = state.resolvedThreads[root.id];
  return {
    id: threadId(root.id),
    isResolved: resolver !== undefined,
    isOutdated: root.line === null,
    path: root.path,
    line: root.line ?? null,
    diffSide: root.side === 'LEFT' ? 'LEFT' : 'RIGHT',
    resolvedBy: resolver === undefined ? null : graphqlActor(resolver),
    comments: (args: { first?: number; after?: string | null }) =>
      connection(
        comments.map((comment) => commentNode(state, comment)),
        args,
        'comments',
      ),
  };
}

function pullRequestNode(state: ThreadState, number: number) {
  if (!state.pulls.some((p) => p.number === number)) {
    throw new TypedGraphQLError(
      'NOT_FOUND',
      `Could not resolve to a PullRequest with the number of ${number}.`,
    );
  }
  const roots = () =>
    state.reviewComments.filter((c) => c.pull_number === number && c.in_reply_to_id === undefined);
  return {
    number,
    reviewThreads: (args: { first?: number; after?: string | null }) =>
      connection(
        roots().map((root) => threadNode(state, root)),
        args,
        'reviewThreads',
      ),
  };
}

function resolveThread(state: ThreadState, id: string, login: string) {
  const root = state.reviewComments.find(
    (c) => c.in_reply_to_id === undefined && threadId(c.id) === id,
  );
  if (!root) {
    throw new TypedGraphQLError(
      'NOT_FOUND',
      `Could not resolve to a node with the global id of '${id}'`,
    );
  }
  state.resolvedThreads[root.id] ??= login;
  return { clientMutationId: null, thread: threadNode(state, root) };
}

/** `unresolveReviewThread`: the thread is open again, with no resolver. */
function unresolveThread(state: ThreadState, id: string) {
  const root = state.reviewComments.find(
    (c) => c.in_reply_to_id === undefined && threadId(c.id) === id,
  );
  if (!root) {
    throw new TypedGraphQLError(
      'NOT_FOUND',
      `Could not resolve to a node with the global id of '${id}'`,
    );
  }
  delete state.resolvedThreads[root.id];
  return { clientMutationId: null, thread: threadNode(state, root) };
}

/**
 * An issue comment by its global id (REST's `node_id`): `lastEditedAt` is null
 * until its body is edited (https://docs.github.com/en/graphql/reference/objects#issuecomment).
 */
function issueCommentNode(state: ThreadState, id: string) {
  const comment = state.comments.find((c) => nodeId('IssueComment', c.id) === id);
  if (!comment) {
    throw new TypedGraphQLError(
      'NOT_FOUND',
      `Could not resolve to a node with the global id of '${id}'`,
    );
  }
  return {
    __typename: 'IssueComment',
    id,
    databaseId: comment.id,
    body: comment.body,
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    lastEditedAt: comment.last_edited_at ?? null,
    includesCreatedEdit: false,
  };
}

/**
 * Answers one GraphQL request sent with the token of `login`. `viewer` is a
 * `User` in the schema; for an App's token GitHub answers its login with `[bot]`.
 */
export function answerGraphql(state: ThreadState, body: unknown, login: string): GraphqlAnswer {
  return runGraphql(body, {
    viewer: () => ({ login }),
    node: (args: { id: string }) => issueCommentNode(state, args.id),
    repository: (args: { owner: string; name: string }) => {
      if (
        args.owner.toLowerCase() !== state.owner.toLowerCase() ||
        args.name.toLowerCase() !== state.repo.toLowerCase()
      ) {
        throw new TypedGraphQLError(
          'NOT_FOUND',
          `Could not resolve to a Repository with the name '${args.owner}/${args.name}'.`,
        );
      }
      return { pullRequest: (a: { number: number }) => pullRequestNode(state, a.number) };
    },
    resolveReviewThread: (args: { input: { threadId: string } }) =>
      resolveThread(state, args.input.threadId, login),
    // https://docs.github.com/en/graphql/reference/mutations#unresolvereviewthread
    unresolveReviewThread: (args: { input: { threadId: string } }) =>
      unresolveThread(state, args.input.threadId),
  });
}
