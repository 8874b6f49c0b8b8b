/**
 * End-to-end tests run the committed bundles (dist/); run against a dist/ built
 * from other sources they would test old code and pass or fail for nothing. This
 * fails them clearly instead (`npm test` rebuilds a stale dist/ first).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let checked: string | undefined;

/** Throws a clear error when dist/ was not built from the current sources. */
export function assertDistFresh(): void {
  checked ??= (() => {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'dist-stamp.mjs'), 'check'], {
      encoding: 'utf8',
    });
    return result.status === 0 ? '' : result.stderr.trim() || 'dist/ is stale: run `npm run build`';
  })();
  if (checked) throw new Error(checked);
}
