/**
 * The user documentation as the tests read it: the README (the front page) and the
 * reference pages in docs/. Snippets in any of them are meant to be copied as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface DocPage {
  /** Path from the repository root, e.g. `docs/review.md`. */
  path: string;
  text: string;
}

/** README.md and every docs/*.md, README first. */
export function docPages(): DocPage[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs].map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));
}

/** The text of one page. */
export function docPage(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** A page's ```yaml blocks, with the line each starts on. */
export function yamlSnippets(markdown: string): { line: number; text: string }[] {
  const snippets: { line: number; text: string }[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!/^```ya?ml\s*$/.test(lines[index]!)) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.startsWith('```')) end++;
    snippets.push({ line: start + 1, text: lines.slice(start, end).join('\n') + '\n' });
    index = end;
  }
  return snippets;
}
