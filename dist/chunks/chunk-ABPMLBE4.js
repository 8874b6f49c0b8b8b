// Merged into ./group-cli.js (scripts/start-groups.mjs).
export {
  chunk_ABPMLBE4$DEFAULT_MODEL as DEFAULT_MODEL,
  chunk_ABPMLBE4$FlagValueError as FlagValueError,
  chunk_ABPMLBE4$RUN_FLAGS as RUN_FLAGS,
  chunk_ABPMLBE4$readPlainRun as readPlainRun,
  chunk_ABPMLBE4$runOptionsFrom as runOptionsFrom,
} from "./group-cli.js";
