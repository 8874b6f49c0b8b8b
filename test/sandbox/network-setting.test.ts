/**
 * allowed_domains as written (src/engine/sandbox/network-setting.ts): hosts, the
 * `package-registries` and `none` presets, unset; and the preset resolved against the
 * runner's own npm pointed at a registry by its own variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeNetwork,
  parseAllowedDomainsSetting,
  resolveAllowedDomains,
} from '../../src/engine/sandbox/network-setting.js';

describe('parseAllowedDomainsSetting', () => {
  it('leaves an empty setting to the run kind', () => {
    expect(parseAllowedDomainsSetting(' ')).toEqual({
      domains: { kind: 'none' },
      packageRegistries: undefined,
    });
  });

  it('takes the presets alone and package-registries with hosts', () => {
    expect(parseAllowedDomainsSetting('none')).toEqual({
      domains: { kind: 'none' },
      packageRegistries: false,
    });
    expect(parseAllowedDomainsSetting('Package-Registries')).toEqual({
      domains: { kind: 'none' },
      packageRegistries: true,
    });
    expect(
      parseAllowedDomainsSetting('package-registries, docs.example.com *.example.org'),
    ).toEqual({
      domains: { kind: 'list', patterns: ['docs.example.com', '*.example.org'] },
      packageRegistries: true,
    });
    expect(parseAllowedDomainsSetting('example.com')).toEqual({
      domains: { kind: 'list', patterns: ['example.com'] },
      packageRegistries: false,
    });
  });

  it('refuses none mixed with hosts or the other preset, and a bad host beside a preset', () => {
    expect(() => parseAllowedDomainsSetting('none,example.com')).toThrow(
      /"none" means no network and cannot be combined/,
    );
    expect(() => parseAllowedDomainsSetting('package-registries none')).toThrow(/"none"/);
    expect(() => parseAllowedDomainsSetting('package-registries,exa mple!')).toThrow(
      /"mple!" is not a host name/,
    );
  });
});

describe('resolveAllowedDomains', () => {
  const home = mkdtempSync(join(tmpdir(), 'network-setting-home-'));
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    npm_config_registry: 'https://registry.example.test/',
  };

  it("adds the registries' hosts when the setting or the run kind's default asks", async () => {
    try {
      const named = await resolveAllowedDomains(
        parseAllowedDomainsSetting('package-registries,docs.example.com'),
        'none',
        env,
      );
      expect(named.kind === 'list' && named.patterns).toEqual(
        expect.arrayContaining(['docs.example.com', 'registry.example.test']),
      );
      const byDefault = await resolveAllowedDomains(
        parseAllowedDomainsSetting(''),
        'package-registries',
        env,
      );
      expect(describeNetwork(byDefault)).toContain('registry.example.test');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('asks nothing for none, hosts alone, or an unset setting whose default is none', async () => {
    for (const [text, fallback] of [
      ['none', 'package-registries'],
      ['example.com', 'package-registries'],
      ['', 'none'],
    ] as const) {
      const allowed = await resolveAllowedDomains(parseAllowedDomainsSetting(text), fallback, env);
      expect(describeNetwork(allowed)).not.toContain('registry.example.test');
    }
    expect(
      describeNetwork(await resolveAllowedDomains(parseAllowedDomainsSetting('none'), 'none', env)),
    ).toBe('no network');
  });
});
