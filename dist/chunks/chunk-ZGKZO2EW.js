// Merged into ./group-action-cli-run-grep.js (scripts/start-groups.mjs).
export {
  chunk_ZGKZO2EW$__commonJS as __commonJS,
  chunk_ZGKZO2EW$__esm as __esm,
  chunk_ZGKZO2EW$__export as __export,
  chunk_ZGKZO2EW$__require as __require,
  chunk_ZGKZO2EW$__toCommonJS as __toCommonJS,
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";
