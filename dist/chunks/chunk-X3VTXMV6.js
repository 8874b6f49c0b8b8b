// Merged into ./start-cli-run.js (scripts/run-start.mjs).
export {
  chunk_X3VTXMV6$UsageError as UsageError,
} from "./start-cli-run.js";
