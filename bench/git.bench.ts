/**
 * Publishing benchmark: the action's checked commit (`commitWork`: a temporary
 * index from the start commit, `git add --all`, every changed file read and
 * scanned for 3 secrets in all their encodings) against plain `git add -A` +
 * `git commit` in the repository's own (warm) index, on a 5,000-file tree where
 * the agent changed 200 files and added 50.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitWork } from '../src/github-side/git/commit.js';
import { locateRepository } from '../src/github-side/git/git-client.js';
import { medianMs, printTable, ratio } from './table.js';

const FILES = 5_000;
const CHANGED = 200;
const ADDED = 50;

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args],
    { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } },
  ).trim();
}

function fileText(index: number, version: string): string {
  return `// file ${index} ${version}\n${'export const value = "some ordinary source text";\n'.repeat(40)}`;
}

export async function run(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'agent-loop-bench-git-'));
  try {
    git(root, 'init', '-q', '-b', 'main');
    for (let index = 0; index < FILES; index++) {
      const dir = join(root, `src${index % 50}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `file${index}.ts`), fileText(index, 'v1'));
    }
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'start');
    const startSha = git(root, 'rev-parse', 'HEAD');
    for (let index = 0; index < CHANGED; index++)
      writeFileSync(join(root, `src${index % 50}`, `file${index}.ts`), fileText(index, 'v2'));
    for (let index = 0; index < ADDED; index++)
      writeFileSync(join(root, `new${index}.ts`), fileText(index, 'new'));
    const repository = await locateRepository(root);
    const secrets = [
      'sk-ant-api03-benchmarkKEY0123456789abcdefghijklmnopqrstuvwxyz',
      'ghs_BENCHtoken0123456789abcdefghijklmnop',
      'npm_BENCHsecret0123456789abcdef',
    ];

    const plain = await medianMs(async () => {
      git(root, 'add', '-A');
      git(root, 'commit', '-q', '-m', 'plain');
      git(root, 'reset', '-q', startSha);
    });
    const checked = await medianMs(async () => {
      const outcome = await commitWork({ repository, startSha, message: 'checked', secrets });
      if (outcome.status !== 'committed' || outcome.files.length !== CHANGED + ADDED)
        throw new Error('the benchmark commit is not what it should be');
    });
    console.log(`Tree: ${FILES} files; the agent changed ${CHANGED} and added ${ADDED}\n`);
    printTable(
      ['commit', 'median ms', 'ratio'],
      [
        ['git add -A + git commit (warm index, no checks; reference)', plain.toFixed(0), '1.00×'],
        [
          'commitWork (fresh index, checks, 3 secrets scanned)',
          checked.toFixed(0),
          ratio(checked, plain),
        ],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
