import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-JEVWELMI.js";
import "./chunk-4TWD653S.js";
import "./chunk-6XOF3AN7.js";
import "./chunk-423RMH62.js";
import {
  chunk_ZGKZO2EW$__toESM as __toESM,
} from "./group-action-cli-run-grep.js";

// cjs-with-names:node_modules/ajv-formats/dist/index.js
var commonJs = __toESM(require_dist());
var dist_default = commonJs.default;
var get2 = commonJs["get"];
export {
  dist_default as default,
  get2 as get
};
