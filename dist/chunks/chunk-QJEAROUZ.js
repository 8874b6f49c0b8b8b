// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_QJEAROUZ$isWithin as isWithin,
  chunk_QJEAROUZ$planMounts as planMounts,
} from "./group-cli-run.js";
