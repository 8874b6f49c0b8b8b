/**
 * Red team, through the bundled action: a fork supplies the `json_schema` file. A
 * `pull_request_target` workflow checked out the fork's head (actions/checkout with
 * `ref:` the head) and names a schema file of the repository; the head replaced it.
 * The schema is read from the trusted tree (the base branch's commit, from git's
 * objects), as the project configuration is and as mcp_config refuses the head's
 * files: the head's schema never reaches the model, and a schema only the head has
 * is refused before any model request.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import type { FakePull } from '../fakes/github-server.js';
import { examplePayload } from '../github/payloads.js';
import { cleanupActionRuns, git, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const PR = 52;
const BASE_MARKER = 'base-schema-marker-7f3a';
const FORK_MARKER = 'fork-schema-marker-91c2';

const schema = (marker: string) =>
  `${JSON.stringify({
    type: 'object',
    description: marker,
    properties: { summary: { type: 'string' } },
    required: ['summary'],
  })}\n`;

function forkPullTarget() {
  const payload = examplePayload('pull_request', 'opened');
  payload.repository.full_name = 'octo-org/octo-repo';
  payload.repository.name = 'octo-repo';
  payload.repository.owner.login = 'octo-org';
  payload.repository.default_branch = 'main';
  const pull = payload.pull_request;
  pull.number = PR;
  pull.title = 'Tweak the schema';
  pull.body = '';
  pull.draft = false;
  pull.user.login = 'stranger';
  pull.user.type = 'User';
  pull.head.ref = 'schema';
  pull.head.repo.full_name = 'stranger/octo-repo';
  pull.base.ref = 'main';
  pull.base.repo.full_name = 'octo-org/octo-repo';
  payload.sender.login = 'stranger';
  payload.sender.type = 'User';
  return { name: 'pull_request_target', payload };
}

/** A fork's pull request whose head changes (or adds) `path`; the workflow checked the head out. */
function reviewForkHead(baseFiles: Record<string, string>, headFiles: Record<string, string>) {
  const event = forkPullTarget();
  const pull: FakePull = {
    number: PR,
    title: 'Tweak the schema',
    body: '',
    state: 'open',
    user: { login: 'stranger' },
    head: { ref: 'schema', repo: 'stranger/octo-repo' },
    base: { ref: 'main' },
  };
  return runAction({
    event,
    repoFiles: { 'README.md': '# schemas\n', ...baseFiles },
    github: {
      pulls: [pull],
      issues: [
        { number: PR, title: pull.title, body: '', user: { login: 'stranger' }, pull_request: {} },
      ],
      permissions: { stranger: 'read' },
    },
    prepareOrigin: async (origin) => {
      pull.head.sha = await pushFiles(origin, { ref: `refs/pull/${PR}/head`, files: headFiles });
      pull.base.sha = (await git(origin, 'rev-parse', 'main')).trim();
      event.payload.pull_request!.head.sha = pull.head.sha;
    },
    checkoutRef: `refs/pull/${PR}/head`,
    inputs: { json_schema: 'schemas/answer.json', allowed_tools: 'Read', sandbox: 'off' },
    model: () => reply(text('{"summary": "Looks fine."}')),
  });
}

describe('json_schema on a fork’s head under pull_request_target', () => {
  it('is read from the base branch: the head’s schema never reaches the model', async () => {
    const run = await reviewForkHead(
      { 'schemas/answer.json': schema(BASE_MARKER) },
      { 'schemas/answer.json': schema(FORK_MARKER) },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests.length).toBeGreaterThan(0);
    const systems = run.anthropic.requests.map((request) => JSON.stringify(request.body.system));
    expect(systems[0]).toContain(BASE_MARKER);
    for (const system of systems) expect(system).not.toContain(FORK_MARKER);
    expect(JSON.parse(run.outputs.structured_output!)).toEqual({ summary: 'Looks fine.' });
  });

  it('refuses a schema only the head has, before any model request, saying why', async () => {
    const run = await reviewForkHead({}, { 'schemas/answer.json': schema(FORK_MARKER) });
    expect(run.exitCode).not.toBe(0);
    expect(run.anthropic.requests).toHaveLength(0);
    const said = run.stdout + run.stderr;
    expect(said).toContain(
      'Input json_schema: "schemas/answer.json" is not a file in the base branch main at',
    );
    expect(said).not.toContain(FORK_MARKER);
  });
});
