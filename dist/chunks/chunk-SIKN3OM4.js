// Merged into ./group-action-cli.js (scripts/start-groups.mjs).
export {
  chunk_SIKN3OM4$parseModelPrices as parseModelPrices,
} from "./group-action-cli.js";
