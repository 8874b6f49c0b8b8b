import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// cloud-sdk-resources:messages-only.js
var Beta = class {
  messages = {};
};

export {
  Beta
};
