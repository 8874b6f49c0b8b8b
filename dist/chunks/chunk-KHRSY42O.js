// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_KHRSY42O$SessionNotFoundError as SessionNotFoundError,
  chunk_KHRSY42O$createSessionWriter as createSessionWriter,
  chunk_KHRSY42O$isSessionId as isSessionId,
  chunk_KHRSY42O$latestSessionFor as latestSessionFor,
  chunk_KHRSY42O$readSessionLines as readSessionLines,
  chunk_KHRSY42O$sessionsDirectory as sessionsDirectory,
} from "./group-cli-run.js";
