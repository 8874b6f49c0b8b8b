/**
 * The fake GitHub's Git database API and branch rules, on a real bare repository
 * (`state.gitRepository`): blobs, trees, commits and refs are made with git itself,
 * so hashes are git's, a tree built on `base_tree` is the tree git would build, and a
 * ref moves only forward unless forced — as GitHub documents them:
 *   https://docs.github.com/en/rest/git/blobs#create-a-blob
 *   https://docs.github.com/en/rest/git/trees#create-a-tree
 *   https://docs.github.com/en/rest/git/commits#create-a-commit
 *   https://docs.github.com/en/rest/git/refs (get, create, update a reference)
 *   https://docs.github.com/en/rest/repos/rules#get-rules-for-a-branch
 * A commit created without `author`, `committer` or `signature` is written by GitHub
 * (web-flow) and signed: its `verification.verified` is true.
 *
 * Request bodies are checked with zod schemas written from those pages' request bodies
 * (required fields, enums) and refused with 422 as GitHub does. (The OpenAPI-wide
 * validation of every fake route is another change; these routes can join it.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** A rule as `GET /rules/branches/{branch}` lists it. */
export interface FakeBranchRule {
  type: string;
  ruleset_source_type?: 'Repository' | 'Organization';
  ruleset_source?: string;
  ruleset_id?: number;
  parameters?: Record<string, unknown>;
}

/** What these routes keep. */
export interface FakeGitDataState {
  /** Branch name (or `*` for every branch) → the rules that apply to it. */
  branchRules: Record<string, FakeBranchRule[]>;
  /** Commits created through the API: sha → whether GitHub signed it. */
  apiCommits: Record<string, { verified: boolean }>;
  /** The most entries one `POST /git/trees` may carry (larger changes must come in pieces). */
  maxTreeEntries: number;
}

export function fakeGitDataState(partial: Partial<FakeGitDataState> = {}): FakeGitDataState {
  return { branchRules: {}, apiCommits: {}, maxTreeEntries: 100, ...partial };
}

/** The error a route throws; the server answers it with its status and message. */
export interface RouteError extends Error {
  status: number;
}

type Route = [
  string,
  RegExp,
  (
    match: string[],
    request: { body: Record<string, unknown>; baseUrl: string },
  ) => {
    status?: number;
    body: unknown;
  },
];

const sha1 = z.string().regex(/^[0-9a-f]{40}$/);
const blobBody = z.object({
  content: z.string(),
  encoding: z.enum(['utf-8', 'base64']).optional(),
});
const treeBody = z.object({
  base_tree: sha1.optional(),
  tree: z.array(
    z
      .object({
        path: z.string().min(1),
        mode: z.enum(['100644', '100755', '040000', '160000', '120000']),
        type: z.enum(['blob', 'tree', 'commit']),
        sha: sha1.nullable().optional(),
        content: z.string().optional(),
      })
      .refine((entry) => !(entry.sha && entry.content !== undefined), 'sha and content together'),
  ),
});
const person = z.object({ name: z.string(), email: z.string(), date: z.string().optional() });
const commitBody = z.object({
  message: z.string(),
  tree: sha1,
  parents: z.array(sha1).optional(),
  author: person.optional(),
  committer: person.optional(),
  signature: z.string().optional(),
});
const createRefBody = z.object({ ref: z.string().regex(/^refs\/.+/), sha: sha1 });
const updateRefBody = z.object({ sha: sha1, force: z.boolean().optional() });

/** The routes, for `startFakeGitHub` to register. */
export function gitDataRoutes(
  repoPath: string,
  gitRepository: () => string | undefined,
  data: FakeGitDataState,
  fail: (status: number, message: string) => never,
): Route[] {
  const repo = (): string => gitRepository() ?? fail(500, 'fake GitHub: no gitRepository');
  const git = (args: string[], input?: Buffer | string, env: Record<string, string> = {}) =>
    execFileSync('git', ['--git-dir', repo(), ...args], {
      input,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', ...env },
      maxBuffer: 256 * 1024 * 1024,
    })
      .toString('utf8')
      .trim();
  const exists = (sha: string, type: string) => {
    try {
      return git(['cat-file', '-t', sha]) === type;
    } catch {
      return false;
    }
  };
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      fail(
        422,
        `Invalid request.\n\n${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`,
      );
    return parsed.data!;
  };
  const refHead = (ref: string): string | undefined => {
    try {
      return git(['rev-parse', '--verify', '--quiet', `refs/${ref}^{commit}`]);
    } catch {
      return undefined;
    }
  };
  const refJson = (ref: string, sha: string, baseUrl: string) => ({
    ref: `refs/${ref}`,
    node_id: `REF_${sha.slice(0, 12)}`,
    url: `${baseUrl}/git/refs/${ref}`,
    object: { type: 'commit', sha, url: `${baseUrl}/git/commits/${sha}` },
  });
  /** A commit as the git-commit schema describes it, read from the repository. */
  const commitJson = (sha: string, baseUrl: string) => {
    const [tree, ...parents] = git(['show', '-s', '--format=%T %P', sha]).split(/\s+/);
    const message = git(['show', '-s', '--format=%B', sha]);
    const who = (format: string) => {
      const [name, email, date] = git(['show', '-s', `--format=${format}`, sha]).split('\0');
      return { name, email, date };
    };
    const verified = data.apiCommits[sha]?.verified ?? false;
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: `${baseUrl}/git/commits/${sha}`,
      html_url: `${baseUrl}/commit/${sha}`,
      author: who('%an%x00%ae%x00%aI'),
      committer: who('%cn%x00%ce%x00%cI'),
      message,
      tree: { sha: tree, url: `${baseUrl}/git/trees/${tree}` },
      parents: parents.filter(Boolean).map((parent) => ({
        sha: parent,
        url: `${baseUrl}/git/commits/${parent}`,
        html_url: `${baseUrl}/commit/${parent}`,
      })),
      verification: {
        verified,
        reason: verified ? 'valid' : 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    };
  };
  return [
    [
      'POST',
      new RegExp(`^${repoPath}/git/blobs$`),
      (_m, req) => {
        const body = parse(blobBody, req.body);
        const bytes = Buffer.from(body.content, body.encoding === 'base64' ? 'base64' : 'utf8');
        const sha = git(['hash-object', '-w', '--stdin'], bytes);
        return { status: 201, body: { sha, url: `${req.baseUrl}/git/blobs/${sha}` } };
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/git/trees$`),
      (_m, req) => {
        const body = parse(treeBody, req.body);
        if (body.tree.length > data.maxTreeEntries)
          fail(422, `tree has more than ${data.maxTreeEntries} entries`);
        if (body.base_tree && !exists(body.base_tree, 'tree'))
          fail(422, 'base_tree is not a valid tree oid');
        const scratch = mkdtempSync(join(tmpdir(), 'fake-github-tree-'));
        try {
          const env = { GIT_INDEX_FILE: join(scratch, 'index') };
          git(
            body.base_tree ? ['read-tree', body.base_tree] : ['read-tree', '--empty'],
            undefined,
            env,
          );
          const lines = body.tree.map((entry) => {
            // `content` makes the blob in the same request (the page's inline form).
            if (entry.content !== undefined) {
              const blob = git(['hash-object', '-w', '--stdin'], entry.content);
              return `${entry.mode} ${blob}\t${entry.path}`;
            }
            if (!entry.sha) return `0 ${'0'.repeat(40)}\t${entry.path}`;
            if (entry.type === 'blob' && !exists(entry.sha, 'blob'))
              fail(422, `tree.sha ${entry.sha} is not a valid blob`);
            return `${entry.mode} ${entry.sha}\t${entry.path}`;
          });
          git(['update-index', '--index-info'], `${lines.join('\n')}\n`, env);
          const sha = git(['write-tree'], undefined, env);
          return {
            status: 201,
            body: { sha, url: `${req.baseUrl}/git/trees/${sha}`, tree: [], truncated: false },
          };
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/git/commits$`),
      (_m, req) => {
        const body = parse(commitBody, req.body);
        if (!exists(body.tree, 'tree')) fail(422, 'Tree SHA does not exist');
        for (const parent of body.parents ?? [])
          if (!exists(parent, 'commit'))
            fail(422, 'Parent SHA does not exist or is not a commit object');
        const author = body.author ?? {
          name: 'github-actions[bot]',
          email: '41898282+github-actions[bot]@users.noreply.github.com',
        };
        const committer = body.committer ?? { name: 'GitHub', email: 'noreply@github.com' };
        const sha = git(
          ['commit-tree', body.tree, ...(body.parents ?? []).flatMap((p) => ['-p', p]), '-F', '-'],
          body.message,
          {
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: committer.name,
            GIT_COMMITTER_EMAIL: committer.email,
          },
        );
        data.apiCommits[sha] = { verified: !body.committer && !body.signature };
        // Answered as `GET /git/commits/{sha}` answers it (the same git-commit schema).
        return { status: 201, body: commitJson(sha, req.baseUrl) };
      },
    ],
    [
      // https://docs.github.com/en/rest/git/commits#get-a-commit-object
      'GET',
      new RegExp(`^${repoPath}/git/commits/([0-9a-f]{40})$`),
      (m, req) => {
        const sha = m[3]!;
        if (!exists(sha, 'commit')) fail(404, 'Not Found');
        return { body: commitJson(sha, req.baseUrl) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/git/ref/(.+)$`),
      (m, req) => {
        const ref = decodeURIComponent(m[3]!);
        const head = refHead(ref);
        if (!head) fail(404, 'Not Found');
        return { body: refJson(ref, head!, req.baseUrl) };
      },
    ],
    [
      'POST',
      new RegExp(`^${repoPath}/git/refs$`),
      (_m, req) => {
        const body = parse(createRefBody, req.body);
        if (!exists(body.sha, 'commit')) fail(422, 'Object does not exist');
        const ref = body.ref.replace(/^refs\//, '');
        try {
          git(['update-ref', body.ref, body.sha, '']);
        } catch {
          fail(422, 'Reference already exists');
        }
        return { status: 201, body: refJson(ref, body.sha, req.baseUrl) };
      },
    ],
    [
      'PATCH',
      new RegExp(`^${repoPath}/git/refs/(.+)$`),
      (m, req) => {
        const ref = decodeURIComponent(m[3]!);
        const body = parse(updateRefBody, req.body);
        const head = refHead(ref);
        if (!head) fail(422, 'Reference does not exist');
        if (!exists(body.sha, 'commit')) fail(422, 'Object does not exist');
        if (!body.force) {
          try {
            git(['merge-base', '--is-ancestor', head!, body.sha]);
          } catch {
            fail(422, 'Update is not a fast forward');
          }
        }
        git(['update-ref', `refs/${ref}`, body.sha, head!]);
        return { body: refJson(ref, body.sha, req.baseUrl) };
      },
    ],
    [
      'GET',
      new RegExp(`^${repoPath}/rules/branches/(.+)$`),
      (m) => {
        const branch = decodeURIComponent(m[3]!);
        return { body: [...(data.branchRules['*'] ?? []), ...(data.branchRules[branch] ?? [])] };
      },
    ],
  ];
}
