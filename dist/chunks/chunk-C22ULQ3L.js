// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_C22ULQ3L$isWithin as isWithin,
  chunk_C22ULQ3L$planMounts as planMounts,
} from "./group-cli-run.js";
