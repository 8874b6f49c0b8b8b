import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_RMUZ3BSU$require_picomatch as require_picomatch,
} from "./group-action.js";
import {
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";

// cjs-with-names:node_modules/picomatch/index.js
var commonJs = __toESM(require_picomatch());
var picomatch_default = commonJs.default;
var test2 = commonJs["test"];
var matchBase2 = commonJs["matchBase"];
var isMatch2 = commonJs["isMatch"];
var parse2 = commonJs["parse"];
var scan2 = commonJs["scan"];
var compileRe2 = commonJs["compileRe"];
var makeRe2 = commonJs["makeRe"];
var toRegex2 = commonJs["toRegex"];
var constants2 = commonJs["constants"];
export {
  compileRe2 as compileRe,
  constants2 as constants,
  picomatch_default as default,
  isMatch2 as isMatch,
  makeRe2 as makeRe,
  matchBase2 as matchBase,
  parse2 as parse,
  scan2 as scan,
  test2 as test,
  toRegex2 as toRegex
};
