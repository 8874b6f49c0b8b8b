import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createSessionWriter,
  InvalidSessionIdError,
  latestSessionFor,
  readSessionLines,
  sessionFile,
  SessionNotFoundError,
} from '../../src/engine/session/store.js';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

function directory(): string {
  return join(mkdtempSync(join(tmpdir(), 'session-store-')), 'sessions');
}

function init(cwd: string, id: string): string {
  return JSON.stringify({ type: 'system', subtype: 'init', cwd, session_id: id });
}

describe('session store', () => {
  it('names files only after UUIDs', () => {
    const dir = directory();
    expect(() => sessionFile(dir, '../escape')).toThrow(InvalidSessionIdError);
    expect(() => sessionFile(dir, `${ID_A}/../x`)).toThrow(InvalidSessionIdError);
    expect(sessionFile(dir, ID_A.toUpperCase())).toBe(join(dir, `${ID_A}.jsonl`));
  });

  it('writes redacted lines to a new 0600 file in a 0700 folder, after the earlier ones', () => {
    const dir = directory();
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    chmodSync(dir, 0o755);
    const writer = createSessionWriter(dir, ID_A, ['{"earlier":"line"}'], (text) =>
      text.replaceAll('hunter22', '***'),
    );
    writer.write({ type: 'user', text: 'the password is hunter22' });
    writer.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(sessionFile(dir, ID_A)).mode & 0o777).toBe(0o600);
    expect(readSessionLines(dir, ID_A)).toEqual([
      '{"earlier":"line"}',
      '{"type":"user","text":"the password is ***"}',
    ]);
    // An existing session is never overwritten.
    expect(() => createSessionWriter(dir, ID_A, [])).toThrow(/EEXIST/);
  });

  it('does not follow a symbolic link planted as a session file', () => {
    const dir = directory();
    mkdirSync(dir, { recursive: true });
    const target = join(dir, '..', 'secret.txt');
    writeFileSync(target, 'not a session\n');
    symlinkSync(target, sessionFile(dir, ID_A));
    expect(() => readSessionLines(dir, ID_A)).toThrow(SessionNotFoundError);
    expect(() => createSessionWriter(dir, ID_A, [])).toThrow();
  });

  it('finds the most recent session of a workspace', () => {
    const dir = directory();
    for (const [id, cwd, age] of [
      [ID_A, '/work/one', 100],
      [ID_B, '/work/two', 0],
    ] as const) {
      createSessionWriter(dir, id, [init(cwd, id)]).close();
      const when = Date.now() / 1000 - age;
      utimesSync(sessionFile(dir, id), when, when);
    }
    expect(latestSessionFor(dir, '/work/one')).toBe(ID_A);
    expect(latestSessionFor(dir, '/work/two')).toBe(ID_B);
    expect(latestSessionFor(dir, '/work/three')).toBeUndefined();
    expect(latestSessionFor(join(dir, 'missing'), '/work/one')).toBeUndefined();
  });
});
