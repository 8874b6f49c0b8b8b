// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_XKE5JL6H$startTracing as startTracing,
} from "./group-run.js";
