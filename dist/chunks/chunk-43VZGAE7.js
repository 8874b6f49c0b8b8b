// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_43VZGAE7$AllowedDomainsError as AllowedDomainsError,
  chunk_43VZGAE7$describeAllowedDomains as describeAllowedDomains,
  chunk_43VZGAE7$isHostAllowed as isHostAllowed,
  chunk_43VZGAE7$normalHost as normalHost,
  chunk_43VZGAE7$parseAllowedDomains as parseAllowedDomains,
} from "./group-action-cli-run.js";
