import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_RPST5MAD$runCachedScript as runCachedScript,
  chunk_RPST5MAD$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_RPST5MAD$writeScriptCaches as writeScriptCaches,
} from "./group-cli-run.js";
import "./group-action-cli-run-grep.js";
export {
  runCachedScript,
  setScriptCacheDirectory,
  writeScriptCaches
};
