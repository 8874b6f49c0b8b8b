/**
 * End to end through the bundle: automatic reviews on pull_request events, and
 * `@agent review` in a review body, against the fake GitHub answering the PR's
 * files from the real origin and validating the review as GitHub does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpError, reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import type { FakeComment, FakeGitHubState, FakePull } from '../fakes/github-server.js';
import { examplePayload, type Payload } from '../github/payloads.js';
import { REVIEW_SUMMARY_MARKER } from '../../src/engine/safety/marker.js';
import { isRoot, ROOT_REASON } from '../sandbox/helpers.js';
import { cleanupActionRuns, git, pushFiles, runAction, type ActionRun } from './harness.js';

// The code's refs: the ledger ref (refs/agent-loop/spend) records the review's outcomes
// (docs/contract.md#review-outcomes), no branch or tag moves.
const codeRefs = (origin: string) =>
  git(origin, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/tags');

afterAll(cleanupActionRuns);

const PR = 31;
const BOT = 'github-actions[bot]';
const BASE_FILE = Array.from({ length: 30 }, (_, i) => `const v${i + 1} = ${i + 1};\n`).join('');
const HEAD_FILE = BASE_FILE.replace(
  'const v10 = 10;\n',
  'let a = 1;\nlet b = 2;\nlet c = a + b;\n',
);
const SUGGESTION = 'const a = 1, b = 2;\nconst c = a + b;\n';

function pullEvent(
  name: 'pull_request' | 'pull_request_target',
  action: string,
  options: { draft?: boolean; fork?: boolean } = {},
): { name: string; payload: Payload } {
  const payload = examplePayload('pull_request', action);
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  const pull = payload.pull_request;
  pull.number = PR;
  pull.title = 'Sum the values';
  pull.body = 'Adds a sum.';
  pull.draft = options.draft ?? false;
  pull.user.login = 'octocat';
  pull.user.type = 'User';
  pull.head.ref = 'feature/sum';
  pull.head.repo.full_name = options.fork ? 'stranger/octo-repo' : 'octo-org/octo-repo';
  pull.base.ref = 'main';
  pull.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = 'octocat';
  payload.sender.type = 'User';
  return { name, payload };
}

interface ReviewRunOptions {
  event: { name: string; payload: Payload };
  model: Script;
  inputs?: Record<string, string>;
  github?: Partial<FakeGitHubState>;
  headFiles?: Record<string, string>;
  baseFiles?: Record<string, string>;
  prepare?: (origin: string, pull: FakePull) => Promise<void>;
}

async function runReview(
  options: ReviewRunOptions,
): Promise<{ run: ActionRun; pull: FakePull; refsBefore: string }> {
  const pull: FakePull = {
    number: PR,
    title: 'Sum the values',
    body: 'Adds a sum.',
    state: 'open',
    user: { login: 'octocat' },
    head: {
      ref: 'feature/sum',
      repo: options.event.payload.pull_request?.head.repo.full_name ?? 'octo-org/octo-repo',
    },
    base: { ref: 'main' },
  };
  let refsBefore = '';
  const run = await runAction({
    event: options.event,
    repoFiles: options.baseFiles ?? { 'src/sum.js': BASE_FILE },
    inputs: options.inputs ?? {},
    github: {
      pulls: [pull],
      issues: [
        {
          number: PR,
          title: pull.title,
          body: pull.body,
          user: { login: 'octocat' },
          pull_request: {},
        },
      ],
      permissions: { octocat: 'write' },
      ...options.github,
    },
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, {
        ref:
          options.event.payload.pull_request?.head.repo.full_name === 'octo-org/octo-repo'
            ? 'refs/heads/feature/sum'
            : `refs/pull/${PR}/head`,
        files: options.headFiles ?? { 'src/sum.js': HEAD_FILE },
      });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      if (options.event.payload.pull_request)
        options.event.payload.pull_request.head.sha = pull.head.sha;
      await options.prepare?.(origin, pull);
      refsBefore = await codeRefs(origin);
    },
    model: options.model,
  });
  return { run, pull, refsBefore };
}

const reviewScript = (): Script => [
  reply(
    toolUse('ReviewComment', {
      path: 'src/sum.js',
      start_line: 10,
      line: 12,
      severity: 'nit',
      body: 'One declaration reads better.',
      suggestion: SUGGESTION,
    }),
  ),
  reply(
    toolUse('ReviewComment', {
      path: 'src/sum.js',
      line: 12,
      severity: 'blocking',
      body: '`c` shadows the module-level sum.',
    }),
  ),
  reply(text('The sum is right; naming needs work.')),
];

const reviewPosts = (run: ActionRun) =>
  run.github.calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/pulls/${PR}/reviews`));
const summaries = (run: ActionRun): FakeComment[] =>
  run.github.state.comments.filter(
    (c) => c.user.login === BOT && c.body.includes(REVIEW_SUMMARY_MARKER),
  );
const toolNames = (run: ActionRun) =>
  (run.anthropic.requests[0]!.body.tools as { name: string }[]).map((tool) => tool.name);

describe('automatic review (pull_request)', () => {
  it('opened: one COMMENT review with a multi-line suggestion, a sticky summary, outputs', async () => {
    const { run, pull, refsBefore } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr + run.stdout.slice(-3000)).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(toolNames(run)).toContain('ReviewComment');
    expect(toolNames(run)).not.toContain('Edit');
    expect(toolNames(run)).not.toContain('Write');

    const posts = reviewPosts(run);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as Record<string, unknown>;
    expect(body.event).toBe('COMMENT');
    expect(body.commit_id).toBe(pull.head.sha);
    const comments = body.comments as Record<string, unknown>[];
    expect(comments).toHaveLength(2);
    expect(comments[0]).toMatchObject({
      path: 'src/sum.js',
      start_line: 10,
      line: 12,
      side: 'RIGHT',
    });
    expect(String(comments[0]!.body)).toContain(
      '```suggestion\nconst a = 1, b = 2;\nconst c = a + b;\n```',
    );
    expect(String(comments[1]!.body)).toContain('🔴 **Blocking**');

    // Findings reached the action through the event stream.
    const events = run.transcript.filter((line) => line.subtype === 'review_comment');
    expect(events).toHaveLength(2);

    // One sticky summary comment: the run's progress and its end.
    const sticky = summaries(run);
    expect(sticky).toHaveLength(1);
    expect(run.github.state.comments.filter((c) => c.user.login === BOT)).toHaveLength(1);
    expect(sticky[0]!.body).toContain('**Verdict:** 🔴 Changes needed: 1 blocking finding');
    expect(sticky[0]!.body).toContain('1 blocking · 0 important · 1 nit');
    expect(sticky[0]!.body).toContain('**Coverage:** 1 of 1 changed file reviewed');

    expect(run.outputs.review_id).toBe(String(run.github.state.reviews[0]!.id));
    expect(run.outputs.comments_posted).toBe('2');
    // Nothing pushed.
    expect(await codeRefs(run.origin)).toBe(refsBefore);
  });

  it('synchronize and ready_for_review edit the same summary comment', async () => {
    const first = await runReview({
      event: pullEvent('pull_request', 'synchronize'),
      model: reviewScript(),
    });
    expect(first.run.exitCode, first.run.stderr).toBe(0);
    const earlier = summaries(first.run)[0]!;
    const second = await runReview({
      event: pullEvent('pull_request', 'ready_for_review'),
      model: reviewScript(),
      github: { comments: [earlier] },
    });
    expect(second.run.exitCode, second.run.stderr).toBe(0);
    const sticky = summaries(second.run);
    expect(sticky).toHaveLength(1);
    expect(sticky[0]!.id).toBe(earlier.id);
    expect(
      second.run.github.calls.some(
        (c) => c.method === 'POST' && c.path.endsWith(`/issues/${PR}/comments`),
      ),
    ).toBe(false);
    // The head was reviewed already: nothing new, so no model call and no second review.
    expect(second.run.anthropic.requests).toHaveLength(0);
    expect(reviewPosts(second.run)).toHaveLength(0);
    expect(sticky[0]!.body).toContain('Nothing new to review');
    expect(sticky[0]!.body).toContain(`<!-- agent-loop:reviewed-head:`);
  });

  it('a draft is skipped: no model call, nothing written', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened', { draft: true }),
      model: reviewScript(),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.stdout).toContain('is a draft');
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.github.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a draft is reviewed with review_drafts: true', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened', { draft: true }),
      inputs: { review_drafts: 'true' },
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(reviewPosts(run)).toHaveLength(1);
  });

  it('a renamed file shows its old path; a binary file is named as binary and takes no comment', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      baseFiles: { 'lib/old.js': BASE_FILE, 'logo.png': '\u0000\u0001\u0002' },
      headFiles: {},
      prepare: async (origin, pull) => {
        pull.head.sha = await renameOnHead(origin);
      },
      model: [
        reply(
          toolUse('ReviewComment', { path: 'logo.png', line: 1, severity: 'nit', body: 'Big.' }),
        ),
        reply(text('Rename only.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const prompt = JSON.stringify(run.anthropic.requests[0]!.body.messages);
    expect(prompt).toContain('lib/new.js (renamed from lib/old.js)');
    expect(prompt).toContain('logo.png (modified, binary file)');
    expect(JSON.stringify(run.anthropic.requests[1]!.body.messages)).toContain(
      'it is a binary file',
    );
  });

  it('GitHub answers 422 anyway: the review is posted again with the refused comment in its body', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      model: reviewScript(),
      github: {
        faults: [
          { method: 'POST', path: new RegExp(`/pulls/${PR}/reviews$`), status: 422, count: 1 },
        ],
      },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(reviewPosts(run).map((c) => c.status)).toEqual([422, 200]);
    expect(run.github.state.reviews).toHaveLength(1);
    expect(run.outputs.comments_posted).toBe('0');
    expect(run.github.state.reviews[0]!.body).toContain('One declaration reads better.');
  });

  it('cut short by max_turns: posts what it found, says partial, why and its coverage', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      inputs: { max_turns: '1' },
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.terminal_reason).toBe('max_turns');
    const review = run.github.state.reviews[0]!;
    expect(review.body).toContain(
      '**Partial review**: it stopped because it reached the turn limit',
    );
    expect(review.comments).toHaveLength(1);
    const sticky = summaries(run)[0]!.body;
    expect(sticky).toContain('⚠️ **Partial review**');
    expect(sticky).toContain('**Coverage:**');
    expect(run.outputs.comments_posted).toBe('1');
  });

  it('an error that leaves nothing to post fails the job and says so in the summary', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      model: [httpError(401, 'authentication_error', 'invalid x-api-key')],
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.github.state.reviews).toHaveLength(0);
    expect(summaries(run)[0]!.body).toContain('❌ **The review could not be posted.**');
    expect(run.outputs.review_id ?? '').toBe('');
  });

  it('the pull request cannot be read: the sticky summary ends failed, naming the step, no model call', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      model: reviewScript(),
      github: {
        faults: [{ method: 'GET', path: new RegExp(`/pulls/${PR}$`), status: 404, count: 99 }],
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.anthropic.requests).toHaveLength(0);
    expect(run.github.state.reviews).toHaveLength(0);
    const [summary, ...others] = summaries(run);
    expect(others).toEqual([]);
    expect(summary!.body).toContain('❌ **The review could not be posted.**');
    expect(summary!.body).toMatch(/Reading the issue and its discussion failed/);
  });

  it('pull_request_target on a fork: reviewed without Bash (no boundary opt-in)', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request_target', 'opened', { fork: true }),
      github: { permissions: { octocat: 'read' } },
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(toolNames(run)).not.toContain('Bash');
    expect(run.stdout).toContain('Bash is off');
    expect(reviewPosts(run)).toHaveLength(1);
  });
});

describe('read-only reviews offer no tool that writes', () => {
  it('a fork under pull_request_target gets neither NotebookEdit nor TaskStop; a call is refused and the notebook stays', async () => {
    const notebook =
      '{\n "cells": [{"cell_type": "markdown", "id": "m1", "metadata": {}, "source": ["# Base\\n"]}],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n';
    const { run } = await runReview({
      event: pullEvent('pull_request_target', 'opened', { fork: true }),
      github: { permissions: { octocat: 'read' } },
      baseFiles: { 'src/sum.js': BASE_FILE, 'analysis.ipynb': notebook },
      model: [
        reply(toolUse('Read', { file_path: 'analysis.ipynb' })),
        reply(
          toolUse('NotebookEdit', {
            notebook_path: 'analysis.ipynb',
            cell_id: 'm1',
            new_source: '# Rewritten by the review',
          }),
        ),
        reply(toolUse('TaskStop', { task_id: 'bash_1' })),
        reply(text('The sum is right.')),
      ],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(toolNames(run)).not.toContain('NotebookEdit');
    expect(toolNames(run)).not.toContain('TaskStop');
    const results = run.anthropic.requests.slice(2, 4).map((request) => {
      const last = request.body.messages.at(-1) as { content: { is_error?: boolean }[] };
      return last.content.find((block) => 'is_error' in block);
    });
    expect(results.map((result) => result?.is_error)).toEqual([true, true]);
    expect(readFileSync(join(run.workspace, 'analysis.ipynb'), 'utf8')).toBe(notebook);
  });
});

describe('web tools in reviews', () => {
  const webRules = { allowed_tools: 'Read,Grep,Glob,WebSearch,WebFetch' };

  it('a pull request from this repository gets WebSearch and WebFetch when allowed_tools names them', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request', 'opened'),
      inputs: webRules,
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(toolNames(run)).toEqual(expect.arrayContaining(['WebSearch', 'WebFetch']));
  });

  it('pull_request_target on a fork never gets them, even when allowed_tools names them', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request_target', 'opened', { fork: true }),
      github: { permissions: { octocat: 'read' } },
      inputs: webRules,
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(toolNames(run)).not.toContain('WebSearch');
    expect(toolNames(run)).not.toContain('WebFetch');
    expect(toolNames(run)).toContain('Read');
  });

  it('pull_request_target on this repository never gets them either', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request_target', 'opened'),
      inputs: webRules,
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(toolNames(run)).not.toContain('WebSearch');
    expect(toolNames(run)).not.toContain('WebFetch');
  });
});

describe.skipIf(!isRoot)(`untrusted code with the boundary (${ROOT_REASON})`, () => {
  it('pull_request_target on a fork: Bash only with the boundary active AND a Bash rule in allowed_tools', async () => {
    const { run } = await runReview({
      event: pullEvent('pull_request_target', 'opened', { fork: true }),
      github: { permissions: { octocat: 'read' } },
      inputs: { allowed_tools: 'Read,Grep,Glob,Bash(node --check:*)' },
      model: reviewScript(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'Bash runs inside the tool boundary because allowed_tools allows it',
    );
    expect(toolNames(run)).toContain('Bash');
  });
});

describe('`@agent review` in a submitted review body', () => {
  it('runs a read-only review (it used to commit to the contributor branch)', async () => {
    const payload = examplePayload('pull_request_review', 'submitted');
    const shaped = pullEvent('pull_request', 'opened').payload;
    payload.repository = shaped.repository;
    payload.pull_request = shaped.pull_request;
    payload.review.body = '@agent review the arithmetic';
    payload.review.user.login = 'octocat';
    payload.review.submitted_at = new Date().toISOString();
    payload.sender.login = 'octocat';
    const { run, refsBefore } = await runReview({
      event: { name: 'pull_request_review', payload },
      model: [
        // It tries to edit anyway: there is no Edit tool in a review.
        reply(
          toolUse('Edit', { file_path: 'src/sum.js', old_string: 'let a', new_string: 'const a' }),
        ),
        ...(reviewScript() as unknown[]),
      ] as Script,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(toolNames(run)).not.toContain('Edit');
    expect(JSON.stringify(run.anthropic.requests[0]!.body.messages)).toContain(
      'Focus of this review: the arithmetic',
    );
    expect(reviewPosts(run)).toHaveLength(1);
    expect(await codeRefs(run.origin)).toBe(refsBefore);
  });
});

/** Renames lib/old.js to lib/new.js (one line changed) and changes logo.png on the head branch. */
async function renameOnHead(origin: string): Promise<string> {
  const { mkdtemp, rm, writeFile, mkdir } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const scratch = await mkdtemp(join(tmpdir(), 'agent-loop-rename-'));
  try {
    await git(scratch, 'init', '-q', '-b', 'seed');
    await git(scratch, 'fetch', '-q', origin, 'main:refs/seed/base');
    await git(scratch, 'checkout', '-q', '-B', 'seed', 'refs/seed/base');
    await mkdir(join(scratch, 'lib'), { recursive: true });
    await git(scratch, 'mv', 'lib/old.js', 'lib/new.js');
    await writeFile(
      join(scratch, 'lib/new.js'),
      BASE_FILE.replace('const v5 = 5;', 'const v5 = 50;'),
    );
    await writeFile(join(scratch, 'logo.png'), '\u0000\u0009\u0009\u0000');
    await git(scratch, 'add', '-A');
    await git(scratch, 'commit', '-q', '-m', 'rename');
    await git(scratch, 'push', '-q', '-f', origin, 'HEAD:refs/heads/feature/sum');
    return (await git(scratch, 'rev-parse', 'HEAD')).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
