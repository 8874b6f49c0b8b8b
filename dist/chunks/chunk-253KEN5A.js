import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/github-side/action/runner-io.ts
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
function getInput(name, env = process.env) {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
var outputs = 0;
function setOutput(name, value, env = process.env) {
  const file = env.GITHUB_OUTPUT;
  if (!file) {
    process.stdout.write(
      `${EOL}::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`
    );
    return;
  }
  const delimiter = `ghadelimiter_${process.pid}_${Date.now()}_${++outputs}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Output ${name}: the value contains its delimiter`);
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, "utf8");
}
function addMask(secret) {
  issue("add-mask", secret);
}
function info(message) {
  process.stdout.write(`${message}${EOL}`);
}
function fail(message) {
  setOutput("conclusion", "failure");
  issue("error", message);
  process.exitCode = 1;
}
function issue(command, message) {
  process.stdout.write(`::${command}::${escapeData(message)}${EOL}`);
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export {
  getInput,
  setOutput,
  addMask,
  info,
  fail
};
