import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_LQJK6UN7$runCachedScript as runCachedScript,
  chunk_LQJK6UN7$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_LQJK6UN7$writeScriptCaches as writeScriptCaches,
} from "./group-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
export {
  runCachedScript,
  setScriptCacheDirectory,
  writeScriptCaches
};
