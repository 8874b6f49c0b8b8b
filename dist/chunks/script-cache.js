import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_UJWXDEOQ$runCachedScript as runCachedScript,
  chunk_UJWXDEOQ$setScriptCacheDirectory as setScriptCacheDirectory,
  chunk_UJWXDEOQ$writeScriptCaches as writeScriptCaches,
} from "./group-cli.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run.js";
import "./group-action-cli-run-grep.js";
export {
  runCachedScript,
  setScriptCacheDirectory,
  writeScriptCaches
};
