/**
 * The last step of everything the action posts (comments, pull requests,
 * reviews, check runs, the step summary): the run's secrets are masked and every
 * image and link to a host outside GitHub's own becomes visible text, so nothing
 * posted can carry data out (src/engine/safety/links.ts). The action's own words pass
 * too; model-written parts are cleaned before (`sanitizeModelText`).
 */
import { allowedHosts, neutralizeForeignLinks } from './links.js';

/** The filter for one run: `serverUrl` is GITHUB_SERVER_URL (its host is allowed). */
export function createPostingFilter(
  redact: (text: string) => string,
  serverUrl?: string,
): (text: string) => string {
  const hosts = allowedHosts(serverUrl);
  return (text) => neutralizeForeignLinks(redact(text), hosts);
}
