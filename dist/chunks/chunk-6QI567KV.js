// Merged into ./group-cli-run.js (scripts/start-groups.mjs).
export {
  chunk_6QI567KV$agentLoopHome as agentLoopHome,
  chunk_6QI567KV$homeNotice as homeNotice,
  chunk_6QI567KV$homeWithinReach as homeWithinReach,
  chunk_6QI567KV$realPath as realPath,
} from "./group-cli-run.js";
