/**
 * The search worker's program (started by grep-worker.ts): one request, one
 * reply, then the main thread terminates it. Bundled as dist/chunks/grep-kernel-worker.js.
 */
import { parentPort } from 'node:worker_threads';
import { search } from './grep-kernel.js';
import type { KernelReply, KernelRequest } from './grep-kernel.js';
import { errorMessage } from '../text/error-message.js';

parentPort?.once('message', (request: KernelRequest) => {
  let reply: KernelReply;
  try {
    reply = search(request);
  } catch (error) {
    reply = { ok: false, failure: errorMessage(error) };
  }
  parentPort?.postMessage(reply);
});
