/** MCP servers' git configuration: it trusts the workspace alone, with hooks and fsmonitor off. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverGitEnvironment } from '../../src/engine/sandbox/server-user.js';

describe('serverGitEnvironment', () => {
  it('comes after the configuration a server was given, which it keeps', () => {
    const env = serverGitEnvironment(
      {
        PATH: '/usr/bin',
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'user.name',
        GIT_CONFIG_VALUE_0: 'Docs',
      },
      ['/w/repo', '/real/repo', '/w/repo'],
    );
    expect(env).toEqual({
      PATH: '/usr/bin',
      GIT_CONFIG_COUNT: '6',
      GIT_CONFIG_KEY_0: 'user.name',
      GIT_CONFIG_VALUE_0: 'Docs',
      GIT_CONFIG_KEY_1: 'safe.directory',
      GIT_CONFIG_VALUE_1: '',
      GIT_CONFIG_KEY_2: 'safe.directory',
      GIT_CONFIG_VALUE_2: '/w/repo',
      GIT_CONFIG_KEY_3: 'safe.directory',
      GIT_CONFIG_VALUE_3: '/real/repo',
      GIT_CONFIG_KEY_4: 'core.hooksPath',
      GIT_CONFIG_VALUE_4: '/dev/null',
      GIT_CONFIG_KEY_5: 'core.fsmonitor',
      GIT_CONFIG_VALUE_5: 'false',
    });
  });

  it('wins over a system config that trusts every folder and a repository that sets hooks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-git-'));
    try {
      const system = join(dir, 'system.gitconfig');
      writeFileSync(system, '[safe]\n\tdirectory = *\n');
      execFileSync('git', ['init', '-q', join(dir, 'repo')]);
      execFileSync('git', ['-C', join(dir, 'repo'), 'config', 'core.hooksPath', '/tmp/hooks']);
      const env = serverGitEnvironment(
        { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_SYSTEM: system },
        [join(dir, 'repo')],
      );
      const get = (key: string) =>
        execFileSync('git', ['-C', join(dir, 'repo'), 'config', '--get-all', key], {
          env,
          encoding: 'utf8',
        }).split('\n');
      // The list as git reads it: the system's `*`, then the reset, then the workspace.
      expect(get('safe.directory').slice(-3, -1)).toEqual(['', join(dir, 'repo')]);
      expect(get('core.hooksPath').at(-2)).toBe('/dev/null');
      expect(get('core.fsmonitor').at(-2)).toBe('false');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
