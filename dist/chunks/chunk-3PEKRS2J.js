// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_3PEKRS2J$observeModelCalls as observeModelCalls,
  chunk_3PEKRS2J$quietly as quietly,
} from "./start-run.js";
