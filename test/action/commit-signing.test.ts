/**
 * Commits GitHub verifies, through the bundled action against the fake GitHub's Git
 * database API (test/fakes/github-git-data.ts, on the real bare origin):
 * `commit_signing: api` creates the commit through the API and moves the branch forward
 * only; a branch rule `required_signatures` switches `none` to `api` and says so; a push
 * GitHub's rules still refuse is reported with the rule's name.
 *
 * The origin carries a pre-receive hook that refuses every push as GitHub's rules do
 * (GH013), so a run that publishes at all proves it did not `git push`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text, toolUse, type Script } from '../fakes/anthropic-server.js';
import { cleanupActionRuns, git, issueCommentEvent, pushFiles, runAction } from './harness.js';

afterAll(cleanupActionRuns);

const BOT = 'github-actions[bot]';
const FILES = { 'src/greet.js': 'export const greet = (name) => `Helo, ${name}`;\n' };

/** GitHub's refusal of an unsigned push, word for word as its git server sends it. */
async function refuseUnsignedPushes(origin: string): Promise<void> {
  const hook = join(origin, 'hooks', 'pre-receive');
  await writeFile(
    hook,
    [
      '#!/bin/sh',
      'while read old new ref; do',
      '  echo "error: GH013: Repository rule violations found for $ref." >&2',
      '  echo "Review all repository rules at https://github.example/octo-org/octo-repo/rules?ref=$ref" >&2',
      '  echo "" >&2',
      '  echo "- Commits must have verified signatures." >&2',
      '  echo "  Found 1 violation:" >&2',
      '  echo "" >&2',
      '  echo "  $new" >&2',
      'done',
      'exit 1',
      '',
    ].join('\n'),
  );
  await chmod(hook, 0o755);
}

const fixGreeting = (): ReturnType<typeof reply>[] => [
  reply(toolUse('Read', { file_path: 'src/greet.js' })),
  reply(toolUse('Edit', { file_path: 'src/greet.js', old_string: 'Helo', new_string: 'Hello' })),
  reply(text('Fixed the greeting.')),
];

const SIGNATURE_RULE = {
  type: 'required_signatures',
  ruleset_source_type: 'Organization' as const,
  ruleset_source: 'octo-org',
  ruleset_id: 4242,
};

const apiCalls = (run: Awaited<ReturnType<typeof runAction>>) =>
  run.github.calls
    .filter((c) => /\/git\/(blobs|trees|commits|refs?)\b/.test(c.path))
    .map((c) => `${c.method} ${decodeURIComponent(c.path).replace(/^\/repos\/[^/]+\/[^/]+/, '')}`);

describe('commit_signing: api', () => {
  it('creates a new branch through the Git database API with a verified commit, and no push', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the greeting', issueNumber: 7 }),
      inputs: { commit_signing: 'api' },
      repoFiles: FILES,
      prepareOrigin: refuseUnsignedPushes,
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const branch = run.outputs.branch_name!;
    expect(branch).toMatch(/^agent\/issue-7-/);
    const head = (await git(run.origin, 'rev-parse', `refs/heads/${branch}`)).trim();
    expect(run.github.state.gitData.apiCommits[head]).toEqual({ verified: true });
    expect(await git(run.origin, 'show', `${branch}:src/greet.js`)).toContain('Hello,');
    expect((await git(run.origin, 'rev-parse', `${branch}~1`)).trim()).toBe(
      (await git(run.origin, 'rev-parse', 'main')).trim(),
    );
    // The co-author trailer survives; GitHub is the committer.
    const log = await git(run.origin, 'log', '-1', '--format=%cn%n%B', branch);
    expect(log).toContain('GitHub\n');
    expect(log).toContain('Co-authored-by: octocat');
    expect(apiCalls(run)).toEqual([
      `GET /git/ref/heads/${branch}`,
      'POST /git/blobs',
      'POST /git/trees',
      'POST /git/commits',
      'POST /git/refs',
    ]);
    expect(run.github.state.pulls).toHaveLength(1);
  });

  it('adds the commit on top of an existing pull request branch', async () => {
    let headSha = '';
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent fix the greeting',
        issueNumber: 12,
        pullRequest: true,
      }),
      inputs: { commit_signing: 'api' },
      repoFiles: FILES,
      github: {
        pulls: [
          {
            number: 12,
            title: 'Add a greeting',
            body: 'Adds greet()',
            state: 'open',
            user: { login: 'octocat' },
            head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
            base: { ref: 'main' },
          },
        ],
        pullFiles: { 12: [{ filename: 'src/greet.js', status: 'modified' }] },
      },
      prepareOrigin: async (origin) => {
        headSha = await pushFiles(origin, {
          ref: 'refs/heads/feature/greeting',
          files: { 'NOTES.md': 'feature work\n' },
        });
        await refuseUnsignedPushes(origin);
      },
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const head = (await git(run.origin, 'rev-parse', 'feature/greeting')).trim();
    expect(run.github.state.gitData.apiCommits[head]?.verified).toBe(true);
    expect((await git(run.origin, 'rev-parse', 'feature/greeting~1')).trim()).toBe(headSha);
    expect(await git(run.origin, 'show', 'feature/greeting:src/greet.js')).toContain('Hello,');
    const update = run.github.calls.find(
      (c) => c.method === 'PATCH' && c.path.includes('/git/refs/'),
    );
    expect(update?.body).toEqual({ sha: head, force: false });
  });

  it("keeps a person's commit pushed to the branch meanwhile, and builds on it", async () => {
    let personSha = '';
    let origin = '';
    const script: Script = (_request, index) => {
      if (index === 1) {
        // While the agent works, a person pushes to the pull request's branch.
        personSha = execGit(origin, 'feature/greeting');
      }
      return fixGreeting()[index]!;
    };
    const run = await runAction({
      event: issueCommentEvent({
        body: '@agent fix the greeting',
        issueNumber: 12,
        pullRequest: true,
      }),
      inputs: { commit_signing: 'api' },
      repoFiles: FILES,
      github: {
        pulls: [
          {
            number: 12,
            title: 'Add a greeting',
            body: 'Adds greet()',
            state: 'open',
            user: { login: 'octocat' },
            head: { ref: 'feature/greeting', repo: 'octo-org/octo-repo' },
            base: { ref: 'main' },
          },
        ],
        pullFiles: { 12: [{ filename: 'src/greet.js', status: 'modified' }] },
      },
      prepareOrigin: async (path) => {
        origin = path;
        await pushFiles(path, {
          ref: 'refs/heads/feature/greeting',
          files: { 'NOTES.md': 'feature work\n' },
        });
        await refuseUnsignedPushes(path);
      },
      model: script,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(personSha).toMatch(/^[0-9a-f]{40}$/);
    const head = (await git(run.origin, 'rev-parse', 'feature/greeting')).trim();
    expect((await git(run.origin, 'rev-parse', 'feature/greeting~1')).trim()).toBe(personSha);
    expect(await git(run.origin, 'show', 'feature/greeting:PERSON.md')).toBe(
      'pushed by a person\n',
    );
    expect(await git(run.origin, 'show', 'feature/greeting:src/greet.js')).toContain('Hello,');
    expect(run.github.state.gitData.apiCommits[head]?.verified).toBe(true);
  });
});

describe('commit_signing: api, a large change', () => {
  it('sends the tree in pieces GitHub takes, and the commit is the checked one', async () => {
    // 230 new files and one edit: three trees of at most 100 entries, each on the last.
    // The new files are alike: one blob for all (each write waits a second after the last).
    const make = 'mkdir -p data && for i in $(seq 1 230); do echo row > data/row-$i.txt; done';
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent add the data rows', issueNumber: 8 }),
      inputs: { commit_signing: 'api', allowed_tools: 'Read,Edit,Bash' },
      repoFiles: FILES,
      prepareOrigin: refuseUnsignedPushes,
      model: [reply(toolUse('Bash', { command: make })), ...fixGreeting()],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const branch = run.outputs.branch_name!;
    const calls = apiCalls(run);
    expect(calls.filter((call) => call === 'POST /git/blobs')).toHaveLength(2);
    const trees = run.github.calls.filter(
      (c) => c.method === 'POST' && /\/git\/trees$/.test(c.path),
    );
    expect(trees).toHaveLength(3);
    expect(calls.filter((call) => call === 'POST /git/commits')).toHaveLength(1);
    const head = (await git(run.origin, 'rev-parse', `refs/heads/${branch}`)).trim();
    expect(run.github.state.gitData.apiCommits[head]).toEqual({ verified: true });
    const listed = (await git(run.origin, 'ls-tree', '-r', '--name-only', branch, 'data/'))
      .trim()
      .split('\n');
    expect(listed).toHaveLength(230);
    expect(await git(run.origin, 'show', `${branch}:data/row-230.txt`)).toBe('row\n');
    expect(await git(run.origin, 'show', `${branch}:src/greet.js`)).toContain('Hello,');
  }, 150_000);
});

describe('commit_signing: ssh', () => {
  it('pushes a commit signed with ssh_signing_key, a key no tool and no output saw', async () => {
    const keys = mkdtempSync(join(tmpdir(), 'action-ssh-key-'));
    try {
      const keyPath = join(keys, 'id_ed25519');
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'agent', '-f', keyPath]);
      const key = readFileSync(keyPath, 'utf8');
      // The body line a tool would find in a leaked key file.
      const keyLine = key.split('\n')[1]!;
      const run = await runAction({
        event: issueCommentEvent({ body: '@agent fix the greeting', issueNumber: 9 }),
        inputs: { commit_signing: 'ssh', ssh_signing_key: key, allowed_tools: 'Read,Edit,Bash' },
        repoFiles: FILES,
        model: [
          reply(
            toolUse('Bash', {
              command: `env; grep -rl 'OPENSSH PRIVATE' "$TMPDIR" /tmp 2>/dev/null; true`,
            }),
          ),
          ...fixGreeting(),
        ],
      });
      expect(run.exitCode, run.stderr).toBe(0);
      const branch = run.outputs.branch_name!;
      const head = (await git(run.origin, 'rev-parse', `refs/heads/${branch}`)).trim();
      expect(await git(run.origin, 'cat-file', 'commit', head)).toContain(
        '-----BEGIN SSH SIGNATURE-----',
      );
      const email = (await git(run.origin, 'log', '-1', '--format=%ce', head)).trim();
      const allowed = join(keys, 'allowed_signers');
      writeFileSync(allowed, `${email} ${readFileSync(`${keyPath}.pub`, 'utf8').trim()}\n`);
      const verified = spawnSync(
        'git',
        [
          '-c',
          'gpg.format=ssh',
          '-c',
          `gpg.ssh.allowedSignersFile=${allowed}`,
          'verify-commit',
          head,
        ],
        { cwd: run.origin, encoding: 'utf8' },
      );
      expect(verified.status, verified.stderr).toBe(0);
      expect(verified.stderr).toContain('Good "git" signature');
      // The tool's output (what the model saw), the log and the transcript never hold it.
      const toolResult = JSON.stringify(run.anthropic.requests[1]!.body.messages.at(-1));
      expect(toolResult).not.toContain('OPENSSH PRIVATE');
      // (The runner is told to mask each line: `::add-mask::` is the one place it is named.)
      const log = run.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      for (const text of [toolResult, log, run.stderr, JSON.stringify(run.transcript)]) {
        expect(text).not.toContain(keyLine);
      }
      // The key's file went with the git process that signed.
      expect(
        readdirSync(run.runnerTemp).filter((name) => name.startsWith('agent-loop-signing-')),
      ).toEqual([]);
    } finally {
      rmSync(keys, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('branch rules', () => {
  it('switch commit_signing none to api when the branch requires signatures, and say so', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the greeting', issueNumber: 9 }),
      repoFiles: FILES,
      github: {
        gitData: { branchRules: { '*': [SIGNATURE_RULE] }, apiCommits: {} },
      },
      prepareOrigin: refuseUnsignedPushes,
      model: fixGreeting(),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const branch = run.outputs.branch_name!;
    expect(
      run.github.calls.some((c) =>
        decodeURIComponent(c.path).endsWith(`/rules/branches/${branch}`),
      ),
    ).toBe(true);
    const head = (await git(run.origin, 'rev-parse', `refs/heads/${branch}`)).trim();
    expect(run.github.state.gitData.apiCommits[head]?.verified).toBe(true);
    expect(run.stdout).toContain(
      'require signed commits (required_signatures (ruleset 4242 of octo-org))',
    );
    const final = run.github.state.comments.filter((c) => c.user.login === BOT).at(-1)!.body;
    expect(final).toContain('commit_signing: api');
  });

  it('name the rule when GitHub refuses a push', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent fix the greeting', issueNumber: 10 }),
      repoFiles: FILES,
      prepareOrigin: refuseUnsignedPushes,
      model: fixGreeting(),
    });
    expect(run.outputs.conclusion).toBe('failure');
    const final = run.github.state.comments.filter((c) => c.user.login === BOT).at(-1)!.body;
    expect(final).toContain("GitHub's rules for agent/issue-10");
    expect(final).toContain('refused the push: Commits must have verified signatures');
    expect(final).toContain('commit_signing: api');
  });
});

/** A person's commit on `branch` of the bare `origin` (plumbing only: the hook is not run). */
function execGit(origin: string, branch: string): string {
  const run = (args: string[], input?: string) =>
    execFileSync('git', ['--git-dir', origin, ...args], {
      input,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Mona',
        GIT_AUTHOR_EMAIL: 'mona@example.com',
        GIT_COMMITTER_NAME: 'Mona',
        GIT_COMMITTER_EMAIL: 'mona@example.com',
      },
    })
      .toString('utf8')
      .trim();
  const head = run(['rev-parse', `refs/heads/${branch}`]);
  const blob = run(['hash-object', '-w', '--stdin'], 'pushed by a person\n');
  const index = join(origin, 'person-index');
  const withIndex = { ...process.env, GIT_INDEX_FILE: index };
  execFileSync('git', ['--git-dir', origin, 'read-tree', head], { env: withIndex });
  execFileSync(
    'git',
    ['--git-dir', origin, 'update-index', '--add', '--cacheinfo', `100644,${blob},PERSON.md`],
    { env: withIndex },
  );
  const tree = execFileSync('git', ['--git-dir', origin, 'write-tree'], { env: withIndex })
    .toString()
    .trim();
  const commit = run(['commit-tree', tree, '-p', head, '-m', 'A person adds PERSON.md']);
  run(['update-ref', `refs/heads/${branch}`, commit, head]);
  return commit;
}
