// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_W2372WMG$jsonLineWriter as jsonLineWriter,
  chunk_W2372WMG$openTranscript as openTranscript,
} from "./group-cli-run.js";
