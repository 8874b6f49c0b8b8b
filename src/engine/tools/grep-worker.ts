/**
 * Starts the JavaScript fallback's search worker (grep-kernel-worker.ts, which
 * runs grep-kernel.ts). A model-supplied pattern can backtrack catastrophically
 * (`(a+)+$` on a long line): JavaScript regular expressions cannot be
 * interrupted, so on the main thread it would block the event loop for good. In
 * a worker it can be stopped: the worker is terminated on abort or at the time limit.
 */
import { AgentLoopError } from '../errors/agent-loop-error.js';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { KernelReply, KernelRequest } from './grep-kernel.js';

/**
 * The worker's program. In the bundle it is dist/chunks/grep-kernel-worker.js,
 * beside the chunk this module is in (scripts/build.mjs checks that); from the
 * sources (tests, the benchmarks) it is the .ts file beside this one, loaded
 * through tsx's require hook (a loader given as `--import` does not reach a
 * worker on node 20).
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./grep-kernel-worker.js', import.meta.url));
  }
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const program = fileURLToPath(new URL('./grep-kernel-worker.ts', import.meta.url));
  const source = `require(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(program)});`;
  return new Worker(source, { eval: true });
}

/** Why a worker search did not answer. */
export class KernelStopped extends AgentLoopError<'kernel_stopped'> {
  constructor(readonly reason: 'aborted' | 'time-limit') {
    super(reason);
  }

  get kind() {
    return 'kernel_stopped' as const;
  }
}

/** A started worker: give it one request; or dispose of it unused. */
export interface KernelWorker {
  search(request: KernelRequest, timeLimitMs: number, signal?: AbortSignal): Promise<KernelReply>;
  dispose(): void;
}

/**
 * Starts a worker. Starting takes a few milliseconds, so the caller starts it
 * before walking the tree and sends the request when the walk is done.
 */
export function startKernelWorker(): KernelWorker {
  const worker = newWorker();
  // Until search() listens, an early failure must not become an unhandled 'error'.
  let earlyError: Error | undefined;
  const onEarlyError = (error: Error) => (earlyError ??= error);
  const onEarlyExit = (code: number) =>
    (earlyError ??= new Error(`the search worker exited (code ${code})`));
  worker.on('error', onEarlyError);
  worker.on('exit', onEarlyExit);
  const dispose = () => void worker.terminate();
  return {
    dispose,
    search: (request, timeLimitMs, signal) =>
      new Promise<KernelReply>((resolve, reject) => {
        worker.off('error', onEarlyError);
        worker.off('exit', onEarlyExit);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          worker.removeAllListeners();
          worker.on('error', () => undefined);
          dispose();
          settle();
        };
        const onAbort = () => finish(() => reject(new KernelStopped('aborted')));
        const timer = setTimeout(
          () => finish(() => reject(new KernelStopped('time-limit'))),
          timeLimitMs,
        );
        if (earlyError) return finish(() => reject(earlyError));
        if (signal?.aborted) return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.once('message', (reply: KernelReply) => finish(() => resolve(reply)));
        worker.once('error', (error) => finish(() => reject(error)));
        worker.once('exit', (code) =>
          finish(() => reject(new Error(`the search worker exited (code ${code})`))),
        );
        worker.postMessage(request);
      }),
  };
}
