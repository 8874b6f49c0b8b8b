import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/cli/usage-error.ts
var UsageError = class extends Error {
  name = "UsageError";
};

export {
  UsageError
};
