/**
 * `workflow_run` and `repository_dispatch` payloads from @octokit/webhooks-examples,
 * made consistent with the harness's repository (octo-org/octo-repo, default main).
 */
import { examplePayload, type Payload } from './payloads.js';

const FULL_NAME = 'octo-org/octo-repo';

function ownRepository(payload: Payload): void {
  payload.repository.full_name = FULL_NAME;
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
}

export interface WorkflowRunOptions {
  action?: string;
  conclusion?: string | null;
  runId?: number;
  headBranch?: string;
  headSha: string;
  /** `owner/name` of the head repository (a fork's for a fork PR). */
  headRepository?: string;
  /** PRs GitHub lists on the run (it lists none for a fork's). */
  pullRequests?: { number: number; headRef: string; headSha: string; baseRef?: string }[];
  sender?: string;
  /** Who started the run (`triggering_actor`; default: the sender, as for a push or PR). */
  triggeringActor?: string;
}

/** A `workflow_run` event (the example with a listed PR, reshaped). */
export function workflowRunEvent(options: WorkflowRunOptions): { name: string; payload: Payload } {
  const payload = examplePayload('workflow_run', options.action ?? 'completed');
  ownRepository(payload);
  const run = payload.workflow_run;
  run.id = options.runId ?? 20_433_642_117;
  run.name = 'CI';
  run.status = 'completed';
  run.conclusion = options.conclusion === undefined ? 'failure' : options.conclusion;
  run.event = options.pullRequests?.length ? 'pull_request' : 'push';
  run.head_branch = options.headBranch ?? 'main';
  run.head_sha = options.headSha;
  run.run_attempt = 1;
  run.head_repository.full_name = options.headRepository ?? FULL_NAME;
  const apiRepo = `https://api.github.example/repos/${FULL_NAME}`;
  run.pull_requests = (options.pullRequests ?? []).map((pull) => ({
    url: `${apiRepo}/pulls/${pull.number}`,
    id: pull.number,
    number: pull.number,
    head: {
      ref: pull.headRef,
      sha: pull.headSha,
      repo: { id: 1, url: apiRepo, name: 'octo-repo' },
    },
    base: {
      ref: pull.baseRef ?? 'main',
      sha: '0'.repeat(40),
      repo: { id: 1, url: apiRepo, name: 'octo-repo' },
    },
  }));
  payload.sender.login = options.sender ?? 'octocat';
  // A user object, as GitHub sends it (the example payload predates the field).
  run.triggering_actor = {
    ...payload.sender,
    login: options.triggeringActor ?? payload.sender.login,
    type: 'User',
  };
  return { name: 'workflow_run', payload };
}

/** A `repository_dispatch` event with `client_payload`. */
export function repositoryDispatchEvent(
  clientPayload: Record<string, unknown>,
  action = 'refresh-deps',
): { name: string; payload: Payload } {
  const payload = examplePayload('repository_dispatch');
  ownRepository(payload);
  payload.action = action;
  payload.client_payload = clientPayload;
  payload.sender.login = 'octocat';
  return { name: 'repository_dispatch', payload };
}
