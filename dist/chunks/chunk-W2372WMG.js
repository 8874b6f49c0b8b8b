import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/loop/transcript.ts
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
function openTranscript(path, redact = (text) => text) {
  mkdirSync(dirname(path), { recursive: true });
  return jsonLineWriter(openSync(path, "w", 384), redact);
}
function jsonLineWriter(fd, redact) {
  let open = true;
  return {
    write(event) {
      if (open) writeSync(fd, `${redact(JSON.stringify(event))}
`);
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    }
  };
}

export {
  openTranscript,
  jsonLineWriter
};
