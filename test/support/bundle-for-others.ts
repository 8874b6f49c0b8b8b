/**
 * Code a test runs as another user (the CLI as `nobody` or as a runner-like user,
 * an MCP server as the tool user) must not be read from the checkout: a clone in
 * a private folder (`mktemp -d` makes 0700, a home is 0750) is closed to other
 * users. The entry point is bundled with esbuild into one file in a folder of its
 * own, mode 0755, outside /tmp and /var/tmp (the tool boundary gives its user
 * private ones), so any user can read it wherever the checkout lies.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** One bundled file; `remove()` deletes its folder. */
export interface BundleForOthers {
  file: string;
  directory: string;
  remove(): void;
}

/** Where bundles go: a folder every user may enter, not replaced inside the boundary. */
export function othersParent(): string {
  return existsSync('/var/lib') ? '/var/lib' : '/opt';
}

/** Bundles `entry` (a TypeScript file) into `<0755 folder>/<fileName>`, mode 0644. */
export function bundleForOthers(entry: string, fileName: string, tag: string): BundleForOthers {
  const directory = mkdtempSync(join(othersParent(), `agent-loop-test-${tag}-`));
  chmodSync(directory, 0o755);
  const file = join(directory, fileName);
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: file,
    logLevel: 'silent',
    // Some bundled dependencies still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  chmodSync(file, 0o644);
  return { file, directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
