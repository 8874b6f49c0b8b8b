/**
 * Work that only the model's answer needs (the tools' code, the tool boundary's set-up)
 * starts once the first request has left, not while it is being sent: started right
 * after the SDK's `fetch()` was called, it ran before the request's bytes went out
 * (the TCP connect and the write come in later turns of the event loop), and on node 24
 * the first request with the boundary on reached the API about 30 ms later for it.
 */
import type { CallModel } from './types.js';

/**
 * `callModel`, which calls `start` once: when the first request's answer begins (its
 * response headers, `onAnswerStarted` in the request), or when that first call
 * settles, for a model that gives no such signal (or fails before answering).
 */
export function onFirstAnswer(callModel: CallModel, start: () => void): CallModel {
  let called = false;
  return (request) => {
    if (called) return callModel(request);
    called = true;
    let started = false;
    const startOnce = (): void => {
      if (started) return;
      started = true;
      start();
    };
    const answerStarted = request.onAnswerStarted;
    const response = callModel({
      ...request,
      onAnswerStarted: () => {
        answerStarted?.();
        startOnce();
      },
    });
    response.then(startOnce, startOnce);
    return response;
  };
}
