// Merged into ./group-cli.js (scripts/start-groups.mjs).
export {
  chunk_LVEFJFJL$DEFAULT_MODEL as DEFAULT_MODEL,
  chunk_LVEFJFJL$FlagValueError as FlagValueError,
  chunk_LVEFJFJL$RUN_FLAGS as RUN_FLAGS,
  chunk_LVEFJFJL$readPlainRun as readPlainRun,
  chunk_LVEFJFJL$runOptionsFrom as runOptionsFrom,
} from "./group-cli.js";
