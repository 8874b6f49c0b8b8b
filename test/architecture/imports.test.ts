// The shape of src/ (docs/development.md#source-layout): no import cycle between files or between
// folders, counting type imports, and the two wings of src/wings.json kept apart — the
// engine imports nothing of the GitHub side or the front ends, the GitHub side nothing of
// the front ends. Each failure lists every offender, so one run shows the whole repair.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  cycles,
  folderOf,
  importGraph,
  loopThrough,
  specifiersOf,
  WING_FOLDERS,
  type ImportEdge,
} from './import-graph.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const wings = JSON.parse(readFileSync(`${root}/src/wings.json`, 'utf8')) as {
  engine: string[];
  github: string[];
  frontEnds: string[];
};
const { edges, unresolved } = importGraph(root);

const folderEdges: ImportEdge[] = edges
  .map(({ from, to }) => ({ from: folderOf(from), to: folderOf(to) }))
  .filter(({ from, to }) => from !== to);

/** Each cycle as one line: its members, then one loop through them. */
function describeCycles(graph: readonly ImportEdge[]): string[] {
  return cycles(graph).map(
    (members) => `${members.join(', ')}\n    e.g. ${loopThrough(graph, members).join(' → ')}`,
  );
}

/** The file-level imports from folders of `from` into folders of `to`. */
function crossings(from: readonly string[], to: readonly string[]): string[] {
  return edges
    .filter((edge) => from.includes(folderOf(edge.from)) && to.includes(folderOf(edge.to)))
    .map((edge) => `${edge.from} → ${edge.to}`);
}

describe('the import graph reader', () => {
  it('counts every form an import takes, types included', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import { type C } from './c.js';",
      "export { d } from './d.js';",
      "export type { E } from './e.js';",
      "export * from './f.js';",
      "import g = require('./g.js');",
      "const h = await import('./h.js');",
      "let i: import('./i.js').I;",
      "import './j.js';",
    ].join('\n');
    expect(specifiersOf('probe.ts', text)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => `./${name}.js`),
    );
  });

  it('finds a cycle however long, and none in a chain', () => {
    const ring = ['a', 'b', 'c', 'd'].map((from, i, all) => ({ from, to: all[(i + 1) % 4]! }));
    expect(cycles(ring)).toEqual([['a', 'b', 'c', 'd']]);
    expect(loopThrough(ring, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd', 'a']);
    expect(cycles(ring.slice(0, 3))).toEqual([]);
  });

  it('resolves every relative import of src/ to a file', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(unresolved).toEqual([]);
  });
});

describe('src/', () => {
  it('has no import cycle between files', () => {
    expect(describeCycles(edges)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(describeCycles(folderEdges)).toEqual([]);
  });

  it('lays the wings out in the tree as src/wings.json lists them, each folder once', () => {
    const folders = (dir: string) =>
      readdirSync(`${root}/${dir}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    expect(folders(`src/${WING_FOLDERS.engine}`)).toEqual([...wings.engine].sort());
    expect(folders(`src/${WING_FOLDERS.github}`)).toEqual([...wings.github].sort());
    const wingFolders: readonly string[] = Object.values(WING_FOLDERS);
    const frontEnds = ['.', ...folders('src').filter((name) => !wingFolders.includes(name))];
    expect(frontEnds.sort()).toEqual([...wings.frontEnds].sort());
    const listed = [...wings.engine, ...wings.github, ...wings.frontEnds];
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('keeps the engine free of the GitHub side and the front ends', () => {
    expect(crossings(wings.engine, [...wings.github, ...wings.frontEnds])).toEqual([]);
  });

  it('keeps the GitHub side free of the front ends', () => {
    expect(crossings(wings.github, wings.frontEnds)).toEqual([]);
  });
});
