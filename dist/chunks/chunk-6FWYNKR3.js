// Merged into ./group-action-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_6FWYNKR3$hostOfHeader as hostOfHeader,
  chunk_6FWYNKR3$inspectFirstBytes as inspectFirstBytes,
  chunk_6FWYNKR3$internalKind as internalKind,
  chunk_6FWYNKR3$resolvePublic as resolvePublic,
  chunk_6FWYNKR3$systemLookup as systemLookup,
} from "./group-action-cli-run.js";
