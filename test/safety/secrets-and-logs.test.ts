import { describe, expect, it } from 'vitest';
import { escapeWorkflowCommands, wrapUntrustedForLog } from '../../src/engine/safety/log-safety.js';
import {
  childEnvironment,
  createRedactor,
  secretValuesFromEnvironment,
} from '../../src/engine/safety/secrets.js';

describe('createRedactor', () => {
  const secret = 'ghs_abcdefghijklmnop1234';
  const redact = createRedactor([secret, '', 'ab', 'p@ss/word+1']);

  it('masks plain, base64 (any alignment) and URL-encoded values', () => {
    expect(redact(`token ${secret} end`)).toBe('token *** end');
    expect(redact(Buffer.from(secret).toString('base64'))).not.toContain(
      Buffer.from(secret).toString('base64').slice(0, 20),
    );
    for (const prefix of ['x:', 'x-access-token:', 'ab']) {
      const encoded = Buffer.from(`${prefix}${secret}`).toString('base64');
      expect(redact(encoded)).toContain('***');
    }
    expect(redact(`https://u:${encodeURIComponent('p@ss/word+1')}@host`)).toBe(
      'https://u:***@host',
    );
  });

  it('masks a value cut across lines, hex-dumped, or with lower-case escapes', () => {
    const token = 'ghs_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123';
    const mask = createRedactor([token, 'p@ss/word+1']);
    expect(mask(`a ${token.slice(0, 15)}\n${token.slice(15)} b`)).toBe('a *** b');
    expect(mask(`${token.slice(0, 9)}\r\n${token.slice(9)}`)).toBe('***');
    // `base64` wraps at 76 columns; here the cut falls inside the token's bytes.
    const header = Buffer.from(`x-access-token:${token}`).toString('base64');
    const wrapped = header.match(/.{1,30}/g)?.join('\n') ?? '';
    expect(mask(wrapped)).toContain('***');
    expect(mask(wrapped)).not.toMatch(/Z2hzX0FCQ0RFRkdI|SUpLTE1OT1BRUlNU/);
    expect(mask(`dump ${Buffer.from(token).toString('hex')}`)).toBe('dump ***');
    expect(mask(`u:${encodeURIComponent('p@ss/word+1').toLowerCase()}@h`)).toBe('u:***@h');
    // Untouched text around and between secrets keeps its line breaks.
    expect(mask(`one\ntwo ${token}\nthree`)).toBe('one\ntwo ***\nthree');
    const key = 'line-one-of-a-key\nline-two-of-a-key';
    expect(createRedactor([key])('line-one-of-\na-keyline-two-of-a-key')).toBe('***');
  });

  it('ignores empty and short values', () => {
    expect(redact('ab cd')).toBe('ab cd');
    expect(createRedactor([])('text')).toBe('text');
  });

  it('finds secret values in an environment by name', () => {
    expect(
      secretValuesFromEnvironment({
        GITHUB_TOKEN: 'ghs_123456',
        INPUT_ANTHROPIC_API_KEY: 'sk-ant-xyz',
        HOME: '/home/x',
      }),
    ).toEqual(['ghs_123456', 'sk-ant-xyz']);
  });
});

describe('childEnvironment', () => {
  it('keeps harmless variables and drops secrets, inputs, runtime and command files', () => {
    const env = childEnvironment({
      PATH: '/bin',
      LC_ALL: 'C',
      GITHUB_SHA: 'abc',
      RUNNER_TEMP: '/tmp',
      JAVA_HOME_17_X64: '/jdk',
      INPUT_PROMPT: 'x',
      GITHUB_TOKEN: 'x',
      ACTIONS_RUNTIME_TOKEN: 'x',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'x',
      GITHUB_ENV: 'x',
      GITHUB_PATH: 'x',
      GITHUB_OUTPUT: 'x',
      GITHUB_STEP_SUMMARY: 'x',
      MY_API_KEY: 'x',
      SOMETHING_ELSE: 'x',
    });
    expect(env).toEqual({
      PATH: '/bin',
      LC_ALL: 'C',
      GITHUB_SHA: 'abc',
      RUNNER_TEMP: '/tmp',
      JAVA_HOME_17_X64: '/jdk',
    });
  });
});

describe('workflow command safety', () => {
  const hostile = [
    '::add-mask::hello',
    '  ::set-output name=x::y',
    'ok\r::stop-commands::abc',
    '::error file=x::boom',
    'text ##[set-output name=x;]y',
    '\t::warning::w',
    // .NET's TrimStart() removes NEL (U+0085); JavaScript's \s does not match it.
    '\u0085::add-mask::nel',
    ' \u0085 ::set-env name=X::y',
  ].join('\n');

  /** Lines the runner would treat as commands (it splits on CR and LF and trims). */
  const commandLines = (text: string) =>
    text
      .split(/\r\n|\r|\n/)
      .filter((line) => line.replace(/^[\s\u0085]+/, '').startsWith('::') || line.includes('##['));

  it('escapeWorkflowCommands leaves no line the runner would run', () => {
    const escaped = escapeWorkflowCommands(hostile);
    expect(commandLines(escaped)).toEqual([]);
    expect(escaped.replaceAll('\u200B', '')).toBe(hostile);
    expect(escapeWorkflowCommands('a :: b\nplain')).toBe('a :: b\nplain');
  });

  it('wrapUntrustedForLog stops commands with an unguessable token and resumes after', () => {
    const wrapped = wrapUntrustedForLog(hostile);
    const lines = wrapped.split('\n');
    const token = /^::stop-commands::(agent-loop-[0-9a-f]{32})$/.exec(lines[0] ?? '')?.[1];
    expect(token).toBeDefined();
    expect(lines[lines.length - 1]).toBe(`::${token}::`);
    expect(commandLines(wrapped)).toEqual([lines[0], lines[lines.length - 1]]);
    expect(wrapUntrustedForLog('x')).not.toContain(token!);
  });
});
