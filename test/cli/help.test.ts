/** What a new user sees first: `--help` lists the run flags; no arguments is a usage error. */
import { describe, expect, it } from 'vitest';
import { main, type CliIo } from '../../src/cli/main.js';

async function invoke(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: () => Promise.resolve(''),
    env: {},
  };
  const code = await main(argv, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const RUN_FLAGS = ['--cwd', '--max-turns', '--allowed-tools', '--output-format', '--sandbox'];

describe('agent-loop help', () => {
  it('--help shows the commands and every run flag on stdout, exit 0', async () => {
    const { code, stdout, stderr } = await invoke(['--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/Usage: agent-loop \[options\] \[command\]/);
    expect(stdout).toMatch(/Usage: agent-loop run \[options\] <prompt>/);
    for (const flag of RUN_FLAGS) expect(stdout).toContain(flag);
  });

  it('--help lists eval and shows defaults as a user types them', async () => {
    const { stdout } = await invoke(['--help']);
    expect(stdout).toMatch(/^\s+eval\s/m);
    expect(stdout).toMatch(/--allowed-domains <list>[\s\S]*?\(default:\s+package-registries\)/);
    expect(stdout).not.toContain('{"kind"');
  });

  it.each([
    [['run', '--max-turn', '3', 'x'], "unknown option '--max-turn' (Did you mean --max-turns?)"],
    [['rnu', 'x'], "unknown command 'rnu' (Did you mean run?)"],
    [['evl'], "unknown command 'evl' (Did you mean eval?)"],
  ])('a mistyped %j says what was meant, exit 2', async (argv, message) => {
    const { code, stderr } = await invoke(argv);
    expect(code).toBe(2);
    expect(stderr).toBe(`agent-loop: ${message}\n`);
  });

  it('run --help shows the run flags', async () => {
    const { code, stdout } = await invoke(['run', '--help']);
    expect(code).toBe(0);
    for (const flag of RUN_FLAGS) expect(stdout).toContain(flag);
  });

  it('no arguments: the help on stderr and exit 2 (a usage error)', async () => {
    const { code, stdout, stderr } = await invoke([]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/Usage: agent-loop/);
    for (const flag of RUN_FLAGS) expect(stderr).toContain(flag);
  });

  describe("each command's own help, through `<command> --help` and `help <command>`", () => {
    const forms = (command: string) => [
      [command, '--help'],
      [command, '-h'],
      ['help', command],
    ];

    it.each(forms('run'))("%j: run's usage and every run flag", async (...argv) => {
      const { code, stdout, stderr } = await invoke(argv);
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).toMatch(/^Usage: agent-loop run \[options\] <prompt>/);
      expect(stdout).not.toContain('Usage: agent-loop [options] [command]');
      for (const flag of RUN_FLAGS) expect(stdout).toContain(flag);
    });

    it.each(forms('plan'))("%j: plan's usage, --out and every run flag", async (...argv) => {
      const { code, stdout, stderr } = await invoke(argv);
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).toMatch(/^Usage: agent-loop plan \[options\] <request>/);
      expect(stdout).toMatch(/--out <file>\s+where the plan is written/);
      expect(stdout).not.toContain('agent-loop run');
      for (const flag of RUN_FLAGS) expect(stdout).toContain(flag);
    });

    it.each(forms('eval'))("%j: eval's usage, its own flags and the run flags", async (...argv) => {
      const { code, stdout, stderr } = await invoke(argv);
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).toMatch(/^Usage: agent-loop eval <tasks\.jsonl>/);
      for (const flag of ['--out', '--jobs', '--resume', '--max-turns', '--allowed-tools'])
        expect(stdout).toContain(flag);
    });

    it('`help` alone is the top-level help', async () => {
      const { code, stdout } = await invoke(['help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Usage: agent-loop \[options\] \[command\]/);
    });
  });
});
