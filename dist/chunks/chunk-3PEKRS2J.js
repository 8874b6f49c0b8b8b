import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/engine/events/observer.ts
function observeModelCalls(callModel, observer) {
  const watch = observer?.modelRequest?.bind(observer);
  if (!watch) return callModel;
  return async (request) => {
    const done = quietly(() => watch(request));
    try {
      const message = await callModel(request);
      quietly(() => done?.({ message }));
      return message;
    } catch (error) {
      quietly(() => done?.({ error }));
      throw error;
    }
  };
}
function quietly(action) {
  try {
    return action();
  } catch {
    return void 0;
  }
}

export {
  observeModelCalls,
  quietly
};
