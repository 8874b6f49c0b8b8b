// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_2OJSLSQY$createDirectSpawner as createDirectSpawner,
  chunk_2OJSLSQY$descendants as descendants,
  chunk_2OJSLSQY$liveProcesses as liveProcesses,
  chunk_2OJSLSQY$readProcessEntry as readProcessEntry,
  chunk_2OJSLSQY$readStateFile as readStateFile,
} from "./group-run.js";
