// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_M3UWBKNT$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_M3UWBKNT$ModelError as ModelError,
  chunk_M3UWBKNT$SANDBOX_MODES as SANDBOX_MODES,
  chunk_M3UWBKNT$asModelError as asModelError,
  chunk_M3UWBKNT$describeNetwork as describeNetwork,
  chunk_M3UWBKNT$parseAllowedDomainsSetting as parseAllowedDomainsSetting,
  chunk_M3UWBKNT$resolveAllowedDomains as resolveAllowedDomains,
} from "./group-action-cli-run.js";
