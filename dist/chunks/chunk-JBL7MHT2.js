import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/config/numbers.ts
var WHOLE = /^\d+$/;
var DECIMAL = /^\d+(?:\.\d+)?$/;
function parseLimit(name, raw, kind) {
  const text = raw.trim();
  if (kind === "count") {
    const value2 = Number(text);
    if (!WHOLE.test(text) || !Number.isSafeInteger(value2) || value2 < 1) {
      throw new Error(`${name} must be a whole number of at least 1 (like 30), got "${raw}"`);
    }
    return value2;
  }
  const value = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a number greater than 0 (like 2.5), got "${raw}"`);
  }
  return value;
}

export {
  parseLimit
};
