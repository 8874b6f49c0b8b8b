/**
 * Publishing a change set (docs/contract.md#change-sets): after the main repository's
 * work, each other repository of the set with changes gets the same checked publishing
 * (its own commit policy, branch rules, remote and pull request into its default
 * branch), one after the other; a refusal in one is kept for the report and the others
 * go on. Then every pull request of the set is linked to all the others
 * (./links.ts). A read-only repository is never pushed.
 */
import type { CommitOutcome } from '../git/commit.js';
import { parseRepository, type RepoRef } from '../github/types.js';
import { renderPullRequestBody } from '../report/final-report.js';
import { describeTerminalReason } from '../report/terminal-reason.js';
import type { ChangeSetRepo } from '../run/change-set.js';
import type { ChangeSetPublication, FinishedWork, Publication } from '../run/policy.js';
import type { ProgressReporter } from '../run/progress.js';
import type { ActionRun } from '../run/run-context.js';
import { changeSetLine } from './lines.js';
import {
  changeSetSection,
  linkPullRequests,
  withChangeSetSection,
  withMemoryBlock,
  type SetMember,
  type SetRequest,
} from './links.js';
import type { PublishPlan, RepositoryTarget } from './target.js';

/** How the main repository was published, and how to publish another the same way. */
export interface SetPublishing {
  plan: PublishPlan;
  /** The main pull request is a draft: so is every other one. */
  draft: boolean;
  /** The one publishing step every repository goes through (src/github-side/action/publish.ts). */
  publishRepository: (target: RepositoryTarget) => Promise<Publication>;
}

/** Publishes the other repositories and links the set; returns the main publication with them. */
export async function publishChangeSet(
  run: ActionRun,
  work: FinishedWork,
  progress: ProgressReporter,
  main: Publication,
  publishing: SetPublishing,
): Promise<Publication> {
  const entries: ChangeSetPublication[] = [];
  for (const repo of work.changeSet?.repos ?? []) {
    entries.push(await publishOne(run, work, repo, publishing));
  }
  const publication: Publication = { ...main, changeSet: entries };
  for (const entry of entries) {
    for (const problem of entry.publication.errors)
      run.log.warning(`${entry.fullName}: ${problem}`);
    if (
      entry.publication.push?.status === 'failed' ||
      entry.publication.push?.status === 'refused'
    ) {
      run.log.warning(`${entry.fullName}: the push failed: ${entry.publication.push.reason}`);
    }
  }
  // The set's memory: every repository's published files, in every pull request and the report.
  const memoryBlock = publishing.plan.memoryBlock?.(setFiles(publication));
  if (memoryBlock) publication.memoryBlock = memoryBlock;
  // Linked when two repositories or more have a pull request, or one refused the work.
  const members = setMembers(run, publication);
  if (members.length < 2) return publication;
  progress.step('Linking the pull requests of the change set');
  const request = setRequest(run, work);
  const problems = await linkPullRequests(run.client, members, (member, body) =>
    withMemoryBlock(
      withChangeSetSection(body, changeSetSection(request, members, member, run.redact)),
      memoryBlock ?? '',
    ),
  );
  for (const problem of problems) run.log.warning(problem);
  if (problems.length > 0) publication.notes = [...(publication.notes ?? []), ...problems];
  return publication;
}

/** One other repository: read-only ones are only listed; the rest are published as the main one. */
async function publishOne(
  run: ActionRun,
  work: FinishedWork,
  repo: ChangeSetRepo,
  publishing: SetPublishing,
): Promise<ChangeSetPublication> {
  const { fullName } = repo;
  if (repo.readOnly || !repo.prepared.branch) {
    return { fullName, readOnly: repo.readOnlyReason ?? 'read-only', publication: { errors: [] } };
  }
  const { plan } = publishing;
  if (plan.scope) {
    // An approved plan names files of the main repository only: nothing else is published.
    const refusal =
      "an approved plan's execution publishes only the files the plan names, in the main repository";
    return { fullName, publication: { errors: [`Not published: ${refusal}`] } };
  }
  const target: RepositoryTarget = {
    repo: parseRepository(fullName),
    prepared: repo.prepared,
    base: repo.defaultBranch,
    protectedBranches: [repo.defaultBranch],
    draft: publishing.draft,
    label: fullName,
    plan: {
      subject: plan.subject,
      ...(plan.trailers ? { trailers: plan.trailers } : {}),
      ...(plan.leaveUnchanged ? { leaveUnchanged: true } : {}),
      ...(plan.pullRequest
        ? {
            pullRequest: {
              title: plan.pullRequest.title,
              body: (commit: CommitOutcome) => otherBody(run, work, commit, plan),
            },
          }
        : {}),
    },
  };
  return { fullName, publication: await publishing.publishRepository(target) };
}

/**
 * Another repository's pull request body: it refers to the request (never closes it:
 * the main pull request does), with the agent's summary; the links come afterwards.
 */
function otherBody(
  run: ActionRun,
  work: FinishedWork,
  commit: CommitOutcome,
  plan: PublishPlan,
): string {
  const request = setRequest(run, work);
  const block = plan.memoryBlock?.(commit.files);
  return renderPullRequestBody(
    {
      ...(request ? { requestRef: request.ref } : { prompt: work.context.request }),
      summary: work.agent.result?.result ?? '',
      runUrl: run.runUrl,
      requester: run.trigger.actor.login,
      ...(work.partial ? { partialReason: describeTerminalReason(work.partial) } : {}),
      ...(work.agent.result?.self_check ? { selfCheck: work.agent.result.self_check } : {}),
      ...(block ? { memoryBlock: block } : {}),
    },
    run.redact,
  );
}

/** The issue or pull request the run was asked on, as the trigger names it. */
function setRequest(run: ActionRun, work: FinishedWork): SetRequest | undefined {
  const number = work.context.number;
  if (number === undefined) return undefined;
  const { owner, repo } = run.trigger.repo;
  const kind = run.trigger.isPullRequest ? 'pull' : 'issues';
  return {
    ref: `${owner}/${repo}#${number}`,
    url: `${run.runner.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/${kind}/${number}`,
  };
}

/** Every repository of the set, the main one first. */
function setMembers(run: ActionRun, publication: Publication): SetMember[] {
  const main: SetMember = {
    repo: run.trigger.repo,
    line: changeSetLine(
      { fullName: fullNameOf(run.trigger.repo), publication: { ...publication, changeSet: [] } },
      run.runner.serverUrl,
    ),
  };
  const others = (publication.changeSet ?? []).map((entry) => ({
    repo: parseRepository(entry.fullName),
    line: changeSetLine(entry, run.runner.serverUrl),
  }));
  return [main, ...others].filter(
    (member) => member.line.pullRequest !== undefined || member.line.failure !== undefined,
  );
}

/** The files the set published: the main repository's as they are, the others' as `owner/name:path`. */
export function setFiles(publication: Publication): string[] {
  const files = publication.commit?.files ?? [];
  const others = (publication.changeSet ?? []).flatMap((entry) =>
    (entry.publication.commit?.files ?? []).map((file) => `${entry.fullName}:${file}`),
  );
  return [...files, ...others];
}

function fullNameOf(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`;
}
