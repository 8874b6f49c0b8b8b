// Merged into ./start-cli-run.js (scripts/run-start.mjs).
export {
  chunk_W2372WMG$jsonLineWriter as jsonLineWriter,
  chunk_W2372WMG$openTranscript as openTranscript,
} from "./start-cli-run.js";
