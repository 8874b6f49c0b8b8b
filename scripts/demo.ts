/**
 * `npm run demo`: the bundled action (dist/index.js), for real, on a sample
 * repository: a real `issue_comment` webhook payload (from @octokit/webhooks-examples,
 * its body replaced by "@agent fix the failing test"), the local fake GitHub API and a
 * scripted model speaking the real streaming protocol. Prints the comment the action
 * posted and the pull request it opened as a reader sees them on GitHub (hidden markers
 * left out), and the commit it pushed. Offline, in seconds; it says what it is doing as
 * it goes (each request the action makes of the scripted model).
 * Its session lives in a temporary AGENT_LOOP_HOME; every temporary folder is removed
 * when it ends (also on error or Ctrl-C).
 *
 * `--figures <file>` also writes the run's figures (turns, tokens, cost, the final report)
 * as JSON: `npm run docs` copies them into the README (scripts/demo-figures.mjs), and
 * test/scripts/demo.test.ts fails when the README's copy differs.
 *
 * Build first (`npm run build`) when src/ changed.
 */
import { writeFileSync } from 'node:fs';
import {
  delay,
  reply,
  text,
  thinking,
  toolUse,
  type BlockSpec,
  type RecordedRequest,
  type Step,
} from '../test/fakes/anthropic-server.js';
import { examplePayload } from '../test/github/payloads.js';
import { git, runAction } from '../test/action/harness.js';
import { cleanMarkdown } from '../src/engine/safety/markdown-clean.js';
import { demoTempDir, printDemoStart, removeDemoTempDirs } from './demo-temp.js';
import { demoFigures } from './demo-figures.js';

/**
 * A comment as a reader sees it on GitHub, for a terminal: without what GitHub's
 * Markdown hides (the action's hidden markers and memory block), a collapsed
 * <details> shown as its summary line, the small print as plain text.
 */
function asReaderSees(markdown: string): string {
  return cleanMarkdown(markdown)
    .replace(/<details><summary>(.*?)<\/summary>[\s\S]*?<\/details>/g, '▸ $1 (collapsed)')
    .replace(/<\/?sub>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const repoFiles = {
  'package.json': '{ "name": "sample", "type": "module", "scripts": { "test": "node test.js" } }\n',
  'src/sum.js': 'export function sum(values) {\n  return values.reduce((a, b) => a + b, 1);\n}\n',
  'test.js': [
    "import { sum } from './src/sum.js';",
    'const got = sum([1, 2, 3]);',
    'if (got !== 6) { console.error(`FAIL sum([1, 2, 3]) = ${got}, expected 6`); process.exit(1); }',
    "console.log('PASS sum([1, 2, 3]) = 6');",
    '',
  ].join('\n'),
  'README.md': '# sample\n\n`npm test` runs the tests.\n',
};

const todos = (statuses: ['pending' | 'in_progress' | 'completed', string, string][]) => ({
  todos: statuses.map(([status, content, activeForm]) => ({ status, content, activeForm })),
});
const plan = (a: string, b: string, c: string) =>
  todos([
    [a as 'pending', 'Reproduce the failing test', 'Reproducing the failing test'],
    [b as 'pending', 'Fix the bug in src/sum.js', 'Fixing the bug in src/sum.js'],
    [c as 'pending', 'Run the tests again', 'Running the tests again'],
  ]);

/**
 * One scripted reply: what the scripted model "thinks" (a summarized thinking block, which
 * the progress comment shows; worded so nobody takes it for a real model's), its blocks,
 * and how long it takes to answer.
 */
interface ScriptedReply {
  thinks: string;
  blocks: BlockSpec[];
  waitMs?: number;
}

const replies: ScriptedReply[] = [
  {
    thinks: 'plan the work',
    blocks: [
      text("I'll reproduce the failure first."),
      toolUse('TodoWrite', plan('in_progress', 'pending', 'pending')),
    ],
  },
  {
    thinks: 'read the test and the code',
    blocks: [
      toolUse('Read', { file_path: 'test.js' }),
      toolUse('Read', { file_path: 'src/sum.js' }),
    ],
  },
  {
    thinks: 'run the failing test',
    blocks: [toolUse('Bash', { command: 'node test.js', description: 'Run the tests' })],
    // A model's turn takes seconds: this one waits long enough for a progress edit (at most
    // one every 3 s) to show the task list.
    waitMs: 3500,
  },
  {
    thinks: 'name the cause',
    blocks: [
      text('`reduce` starts from 1 instead of 0, so every sum is off by one.'),
      toolUse('TodoWrite', plan('completed', 'in_progress', 'pending')),
    ],
  },
  {
    thinks: 'edit src/sum.js',
    blocks: [
      toolUse('Edit', {
        file_path: 'src/sum.js',
        old_string: '(a, b) => a + b, 1)',
        new_string: '(a, b) => a + b, 0)',
      }),
    ],
  },
  {
    thinks: 'run the test again',
    blocks: [toolUse('Bash', { command: 'node test.js', description: 'Run the tests again' })],
  },
  {
    thinks: 'tick off the list',
    blocks: [toolUse('TodoWrite', plan('completed', 'completed', 'completed'))],
  },
  {
    thinks: 'write the answer',
    blocks: [
      text(
        'Fixed the failing test: `sum()` in `src/sum.js` seeded `reduce` with 1 instead of 0, so every sum was off by one. `node test.js` now passes.',
      ),
    ],
  },
];

/** What a reply does, in a few words, for the demo's running commentary. */
function describe(blocks: BlockSpec[]): string {
  return blocks
    .map((block) => {
      if (block.type !== 'tool_use') return block.type;
      const input = block.input as { file_path?: string; command?: string };
      const target = input.file_path ?? (input.command ? `\`${input.command}\`` : '');
      return `${block.name} ${target}`.trim();
    })
    .join(', ');
}

/** The scripted model: answers request `index` with reply `index`, saying so on the terminal. */
function model(_request: RecordedRequest, index: number): Step {
  const scripted = replies[index];
  // No step: the fake answers 500, naming the request the script has no reply for.
  if (!scripted) return undefined as unknown as Step;
  const n = `${index + 1} of ${replies.length}`;
  console.log(`  the action asks the scripted model (request ${n}): ${describe(scripted.blocks)}`);
  if (index === replies.length - 1)
    console.log('  the action commits, pushes, opens the pull request and writes its report…');
  const step = reply([
    thinking(`[scripted demo model, reply ${n}] ${scripted.thinks}`, `sig_demo_${index + 1}`),
    ...scripted.blocks,
  ]);
  return scripted.waitMs ? delay(scripted.waitMs, step) : step;
}

// A real webhook payload; the issue, the comment's body and the default branch change
// to match the sample repository (the branch name follows the issue's title).
const payload = examplePayload('issue_comment', 'created');
payload.issue.title = 'sum() is off by one: sum([1, 2, 3]) returns 7';
payload.issue.body = '`npm test` fails: `sum([1, 2, 3])` returns 7 instead of 6.';
payload.comment.body = '@agent fix the failing test';
payload.repository.default_branch = 'main';

const home = demoTempDir('home');
printDemoStart({
  asked: [
    `${payload.comment.user.login} commented on ${payload.repository.full_name}#${payload.issue.number} "${payload.issue.title}":`,
    `  ${payload.comment.body}`,
  ].join('\n'),
  home,
});

/** `--figures <file>`: where to write the run's figures (JSON), for `npm run docs`. */
const figuresAt = process.argv.indexOf('--figures');
const figuresFile = figuresAt > 0 ? process.argv[figuresAt + 1] : undefined;
if (figuresAt > 0 && !figuresFile) throw new Error('--figures needs a file name');

console.log(`\n━━━ The run, as it goes ${'━'.repeat(48)}`);
console.log('  a sample repository (origin and checkout), a fake GitHub API and the scripted');
console.log('  model are ready: the runner starts `node dist/index.js` with the event…');
const started = Date.now();
let cleanup: (() => Promise<void>) | undefined;
try {
  const run = await runAction({
    event: { name: 'issue_comment', payload },
    repoFiles,
    model,
    // The sample needs no network. `none` also keeps the run's report the same on every
    // machine: the default's registry hosts come from the machine's package managers.
    inputs: { allowed_domains: 'none' },
    env: { AGENT_LOOP_HOME: home },
  });
  cleanup = run.cleanup;
  const rule = (title: string) =>
    console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
  rule(`Action exited with ${run.exitCode} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}: ${value}`);

  rule('What the agent did: its text (💬), its tool calls (→) and what it saw (←)');
  for (const line of run.transcript) {
    const message = line.message as { content?: unknown } | undefined;
    if (!Array.isArray(message?.content)) continue;
    for (const block of message.content as Record<string, unknown>[]) {
      if (block.type === 'text') console.log(`💬 ${String(block.text)}`);
      if (block.type === 'tool_use')
        console.log(`→ ${String(block.name)} ${JSON.stringify(block.input)}`);
      if (block.type === 'tool_result') {
        const body =
          typeof block.content === 'string' ? block.content : JSON.stringify(block.content);
        console.log(`  ← ${body.split('\n').slice(0, 3).join('\n    ')}`);
      }
    }
  }

  const comment = run.github.state.comments.find((c) => c.id === Number(run.outputs.comment_id));
  rule(
    `What ${payload.comment.user.login} sees on ${payload.repository.full_name}#${payload.issue.number}`,
  );
  const reactions = run.github.state.reactions.map((reaction) => reaction.content);
  console.log(
    `On the request: ${reactions.includes('eyes') ? '👀 (the agent is on it)' : '(no reaction)'}`,
  );
  // The progress comment as it was while the agent worked: its first version with the task list.
  const working = run.github.state.commentVersions.find(
    (version) => version.id === comment?.id && version.body.includes('- ['),
  );
  if (working)
    console.log(`While it works (edited as it goes):\n\n${asReaderSees(working.body)}\n`);
  console.log('When it is done:\n');
  console.log(comment ? asReaderSees(comment.body) : '(none)');
  if (figuresFile && comment) {
    writeFileSync(
      figuresFile,
      `${JSON.stringify(demoFigures(run.transcript, comment.body), null, 2)}\n`,
    );
  }

  const branch = run.outputs.branch_name;
  rule(`The commit pushed to ${branch ?? '(no branch)'}`);
  if (branch) console.log((await git(run.origin, 'log', '-1', '--stat', branch)).trimEnd());

  const pull = run.github.state.pulls.at(-1);
  rule('The pull request');
  if (pull) {
    console.log(`#${pull.number} ${pull.title}  (${pull.head.ref} → ${pull.base.ref})`);
    console.log(run.outputs.pr_url ?? '');
    console.log('');
    console.log(asReaderSees(pull.body));
  } else {
    console.log('(none)');
  }
  rule('The step summary (GITHUB_STEP_SUMMARY)');
  console.log(run.summary.trimEnd() || '(none)');

  if (run.exitCode !== 0) {
    rule('stderr');
    console.log(run.stderr);
    process.exitCode = 1;
  }
} finally {
  await cleanup?.();
  removeDemoTempDirs();
}
