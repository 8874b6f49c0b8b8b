/**
 * Every action a workflow we ship or document uses (examples/, .github/workflows/, the
 * snippets of the README and docs/) is pinned to a version its publisher released, and
 * is given only inputs that version's action.yml declares: ours from action.yml, the
 * others from test/fixtures/released-actions.json (their action.yml at the major tag,
 * read from each publisher's repository). A typo in a `with:` key is otherwise silently
 * ignored by the runner, apart from a warning in the log.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../action/harness.js';
import { docPages, yamlSnippets } from '../support/doc-pages.js';

interface Released {
  commit: string;
  release: string;
  inputs: string[];
  outputs: string[];
}
const RELEASED = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test/fixtures/released-actions.json'), 'utf8'),
) as Record<string, Released>;

const ours = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};
const OURS: Released = {
  commit: '',
  release: '',
  inputs: Object.keys(ours.inputs),
  outputs: Object.keys(ours.outputs),
};

/** The action a `uses:` names: ours (a local path, or any `…/agent-loop@…`), or a released one. */
export function actionOf(uses: string): Released | undefined {
  if (uses.startsWith('./') || /^[\w.-]+\/agent-loop@/.test(uses)) return OURS;
  return RELEASED[uses];
}

interface Step {
  uses?: string;
  id?: string;
  with?: Record<string, unknown>;
}

/** Each workflow to check: where it is, and its text. */
function workflows(): [string, string][] {
  const files = (folder: string) =>
    readdirSync(join(REPO_ROOT, folder))
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name): [string, string] => [
        `${folder}/${name}`,
        readFileSync(join(REPO_ROOT, folder, name), 'utf8'),
      ]);
  const snippets = docPages().flatMap(({ path, text }) =>
    yamlSnippets(text).map(({ line, text: snippet }): [string, string] => [
      `${path}:${line}`,
      snippet,
    ]),
  );
  return [...files('examples'), ...files('.github/workflows'), ...snippets];
}

/** What is wrong with the steps of one workflow's text. */
export function problems(text: string): string[] {
  const workflow = parse(text) as { jobs?: Record<string, { steps?: Step[] }> };
  const found: string[] = [];
  for (const [job, { steps = [] }] of Object.entries(workflow.jobs ?? {})) {
    const ids = new Map<string, Released>();
    for (const step of steps) {
      if (step.uses === undefined || step.uses.startsWith('docker://')) continue;
      const action = actionOf(step.uses);
      if (!action) {
        found.push(`${job}: ${step.uses} is not a version its publisher released`);
        continue;
      }
      if (step.id) ids.set(step.id, action);
      for (const key of Object.keys(step.with ?? {}))
        if (!action.inputs.includes(key)) found.push(`${job}: ${step.uses} has no input ${key}`);
    }
    const jobText = JSON.stringify(workflow.jobs![job]);
    for (const [, id, output] of jobText.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      const action = ids.get(id!);
      if (action && !action.outputs.includes(output!))
        found.push(`${job}: step ${id} has no output ${output}`);
    }
  }
  return found;
}

describe('actions in the workflows we ship and document', () => {
  const all = workflows();

  it('covers the examples, the CI workflows and the documentation', () => {
    const where = all.map(([name]) => name.split(':')[0]);
    expect(where).toEqual(
      expect.arrayContaining([
        'examples/mention.yml',
        '.github/workflows/release.yml',
        'README.md',
        'docs/setup.md',
      ]),
    );
  });

  it('catches an unreleased version, an unknown input and an unknown output', () => {
    const workflow = (steps: string) =>
      `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
    expect(problems(workflow('      - uses: actions/checkout@v9\n'))).toEqual([
      'a: actions/checkout@v9 is not a version its publisher released',
    ]);
    expect(
      problems(workflow('      - uses: actions/checkout@v7\n        with:\n          depth: 0\n')),
    ).toEqual(['a: actions/checkout@v7 has no input depth']);
    expect(
      problems(
        workflow(
          [
            '      - uses: your-org/agent-loop@v0',
            '        id: agent',
            '        with:',
            '          max_turn: 3',
            '      - run: echo "$X"',
            '        env:',
            '          X: ${{ steps.agent.outputs.pr }}',
            '',
          ].join('\n'),
        ),
      ),
    ).toEqual([
      'a: your-org/agent-loop@v0 has no input max_turn',
      'a: step agent has no output pr',
    ]);
  });

  it.each(all)('%s', (_where, text) => {
    expect(problems(text)).toEqual([]);
  });

  it('every pinned action was read at a commit of a release', () => {
    for (const [uses, released] of Object.entries(RELEASED)) {
      if (uses === '//') continue;
      expect(released.commit, uses).toMatch(/^[0-9a-f]{40}$/);
      expect(released.release, uses).toMatch(new RegExp(`^${uses.split('@')[1]}\\.\\d+\\.\\d+$`));
    }
  });
});
