// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_BMEMRKLE$agentLoopHome as agentLoopHome,
  chunk_BMEMRKLE$homeNotice as homeNotice,
  chunk_BMEMRKLE$homeWithinReach as homeWithinReach,
  chunk_BMEMRKLE$realPath as realPath,
} from "./group-cli-run.js";
