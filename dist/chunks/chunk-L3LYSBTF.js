import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/safety/log-safety.ts
var BREAK = "\u200B";
function escapeWorkflowCommands(text) {
  return text.split(/(\r\n|\r|\n)/).map((piece) => piece.replace(LEADING_COMMAND, `$1${BREAK}::`).replace(/##\[/g, `##${BREAK}[`)).join("");
}
var LEADING_COMMAND = /^([\s\u0085\u180e]*)::/;

export {
  escapeWorkflowCommands
};
