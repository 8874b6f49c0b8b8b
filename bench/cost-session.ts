/**
 * The cost bench's scripted session: a generated project of about 40 files, the tool call
 * of each turn, and what each call tells the model at the least (its information, with no
 * framing), which prices the session's floor (bench/cost.bench.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The Bash tool's output cap (src/engine/tools/bash.ts): a longer output is saved to a
 * file and the model is shown its start and its end (bash-output.ts), which the floor keeps.
 */
const OUTPUT_CAP = 30_000;
const PREVIEW_HEAD = 1200;
const PREVIEW_TAIL = 800;

const AREAS = ['core', 'util', 'api', 'db', 'ui'];
const FILES_PER_AREA = 7;

/** A small deterministic generator, so every build sees the same project. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** The project's source files, relative paths. */
export function sourceFiles(): string[] {
  return AREAS.flatMap((area) =>
    Array.from({ length: FILES_PER_AREA }, (_, index) => `src/${area}/${area}-${index + 1}.ts`),
  );
}

/** A TypeScript-like source file of 60 to 160 lines with a unique marker line. */
function sourceText(path: string, seed: number): string {
  const next = random(seed);
  const name = path.replace(/^.*\//, '').replace(/\.ts$/, '').replace(/-/g, '_');
  const lines = [
    `/** ${name}: part of the generated project for the cost bench. */`,
    `import { log } from '../util/util-1.js';`,
    '',
    `export const marker_${name} = 0;`,
    '',
  ];
  const target = 60 + Math.floor(next() * 100);
  let fn = 0;
  while (lines.length < target) {
    fn++;
    lines.push(`export function ${name}_step${fn}(input: number[]): number {`);
    const body = 3 + Math.floor(next() * 8);
    lines.push('  let total = 0;');
    for (let line = 0; line < body; line++) {
      const factor = Math.floor(next() * 97);
      if (next() < 0.08) lines.push(`  // TODO(${name}): check the bound of factor ${factor}`);
      lines.push(`  for (const value of input) total += value * ${factor} - ${line};`);
    }
    lines.push(`  log('${name} step ${fn}', total);`, '  return total;', '}', '');
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the project (35 sources and 5 other files) into `root`. */
export function writeProject(root: string): void {
  const files: Record<string, string> = {
    'README.md': `# bench-project\n\nA generated project.\n${'Some prose about it.\n'.repeat(30)}`,
    'package.json': `${JSON.stringify({ name: 'bench-project', version: '1.0.0', type: 'module' }, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022' } }, null, 2)}\n`,
    'docs/guide.md': `# Guide\n\n${'A paragraph of guidance on the project.\n'.repeat(60)}`,
    'test/app.test.ts': `import { core_1_step1 } from '../src/core/core-1.js';\n${'// a test\n'.repeat(40)}`,
  };
  for (const [index, path] of sourceFiles().entries())
    files[path] = sourceText(path, 7919 * (index + 1));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** One turn's tool call, and how to compute the least it tells the model. */
export interface Call {
  kind: string;
  tool: string;
  input: Record<string, unknown>;
  /** The call's information as plain text, computed on the floor's copy of the project. */
  information: (root: string) => string;
}

function lines(root: string, path: string, offset = 1, limit = 2000): string {
  const all = readFileSync(join(root, path), 'utf8').split('\n');
  if (all.at(-1) === '') all.pop();
  return all.slice(offset - 1, offset - 1 + limit).join('\n');
}

/** Matching lines grouped by file (the path once, then `line:text`), as Grep shows them. */
function grepLines(root: string, pattern: RegExp): string {
  const groups: string[] = [];
  for (const path of sourceFiles()) {
    const found = lines(root, path)
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${index + 1}:${line}`] : []));
    if (found.length > 0) groups.push([path, ...found].join('\n'));
  }
  return groups.join('\n\n');
}

function shell(root: string, command: string): string {
  const output = execFileSync('bash', ['-c', command], { cwd: root, maxBuffer: 1 << 26 });
  const text = output.toString('utf8');
  return text.length <= OUTPUT_CAP
    ? text
    : text.slice(0, PREVIEW_HEAD) + text.slice(text.length - PREVIEW_TAIL);
}

/** The call of turn `turn` (of ten kinds, in turn): every kind the issue names. */
export function callOf(turn: number): Call {
  const files = sourceFiles();
  const round = Math.floor(turn / 10);
  const file = (shift: number) => files[(round * 3 + shift) % files.length]!;
  const stem = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '').replace(/-/g, '_');
  switch (turn % 10) {
    case 0:
      return read('read', file(0));
    case 1: {
      const pattern = `TODO\\(${stem(file(1)).replace(/_\d+$/, '')}`;
      return {
        kind: 'search',
        tool: 'Grep',
        input: { pattern, output_mode: 'content', '-n': true },
        information: (root) => grepLines(root, new RegExp(pattern)),
      };
    }
    case 2:
      return read('read', file(1));
    case 3: {
      const command = `wc -l src/${stem(file(2)).replace(/_\d+$/, '')}/*.ts`;
      return bash('command output', command);
    }
    case 4: {
      const path = file(0);
      const old = `export const marker_${stem(path)} = 0;`;
      const replacement = `${old}\nexport const edit_${round} = ${round};`;
      return {
        kind: 'edit',
        tool: 'Edit',
        input: { file_path: path, old_string: old, new_string: replacement },
        information: (root) => {
          const text = readFileSync(join(root, path), 'utf8');
          writeFileSync(join(root, path), text.replace(old, replacement));
          return '';
        },
      };
    }
    case 5: {
      const area = stem(file(3)).replace(/_\d+$/, '');
      return {
        kind: 'search',
        tool: 'Glob',
        input: { pattern: `src/${area}/*.ts` },
        information: (root) =>
          readdirSync(join(root, 'src', area))
            .map((name) => `src/${area}/${name}`)
            .join('\n'),
      };
    }
    case 6:
      // The file read at turn 2, unchanged since: nothing new to tell.
      return { ...read('re-read, unchanged', file(1)), information: () => '' };
    case 7:
      return bash('long command output', 'seq 1 40000');
    case 8:
      return read('read part', file(4), 20, 40);
    default:
      return bash('command output', `head -n 25 ${file(5)}`);
  }
}

function read(kind: string, path: string, offset?: number, limit?: number): Call {
  return {
    kind,
    tool: 'Read',
    input: { file_path: path, ...(offset ? { offset, limit } : {}) },
    information: (root) => lines(root, path, offset, limit),
  };
}

function bash(kind: string, command: string): Call {
  return { kind, tool: 'Bash', input: { command }, information: (root) => shell(root, command) };
}
