/**
 * A plain run's command line is read without commander (src/cli/run-flags.ts), so the
 * first model request does not wait for it to load; everything else is commander's.
 * Whatever the quick reader takes must mean what commander makes of it, and whatever
 * it leaves must still get commander's answer (help, a mistake's message).
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError, type Invocation } from '../../src/cli/options.js';
import { readPlainRun, RUN_FLAGS } from '../../src/cli/run-flags.js';

const ID = '0B7F9A53-3C1E-4D5E-9F00-123456789ABC';

/** Command lines the quick reader takes: commander must read each the same. */
const PLAIN: string[][] = [
  ['run', 'do it'],
  ['run', '-'],
  ['run', '--cwd', '/tmp', 'do it'],
  ['run', 'do it', '--cwd=/tmp', '--model', 'claude-opus-4-1'],
  ['run', '--max-turns', '5', '--max-budget-usd=0.5', '--timeout-minutes', ' 2 ', 'x'],
  ['run', '--allowed-tools', 'Read,Bash(npm test:*)', '--disallowed-tools', 'Write', 'x'],
  ['run', '--output-format', 'stream-json', '--sandbox', 'off', 'x'],
  ['run', '--output-format=json', '--sandbox=required', '--effort', 'xhigh', 'x'],
  ['run', '--allowed-domains', 'example.com,*.example.org', 'x'],
  ['run', '--allowed-domains=*', 'x'],
  ['run', '--verbose', '--continue', '--no-project-config', 'x'],
  ['run', 'x', '--resume', ID],
  ['run', 'x', '--fallback-model', 'm2', '--append-system-prompt', 'be brief'],
  ['run', 'x', '--transcript', 't.jsonl', '--mcp-config', '{"mcpServers":{}}'],
  ['run', 'x', '--json-schema', '{"type":"object"}', '--plan', 'plan.json'],
  ['run', 'x', '--model-prices', '{"m":{"input":2,"output":10}}'],
];

/** Command lines the quick reader leaves to commander. */
const LEFT: string[][] = [
  [],
  ['--help'],
  ['-h'],
  ['-v'],
  ['--version'],
  ['run'],
  ['run', '--help'],
  ['run', 'x', '-h'],
  ['run', 'a', 'b'],
  ['help', 'run'],
  ['plan', 'x'],
  ['rn', 'x'],
  ['--verbose', 'run', 'x'],
  ['run', 'x', '--cwdd', 'y'],
  ['run', 'x', '--cwd'],
  ['run', 'x', '--cwd='],
  ['run', 'x', '--cwd', '--verbose'],
  ['run', 'x', '--cwd', 'a', '--cwd', 'b'],
  ['run', 'x', '--', '--cwd'],
  ['run', 'x', '-x'],
  ['run', 'x', '--max-turns', '0'],
  ['run', 'x', '--max-turns', 'abc'],
  ['run', 'x', '--effort', 'huge'],
  ['run', 'x', '--sandbox', 'maybe'],
  ['run', 'x', '--output-format', 'xml'],
  ['run', 'x', '--allowed-domains', 'http://x'],
  ['run', 'x', '--resume', 'nope'],
  ['run', 'x', '--verbose=yes'],
  ['run', 'x', '--no-project-config=1'],
];

function commander(argv: string[]): Invocation | { error: string } {
  try {
    return parseCommandLine(argv, '0.0.0');
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('a plain run read without commander', () => {
  it('reads each plain command line as commander does', () => {
    for (const argv of PLAIN) {
      const quick = readPlainRun(argv);
      expect(quick, argv.join(' ')).toBeDefined();
      expect(commander(argv), argv.join(' ')).toEqual({ kind: 'run', options: quick });
    }
  });

  it('leaves help, the version, other commands and every mistake to commander', () => {
    for (const argv of LEFT) expect(readPlainRun(argv), argv.join(' ')).toBeUndefined();
  });

  it("throws commander's own message where the options as a whole are wrong", () => {
    for (const argv of [
      ['run', 'x', '--resume', ID, '--continue'],
      ['run', 'x', '--model', ' '],
      ['run', 'x', '--model-prices', '{bad'],
    ]) {
      const { error } = commander(argv) as { error: string };
      expect(error, argv.join(' ')).toBeTruthy();
      expect(() => readPlainRun(argv)).toThrow(UsageError);
      expect(() => readPlainRun(argv)).toThrow(error);
    }
  });

  it('knows every flag commander lists for run, and nothing else', () => {
    const help = (parseCommandLine(['run', '--help'], '0.0.0') as { text: string }).text;
    const listed = [...help.matchAll(/^ {2}(--[\w-]+)/gm)].map((match) => match[1]);
    const known = RUN_FLAGS.map((flag) => flag.flags.split(' ')[0]);
    expect(listed.filter((flag) => flag !== '--help')).toEqual(known);
    // Each one read alone, with a value it takes, as commander reads it.
    const values: Record<string, string> = {
      '--max-turns': '7',
      '--max-budget-usd': '7',
      '--timeout-minutes': '7',
      '--allowed-domains': 'example.com',
      '--resume': ID,
      '--model-prices': '{}',
    };
    for (const flag of RUN_FLAGS) {
      const name = flag.flags.split(' ')[0]!;
      const value = flag.flags.includes('<') ? [values[name] ?? flag.choices?.[0] ?? 'v'] : [];
      const argv = ['run', 'x', name, ...value];
      const quick = readPlainRun(argv);
      expect(quick, argv.join(' ')).toBeDefined();
      expect(commander(argv), argv.join(' ')).toEqual({ kind: 'run', options: quick });
    }
  });
});
