import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunk-HLSMNG44.js";
import "./chunk-EPZNCDQK.js";
import "./chunk-WEJ5RQSX.js";
import "./chunk-CPXCZWRF.js";
import "./chunk-DTKSEKHQ.js";
import "./chunk-XMLSYBWA.js";
import "./chunk-DDHNG7WK.js";
import "./chunk-NYKLPEBL.js";
import "./chunk-3XJZIBEC.js";
import "./chunk-ZYWU77U4.js";
import "./chunk-ZGKZO2EW.js";
export {
  runCommand
};
