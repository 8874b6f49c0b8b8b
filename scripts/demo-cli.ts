/**
 * `npm run demo:cli`: the bundled `agent-loop` command, for real, on a sample
 * project, against a local scripted model (the fake Anthropic server speaking the
 * real streaming protocol). Offline, in seconds. It shows what the command prints in
 * its default text mode (the answer on stdout; with --verbose, a line per turn and the
 * session id on stderr), then resumes that session with a second prompt. The project and
 * the session (AGENT_LOOP_HOME) are temporary folders, removed when it ends (also on
 * error or Ctrl-C).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  reply,
  startFakeAnthropic,
  text,
  thinking,
  toolUse,
  type BlockSpec,
} from '../test/fakes/anthropic-server.js';
import { demoTempDir, printDemoStart, removeDemoTempDirs } from './demo-temp.js';

const cli = resolve('dist/cli/index.js');
const project = demoTempDir('project');
const home = demoTempDir('home');
const prompt = 'The add() test fails. Fix it.';
writeFileSync(join(project, 'math.js'), 'export function add(a, b) {\n  return a - b;\n}\n');
writeFileSync(
  join(project, 'math.test.js'),
  "import { add } from './math.js';\nif (add(2, 3) !== 5) { console.error('FAIL: add(2, 3) =', add(2, 3)); process.exit(1); }\nconsole.log('ok');\n",
);
writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');

const followUp = 'Also say which file you changed, in one line.';
/** The scripted replies: what the scripted model "thinks" (shown by --verbose), and its blocks. */
const replies: [string, BlockSpec[]][] = [
  [
    'read the code and run the test',
    [
      text('Let me look at the code and run the test.'),
      toolUse('Read', { file_path: 'math.js' }),
      toolUse('Bash', { command: 'node math.test.js', description: 'Run the test' }),
    ],
  ],
  [
    'fix add()',
    [toolUse('Edit', { file_path: 'math.js', old_string: 'a - b', new_string: 'a + b' })],
  ],
  [
    'run the test again',
    [toolUse('Bash', { command: 'node math.test.js', description: 'Run the test again' })],
  ],
  [
    'write the answer',
    [
      text(
        'Fixed `add` in math.js: it subtracted instead of adding. `node math.test.js` now passes.',
      ),
    ],
  ],
  // The resumed session: the model gets the whole earlier conversation, then the new prompt.
  ['answer the follow-up', [text('I changed math.js (one line: `a - b` became `a + b`).')]],
];
// Its words say they are scripted, so nobody takes them for a real model's.
const model = await startFakeAnthropic(
  replies.map(([thinks, blocks], index) =>
    reply([
      thinking(
        `[scripted demo model, reply ${index + 1} of ${replies.length}] ${thinks}`,
        `sig_demo_cli_${index + 1}`,
      ),
      ...blocks,
    ]),
  ),
);

const rule = (title: string) =>
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);

/** Runs the bundled command as a user types it; what it prints is shown as it is. */
async function agentLoop(args: string[]): Promise<{ status: number | null; stderr: string }> {
  // The fake model lives in this process: spawn asynchronously so it can answer.
  const child = spawn(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      ANTHROPIC_API_KEY: 'demo-key-not-a-secret',
      ANTHROPIC_BASE_URL: model.url,
      AGENT_LOOP_HOME: home,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  console.log('stderr (progress; --verbose, or any text-mode run on a terminal):');
  console.log(indent(stderr));
  console.log('stdout (the answer):');
  console.log(indent(stdout));
  return { status, stderr };
}

const indent = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

printDemoStart({ asked: `agent-loop run --verbose --cwd ${project} "${prompt}"`, home });

try {
  rule('What the command prints');
  const first = await agentLoop(['run', '--verbose', '--cwd', project, prompt]);
  console.log(`\nmath.js now:\n${indent(readFileSync(join(project, 'math.js'), 'utf8'))}`);

  const session = /^\[session ([0-9a-f-]{36})\]/m.exec(first.stderr)?.[1];
  if (!session) throw new Error('the run did not say its session id');
  rule('Picking the session up again with --resume');
  console.log(`agent-loop run --verbose --cwd <project> --resume ${session} "${followUp}"\n`);
  const second = await agentLoop([
    'run',
    '--verbose',
    '--cwd',
    project,
    '--resume',
    session,
    followUp,
  ]);
  const saved = model.requests.at(-1)!.body.messages as unknown[];
  console.log(`\nThe model got the earlier conversation back: ${saved.length} messages.`);
  process.exitCode = first.status === 0 && second.status === 0 ? 0 : 1;
} finally {
  await model.close();
  removeDemoTempDirs();
}
