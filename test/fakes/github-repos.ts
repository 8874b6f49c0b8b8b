/**
 * The fake GitHub's other repositories (a change set's, docs/contract.md#change-sets): besides
 * its own repository it answers, for each one seeded here, as GitHub documents it:
 *   https://docs.github.com/en/rest/repos/repos#get-a-repository (`permissions` says what the
 *     token may do there: `push` for contents write)
 *   https://docs.github.com/en/rest/collaborators/collaborators#get-repository-permissions-for-a-user
 *     (`permission` the legacy role, `role_name` the role itself)
 * or 404 Not Found for one seeded `visible: false`, as GitHub answers for a repository the token
 * cannot see. The repositories are seeded before the server starts (the routes are made then);
 * any other path keeps the fake's own answers. Their git data lives in bare repositories a git
 * HTTP server serves (./git-http-server.ts).
 */
import { example, nodeId, userJson } from './github-shapes.js';

/** A repository beside the fake's own. */
export interface FakeOtherRepository {
  owner: string;
  repo: string;
  /** Default `main`. */
  defaultBranch?: string;
  /** login → permission (admin, maintain, write, triage, read, none); missing = 404. */
  permissions: Record<string, string>;
  /** Whether the token may push there (`permissions.push`); default true. */
  push?: boolean;
  archived?: boolean;
  /** False: the token cannot see it (every request about it is a 404). Default true. */
  visible?: boolean;
}

type Json = Record<string, unknown>;
type Handler = (match: string[]) => { status?: number; body: unknown };

/**
 * The routes of the seeded repositories (they go before the fake's own routes, which answer
 * every other path as its own repository).
 */
export function otherRepositoryRoutes(
  others: readonly FakeOtherRepository[],
  fail: (status: number, message: string) => never,
): Array<[string, RegExp, Handler]> {
  if (others.length === 0) return [];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // GitHub's names ignore case.
  const names = others.map((r) => `${escape(r.owner)}/${escape(r.repo)}`).join('|');
  const other = `/repos/((?:${names}))`;
  const find = (match: string[]): FakeOtherRepository => {
    const fullName = decodeURIComponent(match[1] ?? '').toLowerCase();
    const found = others.find((r) => `${r.owner}/${r.repo}`.toLowerCase() === fullName);
    if (!found || found.visible === false) fail(404, 'Not Found');
    return found;
  };
  return [
    ['GET', new RegExp(`^${other}$`, 'i'), (match) => ({ body: repositoryJson(find(match)) })],
    [
      'GET',
      new RegExp(`^${other}/collaborators/([^/]+)/permission$`, 'i'),
      (match) => {
        const found = find(match);
        const login = decodeURIComponent(match[2] ?? '');
        const permission = found.permissions[login];
        if (permission === undefined) fail(404, `${login} is not a user`);
        const legacy =
          permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission;
        const shape = example(
          'repository-collaborator-permission-response-if-user-has-admin-permissions',
          found.owner,
          found.repo,
        );
        const account = { ...(shape.user as object), ...userJson(login), role_name: permission };
        return { body: { ...shape, permission: legacy, role_name: permission, user: account } };
      },
    ],
  ];
}

/** The `full-repository` answer for `found`, from the description's example. */
function repositoryJson(found: FakeOtherRepository): Json {
  const shape = example('full-repository-default-response', found.owner, found.repo);
  const id = 881_000_000 + (hash(`${found.owner}/${found.repo}`) % 1_000_000);
  const push = found.push ?? true;
  return {
    ...shape,
    // The description's own example lacks `language`, which its schema requires.
    language: 'TypeScript',
    ...Object.fromEntries(
      ['source', 'parent']
        .filter((key) => typeof shape[key] === 'object' && shape[key] !== null)
        .map((key) => [key, { language: null, ...(shape[key] as Json) }]),
    ),
    id,
    node_id: nodeId('Repository', id),
    full_name: `${found.owner}/${found.repo}`,
    name: found.repo,
    owner: userJson(found.owner, 'Organization'),
    default_branch: found.defaultBranch ?? 'main',
    archived: found.archived ?? false,
    permissions: { admin: false, maintain: false, push, triage: push, pull: true },
  };
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}
