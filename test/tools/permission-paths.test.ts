/**
 * Claude Code's rule syntax beyond tool names: path rules in gitignore's syntax
 * (https://docs.anthropic.com/en/docs/claude-code/iam), WebFetch(domain:…),
 * `Bash(x *)` wildcards, `mcp__server__*`, and ask rules, which a headless run denies.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShellParser } from '../../src/engine/tools/shell-parser.js';
import { createPermissionChecker } from '../../src/engine/tools/permissions.js';
import { compilePathPattern, pathMatches } from '../../src/engine/tools/path-rules.js';

const root = '/work/repo';
const home = '/home/someone';
const check = (
  rules: { allowed?: string[]; disallowed?: string[]; ask?: string[] },
  tool: string,
  input: unknown,
) =>
  createPermissionChecker({
    allowed: rules.allowed ?? [],
    disallowed: rules.disallowed ?? [],
    ask: rules.ask ?? [],
    workspaceRoot: root,
    home,
  })(tool, input).behavior;

beforeAll(() => loadShellParser());

describe('path patterns', () => {
  const matches = (pattern: string, path: string) =>
    pathMatches(compilePathPattern(pattern, { cwd: root, projectRoot: root, home }), path);

  it.each([
    ['./src/**', `${root}/src/a/b.ts`, true],
    ['./src/**', `${root}/srcx/a.ts`, false],
    ['./src/**', `${root}/lib/src/a.ts`, false],
    ['src/**', `${root}/src/a.ts`, true],
    ['docs/**', `${root}/docs/deep/x.md`, true],
    ['docs/**', `${root}/other/docs/x.md`, false],
    ['*.env', `${root}/deep/down/prod.env`, true],
    ['.env', `${root}/pkg/.env`, true],
    ['./.env', `${root}/pkg/.env`, false],
    ['./.env', `${root}/.env`, true],
    ['./.env.*', `${root}/.env.local`, true],
    ['secrets', `${root}/secrets/key.pem`, true],
    ['src/*.ts', `${root}/src/a.ts`, true],
    ['src/*.ts', `${root}/src/sub/a.ts`, false],
    ['src/**/*.ts', `${root}/src/a.ts`, true],
    ['src/**/*.ts', `${root}/src/x/y/a.ts`, true],
    ['/src/**', `${root}/src/a.ts`, true],
    ['//etc/passwd', '/etc/passwd', true],
    ['~/.ssh/**', `${home}/.ssh/id_rsa`, true],
    ['~/.ssh/**', `${root}/.ssh/id_rsa`, false],
    ['file?.txt', `${root}/file1.txt`, true],
    ['file[0-9].txt', `${root}/file7.txt`, true],
    ['file[0-9].txt', `${root}/filex.txt`, false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matches(pattern, path)).toBe(expected);
  });
});

describe('path rules', () => {
  it('an Edit rule covers Edit, Write and NotebookEdit on its paths only', () => {
    const allowed = ['Read', 'Edit(docs/**)'];
    expect(check({ allowed }, 'Edit', { file_path: 'docs/a.md' })).toBe('allow');
    expect(check({ allowed }, 'Write', { file_path: `${root}/docs/new.md` })).toBe('allow');
    expect(check({ allowed }, 'NotebookEdit', { notebook_path: 'docs/n.ipynb' })).toBe('allow');
    expect(check({ allowed }, 'Edit', { file_path: 'src/a.ts' })).toBe('deny');
    expect(check({ allowed }, 'Edit', { file_path: 'docs/../src/a.ts' })).toBe('deny');
    expect(check({ allowed }, 'Read', { file_path: 'src/a.ts' })).toBe('allow');
  });

  it('a Read deny covers Read, and Glob and Grep on that path', () => {
    const disallowed = ['Read(./secrets/**)'];
    expect(check({ disallowed }, 'Read', { file_path: 'secrets/key' })).toBe('deny');
    expect(check({ disallowed }, 'Grep', { pattern: 'x', path: 'secrets' })).toBe('deny');
    expect(check({ disallowed }, 'Glob', { pattern: '*', path: 'secrets/a' })).toBe('deny');
    expect(check({ disallowed }, 'Read', { file_path: 'src/a.ts' })).toBe('allow');
    expect(check({ disallowed }, 'Edit', { file_path: 'secrets/key' })).toBe('allow');
  });

  it('a deny rule sees through a symbolic link', () => {
    const dir = mkdtempSync(join(tmpdir(), 'perm-links-'));
    try {
      mkdirSync(join(dir, 'secrets'));
      writeFileSync(join(dir, 'secrets', 'key'), 'k');
      symlinkSync(join(dir, 'secrets'), join(dir, 'innocent'));
      const canUse = createPermissionChecker({
        allowed: [],
        disallowed: ['Read(./secrets/**)'],
        workspaceRoot: dir,
      });
      expect(canUse('Read', { file_path: 'innocent/key' }).behavior).toBe('deny');
      expect(canUse('Read', { file_path: 'innocent/not-yet' }).behavior).toBe('deny');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('WebFetch domains, MCP wildcards, Bash wildcards', () => {
  it('WebFetch(domain:…) matches the host, *.host its subdomains', () => {
    const allowed = ['WebFetch(domain:example.com)', 'WebFetch(domain:*.docs.rs)'];
    expect(check({ allowed }, 'WebFetch', { url: 'https://example.com/a' })).toBe('allow');
    expect(check({ allowed }, 'WebFetch', { url: 'https://evil-example.com/' })).toBe('deny');
    expect(check({ allowed }, 'WebFetch', { url: 'https://example.com.evil.net/' })).toBe('deny');
    expect(check({ allowed }, 'WebFetch', { url: 'https://serde.docs.rs/' })).toBe('allow');
    expect(
      check({ disallowed: ['WebFetch(domain:example.com)'] }, 'WebFetch', {
        url: 'http://EXAMPLE.com',
      }),
    ).toBe('deny');
  });

  it('mcp__server__* is every tool of the server', () => {
    expect(check({ allowed: ['mcp__github__*'] }, 'mcp__github__get_issue', {})).toBe('allow');
    expect(check({ allowed: ['mcp__github__*'] }, 'mcp__gitlab__get', {})).toBe('deny');
  });

  it('Bash(x *) is a prefix rule; other wildcards match the whole simple command', () => {
    const bash = (rules: { allowed?: string[]; disallowed?: string[] }, command: string) =>
      check(rules, 'Bash', { command });
    expect(bash({ allowed: ['Bash(git diff *)'] }, 'git diff --stat')).toBe('allow');
    expect(bash({ allowed: ['Bash(git diff *)'] }, 'git diffx')).toBe('deny');
    expect(bash({ allowed: ['Bash(git * main)'] }, 'git merge main')).toBe('allow');
    expect(bash({ allowed: ['Bash(git * main)'] }, 'git merge dev')).toBe('deny');
    expect(bash({ allowed: ['Bash(git * main)'] }, 'git merge main && rm -rf x')).toBe('deny');
    expect(bash({ disallowed: ['Bash(curl * )', 'Bash(* --force)'] }, 'git push --force')).toBe(
      'deny',
    );
    expect(bash({ disallowed: ['Bash(rm * -rf)'] }, '/bin/rm x -rf')).toBe('deny');
  });
});

describe('ask rules in a headless run', () => {
  it('an ask rule denies what it matches, and says why', () => {
    const canUse = createPermissionChecker({
      allowed: ['Bash(git:*)', 'Edit'],
      disallowed: [],
      ask: ['Bash(git push:*)', 'Edit(./package.json)'],
      workspaceRoot: root,
    });
    const push = canUse('Bash', { command: 'git status && git push origin x' });
    expect(push).toEqual({ behavior: 'deny', message: expect.stringContaining('needs approval') });
    expect(push.behavior === 'deny' && push.message).toContain('"Bash(git push:*)"');
    expect(canUse('Bash', { command: 'git status' }).behavior).toBe('allow');
    expect(canUse('Edit', { file_path: 'package.json' }).behavior).toBe('deny');
    expect(canUse('Edit', { file_path: 'src/package.json' }).behavior).toBe('allow');
  });

  it('deny wins over ask and allow', () => {
    const canUse = createPermissionChecker({
      allowed: ['Bash'],
      disallowed: ['Bash(rm:*)'],
      ask: ['Bash(rm:*)'],
      workspaceRoot: root,
    });
    const result = canUse('Bash', { command: 'rm x' });
    expect(result.behavior === 'deny' && result.message).toContain('was denied by rule');
  });
});
