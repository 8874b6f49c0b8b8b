/**
 * `npm run demo:cli`: the bundled `agent-loop` command, for real, on a sample
 * project, against a local scripted model (the fake Anthropic server speaking the
 * real streaming protocol). Offline, in seconds. The project and the session
 * (AGENT_LOOP_HOME) are temporary folders, removed when it ends (also on error or Ctrl-C).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { reply, startFakeAnthropic, text, toolUse } from '../test/fakes/anthropic-server.js';
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

const model = await startFakeAnthropic([
  reply([
    text('Let me look at the code and run the test.'),
    toolUse('Read', { file_path: 'math.js' }),
    toolUse('Bash', { command: 'node math.test.js', description: 'Run the test' }),
  ]),
  reply(toolUse('Edit', { file_path: 'math.js', old_string: 'a - b', new_string: 'a + b' })),
  reply(toolUse('Bash', { command: 'node math.test.js', description: 'Run the test again' })),
  reply(
    text(
      'Fixed `add` in math.js: it subtracted instead of adding. `node math.test.js` now passes.',
    ),
  ),
]);

printDemoStart({ asked: `agent-loop run --cwd ${project} "${prompt}"`, home });

try {
  // The fake model lives in this process: spawn asynchronously so it can answer.
  const args = ['run', '--cwd', project, '--output-format', 'stream-json', prompt];
  const child = spawn(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      ANTHROPIC_API_KEY: 'demo-key-not-a-secret',
      ANTHROPIC_BASE_URL: model.url,
      AGENT_LOOP_HOME: home,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const run = { stdout, status };
  for (const line of run.stdout.trim().split('\n')) {
    const event = JSON.parse(line);
    if (event.type === 'assistant') {
      for (const block of event.message.content) {
        if (block.type === 'text') console.log(`assistant: ${block.text}`);
        if (block.type === 'tool_use')
          console.log(`  → ${block.name} ${JSON.stringify(block.input)}`);
      }
    } else if (event.type === 'user') {
      for (const block of event.message.content) {
        if (block.type === 'tool_result') {
          const output =
            typeof block.content === 'string' ? block.content : JSON.stringify(block.content);
          console.log(
            `  ← ${block.is_error ? 'error: ' : ''}${output.split('\n').slice(0, 3).join(' | ')}`,
          );
        }
      }
    } else if (event.type === 'result') {
      console.log(
        `\nresult: ${event.subtype} (${event.terminal_reason}), ${event.num_turns} turns, $${event.total_cost_usd}`,
      );
    }
  }
  console.log(`\nmath.js now:\n${readFileSync(join(project, 'math.js'), 'utf8')}`);
  process.exitCode = run.status ?? 1;
} finally {
  await model.close();
  removeDemoTempDirs();
}
