// One root for agent-loop's errors (src/engine/errors/agent-loop-error.ts): no class of src/
// extends one of JavaScript's own error classes but the root itself, so every error thrown on
// purpose has a `kind` the front ends branch on. Read with the TypeScript compiler's parser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { AgentLoopError } from '../../src/engine/errors/agent-loop-error.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { MissingCredentialsError, ProviderConfigError } from '../../src/engine/model/providers.js';
import { ModelError } from '../../src/engine/model/types.js';
import { sourceFiles } from './import-graph.js';

const ROOT = 'src/engine/errors/agent-loop-error.ts';
const BUILT_IN =
  /^(Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError|AggregateError)$/;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The classes of `text` that extend a built-in error class, as "path:line Name". */
function builtInErrorClasses(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node)) {
      const base = node.heritageClauses
        ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
        ?.types[0]?.expression.getText(source);
      if (base !== undefined && BUILT_IN.test(base)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${path}:${line} ${node.name?.getText(source) ?? '(anonymous)'}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the errors of src/', () => {
  it('all descend from AgentLoopError: no other class extends a built-in error', () => {
    const offenders = sourceFiles(root)
      .filter((path) => path !== ROOT)
      .flatMap((path) => builtInErrorClasses(path, readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds a class that extends a built-in error, however it is written', () => {
    const text = [
      'export class A extends Error {}',
      'const B = class extends TypeError {};',
      'class C extends AgentLoopError<"c"> {}',
      'class D extends A {}',
    ].join('\n');
    expect(builtInErrorClasses('probe.ts', text)).toEqual([
      'probe.ts:1 A',
      'probe.ts:2 (anonymous)',
    ]);
  });

  it('gives each error its kind under the one root', () => {
    const errors: AgentLoopError[] = [
      new UsageError('bad flag'),
      new ProviderConfigError('no region'),
      new MissingCredentialsError('no key'),
      new ModelError('slow down', 'rate_limit'),
    ];
    expect(errors.map((error) => [error.name, error.kind])).toEqual([
      ['UsageError', 'usage'],
      ['ProviderConfigError', 'provider_config'],
      ['ProviderConfigError', 'missing_credentials'],
      ['ModelError', 'rate_limit'],
    ]);
    expect(errors.every((error) => error instanceof Error)).toBe(true);
  });
});
