/**
 * The set-up the review_autofix tests share (docs/contract.md#review-autofix): a pull request
 * changing `src/greet.js`, reviewed through the bundled action with `review_autofix` on, and
 * what the fake Anthropic API billed for every request of the run.
 */
import { costOfUsage } from '../../src/engine/model/pricing.js';
import { reply, text, toolUse, type Step } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { examplePayload } from '../github/payloads.js';
import {
  confirmingVerifier,
  git,
  issueCommentEvent,
  pushFiles,
  runAction,
  type ActionRun,
} from './harness.js';

export const BOT = 'github-actions[bot]';
export const BASE_FILE = 'export function greet(name) {\n  return `Hello, ${name}`;\n}\n';
export const HEAD_FILE = 'export function greet(name) {\n  return `Hello, ${nam}`;\n}\n';
/** GitHub's `patch` for the change: new-file lines 1-3 are commentable. */
const PATCH = [
  '@@ -1,3 +1,3 @@',
  ' export function greet(name) {',
  '-  return `Hello, ${name}`;',
  '+  return `Hello, ${nam}`;',
  ' }',
].join('\n');
export const BLOCKING = '`nam` is undefined: greet() throws a ReferenceError.';
export const IMPORTANT = 'greet() with no name prints Hello, undefined.';
export const NIT = 'A JSDoc comment would help here.';

/** The review's steps: a blocking finding and a nit, its answer and the blocking one's verifier. */
export function reviewSteps(): Step[] {
  return [
    reply(
      toolUse('ReviewComment', {
        path: 'src/greet.js',
        line: 2,
        severity: 'blocking',
        body: BLOCKING,
      }),
    ),
    reply(toolUse('ReviewComment', { path: 'src/greet.js', line: 1, severity: 'nit', body: NIT })),
    reply(text('One blocking bug.')),
    // The index of the blocking finding's verifier (the harness answers it apart).
    confirmingVerifier(),
  ];
}

/** The autofix's steps: read, fix, and an answer naming finding 1 fixed. */
export function fixSteps(): Step[] {
  return [
    reply(toolUse('Read', { file_path: 'src/greet.js' })),
    reply(
      toolUse('Edit', { file_path: 'src/greet.js', old_string: '${nam}', new_string: '${name}' }),
    ),
    reply(text('Fixed the undefined variable.\n\nFixed: 1')),
  ];
}

/** Pull request #31 from this repository's `feature/greet`. */
export function samePull(number = 31): FakePull {
  return {
    number,
    title: 'Greet by name',
    body: '',
    state: 'open',
    user: { login: 'contributor' },
    head: { ref: 'feature/greet', repo: 'octo-org/octo-repo' },
    base: { ref: 'main' },
  };
}

/** An automatic review's pull_request_target event for `pull` (opened). */
function targetEvent(pull: FakePull) {
  const payload = examplePayload('pull_request', 'opened');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  Object.assign(payload.pull_request, { number: pull.number, title: pull.title, draft: false });
  payload.pull_request.user.login = pull.user?.login ?? 'octocat';
  payload.pull_request.user.type = 'User';
  payload.pull_request.head.ref = pull.head.ref;
  payload.pull_request.head.repo.full_name = pull.head.repo;
  payload.pull_request.base.ref = 'main';
  payload.pull_request.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = 'octocat';
  payload.sender.type = 'User';
  return { name: 'pull_request_target', payload };
}

export interface ReviewOptions {
  /** Run as an automatic review (pull_request_target) instead of `@agent review`. */
  target?: boolean;
  inputs?: Record<string, string>;
  model?: Step[];
  /** More files on `main` (and so on the pull request's head). */
  repoFiles?: Record<string, string>;
}

/** Reviews `pull` (its head pushed to `headRef`) with `review_autofix: blocking` unless told. */
export async function review(pull: FakePull, headRef: string, options: ReviewOptions = {}) {
  let headSha = '';
  let before = '';
  const event = options.target ? targetEvent(pull) : undefined;
  const run = await runAction({
    event:
      event ??
      issueCommentEvent({
        body: '@agent review',
        issueNumber: pull.number,
        issueTitle: pull.title,
        pullRequest: true,
      }),
    inputs: { review_autofix: 'blocking', autofix_budget_usd: '1', ...options.inputs },
    repoFiles: { 'src/greet.js': BASE_FILE, ...options.repoFiles },
    github: {
      pulls: [pull],
      pullFiles: {
        [pull.number]: [
          {
            filename: 'src/greet.js',
            status: 'modified',
            additions: 1,
            deletions: 1,
            patch: PATCH,
          },
        ],
      },
    },
    prepareOrigin: async (origin) => {
      headSha = pull.head.sha = await pushFiles(origin, {
        ref: headRef,
        files: { 'src/greet.js': HEAD_FILE },
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      if (event) event.payload.pull_request.head.sha = headSha;
      before = await git(
        origin,
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/heads',
        'refs/tags',
      );
    },
    model: options.model ?? [...reviewSteps(), ...fixSteps()],
  });
  return { run, headSha, before };
}

/**
 * What the fake Anthropic API billed for every request of the run (the review's, its
 * verifiers', the autofix's and its self-review's), priced as the action prices usage.
 */
export function billedUsd(run: ActionRun): number {
  return [...run.anthropic.requests, ...run.anthropic.asideRequests].reduce(
    (sum, request) =>
      sum + (request.billed ? costOfUsage(request.body.model as string, request.billed) : 0),
    0,
  );
}

/** The review's summary comment (its final report). */
export function reviewSummary(run: ActionRun): string {
  const summary = run.github.state.comments.find(
    (c) => c.user.login === BOT && c.body.includes('agent-loop review'),
  );
  return summary?.body ?? '';
}
