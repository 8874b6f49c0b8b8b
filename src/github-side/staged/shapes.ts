/**
 * The objects a staged write's answer carries, in the shapes GitHub's REST description
 * gives them (every field it requires, with its type), so the run reads them as it reads
 * GitHub's own: https://docs.github.com/en/rest (issue comments, review comments,
 * reactions, pull requests, reviews, check runs, git blobs, trees, commits and refs).
 */
import { createHash } from 'node:crypto';

export type Json = Record<string, unknown>;

/** Where an answer's links point: the repository's API and web addresses. */
export interface Place {
  owner: string;
  repo: string;
  /** `https://api.github.com/repos/o/r` (GitHub Enterprise Server: `https://h/api/v3/repos/o/r`). */
  api: string;
  /** `https://github.com/o/r`. */
  web: string;
}

/** GitHub's Actions bot: who a workflow's `GITHUB_TOKEN` writes as. */
const BOT = { login: 'github-actions[bot]', id: 41898282, slug: 'github-actions' };

/** The token's account as a `simple-user`. */
export function botUser(apiRoot: string, webRoot: string): Json {
  const url = `${apiRoot}/users/${encodeURIComponent(BOT.login)}`;
  return {
    login: BOT.login,
    id: BOT.id,
    node_id: 'MDM6Qm90NDE4OTgyODI=',
    avatar_url: `https://avatars.githubusercontent.com/in/15368?v=4`,
    gravatar_id: '',
    url,
    html_url: `${webRoot}/apps/${BOT.slug}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: 'Bot',
    site_admin: false,
  };
}

/** A `reaction-rollup` with nothing in it. */
export function noReactions(url: string): Json {
  return {
    url: `${url}/reactions`,
    total_count: 0,
    '+1': 0,
    '-1': 0,
    laugh: 0,
    confused: 0,
    heart: 0,
    hooray: 0,
    eyes: 0,
    rocket: 0,
  };
}

/** A GraphQL-looking node id for a synthetic object (`IC_stagedXXXX`). */
export function nodeId(prefix: string, id: number | string): string {
  return `${prefix}_staged${Buffer.from(String(id)).toString('base64url')}`;
}

/** The sha git gives a blob of `content`. */
export function blobSha(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** A stable 40-hex name for a synthetic object (a tree or commit GitHub would have made). */
export function syntheticSha(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('hex');
}

/** An `issue-comment`. */
export function issueComment(
  place: Place,
  user: Json,
  fields: { id: number; issue: number; body: string; now: string },
): Json {
  const url = `${place.api}/issues/comments/${fields.id}`;
  return {
    id: fields.id,
    node_id: nodeId('IC', fields.id),
    url,
    html_url: `${place.web}/issues/${fields.issue}#issuecomment-${fields.id}`,
    issue_url: `${place.api}/issues/${fields.issue}`,
    body: fields.body,
    user,
    created_at: fields.now,
    updated_at: fields.now,
    author_association: 'NONE',
    reactions: noReactions(url),
  };
}

/** A `pull-request-review-comment`; `about` is the comment it answers (path, hunk, commit). */
export function reviewComment(
  place: Place,
  user: Json,
  fields: { id: number; pull: number; body: string; now: string; replyTo?: number; about: Json },
): Json {
  const url = `${place.api}/pulls/comments/${fields.id}`;
  const html = `${place.web}/pull/${fields.pull}#discussion_r${fields.id}`;
  const pullUrl = `${place.api}/pulls/${fields.pull}`;
  const commit = typeof fields.about.commit_id === 'string' ? fields.about.commit_id : '';
  return {
    url,
    id: fields.id,
    node_id: nodeId('PRRC', fields.id),
    pull_request_review_id: null,
    diff_hunk: typeof fields.about.diff_hunk === 'string' ? fields.about.diff_hunk : '',
    path: typeof fields.about.path === 'string' ? fields.about.path : '',
    commit_id: commit,
    original_commit_id:
      typeof fields.about.original_commit_id === 'string'
        ? fields.about.original_commit_id
        : commit,
    ...(fields.replyTo !== undefined ? { in_reply_to_id: fields.replyTo } : {}),
    user,
    body: fields.body,
    created_at: fields.now,
    updated_at: fields.now,
    html_url: html,
    pull_request_url: pullUrl,
    author_association: 'NONE',
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
    reactions: noReactions(url),
  };
}

/** A `reaction`. */
export function reaction(user: Json, fields: { id: number; content: string; now: string }): Json {
  return {
    id: fields.id,
    node_id: nodeId('REA', fields.id),
    user,
    content: fields.content,
    created_at: fields.now,
  };
}

/** One side of a pull request (`head` or `base`). */
export interface PullSide {
  ref: string;
  sha: string;
  /** The repository as `GET /repos/{owner}/{repo}` gives it. */
  repository: Json;
}

/** A `pull-request` just opened. */
export function pullRequest(
  place: Place,
  user: Json,
  fields: { number: number; title: string; body: string; draft: boolean; now: string },
  sides: { head: PullSide; base: PullSide },
): Json {
  const url = `${place.api}/pulls/${fields.number}`;
  const html = `${place.web}/pull/${fields.number}`;
  const issue = `${place.api}/issues/${fields.number}`;
  const side = (at: PullSide) => ({
    label: `${place.owner}:${at.ref}`,
    ref: at.ref,
    sha: at.sha,
    user: at.repository.owner ?? user,
    repo: at.repository,
  });
  const link = (href: string) => ({ href });
  return {
    url,
    id: 2_999_000_000 + fields.number,
    node_id: nodeId('PR', fields.number),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${place.api}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${place.api}/statuses/${sides.head.sha}`,
    number: fields.number,
    state: 'open',
    locked: false,
    title: fields.title,
    user,
    body: fields.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: fields.now,
    updated_at: fields.now,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: side(sides.head),
    base: side(sides.base),
    _links: {
      self: link(url),
      html: link(html),
      issue: link(issue),
      comments: link(`${issue}/comments`),
      review_comments: link(`${url}/comments`),
      review_comment: link(`${place.api}/pulls/comments{/number}`),
      commits: link(`${url}/commits`),
      statuses: link(`${place.api}/statuses/${sides.head.sha}`),
    },
    author_association: 'NONE',
    auto_merge: null,
    draft: fields.draft,
    merged: false,
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 0,
    deletions: 0,
    changed_files: 0,
  };
}

/** The state a review's `event` gives it. */
const REVIEW_STATES: Record<string, string> = {
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
  COMMENT: 'COMMENTED',
};

/** A `pull-request-review` just submitted (`PENDING` without an event). */
export function review(
  place: Place,
  user: Json,
  fields: { id: number; pull: number; body: string; event?: string; commit: string; now: string },
): Json {
  const html = `${place.web}/pull/${fields.pull}#pullrequestreview-${fields.id}`;
  const pullUrl = `${place.api}/pulls/${fields.pull}`;
  const state = fields.event ? (REVIEW_STATES[fields.event] ?? 'COMMENTED') : 'PENDING';
  return {
    id: fields.id,
    node_id: nodeId('PRR', fields.id),
    user,
    body: fields.body,
    state,
    html_url: html,
    pull_request_url: pullUrl,
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    ...(state === 'PENDING' ? {} : { submitted_at: fields.now }),
    commit_id: fields.commit,
    author_association: 'NONE',
  };
}

/** A `check-run` as created (its fields from the request's body). */
export function checkRun(place: Place, fields: { id: number; body: Json; now: string }): Json {
  const { body } = fields;
  const output = (body.output ?? {}) as Json;
  const annotations = Array.isArray(output.annotations) ? output.annotations.length : 0;
  const url = `${place.api}/check-runs/${fields.id}`;
  const status = typeof body.status === 'string' ? body.status : 'queued';
  return {
    id: fields.id,
    node_id: nodeId('CR', fields.id),
    head_sha: body.head_sha,
    name: body.name,
    url,
    html_url: `${place.web}/runs/${fields.id}`,
    details_url: body.details_url ?? null,
    status: body.conclusion ? 'completed' : status,
    conclusion: body.conclusion ?? null,
    started_at: body.started_at ?? fields.now,
    completed_at: body.completed_at ?? (body.conclusion ? fields.now : null),
    external_id: body.external_id ?? '',
    check_suite: { id: fields.id - 1_000_000_000 },
    output: {
      title: output.title ?? null,
      summary: output.summary ?? null,
      text: output.text ?? null,
      annotations_count: annotations,
      annotations_url: `${url}/annotations`,
    },
    app: null,
    pull_requests: [],
  };
}

/** A git commit (`git-commit`) GitHub would have made from the request's body. */
export function gitCommit(place: Place, body: Json, now: string): Json {
  const sha = syntheticSha(['commit', body]);
  const who = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
    date: now,
  };
  const parents = Array.isArray(body.parents) ? (body.parents as string[]) : [];
  return {
    sha,
    node_id: nodeId('C', sha),
    url: `${place.api}/git/commits/${sha}`,
    html_url: `${place.web}/commit/${sha}`,
    author: { ...who, ...(body.author as Json | undefined) },
    committer: { ...who, ...(body.committer as Json | undefined) },
    tree: { sha: body.tree, url: `${place.api}/git/trees/${String(body.tree)}` },
    message: body.message,
    parents: parents.map((parent) => ({
      sha: parent,
      url: `${place.api}/git/commits/${parent}`,
      html_url: `${place.web}/commit/${parent}`,
    })),
    verification: {
      verified: false,
      reason: 'unsigned',
      signature: null,
      payload: null,
      verified_at: null,
    },
  };
}

/** A git tree (`git-tree`) GitHub would have made from the request's body. */
export function gitTree(place: Place, body: Json): Json {
  const sha = syntheticSha(['tree', body]);
  const entries = Array.isArray(body.tree) ? (body.tree as Json[]) : [];
  return {
    sha,
    url: `${place.api}/git/trees/${sha}`,
    truncated: false,
    tree: entries.map((entry) => {
      const content = typeof entry.content === 'string' ? entry.content : undefined;
      const entrySha = content === undefined ? entry.sha : blobSha(Buffer.from(content));
      return {
        path: entry.path,
        mode: entry.mode,
        type: entry.type,
        sha: entrySha,
        ...(content === undefined ? {} : { size: Buffer.byteLength(content) }),
        url: `${place.api}/git/${entry.type === 'tree' ? 'trees' : 'blobs'}/${String(entrySha)}`,
      };
    }),
  };
}

/** A `git-ref` at `sha`. */
export function gitRef(place: Place, ref: string, sha: string): Json {
  return {
    ref,
    node_id: nodeId('REF', ref),
    url: `${place.api}/git/${ref}`,
    object: { type: 'commit', sha, url: `${place.api}/git/commits/${sha}` },
  };
}
