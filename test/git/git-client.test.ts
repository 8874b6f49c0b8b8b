/** The environment and arguments every git command of the action gets. */
import { afterEach, describe, expect, it } from 'vitest';
import { gitArguments, gitEnvironment, runGit } from '../../src/github-side/git/git-client.js';
import { removeTempDirs, repos } from './helpers.js';

afterEach(removeTempDirs);

const PARENT = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  ANTHROPIC_API_KEY: 'sk-ant-secret-value-0123456789',
  GITHUB_TOKEN: 'ghs_secretTOKEN0123456789',
  INPUT_GITHUB_TOKEN: 'ghs_secretTOKEN0123456789',
  ACTIONS_RUNTIME_TOKEN: 'runtime-secret-0123456789',
  GIT_DIR: '/elsewhere/.git',
  GIT_CONFIG_PARAMETERS: "'core.fsmonitor'='/tmp/evil'",
  GIT_SSH_COMMAND: '/tmp/evil',
  HTTPS_PROXY: 'http://proxy.internal:3128',
};

describe('git environment', () => {
  it('is an allow-list: no key, no token, no GIT_* of the parent, no HOME to read', () => {
    const env = gitEnvironment(undefined, {}, PARENT);
    const text = JSON.stringify(env);
    for (const secret of [
      'sk-ant-secret',
      'ghs_secret',
      'runtime-secret',
      '/tmp/evil',
      '/elsewhere',
    ])
      expect(text).not.toContain(secret);
    expect(env.HOME).toBe('/dev/null');
    expect(env).toMatchObject({
      PATH: '/usr/bin:/bin',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      HTTPS_PROXY: 'http://proxy.internal:3128',
    });
  });

  it('names a located repository explicitly and overrides program settings on the command line', () => {
    const env = gitEnvironment({ workTree: '/w', gitDir: '/w/.git', commonDir: '/w/.git' });
    expect(env).toMatchObject({
      GIT_DIR: '/w/.git',
      GIT_COMMON_DIR: '/w/.git',
      GIT_WORK_TREE: '/w',
    });
    const args = gitArguments('/w', ['status']).join(' ');
    for (const setting of [
      'core.hooksPath=/dev/null',
      'core.fsmonitor=false',
      'credential.helper=',
      'protocol.allow=never',
      'safe.directory=/w',
    ])
      expect(args).toContain(`-c ${setting}`);
    expect(args.endsWith('status')).toBe(true);
  });

  it('a real git child sees none of the process secrets', async () => {
    const { work } = repos();
    const saved = { ...process.env };
    Object.assign(process.env, PARENT, { PATH: saved.PATH });
    try {
      // An alias runs a program as git's child: it prints the environment git passes on.
      const env = await runGit(work, ['-c', 'alias.showenv=!env', 'showenv']);
      expect(env).toContain('GIT_CONFIG_GLOBAL=/dev/null');
      for (const secret of ['sk-ant-secret', 'ghs_secret', 'runtime-secret', '/tmp/evil'])
        expect(env).not.toContain(secret);
    } finally {
      for (const name of Object.keys(PARENT)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});
