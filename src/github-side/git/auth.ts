/**
 * The token for one git process, never in a file: the job's token reaches git
 * through the process environment (`GIT_CONFIG_COUNT`/`KEY_n`/`VALUE_n`), which
 * only that process and its children see, and which ends with it.
 */

/**
 * Git configuration for one process, in its environment: the remote's URL gets
 * an `Authorization: basic` header with the token, after an empty value that
 * drops any header a config file sets for that URL (two would be sent otherwise).
 * Nothing for a remote that is not http(s), or without a token.
 */
export function authEnvironment(
  remoteUrl: string,
  token: string | undefined,
): Record<string, string> {
  if (!token || !/^https?:\/\//i.test(remoteUrl)) return {};
  const key = `http.${remoteUrl}.extraheader`;
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: '',
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
  };
}
