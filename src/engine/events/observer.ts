/**
 * What a watcher of the run (tracing) is told beside the events: when each model request
 * and each tool call starts and how it ends. The loop knows nothing of who listens; an
 * observer must not throw, and whatever it does costs the run nothing when there is none.
 */
import type { CallModel, Message, ModelRequest } from '../model/types.js';

/** How one model request ended: the whole message, or the error it was refused with. */
export type ModelRequestOutcome = { message: Message } | { error: unknown };

/** How one tool call ended. `denied`: a permission rule refused it before it ran. */
export interface ToolCallOutcome {
  isError: boolean;
  denied?: boolean;
}

export interface ToolCallStart {
  name: string;
  /** The API's `tool_use` id. */
  id: string;
}

/** What an observer does with one tool call. */
export interface ToolCallWatch {
  /** Told how the call ended. */
  end(outcome: ToolCallOutcome): void;
  /**
   * Runs the call's work, so that what happens inside it (a sub-agent's requests and
   * calls) is seen as part of this call; the work's result is returned unchanged.
   */
  within?<T>(work: () => Promise<T>): Promise<T>;
}

export interface RunObserver {
  /** A model request (one attempt) is sent; the function returned is told how it ended. */
  modelRequest?(request: ModelRequest): (outcome: ModelRequestOutcome) => void;
  /** A tool call starts. */
  toolCall?(call: ToolCallStart): ToolCallWatch;
}

/** `callModel` telling `observer` of each request; `callModel` itself without one. */
export function observeModelCalls(callModel: CallModel, observer?: RunObserver): CallModel {
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

/** Runs an observer's code: a watcher that throws never changes the run. */
export function quietly<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
