// The import graph of src/, read with the TypeScript compiler's own parser: every
// `import`, `import type`, `export … from`, `import x = require()`, `import()` call and
// `import('…')` type names an edge, because a cycle through types is still a cycle a
// reader has to hold in mind. Only relative specifiers are followed; packages are leaves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
}

/** Every .ts file under `dir`, as paths relative to `root` with forward slashes. */
export function sourceFiles(root: string, dir = 'src'): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/** The module specifiers one file's text names, in order of appearance. */
export function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): void => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      literal(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file a relative specifier names (`./x.js` is `./x.ts` on disk; `./data.json` is
 * itself, a leaf), or undefined.
 */
function resolveSpecifier(root: string, from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), spec);
  const stem = base.replace(/\.(m|c)?js$/, '');
  const candidates = [`${stem}.ts`, `${stem}.d.ts`, base, join(base, 'index.ts')];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit === undefined ? undefined : relative(root, hit).split(sep).join('/');
}

/** Each relative import edge between files of src/, and the specifiers that resolved to nothing. */
export function importGraph(root: string): { edges: ImportEdge[]; unresolved: string[] } {
  const edges: ImportEdge[] = [];
  const unresolved: string[] = [];
  for (const from of sourceFiles(root)) {
    const text = readFileSync(join(root, from), 'utf8');
    for (const spec of specifiersOf(from, text)) {
      if (!spec.startsWith('.')) continue;
      const to = resolveSpecifier(root, from, spec);
      if (to === undefined) unresolved.push(`${from} → ${spec}`);
      else if (to !== from) edges.push({ from, to });
    }
  }
  return { edges, unresolved };
}

/** The two wings' folders of src/ (src/wings.json); the front ends sit beside them. */
export const WING_FOLDERS = { engine: 'engine', github: 'github-side' } as const;

/**
 * The folder a file belongs to: a wing's sub-folder (`src/engine/loop/x.ts` → `loop`), a
 * front end's (`src/cli/x.ts` → `cli`), or `.` for src/'s own files (`src/main.ts`).
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  const wings: readonly string[] = Object.values(WING_FOLDERS);
  if (wings.includes(parts[1]!)) return parts.length > 3 ? parts[2]! : parts[1]!;
  return parts.length > 2 ? parts[1]! : '.';
}

/**
 * The strongly connected components with more than one member (Tarjan), each sorted,
 * largest first: every one is a cycle, and each names the members a fix must separate.
 */
export function cycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) connect(v);
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** One shortest loop through `start` inside its component, to show a reader where it closes. */
export function loopThrough(edges: readonly ImportEdge[], members: readonly string[]): string[] {
  const inside = new Set(members);
  const start = members[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const { from, to } of edges) {
      if (from !== v || !inside.has(to)) continue;
      if (to === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, v);
        queue.push(to);
      }
    }
  }
  return [start];
}
