// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_EIZHEPZ5$jsonLineWriter as jsonLineWriter,
  chunk_EIZHEPZ5$openTranscript as openTranscript,
} from "./group-cli-run.js";
