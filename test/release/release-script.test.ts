/**
 * scripts/release.sh, the procedure the release workflow runs, on a scratch repository
 * with a bare origin: it refuses a release that is not ready (saying why) and otherwise
 * tags vX.Y.Z, moves the major tag to it and pushes both, leaving older vX.Y.Z tags
 * where they were.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../action/harness.js';

const SCRIPT = join(REPO_ROOT, 'scripts', 'release.sh');
const GIT_ENV = {
  PATH: process.env.PATH,
  HOME: tmpdir(),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Maintainer',
  GIT_AUTHOR_EMAIL: 'maintainer@example.com',
  GIT_COMMITTER_NAME: 'Maintainer',
  GIT_COMMITTER_EMAIL: 'maintainer@example.com',
};

let root: string;
let work: string;
let origin: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();

function release(...args: string[]) {
  const run = spawnSync('bash', [SCRIPT, ...args], { cwd: work, env: GIT_ENV, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Commits a version: package.json says it and CHANGELOG.md has its section. */
function commitVersion(version: string, notes = `- What changed in ${version}.`) {
  writeFileSync(join(work, 'package.json'), `{ "name": "agent-loop", "version": "${version}" }\n`);
  writeFileSync(
    join(work, 'CHANGELOG.md'),
    `# Changelog\n\n## [Unreleased]\n\n## [${version}] - 2026-12-03\n\n${notes}\n\n## [0.0.1] - 2026-01-01\n\n- First.\n`,
  );
  git(work, 'add', '-A');
  git(work, 'commit', '-qm', `Release ${version}`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'agent-loop-release-'));
  origin = join(root, 'origin.git');
  work = join(root, 'work');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  git(root, 'clone', '-q', origin, work);
  commitVersion('0.1.0');
  git(work, 'push', '-q', 'origin', 'HEAD:main');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('scripts/release.sh', () => {
  it('tags vX.Y.Z, moves vX to it and pushes both; a later release moves only vX', () => {
    const first = git(work, 'rev-parse', 'HEAD');
    expect(release('check', '0.1.0').status).toBe(0);
    expect(release('tag', '0.1.0', '--push').status).toBe(0);
    const tagged = (tag: string) => git(origin, 'rev-parse', `refs/tags/${tag}^{commit}`);
    expect(tagged('v0.1.0')).toBe(first);
    expect(tagged('v0')).toBe(first);

    commitVersion('0.2.0');
    const second = git(work, 'rev-parse', 'HEAD');
    expect(release('tag', '0.2.0', '--push').status).toBe(0);
    expect(tagged('v0.2.0')).toBe(second);
    expect(tagged('v0')).toBe(second);
    expect(tagged('v0.1.0')).toBe(first);
    expect(release('notes', '0.2.0').stdout.trim()).toBe('- What changed in 0.2.0.');
  });

  it('refuses, saying why, a release that is not ready', () => {
    const refused = (args: string[], why: RegExp) => {
      const run = release(...args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr).toMatch(why);
    };
    refused(['check', '0.1'], /version must be X\.Y\.Z, got '0\.1'/);
    refused(['check', '0.2.0'], /package\.json says 0\.1\.0, not 0\.2\.0/);
    commitVersion('0.2.0', '');
    refused(['check', '0.2.0'], /CHANGELOG\.md's section for 0\.2\.0 is empty/);
    writeFileSync(join(work, 'CHANGELOG.md'), '# Changelog\n');
    git(work, 'commit', '-qam', 'No section');
    refused(['check', '0.2.0'], /CHANGELOG\.md has no section '## \[0\.2\.0\]'/);
    commitVersion('0.2.0');
    writeFileSync(join(work, 'stray.txt'), 'not committed\n');
    refused(['tag', '0.2.0'], /the working tree has changes/);
    rmSync(join(work, 'stray.txt'));
    expect(release('tag', '0.2.0').status).toBe(0);
    refused(['tag', '0.2.0'], /v0\.2\.0 is already tagged/);
  });
});
