/**
 * Who the action is on GitHub: the login its token writes as. GITHUB_TOKEN writes
 * as `github-actions[bot]`; a GitHub App's installation token as `<app-slug>[bot]`;
 * a personal token as its person. Everything that recognises the action's own
 * earlier writes (the review's sticky summary and finding threads, a re-run's
 * progress comment, follow-up memory on the agent's pull requests) and the gate's
 * refusal of its own events asks one {@link RunIdentity}, learnt once per run.
 *
 * Where the login comes from, cheapest first:
 * 1. the author GitHub reports for a comment this run wrote (the progress comment,
 *    the review's summary): exactly the token's identity, at no extra cost;
 * 2. else GraphQL `viewer { login }`, asked once and shared (REST `GET /user`
 *    refuses installation tokens; `viewer` answers every kind of token). Callers
 *    ask it alongside their own first request, so it adds no round trip;
 * 3. else, when GitHub cannot say, the Actions bot (what GITHUB_TOKEN writes as).
 */
import type { GitHubClient } from './octokit.js';
import { errorMessage } from '../../engine/text/error-message.js';

/** The login GITHUB_TOKEN writes as: the identity when nothing better is known. */
export const DEFAULT_BOT_LOGIN = 'github-actions[bot]';

/**
 * A login lower case and without `[bot]`: for names a maintainer may spell
 * either way (`allowed_bots`) or where a looser match only refuses more; never
 * to trust an account as the action's (an account `x` is not the App `x[bot]`:
 * use {@link sameLogin}).
 */
export function normalizeLogin(login: string): string {
  return login.replace(/\[bot\]$/i, '').toLowerCase();
}

/** True when two REST logins name the same account (GitHub logins ignore case). */
export function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The run's own login, learnt once and shared by every step. */
export interface RunIdentity {
  /** The login learnt from GitHub so far (a written comment's author or `viewer`). */
  known(): string | undefined;
  /** Records the author GitHub reported for a comment this run wrote. */
  learn(login: string | null | undefined): void;
  /**
   * The login GitHub reports for the token (the learnt one, else `viewer`, asked at
   * most once). Rejects when GitHub cannot say: for decisions that must refuse on doubt.
   */
  fetch(): Promise<string>;
  /** Like {@link fetch}, but {@link DEFAULT_BOT_LOGIN} (with a warning) when GitHub cannot say. */
  resolve(): Promise<string>;
}

const VIEWER_QUERY = 'query AgentLoopViewer { viewer { login __typename } }';

interface ViewerAnswer {
  viewer: { login: string; __typename?: string } | null;
}

/**
 * The token's login from GraphQL `viewer`, in REST's spelling (`<slug>[bot]` for
 * an App; GraphQL may leave the suffix out).
 */
export async function viewerLogin(client: GitHubClient): Promise<string> {
  const data = await client.graphql<ViewerAnswer>(VIEWER_QUERY);
  const login = data.viewer?.login ?? '';
  if (!login) throw new Error('GitHub answered the viewer query without a login');
  return restLogin(data.viewer);
}

/**
 * A GraphQL actor's login in REST's spelling: a bot gets its `[bot]` back. An
 * account named `my-agent` and the App `my-agent[bot]` are different accounts,
 * so only `__typename` may add the suffix; anything unknown is `ghost`.
 */
export function restLogin(
  actor: { login: string; __typename?: string } | null | undefined,
): string {
  const login = actor?.login || 'ghost';
  return actor?.__typename === 'Bot' && !/\[bot\]$/i.test(login) ? `${login}[bot]` : login;
}

/** What creating the identity needs. */
export interface RunIdentityOptions {
  client: GitHubClient;
  /** Told once when GitHub cannot say who the token is and the default is used. */
  warn?: (message: string) => void;
}

/** The run's identity; nothing is asked of GitHub until a step needs it. */
export function createRunIdentity(options: RunIdentityOptions): RunIdentity {
  let learnt: string | undefined;
  let asking: Promise<string> | undefined;
  let warned = false;
  const identity: RunIdentity = {
    known: () => learnt,
    learn(login) {
      // The first answer stands: one token writes every comment of a run.
      if (login && !learnt) learnt = login;
    },
    fetch() {
      if (learnt) return Promise.resolve(learnt);
      // Asked once per run (the client retries what is worth retrying); a comment
      // written later still teaches the login.
      asking ??= viewerLogin(options.client).then((login) => {
        identity.learn(login);
        return learnt ?? login;
      });
      return asking;
    },
    async resolve() {
      try {
        return await identity.fetch();
      } catch (error) {
        if (!warned) {
          warned = true;
          options.warn?.(
            `Could not learn the token's login from GitHub (${errorMessage(error)}); assuming ${DEFAULT_BOT_LOGIN}`,
          );
        }
        return DEFAULT_BOT_LOGIN;
      }
    },
  };
  return identity;
}
