import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  describeAllowedDomains
} from "./chunk-43VZGAE7.js";

// src/engine/sandbox/notes.ts
function sandboxNotes(allowed) {
  const network = allowed.kind === "all" ? "Network: every host." : allowed.kind === "none" ? "Network: none, except servers the command itself starts on 127.0.0.1 (the input allowed_domains lists the hosts a maintainer allows)." : `Network: only ${describeAllowedDomains(allowed)}, through the HTTP(S)_PROXY set in the environment; other hosts are refused (input allowed_domains).`;
  return [
    "Commands run in a sandbox as an unprivileged user: /tmp and $HOME are private to this run, and .git is read-only (git status, diff and log work; the action commits your changes itself).",
    network
  ];
}

export {
  sandboxNotes
};
