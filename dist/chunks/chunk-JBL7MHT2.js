// Merged into ./group-action-cli.js (scripts/start-groups.mjs).
export {
  chunk_JBL7MHT2$parseLimit as parseLimit,
} from "./group-action-cli.js";
