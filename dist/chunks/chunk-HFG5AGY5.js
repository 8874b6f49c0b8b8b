// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_HFG5AGY5$agentLoopHome as agentLoopHome,
  chunk_HFG5AGY5$homeNotice as homeNotice,
  chunk_HFG5AGY5$homeWithinReach as homeWithinReach,
  chunk_HFG5AGY5$isWithin as isWithin,
  chunk_HFG5AGY5$realPath as realPath,
} from "./group-cli-run.js";
