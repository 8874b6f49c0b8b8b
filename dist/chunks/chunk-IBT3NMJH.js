// Merged into ./group-action-cli.js (scripts/start-groups.mjs).
export {
  chunk_IBT3NMJH$parseModelPrices as parseModelPrices,
} from "./group-action-cli.js";
