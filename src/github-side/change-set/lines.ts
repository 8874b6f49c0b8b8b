/** What publishing did in each other repository of a change set, as the report's lines. */
import type { ChangeSetLine } from '../report/change-set.js';
import { branchUrl } from '../report/links.js';
import type { ChangeSetPublication, Publication } from '../run/policy.js';

/** One repository's line: its pull request, its branch, its refusal or why it was read-only. */
export function changeSetLine(entry: ChangeSetPublication, serverUrl: string): ChangeSetLine {
  const { fullName, publication } = entry;
  if (entry.readOnly !== undefined) return { fullName, readOnly: entry.readOnly };
  const failure = failureOf(publication);
  const { push, commit, branchName, pullRequest } = publication;
  const pushed = push?.status === 'pushed';
  return {
    fullName,
    ...(pullRequest ? { pullRequest } : {}),
    ...(pushed && !pullRequest && branchName
      ? { branch: { name: branchName, url: branchUrl(serverUrl, fullName, branchName) } }
      : {}),
    ...(failure !== undefined ? { failure } : {}),
    // The commit is in the clone when its push failed: nothing is lost, and the report says where.
    ...(failure !== undefined && !pushed && commit?.status === 'committed' && branchName
      ? { keptOn: branchName }
      : {}),
    ...(commit?.status === 'nothing' && !push && commit.leftOut.length === 0
      ? { unchanged: true }
      : {}),
    ...(commit?.leftOut.length
      ? {
          leftOut: commit.leftOut.map((entry) => ({
            path: entry.displayPath,
            detail: entry.detail,
          })),
        }
      : {}),
  };
}

/** Why a repository's work was not wholly published, if it was not. */
function failureOf(publication: Publication): string | undefined {
  const { push, errors } = publication;
  if (push && push.status !== 'pushed') return push.reason;
  return errors.length > 0 ? errors.join('; ') : undefined;
}
