// The size rule of src/ (docs/development.md#source-layout): a file holds at most 500 lines
// and a function at most 100, so each reads at once. Functions are found with the
// TypeScript compiler's own parser (declarations, methods, arrows, function expressions,
// accessors); each failure lists every offender with its length.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.js';

const MAX_FILE_LINES = 500;

const MAX_FUNCTION_LINES = 100;

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = sourceFiles(root).map((path) => ({
  path,
  text: readFileSync(join(root, path), 'utf8'),
}));

/** Lines of a text, not counting a final newline. */
function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

/** The variable an arrow or function expression is assigned to, if any. */
function variableName(node: ts.Node): ts.Node | undefined {
  return ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined;
}

/** Every function-like node in `text` longer than `max` lines, as "path:line name (n lines)". */
function longFunctions(path: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = (node.name ?? variableName(node))?.getText(source) ?? '(anonymous)';
      if (last - first + 1 > max)
        found.push(`${path}:${first + 1} ${name} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the size of src/', () => {
  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .filter(({ text }) => lineCount(text) > MAX_FILE_LINES)
      .map(({ path, text }) => `${path} (${lineCount(text)} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap(({ path, text }) => longFunctions(path, text, MAX_FUNCTION_LINES));
    expect(long).toEqual([]);
  });

  it('finds a long function of every kind the parser knows', () => {
    const body = Array.from({ length: 101 }, (_, i) => `  x += ${i};`).join('\n');
    const text = [
      `function declared() {\n${body}\n}`,
      `const arrow = () => {\n${body}\n};`,
      `class C {\n  method() {\n${body}\n  }\n}`,
      `const expression = function () {\n${body}\n};`,
      `function short() {\n  return 1;\n}`,
    ].join('\n');
    expect(longFunctions('probe.ts', text, MAX_FUNCTION_LINES).map((l) => l.split(' ')[1])).toEqual(
      ['declared', 'arrow', 'method', 'expression'],
    );
  });
});
