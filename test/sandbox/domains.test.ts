import { describe, expect, it } from 'vitest';
import {
  AllowedDomainsError,
  describeAllowedDomains,
  isHostAllowed,
  parseAllowedDomains,
} from '../../src/engine/sandbox/domains.js';
import { parseActionInputs, InputError } from '../../src/github-side/run/inputs.js';
import { parseCommandLine, UsageError } from '../../src/cli/options.js';

describe('allowed_domains', () => {
  it('is nothing by default, everything with "*", else a list', () => {
    expect(parseAllowedDomains('')).toEqual({ kind: 'none' });
    expect(parseAllowedDomains(' * ')).toEqual({ kind: 'all' });
    expect(parseAllowedDomains('Example.com, *.example.org\n10.0.0.1')).toEqual({
      kind: 'list',
      patterns: ['example.com', '*.example.org', '10.0.0.1'],
    });
  });

  it('matches exact names, subdomains of *.name (not the name) and IP literals', () => {
    const allowed = parseAllowedDomains('example.com,*.example.org,10.0.0.1');
    expect(isHostAllowed(allowed, 'EXAMPLE.com.')).toBe(true);
    expect(isHostAllowed(allowed, 'www.example.com')).toBe(false);
    expect(isHostAllowed(allowed, 'pkgs.example.org')).toBe(true);
    expect(isHostAllowed(allowed, 'example.org')).toBe(false);
    expect(isHostAllowed(allowed, 'evilexample.org')).toBe(false);
    expect(isHostAllowed(allowed, '10.0.0.1')).toBe(true);
    expect(isHostAllowed(allowed, '10.0.0.10')).toBe(false);
    expect(isHostAllowed(parseAllowedDomains(''), 'example.com')).toBe(false);
    expect(isHostAllowed(parseAllowedDomains('*'), 'anything.test')).toBe(true);
    expect(describeAllowedDomains(allowed)).toBe('example.com, *.example.org, 10.0.0.1');
  });

  it('allows ports 80 and 443 unless an entry names its port', () => {
    const allowed = parseAllowedDomains('example.com, api.example.net:8443, [::1]:8080, ::2');
    expect(allowed).toEqual({
      kind: 'list',
      patterns: ['example.com', 'api.example.net:8443', '[::1]:8080', '::2'],
    });
    expect(isHostAllowed(allowed, 'example.com', 443)).toBe(true);
    expect(isHostAllowed(allowed, 'example.com', 80)).toBe(true);
    expect(isHostAllowed(allowed, 'example.com', 22)).toBe(false);
    expect(isHostAllowed(allowed, 'api.example.net', 8443)).toBe(true);
    expect(isHostAllowed(allowed, 'api.example.net', 443)).toBe(false);
    expect(isHostAllowed(allowed, 'api.example.net')).toBe(true);
    expect(isHostAllowed(allowed, '::1', 8080)).toBe(true);
    expect(isHostAllowed(allowed, '[::1]', 80)).toBe(false);
    expect(isHostAllowed(allowed, '::2', 443)).toBe(true);
    expect(() => parseAllowedDomains('example.com:0')).toThrow(
      '"example.com:0" is not a host name',
    );
    expect(() => parseAllowedDomains('example.com:99999')).toThrow(AllowedDomainsError);
  });

  it('rejects what is not a host pattern, naming the entry', () => {
    for (const [input, message] of [
      ['http://example.com', '"http://example.com" is not a host name'],
      ['exa..mple.com', '"exa..mple.com" is not a host name'],
      ['*example.com', '"*example.com" is not a host name'],
      ['a.*.com', '"a.*.com" is not a host name'],
      ['300.1.1.1', '"300.1.1.1" is not a host name'],
      ['*, example.com', '"*" allows every host and cannot be combined'],
    ]) {
      expect(() => parseAllowedDomains(input!), input).toThrow(AllowedDomainsError);
      expect(() => parseAllowedDomains(input!), input).toThrow(message!);
    }
  });

  it('reaches the action inputs and the command line, or a clear error naming them', () => {
    const inputs = (values: Record<string, string>) =>
      parseActionInputs((name) => values[name] ?? '');
    expect(inputs({}).sandbox).toBe('auto');
    expect(inputs({}).allowedDomains).toEqual({ kind: 'none' });
    expect(inputs({ sandbox: 'Required', allowed_domains: '*' })).toMatchObject({
      sandbox: 'required',
      allowedDomains: { kind: 'all' },
    });
    expect(() => inputs({ sandbox: 'on' })).toThrow(InputError);
    expect(() => inputs({ allowed_domains: 'a b/c' })).toThrow('Input allowed_domains: "b/c"');

    const cli = (...flags: string[]) => parseCommandLine(['run', ...flags, 'go'], '0.0.0');
    expect(cli()).toMatchObject({ options: { sandbox: 'auto', allowedDomains: { kind: 'none' } } });
    expect(cli('--sandbox', 'off', '--allowed-domains', '*.example.org')).toMatchObject({
      options: { sandbox: 'off', allowedDomains: { kind: 'list', patterns: ['*.example.org'] } },
    });
    expect(() => cli('--sandbox', 'sometimes')).toThrow(UsageError);
    expect(() => cli('--sandbox', 'sometimes')).toThrow(/--sandbox/);
    expect(() => cli('--allowed-domains', 'ftp://x')).toThrow(/--allowed-domains: "ftp:\/\/x"/);
  });
});
