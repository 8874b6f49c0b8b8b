// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_G5CL4B7I$EFFORT_LEVELS as EFFORT_LEVELS,
  chunk_G5CL4B7I$ModelError as ModelError,
  chunk_G5CL4B7I$PACKAGE_REGISTRIES as PACKAGE_REGISTRIES,
  chunk_G5CL4B7I$SANDBOX_MODES as SANDBOX_MODES,
  chunk_G5CL4B7I$asModelError as asModelError,
  chunk_G5CL4B7I$describeNetwork as describeNetwork,
  chunk_G5CL4B7I$parseAllowedDomainsSetting as parseAllowedDomainsSetting,
  chunk_G5CL4B7I$resolveAllowedDomains as resolveAllowedDomains,
} from "./group-action-cli-run.js";
