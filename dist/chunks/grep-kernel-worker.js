import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  search
} from "./chunk-45JQB4LF.js";
import {
  errorMessage
} from "./chunk-7Q23WMIR.js";
import "./chunk-ZGKZO2EW.js";

// src/tools/grep-kernel-worker.ts
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
