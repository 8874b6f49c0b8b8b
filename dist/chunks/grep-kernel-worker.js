import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  search
} from "./chunk-R4AAJUJG.js";
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import "./group-action-cli-run-grep.js";

// src/engine/tools/grep-kernel-worker.ts
import { parentPort } from "node:worker_threads";
parentPort?.once("message", (request) => {
  let reply;
  try {
    reply = search(request);
  } catch (error) {
    reply = { ok: false, failure: errorMessage(error) };
  }
  parentPort?.postMessage(reply);
});
