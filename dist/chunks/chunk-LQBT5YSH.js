// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_LQBT5YSH$AllowedDomainsError as AllowedDomainsError,
  chunk_LQBT5YSH$describeAllowedDomains as describeAllowedDomains,
  chunk_LQBT5YSH$isHostAllowed as isHostAllowed,
  chunk_LQBT5YSH$normalHost as normalHost,
  chunk_LQBT5YSH$parseAllowedDomains as parseAllowedDomains,
} from "./group-action-cli-run.js";
