/**
 * The runner's step protocol for the first moments of a run: inputs from
 * `INPUT_*` variables, outputs appended to `$GITHUB_OUTPUT`, masks and errors
 * as workflow commands. @actions/core speaks the same protocol but loads an
 * HTTP client at import, which alone costs about 3.5× a bare node start
 * (bench/cold-start); a run that ends here (a comment that does not mention the
 * agent, a bad input) needs none of it. Later steps use @actions/core.
 */
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/** An input as the runner passes it: `INPUT_<NAME>` (spaces → `_`), trimmed; '' when unset. */
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

let outputs = 0;

/** Sets a step output in a block no value can end early. */
export function setOutput(name: string, value: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.GITHUB_OUTPUT;
  if (!file) {
    process.stdout.write(
      `${EOL}::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`,
    );
    return;
  }
  const delimiter = `ghadelimiter_${process.pid}_${Date.now()}_${++outputs}`;
  // What keeps a value from ending the block early is this check, as in @actions/core.
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Output ${name}: the value contains its delimiter`);
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

/** Masks `secret` in the job's log from here on. */
export function addMask(secret: string): void {
  issue('add-mask', secret);
}

/** A line in the job's log. */
export function info(message: string): void {
  process.stdout.write(`${message}${EOL}`);
}

/** Ends the step as failed: the `conclusion` output, an error annotation, exit status 1. */
export function fail(message: string): void {
  setOutput('conclusion', 'failure');
  issue('error', message);
  process.exitCode = 1;
}

function issue(command: string, message: string): void {
  process.stdout.write(`::${command}::${escapeData(message)}${EOL}`);
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
