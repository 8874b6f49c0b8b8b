import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  allowedHosts,
  neutralizeForeignLinks
} from "./chunk-BTPLMAXD.js";
import "./chunk-634A3RIS.js";
import "./group-action-cli-run-grep.js";

// src/engine/safety/posting.ts
function createPostingFilter(redact, serverUrl) {
  const hosts = allowedHosts(serverUrl);
  return (text) => neutralizeForeignLinks(redact(text), hosts);
}
export {
  createPostingFilter
};
