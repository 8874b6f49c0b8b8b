// Merged into ./group-cli.js (scripts/start-groups.mjs).
export {
  chunk_3NO3W55U$DEFAULT_MODEL as DEFAULT_MODEL,
  chunk_3NO3W55U$FlagValueError as FlagValueError,
  chunk_3NO3W55U$RUN_FLAGS as RUN_FLAGS,
  chunk_3NO3W55U$readPlainRun as readPlainRun,
  chunk_3NO3W55U$runOptionsFrom as runOptionsFrom,
} from "./group-cli.js";
