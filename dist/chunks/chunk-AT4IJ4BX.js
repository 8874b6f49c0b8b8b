// Merged into ./start-action-run.js (scripts/run-start.mjs).
export {
  chunk_AT4IJ4BX$stripInvisibleCharacters as stripInvisibleCharacters,
} from "./start-action-run.js";
