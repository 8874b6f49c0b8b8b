/**
 * Settings only the tests' fakes can change. Each is read from the environment and
 * honoured only when the GitHub API is on this machine (the fake on 127.0.0.1): a
 * workflow that sets one against github.com or a GitHub Enterprise host changes nothing.
 */

/** True for an API URL on the loopback interface. */
export function isLoopbackApi(apiUrl: string): boolean {
  let host: string;
  try {
    host = new URL(apiUrl).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * AGENT_LOOP_WRITE_SPACING_MS: the least time between two writes (ms) instead of the
 * client's 1 s (src/github-side/github/octokit.ts), so end-to-end tests do not spend most of each
 * run waiting for their writes' turns. Undefined (the default spacing) otherwise.
 */
export function writeSpacingHook(env: NodeJS.ProcessEnv, apiUrl: string): number | undefined {
  const raw = env.AGENT_LOOP_WRITE_SPACING_MS;
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value < 0 || !isLoopbackApi(apiUrl)) return undefined;
  return value;
}
