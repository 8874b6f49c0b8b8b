// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_AOM7VAOA$UsageError as UsageError,
} from "./group-cli-run.js";
