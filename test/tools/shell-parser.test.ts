import { describe, expect, it } from 'vitest';
import { createPermissionChecker } from '../../src/engine/tools/permissions.js';
import {
  prepareShellParser,
  rulesNeedShellParser,
  shellSyntax,
} from '../../src/engine/tools/shell-parser.js';

// The tests run in order: the parser is loaded only in the last ones.
describe('the shell parser, loaded on demand', () => {
  it('is not loaded by importing the permission checker', () => {
    expect(() => shellSyntax()).toThrow(/not loaded.*loadShellParser/);
  });

  it('is not needed to check Bash without Bash rules', () => {
    const check = createPermissionChecker({ allowed: [], disallowed: ['Write'] });
    expect(check('Bash', { command: 'echo $(id) > x' })).toEqual({ behavior: 'allow' });
    const onlyRead = createPermissionChecker({ allowed: ['Read', 'Bash'], disallowed: [] });
    expect(onlyRead('Bash', { command: 'ls | wc -l' })).toEqual({ behavior: 'allow' });
    expect(() => shellSyntax()).toThrow(/not loaded/);
  });

  it('is needed only by rules naming a Bash command', () => {
    expect(rulesNeedShellParser(['Read,Grep', 'Bash', ''])).toBe(false);
    expect(rulesNeedShellParser(['Read,Bash(npm test:*)'])).toBe(true);
    expect(rulesNeedShellParser(['', 'Bash (git diff)'])).toBe(true);
  });

  it('stays unloaded for rules without a Bash command', async () => {
    await prepareShellParser(['Read,Edit', 'Bash']);
    expect(() => shellSyntax()).toThrow(/not loaded/);
  });

  it('is loaded for Bash rules, and then checks commands', async () => {
    await prepareShellParser(['Bash(npm test:*)']);
    expect(typeof shellSyntax().NewParser).toBe('function');
    const check = createPermissionChecker({ allowed: ['Bash(npm test:*)'], disallowed: [] });
    expect(check('Bash', { command: 'npm test -- --run' })).toEqual({ behavior: 'allow' });
    expect(check('Bash', { command: 'npm test; rm -rf /' })).toMatchObject({ behavior: 'deny' });
  });
});
