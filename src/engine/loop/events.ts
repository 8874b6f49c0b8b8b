/**
 * The run's stream-json vocabulary, as the loop's callers have always imported it. It is
 * defined in src/engine/events/stream.ts, below the tools and MCP that need it too
 * (docs/development.md#source-layout).
 */
export type * from '../events/stream.js';
