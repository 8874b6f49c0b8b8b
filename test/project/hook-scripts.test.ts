/** Which words of a hook's command name a project file, and the command pointed at a pinned copy. */
import { describe, expect, it } from 'vitest';
import {
  bashDeniedRefusal,
  pinCommand,
  projectPathWords,
} from '../../src/engine/project/hook-scripts.js';

const paths = (command: string) => projectPathWords(command).map((word) => word.path);

describe('projectPathWords', () => {
  it('finds relative paths and paths under $CLAUDE_PROJECT_DIR, quoted or not', () => {
    expect(paths('bash .claude/hooks/session.sh')).toEqual(['bash', '.claude/hooks/session.sh']);
    expect(paths('bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh')).toContain(
      '.claude/hooks/format.sh',
    );
    expect(paths('"${CLAUDE_PROJECT_DIR}/scripts/a b.sh" --fix')).toEqual(['scripts/a b.sh']);
    expect(paths('cd "$CLAUDE_PROJECT_DIR" && ./lint.sh')).toEqual(['cd', 'lint.sh']);
  });

  it('leaves options, other expansions, globs, assignments and paths outside alone', () => {
    expect(paths('x --write -q')).toEqual(['x']);
    expect(paths('bash "$HOME/x.sh" /etc/x.sh ../up.sh src/*.ts A=1 `pwd`/y ~/z')).toEqual([
      'bash',
    ]);
  });
});

describe('pinCommand', () => {
  it('points each named word at the copy, quoted, and keeps the rest', () => {
    const command = `bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/it\\'s.sh && echo done`;
    const words = projectPathWords(command).filter((word) => word.path.startsWith('.claude'));
    expect(pinCommand(command, words, '/copy')).toBe(
      `bash '/copy/.claude/hooks/it'\\''s.sh' && echo done`,
    );
  });
});

describe('bashDeniedRefusal', () => {
  it('refuses hooks only for a bare Bash deny rule', () => {
    expect(bashDeniedRefusal(['Bash'], '--x')).toMatch(/denies Bash.*--x/);
    expect(bashDeniedRefusal(['Bash(rm:*)', 'Write'], '--x')).toBeUndefined();
  });
});
