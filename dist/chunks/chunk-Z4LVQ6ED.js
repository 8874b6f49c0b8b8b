// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_Z4LVQ6ED$startTracing as startTracing,
} from "./group-run.js";
