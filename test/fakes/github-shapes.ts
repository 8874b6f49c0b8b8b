/**
 * Answers of the fake GitHub in the shapes GitHub's REST description documents:
 * each starts from the description's own example for that response
 * (`components.examples` of `@octokit/openapi`) and overlays what the fake's state
 * knows, so every documented field is present with a documented type, not only
 * the fields the action reads. Ids are at today's magnitudes.
 */
import { componentExample } from './github-openapi.js';

type Json = Record<string, unknown>;

const cache = new Map<string, string>();

/**
 * The example `name`, for repository `owner/repo` (the examples' `octocat/Hello-World`
 * renamed), as a fresh copy; an `-items` example gives its first item.
 */
export function example(name: string, owner: string, repo: string): Json {
  const key = `${name}\0${owner}\0${repo}`;
  let text = cache.get(key);
  if (text === undefined) {
    const value = componentExample(name);
    const one = Array.isArray(value) ? value[0] : value;
    text = JSON.stringify(one)
      .replaceAll('octocat/Hello-World', `${owner}/${repo}`)
      .replaceAll('octo-org/octo-repo', `${owner}/${repo}`);
    cache.set(key, text);
  }
  return JSON.parse(text) as Json;
}

/** Real ids of GitHub's own bots; other accounts get a stable id of today's size. */
const KNOWN_USER_IDS: Record<string, number> = {
  'github-actions[bot]': 41898282,
  'dependabot[bot]': 49699333,
  'copilot[bot]': 198982749,
};

/** A stable user id for `login`, between 1,000,000 and 250,000,000 (as accounts are today). */
export function userId(login: string): number {
  const known = KNOWN_USER_IDS[login.toLowerCase()];
  if (known) return known;
  return 1_000_000 + (nameHash(login) % 249_000_000);
}

/** A stable repository id for `owner/repo`, about 880,000,000 (as repositories are today). */
export function repositoryId(fullName: string): number {
  return 880_000_000 + (nameHash(fullName) % 1_000_000);
}

/** A stable 32-bit hash of a name, whatever its case (FNV-1a: GitHub's names ignore case). */
function nameHash(name: string): number {
  let hash = 2166136261;
  for (const char of name.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A `simple-user` as GitHub sends an author (`Bot` for `<slug>[bot]`). */
export function userJson(login: string, type?: string): Json {
  const base = example('issue-comment', 'o', 'r').user as Json;
  const id = userId(login);
  const text = JSON.stringify(base).replaceAll('octocat', encodeURIComponent(login));
  return {
    ...(JSON.parse(text) as Json),
    login,
    id,
    node_id: Buffer.from(`04:User${id}`).toString('base64'),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User'),
    site_admin: false,
  };
}

/** A GraphQL-style node id for REST answers (opaque to every caller). */
export const nodeId = (kind: string, id: number | string): string =>
  Buffer.from(`0:${kind}${id}`).toString('base64');
