/**
 * What a repository's fake GitHub says of access to it, as GitHub documents it:
 *   https://docs.github.com/en/rest/repos/repos#get-a-repository: the repository, with what the
 *     token may do there (`permissions.push` for contents write, from the state's `tokenPush`)
 *     and whether it is `archived`;
 *   https://docs.github.com/en/rest/collaborators/collaborators#get-repository-permissions-for-a-user:
 *     each login's role from the state's `permissions` (`permission` the legacy role,
 *     `role_name` the role itself), 404 for a login it does not name.
 * Several repositories are several fakes behind one front (./github-repositories.ts).
 */
import { example, nodeId, repositoryId, userJson } from './github-shapes.js';

type Json = Record<string, unknown>;
type Handler = (match: string[]) => { body: unknown };

/** What of the fake's state these answers read. */
export interface AccessState {
  owner: string;
  repo: string;
  defaultBranch: string;
  permissions: Record<string, string>;
  tokenPush: boolean;
  archived: boolean;
}

/** The two routes (`repoPath` captures owner and name). */
export function accessRoutes(
  state: AccessState,
  repoPath: string,
  fail: (status: number, message: string) => never,
): Array<[string, RegExp, Handler]> {
  return [
    ['GET', new RegExp(`^${repoPath}$`), () => ({ body: repositoryJson(state) })],
    [
      'GET',
      new RegExp(`^${repoPath}/collaborators/([^/]+)/permission$`),
      (m) => {
        const login = decodeURIComponent(m[3] ?? '');
        const permission = state.permissions[login];
        if (permission === undefined) fail(404, `${login} is not a user`);
        const legacy =
          permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission;
        const shape = example(
          'repository-collaborator-permission-response-if-user-has-admin-permissions',
          state.owner,
          state.repo,
        );
        const account = { ...(shape.user as object), ...userJson(login), role_name: permission };
        return { body: { ...shape, permission: legacy, role_name: permission, user: account } };
      },
    ],
  ];
}

/** The `full-repository` answer, from the description's example. */
function repositoryJson(state: AccessState): Json {
  const shape = example('full-repository-default-response', state.owner, state.repo);
  // Another id for each name: several fakes may stand behind one front.
  const id = repositoryId(`${state.owner}/${state.repo}`);
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
    full_name: `${state.owner}/${state.repo}`,
    name: state.repo,
    owner: userJson(state.owner, 'Organization'),
    default_branch: state.defaultBranch,
    archived: state.archived,
    // What the token may do here (the description's example says no push).
    permissions: {
      admin: false,
      maintain: false,
      push: state.tokenPush,
      triage: state.tokenPush,
      pull: true,
    },
  };
}
