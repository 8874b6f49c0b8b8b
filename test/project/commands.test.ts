/** Slash commands: finding the invocation, filling in the arguments, unknown names, allowed-tools. */
import { describe, expect, it } from 'vitest';
import {
  expandCommand,
  resolveSlashCommand,
  withInvokedCommand,
} from '../../src/engine/project/commands.js';
import { runRules } from '../../src/engine/session/run-rules.js';
import type { ProjectConfig, SlashCommand } from '../../src/engine/project/types.js';

const fix: SlashCommand = {
  name: 'fix-issue',
  body: 'Fix issue #$1 with priority $2. Whole request: $ARGUMENTS',
  path: '.claude/commands/fix-issue.md',
  allowedTools: ['Read', 'Bash(npm test:*)'],
};
const plain: SlashCommand = {
  name: 'tidy',
  body: 'Tidy the code.',
  path: '.claude/commands/tidy.md',
};

describe('slash commands', () => {
  it('fills $ARGUMENTS and $1…, quotes grouping words; appends arguments a body does not use', () => {
    expect(expandCommand(fix.body, '123 "very high"')).toBe(
      'Fix issue #123 with priority very high. Whole request: 123 "very high"',
    );
    expect(expandCommand(plain.body, 'src/')).toBe('Tidy the code.\n\nARGUMENTS: src/');
    expect(expandCommand(plain.body, '')).toBe('Tidy the code.');
  });

  it('finds the command at the start, or after the trigger phrase in a comment', () => {
    expect(resolveSlashCommand('/fix-issue 7 low', [fix, plain])).toMatchObject({
      kind: 'command',
      prompt: 'Fix issue #7 with priority low. Whole request: 7 low',
    });
    expect(resolveSlashCommand('Thanks! @agent /tidy src/', [fix, plain], '@agent')).toMatchObject({
      kind: 'command',
      command: { name: 'tidy' },
    });
    expect(resolveSlashCommand('/tmp/x.log is broken', [fix])).toBeUndefined();
    expect(resolveSlashCommand('@agent fix the bug', [fix], '@agent')).toBeUndefined();
  });

  it('an unknown command is an error listing the known ones', () => {
    expect(resolveSlashCommand('/deploy now', [fix, plain])).toEqual({
      kind: 'unknown',
      error: "Unknown command /deploy: the repository's commands are /fix-issue, /tidy.",
    });
    expect(resolveSlashCommand('/deploy', [])).toMatchObject({
      error: expect.stringContaining('has no commands'),
    });
  });

  it("allowed-tools are the run's allow list when it has none, and widen one it has", () => {
    const config = withInvokedCommand(
      { permissions: { allow: [], deny: ['Bash(rm:*)'], ask: [] } } as unknown as ProjectConfig,
      fix,
    );
    expect(runRules({ allowedTools: [], disallowedTools: [], project: config }).allowed).toEqual([
      'Read',
      'Bash(npm test:*)',
    ]);
    expect(runRules({ allowedTools: ['Edit'], disallowedTools: [], project: config })).toEqual({
      allowed: ['Edit', 'Read', 'Bash(npm test:*)'],
      disallowed: ['Bash(rm:*)'],
      ask: [],
    });
  });
});
