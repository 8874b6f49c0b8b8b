// Merged into ./group-action-run.js (scripts/start-groups.mjs).
export {
  chunk_LOB2NJEW$coversToolName as coversToolName,
  chunk_LOB2NJEW$createPermissionChecker as createPermissionChecker,
  chunk_LOB2NJEW$loadShellParser as loadShellParser,
  chunk_LOB2NJEW$parsePermissionRules as parsePermissionRules,
  chunk_LOB2NJEW$prepareShellParser as prepareShellParser,
} from "./group-action-run.js";
