/**
 * The answer a staged write gets instead of GitHub's: what GitHub would have answered,
 * built from the request (./shapes.ts), so the run goes on exactly as it would have.
 * One entry per write route the action uses; test/staged/write-routes.test.ts finds every
 * write in src/ and fails until its route is here. A write of a route not listed is
 * still kept from GitHub (./write-gate.ts) and answered with its own body.
 */
import {
  botUser,
  checkRun,
  gitCommit,
  gitRef,
  gitTree,
  issueComment,
  pullRequest,
  reaction,
  review,
  reviewComment,
  blobSha,
  type Json,
  type Place,
} from './shapes.js';
import type { StagedWrites } from './staged-writes.js';

/** A staged write as the answers see it. */
export interface StagedRequest {
  method: string;
  /** The path below the API root, with values (`/repos/o/r/issues/7/comments`). */
  path: string;
  body: Json;
}

/** What the run is answered. */
export interface StagedAnswer {
  status: number;
  data: unknown;
}

/** What an answer may use beyond the request. */
export interface AnswerTools {
  staged: StagedWrites;
  /** The API root (`https://api.github.com`). */
  apiUrl: string;
  /** A real read of `path` (GET), or undefined when GitHub has nothing there. */
  read(path: string): Promise<Json | undefined>;
  now(): string;
}

interface Route {
  /** `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`, as GitHub's docs name it. */
  route: string;
  answer(request: StagedRequest, values: string[], at: Context): Promise<StagedAnswer>;
}

interface Context extends AnswerTools {
  place: Place;
  user: Json;
}

const COMMENT = 'issue-comment';

/** Kinds of object a PATCH edits. */
type Kind = typeof COMMENT | 'review-comment' | 'pull' | 'check-run';

/** An object of `kind` with the id of `request`'s path, made from its body alone. */
function madeFrom({ path, body }: StagedRequest, at: Context, kind: Kind): Json {
  const id = Number(path.replace(/.*\//, ''));
  const now = at.now();
  const text = String(body.body ?? '');
  if (kind === COMMENT) return issueComment(at.place, at.user, { id, issue: 0, body: text, now });
  if (kind === 'review-comment') {
    return reviewComment(at.place, at.user, { id, pull: 0, body: text, now, about: {} });
  }
  if (kind === 'check-run') return checkRun(at.place, { id, body, now });
  return { number: id };
}

/** Every write route the action uses, with the answer GitHub documents for it. */
const ROUTES: Route[] = [
  {
    route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    async answer({ body }, [issue], at) {
      const id = at.staged.nextId('comment');
      const data = issueComment(at.place, at.user, {
        id,
        issue: Number(issue),
        body: String(body.body ?? ''),
        now: at.now(),
      });
      at.staged.remember(`${objectPath(at.place)}/issues/comments/${id}`, data);
      return { status: 201, data };
    },
  },
  {
    route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    answer: (request, _values, at) => edited(request, at, COMMENT),
  },
  {
    route: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
    async answer({ body }, [pull, replyTo], at) {
      const about = (await at.read(`${objectPath(at.place)}/pulls/comments/${replyTo}`)) ?? {};
      const id = at.staged.nextId('review-comment');
      const data = reviewComment(at.place, at.user, {
        id,
        pull: Number(pull),
        body: String(body.body ?? ''),
        now: at.now(),
        replyTo: Number(replyTo),
        about,
      });
      at.staged.remember(`${objectPath(at.place)}/pulls/comments/${id}`, data);
      return { status: 201, data };
    },
  },
  {
    route: 'PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}',
    answer: (request, _values, at) => edited(request, at, 'review-comment'),
  },
  ...['issues/{issue_number}', 'issues/comments/{comment_id}', 'pulls/comments/{comment_id}'].map(
    (subject): Route => ({
      route: `POST /repos/{owner}/{repo}/${subject}/reactions`,
      async answer({ body }, _values, at) {
        const id = at.staged.nextId('reaction');
        const content = String(body.content ?? '');
        return { status: 201, data: reaction(at.user, { id, content, now: at.now() }) };
      },
    }),
  ),
  { route: 'POST /repos/{owner}/{repo}/pulls', answer: openPull },
  {
    route: 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
    answer: (request, _values, at) => edited(request, at, 'pull'),
  },
  {
    route: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    async answer({ body }, [pull], at) {
      const id = at.staged.nextId('review');
      const data = review(at.place, at.user, {
        id,
        pull: Number(pull),
        body: String(body.body ?? ''),
        ...(typeof body.event === 'string' ? { event: body.event } : {}),
        commit: String(body.commit_id ?? ''),
        now: at.now(),
      });
      return { status: 200, data };
    },
  },
  {
    route: 'POST /repos/{owner}/{repo}/check-runs',
    async answer({ body }, _values, at) {
      const id = at.staged.nextId('check-run');
      const data = checkRun(at.place, { id, body, now: at.now() });
      at.staged.remember(`${objectPath(at.place)}/check-runs/${id}`, data);
      return { status: 201, data };
    },
  },
  {
    route: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
    answer: (request, _values, at) => edited(request, at, 'check-run'),
  },
  {
    route: 'POST /repos/{owner}/{repo}/git/blobs',
    async answer({ body }, _values, at) {
      const encoding = body.encoding === 'base64' ? 'base64' : 'utf8';
      const sha = blobSha(Buffer.from(String(body.content ?? ''), encoding));
      return { status: 201, data: { sha, url: `${at.place.api}/git/blobs/${sha}` } };
    },
  },
  {
    route: 'POST /repos/{owner}/{repo}/git/trees',
    answer: async ({ body }, _values, at) => ({ status: 201, data: gitTree(at.place, body) }),
  },
  {
    route: 'POST /repos/{owner}/{repo}/git/commits',
    answer: async ({ body }, _values, at) => ({
      status: 201,
      data: gitCommit(at.place, body, at.now()),
    }),
  },
  {
    route: 'POST /repos/{owner}/{repo}/git/refs',
    async answer({ body }, _values, at) {
      return { status: 201, data: movedRef(at, String(body.ref), String(body.sha)) };
    },
  },
  {
    route: 'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
    async answer({ body }, [ref], at) {
      return { status: 200, data: movedRef(at, `refs/${ref}`, String(body.sha)) };
    },
  },
];

/** The routes above (`METHOD /template`): what the write-route test checks the source against. */
export const STAGED_ROUTES: readonly string[] = ROUTES.map((entry) => entry.route);

/** GraphQL mutations the action sends, and what each answers (`data.<field>`). */
const MUTATIONS: Record<string, (variables: Json) => Json> = {
  // https://docs.github.com/en/graphql/reference/mutations#resolvereviewthread
  resolveReviewThread: (variables) => ({
    thread: { id: variables.threadId, isResolved: true },
  }),
  // https://docs.github.com/en/graphql/reference/mutations#unresolvereviewthread
  unresolveReviewThread: (variables) => ({
    thread: { id: variables.threadId, isResolved: false },
  }),
};

/** The GraphQL mutations answered above. */
export const STAGED_MUTATIONS: readonly string[] = Object.keys(MUTATIONS);

/** The answer GitHub would have given `request`. */
export async function answerStaged(
  request: StagedRequest,
  tools: AnswerTools,
): Promise<StagedAnswer> {
  if (request.path === '/graphql') return answerMutation(request.body);
  for (const entry of ROUTES) {
    const [method, template] = entry.route.split(' ') as [string, string];
    if (method !== request.method) continue;
    const values = matchTemplate(template, request.path);
    if (!values) continue;
    const [owner, repo, ...rest] = values as [string, string, ...string[]];
    const place = placeOf(tools, owner, repo);
    const context = {
      ...tools,
      place,
      user: botUser(rootOf(tools.apiUrl), tools.staged.serverUrl),
    };
    return entry.answer(request, rest, context);
  }
  return { status: 200, data: request.body };
}

/** A mutation's answer: each top-level field of the document from the table (null if unknown). */
function answerMutation(body: Json): StagedAnswer {
  const query = String(body.query ?? '');
  const variables = (body.variables ?? {}) as Json;
  const selection = query.slice(query.indexOf('{') + 1);
  const data: Json = {};
  for (const [, field] of selection.matchAll(/^\s*(\w+)\s*\(/gm)) {
    if (field) data[field] = MUTATIONS[field]?.(variables) ?? null;
  }
  return { status: 200, data: { data } };
}

/**
 * A PATCH of an object: the object as it was (staged, or read from GitHub) with the body on
 * it; when neither knows it, one made from the body (GitHub would have refused the edit).
 */
async function edited(request: StagedRequest, at: Context, kind: Kind): Promise<StagedAnswer> {
  const before =
    at.staged.recall(request.path) ?? (await at.read(request.path)) ?? madeFrom(request, at, kind);
  const body = { ...request.body };
  if (kind === 'check-run' && body.output && typeof before.output === 'object') {
    body.output = { ...(before.output as Json), ...(body.output as Json) };
  }
  if (kind === 'check-run' && body.conclusion) body.status = 'completed';
  const data = { ...before, ...body, updated_at: at.now() };
  at.staged.remember(request.path, data);
  return { status: 200, data };
}

/** `POST /pulls`: the pull request as GitHub would have opened it (its sides read as they are). */
async function openPull({ body }: StagedRequest, _values: string[], at: Context) {
  const repository = (await at.read(objectPath(at.place))) ?? {};
  const base = String(body.base ?? '');
  const head = String(body.head ?? '').replace(/^[^:]+:/, '');
  const headRef = await at.read(refPath(at.place, `refs/heads/${head}`));
  const baseRef = await at.read(refPath(at.place, `refs/heads/${base}`));
  const sha = (ref: Json | undefined) => String((ref?.object as Json | undefined)?.sha ?? '');
  const number = at.staged.nextId('pull');
  const data = pullRequest(
    at.place,
    at.user,
    {
      number,
      title: String(body.title ?? ''),
      body: String(body.body ?? ''),
      draft: body.draft === true,
      now: at.now(),
    },
    {
      head: { ref: head, sha: at.staged.pushedHead(head) ?? sha(headRef), repository },
      base: { ref: base, sha: sha(baseRef), repository },
    },
  );
  at.staged.remember(`${objectPath(at.place)}/pulls/${number}`, data);
  return { status: 201, data };
}

/**
 * A ref moved by a staged write. It is not read back as moved: the commit it names exists
 * only in the record, so a later read of the ref (the spend ledger's settlement) sees it as
 * GitHub has it, which is what "budgets across runs are read, not reserved" asks.
 */
function movedRef(at: Context, ref: string, sha: string): Json {
  return gitRef(at.place, ref, sha);
}

/** Where `GET` reads a ref (`/repos/o/r/git/ref/heads%2Fx`: singular, without `refs/`). */
export function refPath(place: Pick<Place, 'owner' | 'repo'>, ref: string): string {
  // As the client sends it: the ref's slashes encoded (`heads%2Fmain`).
  return `${objectPath(place)}/git/ref/${encodeURIComponent(ref.replace(/^refs\//, ''))}`;
}

function objectPath(place: Pick<Place, 'owner' | 'repo'>): string {
  return `/repos/${place.owner}/${place.repo}`;
}

function placeOf(tools: AnswerTools, owner: string, repo: string): Place {
  const path = `${owner}/${repo}`;
  return {
    owner,
    repo,
    api: `${rootOf(tools.apiUrl)}/repos/${path}`,
    web: `${tools.staged.serverUrl}/${path}`,
  };
}

/** The API's root without a trailing slash. */
function rootOf(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '');
}

/**
 * The values of `template`'s `{names}` in `path`, or undefined when it does not match.
 * `{ref}` spans slashes (`heads/feature/x`), as GitHub's docs let it.
 */
export function matchTemplate(template: string, path: string): string[] | undefined {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part === '{ref}'
        ? '(.+)'
        : part.startsWith('{')
          ? '([^/]+)'
          : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(path);
  return match ? match.slice(1).map((value) => decodeURIComponent(value)) : undefined;
}
