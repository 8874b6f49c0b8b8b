/**
 * Tools benchmark: Grep and Glob on a ≥ 20,000-file git tree (copies of
 * node_modules) against `rg` run directly, with rg and with the JavaScript
 * fallback; and 10 Reads run concurrently against the same 10 run one by one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGlobTool } from '../src/tools/glob.js';
import { createGrepTool } from '../src/tools/grep.js';
import { createReadTool } from '../src/tools/read.js';
import { findRipgrep } from '../src/tools/ripgrep.js';
import type { ToolContext } from '../src/tools/types.js';
import { medianMs, printTable, ratio } from './table.js';

const context = (): ToolContext => ({
  signal: new AbortController().signal,
  readState: new Map(),
  toolUseId: 'bench',
  emit: () => undefined,
});

function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}

export async function run(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'agent-loop-bench-tools-'));
  try {
    execFileSync('git', ['init', '-q'], { cwd: root });
    writeFileSync(join(root, '.gitignore'), '*.map\n');
    let copies = 0;
    while (countFiles(root) < 20_000) {
      cpSync('node_modules', join(root, `copy${copies++}`), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
    const files = countFiles(root);
    console.log(`Tree: ${files} files (${copies} copies of node_modules), .gitignore: *.map\n`);

    const rg = findRipgrep();
    const redactSecrets = (text: string) => text;
    const searches = [
      {
        label: 'Grep files_with_matches "createRequire"',
        input: { pattern: 'createRequire' },
        rgArgs: ['-l', 'createRequire'],
      },
      {
        label: 'Grep content -i "licen[cs]e" head_limit 250',
        input: { pattern: 'licen[cs]e', '-i': true, output_mode: 'content' },
        rgArgs: ['-n', '-i', '--sort', 'path', 'licen[cs]e'],
      },
      {
        label: 'Grep count type ts "export"',
        input: { pattern: 'export', type: 'ts', output_mode: 'count' },
        rgArgs: ['-c', '-t', 'ts', 'export'],
      },
    ] as const;
    const rgDirect = (args: readonly string[]) => async () => {
      if (!rg) return;
      spawnSync(rg, ['--hidden', '-g', '!.git', ...args, '.'], {
        cwd: root,
        maxBuffer: 1 << 30,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    };

    const rows: (string | number)[][] = [];
    for (const search of searches) {
      const reference = rg ? await medianMs(rgDirect(search.rgArgs)) : NaN;
      const withRg = rg
        ? await medianMs(() =>
            createGrepTool({ workspaceRoot: root, redactSecrets, ripgrepPath: rg }).call(
              search.input,
              context(),
            ),
          )
        : NaN;
      const fallback = await medianMs(
        () =>
          createGrepTool({ workspaceRoot: root, redactSecrets, ripgrepPath: null }).call(
            search.input,
            context(),
          ),
        3,
      );
      rows.push([
        search.label,
        rg ? ratio(withRg, reference) : 'n/a',
        rg ? ratio(fallback, reference) : 'n/a',
        `${reference.toFixed(0)} / ${withRg.toFixed(0)} / ${fallback.toFixed(0)} ms`,
      ]);
    }
    const notes: string[] = [];
    for (const pattern of ['**/*.json', '**/*']) {
      // Glob's rg equivalent: list the files, newest first.
      const reference = rg
        ? await medianMs(
            rgDirect(['--files', '--sortr', 'modified', '-g', pattern.replace('**/', '')]),
          )
        : NaN;
      const withRg = rg
        ? await medianMs(() =>
            createGlobTool({ workspaceRoot: root, ripgrepPath: rg }).call({ pattern }, context()),
          )
        : NaN;
      const fallback = await medianMs(
        () =>
          createGlobTool({ workspaceRoot: root, ripgrepPath: null }).call({ pattern }, context()),
        3,
      );
      if (rg && pattern === '**/*') {
        // A lower bound, not the same work: rg lists without stat'ing or sorting
        // (and walks in parallel, which --sortr turns off).
        const unsorted = await medianMs(rgDirect(['--files']));
        notes.push(
          `Glob "**/*" with rg ÷ unsorted \`rg --files\` (lists only, no mtimes): ${ratio(withRg, unsorted)} (${unsorted.toFixed(0)} ms)`,
        );
      }
      rows.push([
        `Glob "${pattern}"`,
        rg ? ratio(withRg, reference) : 'n/a',
        rg ? ratio(fallback, reference) : 'n/a',
        `${reference.toFixed(0)} / ${withRg.toFixed(0)} / ${fallback.toFixed(0)} ms`,
      ]);
    }
    console.log(rg ? `rg: ${rg}` : 'rg: not on PATH (only the fallback ran)');
    printTable(['search', 'tool with rg ÷ rg', 'fallback ÷ rg', 'rg / tool+rg / fallback'], rows);
    for (const note of notes) console.log(note);

    // Parallel reads: 10 files of ~200 KB read concurrently vs one after another.
    const readRoot = join(root, 'reads');
    cpSync(join(root, 'copy0', 'typescript', 'lib'), readRoot, { recursive: true });
    const targets = readdirSync(readRoot)
      .filter((name) => name.startsWith('lib.') && name.endsWith('.d.ts'))
      .slice(0, 10);
    const read = createReadTool({ workspaceRoot: root, redactSecrets });
    const sequential = await medianMs(async () => {
      for (const name of targets)
        await read.call({ file_path: `reads/${name}`, limit: 2000 }, context());
    });
    const concurrent = await medianMs(() =>
      Promise.all(
        targets.map((name) => read.call({ file_path: `reads/${name}`, limit: 2000 }, context())),
      ),
    );
    console.log('');
    printTable(
      ['10 Reads', 'ratio', 'time'],
      [
        ['sequential (reference)', '1.00×', `${sequential.toFixed(1)} ms`],
        ['concurrent', ratio(concurrent, sequential), `${concurrent.toFixed(1)} ms`],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
