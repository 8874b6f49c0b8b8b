/**
 * The workflows in examples/ are meant to be copied as they are: every input they
 * give the action exists in action.yml, the standard actions are at their current
 * major versions, and each example listens to the events its task needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { actionDefaults, REPO_ROOT } from './action/harness.js';
import { docPages } from './support/doc-pages.js';

const EXAMPLES = join(REPO_ROOT, 'examples');
const files = readdirSync(EXAMPLES).filter((name) => name.endsWith('.yml'));
const read = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');

/**
 * The major version of each standard action the examples use: the released ones
 * test/fixtures/released-actions.json records (test/release/action-pins.test.ts checks
 * their inputs).
 */
const CURRENT: Record<string, string> = Object.fromEntries(
  Object.keys(
    JSON.parse(readFileSync(join(REPO_ROOT, 'test/fixtures/released-actions.json'), 'utf8')),
  )
    .filter((key) => key.includes('@'))
    .map((key) => key.split('@') as [string, string]),
);

/** Examples that run the `agent-loop` command (dist/cli) rather than the action. */
const usesCli = (text: string) => /node \.agent-loop\/dist\/cli\/index\.js /.test(text);

/** The keys of the `with:` block of the step that `uses: …agent-loop@…` (keys of a step in any order). */
function agentInputs(text: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^\s+(- )?uses: [\w-]+\/agent-loop@/.test(line));
  if (at < 0) throw new Error('no agent-loop step');
  const stepIndent = lines[at]!.search(/\S/) + (lines[at]!.trim().startsWith('- ') ? 2 : 0);
  const withAt = lines.findIndex(
    (line, index) => index > at && line.search(/\S/) === stepIndent && line.trim() === 'with:',
  );
  expect(withAt, 'the agent-loop step has a with: block').toBeGreaterThan(at);
  const indent = stepIndent + 2;
  const keys: string[] = [];
  for (const line of lines.slice(withAt + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const depth = line.search(/\S/);
    if (depth < indent) break;
    if (depth === indent) keys.push(line.trim().split(':')[0]!);
  }
  return keys;
}

/** A workflow from its `name:` line on (the header comment before it is the file's own). */
const fromName = (text: string) => text.slice(text.search(/^name:/m));

/**
 * The documentation's copies of examples: a yaml block right after "(it is
 * [`examples/<file>`]", with the file it says it is, in the README or a docs/ page.
 */
function documentedCopies(): { where: string; name: string; copy: string }[] {
  return docPages().flatMap(({ path, text }) =>
    [
      ...text.matchAll(/\(it is \[`examples\/([\w.-]+\.yml)`\][^\n]*\n\n```yaml\n([\s\S]*?)```/g),
    ].map(([, name, copy]) => ({ where: path, name: name!, copy: copy! })),
  );
}

describe('examples/', () => {
  it('holds the task workflows, and the README links every example', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'dispatch-task.yml',
        'fix-failed-ci.yml',
        'nightly-docs-sync.yml',
        'weekly-dependency-refresh.yml',
      ]),
    );
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    for (const name of files) expect(readme, name).toContain(`examples/${name}`);
  });

  it('each copy of an example in the README or docs/ is that file, exactly', () => {
    const copies = documentedCopies();
    expect(copies.map(({ where, name }) => `${where}: ${name}`)).toEqual(
      expect.arrayContaining(['README.md: mention.yml', 'docs/review.md: automatic-review.yml']),
    );
    for (const { where, name, copy } of copies)
      expect(copy, `${where}: ${name}`).toBe(fromName(read(name)));
  });

  const actionFiles = files.filter((name) => !usesCli(read(name)));
  it.each(actionFiles)('%s gives the action only inputs action.yml declares', (name) => {
    const declared = Object.keys(actionDefaults());
    const used = agentInputs(read(name));
    // Every example says where the model runs: an API key or a cloud provider.
    const providers = ['anthropic_api_key', 'use_bedrock', 'use_vertex'];
    expect(
      used.some((input) => providers.includes(input)),
      name,
    ).toBe(true);
    for (const input of used) expect(declared, `${name}: ${input}`).toContain(input);
  });

  it.each(files)('%s uses the current major of each standard action', (name) => {
    const uses = [...read(name).matchAll(/uses: ([\w.-]+\/[\w.-]+)@(\S+)/g)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, action, version] of uses) {
      if (action!.endsWith('/agent-loop')) continue;
      expect(CURRENT, `${name}: unknown action ${action}`).toHaveProperty(action!);
      expect(version, `${name}: ${action}`).toBe(CURRENT[action!]);
    }
  });

  it('eval-sharded.yml shards the task set over a matrix and merges the results', () => {
    const text = read('eval-sharded.yml');
    expect(usesCli(text)).toBe(true);
    const shards = Number(/^ {2}SHARDS: (\d+)$/m.exec(text)?.[1]);
    const matrix = /^ {8}shard: \[([\d, ]+)\]$/m.exec(text)?.[1]?.split(',').map(Number);
    expect(matrix).toEqual(Array.from({ length: shards }, (_, index) => index));
    expect(text).toMatch(
      /dist\/cli\/index\.js eval "\$SHARD_FILE" \\\n\s+--out "results-\$\{\{ matrix\.shard \}\}\.jsonl"/,
    );
    expect(text).toMatch(/needs: shard\n/);
    expect(text).toMatch(/eval "\$TASKS" --out results\.jsonl --resume/);
    expect(text).toContain('ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }}');
  });

  it('each listens to the events of its task', () => {
    expect(read('weekly-dependency-refresh.yml')).toMatch(/schedule:\n\s+- cron:/);
    expect(read('nightly-docs-sync.yml')).toMatch(/schedule:\n\s+- cron:/);
    expect(read('fix-failed-ci.yml')).toMatch(/workflow_run:\n\s+workflows: \[CI\]/);
    expect(read('dispatch-task.yml')).toMatch(/workflow_dispatch:\n\s+inputs:/);
    expect(read('dispatch-task.yml')).toMatch(/repository_dispatch:\n\s+types: \[agent-task\]/);
    for (const name of ['weekly-dependency-refresh.yml', 'nightly-docs-sync.yml'])
      expect(agentInputs(read(name))).toEqual(expect.arrayContaining(['task_name', 'prompt']));
  });
});

/** Events a person's comment (or issue text) sends: the agent is asked for in their text. */
const COMMENT_EVENTS = [
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'issues',
];

/** The top-level keys under `on:` of a workflow's text. */
function onEvents(text: string): string[] {
  const block = /^on:\n((?:(?: {2}.*)?\n)+?)(?=^\S)/m.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^ {2}([\w-]+):/gm)].map((match) => match[1]!);
}

/** Each job under `jobs:`: its name and its lines (the job's own keys are 4 spaces in). */
function jobsOf(text: string): { name: string; lines: string[] }[] {
  const lines = text.slice(text.indexOf('\njobs:\n') + 7).split('\n');
  const jobs: { name: string; lines: string[] }[] = [];
  for (const line of lines) {
    if (/^\S/.test(line)) break;
    const name = /^ {2}([\w-]+):$/.exec(line)?.[1];
    if (name) jobs.push({ name, lines: [] });
    else jobs.at(-1)?.lines.push(line);
  }
  return jobs;
}

/** The text of a job's `if:` (with its folded continuation lines), or undefined. */
function jobIf(lines: string[]): string | undefined {
  const at = lines.findIndex((line) => /^ {4}if:/.test(line));
  if (at < 0) return undefined;
  const rest = lines.slice(at + 1);
  const end = rest.findIndex((line) => !/^ {6}/.test(line));
  return [lines[at]!, ...rest.slice(0, end < 0 ? rest.length : end)].join('\n');
}

/** The yaml blocks of the README and docs/ that are workflows (they have `on:` and `jobs:`). */
function documentedWorkflows(): [string, string][] {
  return docPages().flatMap(({ path, text }) =>
    [...text.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((match) => match[1]!)
      .filter((snippet) => /^on:/m.test(snippet) && snippet.includes('\njobs:\n'))
      .map((snippet): [string, string] => [
        `${path}: ${/^name: (.*)$/m.exec(snippet)?.[1] ?? 'workflow'}`,
        snippet,
      ]),
  );
}

const workflows: [string, string][] = [
  ...files.map((name): [string, string] => [name, read(name)]),
  ...documentedWorkflows(),
];
const commentTriggered = workflows.filter(([, text]) =>
  onEvents(text).some((event) => COMMENT_EVENTS.includes(event)),
);

describe('comment-triggered workflows', () => {
  it('are found in examples/, the README and docs/', () => {
    expect(commentTriggered.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'mention.yml',
        'bedrock-vertex-oidc.yml',
        'README.md: agent',
        'docs/mcp.md: agent (with MCP)',
      ]),
    );
  });

  // GitHub keeps one running and one pending job per concurrency group and cancels the
  // older pending one: a comment that does not ask for the agent must never enter it.
  it.each(commentTriggered)(
    '%s: every job asks for the trigger phrase (or label) before it enters a concurrency group',
    (_name, text) => {
      expect(text, 'no workflow-level concurrency (it applies before any job if:)').not.toMatch(
        /^concurrency:/m,
      );
      const events = onEvents(text).filter((event) => COMMENT_EVENTS.includes(event));
      for (const job of jobsOf(text)) {
        const condition = jobIf(job.lines);
        expect(condition, `job ${job.name} has an if:`).toBeDefined();
        // The phrase, or (a workflow on `issues: labeled` only) the label that asks.
        const labelOnly = /github\.event\.label\.name == '[\w -]+'/.test(condition!);
        if (!labelOnly || events.length > 1) expect(condition).toContain("'@agent'");
        if (events.length > 1) {
          for (const event of events)
            expect(condition).toContain(`github.event_name == '${event}'`);
        }
        const ifAt = job.lines.findIndex((line) => /^ {4}if:/.test(line));
        const concurrencyAt = job.lines.findIndex((line) => /^ {4}concurrency:/.test(line));
        if (concurrencyAt >= 0) expect(concurrencyAt).toBeGreaterThan(ifAt);
      }
    },
  );

  it('the documentation says what GitHub does with a pending request, not that it waits', () => {
    for (const { path, text } of docPages())
      expect(text, path).not.toMatch(/a new request waits for the previous one/i);
    expect(read('mention.yml')).toContain('a newer request cancels an older one still pending');
  });
});

/** Events on which the action may review a pull request (`@agent review` in a comment too). */
const REVIEW_EVENTS = [
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
];

describe('workflows that can review', () => {
  // A review's check run (input review_check, on by default) needs `checks: write`:
  // without it every copied workflow logs "check run skipped" (docs/contract.md#review).
  const reviewing = files
    .map((name): [string, string] => [name, read(name)])
    .filter(
      ([, text]) =>
        /uses: [\w-]+\/agent-loop@/.test(text) &&
        onEvents(text).some((event) => REVIEW_EVENTS.includes(event)),
    );
  it('are found', () => {
    expect(reviewing.map(([name]) => name)).toEqual(
      expect.arrayContaining(['automatic-review.yml', 'mention.yml', 'bedrock-vertex-oidc.yml']),
    );
  });
  it.each(reviewing)('%s grants checks: write (or turns review_check off)', (_, text) => {
    const grants = /^ {2,6}checks: write\b/m.test(text);
    const off = /^\s+review_check: ['"]?false/m.test(text);
    expect(grants || off).toBe(true);
  });
  // A review records what becomes of each finding on the ledger ref: with `contents: read`
  // the copied workflow would warn on every review (docs/contract.md#review-outcomes).
  it.each(reviewing)('%s grants contents: write', (_, text) => {
    const permissions = (parse(text) as { permissions?: Record<string, string> }).permissions;
    expect(permissions?.contents).toBe('write');
  });
});

/** The `with:` inputs of the agent-loop steps of a workflow (parsed). */
function agentSteps(text: string): Record<string, unknown>[] {
  const workflow = parse(text) as { jobs: Record<string, { steps?: Step[] }> };
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .filter((step) => /\/agent-loop@/.test(step.uses ?? ''))
    .map((step) => step.with ?? {});
}

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}

/** The action types a workflow takes for `issues`. */
function issueTypes(text: string): string[] {
  const on = (parse(text) as { on: Record<string, { types?: string[] } | null> }).on;
  return 'issues' in on ? (on.issues?.types ?? ['opened', 'edited', 'assigned', 'labeled']) : [];
}

/** True when `condition` accepts an `issues` `action` without asking who or what it names. */
function acceptsAnyOf(condition: string, action: string, asks: RegExp): boolean {
  const at = [...condition.matchAll(new RegExp(`github\\.event\\.action == '${action}'`, 'g'))];
  return at.some((match) => !asks.test(condition.slice(match.index! + match[0].length)));
}

const LABEL_ASKED = /^\s*&&\s*github\.event\.label\.name == /;
const ASSIGNEE_ASKED = /^\s*&&[^|]*github\.event\.assignee\.login == /;

describe('the if: of a job asks for exactly what starts a run', () => {
  const defaults = actionDefaults();

  it('catches a job that gates on the title, or starts on any label or assignee', () => {
    const bare =
      "github.event.action == 'assigned' || github.event.action == 'labeled' || contains(github.event.issue.title, '@agent')";
    expect(acceptsAnyOf(bare, 'labeled', LABEL_ASKED)).toBe(true);
    expect(acceptsAnyOf(bare, 'assigned', ASSIGNEE_ASKED)).toBe(true);
    const exact =
      "(github.event.action == 'labeled' && github.event.label.name == 'agent') || (github.event.action == 'assigned' && vars.A != '' && github.event.assignee.login == vars.A)";
    expect(acceptsAnyOf(exact, 'labeled', LABEL_ASKED)).toBe(false);
    expect(acceptsAnyOf(exact, 'assigned', ASSIGNEE_ASKED)).toBe(false);
  });

  it.each(commentTriggered)(
    '%s: the issue body (never the title), the trigger label and assignee only',
    (name, text) => {
      const types = issueTypes(text);
      const inputs = agentSteps(text);
      const phrase = String(inputs[0]?.trigger_phrase ?? defaults.trigger_phrase);
      const label = String(inputs[0]?.label_trigger ?? defaults.label_trigger);
      for (const job of jobsOf(text)) {
        const condition = jobIf(job.lines)!;
        const where = `${name}: job ${job.name}`;
        // Only the body counts: a job started by the title alone ends skipped.
        expect(condition, where).not.toMatch(/github\.event\.issue\.title/);
        if (types.includes('opened') || types.includes('edited'))
          expect(condition, where).toContain(`contains(github.event.issue.body, '${phrase}')`);
        // The phrase the if: asks for is the one the action looks for.
        for (const [, asked] of condition.matchAll(/contains\([\w.]+, '([^']+)'\)/g))
          expect(asked, where).toBe(phrase);
        if (types.includes('labeled')) {
          expect(acceptsAnyOf(condition, 'labeled', LABEL_ASKED), `${where}: any label`).toBe(
            false,
          );
          const names = [...condition.matchAll(/github\.event\.label\.name == '([^']+)'/g)];
          expect(
            names.map((match) => match[1]),
            where,
          ).toEqual([label]);
        }
        if (types.includes('assigned')) {
          expect(acceptsAnyOf(condition, 'assigned', ASSIGNEE_ASKED), `${where}: anyone`).toBe(
            false,
          );
          // The login asked for is the one the action is given as assignee_trigger.
          const login = /github\.event\.assignee\.login == ([^\s)]+)/.exec(condition)?.[1];
          expect(`\${{ ${login} }}`, where).toBe(inputs[0]?.assignee_trigger);
        }
      }
    },
  );

  it.each(files.filter((name) => commentTriggered.some(([file]) => file === name)))(
    '%s says its if: must follow trigger_phrase and label_trigger',
    (name) => {
      const text = read(name);
      // The header comment, as one line.
      const header = text
        .slice(0, text.search(/^name:/m))
        .replace(/\n#\s*/g, ' ')
        .replace(/\s+/g, ' ');
      const condition = jobsOf(text)
        .map((job) => jobIf(job.lines))
        .join('\n');
      if (condition.includes("'@agent'"))
        expect(header).toContain("'@agent' in step with `trigger_phrase`");
      const label = /github\.event\.label\.name == '([^']+)'/.exec(condition)?.[1];
      if (label) expect(header).toMatch(new RegExp(`'${label}' (in step )?with \`label_trigger\``));
    },
  );
});

describe('jobs that run the project', () => {
  const installs: [string, RegExp, string][] = [
    ['npm ci', /^npm ci\b/, 'package-lock.json'],
    ['pip install -r requirements.txt', /^pip install -r requirements\.txt\b/, 'requirements.txt'],
  ];

  it.each(['mention.yml', 'bedrock-vertex-oidc.yml', 'dispatch-task.yml'])(
    '%s installs the dependencies before the agent runs',
    (name) => {
      const workflow = parse(read(name)) as { jobs: Record<string, { steps: Step[] }> };
      for (const [job, { steps }] of Object.entries(workflow.jobs)) {
        const agent = steps.findIndex((step) => /\/agent-loop@/.test(step.uses ?? ''));
        const install = steps.findIndex((step) => /^npm ci\b/.test(step.run ?? ''));
        const node = steps.findIndex((step) => step.uses?.startsWith('actions/setup-node@'));
        expect(node, `${name}: ${job} sets up node`).toBeGreaterThanOrEqual(0);
        expect(install, `${name}: ${job} runs npm ci`).toBeGreaterThan(node);
        expect(agent, `${name}: ${job}`).toBeGreaterThan(install);
      }
    },
  );

  it.each(files)('%s: each install runs only where its lockfile is', (name) => {
    const workflow = parse(read(name)) as { jobs: Record<string, { steps?: Step[] }> };
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
    for (const step of steps) {
      for (const [command, pattern, lockfile] of installs) {
        if (!pattern.test(step.run ?? '')) continue;
        expect(step.if, `${name}: ${command}`).toBe(`hashFiles('${lockfile}') != ''`);
      }
      const runsNpmCi = steps.some((other) => /^npm ci\b/.test(other.run ?? ''));
      if (step.uses?.startsWith('actions/setup-node@') && runsNpmCi)
        expect(step.if, `${name}: setup-node`).toBe("hashFiles('package-lock.json') != ''");
    }
  });
});
