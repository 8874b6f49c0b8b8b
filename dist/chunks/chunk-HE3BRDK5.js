// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_HE3BRDK5$SessionNotFoundError as SessionNotFoundError,
  chunk_HE3BRDK5$createSessionWriter as createSessionWriter,
  chunk_HE3BRDK5$isSessionId as isSessionId,
  chunk_HE3BRDK5$latestSessionFor as latestSessionFor,
  chunk_HE3BRDK5$readSessionLines as readSessionLines,
  chunk_HE3BRDK5$sessionsDirectory as sessionsDirectory,
} from "./group-cli-run.js";
