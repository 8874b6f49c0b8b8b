// One name, one concept (docs/development.md#source-layout): no two files of src/ export the
// same name, so a name found in one place is the thing it names. A re-export
// (`export { x } from './y.js'`, or an imported `x` exported again) is the same thing, not a
// second one.
// Read with the TypeScript compiler's own parser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The local names a file's imports bind. */
function importedBindings(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (!clause) continue;
    if (clause.name) names.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** The names a file's own declarations export (re-exports from another module left out). */
export function exportedNames(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const imported = importedBindings(source);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier || !statement.exportClause) continue;
      if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          if (!imported.has((element.propertyName ?? element.name).text))
            names.push(element.name.text);
      continue;
    }
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  // An overloaded function declares its name once per signature.
  return [...new Set(names)];
}

/** Each name exported by more than one of `files`, as "name: path, path". */
export function duplicateNames(files: { path: string; text: string }[]): string[] {
  const owners = new Map<string, string[]>();
  for (const { path, text } of files)
    for (const name of exportedNames(path, text))
      owners.set(name, [...(owners.get(name) ?? []), path]);
  return [...owners]
    .filter(([, paths]) => paths.length > 1)
    .map(([name, paths]) => `${name}: ${paths.join(', ')}`)
    .sort();
}

describe('the exported names of src/', () => {
  it('are each exported by one file', () => {
    const files = sourceFiles(root).map((path) => ({
      path,
      text: readFileSync(join(root, path), 'utf8'),
    }));
    const duplicates = duplicateNames(files);
    expect(duplicates).toEqual([]);
  });

  it('finds a name two files export, however each declares it', () => {
    const files = [
      {
        path: 'a.ts',
        text: 'export function f() {}\nexport interface Shape {}\nconst kept = 1;\nexport { kept };',
      },
      {
        path: 'b.ts',
        text: 'export const f = () => 1;\nexport type Shape = string;\nexport { kept } from "./a.js";',
      },
      { path: 'c.ts', text: 'export class kept {}\nfunction f() {}' },
      { path: 'd.ts', text: 'import { Shape as S } from "./a.js";\nexport type { S as Shape };' },
    ];
    expect(duplicateNames(files)).toEqual([
      'Shape: a.ts, b.ts',
      'f: a.ts, b.ts',
      'kept: a.ts, c.ts',
    ]);
  });
});
