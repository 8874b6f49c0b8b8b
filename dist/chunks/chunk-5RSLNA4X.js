// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_5RSLNA4X$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_5RSLNA4X$ModelError as ModelError,
  chunk_5RSLNA4X$SANDBOX_MODES as SANDBOX_MODES,
  chunk_5RSLNA4X$asModelError as asModelError,
  chunk_5RSLNA4X$describeNetwork as describeNetwork,
  chunk_5RSLNA4X$parseAllowedDomainsSetting as parseAllowedDomainsSetting,
  chunk_5RSLNA4X$resolveAllowedDomains as resolveAllowedDomains,
} from "./group-action-cli-run.js";
