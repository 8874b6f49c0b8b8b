/**
 * Which checks a repository has, read from the files at its root (docs/self-check.md has the
 * order and the rules for users). In this order:
 *
 * 1. `package.json` scripts `test`, `lint`, `typecheck` (in that order), run with the package
 *    manager its `packageManager` field names, else the one its lockfile belongs to
 *    (`pnpm-lock.yaml`, `yarn.lock`, `bun.lock` / `bun.lockb`), else npm. npm's placeholder
 *    `test` script (`echo "Error: no test specified" && exit 1`) is no check.
 * 2. `make test`, else `make check`, when the Makefile has that target. A Makefile's target is
 *    the project's own word on how to test, so it replaces the guesses of step 3.
 * 3. Without such a target: `pytest` where pytest is configured (`pytest.ini`,
 *    `[tool.pytest.ini_options]` in `pyproject.toml`, `[tool:pytest]` in `setup.cfg`, `[pytest]`
 *    in `tox.ini`, or a `conftest.py`), `go test ./...` with a `go.mod`, `cargo test` with a
 *    `Cargo.toml`.
 *
 * Only regular files are read (a link is ignored, so a link out of the workspace reveals
 * nothing), at most 1 MB each. `check_commands` replaces all of this ({@link listedChecks}).
 */
import { constants, promises as fs } from 'node:fs';
import { join } from 'node:path';

/** One command the self-check runs, and where it came from. */
export interface CheckCommand {
  command: string;
  /** `check_commands`, or the file that made it a check. */
  source: string;
}

/** Files larger than this are not read for detection. */
const MAX_FILE_BYTES = 1_048_576;

/** The scripts of package.json that are checks, in the order they run. */
export const PACKAGE_SCRIPTS = ['test', 'lint', 'typecheck'] as const;

/** npm's placeholder written by `npm init`: it fails by design and tests nothing. */
const NPM_PLACEHOLDER = /^echo "Error: no test specified" && exit 1$/;

/** The commands of `check_commands`: one per line; blank lines and `#` comments skipped. */
export function listedChecks(text: string): CheckCommand[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((command) => ({ command, source: 'check_commands' }));
}

/** The checks found at `root`, in the documented order (empty when there are none). */
export async function detectChecks(root: string): Promise<CheckCommand[]> {
  const read = (name: string) => readRegularFile(join(root, name));
  const checks = await packageScripts(read);
  const make = await makeTarget(read);
  if (make) return [...checks, make];
  const pytest = await pytestConfig(read);
  if (pytest) checks.push({ command: 'pytest', source: pytest });
  if ((await read('go.mod')) !== undefined)
    checks.push({ command: 'go test ./...', source: 'go.mod' });
  if ((await read('Cargo.toml')) !== undefined) {
    checks.push({ command: 'cargo test', source: 'Cargo.toml' });
  }
  return checks;
}

type ReadFile = (name: string) => Promise<string | undefined>;

async function packageScripts(read: ReadFile): Promise<CheckCommand[]> {
  const text = await read('package.json');
  if (text === undefined) return [];
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(manifest) || !isRecord(manifest.scripts)) return [];
  const scripts = manifest.scripts;
  const manager = await packageManager(manifest, read);
  return PACKAGE_SCRIPTS.filter((name) => {
    const script = scripts[name];
    return (
      typeof script === 'string' && script.trim() !== '' && !NPM_PLACEHOLDER.test(script.trim())
    );
  }).map((name) => ({ command: `${manager} run ${name}`, source: 'package.json' }));
}

const MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;

/** The `packageManager` field's manager (Corepack's `pnpm@9.1.0`), else the lockfile's, else npm. */
async function packageManager(manifest: Record<string, unknown>, read: ReadFile): Promise<string> {
  const field = typeof manifest.packageManager === 'string' ? manifest.packageManager : '';
  const named = MANAGERS.find((name) => field === name || field.startsWith(`${name}@`));
  if (named) return named;
  if ((await read('pnpm-lock.yaml')) !== undefined) return 'pnpm';
  if ((await read('yarn.lock')) !== undefined) return 'yarn';
  if ((await read('bun.lock')) !== undefined || (await read('bun.lockb')) !== undefined) {
    return 'bun';
  }
  return 'npm';
}

async function makeTarget(read: ReadFile): Promise<CheckCommand | undefined> {
  for (const name of ['GNUmakefile', 'makefile', 'Makefile']) {
    const text = await read(name);
    if (text === undefined) continue;
    for (const target of ['test', 'check']) {
      if (hasMakeTarget(text, target)) return { command: `make ${target}`, source: name };
    }
    return undefined;
  }
  return undefined;
}

/** True when a rule line defines `target` (`test:`, `test lint:`), not a variable (`test := 1`). */
export function hasMakeTarget(makefile: string, target: string): boolean {
  return makefile.split(/\r?\n/).some((line) => {
    const match = /^([^\t#=:][^#=:]*?)\s*::?(?!=)/.exec(line);
    return match?.[1]?.split(/\s+/).includes(target) ?? false;
  });
}

/** The file that configures pytest, if one does. */
async function pytestConfig(read: ReadFile): Promise<string | undefined> {
  if ((await read('pytest.ini')) !== undefined) return 'pytest.ini';
  const sections: [string, RegExp][] = [
    ['pyproject.toml', /^\[tool\.pytest\.ini_options\]\s*$/m],
    ['setup.cfg', /^\[tool:pytest\]\s*$/m],
    ['tox.ini', /^\[pytest\]\s*$/m],
  ];
  for (const [name, section] of sections) {
    if (section.test((await read(name)) ?? '')) return name;
  }
  return (await read('conftest.py')) !== undefined ? 'conftest.py' : undefined;
}

/** A regular file's text (never through a link, at most 1 MB), else undefined. */
async function readRegularFile(path: string): Promise<string | undefined> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return undefined;
    return await handle.readFile('utf8');
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
