// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_3PEKRS2J$observeModelCalls as observeModelCalls,
  chunk_3PEKRS2J$quietly as quietly,
} from "./group-run.js";
