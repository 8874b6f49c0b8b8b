// Merged into ./group-cli.js (scripts/start-groups.mjs).
export {
  chunk_PIJ4EJ5B$DEFAULT_MODEL as DEFAULT_MODEL,
  chunk_PIJ4EJ5B$FlagValueError as FlagValueError,
  chunk_PIJ4EJ5B$RUN_FLAGS as RUN_FLAGS,
  chunk_PIJ4EJ5B$readPlainRun as readPlainRun,
  chunk_PIJ4EJ5B$runOptionsFrom as runOptionsFrom,
} from "./group-cli.js";
