import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/safety/invisible-characters.ts
var INVISIBLE = (
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g
);
var TAGS_AND_SELECTORS = /[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
var CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
function stripInvisibleCharacters(text) {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").replace(TAGS_AND_SELECTORS, "").replace(CONTROL, "");
}

export {
  stripInvisibleCharacters
};
