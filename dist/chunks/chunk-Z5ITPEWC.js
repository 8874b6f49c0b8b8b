// Merged into ./group-run.js (scripts/start-groups.mjs).
export {
  chunk_Z5ITPEWC$cutText as cutText,
  chunk_Z5ITPEWC$cutTextKeepingEnd as cutTextKeepingEnd,
  chunk_Z5ITPEWC$cutTextWithMarker as cutTextWithMarker,
} from "./group-run.js";
