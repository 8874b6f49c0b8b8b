// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_JRD7LAFA$coversToolName as coversToolName,
  chunk_JRD7LAFA$createPermissionChecker as createPermissionChecker,
  chunk_JRD7LAFA$loadShellParser as loadShellParser,
  chunk_JRD7LAFA$parsePermissionRules as parsePermissionRules,
  chunk_JRD7LAFA$prepareShellParser as prepareShellParser,
} from "./group-action-run.js";
