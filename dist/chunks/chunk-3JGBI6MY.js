// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_3JGBI6MY$createDirectSpawner as createDirectSpawner,
  chunk_3JGBI6MY$descendants as descendants,
  chunk_3JGBI6MY$liveProcesses as liveProcesses,
  chunk_3JGBI6MY$readProcessEntry as readProcessEntry,
  chunk_3JGBI6MY$readStateFile as readStateFile,
} from "./group-run.js";
