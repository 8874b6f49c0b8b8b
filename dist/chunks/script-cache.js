import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_5ANZ2KYX$runCachedScript as runCachedScript,
  chunk_5ANZ2KYX$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_5ANZ2KYX$writeScriptCaches as writeScriptCaches,
} from "./group-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
export {
  runCachedScript,
  setScriptCacheDirectory,
  writeScriptCaches
};
