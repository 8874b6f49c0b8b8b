/** The command line's new flags: --effort and --verbose, and the per-turn progress lines. */
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from '../../src/cli/options.js';
import { createProgressReporter } from '../../src/cli/progress.js';
import { parseActionInputs, InputError } from '../../src/github-side/run/inputs.js';
import type { LoopEvent } from '../../src/engine/events/stream.js';

function run(argv: string[]) {
  const invocation = parseCommandLine(['run', ...argv, 'do it'], '0.0.0');
  if (invocation.kind !== 'run') throw new Error('expected a run');
  return invocation.options;
}

describe('--effort and --verbose', () => {
  it('leaves effort to the model by default and takes each documented level', () => {
    expect(run([]).effort).toBeUndefined();
    expect(run([]).verbose).toBe(false);
    for (const level of ['low', 'medium', 'high', 'xhigh', 'max']) {
      expect(run(['--effort', level]).effort).toBe(level);
    }
    expect(run(['--verbose']).verbose).toBe(true);
  });

  it('refuses an unknown effort as a usage error naming the flag and the value', () => {
    expect(() => run(['--effort', 'huge'])).toThrow(UsageError);
    expect(() => run(['--effort', 'huge'])).toThrow(/--effort.*huge/);
  });

  it('reads the action input effort, refusing a bad value by name', () => {
    const get = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    expect(parseActionInputs(get({})).effort).toBeUndefined();
    expect(parseActionInputs(get({ effort: 'XHigh ' })).effort).toBe('xhigh');
    expect(() => parseActionInputs(get({ effort: 'turbo' }))).toThrow(InputError);
    expect(() => parseActionInputs(get({ effort: 'turbo' }))).toThrow(/Input effort.*turbo/);
  });
});

describe('progress lines', () => {
  const assistant = (content: unknown[]): LoopEvent =>
    ({
      type: 'assistant',
      message: {
        model: 'claude-sonnet-5-5',
        content,
        usage: { input_tokens: 1000, output_tokens: 100 },
      },
      session_id: 's',
      parent_tool_use_id: null,
      uuid: 'u',
    }) as unknown as LoopEvent;
  const retry: LoopEvent = {
    type: 'system',
    subtype: 'api_retry',
    attempt: 2,
    max_retries: 10,
    retry_delay_ms: 1000,
    error_status: 529,
    error: 'Overloaded',
    session_id: 's',
    uuid: 'u',
  };
  const result = {
    type: 'result',
    subtype: 'success',
    session_id: '0b7f9a53-3c1e-4d5e-9f00-123456789abc',
  } as unknown as LoopEvent & { session_id: string };

  it('gives one line per turn with the tool, its target, the cost so far and the latest note', () => {
    const report = createProgressReporter({ turns: true, retries: true });
    const first = report(
      assistant([
        { type: 'thinking', thinking: 'Checking the parser first.', signature: 'x' },
        { type: 'tool_use', id: 't', name: 'Read', input: { file_path: 'src/parse.ts' } },
      ]),
    );
    expect(first).toBe('[turn 1] Reading `src/parse.ts` · $0.0030 · Checking the parser first.');
    expect(report(assistant([{ type: 'text', text: 'Done.' }]))).toBe('[turn 2] answer · $0.0060');
    expect(report(retry)).toContain('[retry 2/10] model API error (529): Overloaded');
  });

  it('says nothing per turn unless asked, but still reports retries', () => {
    const report = createProgressReporter({ turns: false, retries: true });
    expect(report(assistant([{ type: 'text', text: 'Done.' }]))).toBeUndefined();
    expect(report(retry)).toBeDefined();
    expect(report(result)).toBeUndefined();
  });

  it('ends with the session id to resume, since text mode prints only the answer', () => {
    const report = createProgressReporter({ turns: true, retries: true });
    expect(report(result)).toBe(
      `[session ${result.session_id}] continue it with: agent-loop run --resume ${result.session_id} "<prompt>" (or --continue in the same --cwd)`,
    );
  });
});

describe('--resume and --continue', () => {
  const id = '0B7F9A53-3C1E-4D5E-9F00-123456789ABC';

  it('takes a session id (lowercased) or --continue, not both', () => {
    expect(run(['--resume', id]).resume).toBe(id.toLowerCase());
    expect(run([]).continueLatest).toBe(false);
    expect(run(['--continue']).continueLatest).toBe(true);
    expect(() => run(['--resume', id, '--continue'])).toThrow(
      '--resume and --continue cannot be used together',
    );
  });

  it('refuses anything but a UUID as a session id, naming the flag', () => {
    for (const bad of ['../../etc/passwd', `${id}/x`, 'abc', '']) {
      expect(() => run(['--resume', bad])).toThrow(UsageError);
      expect(() => run(['--resume', bad])).toThrow(/^--resume: ".*" is not a session id/);
    }
  });
});
