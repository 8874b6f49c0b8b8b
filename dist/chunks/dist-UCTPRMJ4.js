import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-ISB6GJMJ.js";
import "./chunk-FSGIRFFG.js";
import "./chunk-Z5HDCL2B.js";
import "./chunk-FVFUNC2I.js";
import {
  __toESM
} from "./chunk-ZGKZO2EW.js";

// cjs-with-names:../../main/node_modules/ajv-formats/dist/index.js
var commonJs = __toESM(require_dist());
var dist_default = commonJs.default;
var get2 = commonJs["get"];
export {
  dist_default as default,
  get2 as get
};
