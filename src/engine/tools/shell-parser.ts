/**
 * mvdan-sh (the Bash parser) is a fifth of the bundle and only Bash permission
 * rules need it, so it is loaded on demand: `loadShellParser()` before the first
 * parse (the bundler puts it in a chunk of its own), then `shellSyntax()` is sync.
 */
import type { ShSyntax } from 'mvdan-sh';

/** The `syntax` namespace of mvdan-sh. */
export type ShellSyntax = ShSyntax;

let loaded: ShellSyntax | undefined;
let loading: Promise<ShellSyntax> | undefined;

/** Loads the parser once; later calls return the same promise. */
export function loadShellParser(): Promise<ShellSyntax> {
  loading ??= import('mvdan-sh').then((module) => {
    loaded = module.default.syntax;
    return loaded;
  });
  return loading;
}

/** The loaded parser; throws when `loadShellParser()` has not finished (a programming error). */
export function shellSyntax(): ShellSyntax {
  if (!loaded) throw new Error('The shell parser is not loaded: await loadShellParser() first.');
  return loaded;
}

/** Do these rule lists (as written, before splitting) hold a Bash rule with a command? */
export function rulesNeedShellParser(ruleTexts: readonly string[]): boolean {
  return ruleTexts.some((text) => /\bBash\s*\(/.test(text));
}

/** Loads the parser when `ruleTexts` need it, so rule parsing and checks can stay synchronous. */
export async function prepareShellParser(ruleTexts: readonly string[]): Promise<void> {
  if (rulesNeedShellParser(ruleTexts)) await loadShellParser();
}
