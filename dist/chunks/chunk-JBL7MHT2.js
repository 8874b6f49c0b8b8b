// Merged into ./start-action-cli.js (scripts/run-start.mjs).
export {
  chunk_JBL7MHT2$parseLimit as parseLimit,
} from "./start-action-cli.js";
