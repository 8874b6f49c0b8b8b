// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_XKE5JL6H$startTracing as startTracing,
} from "./start-run.js";
