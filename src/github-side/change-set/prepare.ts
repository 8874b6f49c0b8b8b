/**
 * A run's change set, prepared after the main checkout and before the loop
 * (docs/contract.md#change-sets): which of the repositories input `repositories` names the run
 * gets, with what access (./access.ts), each cloned beside the checkout (./clone.ts) on its work
 * branch or read-only, and what the session and the prompt are told of them. Of each one's own
 * configuration only its instructions file is read, from its default branch's commit as
 * fetched: none of its settings, hooks, commands, agents, skills or MCP servers is loaded, so
 * nothing of it runs. Never throws: a repository that cannot be had is left out, with why.
 */
import { readRootFiles } from '../git/tree-files.js';
import type { PreparedWorkspace } from '../git/workspace.js';
import {
  INSTRUCTION_FILES,
  projectInstructions,
  type ProjectInstructions,
  type TaskContext,
} from '../github/context.js';
import { admissionOf } from '../github/run-kind.js';
import type { Actor, RepoRef } from '../github/types.js';
import { errorMessage } from '../../engine/text/error-message.js';
import type { AddedDir } from '../../engine/session/options.js';
import type { ChangeSet, ChangeSetRepo, ChangeSetSkip } from '../run/change-set.js';
import type { ModePolicy, TreeTrust } from '../run/policy.js';
import { repoFullName, sameRepository } from '../run/repositories.js';
import type { ActionRun } from '../run/run-context.js';
import { changeSetPrompt } from '../prompts/change-set.js';
import { checkAccess, type AccessQuestion, type RepositoryAccess } from './access.js';
import { changeSetBranchName } from './branch.js';
import { cloneFolders, cloneRepository } from './clone.js';

/** What the run's steps know when the set is prepared. */
export interface ChangeSetInput {
  policy: Pick<ModePolicy, 'name' | 'otherRepositories'>;
  trust: TreeTrust;
  /** The main checkout, prepared. */
  prepared: PreparedWorkspace;
  context: TaskContext;
}

/** The set, and what the session, the prompt and the report are told of it. */
export interface PreparedChangeSet {
  changeSet: ChangeSet;
  /** The folders the session's tools reach (SessionTools.addedDirs). */
  addedDirs: AddedDir[];
  /** The prompt's section on the set (src/github-side/prompts/change-set.ts). */
  prompt: string;
  /** What the report says of repositories the run did not get. */
  notes: string[];
}

/** Prepares the set; undefined when the input names no repository. */
export async function prepareChangeSet(
  run: ActionRun,
  input: ChangeSetInput,
): Promise<PreparedChangeSet | undefined> {
  const named = run.inputs.repositories;
  if (named.length === 0) return undefined;
  // A mode that takes none (an autofix after a review) runs as if the input were empty.
  if (!input.policy.otherRepositories) {
    run.log.info('No other repositories: this kind of run takes none');
    return undefined;
  }
  const refused = whyNone(run, input);
  if (refused !== undefined) {
    run.log.warning(`No other repositories for this run: ${refused}`);
    return {
      changeSet: { repos: [], refused },
      addedDirs: [],
      prompt: changeSetPrompt({ repos: [], skipped: [], refused }),
      notes: [`The repositories the workflow names were not given to this run: ${refused}.`],
    };
  }
  const skipped: ChangeSetSkip[] = [];
  const wanted = distinctOthers(run.trigger.repo, named, skipped);
  const accesses = await Promise.all(
    wanted.map((repo) =>
      checkAccess({ client: run.client, repo, accounts: accountsOf(run), wants: wants(input) }),
    ),
  );
  const granted: { repo: RepoRef; access: Exclude<RepositoryAccess, { kind: 'skip' }> }[] = [];
  wanted.forEach((repo, index) => {
    const access = accesses[index]!;
    if (access.kind === 'skip')
      skipped.push({ fullName: repoFullName(repo), reason: access.reason });
    else granted.push({ repo, access });
  });
  const folders = cloneFolders(
    run.runner.workspace,
    granted.map((entry) => entry.repo),
  );
  const cloned = await Promise.all(
    granted.map((entry, index) => cloneOne(run, input, { ...entry, dir: folders[index]! })),
  );
  const repos: (ChangeSetRepo & { instructions?: ProjectInstructions })[] = [];
  for (const [index, result] of cloned.entries()) {
    const fullName = repoFullName(granted[index]!.repo);
    if ('failed' in result) skipped.push({ fullName, reason: result.failed });
    else repos.push(result);
  }
  for (const skip of skipped)
    run.log.warning(`Left out of the run: ${skip.fullName}: ${skip.reason}`);
  return {
    changeSet: { repos: repos.map(({ instructions: _, ...repo }) => repo), skipped },
    addedDirs: repos.map((repo) => ({
      path: repo.dir,
      label: repo.fullName,
      readOnly: repo.readOnly,
      ...(repo.readOnlyReason ? { readOnlyReason: repo.readOnlyReason } : {}),
    })),
    prompt: changeSetPrompt({ repos, skipped }),
    notes: skipped.map((skip) => `${skip.fullName} was left out of the run: ${skip.reason}.`),
  };
}

/**
 * Why the run gets no other repository at all: a fork's code or a pull_request_target run
 * (whatever the policy holds untrusted).
 */
function whyNone(run: ActionRun, input: ChangeSetInput): string | undefined {
  if (run.runner.eventName === 'pull_request_target') return 'this is a pull_request_target run';
  if (input.context.pullRequest?.isFork) return "the request is on a fork's pull request";
  if (input.trust.untrusted) return input.trust.untrusted;
  return undefined;
}

/** The named repositories, each once and never the run's own (those are noted in `skipped`). */
function distinctOthers(own: RepoRef, named: readonly RepoRef[], skipped: ChangeSetSkip[]) {
  const kept: RepoRef[] = [];
  for (const repo of named) {
    const fullName = repoFullName(repo);
    if (sameRepository(repo, own)) {
      skipped.push({ fullName, reason: "it is this run's own repository" });
    } else if (kept.some((other) => sameRepository(other, repo))) {
      skipped.push({ fullName, reason: 'it is named twice' });
    } else {
      kept.push(repo);
    }
  }
  return kept;
}

/** The accounts the gate checked: the request's writer, and the event's sender when another. */
function accountsOf(run: ActionRun): Actor[] {
  const { trigger } = run;
  if (admissionOf(trigger) === 'workflow') return [trigger.actor];
  const sender = trigger.event.sender;
  const same = sender.login.toLowerCase() === trigger.actor.login.toLowerCase();
  return same ? [trigger.actor] : [trigger.actor, sender];
}

/** Whether the run would change the other repositories, or only read them (and why). */
function wants(input: ChangeSetInput): AccessQuestion['wants'] {
  const { policy, prepared } = input;
  if (policy.otherRepositories === 'read') {
    const reason =
      policy.name === 'approve'
        ? "an approved plan's execution changes only the files the plan names, in the main repository"
        : `a ${policy.name} run changes no repository`;
    return { kind: 'read', reason };
  }
  if (prepared.readOnly || !prepared.branch) {
    return { kind: 'read', reason: 'this run pushes nothing' };
  }
  return { kind: 'write' };
}

/** Clones one repository and reads its instructions; a failure is the reason it is left out. */
async function cloneOne(
  run: ActionRun,
  input: ChangeSetInput,
  entry: { repo: RepoRef; access: Exclude<RepositoryAccess, { kind: 'skip' }>; dir: string },
): Promise<(ChangeSetRepo & { instructions?: ProjectInstructions }) | { failed: string }> {
  const { repo, access, dir } = entry;
  const fullName = repoFullName(repo);
  const { defaultBranch } = access;
  try {
    const branch =
      access.kind === 'write'
        ? changeSetBranchName({
            prefix: run.inputs.branchPrefix,
            sourceRepo: run.trigger.repo.repo,
            mainBranch: input.prepared.branch,
            ...(input.context.number !== undefined ? { number: input.context.number } : {}),
            title: input.context.title || input.context.request,
          })
        : undefined;
    const clone = await cloneRepository({
      repo,
      dir,
      remoteUrl: `${run.runner.serverUrl.replace(/\/+$/, '')}/${fullName}.git`,
      token: run.inputs.githubToken,
      defaultBranch,
      ...(branch ? { branch } : {}),
    });
    const instructions = await readInstructions(
      run,
      clone.prepared,
      clone.trustedCommit,
      defaultBranch,
    );
    run.log.info(
      `${fullName} cloned at ${dir}: ${
        access.kind === 'write' ? `working on ${branch}` : `read-only (${access.reason})`
      }`,
    );
    return {
      fullName,
      dir,
      readOnly: access.kind === 'read',
      ...(access.kind === 'read' ? { readOnlyReason: access.reason } : {}),
      defaultBranch,
      prepared: clone.prepared,
      ...(instructions ? { instructions } : {}),
    };
  } catch (error) {
    return { failed: `it could not be cloned: ${run.redact(errorMessage(error))}` };
  }
}

/** Its AGENTS.md or CLAUDE.md at the root of its default branch's commit, if any. */
async function readInstructions(
  run: ActionRun,
  prepared: PreparedWorkspace,
  commit: string,
  defaultBranch: string,
): Promise<ProjectInstructions | undefined> {
  try {
    const texts = await readRootFiles(prepared.repository, commit, INSTRUCTION_FILES);
    return projectInstructions(
      INSTRUCTION_FILES.map((path, index) => ({ path, text: texts[index] })),
      defaultBranch,
    );
  } catch (error) {
    run.log.warning(
      `Could not read the instructions of ${prepared.repository.workTree}: ${errorMessage(error)}`,
    );
    return undefined;
  }
}
