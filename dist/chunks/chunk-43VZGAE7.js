// Merged into ./start-action-cli-run.js (scripts/run-start.mjs).
export {
  chunk_43VZGAE7$AllowedDomainsError as AllowedDomainsError,
  chunk_43VZGAE7$describeAllowedDomains as describeAllowedDomains,
  chunk_43VZGAE7$isHostAllowed as isHostAllowed,
  chunk_43VZGAE7$normalHost as normalHost,
  chunk_43VZGAE7$parseAllowedDomains as parseAllowedDomains,
} from "./start-action-cli-run.js";
