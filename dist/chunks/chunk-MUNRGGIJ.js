// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_MUNRGGIJ$jsonLineWriter as jsonLineWriter,
  chunk_MUNRGGIJ$openTranscript as openTranscript,
} from "./group-cli-run.js";
