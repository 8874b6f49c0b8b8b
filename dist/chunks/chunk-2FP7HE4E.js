// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_2FP7HE4E$createDirectSpawner as createDirectSpawner,
  chunk_2FP7HE4E$descendants as descendants,
  chunk_2FP7HE4E$liveProcesses as liveProcesses,
  chunk_2FP7HE4E$readProcessEntry as readProcessEntry,
  chunk_2FP7HE4E$readStateFile as readStateFile,
} from "./group-run.js";
