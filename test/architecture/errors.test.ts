// One root for agent-loop's errors (src/engine/errors/agent-loop-error.ts): no class of src/
// extends one of JavaScript's own error classes but the root itself, so every error thrown on
// purpose has a `kind` the front ends branch on. A plain `new Error(` is left only where no
// user meets it: a condition that cannot happen (an invariant), an error caught in place and
// told again under the root, or a failure of the machine the run is on that its caller reports
// as such. Those are listed below with why; any other fails. Read with the TypeScript
// compiler's parser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { AgentLoopError } from '../../src/engine/errors/agent-loop-error.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { MissingCredentialsError, ProviderConfigError } from '../../src/engine/model/providers.js';
import { ModelError } from '../../src/engine/model/types.js';
import { LimitError } from '../../src/engine/config/numbers.js';
import { PermissionRuleError } from '../../src/engine/tools/permission-rule-error.js';
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

/** The files that still make a plain Error, as many as each makes, and why. */
const PLAIN_ERRORS: Readonly<Record<string, { count: number; why: string }>> = {
  'src/cli/script-cache.ts': {
    count: 1,
    why: 'invariant: a bundled script imports only what the bundle gave it',
  },
  'src/engine/context/autocompact.ts': {
    count: 1,
    why: "the model's answer: a summary with no text, so the compaction failed",
  },
  'src/engine/loop/structured-output.ts': {
    count: 1,
    why: 'invariant: the JSON Schema validator ships with the bundle',
  },
  'src/engine/mcp/process-transport.ts': {
    count: 1,
    why: "an MCP server's process gone, as the MCP client's transport reports it",
  },
  'src/engine/project/front-matter.ts': {
    count: 4,
    why: 'caught in place: load.ts tells it as a warning naming the file',
  },
  'src/engine/project/load.ts': {
    count: 9,
    why: 'caught in place: a warning naming the file, the file skipped',
  },
  'src/engine/project/settings.ts': {
    count: 1,
    why: 'caught in place: told again as a ProjectConfigError',
  },
  'src/engine/sandbox/boundary.ts': {
    count: 3,
    why: "the runner's machine cannot host the tool boundary",
  },
  'src/engine/sandbox/index.ts': {
    count: 1,
    why: 'invariant: no call after the sandbox is closed',
  },
  'src/engine/sandbox/mount-plan.ts': {
    count: 1,
    why: "the runner's machine cannot host the tool boundary",
  },
  'src/engine/sandbox/privileged.ts': {
    count: 1,
    why: "the runner's machine cannot host the tool boundary",
  },
  'src/engine/sandbox/run-namespace.ts': {
    count: 3,
    why: "the runner's machine cannot host the tool boundary",
  },
  'src/engine/sandbox/setuid-filter.ts': {
    count: 1,
    why: 'invariant: the filter is built from a fixed list of calls',
  },
  'src/engine/self-check/base-tree.ts': {
    count: 1,
    why: 'git failed on the runner (checking out the base commit)',
  },
  'src/engine/session/server-tools.ts': {
    count: 1,
    why: "a tool call's failure, told to the model as the tool's result",
  },
  'src/engine/tools/background/tasks.ts': {
    count: 4,
    why: "a tool call's failure, told to the model as the tool's result; a long output not saved, caught by Bash, which cuts it instead",
  },
  'src/engine/tools/deferred-schema.ts': {
    count: 1,
    why: 'invariant: zod is loaded before a tool is offered',
  },
  'src/engine/tools/file-state.ts': {
    count: 1,
    why: "a tool call's failure, told to the model as the tool's result",
  },
  'src/engine/tools/file-walk.ts': {
    count: 2,
    why: 'a cancelled walk (the abort signal of the call)',
  },
  'src/engine/tools/glob-run.ts': {
    count: 1,
    why: "a tool call's failure, told to the model as the tool's result",
  },
  'src/engine/tools/grep-engine.ts': {
    count: 3,
    why: "a cancelled search, or the worker's failure, told to the model as the tool's result",
  },
  'src/engine/tools/grep-worker.ts': {
    count: 2,
    why: "the search worker's exit, told to the model as the tool's result",
  },
  'src/engine/tools/shell-parser.ts': {
    count: 1,
    why: 'invariant: the parser is loaded before a Bash rule is read',
  },
  'src/eval/hidden-tests.ts': {
    count: 1,
    why: 'caught in place: told again as a HiddenTestsError',
  },
  'src/github-side/action/parallel.ts': {
    count: 1,
    why: 'invariant: a run has at least one group',
  },
  'src/github-side/action/policies/approve.ts': {
    count: 1,
    why: 'invariant: the plan is checked before the agent starts',
  },
  'src/github-side/action/policies/ci-fix.ts': {
    count: 1,
    why: 'invariant: a CI fix is planned before it runs',
  },
  'src/github-side/action/policies/index.ts': {
    count: 1,
    why: 'invariant: every run kind has its policy',
  },
  'src/github-side/action/runner-io.ts': { count: 1, why: 'invariant: the delimiter is random' },
  'src/github-side/git/base-tree.ts': { count: 1, why: 'git failed on the runner (a fetch)' },
  'src/github-side/git/credentials.ts': {
    count: 1,
    why: 'the agent replaced .git: the run stops, whatever the kind',
  },
  'src/github-side/git/push.ts': { count: 1, why: 'invariant: git merge-tree names its tree' },
  'src/github-side/github/actions-logs.ts': {
    count: 3,
    why: "GitHub's answer: the job's logs cannot be downloaded",
  },
  'src/github-side/github/git-database.ts': {
    count: 3,
    why: "GitHub's answer did not match what was sent",
  },
  'src/github-side/github/identity.ts': { count: 1, why: "GitHub's answer had no login" },
  'src/github-side/github/ids.ts': {
    count: 4,
    why: "GitHub's answer: an id that is no id",
  },
  'src/github-side/github/run-kind.ts': {
    count: 1,
    why: 'invariant: a CI fix is chosen only with its workflow run',
  },
  'src/github-side/review/policy.ts': {
    count: 1,
    why: 'invariant: a review runs only on a pull request',
  },
  'src/github-side/review/threads.ts': {
    count: 1,
    why: "GitHub's answer: the pull request is gone",
  },
};

/** How many times `text` makes a plain Error (`new Error(`, thrown or not). */
function plainErrors(path: string, text: string): number {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Error'
    )
      count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

describe('the errors of src/', () => {
  it('makes a plain Error only where one is listed, as many times as listed', () => {
    const counts: Record<string, number> = {};
    for (const path of sourceFiles(root)) {
      const count = plainErrors(path, readFileSync(join(root, path), 'utf8'));
      if (count > 0) counts[path] = count;
    }
    expect(counts).toEqual(
      Object.fromEntries(Object.entries(PLAIN_ERRORS).map(([path, entry]) => [path, entry.count])),
    );
  });

  it('counts every plain Error a file makes, and no other', () => {
    const text = [
      "throw new Error('a');",
      "reject(new Error('b'));",
      "throw new TypeError('c'); throw new PlanError('d'); const e = Error('e');",
    ].join('\n');
    expect(plainErrors('probe.ts', text)).toBe(2);
  });

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
      new PermissionRuleError('Invalid permission rule "x": not a tool name.'),
      new LimitError('--max-turns must be a whole number'),
    ];
    expect(errors.map((error) => [error.name, error.kind])).toEqual([
      ['UsageError', 'usage'],
      ['ProviderConfigError', 'provider_config'],
      ['ProviderConfigError', 'missing_credentials'],
      ['ModelError', 'rate_limit'],
      ['PermissionRuleError', 'permission_rule'],
      ['LimitError', 'limit'],
    ]);
    expect(errors.every((error) => error instanceof Error)).toBe(true);
  });
});
