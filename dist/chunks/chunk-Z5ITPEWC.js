// Merged into ./start-run.js (scripts/run-start.mjs).
export {
  chunk_Z5ITPEWC$cutText as cutText,
  chunk_Z5ITPEWC$cutTextKeepingEnd as cutTextKeepingEnd,
  chunk_Z5ITPEWC$cutTextWithMarker as cutTextWithMarker,
} from "./start-run.js";
