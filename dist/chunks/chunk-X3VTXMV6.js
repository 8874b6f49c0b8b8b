// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_X3VTXMV6$UsageError as UsageError,
} from "./group-cli-run.js";
