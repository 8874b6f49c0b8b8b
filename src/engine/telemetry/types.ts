/**
 * What tracing offers the run, apart from how it is done: src/engine/telemetry/index.ts decides
 * whether to trace and src/engine/telemetry/otel.ts (loaded only then) implements these, so
 * neither imports the other's types back.
 */
import type { LoopEvent } from '../events/stream.js';
import type { RunObserver } from '../events/observer.js';
import type { Attributes, ProviderKind } from './attributes.js';

/**
 * One request of the host's API client as it reports it (the GitHub side's:
 * src/github-side/github/octokit.ts).
 */
export type RequestWatcher = (request: {
  method: string;
  route: string;
  url: string;
}) => (outcome: { status?: number; error?: unknown }) => void;

/** The run's tracer: one root span `agent-loop run`, and a child per request and call. */
export interface RunTracing {
  /** For the loop: a span per model request and per tool call. */
  readonly observer: RunObserver;
  /** For the host's API client (the GitHub side's): a span per request. */
  readonly apiRequest: RequestWatcher;
  /** The run's events: the root span takes the session and the result's numbers. */
  event(event: LoopEvent): void;
  /** Sets attributes of the root span learnt on the way (the action's mode, conclusion). */
  annotate(attributes: Attributes): void;
  /** Ends the root span and sends what is left, waiting a bounded time; never throws. */
  end(): Promise<void>;
}

export interface TracingSettings {
  env: NodeJS.ProcessEnv;
  /** Applied to every string of every span (the run's redactor, later secrets included). */
  redact: (text: string) => string;
  /** Where the one warning about an unreachable collector goes. */
  warn: (message: string) => void;
  provider: ProviderKind;
  /** The root span's first attributes (`agent_loop.mode`, the repository). */
  attributes: Attributes;
}
