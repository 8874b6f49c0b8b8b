// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_2OJSLSQY$createDirectSpawner as createDirectSpawner,
  chunk_2OJSLSQY$descendants as descendants,
  chunk_2OJSLSQY$liveProcesses as liveProcesses,
  chunk_2OJSLSQY$readProcessEntry as readProcessEntry,
  chunk_2OJSLSQY$readStateFile as readStateFile,
} from "./start-run.js";
