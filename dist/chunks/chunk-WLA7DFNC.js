// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_WLA7DFNC$SessionNotFoundError as SessionNotFoundError,
  chunk_WLA7DFNC$createSessionWriter as createSessionWriter,
  chunk_WLA7DFNC$isSessionId as isSessionId,
  chunk_WLA7DFNC$latestSessionFor as latestSessionFor,
  chunk_WLA7DFNC$readSessionLines as readSessionLines,
  chunk_WLA7DFNC$sessionsDirectory as sessionsDirectory,
} from "./group-cli-run.js";
