import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/text/error-message.ts
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

export {
  errorMessage
};
