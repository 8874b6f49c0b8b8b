// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_AT4IJ4BX$stripInvisibleCharacters as stripInvisibleCharacters,
} from "./group-action-run.js";
