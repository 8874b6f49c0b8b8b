// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_7ADKH2XC$coversToolName as coversToolName,
  chunk_7ADKH2XC$createPermissionChecker as createPermissionChecker,
  chunk_7ADKH2XC$loadShellParser as loadShellParser,
  chunk_7ADKH2XC$parsePermissionRules as parsePermissionRules,
  chunk_7ADKH2XC$prepareShellParser as prepareShellParser,
} from "./group-action-run.js";
