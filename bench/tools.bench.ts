/**
 * Tools benchmark: Grep and Glob on a ≥ 20,000-file git tree (copies of
 * node_modules) against `rg` run directly, with rg and with the JavaScript
 * fallback; and 10 Reads run concurrently against the same 10 run one by one.
 */
import { createGlobTool, createGrepTool, createReadTool } from '../src/engine/tools/built-in.js';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRipgrep } from '../src/engine/tools/ripgrep.js';
import type { ToolUseBlock } from '../src/engine/model/types.js';
import { runToolCalls } from '../src/engine/tools/orchestrate.js';
import type { ToolContext } from '../src/engine/tools/types.js';
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
    mkdirSync(readRoot);
    // 10 source-like files of ~1 MB (Read returns the first 2,000 lines of each).
    const line = `${'const value = compute(alpha, beta, gamma); '.repeat(2)}\n`;
    const targets = Array.from({ length: 10 }, (_, index) => {
      const name = `big-${index}.ts`;
      writeFileSync(join(readRoot, name), line.repeat(Math.ceil(1_000_000 / line.length)));
      return name;
    });
    // Through the orchestrator, as the loop runs them: 10 Read calls in one
    // response (one parallel batch) against the same 10 calls one per response,
    // and against the slowest single call.
    const read = createReadTool({ workspaceRoot: root, redactSecrets });
    const toolContext = {
      tools: [read],
      canUseTool: () => ({ behavior: 'allow' as const }),
      signal: new AbortController().signal,
      readState: new Map(),
      redact: redactSecrets,
      emit: () => undefined,
    };
    const calls = targets.map(
      (name, index): ToolUseBlock =>
        ({
          type: 'tool_use',
          id: `read_${index}`,
          name: 'Read',
          input: { file_path: `reads/${name}`, limit: 2000 },
        }) as ToolUseBlock,
    );
    const oneResponse = await medianMs(() => runToolCalls(calls, toolContext));
    const onePerResponse = await medianMs(async () => {
      for (const call of calls) await runToolCalls([call], toolContext);
    });
    let slowest = 0;
    for (const call of calls) {
      slowest = Math.max(slowest, await medianMs(() => runToolCalls([call], toolContext)));
    }
    console.log('');
    printTable(
      ['10 Reads', 'ratio to the sum', 'ratio to the slowest', 'time'],
      [
        [
          'one per response (the sum)',
          '1.00×',
          ratio(onePerResponse, slowest),
          `${onePerResponse.toFixed(1)} ms`,
        ],
        [
          'all in one response (parallel batch)',
          ratio(oneResponse, onePerResponse),
          ratio(oneResponse, slowest),
          `${oneResponse.toFixed(1)} ms`,
        ],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
