// Merged into ./start-action-cli.js (scripts/run-start.mjs).
export {
  chunk_IBT3NMJH$parseModelPrices as parseModelPrices,
} from "./start-action-cli.js";
