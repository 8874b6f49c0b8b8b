/** Links to the run, a branch and a PR on the GitHub web UI. */

/** `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`. */
export function runUrl(serverUrl: string, repository: string, runId: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`;
}

/** `${serverUrl}/${owner}/${repo}/tree/${branch}`. */
export function branchUrl(serverUrl: string, repository: string, branch: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/tree/${branch.split('/').map(encodeURIComponent).join('/')}`;
}
