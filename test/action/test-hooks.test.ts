import { describe, expect, it } from 'vitest';
import { isLoopbackApi, writeSpacingHook } from '../../src/github-side/action/test-hooks.js';

describe('the tests-only write spacing (AGENT_LOOP_WRITE_SPACING_MS)', () => {
  const env = { AGENT_LOOP_WRITE_SPACING_MS: '0' };

  it('applies against a fake on this machine', () => {
    expect(writeSpacingHook(env, 'http://127.0.0.1:40123')).toBe(0);
    expect(writeSpacingHook({ AGENT_LOOP_WRITE_SPACING_MS: '25' }, 'http://localhost:1')).toBe(25);
    expect(writeSpacingHook(env, 'http://[::1]:8080/api/v3')).toBe(0);
  });

  it('is ignored against GitHub or an Enterprise host, so no workflow writes faster', () => {
    expect(writeSpacingHook(env, 'https://api.github.com')).toBeUndefined();
    expect(writeSpacingHook(env, 'https://ghes.example/api/v3')).toBeUndefined();
    // A host that only starts like a loopback address is not one.
    expect(writeSpacingHook(env, 'https://127.0.0.1.example.com')).toBeUndefined();
    expect(isLoopbackApi('not a url')).toBe(false);
  });

  it('is ignored when unset, empty, negative or not a number', () => {
    for (const value of [undefined, '', '-1', 'fast', 'Infinity']) {
      const given = value === undefined ? {} : { AGENT_LOOP_WRITE_SPACING_MS: value };
      expect(writeSpacingHook(given, 'http://127.0.0.1:1')).toBeUndefined();
    }
  });
});
