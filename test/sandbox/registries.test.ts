/**
 * The `package-registries` preset's resolution (src/engine/sandbox/registries.ts) against
 * fake package managers on PATH: shell scripts that print what a real one would, one of
 * them hostile (credentials, paths, `file:` URLs, a metadata address, junk), one failing,
 * one hung.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  goHosts,
  resolvePackageRegistries,
  urlHosts,
} from '../../src/engine/sandbox/registries.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder of executable scripts, one per manager: `name` → its shell body. */
function fakeManagers(scripts: Record<string, string>): string {
  const bin = mkdtempSync(join(tmpdir(), 'fake-managers-'));
  folders.push(bin);
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  }
  return bin;
}

describe('resolvePackageRegistries', () => {
  it("takes only the addresses the runner's managers print, from a neutral folder, with no secret", async () => {
    const bin = fakeManagers({
      // Hostile: credentials, a path and a port, a file: URL, a metadata address, junk.
      npm: [
        'echo "https://user:s3cret-token@npm.example.test:8443/some/path/"',
        'echo "file:///etc/passwd http://169.254.169.254/ not-a-url ;rm -rf / https://"',
        // The folder it runs in must be empty: no repository config within reach.
        'for f in * .[!.]*; do [ -e "$f" ] && n=some; done',
        'echo "https://files-${n:-none}.cwd.example.test/"',
      ].join('\n'),
      yarn: 'echo "boom" >&2; exit 1',
      pnpm: 'exec /bin/sleep 30',
      python3: [
        'echo "https://pypi.example.test/simple/"',
        'echo "https://files.example.test/"',
        'echo "https://${ANTHROPIC_API_KEY:-no-key}.env.example.test/"',
      ].join('\n'),
      go: 'printf "https://goproxy.example.test,direct\\nsumdb.example.test+abc123\\n"',
      gem: 'printf "*** CURRENT SOURCES ***\\n\\nhttps://gems.example.test/\\n"',
    });
    const started = Date.now();
    const resolved = await resolvePackageRegistries({
      env: { PATH: bin, HOME: bin, ANTHROPIC_API_KEY: 'sk-ant-secret' },
      timeoutMs: 1_000,
    });
    expect(resolved.hosts).toEqual([
      'files-none.cwd.example.test',
      'files.example.test',
      'gems.example.test',
      'goproxy.example.test',
      'no-key.env.example.test',
      'npm.example.test:8443',
      'pypi.example.test',
      'sumdb.example.test',
    ]);
    expect(resolved.answered.map((answer) => answer.manager).sort()).toEqual([
      'gem',
      'go',
      'npm',
      'pip',
    ]);
    // The hung manager was given up on, not waited for (its own limit, not the test's clock).
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it('no manager installed: no host', async () => {
    const resolved = await resolvePackageRegistries({ env: { PATH: fakeManagers({}) } });
    expect(resolved).toEqual({ hosts: [], answered: [] });
  });
});

describe('reading what managers print', () => {
  it('urlHosts keeps http(s) hosts, with a port only when it is not the default', () => {
    expect(
      urlHosts('https://a.example.test/x http://b.example.test:81 ftp://c.example.test/'),
    ).toEqual(['a.example.test', 'b.example.test:81']);
    expect(
      urlHosts('https://d.example.test:443/ http://e.example.test:80/ http://f.example.test:443/'),
    ).toEqual(['d.example.test', 'e.example.test', 'f.example.test:443']);
    expect(urlHosts('undefined\nhttps://localhost/\nhttps://registry/')).toEqual([]);
  });

  it('urlHosts takes the IP literal a configuration names, never a link-local or unspecified one', () => {
    expect(
      urlHosts('http://127.0.0.2:4873/ https://10.1.2.3/npm/ http://[2001:db8::7]:8080/'),
    ).toEqual(['127.0.0.2:4873', '10.1.2.3', '[2001:db8::7]:8080']);
    expect(
      urlHosts(
        'http://169.254.169.254/ http://[fe80::1]:4873/ http://0.0.0.0:4873/ http://[::]/ http://[::ffff:169.254.169.254]/',
      ),
    ).toEqual([]);
  });

  it('goHosts reads GOPROXY (without direct and off) and GOSUMDB with or without its URL', () => {
    expect(goHosts('https://p.example.test|direct\nsum.example.test\n')).toEqual([
      'p.example.test',
      'sum.example.test',
    ]);
    expect(goHosts('off\nsum.example.test+key https://mirror.example.test/sumdb\n')).toEqual([
      'mirror.example.test',
    ]);
    expect(goHosts('direct\noff\n')).toEqual([]);
  });
});
